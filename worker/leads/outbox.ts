/**
 * Sending the owner's notices from the outbox. The lead row is committed before
 * any of this runs, so a mail outage only delays a notice: the request's
 * waitUntil tries once, the cron retries with backoff, and after MAX_ATTEMPTS
 * the row is marked failed with its last error (visible in D1 for the owner).
 */
import { readConfig, type Config, type Env } from "../platform/env";
import {
  claimOutboxRow,
  dueOutboxIds,
  markOutboxFailure,
  markOutboxSent,
} from "./outbox-storage";
import { database } from "../db/client";
import { buildNotice, type Notice } from "./notice";
import { getLead } from "./storage";
import { emailOutbox, type OutboxRow } from "../db/schema";

/** Minutes to wait after the 1st, 2nd, ... failed attempt. */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 240] as const;
/** After this many failed attempts a notice is marked failed and no longer retried. */
export const MAX_SEND_ATTEMPTS = 6;
/** How long a claimed row is left alone by others while a send is under way. */
export const SEND_LEASE_MS = 10 * 60 * 1000;
/** Rows one cron run sends at most; the rest wait five minutes for the next run. */
export const CRON_BATCH_SIZE = 25;

export type DeliveryOutcome = "sent" | "retry" | "failed" | "skipped";

const MINUTE_MS = 60 * 1000;

export function retryDelayMs(failedAttempts: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), RETRY_DELAYS_MINUTES.length) - 1;
  return RETRY_DELAYS_MINUTES[index]! * MINUTE_MS;
}

export async function sendNotice(mailer: SendEmail, config: Config, row: OutboxRow): Promise<void> {
  await mailer.send({
    from: config.MAIL_FROM_NAME ? { email: config.MAIL_FROM, name: config.MAIL_FROM_NAME } : config.MAIL_FROM,
    // The binding only delivers to its destination_address; MAIL_TO names the same address.
    to: config.MAIL_TO,
    subject: row.subject,
    html: row.html,
    text: row.text,
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
  });
}

function describe(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.slice(0, 1000);
}

/** Claims one outbox row if it is due and tries to send it once, recording the outcome. */
export async function deliverOutboxRow(env: Env, id: number, now: Date = new Date()): Promise<DeliveryOutcome> {
  const nowIso = now.toISOString();
  const row = await claimOutboxRow(env.DB, id, nowIso, new Date(now.getTime() + SEND_LEASE_MS).toISOString());
  if (!row) return "skipped";

  const attempts = row.attempts + 1;
  try {
    await sendNotice(env.MAILER, readConfig(env), row);
  } catch (error) {
    const lastError = describe(error);
    const giveUp = attempts >= MAX_SEND_ATTEMPTS;
    console.error(`Notice ${id} for lead ${row.lead_id}: attempt ${attempts} failed${giveUp ? ", giving up" : ""}: ${lastError}`);
    await markOutboxFailure(env.DB, id, {
      attempts,
      lastError,
      nextAttemptAtIso: giveUp ? null : new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
    });
    return giveUp ? "failed" : "retry";
  }
  await markOutboxSent(env.DB, id, attempts, new Date().toISOString());
  return "sent";
}

/** The cron's work: every due pending notice, one send attempt each. */
export async function retryDueNotices(env: Env, now: Date = new Date()): Promise<Record<DeliveryOutcome, number>> {
  const tally: Record<DeliveryOutcome, number> = { sent: 0, retry: 0, failed: 0, skipped: 0 };
  const ids = await dueOutboxIds(env.DB, now.toISOString(), CRON_BATCH_SIZE);
  for (const id of ids) {
    try {
      tally[await deliverOutboxRow(env, id, now)]++;
    } catch (error) {
      // A D1 hiccup on one row must not stop the others; the row stays pending.
      console.error(`Notice ${id}: could not be processed: ${describe(error)}`);
    }
  }
  return tally;
}

/**
 * Adds a pending notice for a lead unless it already has one: the unique index
 * on lead_id makes a second call (a double click, a retry) store nothing.
 */
async function insertPendingNotice(d1: D1Database, leadId: string, notice: Notice, nowIso: string): Promise<void> {
  await database(d1)
    .insert(emailOutbox)
    .values({
      lead_id: leadId,
      subject: notice.subject,
      html: notice.html,
      text: notice.text,
      reply_to: notice.replyTo,
      status: "pending",
      next_attempt_at: nowIso,
      created_at: nowIso,
    })
    .onConflictDoNothing({ target: emailOutbox.lead_id })
    .run();
}

/**
 * Queues the owner's notice for a stored lead, built from the stored row, for
 * the next cron run to send (the inbox's "release a held lead" calls this).
 * Idempotent: a lead has at most one notice row. A lead that no longer exists,
 * or is still held, gets none.
 */
export async function queueNotice(env: Env, leadId: string, now: Date): Promise<void> {
  const lead = await getLead(env.DB, leadId);
  // Held leads are not mailed one by one: release the lead first.
  if (!lead || lead.is_spam) return;
  await insertPendingNotice(env.DB, leadId, buildNotice(lead, readConfig(env)), now.toISOString());
}
