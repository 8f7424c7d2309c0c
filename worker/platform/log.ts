/**
 * What the Worker may write to its log about an error. Logs are kept by
 * Cloudflare and read by whoever maintains the site, so they must not carry a
 * visitor's data. Error messages can: drizzle's query errors quote the SQL with
 * every parameter (names, e-mail addresses, messages), and a mail service error
 * can quote the addresses it refused. So only names and machine codes are
 * logged, never a message.
 */

/** Code-like words inside a message: D1_ERROR, SQLITE_CONSTRAINT, E_RECIPIENT_SUPPRESSED… */
const CODE_WORD = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g;

function codesOf(error: Error): string[] {
  const codes = new Set<string>();
  const own = (error as { code?: unknown }).code;
  if (typeof own === "string" || typeof own === "number") codes.add(String(own).slice(0, 60));
  // Only the first line: drizzle puts the parameters on the lines after the SQL.
  const firstLine = error.message.split("\n")[0] ?? "";
  // Drizzle's own first line is the SQL itself; its codes are in the cause.
  if (!firstLine.startsWith("Failed query:")) {
    for (const match of firstLine.matchAll(CODE_WORD)) codes.add(match[0]);
  }
  return [...codes].slice(0, 4);
}

/**
 * "DrizzleQueryError <- Error [D1_ERROR, SQLITE_CONSTRAINT]": the error's name and
 * those of its causes, each with its codes, and nothing a visitor typed.
 */
export function errorSummary(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    if (!(current instanceof Error)) {
      parts.push(typeof current);
      break;
    }
    const codes = codesOf(current);
    parts.push(codes.length ? `${current.name} [${codes.join(", ")}]` : current.name);
    current = current.cause;
  }
  return parts.join(" <- ") || "unknown error";
}
