/**
 * Queries of the notice outbox; the retry policy lives in outbox.ts. A row is
 * only delivery state (no subject or body): the notice is rendered from the
 * lead when it is sent. Each function is one D1 statement, so the cron can
 * count what it spends against the Workers Free plan's 50 queries per invocation.
 */
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
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
 * gets a row. If the Worker dies mid-send, the lease runs out and a later run
 * tries again.
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
      ),
    )
    .orderBy(asc(emailOutbox.next_attempt_at), asc(emailOutbox.id))
    .limit(options.limit);
  return db
    .update(emailOutbox)
    .set({ next_attempt_at: options.leaseUntilIso })
    .where(inArray(emailOutbox.id, due))
    .returning()
    .all();
}

/** A row's state after a send attempt. */
export interface DeliveryRecord {
  id: number;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  /** The next try; null keeps the lease's value (sent and failed rows are not tried again). */
  next_attempt_at: string | null;
  sent_at: string | null;
  failed_at: string | null;
}

/** Writes the outcome of any number of attempts in one statement (the summary's rows share one send). */
export async function recordDeliveries(d1: D1Database, records: DeliveryRecord[]): Promise<void> {
  if (records.length === 0) return;
  await database(d1).run(sql`
    UPDATE email_outbox SET
      status = json_extract(r.value, '$.status'),
      attempts = json_extract(r.value, '$.attempts'),
      last_error = json_extract(r.value, '$.last_error'),
      next_attempt_at = coalesce(json_extract(r.value, '$.next_attempt_at'), email_outbox.next_attempt_at),
      sent_at = json_extract(r.value, '$.sent_at'),
      failed_at = json_extract(r.value, '$.failed_at')
    FROM json_each(${JSON.stringify(records)}) AS r
    WHERE email_outbox.id = json_extract(r.value, '$.id')`);
}
