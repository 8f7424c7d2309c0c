/** The daily digest's reads about speed to lead: two statements. */
import { and, asc, eq, gte, inArray, isNull } from "drizzle-orm";
import { database } from "../db/client";
import { forms, pushDeliveries, pushSubscriptions } from "../db/schema";
import { DIGEST_SECTION_LIMIT } from "../leads/digest-storage";
import type { LeadLineFields } from "../leads/notice";
import { LEAD_LINE_COLUMNS } from "../leads/storage";

export interface FailedPush {
  lead: LeadLineFields;
  kind: "lead" | "reminder";
  device: string;
  last_error: string | null;
}

export interface SpeedToLeadDigest {
  /** Leads of the last WAITING_HORIZON_DAYS nobody has answered yet (still new, no first response), oldest first. */
  waiting: LeadLineFields[];
  /** Pushes of a lead that ran out of retries in the digest's window. */
  failedPushes: FailedPush[];
}

/**
 * How far back the digest looks for unanswered leads: a long weekend, so a
 * Friday lead is still named on Tuesday morning. Older ones are past saving by
 * speed; the inbox lists them under New.
 */
export const WAITING_HORIZON_DAYS = 3;

/** `sinceIso`: the digest's window start, for the failed pushes; `until`: the digest's time. */
export async function speedToLeadDigest(d1: D1Database, sinceIso: string, until: Date): Promise<SpeedToLeadDigest> {
  const db = database(d1);
  const waitingSince = new Date(until.getTime() - WAITING_HORIZON_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const [waiting, failed] = await Promise.all([
    // Only the columns a digest line shows, as the digest's other reads: a flood day's 200
    // waiting leads with their messages cost the daily cron most of its CPU.
    db
      .select(LEAD_LINE_COLUMNS)
      .from(forms)
      .where(
        and(eq(forms.is_spam, false), eq(forms.status, "new"), isNull(forms.first_response_at), gte(forms.created_at, waitingSince)),
      )
      .orderBy(asc(forms.created_at))
      .limit(DIGEST_SECTION_LIMIT)
      .all(),
    db
      .select({
        lead: LEAD_LINE_COLUMNS,
        kind: pushDeliveries.kind,
        label: pushSubscriptions.label,
        endpoint: pushSubscriptions.endpoint,
        last_error: pushDeliveries.last_error,
      })
      .from(pushDeliveries)
      .innerJoin(forms, eq(forms.id, pushDeliveries.lead_id))
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscription_id))
      .where(
        and(
          eq(pushDeliveries.status, "failed"),
          inArray(pushDeliveries.kind, ["lead", "reminder"]),
          gte(pushDeliveries.failed_at, sinceIso),
        ),
      )
      .orderBy(asc(pushDeliveries.failed_at))
      .limit(DIGEST_SECTION_LIMIT)
      .all(),
  ]);
  return {
    waiting,
    failedPushes: failed.map((row) => ({
      lead: row.lead,
      kind: row.kind === "reminder" ? "reminder" : "lead",
      device: row.label || new URL(row.endpoint).host,
      last_error: row.last_error,
    })),
  };
}
