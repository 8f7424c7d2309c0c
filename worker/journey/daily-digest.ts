/**
 * The owner's daily digest as a Workflow instance per day (id
 * "digest-<Atlanta date>", so the daily cron and the five-minute cron's check
 * can both start it without a second digest). Each section is read in a step
 * of its own, so each stays within the 10 ms of CPU a step may use on a flood
 * day, and the mail is sent with retries for most of a day; a digest whose
 * retries run out is recorded failed and the next day's covers its window too.
 */
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { localDate } from "../../common/local-time";
import { readConfig, type Env } from "../platform/env";
import { errorSummary } from "../platform/log";
import { mailOwner } from "../leads/mail";
import { renderDigest } from "../leads/digest";
import { digestFailedNotices, digestHeld, digestReceived } from "../leads/digest-storage";
import { markDigestFailed, markDigestSent, openDigestRun } from "../leads/digest-run";
import { speedToLeadDigest } from "../push/digest-storage";
import { failedConfirmations } from "../customer-mail/digest-storage";
import { applyLiveHours } from "../site/live-content";
import { CALL_TIMEOUT_MS, STEP, withTimeout } from "./step-config";

export interface DigestParams {
  /** The Atlanta date the digest is for (YYYY-MM-DD). */
  day: string;
}

export const DIGEST_STEPS = {
  open: "open the digest's window",
  received: "read the new leads",
  held: "read the held leads",
  failed: "read the failed notices",
  speed: "read the leads still waiting and failed pushes",
  confirmations: "read the customers' failed confirmations",
  mail: "mail the digest",
  failedMail: "record the digest as failed",
} as const;

export function digestInstanceId(day: string): string {
  return `digest-${day}`;
}

/** Today's digest instance (for the daily cron): the Atlanta date at `now`. */
export function digestDay(now: Date): string {
  return localDate(now);
}

function d1<T>(call: Promise<T>): Promise<T> {
  return withTimeout(call, CALL_TIMEOUT_MS.d1, "D1");
}

export class DailyDigest extends WorkflowEntrypoint<Env, DigestParams> {
  override async run(event: Readonly<WorkflowEvent<DigestParams>>, step: WorkflowStep): Promise<void> {
    const env = this.env;
    const { day } = event.payload;
    // A fresh invocation: the digest's business-hours figures use the hours the live site shows.
    await applyLiveHours(env);
    const run = await step.do(DIGEST_STEPS.open, STEP.record, () => d1(openDigestRun(env.DB, day, Date.now())));
    if (run.status !== "pending") return;
    const received = await step.do(DIGEST_STEPS.received, STEP.record, () => d1(digestReceived(env.DB, run.from, run.until)));
    const held = await step.do(DIGEST_STEPS.held, STEP.record, () => d1(digestHeld(env.DB, run.from, run.until)));
    const failed = await step.do(DIGEST_STEPS.failed, STEP.record, () => d1(digestFailedNotices(env.DB)));
    const speed = await step.do(DIGEST_STEPS.speed, STEP.record, () => d1(speedToLeadDigest(env.DB, run.from, new Date(run.until))));
    const confirmations = await step.do(DIGEST_STEPS.confirmations, STEP.record, () => d1(failedConfirmations(env.DB, run.from, run.until)));
    try {
      await step.do(DIGEST_STEPS.mail, STEP.digestMail, async () => {
        // A re-run after the mail went out but before this step was recorded finds the day sent.
        const again = await d1(openDigestRun(env.DB, day, Date.now()));
        if (again.status !== "pending") return;
        const data = { from: new Date(run.from), until: new Date(run.until), ...received, ...held, ...failed, speed, failedConfirmations: confirmations };
        await mailOwner(env, renderDigest(data, readConfig(env)));
        await d1(markDigestSent(env.DB, day, new Date().toISOString()));
        console.log(`Digest ${day} sent: ${received.receivedTotal} leads, ${held.heldTotal} held, ${failed.failedTotal} failed notices`);
      });
    } catch (error) {
      console.error(`Digest ${day} could not be sent; the next digest covers its window: ${errorSummary(error)}`);
      await step.do(DIGEST_STEPS.failedMail, STEP.record, () => d1(markDigestFailed(env.DB, day, errorSummary(error))));
    }
  }
}
