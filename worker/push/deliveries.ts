/**
 * Queries of the push outbox (push_deliveries); the policy lives in deliver.ts.
 * A row is delivery state only: the message is rendered from the lead when it
 * is sent. Each function is one D1 statement (or one batch), so a cron run can
 * count what it spends against the 50 statements a Free plan invocation may run.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { database, statement } from "../db/client";
import { forms, pushDeliveries, pushSubscriptions, type PushDeliveryRow, type PushKind, type PushSubscriptionRow } from "../db/schema";

/**
 * Queues one push of `kind` per subscribed device for each of the leads, for
 * use in the D1 batch that stores (or releases) a lead, or the cron's one
 * statement for all due reminders. Inserts nothing for a lead that does not
 * exist (the batch's conditional insert was refused) or is held, and nothing
 * twice (the unique lead/device/kind index). A device notified only in
 * business hours gets its row due at `businessDueIso` (the next opening, or
 * now while the business is open).
 */
export function queueLeadPushesStatement(
  d1: D1Database,
  leadIds: readonly string[],
  kind: Exclude<PushKind, "test">,
  times: { nowIso: string; businessDueIso: string },
): D1PreparedStatement {
  return statement(d1, sql`
    INSERT INTO push_deliveries (lead_id, subscription_id, kind, status, next_attempt_at, created_at)
    SELECT f.id, s.id, ${kind}, 'pending',
      CASE WHEN s.hours = 'business' THEN ${times.businessDueIso} ELSE ${times.nowIso} END,
      ${times.nowIso}
    FROM ${forms} AS f, push_subscriptions AS s
    WHERE f.id IN (SELECT value FROM json_each(${JSON.stringify(leadIds)})) AND f.is_spam = 0
    ON CONFLICT (lead_id, subscription_id, kind) DO NOTHING`);
}

/** Queues a test push to one device, due now; its row id, or null when there is no such device. */
export async function queueTestPush(d1: D1Database, subscriptionId: number, nowIso: string): Promise<number | null> {
  const [row] = await database(d1).all<{ id: number }>(sql`
    INSERT INTO push_deliveries (lead_id, subscription_id, kind, status, next_attempt_at, created_at)
    SELECT NULL, id, 'test', 'pending', ${nowIso}, ${nowIso} FROM push_subscriptions WHERE id = ${subscriptionId}
    RETURNING id`);
  return row?.id ?? null;
}

export interface PushClaim {
  nowIso: string;
  leaseUntilIso: string;
  /** Names this run: only it may record the claimed rows' outcomes. */
  leaseId: string;
  limit: number;
  /** Only the rows of this lead (the first send right after the lead is stored). */
  leadId?: string;
  /** Only this row (a test push). */
  id?: number;
}

export type ClaimedPush = PushDeliveryRow & { lease_id: string };

/**
 * Takes due pending rows for one send in one statement (moving next_attempt_at
 * to the lease's end and stamping the lease id), so of two claimants only one
 * gets a row; if the Worker dies mid-send, the lease runs out and a later run
 * tries again.
 */
export async function claimDuePushes(d1: D1Database, claim: PushClaim): Promise<ClaimedPush[]> {
  const db = database(d1);
  const due = db
    .select({ id: pushDeliveries.id })
    .from(pushDeliveries)
    .where(
      and(
        eq(pushDeliveries.status, "pending"),
        lte(pushDeliveries.next_attempt_at, claim.nowIso),
        claim.leadId === undefined ? undefined : eq(pushDeliveries.lead_id, claim.leadId),
        claim.id === undefined ? undefined : eq(pushDeliveries.id, claim.id),
      ),
    )
    .orderBy(asc(pushDeliveries.next_attempt_at), asc(pushDeliveries.id))
    .limit(claim.limit);
  const rows = await db
    .update(pushDeliveries)
    .set({ next_attempt_at: claim.leaseUntilIso, lease_id: claim.leaseId })
    .where(inArray(pushDeliveries.id, due))
    .returning()
    .all();
  return rows as ClaimedPush[];
}

