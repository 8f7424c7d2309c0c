// Run by `npm run deploy` before anything is deployed. Stops the deploy, and
// says what to do, when production is not configured: the placeholder D1 or KV
// ids are still in wrangler.toml, or the IP_HASH_SECRET secret is not set on the
// Worker (without it every lead would answer 500).
// Runs on plain Node 22 (type stripping): erasable TypeScript only.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const REQUIRED_SECRETS = ["IP_HASH_SECRET"];
const problems: string[] = [];

function isPlaceholder(id: string): boolean {
  return id.trim() === "" || /^[0-]+$/.test(id) || /replace|your|placeholder|todo|x{6,}/i.test(id);
}

// Splits wrangler.toml into its [table] / [[array]] sections with their key = "value" pairs.
function sections(toml: string): { name: string; values: Record<string, string> }[] {
  const result: { name: string; values: Record<string, string> }[] = [{ name: "", values: {} }];
  for (const raw of toml.split(/\r?\n/)) {
    const line = raw.replace(/\s+#.*$/, "").trim();
    const header = /^\[\[?([^\]]+)\]\]?$/.exec(line);
    if (header) {
      result.push({ name: header[1]!.trim(), values: {} });
      continue;
    }
    const pair = /^([A-Za-z0-9_]+)\s*=\s*"([^"]*)"/.exec(line);
    if (pair) result[result.length - 1]!.values[pair[1]!] = pair[2]!;
  }
  return result;
}

const toml = readFileSync(`${root}wrangler.toml`, "utf8");
for (const section of sections(toml)) {
  if (section.name === "d1_databases" && isPlaceholder(section.values["database_id"] ?? "")) {
    problems.push(
      `wrangler.toml: the D1 database "${section.values["binding"]}" still has the placeholder database_id.\n` +
        `  Run: npx wrangler d1 create ${section.values["database_name"] ?? "<name>"}\n` +
        "  and paste the database_id it prints into [[d1_databases]] in wrangler.toml.",
    );
  }
  if (section.name === "kv_namespaces" && isPlaceholder(section.values["id"] ?? "")) {
    problems.push(
      `wrangler.toml: the KV namespace "${section.values["binding"]}" still has the placeholder id.\n` +
        `  Run: npx wrangler kv namespace create ${section.values["binding"] ?? "<binding>"}\n` +
        "  and paste the id it prints into [[kv_namespaces]] in wrangler.toml.",
    );
  }
}

let secretNames: string[] | null = null;
try {
  const output = execFileSync("npx", ["--no-install", "wrangler", "secret", "list", "--format", "json"], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  const start = output.indexOf("[");
  const parsed: unknown = JSON.parse(start >= 0 ? output.slice(start) : output);
  if (Array.isArray(parsed)) {
    secretNames = parsed.map((entry) => String((entry as { name?: unknown }).name ?? ""));
  }
} catch (error) {
  // Keep wrangler's own error line(s), without colour codes and log-file chatter.
  const stderr = String((error as { stderr?: unknown }).stderr ?? error).replace(/\u001b\[[0-9;]*m/g, "");
  const detail = stderr
    .split("\n")
    .filter((line) => /ERROR|error/.test(line) && !/npm warn/i.test(line))
    .map((line) => line.replace(/^[\s✘]*\[ERROR\]\s*/, "").trim())
    .join("\n  ");
  problems.push(
    "Could not list the Worker's secrets with `npx wrangler secret list`.\n" +
      "  Log in with `npx wrangler login` (or set CLOUDFLARE_API_TOKEN) and try again.\n" +
      (detail ? `  wrangler said: ${detail}` : ""),
  );
}

if (secretNames) {
  for (const name of REQUIRED_SECRETS) {
    if (!secretNames.includes(name)) {
      problems.push(
        `The production secret ${name} is not set.\n` +
          `  Run: npx wrangler secret put ${name}\n` +
          "  and enter a long random value (for example the output of `openssl rand -hex 32`).\n" +
          "  Keep it stable: changing it changes every ip_hash and resets the per-IP limits.",
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`Not deploying: production is not configured yet.\n\n${problems.map((p) => `- ${p}`).join("\n\n")}\n`);
  process.exit(1);
}
console.log(`Production configuration OK (D1 and KV ids set; secrets present: ${REQUIRED_SECRETS.join(", ")}).`);
