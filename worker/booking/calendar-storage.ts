/**
 * The estimate calendar in D1 (one row), read with the default when the owner
 * never saved one, and the check every saved calendar passes (the inbox's
 * Settings sends it; a bad field is a 400 naming it).
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { CALENDAR_LIMITS, DEFAULT_CALENDAR, minutesOf, type EstimateCalendar } from "../../common/booking/calendar";
import { parseCalendarDate } from "../../common/local-time";
import { database } from "../db/client";
import { estimateCalendar } from "../db/schema";

const time = z.string().refine((value) => Number.isFinite(minutesOf(value)), { error: "Use a time like 16:00 (24-hour)." });

const windowSchema = z
  .strictObject({
    weekday: z.number().int().min(0).max(6),
    start: time,
    end: time,
  })
  .refine((window) => minutesOf(window.end) > minutesOf(window.start), { error: "A window must end after it starts.", path: ["end"] });

function whole(limits: { min: number; max: number }, what: string) {
  return z
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be a whole number.`)
    .min(limits.min, `${what} must be at least ${limits.min}.`)
    .max(limits.max, `${what} must be at most ${limits.max}.`);
}

export const calendarSchema = z
  .strictObject({
    windows: z.array(windowSchema).max(CALENDAR_LIMITS.maxWindows, `At most ${CALENDAR_LIMITS.maxWindows} windows.`),
    visit_minutes: whole(CALENDAR_LIMITS.visitMinutes, "Visit length"),
    min_notice_hours: whole(CALENDAR_LIMITS.minNoticeHours, "Minimum notice"),
    days_ahead: whole(CALENDAR_LIMITS.daysAhead, "Days ahead"),
    blocked_dates: z
      .array(z.string().refine((value) => parseCalendarDate(value) !== null, { error: "Use dates like 2026-12-24." }))
      .max(CALENDAR_LIMITS.maxBlockedDates, `At most ${CALENDAR_LIMITS.maxBlockedDates} blocked dates.`)
      .transform((dates) => [...new Set(dates)].sort()),
    holidays_closed: z.boolean(),
  })
  .refine((calendar) => calendar.windows.every((window) => minutesOf(window.end) - minutesOf(window.start) >= calendar.visit_minutes), {
    error: "Every window must be at least one visit long.",
    path: ["windows"],
  }) satisfies z.ZodType<EstimateCalendar>;

/** The owner's calendar, or the default one while none is saved (or the saved one no longer reads). */
export async function readCalendar(d1: D1Database): Promise<{ calendar: EstimateCalendar; isDefault: boolean }> {
  const row = await database(d1).select().from(estimateCalendar).where(eq(estimateCalendar.id, 1)).get();
  if (!row) return { calendar: DEFAULT_CALENDAR, isDefault: true };
  let stored: unknown;
  try {
    stored = JSON.parse(row.settings);
  } catch {
    stored = null;
  }
  const parsed = calendarSchema.safeParse(stored);
  if (!parsed.success) {
    // Written through calendarSchema, so only a hand edit gets here; booking keeps working on the default.
    console.error("Estimate calendar in D1 does not read; using the default.");
    return { calendar: DEFAULT_CALENDAR, isDefault: true };
  }
  return { calendar: parsed.data, isDefault: false };
}

export async function saveCalendar(d1: D1Database, calendar: EstimateCalendar, nowIso: string): Promise<void> {
  const settings = JSON.stringify(calendar);
  await database(d1)
    .insert(estimateCalendar)
    .values({ id: 1, settings, updated_at: nowIso })
    .onConflictDoUpdate({ target: estimateCalendar.id, set: { settings, updated_at: nowIso } });
}
