/**
 * The lead journey's steps as plain functions of env: each reads D1 before it
 * acts and writes the outcome after, so a step that was killed mid-run and is
 * run again by the engine finds what its first run did and sends nothing twice
 * (a notice already sent, a device already buzzed). D1 is the record the inbox
 * and the digest read; the workflow's own state is never the only copy.
 */
import { addBusinessMinutes, businessMinutesBetween, nextBusinessOpening } from "../../common/business-hours";
import { database } from "../db/client";
import { forms } from "../db/schema";
import { eq } from "drizzle-orm";
import { readConfig, vapidKeys, type Env } from "../platform/env";
import { errorSummary } from "../platform/log";
import { describeError, sendNotice } from "../leads/mail";
import { markNoticeFailed, markNoticeSent, noticeOf, recordNoticeAttemptFailed } from "../leads/notice-storage";
import { getNoticeLeads } from "../leads/storage";
import { deliveryOf, listDevices, recordPushAttempt, removeGoneSubscriptions, subscriptionsByIds, type DevicePush } from "../push/deliveries";
import { leadPayload, reminderPayload } from "../push/message";
import { PushFailure, sendPush } from "../push/send";
import { CALL_TIMEOUT_MS, withTimeout } from "./step-config";

/** D1 inside a step: a statement that hangs fails the step, which the engine retries. */
function d1<T>(call: Promise<T>): Promise<T> {
  return withTimeout(call, CALL_TIMEOUT_MS.d1, "D1");
}

/**
 * The record written right after a send, tried a few times within the step:
 * if it failed the step, the engine would run the step again and the rerun,
 * finding nothing recorded, would send a second time.
 */
