/**
 * The public holidays the estimate calendar closes on (when the owner keeps
 * "closed on public holidays"): the same closed days as the business-hours
 * clock (common/business-hours.ts), so the US federal list of
 * public-holidays.json until the owner publishes a list of their own.
 */
import { isClosedDay } from "../business-hours";
import PUBLIC_HOLIDAYS from "../public-holidays.json" with { type: "json" };

const NAMES = new Map<string, string>(PUBLIC_HOLIDAYS.closed.map((day) => [day.date, day.name]));

/** The holiday's name when `date` (YYYY-MM-DD, Atlanta) is closed as a holiday, else null. */
export function publicHolidayOn(date: string): string | null {
  return isClosedDay(date) ? (NAMES.get(date) ?? "Holiday") : null;
}
