/**
 * The customer's booking API, under the signed link (token.ts):
 *   GET  /api/booking/slots?token=…   the open times (and the lead's visit)
 *   POST /api/booking {token, start}  book (201) or move (200) the visit
 *   POST /api/booking/cancel {token}  cancel it (outside the minimum notice)
 *   GET  /api/booking/visit.ics?token=…  the visit for a calendar
 * A plain HTML form post to /api/booking (the booking page without
 * JavaScript) runs the same code and is answered with the page (page.ts).
 * Every bad field or token is a 4xx with a sentence; a change is limited per
 * visitor key (the network) like a lead, with the same KV cooldown.
 */
import { Hono, type Context } from "hono";
import type { AppEnv } from "../platform/app-env";
import { readConfig } from "../platform/env";
import { ApiError, errorBody, mediaType, readBytesCapped, readJsonObject, tooManyRequests } from "../platform/http";
import { checkCooldown, limitSubject, networkHash, startCooldown } from "../platform/rate-limit";
import { dayHeading, timeOfDay, visitLabel, type Slot } from "../../common/booking/slots";
import type { EstimateVisitRow } from "../db/schema";
import { BOOKING_MESSAGES } from "./messages";
import { announceVisitChange, customerVisitIcs } from "./notify";
import { renderBookingPage } from "./page";
import { bookOrMove, cancelByCustomer, changeable, openBooking, slotsFor, type BookingContext } from "./service";

/** One booking change per visitor key in this time: a person never needs two in ten seconds, a script flooding slots does. */
export const BOOKING_COOLDOWN_MS = 10_000;
const BOOKING_FIELDS = new Set(["token", "start", "action"]);
const FORM_MAX_BYTES = 4 * 1024;

export const booking = new Hono<AppEnv>();

/** A slot as the API answers it: the instant, and its Atlanta day and time already written out. */
export function publicSlot(slot: Slot) {
  return { start: slot.start, end: slot.end, day: dayHeading(slot.start), time: timeOfDay(slot.start) };
}

export function publicVisit(visit: EstimateVisitRow | undefined) {
  if (!visit) return null;
  return { start: visit.start_at, end: visit.end_at, status: visit.status, label: `${visitLabel(visit.start_at)} (Atlanta time)` };
}

async function slotsAnswer(c: Context<AppEnv>, context: BookingContext, now: Date) {
  const slots = await slotsFor(c.env, context, now);
  return {
    ok: true as const,
    time_zone: "America/New_York",
    slots: slots.map(publicSlot),
    visit: publicVisit(context.visit),
    can_change: context.visit ? changeable(context, now) : true,
    expires_at: context.expiresAt.toISOString(),
  };
}

/** The per-network brake on changes (fails open on a KV error, like the leads' cooldown). */
async function limitChanges(c: Context<AppEnv>, now: number): Promise<() => Promise<void>> {
  const config = readConfig(c.env);
  const subject = limitSubject(await networkHash(c.req.raw, config.IP_HASH_SECRET));
  const verdict = await checkCooldown(c.env.RATE_LIMITS, "booking", subject, BOOKING_COOLDOWN_MS, now);
  if (!verdict.ok) throw tooManyRequests("rate_limited", BOOKING_MESSAGES.rateLimited, verdict.retryAfterSeconds);
  return () => startCooldown(c.env.RATE_LIMITS, "booking", subject, BOOKING_COOLDOWN_MS, now);
}

function checkFields(body: Record<string, unknown>): void {
  const unknown = Object.keys(body).filter((key) => !BOOKING_FIELDS.has(key));
  if (unknown.length) {
    throw new ApiError(400, "unknown_field", BOOKING_MESSAGES.unknownField, { fields: Object.fromEntries(unknown.slice(0, 10).map((key) => [key, BOOKING_MESSAGES.unknownField])) });
  }
}

function isFormBody(request: Request): boolean {
  const type = mediaType(request);
  return type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
}

