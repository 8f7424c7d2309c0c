// `npm run check:launch`, and the first step of `npm run deploy`: lists everything
// still sample or missing before the site may go live (scripts/lib/launch-check.ts
// says what is checked) and exits 1 while anything is.
// Runs on plain Node 22 (type stripping): erasable TypeScript only.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { checkLaunch, formatFindings } from "./lib/launch-check.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The production Worker's secret names, from `wrangler secret list` (needs `wrangler login` or an API token). */
async function listSecrets(): Promise<string[]> {
  try {
    const { stdout } = await promisify(execFile)("npx", ["--no-install", "wrangler", "secret", "list", "--format", "json"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
    const start = stdout.indexOf("[");
    const parsed: unknown = JSON.parse(start >= 0 ? stdout.slice(start) : stdout);
    if (!Array.isArray(parsed)) throw new Error("unexpected answer from `wrangler secret list`");
    return parsed.map((entry) => String((entry as { name?: unknown }).name ?? ""));
  } catch (error) {
    // Keep wrangler's own error line(s), without colour codes and log-file chatter.
    // eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
    const stderr = String((error as { stderr?: unknown }).stderr ?? error).replace(/\u001b\[[0-9;]*m/g, "");
    const detail = stderr
      .split("\n")
      .filter((line) => /ERROR|error/.test(line) && !/npm warn/i.test(line))
      .map((line) => line.replace(/^[\s✘]*\[ERROR\]\s*/, "").trim())
      .filter(Boolean)
      .join(" ");
    throw new Error(detail, { cause: error });
  }
}

const findings = await checkLaunch({ root, listSecrets });
const report = formatFindings(findings);
if (findings.length > 0) {
  console.error(report);
  process.exitCode = 1;
} else {
  console.log(report);
}
