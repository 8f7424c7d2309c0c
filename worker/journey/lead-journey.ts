/**
 * A lead's journey: everything that must happen after an accepted lead is
 * stored, as one Cloudflare Workflow instance per lead (id = the lead id, so
 * starting it twice is harmless). Its branches run side by side, so a mail
 * outage never delays a buzz and a dead phone never delays another:
 *
 * 1. plan: read the lead, its notice row and the devices once (a step, so a
 *    re-run sees the same plan);
 * 2. the owner's notice (unless it waits for the summary past the hourly ceiling);
 * 3. one push per device, a business-hours-only device first sleeping until
 *    the business opens;
 * 4. the reminder: wait for the owner's first answer (the "answered" event the
 *    inbox sends), and if none comes within REMINDER_AFTER_BUSINESS_MINUTES
 *    business minutes of the clock's start, push "Still waiting" to every device.
 *
 * To add a step (the customer's confirmation mail, a booking): write it as a
 * function of env in steps.ts that reads D1 before it acts and records after,
 * give it a config in step-config.ts, and add a branch to BRANCHES below.
 * Every step's outcome is in D1; a step that runs out of retries is recorded
 * failed there (the daily digest lists it) and the journey goes on.
 */
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import type { Env } from "../platform/env";
import { errorSummary } from "../platform/log";
import { applyLiveHours } from "../site/live-content";
import { STEP } from "./step-config";
import { sendCustomerConfirmation } from "../customer-mail/confirmation";
import {
  devicesToRemind,
  noticeGaveUp,
  planJourney,
  pushGaveUp,
  pushToDevice,
  sendLeadNotice,
  type JourneyParams,
  type JourneyPlan,
} from "./steps";
import type { LeadPushKind } from "../push/deliveries";

/** The event the inbox sends on the owner's first answer to the lead. */
export const ANSWERED_EVENT = "answered";

/** Step names, also used by the tests to drive faults into a given step. */
export const STEP_NAMES = {
  plan: "plan the journey",
  notice: "mail the owner's notice",
  noticeFailed: "record the notice as failed",
  businessHours: (device: number) => `wait for business hours (device ${device})`,
  push: (kind: LeadPushKind, device: number) => `${kind === "lead" ? "push the lead" : "push the reminder"} to device ${device}`,
  pushFailed: (kind: LeadPushKind, device: number) => `record the ${kind} push to device ${device} as failed`,
  waitForAnswer: "wait for the owner's answer",
  reminderDevices: "check the lead is still unanswered",
  confirmation: "mail the customer's confirmation",
} as const;

interface Journey {
  env: Env;
  step: WorkflowStep;
  params: JourneyParams;
  plan: JourneyPlan;
}

async function ownerNotice({ env, step, params, plan }: Journey): Promise<void> {
  if (!plan.noticeAlone) return;
  try {
    await step.do(STEP_NAMES.notice, STEP.notice, () => sendLeadNotice(env, params.leadId));
  } catch (error) {
    console.error(`Notice for lead ${params.leadId}: retries ran out: ${errorSummary(error)}`);
    await step.do(STEP_NAMES.noticeFailed, STEP.record, () => noticeGaveUp(env, params.leadId, error));
  }
}

async function pushDevice(journey: Journey, device: JourneyPlan["devices"][number], kind: LeadPushKind): Promise<void> {
  const { env, step, params, plan } = journey;
  if (kind === "lead" && device.hours === "business" && Date.parse(plan.openingAt) > Date.now()) {
    await step.sleepUntil(STEP_NAMES.businessHours(device.id), new Date(plan.openingAt));
  }
  const push = { leadId: params.leadId, subscriptionId: device.id, kind };
  try {
    await step.do(STEP_NAMES.push(kind, device.id), STEP.push, () => pushToDevice(env, push, params.clockFrom));
  } catch (error) {
    await step.do(STEP_NAMES.pushFailed(kind, device.id), STEP.record, () => pushGaveUp(env, push, error));
  }
}

async function leadPushes(journey: Journey): Promise<void> {
  await Promise.all(journey.plan.devices.map((device) => pushDevice(journey, device, "lead")));
}

async function reminder(journey: Journey): Promise<void> {
  const { env, step, params, plan } = journey;
  if (plan.devices.length === 0) return;
  try {
    // The timeout is the business-minute mark turned into plain time now: a lead from Saturday
    // night waits until 8:15 on Monday (holidays count as closed, see common/business-hours.ts).
    await step.waitForEvent(STEP_NAMES.waitForAnswer, {
      type: ANSWERED_EVENT,
      timeout: Math.max(1_000, Date.parse(plan.reminderDueAt) - Date.now()),
    });
    return;
  } catch {
    // No answer in time (the wait timed out): D1 decides, since an answer can come without an event.
  }
  const devices = await step.do(STEP_NAMES.reminderDevices, STEP.record, () => devicesToRemind(env, params.leadId));
  await Promise.all(devices.map((device) => pushDevice(journey, device, "reminder")));
}

/**
 * The customer's confirmation (worker/customer-mail/): its own rules decide in D1 whether it goes
 * (never twice for a lead, once per address in 30 days, 3 per visitor key a day) and it counts its
 * attempts, recording the last one failed for the digest; so a thrown attempt is retried here and
 * the branch only has to stop once the function has given up.
 */
async function customerConfirmation({ env, step, params }: Journey): Promise<void> {
  try {
    await step.do(STEP_NAMES.confirmation, STEP.confirmation, () => sendCustomerConfirmation(env, params.leadId));
  } catch (error) {
    console.error(`Confirmation for lead ${params.leadId}: retries ran out: ${errorSummary(error)}`);
  }
}

/** The journey's branches, run side by side. Add a new one here (see the file's comment). */
const BRANCHES: readonly ((journey: Journey) => Promise<void>)[] = [ownerNotice, leadPushes, reminder, customerConfirmation];

export class LeadJourney extends WorkflowEntrypoint<Env, JourneyParams> {
  override async run(event: Readonly<WorkflowEvent<JourneyParams>>, step: WorkflowStep): Promise<void> {
    const params = event.payload;
    // Each Workflow invocation is a fresh run of this code: the clock must use the hours the live site shows.
    await applyLiveHours(this.env);
    const plan = await step.do(STEP_NAMES.plan, STEP.record, () => planJourney(this.env, params));
    if (!plan.announce) return;
    const journey = { env: this.env, step, params, plan };
    await Promise.all(BRANCHES.map((branch) => branch(journey)));
  }
}
