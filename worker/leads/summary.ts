/**
 * The summary mail of the leads that came in past the hourly ceiling of
 * individual notices (NOTICE_CEILING_PER_HOUR), sent by the five-minute cron:
 * a burst (a local news mention, a bot past the screens) must not bury the
 * owner's mailbox, but no lead may go unmentioned. Those leads' journeys send
 * no notice of their own (their pushes and reminder go as usual). A summary
 * that cannot be sent is tried again at the next cron run, for three days, then
 * its leads are recorded failed and the daily digest names them. Three D1
 * statements whatever the number of leads; the mail send has its timeout, so
 * one run cannot outlast the next.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { database } from "../db/client";
import { emailOutbox, forms } from "../db/schema";
import { readConfig, type Env } from "../platform/env";
import { errorSummary } from "../platform/log";
import { describeError, mailOwner } from "./mail";
import { renderSummary } from "./notice";
import { LEAD_LINE_COLUMNS } from "./storage";

/** Leads one summary mail lists at most; more go in the next run's. */
export const SUMMARY_BATCH_SIZE = 100;
/** How long a summary's leads are retried before they are recorded failed. */
export const SUMMARY_RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

export type SummaryOutcome = { summarised: number; failed: number; error?: string };

export async function sendDueSummary(env: Env, now = Date.now()): Promise<SummaryOutcome> {
  const db = database(env.DB);
  const leads = await db
    .select(LEAD_LINE_COLUMNS)
    .from(emailOutbox)
    .innerJoin(forms, eq(forms.id, emailOutbox.lead_id))
    .where(and(eq(emailOutbox.status, "pending"), eq(emailOutbox.in_summary, true), eq(forms.is_spam, false)))
    .orderBy(asc(forms.created_at))
    .limit(SUMMARY_BATCH_SIZE)
    .all();
  if (leads.length === 0) return { summarised: 0, failed: 0 };
  const ids = leads.map((lead) => lead.id);
  const nowIso = new Date(now).toISOString();
  try {
    await mailOwner(env, renderSummary(leads, readConfig(env)));
  } catch (error) {
    console.error(`Summary of ${ids.length} notices failed; the next run tries again: ${errorSummary(error)}`);
    const giveUpBefore = new Date(now - SUMMARY_RETRY_WINDOW_MS).toISOString();
    const given = await db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        last_error: describeError(error),
        status: sql`CASE WHEN ${emailOutbox.created_at} < ${giveUpBefore} THEN 'failed' ELSE 'pending' END`,
        failed_at: sql`CASE WHEN ${emailOutbox.created_at} < ${giveUpBefore} THEN ${nowIso} ELSE NULL END`,
      })
      .where(and(inArray(emailOutbox.lead_id, ids), eq(emailOutbox.status, "pending")))
      .returning({ status: emailOutbox.status })
      .all();
    return { summarised: 0, failed: given.filter((row) => row.status === "failed").length, error: errorSummary(error) };
  }
  await db
    .update(emailOutbox)
    .set({ status: "sent", sent_at: nowIso, attempts: sql`${emailOutbox.attempts} + 1`, last_error: null })
    .where(and(inArray(emailOutbox.lead_id, ids), eq(emailOutbox.status, "pending")));
  return { summarised: ids.length, failed: 0 };
}

