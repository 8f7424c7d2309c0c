/**
 * The Worker's two cron triggers (wrangler.toml [triggers] crons must list
 * exactly these strings; the handler dispatches on controller.cron). Anything
 * that must happen later or again runs as a Workflow (worker/journey/); the
 * crons only make sure each one is started:
 * - every five minutes: start the journey of any accepted lead that has none
 *   (its create failed, or Workflows was out), send the summary of the leads
 *   past the hourly notice ceiling, and start today's digest if the daily run
 *   could not;
 * - daily at 11:00 UTC: the purge, then today's digest workflow. Crons run in
 *   UTC; 11:00 UTC is 7 AM in Atlanta during daylight saving time (March to
 *   November) and 6 AM in winter, before a painter's working day either way.
 * Each part has its own try/catch, so a fault in one never stops the others;
 * the summary's mail send has a timeout, so a run cannot outlast the next.
 */
import { readConfig, type Env } from "./platform/env";
import { errorSummary } from "./platform/log";
import { purgeExpired } from "./retention/purge";
import { sendDueSummary } from "./leads/summary";
import { digestRunExists } from "./leads/digest-run";
import { sweepJourneys } from "./journey/start";
import { digestDay, digestInstanceId } from "./journey/daily-digest";

export const CRONS = {
  notices: "*/5 * * * *",
  daily: "0 11 * * *",
} as const;

/** The daily cron's UTC hour: from then on, today's digest must exist. */
const DIGEST_HOUR_UTC = 11;

async function attempt(what: string, job: () => Promise<void>): Promise<void> {
  try {
    await job();
  } catch (error) {
    console.error(`${what} failed: ${errorSummary(error)}`);
  }
}

/** Starts the day's digest workflow; a second start of the same day is harmless (same instance id). */
export async function startDigest(env: Env, now: Date): Promise<void> {
  const day = digestDay(now);
  try {
    await env.DAILY_DIGEST.create({ id: digestInstanceId(day), params: { day } });
  } catch (error) {
    if (!(error instanceof Error && /already exists|already_exists|instance.*exists/i.test(error.message))) throw error;
  }
}

async function runEveryFiveMinutes(env: Env, now: Date): Promise<void> {
  await attempt("Starting journeys", async () => {
    const tally = await sweepJourneys(env, now.getTime());
    if (tally.started || tally.failed) console.log("Journeys started by the cron:", JSON.stringify(tally));
  });
  await attempt("Summary of notices past the ceiling", async () => {
    const outcome = await sendDueSummary(env, now.getTime());
    if (outcome.summarised || outcome.failed || outcome.error) console.log("Summary:", JSON.stringify(outcome));
  });
  if (now.getUTCHours() >= DIGEST_HOUR_UTC) {
    await attempt("Starting today's digest", async () => {
      if (!(await digestRunExists(env.DB, digestDay(now)))) await startDigest(env, now);
    });
  }
}

async function runDaily(env: Env, now: Date): Promise<void> {
  // The purge first, and on its own: a mail outage must not keep data past its time.
  await attempt("Purge", async () => {
    console.log("Purge:", JSON.stringify(await purgeExpired(env.DB, readConfig(env))));
  });
  await attempt("Starting the digest", () => startDigest(env, now));
}

export async function runScheduled(cron: string, env: Env, now = new Date()): Promise<void> {
  switch (cron) {
    case CRONS.notices:
      return runEveryFiveMinutes(env, now);
    case CRONS.daily:
      return runDaily(env, now);
    default:
      console.error(`Unknown cron "${cron}"; expected one of: ${Object.values(CRONS).join(" | ")}`);
  }
}
