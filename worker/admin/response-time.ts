/**
 * The clock on every lead: when the owner first answered it, and how long that
 * took in business minutes (a lead sent at 9 PM and answered at 8:10 the next
 * morning was answered in 10 minutes of the working day, which is what the
 * owner can act on). The first answer is the first tap on call, text or e-mail
 * in the inbox, or the first status change away from "new", whichever comes
 * first; it is set once and never moved.
 */
import type { InboxStats } from "../../common/inbox";
import { and, eq, isNull, sql } from "drizzle-orm";
import { businessMinutesBetween } from "../../common/business-hours";
import { database } from "../db/client";
import { forms, type FirstResponseHow, type LeadRow } from "../db/schema";

/** The owner's taps the inbox reports; "status" is recorded by the status change itself. */
export const RESPONSE_TAPS = ["call", "text", "email"] as const satisfies readonly FirstResponseHow[];

/** Records the first response unless one is recorded: "first" when this was it, "again" when one was, or no such lead. */
export async function recordFirstResponse(
  d1: D1Database,
  id: string,
  how: FirstResponseHow,
  nowIso: string,
): Promise<"first" | "again" | "not_found"> {
  const db = database(d1);
  const [first, exists] = await db.batch([
    db
      .update(forms)
      .set({ first_response_at: nowIso, first_response_how: how })
      .where(and(eq(forms.id, id), isNull(forms.first_response_at)))
      .returning({ id: forms.id }),
    db.select({ id: forms.id }).from(forms).where(eq(forms.id, id)),
  ]);
  if (exists.length === 0) return "not_found";
  return first.length > 0 ? "first" : "again";
}

/**
 * The columns that record a status change away from "new" as the first
 * response, for the update that changes the status: kept when one is already
 * recorded, so only the first answer counts.
 */
export function firstResponseByStatus(nowIso: string) {
  return {
    first_response_how: sql<FirstResponseHow>`coalesce(${forms.first_response_how}, 'status')`,
    first_response_at: sql<string>`coalesce(${forms.first_response_at}, ${nowIso})`,
  };
}

/** When the lead's response clock started: its arrival, or its release from Held. */
export function clockStart(lead: Pick<LeadRow, "created_at" | "clock_started_at">): string {
  return lead.clock_started_at ?? lead.created_at;
}

/** Business minutes from the clock's start to the first answer, to a tenth; null while unanswered. */
export function responseBusinessMinutes(lead: Pick<LeadRow, "created_at" | "clock_started_at" | "first_response_at">): number | null {
  if (!lead.first_response_at) return null;
  return Math.round(businessMinutesBetween(clockStart(lead), lead.first_response_at) * 10) / 10;
}

/** One week of the dashboard's response times, as the inbox API answers it (common/inbox.ts). */
export type WeeklyResponseTimes = InboxStats["response_times"][number];

/** The p-th percentile (0-1) of sorted values, nearest rank: always a time some lead really took. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

/** One week's figures from the business minutes of the leads answered that week (by arrival). */
export function weeklyResponseTimes(week_start: string, minutes: number[]): WeeklyResponseTimes {
  if (minutes.length === 0) {
    return { week_start, answered: 0, median_business_minutes: null, p90_business_minutes: null, share_within_5_min: null, share_within_hour: null };
  }
  const sorted = [...minutes].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    week_start,
    answered: sorted.length,
    median_business_minutes: round(median),
    p90_business_minutes: round(percentile(sorted, 0.9)),
    share_within_5_min: sorted.filter((value) => value <= 5).length / sorted.length,
    share_within_hour: sorted.filter((value) => value <= 60).length / sorted.length,
  };
}
