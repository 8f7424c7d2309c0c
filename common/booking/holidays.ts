/**
 * The public holidays the estimate calendar closes on (when the owner keeps
 * "closed on public holidays"). Read through this one function so the data
 * can move (the business's own holiday list beside its hours) without the
 * slot generation changing.
 */
import holidays from "../public-holidays.json" with { type: "json" };

const CLOSED = new Map<string, string>(Object.entries(holidays.dates));

/** The holiday's name when `date` (YYYY-MM-DD, Atlanta) is a public holiday, else null. */
export function publicHolidayOn(date: string): string | null {
  return CLOSED.get(date) ?? null;
}
