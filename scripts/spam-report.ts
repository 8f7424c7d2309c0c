// `npm run spam:report`: the owner's "Not spam" / "Spam" verdicts from the inbox,
// printed as labelled cases for the spam screens' table (see scripts/lib/spam-report.ts).
// Local D1 by default (what `npm start` wrote); `-- --remote` reads the live
// database (needs `wrangler login`); `-- --days 30` narrows the window (default 90).
// Runs on plain Node 22 (type stripping): erasable TypeScript only.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { formatSpamReport, rowsOfWranglerJson, verdictQuery } from "./lib/spam-report.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const remote = args.includes("--remote");
const daysArg = args.indexOf("--days");
const days = daysArg >= 0 ? Number(args[daysArg + 1]) : 90;
// Where a local database lives, when not wrangler's default (.wrangler/state): the tests use their own.
const persistArg = args.indexOf("--persist-to");
const persistTo = persistArg >= 0 ? ["--persist-to", args[persistArg + 1] ?? ""] : [];
if (!Number.isInteger(days) || days < 1 || days > 3650) {
  console.error("--days takes a whole number of days from 1 to 3650.");
  process.exit(2);
}

try {
  const { stdout } = await promisify(execFile)(
    "npx",
    ["--no-install", "wrangler", "d1", "execute", "DB", remote ? "--remote" : "--local", ...persistTo, "--json", "--command", verdictQuery(days)],
    { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  process.stdout.write(formatSpamReport(rowsOfWranglerJson(stdout), days));
} catch (error) {
  console.error(`Could not read the verdicts from the ${remote ? "live" : "local"} database: ${(error as Error).message.split("\n")[0]}`);
  console.error(remote ? "Run `npx wrangler login` first." : "Run `npm start` (or `npm run db:migrate:local`) once so the local database exists.");
  process.exit(1);
}
