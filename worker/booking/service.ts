/**
 * What the customer's link may do, one function each, shared by the JSON API
 * (route.ts) and the no-JavaScript page (page.ts): see the open times, book one,
 * move the visit, cancel it. Every refusal is an ApiError with its status and
 * sentence (400 a time not offered, 403 a forged link, 409 a time just taken,
 * 410 an expired link or a lead no longer there).
 */
import { readConfig, type Env } from "../platform/env";
import { ApiError } from "../platform/http";
import { getLead } from "../leads/storage";
import { openSlots, outsideMinNotice, type Slot } from "../../common/booking/slots";
import type { EstimateCalendar } from "../../common/booking/calendar";
import type { EstimateVisitRow, LeadRow } from "../db/schema";
import { readCalendar } from "./calendar-storage";
import { BOOKING_MESSAGES } from "./messages";
import { verifyBookingToken } from "./token";
import { busyFrom, cancelVisit, insertVisit, liveVisitOf, moveVisit } from "./visits";

export interface BookingContext {
  lead: LeadRow;
  calendar: EstimateCalendar;
  visit: EstimateVisitRow | undefined;
  expiresAt: Date;
}

/** The lead behind a token, its calendar and live visit; refuses a bad, forged or expired link. */
export async function openBooking(env: Env, token: unknown, now: Date): Promise<BookingContext> {
  const config = readConfig(env);
  if (!config.BOOKING_TOKEN_SECRET) throw new ApiError(503, "booking_off", BOOKING_MESSAGES.bookingOff);
  const { leadId, expiresAt } = await verifyBookingToken(config.BOOKING_TOKEN_SECRET, token, now);
  const [lead, { calendar }, visit] = await Promise.all([getLead(env.DB, leadId), readCalendar(env.DB), liveVisitOf(env.DB, leadId)]);
  // A lead erased by the owner, or held as spam, has no booking any more.
  if (!lead || lead.is_spam) throw new ApiError(410, "lead_gone", BOOKING_MESSAGES.leadGone);
  return { lead, calendar, visit, expiresAt };
}

/** The open times for this lead (their own visit's time is not in the way of a move). */
export async function slotsFor(env: Env, context: BookingContext, now: Date): Promise<Slot[]> {
  const busy = await busyFrom(env.DB, now.toISOString(), context.lead.id);
  return openSlots(context.calendar, now, busy);
}

/** Whether the customer may still move or cancel their visit online (outside the minimum notice). */
export function changeable(context: BookingContext, now: Date): boolean {
  return !!context.visit && outsideMinNotice(context.calendar, Date.parse(context.visit.start_at), now.getTime());
}

function parseStart(start: unknown): string {
  if (start === undefined || start === null || start === "") throw new ApiError(400, "start_missing", BOOKING_MESSAGES.startMissing, { fields: { start: BOOKING_MESSAGES.startMissing } });
  if (typeof start !== "string" || start.length > 40 || !Number.isFinite(Date.parse(start))) {
    throw new ApiError(400, "start_invalid", BOOKING_MESSAGES.startInvalid, { fields: { start: BOOKING_MESSAGES.startInvalid } });
  }
  return new Date(Date.parse(start)).toISOString();
}

export type BookingChange = { kind: "booked" | "moved"; visit: EstimateVisitRow; previous?: EstimateVisitRow };

/**
 * Books the time for the lead, or moves its live visit there. 400 for a time
 * the calendar does not offer now, 409 slot_taken (with the fresh open times)
 * when another booking got it first.
 */
export async function bookOrMove(env: Env, context: BookingContext, startValue: unknown, now: Date): Promise<BookingChange> {
  const start = parseStart(startValue);
  const slots = await slotsFor(env, context, now);
  const slot = slots.find((offered) => offered.start === start);
  if (!slot) {
    // A time the calendar offers but another visit holds was just taken (409 with the fresh list);
    // anything else was never offered (400).
    const inCalendar = openSlots(context.calendar, now).some((offered) => offered.start === start);
    if (inCalendar) throw await slotTaken(env, context, now);
    throw new ApiError(400, "not_offered", BOOKING_MESSAGES.notOffered, { fields: { start: BOOKING_MESSAGES.notOffered } });
  }
  const nowIso = now.toISOString();
  const previous = context.visit;
  if (previous && !changeable(context, now)) throw new ApiError(409, "too_late", BOOKING_MESSAGES.tooLate);
  if (previous && previous.start_at === slot.start) return { kind: "moved", visit: previous, previous };
  const change = previous ? await moveVisit(env.DB, previous.id, slot, "customer", nowIso) : await insertVisit(env.DB, context.lead.id, slot, nowIso);
  if (!change.ok) throw await slotTaken(env, context, now);
  return previous ? { kind: "moved", visit: change.visit, previous } : { kind: "booked", visit: change.visit };
}

async function slotTaken(env: Env, context: BookingContext, now: Date): Promise<ApiError> {
  const error = new ApiError(409, "slot_taken", BOOKING_MESSAGES.slotTaken);
  (error as ApiError & { slots?: Slot[] }).slots = await slotsFor(env, { ...context, visit: await liveVisitOf(env.DB, context.lead.id) }, now);
  return error;
}

/** Cancels the lead's live visit (outside the minimum notice only). */
export async function cancelByCustomer(env: Env, context: BookingContext, now: Date): Promise<EstimateVisitRow> {
  if (!context.visit) throw new ApiError(404, "no_visit", BOOKING_MESSAGES.noVisit);
  if (!changeable(context, now)) throw new ApiError(409, "too_late", BOOKING_MESSAGES.tooLate);
  const cancelled = await cancelVisit(env.DB, context.visit.id, "customer", now.toISOString());
  if (!cancelled) throw new ApiError(404, "no_visit", BOOKING_MESSAGES.noVisit);
  return cancelled;
}
