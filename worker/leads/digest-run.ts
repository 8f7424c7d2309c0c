/**
 * What each day's digest covers (table digest_runs, one row per day). A digest
 * covers from the end of the last digest sent to DIGEST_LAG_MS before the run
 * that opens it: a lead's time is taken when its request starts and it is
 * written a moment later, so the window ends behind "now" and a lead timed
 * just before the digest but written just after it is read falls in the next
 * one, never between two. Opening is idempotent (the day's row is made once),
 * so the workflow's step can run again safely.
 */
import { sql } from "drizzle-orm";
import { database } from "../db/client";

/** How far behind the run's clock a digest's window ends (a request's write takes far less). */
export const DIGEST_LAG_MS = 2 * 60 * 1000;
/** What the very first digest covers (there is no watermark yet). */
export const FIRST_DIGEST_SPAN_MS = 24 * 60 * 60 * 1000;

export interface DigestRun {
  day: string;
  from: string;
  until: string;
  status: "pending" | "sent" | "failed";
}

/** The day's digest run, opened now if it is not yet: [end of the last sent digest, now - DIGEST_LAG_MS). */
export async function openDigestRun(d1: D1Database, day: string, now: number): Promise<DigestRun> {
  const untilIso = new Date(now - DIGEST_LAG_MS).toISOString();
  const firstFromIso = new Date(now - DIGEST_LAG_MS - FIRST_DIGEST_SPAN_MS).toISOString();
  const db = database(d1);
  await db.run(sql`
    INSERT INTO digest_runs (day, covers_from, covers_until, status, attempts, created_at)
    SELECT ${day}, coalesce((SELECT max(covers_until) FROM digest_runs WHERE status = 'sent'), ${firstFromIso}), ${untilIso}, 'pending', 0, ${new Date(now).toISOString()}
    WHERE true
    ON CONFLICT (day) DO NOTHING`);
  const [row] = await db.all<{ covers_from: string; covers_until: string; status: DigestRun["status"] }>(
    sql`SELECT covers_from, covers_until, status FROM digest_runs WHERE day = ${day}`,
  );
  if (!row) throw new Error(`Digest run ${day} was not stored`);
  return { day, from: row.covers_from, until: row.covers_until, status: row.status };
}

export async function markDigestSent(d1: D1Database, day: string, nowIso: string): Promise<void> {
  await database(d1).run(sql`
    UPDATE digest_runs SET status = 'sent', sent_at = ${nowIso}, last_error = NULL, attempts = attempts + 1 WHERE day = ${day}`);
}

/** The mail's retries ran out: the next day's digest covers this window too (it starts from the last one sent). */
export async function markDigestFailed(d1: D1Database, day: string, error: string): Promise<void> {
  await database(d1).run(sql`
    UPDATE digest_runs SET status = 'failed', last_error = ${error} WHERE day = ${day} AND status = 'pending'`);
}

/** Whether today's digest has been opened (the five-minute cron starts it if the daily cron's start failed). */
export async function digestRunExists(d1: D1Database, day: string): Promise<boolean> {
  const [row] = await database(d1).all<{ one: number }>(sql`SELECT 1 AS one FROM digest_runs WHERE day = ${day}`);
  return Boolean(row);
}
