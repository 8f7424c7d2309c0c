/**
 * Reads the local D1 the test server writes to, through wrangler itself
 * (`wrangler d1 execute --local --persist-to <test state>`), so the check sees
 * exactly what the Worker stored.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { inject } from "vitest";
import { REPO_ROOT, WRANGLER_ENV } from "./paths.ts";

const run = promisify(execFile);

export type Row = Record<string, string | number | null>;

export async function queryD1(sql: string): Promise<Row[]> {
  const { stdout } = await run(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", inject("persistDir"), "--json", "--command", sql],
    { cwd: REPO_ROOT, env: WRANGLER_ENV, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
  );
  const start = stdout.indexOf("[");
  if (start < 0) throw new Error(`wrangler d1 execute printed no JSON:\n${stdout}`);
  const parsed = JSON.parse(stdout.slice(start)) as { results?: Row[]; success?: boolean }[];
  return parsed.flatMap((statement) => statement.results ?? []);
}

/** SQL string literal. */
export function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Polls until the query returns at least `min` rows (the Worker writes asynchronously for some paths). */
export async function waitForRows(sql: string, min = 1, timeoutMs = 20_000): Promise<Row[]> {
  const deadline = Date.now() + timeoutMs;
  let rows: Row[] = [];
  do {
    rows = await queryD1(sql);
    if (rows.length >= min) return rows;
    await new Promise((r) => setTimeout(r, 1_000));
  } while (Date.now() < deadline);
  return rows;
}
