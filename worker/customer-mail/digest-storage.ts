/** The owner's digest reads here which customers' confirmations failed after every retry, in its window (one statement). */
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { database } from "../db/client";
import { customerMails, forms } from "../db/schema";
import { LEAD_LINE_COLUMNS } from "../leads/storage";
import type { LeadLineFields } from "../leads/notice";

export async function failedConfirmations(d1: D1Database, fromIso: string, untilIso: string): Promise<LeadLineFields[]> {
  return database(d1)
    .select(LEAD_LINE_COLUMNS)
    .from(customerMails)
    .innerJoin(forms, eq(forms.id, customerMails.lead_id))
    .where(
      and(
        eq(customerMails.kind, "confirmation"),
        eq(customerMails.status, "failed"),
        gte(customerMails.failed_at, fromIso),
        lt(customerMails.failed_at, untilIso),
      ),
    )
    .orderBy(asc(forms.created_at))
    .limit(200)
    .all();
}
