/**
 * Delivering pushes to the owner's devices. A lead's pushes are queued in the
 * D1 batch that stores it; the request's waitUntil sends them right after the
 * visitor's answer, and the five-minute cron retries what failed with the mail
 * notice's backoff. A push service answering 404 or 410 says the subscription
 * is gone for good (the app was removed, permission withdrawn): the device is
 * forgotten. A push that runs out of retries is marked failed and named in the
 * daily digest (the mail notice still reached the owner).
 */
import { readConfig, vapidKeys, type Env } from "../platform/env";
import { errorSummary } from "../platform/log";
import { retryDelayMs } from "../leads/outbox";
import { getLeads } from "../leads/storage";
import { businessMinutesBetween } from "../../common/business-hours";
import { base64UrlToBytes } from "./base64url";
import {
  claimDuePushes,
  dropPushes,
  queueTestPush,
  recordPushOutcomes,
  removeGoneSubscriptions,
  subscriptionsByIds,
  type ClaimedPush,
  type PushClaim,
  type PushRecord,
} from "./deliveries";
import { encryptPushMessage } from "./encrypt";
import { bookingPayload, leadPayload, reminderPayload, testPayload, type PushPayload } from "./message";
import { latestVisitOf } from "../booking/visits";
import { vapidAuthorization, type VapidKeys } from "./vapid";
import type { EstimateVisitRow, LeadRow, PushKind, PushSubscriptionRow } from "../db/schema";

/**
 * Attempts before a push is given up (after 1, 5, 15, 60 and 240 minutes: about
 * five and a half hours). A buzz a day late is no use; the mail notice and the
 * digest cover a longer outage.
 */
export const PUSH_MAX_ATTEMPTS = 6;
/** How long a claimed row is left alone by others while its send is under way. */
export const PUSH_LEASE_MS = 2 * 60 * 1000;
/** Pushes one cron run sends at most; they go out in parallel and are recorded in two statements. */
export const PUSH_CRON_BATCH_SIZE = 20;
/** A push service must answer within this, or the attempt counts as failed and is retried. */
const PUSH_TIMEOUT_MS = 10_000;
const MAX_ERROR_LENGTH = 300;

/** How long a push service keeps a message for a device that is off: a lead is worth a day, a test a few minutes. */
const TTL_SECONDS: Record<PushKind, number> = { lead: 24 * 60 * 60, reminder: 60 * 60, test: 5 * 60, booking: 24 * 60 * 60 };

export class PushFailure extends Error {
  override name = "PushFailure";
  constructor(
    message: string,
    /** The push service answered 404 or 410: this subscription will never work again. */
    readonly gone: boolean,
  ) {
    super(message);
  }
}

