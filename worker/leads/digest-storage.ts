/**
 * The daily digest's reads, a few statements per section whatever the day
 * brought: the real leads of the window (listed up to a limit), the held ones
 * (listed only on a quiet day), the counts of both (held ones by reason), and
 * the failed notices of leads not handled yet (listed up to a limit, and
 * counted). Only the columns a digest line shows are read, so a flood day costs
 * the Worker no more CPU than the mail it writes.
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

function inWindow(fromIso: string, untilIso: string) {
  return and(gte(forms.created_at, fromIso), lt(forms.created_at, untilIso));
}

function leadsOf(d1: D1Database, fromIso: string, untilIso: string, held: boolean, limit: number) {
  return database(d1)
    .select({ lead: LEAD_LINE_COLUMNS, notice: noticeColumns })
    .from(forms)
    .leftJoin(emailOutbox, eq(emailOutbox.lead_id, forms.id))
    .where(and(inWindow(fromIso, untilIso), eq(forms.is_spam, held)))
    .orderBy(asc(forms.created_at))
    .limit(limit);
}

/**
 * The digest's reads, one per section, each a step of the DailyDigest workflow
 * of its own (so each stays within the 10 ms of CPU a step may use on a flood
 * day): the real leads of [fromIso, untilIso) with their counts, the held ones
 * by reason, the failed notices of leads not handled yet.
 */
export async function digestReceived(d1: D1Database, fromIso: string, untilIso: string): Promise<Pick<DigestWindowData, "received" | "receivedTotal" | "summarisedTotal">> {
  const db = database(d1);
  const [received, totals] = await db.batch([
    leadsOf(d1, fromIso, untilIso, false, DIGEST_SECTION_LIMIT),
    db
      .select({ count: count(), summarised: sql<number>`coalesce(sum(${emailOutbox.in_summary}), 0)` })
      .from(forms)
      .leftJoin(emailOutbox, eq(emailOutbox.lead_id, forms.id))
      .where(and(inWindow(fromIso, untilIso), eq(forms.is_spam, false))),
  ]);
  return {
    received: received.map(toDigestLead),
    receivedTotal: totals[0]?.count ?? 0,
    summarisedTotal: Number(totals[0]?.summarised ?? 0),
  };
}

export async function digestHeld(d1: D1Database, fromIso: string, untilIso: string): Promise<Pick<DigestWindowData, "held" | "heldTotal" | "heldByReason">> {
  const db = database(d1);
  const [held, tallies] = await db.batch([
    leadsOf(d1, fromIso, untilIso, true, HELD_LIST_LIMIT),
    db
      .select({ reason: forms.spam_reason, count: count() })
      .from(forms)
      .where(and(inWindow(fromIso, untilIso), eq(forms.is_spam, true)))
      .groupBy(forms.spam_reason),
  ]);
  const heldByReason = tallies.map((row) => ({ reason: row.reason, count: row.count })).sort((a, b) => b.count - a.count);
  return { held: held.map(toDigestLead), heldTotal: heldByReason.reduce((sum, row) => sum + row.count, 0), heldByReason };
}

/**
 * Notices that failed for good, of leads the owner has not marked as handled yet (status still
 * "new"): repeated every day until the owner has dealt with the lead, so a failure is never
 * mentioned once and then forgotten.
 */
export async function digestFailedNotices(d1: D1Database): Promise<Pick<DigestWindowData, "failed" | "failedTotal">> {
  const db = database(d1);
  const failedOfNewLeads = and(eq(emailOutbox.status, "failed"), eq(forms.status, "new"));
  const [failed, failedCount] = await db.batch([
    db
      .select({ lead: LEAD_LINE_COLUMNS, notice: noticeColumns })
      .from(emailOutbox)
      .innerJoin(forms, eq(forms.id, emailOutbox.lead_id))
      .where(failedOfNewLeads)
      .orderBy(asc(forms.created_at))
      .limit(DIGEST_SECTION_LIMIT),
    db.select({ count: count() }).from(emailOutbox).innerJoin(forms, eq(forms.id, emailOutbox.lead_id)).where(failedOfNewLeads),
  ]);
  return { failed: failed.map(toDigestLead), failedTotal: failedCount[0]?.count ?? failed.length };
}