export async function subscriptionsByIds(d1: D1Database, ids: number[]): Promise<PushSubscriptionRow[]> {
  if (ids.length === 0) return [];
  return database(d1).select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, ids)).all();
}

/** A push row's state after an attempt. */
export interface PushRecord {
  id: number;
  lease_id: string;
  subscription_id: number;
  status: "pending" | "sent" | "failed";
  attempts: number;
  last_error: string | null;
  /** The next try; null keeps the lease's value. */
  next_attempt_at: string | null;
  sent_at: string | null;
  failed_at: string | null;
}

/**
 * Writes the outcomes of one run's sends in one batch: the rows first, each
 * only while this run still holds its lease (a run whose lease ran out and
 * was overtaken records nothing, so it cannot undo a later run's outcome), then
 * the devices' success and failure counts, for the rows that were recorded.
 */
export async function recordPushOutcomes(d1: D1Database, records: PushRecord[], nowIso: string): Promise<number[]> {
  if (records.length === 0) return [];
  const recorded = await database(d1).all<{ id: number; subscription_id: number; status: string }>(sql`
    UPDATE push_deliveries SET
      status = json_extract(r.value, '$.status'),
      attempts = json_extract(r.value, '$.attempts'),
      last_error = json_extract(r.value, '$.last_error'),
      next_attempt_at = coalesce(json_extract(r.value, '$.next_attempt_at'), push_deliveries.next_attempt_at),
      sent_at = json_extract(r.value, '$.sent_at'),
      failed_at = json_extract(r.value, '$.failed_at'),
      lease_id = NULL
    FROM json_each(${JSON.stringify(records)}) AS r
    WHERE push_deliveries.id = json_extract(r.value, '$.id')
      AND push_deliveries.lease_id = json_extract(r.value, '$.lease_id')
    RETURNING push_deliveries.id AS id, push_deliveries.subscription_id AS subscription_id, push_deliveries.status AS status`);
  const outcomes = recorded.map((row) => ({ id: row.subscription_id, ok: row.status === "sent" }));
  if (outcomes.length > 0) {
    await database(d1).run(sql`
      UPDATE push_subscriptions SET
        last_success_at = CASE WHEN json_extract(o.value, '$.ok') THEN ${nowIso} ELSE last_success_at END,
        last_failure_at = CASE WHEN json_extract(o.value, '$.ok') THEN last_failure_at ELSE ${nowIso} END,
        failures = CASE WHEN json_extract(o.value, '$.ok') THEN 0 ELSE failures + 1 END
      FROM json_each(${JSON.stringify(outcomes)}) AS o
      WHERE push_subscriptions.id = json_extract(o.value, '$.id')`);
  }
  return recorded.map((row) => row.id);
}

/**
 * Forgets devices whose push service said the subscription is gone (404/410):
 * the device and every push queued for it, in one batch. Sending to them again
 * would only fail again.
 */
export async function removeGoneSubscriptions(d1: D1Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const db = database(d1);
  await db.batch([
    db.delete(pushDeliveries).where(inArray(pushDeliveries.subscription_id, ids)),
    db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids)),
  ]);
}

/** Marks that these leads' reminders were queued (for the reminders' batch), so each gets one. */
export function markRemindersQueued(d1: D1Database, leadIds: string[], nowIso: string): D1PreparedStatement {
  const update = database(d1)
    .update(forms)
    .set({ reminder_queued_at: nowIso })
    .where(and(inArray(forms.id, leadIds), isNull(forms.reminder_queued_at)));
  return statement(d1, update.getSQL());
}

/**
 * Deletes claimed pushes that must not go out any more (their lead was held or
 * erased meanwhile), each only while the claiming run still holds it.
 */
export async function dropPushes(d1: D1Database, rows: readonly Pick<ClaimedPush, "id" | "lease_id">[]): Promise<void> {
  if (rows.length === 0) return;
  await database(d1).run(sql`
    DELETE FROM push_deliveries
    WHERE id IN (SELECT json_extract(r.value, '$.id') FROM json_each(${JSON.stringify(rows.map(({ id, lease_id }) => ({ id, lease_id })))}) AS r
                 WHERE json_extract(r.value, '$.lease_id') = push_deliveries.lease_id)`);
}
