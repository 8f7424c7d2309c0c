/**
 * The owner's estimate calendar: when a customer may book the free estimate
 * visit. Shared by the Worker (slots, the settings API) and the inbox
 * (the settings form), one copy of the shape and of the default.
 *
 * Times are Atlanta wall-clock times ("16:00"), never UTC: the owner thinks
 * "Tuesday 4 PM", and 4 PM stays 4 PM across daylight saving time.
 */

/** 0 = Sunday ... 6 = Saturday, as Date#getUTCDay numbers them. */
export type Weekday = number;
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** One weekly window in which visits may start and end, e.g. Tuesday 16:00-18:00. */
export interface CalendarWindow {
  weekday: Weekday;
  /** "HH:MM", 24-hour, Atlanta time. */
  start: string;
  end: string;
}

export interface EstimateCalendar {
  windows: CalendarWindow[];
  /** How long one visit takes; slots are laid end to end inside each window. */
  visit_minutes: number;
  /** A visit can be booked, moved or cancelled by the customer only this long before it starts. */
  min_notice_hours: number;
  /** How many days, today included, the customer can see. */
  days_ahead: number;
  /** Dates (YYYY-MM-DD, Atlanta) with no visits: a vacation, a big job. */
  blocked_dates: string[];
  /** Closed on the public holidays (common/public-holidays.json). */
  holidays_closed: boolean;
}

/** The limits the settings form and the API both apply. */
export const CALENDAR_LIMITS = {
  visitMinutes: { min: 15, max: 240 },
  minNoticeHours: { min: 0, max: 168 },
  daysAhead: { min: 1, max: 60 },
  maxWindows: 21,
  maxBlockedDates: 100,
} as const;

/**
 * Until the owner changes it: weekday evenings 4-6 PM and Saturday morning
 * 9 AM-12 PM, inside the published business hours, one-hour visits, a day's
 * notice, two weeks ahead, closed on public holidays. Booking works from the
 * first day without the owner touching Settings.
 */
export const DEFAULT_CALENDAR: EstimateCalendar = {
  windows: [
    { weekday: 1, start: "16:00", end: "18:00" },
    { weekday: 2, start: "16:00", end: "18:00" },
    { weekday: 3, start: "16:00", end: "18:00" },
    { weekday: 4, start: "16:00", end: "18:00" },
    { weekday: 5, start: "16:00", end: "18:00" },
    { weekday: 6, start: "09:00", end: "12:00" },
  ],
  visit_minutes: 60,
  min_notice_hours: 24,
  days_ahead: 14,
  blocked_dates: [],
  holidays_closed: true,
};

/** Minutes after midnight of an "HH:MM" time; NaN when it is not one. */
export function minutesOf(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** "4:00 PM" for "16:00". */
export function timeLabel(time: string): string {
  const minutes = minutesOf(time);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const suffix = hour < 12 ? "AM" : "PM";
  return `${((hour + 11) % 12) + 1}:${String(minute).padStart(2, "0")} ${suffix}`;
}
