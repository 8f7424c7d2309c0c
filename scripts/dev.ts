/**
 * The last step of `npm start`: `wrangler dev` on 127.0.0.1:8787 and, beside
 * it, the local builder (scripts/local-builder.ts) that the inbox's Publish
 * asks to rebuild the site from the local D1 and R2. Both stop together.
 *   node scripts/dev.ts [--port 8787]
 * Runs on plain Node 22 (type stripping): erasable TypeScript only.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const flag = process.argv.indexOf("--port");
const port = flag >= 0 ? process.argv[flag + 1]! : "8787";

const children: ChildProcess[] = [
  spawn(process.execPath, [join(root, "scripts/local-builder.ts")], { cwd: root, stdio: "inherit" }),
  spawn(process.execPath, [join(root, "node_modules/wrangler/bin/wrangler.js"), "dev", "--ip", "127.0.0.1", "--port", port], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(0));
