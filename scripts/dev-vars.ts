// Creates .dev.vars from .dev.vars.example when it is missing, so `wrangler dev`
// has the development IP_HASH_SECRET on a fresh clone. An existing .dev.vars is
// never touched: it may hold values the developer chose.
// Runs on plain Node 22 (type stripping): erasable TypeScript only.
import { copyFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const target = `${root}.dev.vars`;
const example = `${root}.dev.vars.example`;

if (existsSync(target)) {
  console.log(".dev.vars exists; left as it is.");
} else if (!existsSync(example)) {
  console.error("Neither .dev.vars nor .dev.vars.example exists; wrangler dev will run without IP_HASH_SECRET.");
  process.exitCode = 1;
} else {
  copyFileSync(example, target);
  console.log("Created .dev.vars from .dev.vars.example (development-only values).");
}
