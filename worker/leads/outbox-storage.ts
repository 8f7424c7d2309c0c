/** Queries of the mail outbox; the retry policy lives in outbox.ts. */
import { and, asc, eq, lte } from "drizzle-orm";
import { database } from "../db/client";
import { emailOutbox, type OutboxRow } from "../db/schema";

/** Ids of pending notices due by `nowIso`, oldest first (served by the status+next_attempt_at index). */
export async function dueOutboxIds(d1: D1Database, nowIso: string, limit: number): Promise<number[]> {
  const rows = await database(d1)
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.next_attempt_at, nowIso)))
    .orderBy(asc(emailOutbox.next_attempt_at), asc(emailOutbox.id))
    .limit(limit)
    .all();
  return rows.map((row) => row.id);
}

/**
 * Takes a due pending row for one send by moving its next_attempt_at to
 * `leaseUntilIso` in the same statement that checks it is due. Only one of the
 * request's waitUntil and a concurrent cron run can win, so a notice is not
 * sent twice; if the Worker dies mid-send, the lease runs out and the cron
 * tries again.
 */
export async function claimOutboxRow(
  d1: D1Database,
  id: number,
  nowIso: string,
  leaseUntilIso: string,
): Promise<OutboxRow | undefined> {
  return database(d1)
    .update(emailOutbox)
    .set({ next_attempt_at: leaseUntilIso })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "pending"), lte(emailOutbox.next_attempt_at, nowIso)))
    .returning()
    .get();
}

export async function markOutboxSent(d1: D1Database, id: number, attempts: number, nowIso: string): Promise<void> {
  await database(d1)
    .update(emailOutbox)
    .set({ status: "sent", attempts, sent_at: nowIso, last_error: null })
    .where(eq(emailOutbox.id, id))
    .run();
}

export async function markOutboxFailure(
  d1: D1Database,
  id: number,
  update: { attempts: number; lastError: string; nextAttemptAtIso: string | null },
): Promise<void> {
  await database(d1)
    .update(emailOutbox)
    .set(
      update.nextAttemptAtIso === null
        ? { status: "failed", attempts: update.attempts, last_error: update.lastError }
        : { attempts: update.attempts, last_error: update.lastError, next_attempt_at: update.nextAttemptAtIso },
    )
    .where(eq(emailOutbox.id, id))
    .run();
}

export async function getOutboxRow(d1: D1Database, id: number): Promise<OutboxRow | undefined> {
  return database(d1).select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();
}
