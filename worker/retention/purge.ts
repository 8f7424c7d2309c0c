/**
 * The scheduled purge: what the site keeps, and for how long (days set in
 * wrangler.toml [vars]):
 * - phone clicks: PHONE_CLICK_RETENTION_DAYS (400: a year of stats plus a month to compare);
 * - a held lead (is_spam = 1), whether the spam screens held it or the owner
 *   marked it Spam: HELD_SPAM_RETENTION_DAYS (30: time enough to spot and release
 *   a real customer held by mistake) counted from held_at, when it was held, never
 *   from when it arrived, with any notice and push row it has. A lead the owner
 *   pinned (pinned = 1) stays until the owner unpins or erases it;
 * - push delivery rows, test pushes included: PUSH_ROW_RETENTION_DAYS (30) after
 *   they were sent or failed (see push-rows.ts);
 * - a notice's error text (the only notice data that can quote an address):
 *   NOTICE_RETENTION_DAYS after it was sent or failed. The row itself (status,
 *   attempts, times) stays as the lead's delivery record.
 * A real lead (not held) is never purged automatically: it is the owner's
 * customer record, erased only on request (from the inbox).
 */
import { and, eq, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import { database } from "../db/client";
import { emailOutbox, forms, phoneClicks, pushDeliveries } from "../db/schema";
import type { Config } from "../platform/env";
import { PUSH_ROW_RETENTION_DAYS, purgePushRows } from "./push-rows";

const DAY_MS = 24 * 60 * 60 * 1000;

export type RetentionConfig = Pick<
  Config,
  "PHONE_CLICK_RETENTION_DAYS" | "HELD_SPAM_RETENTION_DAYS" | "NOTICE_RETENTION_DAYS"
>;

export interface PurgeTally {
  phoneClicks: number;
  heldLeads: number;
  noticeErrors: number;
  pushRows: number;
}

function cutoff(now: number, days: number): string {
  return new Date(now - days * DAY_MS).toISOString();
}

/** Six statements in one D1 batch (one transaction). */
export async function purgeExpired(d1: D1Database, config: RetentionConfig, now: number = Date.now()): Promise<PurgeTally> {
  const db = database(d1);
  const clicksBefore = cutoff(now, config.PHONE_CLICK_RETENTION_DAYS);
  const heldBefore = cutoff(now, config.HELD_SPAM_RETENTION_DAYS);
  const noticesBefore = cutoff(now, config.NOTICE_RETENTION_DAYS);
  const pushRowsBefore = cutoff(now, PUSH_ROW_RETENTION_DAYS);
  // The screens' holds and the owner's ("Spam") on one clock: a held lead's user agent and IP hash are not kept forever.
  const expiredHeld = and(eq(forms.is_spam, true), eq(forms.pinned, false), lt(forms.held_at, heldBefore));

  const expiredHeldIds = db.select({ id: forms.id }).from(forms).where(expiredHeld);
  const [clicks, , , held, notices, pushRows] = await db.batch([
    db.delete(phoneClicks).where(lt(phoneClicks.created_at, clicksBefore)),
    // Spelled out rather than left to the foreign key's cascade, which depends on a per-connection pragma.
    db.delete(emailOutbox).where(inArray(emailOutbox.lead_id, expiredHeldIds)),
    // A held lead that was released and held again can have push rows.
    db.delete(pushDeliveries).where(inArray(pushDeliveries.lead_id, expiredHeldIds)),
    db.delete(forms).where(expiredHeld),
    db
      .update(emailOutbox)
      .set({ last_error: null })
      .where(
        and(
          isNotNull(emailOutbox.last_error),
          ne(emailOutbox.status, "pending"),
          lt(sql`coalesce(${emailOutbox.sent_at}, ${emailOutbox.failed_at}, ${emailOutbox.created_at})`, noticesBefore),
        ),
      ),
    purgePushRows(db, pushRowsBefore),
  ]);
  return {
    phoneClicks: clicks.meta.changes,
    heldLeads: held.meta.changes,
    noticeErrors: notices.meta.changes,
    pushRows: pushRows.meta.changes,
  };
}
