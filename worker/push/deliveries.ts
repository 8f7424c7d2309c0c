/**
 * The pushes of a lead as D1 records them (push_deliveries: one row per lead,
 * device and kind) and each device's health (push_subscriptions' counters).
 * The lead's journey reads a row before each send and writes the outcome
 * after; the inbox and the daily digest read them from here.
 */
import { and, eq, inArray } from "drizzle-orm";
import { database } from "../db/client";
import { pushDeliveries, pushSubscriptions, type PushDeliveryRow, type PushSubscriptionRow } from "../db/schema";

export type LeadPushKind = "lead" | "reminder";

export interface DevicePush {
  leadId: string;
  subscriptionId: number;
  kind: LeadPushKind;
}

export async function subscriptionsByIds(d1: D1Database, ids: number[]): Promise<PushSubscriptionRow[]> {
  if (ids.length === 0) return [];
  return database(d1).select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, ids)).all();
}

/** Every subscribed device and when it wants to hear of a lead. */
export async function listDevices(d1: D1Database): Promise<{ id: number; hours: PushSubscriptionRow["hours"] }[]> {
  return database(d1).select({ id: pushSubscriptions.id, hours: pushSubscriptions.hours }).from(pushSubscriptions).all();
}

export async function deliveryOf(d1: D1Database, push: DevicePush): Promise<Pick<PushDeliveryRow, "status" | "attempts"> | undefined> {
  return database(d1)
    .select({ status: pushDeliveries.status, attempts: pushDeliveries.attempts })
    .from(pushDeliveries)
    .where(
      and(eq(pushDeliveries.lead_id, push.leadId), eq(pushDeliveries.subscription_id, push.subscriptionId), eq(pushDeliveries.kind, push.kind)),
    )
    .get();
}

/**
 * Writes one attempt's outcome on the push's row (made on its first attempt)
 * and on the device's counters, in one batch. A row already sent stays sent.
 */
export async function recordPushAttempt(
  d1: D1Database,
  push: DevicePush,
  outcome: { status: "sent" | "pending" | "failed"; error: string | null },
  nowIso: string,
): Promise<void> {
  const sent = outcome.status === "sent";
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO push_deliveries (lead_id, subscription_id, kind, status, attempts, last_error, sent_at, failed_at, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
         ON CONFLICT (lead_id, subscription_id, kind) DO UPDATE SET
           status = excluded.status,
           attempts = push_deliveries.attempts + excluded.attempts,
           last_error = excluded.last_error,
           sent_at = excluded.sent_at,
           failed_at = excluded.failed_at
         WHERE push_deliveries.status <> 'sent'`,
      )
      .bind(
        push.leadId,
        push.subscriptionId,
        push.kind,
        outcome.status,
        outcome.status === "failed" ? 0 : 1,
        outcome.error,
        sent ? nowIso : null,
        outcome.status === "failed" ? nowIso : null,
        nowIso,
      ),
    ...(outcome.status === "failed" ? [] : [deviceOutcomeStatement(d1, push.subscriptionId, sent, nowIso)]),
  ]);
}

function deviceOutcomeStatement(d1: D1Database, subscriptionId: number, ok: boolean, nowIso: string): D1PreparedStatement {
  return d1
    .prepare(
      ok
        ? "UPDATE push_subscriptions SET last_success_at = ?2, failures = 0 WHERE id = ?1"
        : "UPDATE push_subscriptions SET last_failure_at = ?2, failures = failures + 1 WHERE id = ?1",
    )
    .bind(subscriptionId, nowIso);
}

/** A device's counters after a push to it (the test push has no delivery row). */
export async function recordDeviceOutcome(d1: D1Database, subscriptionId: number, ok: boolean, nowIso: string): Promise<void> {
  await deviceOutcomeStatement(d1, subscriptionId, ok, nowIso).run();
}

/**
 * Forgets devices whose push service said the subscription is gone (404/410):
 * the device and its pushes' rows, in one batch. Sending to them again would only fail again.
 */
export async function removeGoneSubscriptions(d1: D1Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const db = database(d1);
  await db.batch([
    db.delete(pushDeliveries).where(inArray(pushDeliveries.subscription_id, ids)),
    db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids)),
  ]);
}

