/**
 * The Worker's two cron triggers (wrangler.toml [triggers] crons must list
 * exactly these strings; the handler dispatches on controller.cron):
 * - every five minutes: retry the owner's notices, send the summary of the
 *   leads past the hourly ceiling, and retry a digest that could not be sent;
 *   then the pushes to the owner's phones (due reminders, retries, deferred ones);
 * - daily at 11:00 UTC: the purge, then the owner's digest. Crons run in UTC;
 *   11:00 UTC is 7 AM in Atlanta during daylight saving time (March to
 *   November) and 6 AM in winter. Both come before a painter's working day. A
 *   second trigger to hold 7 AM all year would spend one more of the five cron
 *   triggers a Free plan account has, for one hour's difference in winter.
 * Each run stays well within the 50 D1 statements a Free plan invocation may
 * run: the five-minute run at most 25 for mail (see outbox.ts), one to look
 * for a digest to retry (seven when there is one) and 10 for pushes
 * (push/deliver.ts, push/reminder.ts); the daily run 15.
 */
import { readConfig, type Env } from "./platform/env";
import { errorSummary } from "./platform/log";
import { deliverDueNotices } from "./leads/outbox";
import { sendDailyDigest, sendDueDigest, type DigestOutcome } from "./leads/digest";
import { purgeExpired } from "./retention/purge";
import { deliverDuePushes } from "./push/deliver";
import { queueDueReminders } from "./push/reminder";

export const CRONS = {
  notices: "*/5 * * * *",
  daily: "0 11 * * *",
} as const;

async function runDaily(env: Env): Promise<void> {
  // The purge first, and on its own: a mail outage must not keep data past its time.
  try {
    const purged = await purgeExpired(env.DB, readConfig(env));
    console.log("Purge:", JSON.stringify(purged));
  } catch (error) {
    console.error(`Purge failed: ${errorSummary(error)}`);
  }
  try {
    logDigest(await sendDailyDigest(env));
  } catch (error) {
    console.error(`Digest could not be opened or sent: ${errorSummary(error)}`);
  }
}

function logDigest(digest: DigestOutcome): void {
  if (digest.sent) {
    const { data } = digest;
    console.log(`Digest sent: ${data.receivedTotal} leads, ${data.heldTotal} held, ${data.failedTotal} failed notices`);
  }
}

/** A digest that could not be sent is tried again every five minutes until it goes out (one statement when none waits). */
async function retryDigest(env: Env): Promise<void> {
  try {
    logDigest(await sendDueDigest(env));
  } catch (error) {
    console.error(`Digest retry failed: ${errorSummary(error)}`);
  }
}

/**
 * The owner's phones: queue the reminders now due, then send every due push
 * (those reminders, retries, and leads held back for a business-hours-only
 * device). At most 10 D1 statements. A failure here must not hide the notices' tally.
 */
async function runPushes(env: Env): Promise<void> {
  try {
    const reminded = await queueDueReminders(env);
    const tally = await deliverDuePushes(env);
    if (reminded.length || tally.sent || tally.retry || tally.failed || tally.removed) {
      console.log("Pushes:", JSON.stringify({ reminders: reminded.length, ...tally }));
    }
  } catch (error) {
    console.error(`Pushes could not be delivered: ${errorSummary(error)}`);
  }
}

export async function runScheduled(cron: string, env: Env): Promise<void> {
  switch (cron) {
    case CRONS.notices: {
      const tally = await deliverDueNotices(env);
      if (tally.sent || tally.retry || tally.failed || tally.summarised) console.log("Notices:", JSON.stringify(tally));
      await retryDigest(env);
      await runPushes(env);
      return;
    }
    case CRONS.daily:
      return runDaily(env);
    default:
      console.error(`Unknown cron "${cron}"; expected one of: ${Object.values(CRONS).join(" | ")}`);
  }
}
