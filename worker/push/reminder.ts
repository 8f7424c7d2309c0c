/**
 * The nudge before a lead goes cold: a lead still unanswered (status "new", no
 * first response) REMINDER_AFTER_BUSINESS_MINUTES business minutes after it
 * arrived gets one reminder push on every device, "Still waiting: Maria Lopez,
 * 15 min". Run by the five-minute cron, so it comes within five minutes of the
 * mark; counted in business minutes, so a lead from Saturday night is nudged
 * at 8:15 on Monday, not at 9 PM.
 */
import { and, asc, eq, exists, gt, isNull, sql } from "drizzle-orm";
import { addBusinessMinutes } from "../../common/business-hours";
import { database } from "../db/client";
import { forms, pushSubscriptions } from "../db/schema";
import { readConfig, vapidKeys, type Env } from "../platform/env";
import { markRemindersQueued } from "./deliveries";
import { leadPushesStatement } from "./queue";

/**
 * Leads older than this are not nudged any more: a reminder days late (the
 * devices were only added since) would be noise; the digest names them instead.
 */
const REMINDER_HORIZON_MS = 3 * 24 * 60 * 60 * 1000;
/** Leads one cron run looks at: three statements however many there are. */
const REMINDER_BATCH_SIZE = 50;

/** Queues the reminders now due; answers the lead ids reminded. */
export async function queueDueReminders(env: Env, now = new Date()): Promise<string[]> {
  const config = readConfig(env);
  if (!vapidKeys(config)) return [];
  const db = database(env.DB);
  const waiting = await db
    .select({ id: forms.id, created_at: forms.created_at })
    .from(forms)
    .where(
      and(
        eq(forms.is_spam, false),
        eq(forms.status, "new"),
        isNull(forms.first_response_at),
        isNull(forms.reminder_queued_at),
        gt(forms.created_at, new Date(now.getTime() - REMINDER_HORIZON_MS).toISOString()),
        exists(db.select({ one: sql`1` }).from(pushSubscriptions)),
      ),
    )
    .orderBy(asc(forms.created_at))
    .limit(REMINDER_BATCH_SIZE)
    .all();
  const due = waiting
    .filter((lead) => addBusinessMinutes(lead.created_at, config.REMINDER_AFTER_BUSINESS_MINUTES) <= now)
    .map((lead) => lead.id);
  if (due.length === 0) return [];
  await env.DB.batch([
    leadPushesStatement(env.DB, due, now, "reminder"),
    markRemindersQueued(env.DB, due, now.toISOString()),
  ]);
  return due;
}
