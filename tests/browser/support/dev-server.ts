/**
 * Runs the real Worker under `wrangler dev` on a free loopback port, with a
 * fresh local D1/KV state that has the migrations applied. Used by the browser
 * and quality projects' globalSetup.
 */
import { spawn, execFile, type ChildProcess } from "node:child_process";
import { cpSync, createWriteStream, existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import type { Writable } from "node:stream";
import { promisify } from "node:util";
import { DIST_CLIENT, REPO_ROOT, TEST_RESULTS_DIR, WRANGLER_ENV, runPaths } from "./paths.ts";

const run = promisify(execFile);

export interface DevServer {
  baseUrl: string;
  /** wrangler's --persist-to (local D1 and KV). */
  stateDir: string;
  /** The snapshot of dist/client being served. */
  siteDir: string;
  log: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function assertBuilt(): void {
  const missing = ["index.html", "404.html"].filter((name) => {
    const path = join(DIST_CLIENT, name);
    return !existsSync(path) || !statSync(path).isFile();
  });
  if (missing.length > 0) {
    throw new Error(
      `No built site at ${DIST_CLIENT} (${missing.join(", ")} missing). ` +
        "Run `npm run build` first (`npm test` does it for you), then re-run the tests.",
    );
  }
}

export async function waitUntilUp(baseUrl: string, child: ChildProcess, timeoutMs: number, logPath: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = "";
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`wrangler dev exited with code ${child.exitCode} before it was ready; see ${logPath}`);
    }
    try {
      const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = String(error);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`wrangler dev did not answer at ${baseUrl} within ${timeoutMs} ms (${lastError}); see ${logPath}`);
}

/** Applies every D1 migration to a fresh local state folder (wrangler's --persist-to). */
export async function migrateLocalD1(stateDir: string): Promise<void> {
  await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
    cwd: REPO_ROOT,
    env: WRANGLER_ENV,
    timeout: 120_000,
  }).catch((error: { stderr?: string; stdout?: string }) => {
    throw new Error(`Applying D1 migrations failed:\n${error.stdout ?? ""}\n${error.stderr ?? ""}`);
  });
}

export interface WranglerDevOptions {
  port: number;
  /** wrangler's --persist-to (local D1, KV and R2). */
  stateDir: string;
  /** The built site to serve; wrangler.toml's own folder when left out. */
  assetsDir?: string;
  /** Extra bindings, as `--var NAME:value`. */
  vars?: Record<string, string>;
}

/**
 * Starts `wrangler dev` as the tests and benches run it: loopback only, no
 * interactive session, an inspector port of its own (two servers side by side
 * must not both claim the default), in its own process group so stopGroup ends
 * npx, wrangler and workerd together. Its output goes to `log`, which the
 * caller ends once the server is stopped.
 */
export async function spawnWranglerDev(options: WranglerDevOptions, log: Writable): Promise<ChildProcess> {
  const child = spawn(
    "npx",
    [
      "wrangler", "dev",
      "--ip", "127.0.0.1",
      "--port", String(options.port),
      "--persist-to", options.stateDir,
      ...(options.assetsDir ? ["--assets", options.assetsDir] : []),
      ...Object.entries(options.vars ?? {}).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
      "--show-interactive-dev-session=false",
      "--inspector-port", String(await freePort()),
    ],
    { cwd: REPO_ROOT, env: WRANGLER_ENV, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  return child;
}

export function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    const pid = child.pid;
    const kill = (signal: NodeJS.Signals) => {
      try {
        // Negative pid: the whole process group we created (npx, wrangler, workerd), nothing else.
        process.kill(-pid, signal);
      } catch {
        /* already gone */
      }
    };
    const timer = setTimeout(() => kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    kill("SIGTERM");
  });
}

export async function startDevServer(): Promise<DevServer> {
  assertBuilt();
  const { runDir, stateDir, siteDir, log: logPath } = runPaths(`${Date.now()}-${process.pid}`);
  mkdirSync(stateDir, { recursive: true });
  cpSync(DIST_CLIENT, siteDir, { recursive: true });
  mkdirSync(TEST_RESULTS_DIR, { recursive: true });

  // The same .dev.vars `npm start` makes: created from the example, or an older one given the
  // variables the example gained since (the VAPID pair the push tests need).
  await run(process.execPath, [join(REPO_ROOT, "scripts/dev-vars.ts")], { cwd: REPO_ROOT });

  await migrateLocalD1(stateDir);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logPath);
  const child = await spawnWranglerDev({ port, stateDir, assetsDir: siteDir }, log);

  try {
    await waitUntilUp(baseUrl, child, 120_000, logPath);
  } catch (error) {
    await stopGroup(child);
    log.end();
    rmSync(runDir, { recursive: true, force: true });
    throw error;
  }

  return {
    baseUrl,
    stateDir,
    siteDir,
    log: logPath,
    async stop() {
      await stopGroup(child);
      log.end();
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}
