/**
 * The local builder `npm start` runs beside `wrangler dev`: the stand-in, on
 * the developer's machine, for Workers Builds and its deploy hook. The Worker's
 * Publish (worker/site/build-request.ts) POSTs /build to it at
 * LOCAL_BUILDER_URL; it then takes the waiting publishes as "building",
 * rebuilds the site from the local D1 and R2 (SITE_CONTENT=local) into a
 * folder beside dist/client, swaps the result into dist/client when the build
 * succeeded (wrangler dev serves the new files at once; a failed build leaves
 * the running site as it was), and marks the publishes "live" or "failed"
 * with the reason. Publishes that arrive during a build get one more build
 * after it. Listens on loopback only.
 *
 *   node scripts/local-builder.ts [--port 8789] [--serve-dir dist/client] [--persist-to .wrangler/state]
 * (--serve-dir and --persist-to: the folder and the local state of a `wrangler dev`
 * started with --assets and --persist-to, as the browser tests do.)
 * Runs on plain Node 22 (type stripping): erasable TypeScript only.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { claimPublishes, failureReason, finishPublishes } from "./lib/site-publishes.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

function flag(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const servedDir = resolve(flag("--serve-dir") ?? join(root, "dist/client"));
const stagingDir = `${servedDir.replace(/\/+$/, "")}.next`;
const persistTo = flag("--persist-to");
if (persistTo) process.env.SITE_CONTENT_PERSIST_TO = resolve(persistTo);

/** The port: --port, else the one in .dev.vars' LOCAL_BUILDER_URL, else 8789. */
function port(): number {
  const given = flag("--port");
  if (given) return Number(given);
  const vars = existsSync(join(root, ".dev.vars")) ? readFileSync(join(root, ".dev.vars"), "utf8") : "";
  const url = /^\s*LOCAL_BUILDER_URL\s*=\s*(\S+)/m.exec(vars)?.[1];
  return url && URL.canParse(url) ? Number(new URL(url).port || 80) : 8789;
}

type State = { building: boolean; again: boolean; last: { ids: string[]; status: "live" | "failed"; reason?: string; at: string } | null };
const state: State = { building: false, again: false, last: null };

function log(message: string) {
  console.log(`[local builder] ${message}`);
}

function runBuild(): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, "scripts/build.ts")], {
      cwd: root,
      env: { ...process.env, SITE_CONTENT: "local", SITE_BUILD_OUT: stagingDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

async function filesIn(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (current: string) => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) await walk(path);
      else out.push(relative(dir, path));
    }
  };
  if (existsSync(dir)) await walk(dir);
  return out;
}

/**
 * Files named by their content (the bundles under assets/, the pictures under img/): a new build
 * never changes one, only adds new names. The old ones stay: a page already open in a browser still
 * asks for its own script and pictures, and removing files under wrangler dev while it reloads the
 * assets after the copy made it fail on a file it had just listed (ENOENT), taking the site down.
 */
const CONTENT_NAMED = /^(?:assets|img|admin\/assets)\//;

/** Makes dist/client the new build: changed and new files copied over, other files the new build lacks removed. */
async function swapIn(): Promise<void> {
  const fresh = await filesIn(stagingDir);
  const keep = new Set(fresh);
  for (const file of fresh) {
    const from = join(stagingDir, file);
    const to = join(servedDir, file);
    if (existsSync(to)) {
      const [a, b] = await Promise.all([stat(from), stat(to)]);
      if (a.size === b.size && (await readFile(from)).equals(await readFile(to))) continue;
    }
    await mkdir(dirname(to), { recursive: true });
    await copyFile(from, to);
  }
  for (const file of await filesIn(servedDir)) {
    if (!keep.has(file) && !CONTENT_NAMED.test(file.split(sep).join("/"))) await rm(join(servedDir, file), { force: true });
  }
  await rm(stagingDir, { recursive: true, force: true });
}

async function buildLoop(): Promise<void> {
  if (state.building) {
    state.again = true;
    return;
  }
  state.building = true;
  try {
    do {
      state.again = false;
      const ids = await claimPublishes(root, "local");
      log(`building for ${ids.length ? `publish ${ids.join(", ")}` : "a rebuild"}`);
      const started = Date.now();
      const result = await runBuild();
      if (result.ok) {
        await swapIn();
        await finishPublishes(root, "local", ids, { status: "live" });
        state.last = { ids, status: "live", at: new Date().toISOString() };
        log(`live in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } else {
        await rm(stagingDir, { recursive: true, force: true });
        const reason = failureReason(result.output);
        await finishPublishes(root, "local", ids, { status: "failed", reason });
        state.last = { ids, status: "failed", reason, at: new Date().toISOString() };
        log(`failed: ${reason}`);
      }
    } while (state.again);
  } catch (error) {
    log(`could not run a build: ${(error as Error).message}`);
  } finally {
    state.building = false;
  }
}

const server = createServer((request, response) => {
  const answer = (status: number, body: unknown) => {
    response.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    response.end(JSON.stringify(body));
  };
  if (request.method === "POST" && request.url === "/build") {
    request.resume();
    void buildLoop();
    return answer(202, { ok: true, building: true });
  }
  if (request.method === "GET" && request.url === "/status") return answer(200, { ok: true, ...state });
  return answer(404, { ok: false });
});

server.listen(port(), "127.0.0.1", () => log(`listening on http://127.0.0.1:${port()} (POST /build)`));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
