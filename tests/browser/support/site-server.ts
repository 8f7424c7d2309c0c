/**
 * A `wrangler dev` of its own with the local builder beside it, as `npm start`
 * runs them, for the Site screens' test: a publish there rebuilds the site this
 * server serves (its own copy of dist/client and its own local D1 and R2), so
 * the shared server the other tests check is never changed.
 */
import { execFile, spawn } from "node:child_process";
import { cpSync, createWriteStream, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { assertBuilt, freePort, migrateLocalD1, spawnWranglerDev, stopGroup, waitUntilUp } from "./dev-server.ts";
import { DIST_CLIENT, REPO_ROOT, TEST_RESULTS_DIR, WRANGLER_ENV, runPaths } from "./paths.ts";

const run = promisify(execFile);

export interface SiteServer {
  baseUrl: string;
  builderUrl: string;
  siteDir: string;
  stop(): Promise<void>;
}

export async function startSiteServer(): Promise<SiteServer> {
  assertBuilt();
  const { runDir, stateDir, siteDir, log: logPath } = runPaths(`site-${Date.now()}-${process.pid}`);
  mkdirSync(stateDir, { recursive: true });
  cpSync(DIST_CLIENT, siteDir, { recursive: true });
  mkdirSync(TEST_RESULTS_DIR, { recursive: true });
  await run(process.execPath, [join(REPO_ROOT, "scripts/dev-vars.ts")], { cwd: REPO_ROOT });
  await migrateLocalD1(stateDir);

  const [port, builderPort] = [await freePort(), await freePort()];
  const log = createWriteStream(logPath);
  const builder = spawn(
    process.execPath,
    [join(REPO_ROOT, "scripts/local-builder.ts"), "--port", String(builderPort), "--serve-dir", siteDir, "--persist-to", stateDir],
    { cwd: REPO_ROOT, env: WRANGLER_ENV, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  const builderUrl = `http://127.0.0.1:${builderPort}`;
  const wrangler = await spawnWranglerDev({ port, stateDir, assetsDir: siteDir, vars: { LOCAL_BUILDER_URL: builderUrl } }, log);
  builder.stdout?.pipe(log, { end: false });
  builder.stderr?.pipe(log, { end: false });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await Promise.all([stopGroup(wrangler), stopGroup(builder)]);
    log.end();
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(baseUrl, wrangler, 120_000, logPath);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, builderUrl, siteDir, stop };
}