async function recordAfterSend(write: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await d1(write());
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

export interface JourneyParams {
  leadId: string;
  /** When the lead's response clock started: its arrival, or its release from Held (ISO). */
  clockFrom: string;
}

/** What the journey does for a lead, decided once at its start (a step result, so a re-run sees the same plan). */
export interface JourneyPlan {
  /** False when the lead is gone or held: the journey ends at once. */
  announce: boolean;
  /** The notice goes out on its own (not past the hourly ceiling, where the cron's summary carries it). */
  noticeAlone: boolean;
  /** The devices to buzz; empty when push is off. */
  devices: { id: number; hours: "any" | "business" }[];
  /** When the business next opens (now while open), for business-hours-only devices (ISO). */
  openingAt: string;
  /** When the reminder is due if nobody answered: REMINDER_AFTER_BUSINESS_MINUTES after the clock started (ISO). */
  reminderDueAt: string;
}

export async function planJourney(env: Env, params: JourneyParams, now = new Date()): Promise<JourneyPlan> {
  const config = readConfig(env);
  const [lead, notice, devices] = await d1(
    Promise.all([
      database(env.DB).select({ is_spam: forms.is_spam }).from(forms).where(eq(forms.id, params.leadId)).get(),
      noticeOf(env.DB, params.leadId),
      vapidKeys(config) ? listDevices(env.DB) : Promise.resolve([]),
    ]),
  );
  return {
    announce: Boolean(lead && !lead.is_spam),
    noticeAlone: Boolean(notice && !notice.in_summary),
    devices,
    openingAt: nextBusinessOpening(now).toISOString(),
    reminderDueAt: addBusinessMinutes(params.clockFrom, config.REMINDER_AFTER_BUSINESS_MINUTES).toISOString(),
  };
}

export type NoticeOutcome = "sent" | "already_sent" | "not_due";

/**
 * The owner's notice: sent unless D1 says it went out already (a re-run) or is
 * not due any more (the lead was held, erased, or its notice withdrawn). A failed
 * attempt is counted on the row and thrown, for the engine to retry with backoff.
 */
export async function sendLeadNotice(env: Env, leadId: string): Promise<NoticeOutcome> {
  const [notice, [lead]] = await d1(Promise.all([noticeOf(env.DB, leadId), getNoticeLeads(env.DB, [leadId])]));
  if (notice?.status === "sent") return "already_sent";
  if (!notice || notice.status !== "pending" || notice.in_summary || !lead || lead.is_spam) return "not_due";
  let note: string | null;
  try {
    note = await sendNotice(env.MAILER, readConfig(env), lead);
  } catch (error) {
    console.error(`Notice for lead ${leadId}: attempt ${notice.attempts + 1} failed: ${errorSummary(error)}`);
    await d1(recordNoticeAttemptFailed(env.DB, leadId, describeError(error))).catch(() => undefined);
    throw error;
  }
  await recordAfterSend(() => markNoticeSent(env.DB, leadId, note, new Date().toISOString()));
  return "sent";
}

/** The notice's retries ran out: recorded failed, so the daily digest names the lead. */
export async function noticeGaveUp(env: Env, leadId: string, error: unknown): Promise<void> {
  await d1(markNoticeFailed(env.DB, leadId, `Gave up after three days of retries. ${describeError(error)}`, new Date().toISOString()));
}

export type PushOutcome = "sent" | "already_sent" | "removed" | "dropped";

/**
 * One device's push of a lead (or its reminder): sent unless D1 says it went
 * out already, the lead was held or erased, a reminder's lead was answered
 * meanwhile, or the device is gone. 404/410 forgets the device; any other
 * failure is counted on the row and thrown, for the engine to retry.
 */
export async function pushToDevice(env: Env, push: DevicePush, clockFrom: string): Promise<PushOutcome> {
  const db = database(env.DB);
  const [delivery, lead, [subscription]] = await d1(
    Promise.all([
      deliveryOf(env.DB, push),
      db.select().from(forms).where(eq(forms.id, push.leadId)).get(),
      subscriptionsByIds(env.DB, [push.subscriptionId]),
    ]),
  );
  if (delivery?.status === "sent") return "already_sent";
  const keys = vapidKeys(readConfig(env));
  if (!lead || lead.is_spam || !subscription || !keys) return "dropped";
  if (push.kind === "reminder" && (lead.first_response_at || lead.status !== "new")) return "dropped";
  const payload = push.kind === "reminder" ? reminderPayload(lead, businessMinutesBetween(clockFrom, Date.now())) : leadPayload(lead);
  try {
    await sendPush(keys, subscription, payload, { kind: push.kind, leadId: push.leadId });
  } catch (error) {
    const failure = error instanceof PushFailure ? error : new PushFailure(errorSummary(error), false);
    if (failure.gone) {
      await d1(removeGoneSubscriptions(env.DB, [push.subscriptionId]));
      return "removed";
    }
    console.error(`Push (${push.kind}) of lead ${push.leadId} to device ${push.subscriptionId} failed: ${failure.message}`);
    await d1(recordPushAttempt(env.DB, push, { status: "pending", error: failure.message }, new Date().toISOString())).catch(() => undefined);
    throw failure;
  }
  await recordAfterSend(() => recordPushAttempt(env.DB, push, { status: "sent", error: null }, new Date().toISOString()));
  return "sent";
}

/** A device's push ran out of retries: recorded failed, so the daily digest names it. */
export async function pushGaveUp(env: Env, push: DevicePush, error: unknown): Promise<void> {
  // The engine hands back the last attempt's error as "PushFailure: <message>"; the owner reads the message.
  const message = (error instanceof Error ? error.message : String(error)).replace(/^PushFailure: /, "");
  await d1(recordPushAttempt(env.DB, push, { status: "failed", error: message.slice(0, 300) }, new Date().toISOString()));
}

/**
 * At the reminder's time: the devices to remind, or none when the owner has
 * answered (a tap on call, text or e-mail, or a status change), the lead was
 * held or erased, or push is off. Records on the lead that its reminder went out.
 */
export async function devicesToRemind(env: Env, leadId: string): Promise<{ id: number; hours: "any" | "business" }[]> {
  const db = database(env.DB);
  const lead = await d1(
    db.select({ is_spam: forms.is_spam, status: forms.status, first_response_at: forms.first_response_at }).from(forms).where(eq(forms.id, leadId)).get(),
  );
  if (!lead || lead.is_spam || lead.status !== "new" || lead.first_response_at) return [];
  if (!vapidKeys(readConfig(env))) return [];
  const devices = await d1(listDevices(env.DB));
  if (devices.length > 0) {
    await d1(db.update(forms).set({ reminder_queued_at: new Date().toISOString() }).where(eq(forms.id, leadId)).run());
  }
  return devices;
}
