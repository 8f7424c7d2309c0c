/**
 * The digest's watermark and retries (table digest_runs). A digest covers
 * exactly the time since the last digest that was sent, up to the run that
 * opens it: a late run leaves no gap, an early one repeats nothing. A digest
 * that cannot be sent stays pending and the five-minute cron tries it again
 * until it goes out, once; the next morning's run extends the pending digest to
 * cover its own day too, rather than opening a second one. Each function is one
 * D1 statement.
 */
import { sql } from "drizzle-orm";
import { database } from "../db/client";
import type { DigestRunRow } from "../db/schema";

/** How long a claimed digest is left alone by other runs while it is being sent. */
export const DIGEST_LEASE_MS = 10 * 60 * 1000;
/** What the very first digest covers (there is no watermark yet). */
export const FIRST_DIGEST_SPAN_MS = 24 * 60 * 60 * 1000;

/**
 * Opens the digest that covers everything since the last one sent, up to now;
 * or, when one is still pending (yesterday's, not sent yet), extends it to now.
 * A pending digest being sent at this moment is left as it is: its mail says
 * what it covers, and the next digest starts where it ends.
 */
export async function openDigestRun(d1: D1Database, now: number): Promise<void> {
  const nowIso = new Date(now).toISOString();
  const firstFromIso = new Date(now - FIRST_DIGEST_SPAN_MS).toISOString();
  await database(d1).run(sql`
    INSERT INTO digest_runs (covers_from, covers_until, status, attempts, created_at)
    SELECT coalesce((SELECT max(covers_until) FROM digest_runs WHERE status = 'sent'), ${firstFromIso}), ${nowIso}, 'pending', 0, ${nowIso}
    WHERE true
    ON CONFLICT (status) WHERE status = 'pending'
    DO UPDATE SET covers_until = excluded.covers_until
    WHERE digest_runs.lease_until IS NULL OR digest_runs.lease_until <= ${nowIso}`);
}

/**
 * Takes the pending digest for one send if no other run holds it: stamps a
 * lease id and counts the attempt before the send, so a run killed mid-send
 * still counts and its lease runs out for the next run. Null when there is
 * nothing to send (or another run is sending it).
 */
export async function claimDigestRun(d1: D1Database, now: number): Promise<DigestRunRow | null> {
  const nowIso = new Date(now).toISOString();
  const rows = await database(d1).all<DigestRunRow>(sql`
    UPDATE digest_runs
    SET lease_id = ${crypto.randomUUID()}, lease_until = ${new Date(now + DIGEST_LEASE_MS).toISOString()}, attempts = attempts + 1
    WHERE status = 'pending' AND (lease_until IS NULL OR lease_until <= ${nowIso})
    RETURNING *`);
  return rows[0] ?? null;
}

/** Marks a claimed digest sent; its covers_until becomes the watermark. False if the lease had passed to another run. */
export async function markDigestSent(d1: D1Database, run: DigestRunRow, sentAtIso: string): Promise<boolean> {
  const result = await database(d1).run(sql`
    UPDATE digest_runs SET status = 'sent', sent_at = ${sentAtIso}, last_error = NULL, lease_id = NULL, lease_until = NULL
    WHERE id = ${run.id} AND lease_id = ${run.lease_id}`);
  return result.meta.changes > 0;
}

/** Leaves a claimed digest pending after a failed send, free for the next run to try. */
export async function releaseFailedDigest(d1: D1Database, run: DigestRunRow, error: string): Promise<void> {
  await database(d1).run(sql`
    UPDATE digest_runs SET last_error = ${error}, lease_id = NULL, lease_until = NULL
    WHERE id = ${run.id} AND lease_id = ${run.lease_id}`);
}
