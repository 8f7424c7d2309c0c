// The owner's spam verdicts as labelled cases for the screens' table
// (tests/common/spam-cases/tuning-*.json). A "Not spam" on a lead the screens held,
// refused or flagged is a real customer; a "Spam" on one they let through is
// junk. Each case says what the screens had decided, so the table's next reader
// knows which mistake it records.
// Runs on plain Node 22 (type stripping): erasable TypeScript only.

/** One lead the owner gave a verdict on, as `wrangler d1 execute --json` answers the report's query. */
export interface VerdictRow {
  created_at: string;
  email: string;
  message: string;
  project_details: string;
  form_type: string;
  screen_outcome: string | null;
  spam_reason: string | null;
  spam_verdict: string;
  spam_verdict_at: string | null;
}

/** The query `npm run spam:report` runs: every verdict given in the last `days` days, oldest first. */
export function verdictQuery(days: number): string {
  const since = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${Math.floor(days)} days')`;
  return (
    "select created_at, email, message, project_details, form_type, screen_outcome, spam_reason, spam_verdict, spam_verdict_at " +
    `from forms where spam_verdict is not null and spam_verdict_at >= ${since} order by spam_verdict_at`
  );
}

/** A quote lead's `message` bundles its fields; the screens read the typed project details, so a case carries those. */
function caseText(row: VerdictRow): { message?: string; projectDetails?: string } {
  return row.form_type === "quote" ? { projectDetails: row.project_details } : { message: row.message };
}

function caseLine(row: VerdictRow): string {
  const screens = row.screen_outcome ?? "unknown";
  const why = row.spam_reason ? ` (${row.spam_reason.replace(/\s+/g, " ")})` : "";
  const label = `owner's verdict ${row.spam_verdict} on ${(row.spam_verdict_at ?? row.created_at).slice(0, 10)}; the screens said ${screens}${why}`;
  return `      ${JSON.stringify({ label, email: row.email, ...caseText(row) })}`;
}

/** A category of the table, as its JSON files write one: its cases (one a line), and why they are there. */
function caseGroup(category: string, why: string, rows: readonly VerdictRow[]): string[] {
  if (rows.length === 0) return [];
  return [
    "  {",
    `    "category": ${JSON.stringify(category)},`,
    `    "why": ${JSON.stringify(why)},`,
    '    "cases": [',
    rows.map(caseLine).join(",\n"),
    "    ]",
    "  },",
  ];
}

/**
 * The report: real customers (not spam) the screens stopped or flagged, and
 * junk (spam) they let through, as categories of the table ready to paste.
 * A verdict that agrees with the screens (spam on a held lead) teaches nothing
 * new and is counted, not listed.
 */
export function formatSpamReport(rows: readonly VerdictRow[], days: number): string {
  const missedCustomers = rows.filter((row) => row.spam_verdict === "not_spam" && row.screen_outcome !== "accept");
  const missedJunk = rows.filter((row) => row.spam_verdict === "spam" && (row.screen_outcome === "accept" || row.screen_outcome === "flag"));
  const agreed = rows.length - missedCustomers.length - missedJunk.length;
  const until = rows.reduce((latest, row) => {
    const at = (row.spam_verdict_at ?? row.created_at).slice(0, 10);
    return at > latest ? at : latest;
  }, "");
  return [
    `// The owner's spam verdicts of the last ${days} days: ${rows.length} in all, ${agreed} agreeing with the screens.`,
    "// Edit out names, phone numbers and anything personal before committing; keep the words the screens read.",
    "// Paste each group into the tuning part (tests/common/spam-cases/tuning-real.json or tuning-junk.json), never the held-out part; then `npm run spam:train`.",
    "",
    `// Real customers the screens held, refused or flagged (${missedCustomers.length}): add to tuning-real.json.`,
    ...caseGroup(
      `Customers the owner released (verdicts to ${until})`,
      "The owner marked each one Not spam after the screens held, refused or flagged it: a real customer the screens misread.",
      missedCustomers,
    ),
    "",
    `// Junk the screens let through or only flagged (${missedJunk.length}): add to tuning-junk.json.`,
    ...caseGroup(
      `Junk the owner marked (verdicts to ${until})`,
      "The owner marked each one Spam after the screens let it through or only flagged it: an offer or a bot the screens read as a customer.",
      missedJunk,
    ),
    "",
  ].join("\n");
}

/** The rows of `wrangler d1 execute --json`'s answer (a list of statement results, each with `results`). */
export function rowsOfWranglerJson(stdout: string): VerdictRow[] {
  const start = stdout.indexOf("[");
  const parsed: unknown = JSON.parse(start >= 0 ? stdout.slice(start) : stdout);
  if (!Array.isArray(parsed)) throw new Error("unexpected answer from `wrangler d1 execute`");
  return parsed.flatMap((statement) => ((statement as { results?: VerdictRow[] }).results ?? []));
}
