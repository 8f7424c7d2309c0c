// The Worker under `wrangler dev` as `npm start` runs it, for the benches that
// load it over HTTP (bench:push, bench:load): local D1/KV in a fresh state
// folder with the migrations applied, the development values of
// .dev.vars.example (the VAPID pair above all), loopback only, on a free port.
// Runs on plain Node 22 (type stripping): erasable TypeScript only.
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, migrateLocalD1, spawnWranglerDev, stopGroup, waitUntilUp } from "../../tests/browser/support/dev-server.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The development values of .dev.vars.example (the VAPID pair above all), passed to wrangler dev as --var. */
export function exampleVars(): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of readFileSync(join(root, ".dev.vars.example"), "utf8").split("\n")) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (match) vars[match[1]!] = match[2]!;
  }
  return vars;
}

export async function startWorker(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const runDir = mkdtempSync(join(tmpdir(), "bench-push-"));
  const stateDir = join(runDir, "state");
  // The API needs no pages; wrangler only needs the assets folder to exist.
  mkdirSync(join(root, "dist/client"), { recursive: true });
  await migrateLocalD1(stateDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const vars = { ...exampleVars(), SITE_URL: baseUrl };
  const logPath = join(runDir, "wrangler.log");
  const log = createWriteStream(logPath);
  const child = await spawnWranglerDev({ port, stateDir, vars }, log);
  await waitUntilUp(baseUrl, child, 120_000, logPath);
  return {
    baseUrl,
    async stop() {
      await stopGroup(child);
      log.end();
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

