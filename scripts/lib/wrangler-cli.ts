/**
 * Runs the repository's own wrangler (the Node that runs this script, so the
 * Node 22 toolchain, not whatever `wrangler` is on the PATH) and answers its
 * output. Used by the build to read the published site content from D1 and the
 * photos from R2, and by the local builder and the release to record a
 * publish's state: `--local` reads the same .wrangler/ state `wrangler dev`
 * uses; `--remote` needs CLOUDFLARE_API_TOKEN (Workers Builds provides it).
 * Runs on plain Node 22 (type stripping): erasable TypeScript only.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";

export type Where = "local" | "remote";

/** wrangler's own entry (its package exports do not list it, so it is found by path). */
const wranglerBin = (root: string) => join(root, "node_modules/wrangler/bin/wrangler.js");

export async function wrangler(root: string, args: string[], timeoutMs = 120_000): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [wranglerBin(root), ...args], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      timeout: timeoutMs,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1", NO_COLOR: "1" },
    });
    return stdout;
  } catch (error) {
    const output = `${String((error as { stderr?: unknown }).stderr ?? "")}\n${String((error as { stdout?: unknown }).stdout ?? "")}`;
    // eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
    const detail = output.replace(/\u001b\[[0-9;]*m/g, "").split("\n").map((line) => line.trim()).filter((line) => line && !/^npm warn/i.test(line) && !/^[▲⛅─]/.test(line)).slice(0, 6).join(" ");
    throw new Error(`wrangler ${args.slice(0, 3).join(" ")} failed: ${detail || (error as Error).message}`, { cause: error });
  }
}

/**
 * `--local` or `--remote`; locally also `--persist-to` when SITE_CONTENT_PERSIST_TO
 * names another state folder than wrangler dev's .wrangler/state (the tests use one of their own).
 */
export function whereFlags(where: Where): string[] {
  const persistTo = process.env.SITE_CONTENT_PERSIST_TO;
  return where === "local" && persistTo ? ["--local", "--persist-to", persistTo] : [`--${where}`];
}

/** Rows of one SQL statement against the D1 database DB. */
export async function d1Query<T>(root: string, where: Where, sql: string): Promise<T[]> {
  const stdout = await wrangler(root, ["d1", "execute", "DB", ...whereFlags(where), "--json", "--command", sql]);
  const start = stdout.indexOf("[");
  const parsed = JSON.parse(start >= 0 ? stdout.slice(start) : stdout) as { results?: T[] }[];
  return parsed.flatMap((statement) => statement.results ?? []);
}

/** A SQL string literal. */
export function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
