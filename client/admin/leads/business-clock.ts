/**
 * An instant's wall clock in the business's time zone, without Intl on the
 * inbox's first screen.
 *
 * Why: the first `Intl` object a page (or a Worker isolate) makes loads the
 * ICU locale and time-zone data, 30-60 ms of main thread on a desktop and four
 * times that on a phone, measured in Chromium. The list writes every row's
 * "received" date while the app takes the drawn page over, so that load was
 * the largest single piece of the list's blocking time.
 *
 * The business is on US Eastern time, whose rule is fixed by law since 2007:
 * UTC-5, and UTC-4 from 02:00 local on the second Sunday of March to 02:00
 * local on the first Sunday of November. For that zone and those years the
 * clock is computed here; any other zone or year asks Intl, made only then.
 * tests/common/business-clock.test.ts checks it equals Intl for every hour
 * across the switches of many years, so a change of the law shows up there.
 */
import { BUSINESS_TIME_ZONE } from "../../../common/constants.ts";
import { wallFieldsOfShifted, type WallFields } from "../../../common/local-time.ts";

export interface WallClock extends WallFields {
  /** "EST" or "EDT" (Intl's short zone name otherwise) */
  zoneName: string;
}

const HOUR_MS = 3_600_000;
const FIRST_RULE_YEAR = 2007;
const LAST_RULE_YEAR = 2099;
/** en-US short weekday names, Sunday first (as `WallFields.weekday` counts). */
export const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The UTC instant of the `nth` Sunday of a month (0-based month) at `utcHour`. */
function nthSundayUtc(year: number, month: number, nth: number, utcHour: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const day = 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7;
  return Date.UTC(year, month, day, utcHour);
}

function easternClock(date: Date): WallClock | undefined {
  const time = date.getTime();
  const year = date.getUTCFullYear();
  if (year < FIRST_RULE_YEAR || year > LAST_RULE_YEAR) return undefined;
  // 02:00 EST is 07:00 UTC; 02:00 EDT is 06:00 UTC.
  const summer = time >= nthSundayUtc(year, 2, 2, 7) && time < nthSundayUtc(year, 10, 1, 6);
  return { ...wallFieldsOfShifted(time + (summer ? -4 : -5) * HOUR_MS), zoneName: summer ? "EDT" : "EST" };
}

let partsFormatter: Intl.DateTimeFormat | undefined;

/** Any other zone or year: Intl, made on first use. */
function intlClock(date: Date): WallClock {
  partsFormatter ??= new Intl.DateTimeFormat("en-US", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    weekday: "short",
    hourCycle: "h23",
    timeZoneName: "short",
  });
  const parts = Object.fromEntries(partsFormatter.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ""),
    zoneName: parts.timeZoneName ?? "",
  };
}

/** The wall clock in the business's time zone at `date` (a valid Date). */
export function businessClock(date: Date): WallClock {
  return (BUSINESS_TIME_ZONE === "America/New_York" ? easternClock(date) : undefined) ?? intlClock(date);
}
