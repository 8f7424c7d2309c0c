/** The owner's digest reads here which customers' confirmations failed after every retry, in its window. */
import { sql } from "drizzle-orm";
import { database } from "../db/client";
import { getLeadLines } from "../leads/storage";
import type { LeadLineFields } from "../leads/notice";

export async function failedConfirmations(d1: D1Database, fromIso: string, untilIso: string): Promise<LeadLineFields[]> {
  const failed = await database(d1).all<{ lead_id: string }>(sql`
    SELECT lead_id FROM customer_mails
    WHERE kind = 'confirmation' AND status = 'failed' AND failed_at >= ${fromIso} AND failed_at < ${untilIso}
    LIMIT 200`);
  return getLeadLines(d1, failed.map((row) => row.lead_id));
}