/** One encrypted push to one device; throws PushFailure when the push service does not accept it. */
export async function sendPush(keys: VapidKeys, subscription: PushSubscriptionRow, payload: PushPayload, kind: PushKind): Promise<void> {
  const p256dh = base64UrlToBytes(subscription.p256dh);
  const auth = base64UrlToBytes(subscription.auth);
  if (!p256dh || !auth) throw new PushFailure("The stored subscription keys are not base64url.", false);
  const body = await encryptPushMessage({ p256dh, auth }, new TextEncoder().encode(JSON.stringify(payload)));
  let response: Response;
  try {
    response = await fetch(subscription.endpoint, {
      method: "POST",
      headers: {
        Authorization: await vapidAuthorization(keys, subscription.endpoint),
        "Content-Encoding": "aes128gcm",
        "Content-Type": "application/octet-stream",
        TTL: String(TTL_SECONDS[kind]),
        Urgency: "high",
        // Replaces a message for the same lead still waiting at the push service (a reminder its first push).
        Topic: topicOf(payload.tag),
      },
      body,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
  } catch (error) {
    throw new PushFailure(`The push service could not be reached: ${errorSummary(error)}`, false);
  }
  // The body is a push service's short explanation; read a little of it for the owner's record.
  const text = response.ok ? "" : (await response.text().catch(() => "")).slice(0, 120);
  if (response.status === 404 || response.status === 410) {
    throw new PushFailure(`The push service says this device's subscription is gone (${response.status}).`, true);
  }
  if (!response.ok) throw new PushFailure(`The push service answered ${response.status}${text ? `: ${text}` : ""}`, false);
}

/** RFC 8030's Topic: at most 32 base64url characters; a lead's UUID without its dashes fits. */
function topicOf(tag: string): string {
  return tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32) || "push";
}

export interface PushTally {
  sent: number;
  retry: number;
  failed: number;
  removed: number;
}

function payloadFor(row: ClaimedPush, lead: LeadRow | undefined, now: number, visit?: EstimateVisitRow): PushPayload | null {
  if (row.kind === "test") return testPayload();
  if (!lead) return null;
  // A booked estimate visit (booking/notify.ts queues it): rendered from the lead's latest visit.
  if (row.kind === "booking") return visit ? bookingPayload(lead, visit) : null;
  if (row.kind === "reminder") {
    // A reminder retried after the owner answered would nag about a lead already handled.
    if (lead.first_response_at || lead.status !== "new") return null;
    return reminderPayload(lead, businessMinutesBetween(lead.created_at, now));
  }
  return leadPayload(lead);
}

function outcome(row: ClaimedPush, error: PushFailure | null, now: number): PushRecord {
  const attempts = row.attempts + 1;
  const nowIso = new Date(now).toISOString();
  if (!error) {
    return { ...base(row), status: "sent", attempts, last_error: null, next_attempt_at: null, sent_at: nowIso, failed_at: null };
  }
  // A test answers the owner at once; retrying it later would only confuse.
  const giveUp = row.kind === "test" || attempts >= PUSH_MAX_ATTEMPTS;
  return {
    ...base(row),
    status: giveUp ? "failed" : "pending",
    attempts,
    last_error: error.message.slice(0, MAX_ERROR_LENGTH),
    next_attempt_at: giveUp ? null : new Date(now + retryDelayMs(attempts)).toISOString(),
    sent_at: null,
    failed_at: giveUp ? nowIso : null,
  };
}

function base(row: ClaimedPush) {
  return { id: row.id, lease_id: row.lease_id, subscription_id: row.subscription_id };
}

export interface PushResult {
  row: ClaimedPush;
  error: PushFailure | null;
  /**
   * Not sent and never will be: since it was queued the lead was held or erased,
   * or answered (a reminder), or the device was removed.
   */
  dropped?: true;
}

/**
 * Sends claimed pushes in parallel (each to its own device and push service),
 * then records every outcome in one batch and forgets the devices that are gone.
 * A push whose lead was erased or held meanwhile is dropped unsent.
 */
async function deliverClaimed(env: Env, claimed: ClaimedPush[]): Promise<PushResult[]> {
  if (claimed.length === 0) return [];
  const keys = vapidKeys(readConfig(env));
  const leadIds = [...new Set(claimed.flatMap((row) => (row.lead_id ? [row.lead_id] : [])))];
  const [leads, subscriptions] = await Promise.all([
    getLeads(env.DB, leadIds),
    subscriptionsByIds(env.DB, [...new Set(claimed.map((row) => row.subscription_id))]),
  ]);
  const leadById = new Map(leads.map((lead) => [lead.id, lead]));
  const bookingLeads = [...new Set(claimed.flatMap((row) => (row.kind === "booking" && row.lead_id ? [row.lead_id] : [])))];
  const visitByLead = new Map(
    (await Promise.all(bookingLeads.map(async (id) => [id, await latestVisitOf(env.DB, id)] as const))).flatMap(([id, visit]) => (visit ? [[id, visit] as const] : [])),
  );
  const subscriptionById = new Map(subscriptions.map((row) => [row.id, row]));

  const results = await Promise.all(
    claimed.map(async (row): Promise<PushResult> => {
      const lead = row.lead_id ? leadById.get(row.lead_id) : undefined;
      const payload = payloadFor(row, lead?.is_spam ? undefined : lead, Date.now(), row.lead_id ? visitByLead.get(row.lead_id) : undefined);
      const subscription = subscriptionById.get(row.subscription_id);
      if (!keys) return { row, error: new PushFailure("Push is off: the VAPID keys are not set.", false) };
      if (!payload || !subscription) return { row, error: null, dropped: true };
      try {
        await sendPush(keys, subscription, payload, row.kind);
        return { row, error: null };
      } catch (error) {
        const failure = error instanceof PushFailure ? error : new PushFailure(errorSummary(error), false);
        return { row, error: failure };
      }
    }),
  );

  const now = Date.now();
  const gone = [...new Set(results.filter((result) => result.error?.gone).map((result) => result.row.subscription_id))];
  const records = results
    .filter((result) => !result.error?.gone && !result.dropped)
    .map((result) => outcome(result.row, result.error, now));
  const dropped = results.filter((result) => result.dropped).map((result) => result.row);
  for (const result of results) {
    if (result.error) console.error(`Push ${result.row.id} (${result.row.kind}) failed: ${result.error.message}`);
  }
  await recordPushOutcomes(env.DB, records, new Date(now).toISOString());
  await removeGoneSubscriptions(env.DB, gone);
  await dropPushes(env.DB, dropped);
  return results;
}

function claimWindow(): Pick<PushClaim, "nowIso" | "leaseUntilIso" | "leaseId"> {
  const now = Date.now();
  return {
    nowIso: new Date(now).toISOString(),
    leaseUntilIso: new Date(now + PUSH_LEASE_MS).toISOString(),
    leaseId: crypto.randomUUID(),
  };
}

/** The first send of a just-stored (or just-released) lead's pushes that are due now. */
export async function pushLeadNow(env: Env, leadId: string): Promise<void> {
  const claimed = await claimDuePushes(env.DB, { ...claimWindow(), limit: PUSH_CRON_BATCH_SIZE, leadId });
  await deliverClaimed(env, claimed);
}

/** For waitUntil: the first send, logging instead of throwing (the cron retries what is left pending). */
export function pushLeadInBackground(env: Env, leadId: string): Promise<void> {
  return pushLeadNow(env, leadId).catch((error: unknown) => {
    console.error(`Pushes for lead ${leadId}: first send could not be recorded: ${errorSummary(error)}`);
  });
}

/** The five-minute cron: every due push once, deferred and retried ones included. */
export async function deliverDuePushes(env: Env): Promise<PushTally> {
  const claimed = await claimDuePushes(env.DB, { ...claimWindow(), limit: PUSH_CRON_BATCH_SIZE });
  const tally: PushTally = { sent: 0, retry: 0, failed: 0, removed: 0 };
  for (const { row, error, dropped } of await deliverClaimed(env, claimed)) {
    if (dropped) continue;
    if (!error) tally.sent++;
    else if (error.gone) tally.removed++;
    else if (row.attempts + 1 >= PUSH_MAX_ATTEMPTS) tally.failed++;
    else tally.retry++;
  }
  return tally;
}

/** A test push to one device, now: null when it went out, else why not (and whether the device was forgotten). */
export async function sendTestPush(env: Env, subscriptionId: number): Promise<PushFailure | null | "not_found"> {
  const id = await queueTestPush(env.DB, subscriptionId, new Date().toISOString());
  if (id === null) return "not_found";
  const claimed = await claimDuePushes(env.DB, { ...claimWindow(), limit: 1, id });
  const [result] = await deliverClaimed(env, claimed);
  return result?.error ?? null;
}