async function readForm(request: Request): Promise<Record<string, string>> {
  const bytes = await readBytesCapped(request, FORM_MAX_BYTES);
  const text = new TextDecoder().decode(bytes);
  if (mediaType(request) === "multipart/form-data") {
    const form = await new Response(text, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
    return Object.fromEntries([...form].flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])));
  }
  return Object.fromEntries(new URLSearchParams(text));
}

booking.get("/slots", async (c) => {
  const now = new Date();
  const context = await openBooking(c.env, c.req.query("token"), now);
  return c.json(await slotsAnswer(c, context, now));
});

booking.get("/visit.ics", async (c) => {
  const context = await openBooking(c.env, c.req.query("token"), new Date());
  if (!context.visit) throw new ApiError(404, "no_visit", BOOKING_MESSAGES.noVisit);
  return c.body(customerVisitIcs(c.env, context.visit), 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": 'attachment; filename="estimate-visit.ics"',
  });
});

/** Book or move: JSON answers 201 (booked) / 200 (moved); 409 slot_taken carries the fresh open times. */
async function change(c: Context<AppEnv>, body: Record<string, unknown>, now: Date) {
  checkFields(body);
  const context = await openBooking(c.env, body["token"], now);
  const started = await limitChanges(c, now.getTime());
  if (body["action"] === "cancel") {
    const visit = await cancelByCustomer(c.env, context, now);
    await started();
    c.executionCtx.waitUntil(announceVisitChange(c.env, context.lead, visit, "cancelled"));
    return { status: 200 as const, visit, context, event: "cancelled" as const };
  }
  if (body["action"] !== undefined && body["action"] !== "book") throw new ApiError(400, "invalid_action", BOOKING_MESSAGES.unknownField, { fields: { action: "Use book or cancel." } });
  const result = await bookOrMove(c.env, context, body["start"], now);
  await started();
  if (result.previous?.start_at !== result.visit.start_at) c.executionCtx.waitUntil(announceVisitChange(c.env, context.lead, result.visit, result.kind));
  return { status: result.kind === "booked" ? (201 as const) : (200 as const), visit: result.visit, context, event: result.kind };
}

function slotTakenBody(error: ApiError) {
  const slots = (error as ApiError & { slots?: Slot[] }).slots;
  return { ...errorBody(error.code, error.message), ...(slots ? { slots: slots.map(publicSlot) } : {}) };
}

booking.post("/", async (c) => {
  const now = new Date();
  if (isFormBody(c.req.raw)) return answerFormPost(c, now);
  const body = await readJsonObject(c.req.raw);
  try {
    const { status, visit } = await change(c, body, now);
    return c.json({ ok: true as const, visit: publicVisit(visit) }, status);
  } catch (error) {
    if (error instanceof ApiError && error.code === "slot_taken") return c.json(slotTakenBody(error), 409);
    throw error;
  }
});

booking.post("/cancel", async (c) => {
  const now = new Date();
  const body = await readJsonObject(c.req.raw);
  const { visit } = await change(c, { ...body, action: "cancel" }, now);
  return c.json({ ok: true as const, visit: publicVisit(visit) }, 200);
});

/** The booking page's own post (no JavaScript): the same change, answered with the page and what happened. */
async function answerFormPost(c: Context<AppEnv>, now: Date): Promise<Response> {
  const form = await readForm(c.req.raw);
  const token = form["token"] ?? "";
  try {
    const { status, event } = await change(c, form, now);
    const message = event === "cancelled" ? "Your visit is cancelled." : event === "moved" ? "Your visit is moved." : "Your visit is booked. We look forward to meeting you.";
    return renderBookingPage(c, token, { status, message, kind: "success" });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return renderBookingPage(c, token, { status: error.status, message: error.message, kind: "error" });
  }
}

booking.all("/", (c) => {
  c.header("Allow", "POST");
  return c.json(errorBody("method_not_allowed", "Use POST to book."), 405);
});

