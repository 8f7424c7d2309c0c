/**
 * `npm run release`: the deploy command of Workers Builds (docs/operations.md),
 * run for every push and every Publish from the inbox (its deploy hook). It
 * takes the publishes waiting for a build as "building", builds the site from
 * the production D1 and R2 (SITE_CONTENT=remote, with the build's API token),
 * then runs the launch check, the remote migrations and `wrangler deploy`, and
 * marks the publishes "live", or "failed" with the reason, so the owner sees
 * in the inbox what became of the Publish. A failed step deploys nothing: the
 * live site stays as it was.
 * Runs on plain Node 22 (type stripping): erasable TypeScript only.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { claimPublishes, failureReason, finishPublishes } from "./lib/site-publishes.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) {
      stream.on("data", (chunk: Buffer) => {
        output += chunk;
        (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
      });
    }
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

const ids = await claimPublishes(root, "remote").catch((error: unknown) => {
  // Before the first migration there is no site_publishes table: nothing to report to.
  console.warn(`[release] publishes not read: ${(error as Error).message}`);
  return [] as string[];
});
console.log(`[release] building ${ids.length ? `for publish ${ids.join(", ")}` : "(no publish waiting)"}`);

const steps: [string, string[], Record<string, string>?][] = [
  ["npm", ["run", "build"], { SITE_CONTENT: "remote" }],
  ["npm", ["run", "check:launch"]],
  ["npx", ["--no-install", "wrangler", "d1", "migrations", "apply", "DB", "--remote"]],
  ["npx", ["--no-install", "wrangler", "deploy"]],
];
for (const [command, args, env] of steps) {
  const result = await run(command, args, env);
  if (!result.ok) {
    const reason = `${args.slice(0, 2).join(" ")}: ${failureReason(result.output)}`;
    await finishPublishes(root, "remote", ids, { status: "failed", reason }).catch(() => {});
    console.error(`[release] failed at ${args.join(" ")}; nothing was deployed.`);
    process.exit(1);
  }
}
await finishPublishes(root, "remote", ids, { status: "live" });
console.log("[release] live");
