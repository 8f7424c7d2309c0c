/**
 * Starting a lead's journey and telling it the owner answered. A journey is
 * created right after the D1 batch that stores an accepted lead (in the
 * request's waitUntil, off the visitor's answer), or when the owner releases a
 * held one; held and refused leads start none. If creating it fails (a
 * Workflows outage), the lead is still stored and the five-minute cron starts
 * it (sweepJourneys): every accepted lead gets its journey once.
 */
import { and, asc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { database } from "../db/client";
import { forms } from "../db/schema";
import type { Env } from "../platform/env";
import { errorSummary } from "../platform/log";
import { ANSWERED_EVENT } from "./lead-journey";
import type { JourneyParams } from "./steps";

/** A lead whose journey has not started this long after it was stored is started by the cron. */
export const SWEEP_AFTER_MS = 2 * 60 * 1000;
/**
 * The cron looks back this far: a lead older than this without a journey is
 * past being announced as new (the digest lists it; the inbox has it).
 */
export const SWEEP_HORIZON_MS = 3 * 24 * 60 * 60 * 1000;
/** Journeys one cron run starts at most (one create each, one statement to record them). */
export const SWEEP_BATCH_SIZE = 25;

/** Workflows refuses a second instance with the same id: the journey exists, which is all we want. */
function alreadyExists(error: unknown): boolean {
  return error instanceof Error && /already exists|already_exists|instance.*exists/i.test(error.message);
}

/**
 * The journey of a lead released from Held after it already had one (the owner
 * held it after it arrived): one per hold, so a double tap on "release" starts one.
 */
export function releaseJourneyId(leadId: string, heldAtIso: string): string {
  return `${leadId}-release-${Date.parse(heldAtIso) || 0}`;
}

async function createJourney(env: Env, params: JourneyParams, instanceId = params.leadId): Promise<void> {
  try {
    await env.LEAD_JOURNEY.create({ id: instanceId, params });
  } catch (error) {
    if (!alreadyExists(error)) throw error;
  }
}

async function markStarted(d1: D1Database, leadIds: string[], nowIso: string): Promise<void> {
  if (leadIds.length === 0) return;
  await database(d1)
    .update(forms)
    .set({ journey_started_at: nowIso })
    .where(and(sql`${forms.id} IN (SELECT value FROM json_each(${JSON.stringify(leadIds)}))`, isNull(forms.journey_started_at)));
}

/** Starts the journey of a stored, accepted lead and records that it has one. Throws when Workflows is out. */
export async function startJourney(env: Env, params: JourneyParams, instanceId = params.leadId): Promise<void> {
  await createJourney(env, params, instanceId);
  await markStarted(env.DB, [params.leadId], new Date().toISOString());
}

/** For waitUntil: a failure is logged and left to the five-minute cron. */
export function startJourneyInBackground(env: Env, params: JourneyParams, instanceId = params.leadId): Promise<void> {
  return startJourney(env, params, instanceId).catch((error: unknown) => {
    console.error(`Journey of lead ${params.leadId} could not be started; the cron starts it: ${errorSummary(error)}`);
  });
}

/**
 * The five-minute cron: the journey of every accepted lead stored more than
 * SWEEP_AFTER_MS ago that has none (its create failed, or Workflows was out).
 * Idempotent: a journey that exists after all is only recorded.
 */
export async function sweepJourneys(env: Env, now = Date.now()): Promise<{ started: number; failed: number }> {
  const clock = sql<string>`coalesce(${forms.clock_started_at}, ${forms.created_at})`;
  const waiting = await database(env.DB)
    .select({ id: forms.id, clockFrom: clock })
    .from(forms)
    .where(
      and(
        eq(forms.is_spam, false),
        isNull(forms.journey_started_at),
        lt(clock, new Date(now - SWEEP_AFTER_MS).toISOString()),
        gt(clock, new Date(now - SWEEP_HORIZON_MS).toISOString()),
      ),
    )
    .orderBy(asc(forms.created_at))
    .limit(SWEEP_BATCH_SIZE)
    .all();
  const results = await Promise.allSettled(waiting.map((lead) => createJourney(env, { leadId: lead.id, clockFrom: lead.clockFrom })));
  const started = waiting.filter((_, index) => results[index]!.status === "fulfilled").map((lead) => lead.id);
  for (const result of results) {
    if (result.status === "rejected") console.error(`Journey could not be started by the cron: ${errorSummary(result.reason)}`);
  }
  await markStarted(env.DB, started, new Date(now).toISOString());
  return { started: started.length, failed: waiting.length - started.length };
}

/**
 * Tells the lead's journey that the owner answered, so its reminder is not
 * sent. Best effort: the journey checks D1 again before it reminds, so a lost
 * event (the journey expired, Workflows out) sends no needless reminder.
 */
export async function notifyAnswered(env: Env, leadId: string): Promise<void> {
  try {
    const instance = await env.LEAD_JOURNEY.get(leadId);
    await instance.sendEvent({ type: ANSWERED_EVENT, payload: { at: new Date().toISOString() } });
  } catch (error) {
    console.error(`Journey of lead ${leadId} was not told of the answer (its reminder checks D1): ${errorSummary(error)}`);
  }
}
