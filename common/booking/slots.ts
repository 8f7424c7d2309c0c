/**
 * The open times of the estimate calendar: every visit that fits end to end
 * inside a weekly window, on the days from today to `days_ahead - 1` days
 * later, except blocked dates, public holidays (when closed on them), times
 * inside the minimum notice, and times that overlap a visit already booked.
 *
 * Each local wall time becomes an instant through the time-zone database for
 * its own date (common/local-time.ts), so "4:00 PM" is 21:00 UTC in winter and
 * 20:00 UTC in summer, and the days around a switch are right.
 */
import { addDays, instantOfLocal, localDate, parseCalendarDate } from "../local-time";
import { minutesOf, type EstimateCalendar } from "./calendar";
import { publicHolidayOn } from "./holidays";
import { BUSINESS_TIME_ZONE } from "../constants";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface Slot {
  /** ISO UTC instant the visit starts (what the API takes back as `start`). */
  start: string;
  end: string;
}

export interface Busy {
  start: string;
  end: string;
}

/** The UTC instant of an Atlanta local date and wall time. */
export function localInstant(date: string, minutes: number): number {
  const { year, month, day } = parseCalendarDate(date)!;
  return instantOfLocal(Date.UTC(year, month - 1, day), minutes);
}

/** Whether the customer may still book, move or cancel a visit starting at `startMs`. */
export function outsideMinNotice(calendar: Pick<EstimateCalendar, "min_notice_hours">, startMs: number, now: number): boolean {
  return startMs >= now + calendar.min_notice_hours * HOUR_MS;
}

/** Every open slot, earliest first. */
export function openSlots(calendar: EstimateCalendar, now: Date, busy: readonly Busy[] = []): Slot[] {
  const nowMs = now.getTime();
  const taken = busy.map((visit) => ({ start: Date.parse(visit.start), end: Date.parse(visit.end) }));
  const blocked = new Set(calendar.blocked_dates);
  const visitMs = calendar.visit_minutes * MINUTE_MS;
  const today = localDate(now);
  const slots: Slot[] = [];
  for (let offset = 0; offset < calendar.days_ahead; offset++) {
    const date = addDays(today, offset);
    if (blocked.has(date)) continue;
    if (calendar.holidays_closed && publicHolidayOn(date)) continue;
    const { year, month, day } = parseCalendarDate(date)!;
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    const windows = calendar.windows
      .filter((window) => window.weekday === weekday)
      .sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
    for (const window of windows) {
      const close = minutesOf(window.end);
      for (let minute = minutesOf(window.start); minute + calendar.visit_minutes <= close; minute += calendar.visit_minutes) {
        const start = localInstant(date, minute);
        const end = start + visitMs;
        if (!outsideMinNotice(calendar, start, nowMs)) continue;
        if (taken.some((visit) => visit.start < end && start < visit.end)) continue;
        slots.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString() });
      }
    }
  }
  return slots;
}

/** The slot starting at `startIso` if the calendar offers it now; null otherwise. */
export function offeredSlot(calendar: EstimateCalendar, now: Date, busy: readonly Busy[], startIso: string): Slot | null {
  const wanted = Date.parse(startIso);
  if (!Number.isFinite(wanted)) return null;
  return openSlots(calendar, now, busy).find((slot) => Date.parse(slot.start) === wanted) ?? null;
}

const dayFormatter = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, weekday: "short", month: "short", day: "numeric" });
const longDayFormatter = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, weekday: "long", month: "long", day: "numeric" });
const timeFormatter = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", minute: "2-digit" });

/** "Tue Dec 2, 4:00 PM": a visit's start as the customer and the owner read it (Atlanta time). */
export function visitLabel(startIso: string): string {
  const start = new Date(startIso);
  return `${dayFormatter.format(start).replace(",", "")}, ${timeFormatter.format(start)}`;
}

/** "Tuesday, December 2" for a slot list's day heading. */
export function dayHeading(startIso: string): string {
  return longDayFormatter.format(new Date(startIso));
}

/** "4:00 PM" */
export function timeOfDay(startIso: string): string {
  return timeFormatter.format(new Date(startIso));
}
