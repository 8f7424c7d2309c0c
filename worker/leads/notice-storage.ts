/**
 * The owner's notice as D1 records it (table email_outbox, one row per lead):
 * whether it goes out on its own or in the summary past the hourly ceiling,
 * and what became of it. The lead's journey (worker/journey/) sends it and
 * writes the outcome here; the inbox and the daily digest read it from here.
 * A row keeps no subject or body: the notice is rendered from the lead when it is sent.
 */
import { and, eq, sql } from "drizzle-orm";
import { database, statement } from "../db/client";
import { emailOutbox, forms, type OutboxRow } from "../db/schema";
import { hourAgoIso } from "../platform/rate-limit";

/**
 * The statement that records a lead's notice as due, for the D1 batch that
 * stores (or releases) the lead. It inserts nothing when the lead does not
 * exist (the batch's conditional lead insert was refused), is held, or already
 * has a notice. Whether it goes out on its own or in the next summary is
 * decided in the same statement by counting the notices of the last hour, so
 * concurrent leads cannot all squeeze under the ceiling.
 */
export function queueNoticeStatement(d1: D1Database, leadId: string, now: number, ceilingPerHour: number) {
  const nowIso = new Date(now).toISOString();
  return statement(d1, sql`
    INSERT INTO email_outbox (lead_id, status, in_summary, created_at)
    SELECT ${leadId}, 'pending',
      (SELECT count(*) FROM email_outbox WHERE in_summary = 0 AND created_at > ${hourAgoIso(now)}) >= ${ceilingPerHour},
      ${nowIso}
    WHERE EXISTS (SELECT 1 FROM ${forms} WHERE ${forms.id} = ${leadId} AND ${forms.is_spam} = 0)
    ON CONFLICT (lead_id) DO NOTHING`);
}

/**
 * Withdraws a lead's notice that has not gone out, for the batch that holds the
 * lead: once the owner has held a lead, no notice of it may reach the mailbox.
 * A sent or failed row stays as the record of what happened. Releasing the lead
 * queues a fresh notice.
 */
export function withdrawUnsentNotice(d1: D1Database, leadId: string) {
  return database(d1).delete(emailOutbox).where(and(eq(emailOutbox.lead_id, leadId), eq(emailOutbox.status, "pending")));
}

export type NoticeRecord = Pick<OutboxRow, "status" | "in_summary" | "attempts">;

export async function noticeOf(d1: D1Database, leadId: string): Promise<NoticeRecord | undefined> {
  return database(d1)
    .select({ status: emailOutbox.status, in_summary: emailOutbox.in_summary, attempts: emailOutbox.attempts })
    .from(emailOutbox)
    .where(eq(emailOutbox.lead_id, leadId))
    .get();
}

/** The notice went out (note: a Reply-To the mail service refused and the notice went without). */
export async function markNoticeSent(d1: D1Database, leadId: string, note: string | null, nowIso: string): Promise<void> {
  await database(d1)
    .update(emailOutbox)
    .set({ status: "sent", sent_at: nowIso, failed_at: null, last_error: note, attempts: sql`${emailOutbox.attempts} + 1` })
    .where(eq(emailOutbox.lead_id, leadId));
}

/** One attempt failed and will be retried: counted, with the error, for the inbox ("not delivered yet, 3 tries"). */
export async function recordNoticeAttemptFailed(d1: D1Database, leadId: string, error: string): Promise<void> {
  await database(d1)
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, last_error: error })
    .where(and(eq(emailOutbox.lead_id, leadId), eq(emailOutbox.status, "pending")));
}

/** The retries ran out: the daily digest lists the lead as failed until it is handled. */
export async function markNoticeFailed(d1: D1Database, leadId: string, error: string, nowIso: string): Promise<void> {
  await database(d1)
    .update(emailOutbox)
    .set({ status: "failed", failed_at: nowIso, last_error: error })
    .where(and(eq(emailOutbox.lead_id, leadId), eq(emailOutbox.status, "pending")));
}
