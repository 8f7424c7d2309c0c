/**
 * Calendar days and weeks as the owner lives them: in Atlanta, on Eastern time.
 *
 * Leads are stored with UTC timestamps, but "leads of November 3" or "this
 * week" mean local days. Eastern time is UTC-5 in winter (EST) and UTC-4 in
 * summer (EDT), switching at 02:00 local time on the second Sunday of March
 * and the first Sunday of November. So:
 * - the offset depends on the date, and is read from the time-zone database
 *   through Intl for each date, never assumed to be -5;
 * - local midnight always exists exactly once (the switch is at 02:00), but a
 *   day lasts 23 h (March) or 25 h (November), so a day ends where the next
 *   day starts, never "start + 24 h";
 * - the offset is always a whole number of hours, so an hour in UTC never
 *   straddles a local midnight (stats.ts buckets by UTC hour for that reason).
 */
import { BUSINESS_TIME_ZONE } from "./constants";

const DAY_MS = 24 * 60 * 60 * 1000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Made on first use: the first Intl object a page makes costs it 30-60 ms, and the inbox app imports this module.
let partsFormatterMade: Intl.DateTimeFormat | undefined;
function partsFormatter(): Intl.DateTimeFormat {
  partsFormatterMade ??= new Intl.DateTimeFormat("en-US", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  return partsFormatterMade;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(ms: number): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter().formatToParts(new Date(ms))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts["year"]!,
    month: parts["month"]!,
    day: parts["day"]!,
    hour: parts["hour"]!,
    minute: parts["minute"]!,
    second: parts["second"]!,
  };
}

/** Local time minus UTC at an instant, in ms (-5 h or -4 h in Atlanta), read from the time-zone database. */
function offsetFromZoneData(ms: number): number {
  const p = localParts(ms);
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - wholeSecond;
}

const HOUR_MS = 60 * 60 * 1000;
/** Offsets already read, by UTC hour. Bounded: emptied when it holds more hours than years of leads would. */
const offsetByUtcHour = new Map<number, number>();
const MAX_CACHED_HOURS = 100_000;

/**
 * Local time minus UTC at an instant. Eastern time changes its offset only at
 * the top of a UTC hour (02:00 local is 07:00 or 06:00 UTC), so the offset is
 * read once per UTC hour and reused: a CSV export or the dashboard turns
 * thousands of timestamps into local dates, and asking Intl for each costs
 * several microseconds of CPU where a cache hit costs nanoseconds.
 */
function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByUtcHour.get(hour);
  if (offset === undefined) {
    if (offsetByUtcHour.size >= MAX_CACHED_HOURS) offsetByUtcHour.clear();
    offset = offsetFromZoneData(hour * HOUR_MS);
    offsetByUtcHour.set(hour, offset);
  }
  return offset;
}

/** The Atlanta calendar date of an instant, as that date's UTC midnight (ms), for plain day arithmetic. */
export function localDateUtc(ms: number): number {
  return Math.floor((ms + offsetAt(ms)) / DAY_MS) * DAY_MS;
}

/** The instant at which Atlanta's wall clock shows `minutes` after midnight of a local date (given as that date's UTC midnight). */
export function instantOfLocal(dateUtc: number, minutes: number): number {
  const asIfUtc = dateUtc + minutes * 60_000;
  // Guess with the offset at the guess itself, then correct once: the two can
  // only differ when a DST switch lies between the guess and the true instant.
  const guess = asIfUtc - offsetAt(asIfUtc);
  return asIfUtc - offsetAt(guess);
}

/** Wall-clock fields, month 1-12 and weekday 0 = Sunday. */
export interface WallFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

/**
 * The wall-clock fields of an instant already shifted by its zone's offset
 * (`ms + offset`), read with the UTC getters: one place for that reading,
 * whichever way the offset was found.
 */
export function wallFieldsOfShifted(shiftedMs: number): WallFields {
  const local = new Date(shiftedMs);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: local.getUTCDay(),
  };
}

/** The local wall-clock fields of an instant, from its cached offset. */
function localFields(ms: number): WallFields {
  return wallFieldsOfShifted(ms + offsetAt(ms));
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

function formatDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Year, month, day of a `YYYY-MM-DD` string that names a real date; null otherwise (2026-02-30 included). */
export function parseCalendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

function mustParse(value: string): { year: number; month: number; day: number } {
  const parsed = parseCalendarDate(value);
  if (!parsed) throw new RangeError(`Not a calendar date: ${value}`);
  return parsed;
}

/** The UTC instant at which a local calendar day (`YYYY-MM-DD`) begins in Atlanta. */
export function localDayStart(date: string): Date {
  const { year, month, day } = mustParse(date);
  return new Date(instantOfLocal(Date.UTC(year, month - 1, day), 0));
}

/** The local calendar date (`YYYY-MM-DD`) of an instant, in Atlanta. */
export function localDate(instant: Date): string {
  const p = localFields(instant.getTime());
  return formatDate(p.year, p.month, p.day);
}

/** "2026-11-22 10:43" in Atlanta time, for the spreadsheet's readers. */
export function localDateTime(instant: Date): string {
  const p = localFields(instant.getTime());
  return `${formatDate(p.year, p.month, p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** Calendar arithmetic on `YYYY-MM-DD` (no time zone involved: a date plus n days). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = mustParse(date);
  const next = new Date(Date.UTC(year, month - 1, day) + days * DAY_MS);
  return formatDate(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** The Monday that starts the week of `date` (weeks run Monday to Sunday). */
export function mondayOf(date: string): string {
  const { year, month, day } = mustParse(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** UTC bounds [start, end) of the local days `from` to `to`, both inclusive. */
export function localDaysRange(from: string | undefined, to: string | undefined): { startIso?: string; endIso?: string } {
  return {
    ...(from ? { startIso: localDayStart(from).toISOString() } : {}),
    ...(to ? { endIso: localDayStart(addDays(to, 1)).toISOString() } : {}),
  };
}
