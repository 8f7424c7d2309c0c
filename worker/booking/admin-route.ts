/**
 * The owner's side of estimate visits and review requests, under the inbox's
 * API (its sign-in gate and Origin check apply, admin/route.ts mounts this):
 *   GET/PUT /api/admin/calendar                  the estimate calendar (Settings)
 *   GET     /api/admin/leads/:id/visit           the visit, the open times, the review offer
 *   POST    /api/admin/leads/:id/visit           {action: confirm | cancel | move, start?}
 *   GET     /api/admin/leads/:id/visit.ics       the visit for the owner's phone calendar
 *   POST    /api/admin/leads/:id/review-request  {how: sms | email}, once per lead
 */
import { Hono } from "hono";
import { z } from "zod";
import { getLead } from "../leads/storage";
import { ApiError, parseRequest, readJsonObject } from "../platform/http";
import { openSlots } from "../../common/booking/slots";
import { ADMIN_MESSAGES, methodNotAllowed, type AdminEnv } from "../admin/http";
import { askForReview, reviewOffer } from "../reviews/request";
import { REVIEW_REQUEST_HOWS, type LeadRow } from "../db/schema";
import { calendarSchema, readCalendar, saveCalendar } from "./calendar-storage";
import { bookingPathFor } from "./links";
import { ownerVisitIcs, tellCustomerOfOwnerChange } from "./notify";
import { publicSlot, publicVisit } from "./route";
import { BOOKING_MESSAGES } from "./messages";
import { busyFrom, cancelVisit, confirmVisit, latestVisitOf, liveVisitOf, moveVisit } from "./visits";

export const estimateAdmin = new Hono<AdminEnv>();

async function leadOr404(d1: D1Database, id: string): Promise<LeadRow> {
  const lead = await getLead(d1, id);
  if (!lead) throw new ApiError(404, "not_found", ADMIN_MESSAGES.leadNotFound);
  return lead;
}

estimateAdmin.get("/calendar", async (c) => {
  const { calendar, isDefault } = await readCalendar(c.env.DB);
  return c.json({ ok: true as const, calendar, is_default: isDefault });
});
estimateAdmin.put("/calendar", async (c) => {
  const calendar = parseRequest(calendarSchema, await readJsonObject(c.req.raw));
  await saveCalendar(c.env.DB, calendar, new Date().toISOString());
  return c.json({ ok: true as const, calendar, is_default: false });
});
estimateAdmin.all("/calendar", methodNotAllowed("GET, PUT"));

/** The open times the owner may move a visit to: the calendar's, without the customer's minimum notice. */
async function ownerSlots(d1: D1Database, leadId: string, now: Date) {
  const { calendar } = await readCalendar(d1);
  return openSlots({ ...calendar, min_notice_hours: 0 }, now, await busyFrom(d1, now.toISOString(), leadId));
}

async function visitAnswer(c: { env: AdminEnv["Bindings"] }, lead: LeadRow) {
  const now = new Date();
  const visit = await latestVisitOf(c.env.DB, lead.id);
  const live = visit && visit.status !== "cancelled";
  return {
    ok: true as const,
    visit: visit ? { ...publicVisit(visit)!, id: visit.id, changed_by: visit.changed_by, confirmed_at: visit.confirmed_at, cancelled_at: visit.cancelled_at } : null,
    slots: live ? (await ownerSlots(c.env.DB, lead.id, now)).map(publicSlot) : [],
    booking_path: lead.form_type === "quote" && !lead.is_spam ? await bookingPathFor(c.env, lead) : null,
    review: await reviewOffer(c.env, lead),
  };
}

estimateAdmin.get("/leads/:id/visit", async (c) => {
  return c.json(await visitAnswer(c, await leadOr404(c.env.DB, c.req.param("id"))));
});

const visitAction = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("confirm") }),
  z.strictObject({ action: z.literal("cancel") }),
  z.strictObject({ action: z.literal("move"), start: z.string().max(40) }),
]);

estimateAdmin.post("/leads/:id/visit", async (c) => {
  const lead = await leadOr404(c.env.DB, c.req.param("id"));
  const change = parseRequest(visitAction, await readJsonObject(c.req.raw));
  const visit = await liveVisitOf(c.env.DB, lead.id);
  if (!visit) throw new ApiError(404, "no_visit", BOOKING_MESSAGES.noVisit);
  const now = new Date();
  const nowIso = now.toISOString();
  if (change.action === "confirm") await confirmVisit(c.env.DB, visit.id, nowIso);
  else if (change.action === "cancel") {
    const cancelled = await cancelVisit(c.env.DB, visit.id, "owner", nowIso);
    if (cancelled) c.executionCtx.waitUntil(tellCustomerOfOwnerChange(c.env, lead, cancelled, "cancelled"));
  } else {
    const wanted = Date.parse(change.start);
    const slot = (await ownerSlots(c.env.DB, lead.id, now)).find((offered) => Date.parse(offered.start) === wanted);
    if (!slot) throw new ApiError(400, "not_offered", BOOKING_MESSAGES.notOffered, { fields: { start: BOOKING_MESSAGES.notOffered } });
    const moved = await moveVisit(c.env.DB, visit.id, slot, "owner", nowIso);
    if (!moved.ok) throw new ApiError(409, "slot_taken", BOOKING_MESSAGES.slotTaken);
    c.executionCtx.waitUntil(tellCustomerOfOwnerChange(c.env, lead, moved.visit, "moved"));
  }
  return c.json(await visitAnswer(c, lead));
});
estimateAdmin.all("/leads/:id/visit", methodNotAllowed("GET, POST"));

estimateAdmin.get("/leads/:id/visit.ics", async (c) => {
  const lead = await leadOr404(c.env.DB, c.req.param("id"));
  const visit = await liveVisitOf(c.env.DB, lead.id);
  if (!visit) throw new ApiError(404, "no_visit", BOOKING_MESSAGES.noVisit);
  return c.body(ownerVisitIcs(c.env, lead, visit), 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": 'attachment; filename="estimate-visit.ics"',
  });
});

const reviewAsk = z.strictObject({ how: z.enum(REVIEW_REQUEST_HOWS) });

estimateAdmin.post("/leads/:id/review-request", async (c) => {
  const lead = await leadOr404(c.env.DB, c.req.param("id"));
  const { how } = parseRequest(reviewAsk, await readJsonObject(c.req.raw));
  const asked = await askForReview(c.env, lead, how, new Date());
  return c.json({ ok: true as const, review_request: asked }, 201);
});
estimateAdmin.all("/leads/:id/review-request", methodNotAllowed("POST"));
