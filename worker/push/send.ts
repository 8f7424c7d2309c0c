/**
 * One Web Push to one device (RFC 8030, encrypted per RFC 8291, signed per RFC
 * 8292), and the test push the inbox's settings send. A lead's pushes are sent
 * by its journey, one step per device (worker/journey/lead-journey.ts), which
 * retries what fails; this file only makes and sends one request.
 */
import { readConfig, vapidKeys, type Env } from "../platform/env";
import { errorSummary } from "../platform/log";
import { CALL_TIMEOUT_MS } from "../journey/step-config";
import { base64UrlToBytes } from "./base64url";
import { recordDeviceOutcome, removeGoneSubscriptions, subscriptionsByIds } from "./deliveries";
import { encryptPushMessage } from "./encrypt";
import { testPayload, type PushPayload } from "./message";
import { vapidAuthorization, type VapidKeys } from "./vapid";
import type { PushKind, PushSubscriptionRow } from "../db/schema";

/**
 * How long a push service keeps a message for a device that is off. A lead is
 * worth a day, and so is its reminder: a phone off on a job site for hours
 * still gets both when it comes back (the reminder has a Topic of its own, so
 * it never replaces the lead's push waiting at the push service). A test is worth a few minutes.
 */
export const TTL_SECONDS: Record<PushKind, number> = { lead: 24 * 60 * 60, reminder: 24 * 60 * 60, booking: 24 * 60 * 60, test: 5 * 60 };

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

/**
 * RFC 8030's Topic (at most 32 base64url characters): a message waiting at the
 * push service is replaced by a newer one with the same Topic. The lead's push
 * uses the lead's UUID without dashes; the reminder "r" and the first 31 of
 * them, so a reminder never erases the lead's own push still waiting for a
 * phone that is off; a booked visit's "v" and the same; a test push "test".
 */
export function topicOf(kind: PushKind, leadId: string | null): string {
  if (kind === "test" || !leadId) return "test";
  const hex = leadId.replace(/[^A-Za-z0-9]/g, "");
  if (kind === "reminder") return `r${hex.slice(0, 31)}`;
  if (kind === "booking") return `v${hex.slice(0, 31)}`;
  return hex.slice(0, 32);
}

/** One encrypted push to one device; throws PushFailure when the push service does not accept it in time. */
export async function sendPush(
  keys: VapidKeys,
  subscription: PushSubscriptionRow,
  payload: PushPayload,
  push: { kind: PushKind; leadId: string | null },
): Promise<void> {
  const p256dh = base64UrlToBytes(subscription.p256dh);
  const auth = base64UrlToBytes(subscription.auth);
  if (!p256dh || !auth) throw new PushFailure("The stored subscription keys are not base64url.", false);
  const body = await encryptPushMessage({ p256dh, auth }, new TextEncoder().encode(JSON.stringify(payload)));
  const authorization = await vapidAuthorization(keys, subscription.endpoint);
  let response: Response;
  try {
    // The timeout starts here, once the message is ready: only the push service's answer is timed.
    response = await fetch(subscription.endpoint, {
      method: "POST",
      headers: {
        Authorization: authorization,
        "Content-Encoding": "aes128gcm",
        "Content-Type": "application/octet-stream",
        TTL: String(TTL_SECONDS[push.kind]),
        Urgency: "high",
        Topic: topicOf(push.kind, push.leadId),
      },
      body,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS.push),
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

/** A test push to one device, now and once: null when it went out, else why not (and whether the device was forgotten). */
export async function sendTestPush(env: Env, subscriptionId: number): Promise<PushFailure | null | "not_found"> {
  const [subscription] = await subscriptionsByIds(env.DB, [subscriptionId]);
  if (!subscription) return "not_found";
  const keys = vapidKeys(readConfig(env));
  if (!keys) return new PushFailure("Push is off: the VAPID keys are not set.", false);
  try {
    await sendPush(keys, subscription, testPayload(), { kind: "test", leadId: null });
  } catch (error) {
    const failure = error instanceof PushFailure ? error : new PushFailure(errorSummary(error), false);
    if (failure.gone) await removeGoneSubscriptions(env.DB, [subscriptionId]);
    else await recordDeviceOutcome(env.DB, subscriptionId, false, new Date().toISOString());
    return failure;
  }
  await recordDeviceOutcome(env.DB, subscriptionId, true, new Date().toISOString());
  return null;
}
