/** The daily digest's reads: two statements, whatever the day brought. */
import { and, asc, eq, gte } from "drizzle-orm";
import { database } from "../db/client";
import { emailOutbox, forms, type LeadRow, type OutboxRow } from "../db/schema";

/** Rows one digest section lists at most; the rest are counted and left to the inbox. */
export const DIGEST_SECTION_LIMIT = 200;

export type DigestNotice = Pick<OutboxRow, "status" | "in_summary" | "attempts" | "last_error" | "sent_at" | "failed_at">;

export interface DigestLead {
  lead: LeadRow;
  /** The lead's notice row; null for a held lead (or one whose notice was never queued). */
  notice: DigestNotice | null;
}

const noticeColumns = {
  status: emailOutbox.status,
  in_summary: emailOutbox.in_summary,
  attempts: emailOutbox.attempts,
  last_error: emailOutbox.last_error,
  sent_at: emailOutbox.sent_at,
  failed_at: emailOutbox.failed_at,
};

function toDigestLead(row: { lead: LeadRow; notice: DigestNotice | null }): DigestLead {
  // A LEFT JOIN without a match gives a notice of nulls.
  return { lead: row.lead, notice: row.notice && row.notice.status ? row.notice : null };
}

/** Every lead received since `sinceIso` (held ones included), oldest first, with its notice. */
export async function leadsSince(d1: D1Database, sinceIso: string): Promise<DigestLead[]> {
  const rows = await database(d1)
    .select({ lead: forms, notice: noticeColumns })
    .from(forms)
    .leftJoin(emailOutbox, eq(emailOutbox.lead_id, forms.id))
    .where(gte(forms.created_at, sinceIso))
    .orderBy(asc(forms.created_at))
    .limit(DIGEST_SECTION_LIMIT * 2)
    .all();
  return rows.map(toDigestLead);
}

/**
 * Notices that failed for good, of leads the owner has not marked as handled
 * yet (status still "new"): repeated every day until the owner has dealt with
 * the lead, so a failure is never mentioned once and then forgotten.
 */
export async function failedNoticesOfNewLeads(d1: D1Database): Promise<DigestLead[]> {
  const rows = await database(d1)
    .select({ lead: forms, notice: noticeColumns })
    .from(emailOutbox)
    .innerJoin(forms, eq(forms.id, emailOutbox.lead_id))
    .where(and(eq(emailOutbox.status, "failed"), eq(forms.status, "new")))
    .orderBy(asc(forms.created_at))
    .limit(DIGEST_SECTION_LIMIT)
    .all();
  return rows.map(toDigestLead);
}
