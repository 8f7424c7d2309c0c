/**
 * Queries of the notice outbox; the retry policy lives in outbox.ts. A row is
 * only delivery state (no subject or body): the notice is rendered from the
 * lead when it is sent. Each function is one D1 statement, so the cron can
 * count what it spends against the Workers Free plan's 50 queries per invocation.
 */
import { and, asc, eq, gt, inArray, isNotNull, lte, not, sql } from "drizzle-orm";
import { database, statement } from "../db/client";
import { emailOutbox, forms, type OutboxRow, type OutboxStatus } from "../db/schema";
import { hourAgoIso } from "../platform/rate-limit";

export interface QueuedNotice {
  id: number;
  /** Past the hourly ceiling: waits for the next cron's summary mail. */
  inSummary: boolean;
}

/**
 * The statement that queues a lead's notice, for use on its own or in the D1
 * batch that stores the lead. It inserts nothing when the lead does not exist
 * (the batch's conditional lead insert was refused), is held as spam, or
 * already has a notice. Whether it goes out on its own or in the next summary
 * is decided in the same statement by counting the notices queued in the last
 * hour, so concurrent leads cannot all squeeze under the ceiling.
 */
export function queueNoticeStatement(d1: D1Database, leadId: string, now: number, ceilingPerHour: number) {
  const nowIso = new Date(now).toISOString();
  return statement(d1, sql`
    INSERT INTO email_outbox (lead_id, status, in_summary, next_attempt_at, created_at)
    SELECT ${leadId}, 'pending',
      (SELECT count(*) FROM email_outbox WHERE in_summary = 0 AND created_at > ${hourAgoIso(now)}) >= ${ceilingPerHour},
      ${nowIso}, ${nowIso}
    WHERE EXISTS (SELECT 1 FROM ${forms} WHERE ${forms.id} = ${leadId} AND ${forms.is_spam} = 0)
    ON CONFLICT (lead_id) DO NOTHING
    RETURNING id, in_summary`);
}

type QueuedRow = { id: number; in_summary: number };

export function queuedNotice(result: D1Result): QueuedNotice | null {
  const row = (result.results as QueuedRow[])[0];
  return row ? { id: row.id, inSummary: Boolean(row.in_summary) } : null;
}

/** Queues a stored lead's notice unless it has one; the new row, or null. */
export async function insertNoticeRow(
  d1: D1Database,
  leadId: string,
  now: number,
  ceilingPerHour: number,
): Promise<QueuedNotice | null> {
  return queuedNotice(await queueNoticeStatement(d1, leadId, now, ceilingPerHour).all());
}

/**
 * Withdraws a lead's notice that has not gone out (pending, on its own or
 * waiting for the summary), for the batch that holds the lead: once the owner
 * has held a lead, no notice of it may reach the mailbox, and a row left
 * pending would be sent by the next cron run. A sent or failed row stays as
 * the record of what happened. Releasing the lead queues a fresh notice.
 */
export function withdrawUnsentNotice(d1: D1Database, leadId: string, nowIso: string) {
  return database(d1)
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.lead_id, leadId), eq(emailOutbox.status, "pending"), not(underLease(nowIso))));
}

/**
 * A send of the row is under way: a claim's lease that has not run out. Such a
 * row is left in place when its lead is held, so the send's outcome is recorded
 * on it: a notice that went out stays as sent (and a later release mails nothing
 * again); one that failed stays pending, is not retried while the lead is held
 * (claims skip held leads), and goes out once the lead is released.
 */
function underLease(nowIso: string) {
  return and(isNotNull(emailOutbox.lease_id), gt(emailOutbox.next_attempt_at, nowIso))!;
}

export interface ClaimOptions {
  /** Individual notices (false) or the ones waiting for the summary (true). */
  inSummary: boolean;
  nowIso: string;
  /** The claimed rows' next_attempt_at while the send is under way. */
  leaseUntilIso: string;
  limit: number;
  /** Only this row (the first send right after the lead is stored). */
  id?: number;
}

/**
 * Takes due pending rows for one send, in one statement: it moves their
 * next_attempt_at to the lease's end where it checks they are due, so of two
 * claimants (the request's waitUntil and a cron run, or two cron runs) only one
 * gets a row. It also stamps the claim's lease id (only this claim may record
 * the outcome) and counts the attempt before the send, so a run killed mid-send
 * (the CPU limit, a crash) still counts: the lease runs out, a later run tries
 * again, and the attempts grow until the row is given up on instead of being
 * claimed forever. A lead held meanwhile is skipped.
 */
export async function claimDueNotices(d1: D1Database, options: ClaimOptions): Promise<OutboxRow[]> {
  const db = database(d1);
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, "pending"),
        lte(emailOutbox.next_attempt_at, options.nowIso),
        eq(emailOutbox.in_summary, options.inSummary),
        options.id === undefined ? undefined : eq(emailOutbox.id, options.id),
        inArray(emailOutbox.lead_id, db.select({ id: forms.id }).from(forms).where(eq(forms.is_spam, false))),
      ),
    )
    .orderBy(asc(emailOutbox.next_attempt_at), asc(emailOutbox.id))
    .limit(options.limit);
  return db
    .update(emailOutbox)
    .set({ next_attempt_at: options.leaseUntilIso, lease_id: crypto.randomUUID(), attempts: sql`${emailOutbox.attempts} + 1` })
    .where(inArray(emailOutbox.id, due))
    .returning()
    .all();
}

/** A row's state after a send attempt. */
export interface DeliveryRecord {
  id: number;
  /** The claim that made the attempt: the record is written only while the row still carries it. */
  lease_id: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  /** The next try; null keeps the lease's value (sent and failed rows are not tried again). */
  next_attempt_at: string | null;
  sent_at: string | null;
  failed_at: string | null;
}

/**
 * Writes the outcome of any number of attempts in one statement (the summary's
 * rows share one send), each only while its row still carries the claim's lease
 * id: a send that hung past its lease, while another run claimed and sent the
 * row again, must not overwrite that run's outcome (and set a sent notice back
 * to pending, to be mailed a third time). Answers how many rows were written.
 */
export async function recordDeliveries(d1: D1Database, records: DeliveryRecord[]): Promise<number> {
  if (records.length === 0) return 0;
  const result = await database(d1).run(sql`
    UPDATE email_outbox SET
      status = json_extract(r.value, '$.status'),
      attempts = json_extract(r.value, '$.attempts'),
      last_error = json_extract(r.value, '$.last_error'),
      next_attempt_at = coalesce(json_extract(r.value, '$.next_attempt_at'), email_outbox.next_attempt_at),
      sent_at = json_extract(r.value, '$.sent_at'),
      failed_at = json_extract(r.value, '$.failed_at'),
      lease_id = NULL
    FROM json_each(${JSON.stringify(records)}) AS r
    WHERE email_outbox.id = json_extract(r.value, '$.id')
      AND email_outbox.lease_id = json_extract(r.value, '$.lease_id')`);
  return result.meta.changes;
}
