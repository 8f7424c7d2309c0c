/**
 * The business's opening hours as a clock: how many minutes of them lie
 * between two instants, whether an instant is inside them, and when they next
 * begin. A lead that arrives at 9 PM on a Saturday and is answered at 8:10 on
 * Monday was answered in 10 business minutes, not 35 hours; a phone that is
 * notified only in business hours hears of it at 8:00 on Monday.
 *
 * The hours are the ones the site publishes (common/business.ts), read here
 * once, on Atlanta time; the days in common/public-holidays.json (the US
 * federal holidays by default, as data the owner's developer can edit) are
 * closed all day: a lead on Thanksgiving is not counted as waiting, and a
 * business-hours-only phone hears of it the next morning the business opens. Daylight saving time switches at 02:00 local
 * time, outside any opening hours, but a local wall time is still turned into an
 * instant through the time-zone database for its own date, never with a fixed
 * offset, so the count stays right on the switch days and if the hours change.
 */
import { OPENING_HOURS } from "./business";
import { instantOfLocal, localDateUtc } from "./local-time";
import PUBLIC_HOLIDAYS from "./public-holidays.json" with { type: "json" };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Opening and closing time of one weekday, in minutes after local midnight. */
interface DayHours {
  opens: number;
  closes: number;
}

function minutesOfDay(value: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`Not an HH:MM time: ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

type HoursLines = readonly { schemaDays: readonly string[]; opens?: string; closes?: string }[];

function hoursByWeekday(lines: HoursLines): (DayHours | null)[] {
  return WEEKDAYS.map((name) => {
    const entry = lines.find((line) => line.schemaDays.includes(name));
    if (!entry?.opens || !entry.closes) return null;
    return { opens: minutesOfDay(entry.opens), closes: minutesOfDay(entry.closes) };
  });
}

/** Index 0 = Sunday; null = closed all day. */
let HOURS_BY_WEEKDAY: readonly (DayHours | null)[] = hoursByWeekday(OPENING_HOURS);
/**
 * Local dates (YYYY-MM-DD) closed all day: common/public-holidays.json until
 * the owner publishes a list of holidays closed, then the owner's.
 */
const DEFAULT_CLOSED_DATES: readonly string[] = PUBLIC_HOLIDAYS.closed.map((day) => day.date);
let CLOSED_DATES: ReadonlySet<string> = new Set(DEFAULT_CLOSED_DATES);

/**
 * The hours the live site publishes, once the owner changed them from the
 * inbox: the Worker reads them from the build's output (worker/site/live-content.ts)
 * and sets them here before it counts business minutes. Until then the
 * repository's hours above apply.
 */
export function setOpeningHours(lines: HoursLines, closedDates: readonly string[] = DEFAULT_CLOSED_DATES): void {
  if (!lines.some((line) => line.opens && line.closes)) return;
  HOURS_BY_WEEKDAY = hoursByWeekday(lines);
  CLOSED_DATES = new Set(closedDates);
}

/** Whether a local date (YYYY-MM-DD, Atlanta) is closed all day as a holiday. */
export function isClosedDay(localDate: string): boolean {
  return CLOSED_DATES.has(localDate);
}

/** The opening hours of one local date as UTC instants, or null when closed (its weekday, or a holiday). */
function openInterval(dateUtc: number): { start: number; end: number } | null {
  if (CLOSED_DATES.has(new Date(dateUtc).toISOString().slice(0, 10))) return null;
  const hours = HOURS_BY_WEEKDAY[new Date(dateUtc).getUTCDay()];
  if (!hours) return null;
  return { start: instantOfLocal(dateUtc, hours.opens), end: instantOfLocal(dateUtc, hours.closes) };
}

function toMs(value: Date | number | string): number {
  return typeof value === "number" ? value : new Date(value).getTime();
}

/**
 * Minutes of opening hours between `a` and `b` (fractions included; 0 when b is
 * not after a). One step per local day in between, so a lead left for months
 * costs a few hundred cheap steps.
 */
export function businessMinutesBetween(a: Date | number | string, b: Date | number | string): number {
  const start = toMs(a);
  const end = toMs(b);
  if (!(end > start)) return 0;
  let total = 0;
  const lastDate = localDateUtc(end);
  for (let date = localDateUtc(start); date <= lastDate; date += DAY_MS) {
    const open = openInterval(date);
    if (!open) continue;
    const overlap = Math.min(end, open.end) - Math.max(start, open.start);
    if (overlap > 0) total += overlap;
  }
  return total / MINUTE_MS;
}

/** True when `t` lies inside the opening hours (opening time included, closing time not). */
export function isWithinBusinessHours(t: Date | number | string): boolean {
  const ms = toMs(t);
  const open = openInterval(localDateUtc(ms));
  return open !== null && ms >= open.start && ms < open.end;
}

/** `t` itself when the business is open then, else the instant it next opens. */
export function nextBusinessOpening(t: Date | number | string): Date {
  const ms = toMs(t);
  const today = localDateUtc(ms);
  // A week always holds an opening while any weekday has hours; a fortnight covers holidays next to a weekend too.
  for (let day = 0; day <= 14; day++) {
    const open = openInterval(today + day * DAY_MS);
    if (!open || ms >= open.end) continue;
    return new Date(Math.max(ms, open.start));
  }
  throw new Error("The business has no opening hours on any weekday.");
}

/**
 * The instant at which `minutes` business minutes have passed since `t`: when a
 * lead that arrived at `t` is `minutes` minutes into business hours.
 */
export function addBusinessMinutes(t: Date | number | string, minutes: number): Date {
  let ms = toMs(t);
  let left = minutes * MINUTE_MS;
  for (let guard = 0; guard < 400; guard++) {
    ms = nextBusinessOpening(ms).getTime();
    const open = openInterval(localDateUtc(ms))!;
    if (ms + left <= open.end) return new Date(ms + left);
    left -= open.end - ms;
    ms = open.end;
  }
  throw new RangeError(`Too many business minutes: ${minutes}`);
}
