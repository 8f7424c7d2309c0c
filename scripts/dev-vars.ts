// Creates .dev.vars from .dev.vars.example when it is missing, so `wrangler dev`
// has the development IP_HASH_SECRET and VAPID pair on a fresh clone. An
// existing .dev.vars keeps every value it has (the developer may have chosen
// them); only a variable the example gained since (the VAPID pair, say) is
// appended, so an older checkout's `npm start` still gets it.
// Runs on plain Node 22 (type stripping): erasable TypeScript only.
import { appendFileSync, copyFileSync, existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const target = `${root}.dev.vars`;
const example = `${root}.dev.vars.example`;

/** `NAME=value` lines of a .dev.vars file, by name. */
function assignments(text: string): Map<string, string> {
  const lines = new Map<string, string>();
  for (const line of text.split("\n")) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line);
    if (match) lines.set(match[1]!, line);
  }
  return lines;
}

if (!existsSync(example)) {
  console.error("Neither .dev.vars nor .dev.vars.example exists; wrangler dev will run without IP_HASH_SECRET.");
  if (!existsSync(target)) process.exitCode = 1;
} else if (!existsSync(target)) {
  copyFileSync(example, target);
  console.log("Created .dev.vars from .dev.vars.example (development-only values).");
} else {
  const have = assignments(readFileSync(target, "utf8"));
  const missing = [...assignments(readFileSync(example, "utf8"))].filter(([name]) => !have.has(name));
  if (missing.length === 0) {
    console.log(".dev.vars exists; left as it is.");
  } else {
    const text = readFileSync(target, "utf8");
    const lead = text.endsWith("\n") || text === "" ? "" : "\n";
    appendFileSync(target, `${lead}# Added from .dev.vars.example:\n${missing.map(([, line]) => line).join("\n")}\n`);
    console.log(`.dev.vars kept; added from .dev.vars.example: ${missing.map(([name]) => name).join(", ")}.`);
  }
}
