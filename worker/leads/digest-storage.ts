/**
 * The daily digest's reads, in one D1 batch whatever the day brought: the real
 * leads of the window (listed up to a limit), the held ones (listed only on a
 * quiet day), the counts of both (held ones by reason), and the failed notices
 * of leads not handled yet (listed up to a limit, and counted). Only the columns a digest line shows are read, so
 * a flood day costs the Worker no more CPU than the mail it writes.
 */
import { and, asc, count, eq, gte, lt, sql } from "drizzle-orm";
import { database } from "../db/client";
import { emailOutbox, forms, type OutboxRow } from "../db/schema";
import { LEAD_LINE_COLUMNS } from "./storage";
import type { LeadLineFields } from "./notice";

/** Real leads one digest lists at most; past it the digest says how many more and links to the inbox's view of them. */
export const DIGEST_SECTION_LIMIT = 200;
/** Held leads listed one by one only up to this many; past it they are summed up by reason, with a link. */
export const HELD_LIST_LIMIT = 20;

export type DigestNotice = Pick<OutboxRow, "status" | "in_summary" | "attempts" | "last_error" | "sent_at" | "failed_at">;

/** The lead columns a digest line shows (see leadLine in notice.ts). */
export type DigestLeadFields = LeadLineFields;

export interface DigestLead {
  lead: DigestLeadFields;
  /** The lead's notice row; null for a held lead (or one whose notice was never queued). */
  notice: DigestNotice | null;
}

/** How many held leads of the window the screens held for one reason. */
export interface HeldReasonCount {
  reason: string | null;
  count: number;
}

export interface DigestWindowData {
  /** The real leads of the window, oldest first, at most DIGEST_SECTION_LIMIT. */
  received: DigestLead[];
  receivedTotal: number;
  /** Of all the window's real leads, those that went (or will go) out in a summary mail. */
  summarisedTotal: number;
  /** The held leads of the window, oldest first, at most HELD_LIST_LIMIT. */
  held: DigestLead[];
  heldTotal: number;
  heldByReason: HeldReasonCount[];
  /** Failed notices of leads still marked new, oldest lead first, at most DIGEST_SECTION_LIMIT. */
  failed: DigestLead[];
  failedTotal: number;
}


const noticeColumns = {
  status: emailOutbox.status,
  in_summary: emailOutbox.in_summary,
  attempts: emailOutbox.attempts,
  last_error: emailOutbox.last_error,
  sent_at: emailOutbox.sent_at,
  failed_at: emailOutbox.failed_at,
};

function toDigestLead(row: { lead: DigestLeadFields; notice: DigestNotice | null }): DigestLead {
  // A LEFT JOIN without a match gives a notice of nulls.
  return { lead: row.lead, notice: row.notice && row.notice.status ? row.notice : null };
}

/** Everything the digest of [fromIso, untilIso) shows: one batch of five statements. */
export async function digestWindow(d1: D1Database, fromIso: string, untilIso: string): Promise<DigestWindowData> {
  const db = database(d1);
  const inWindow = and(gte(forms.created_at, fromIso), lt(forms.created_at, untilIso));
  const leadsOf = (held: boolean, limit: number) =>
    db
      .select({ lead: LEAD_LINE_COLUMNS, notice: noticeColumns })
      .from(forms)
      .leftJoin(emailOutbox, eq(emailOutbox.lead_id, forms.id))
      .where(and(inWindow, eq(forms.is_spam, held)))
      .orderBy(asc(forms.created_at))
      .limit(limit);
  const failedOfNewLeads = and(eq(emailOutbox.status, "failed"), eq(forms.status, "new"));
  const [received, held, tallies, failed, failedCount] = await db.batch([
    leadsOf(false, DIGEST_SECTION_LIMIT),
    leadsOf(true, HELD_LIST_LIMIT),
    db
      .select({
        is_spam: forms.is_spam,
        reason: forms.spam_reason,
        count: count(),
        summarised: sql<number>`coalesce(sum(${emailOutbox.in_summary}), 0)`,
      })
      .from(forms)
      .leftJoin(emailOutbox, eq(emailOutbox.lead_id, forms.id))
      .where(inWindow)
      .groupBy(forms.is_spam, forms.spam_reason),
    db
      .select({ lead: LEAD_LINE_COLUMNS, notice: noticeColumns })
      .from(emailOutbox)
      .innerJoin(forms, eq(forms.id, emailOutbox.lead_id))
      .where(failedOfNewLeads)
      .orderBy(asc(forms.created_at))
      .limit(DIGEST_SECTION_LIMIT),
    db.select({ count: count() }).from(emailOutbox).innerJoin(forms, eq(forms.id, emailOutbox.lead_id)).where(failedOfNewLeads),
  ]);
  const real = tallies.filter((row) => !row.is_spam);
  const heldByReason = tallies
    .filter((row) => row.is_spam)
    .map((row) => ({ reason: row.reason, count: row.count }))
    .sort((a, b) => b.count - a.count);
  return {
    received: received.map(toDigestLead),
    receivedTotal: real.reduce((sum, row) => sum + row.count, 0),
    summarisedTotal: real.reduce((sum, row) => sum + Number(row.summarised), 0),
    held: held.map(toDigestLead),
    heldTotal: heldByReason.reduce((sum, row) => sum + row.count, 0),
    heldByReason,
    // Notices that failed for good, of leads the owner has not marked as handled yet (status still
    // "new"): repeated every day until the owner has dealt with the lead, so a failure is never
    // mentioned once and then forgotten.
    failed: failed.map(toDigestLead),
    failedTotal: failedCount[0]?.count ?? failed.length,
  };
}
