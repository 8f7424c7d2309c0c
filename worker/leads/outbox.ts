/**
 * Delivering the owner's notices. The lead row is committed with its outbox row
 * before any of this runs, so a mail outage only delays a notice: the request's
 * waitUntil tries once, the cron retries with a capped backoff for more than
 * three days (a weekend-long outage included), then marks the row failed, which
 * the daily digest reports. Notices past the hourly ceiling go out together in
 * one summary mail at the next cron run.
 *
 * Every lease is taken on the current clock (Date.now() at the claim), never a
 * cron's scheduledTime, which can lie minutes in the past when a run starts late.
 */
import { readConfig, type Config, type Env } from "../platform/env";
import { errorSummary } from "../platform/log";
import { getLeadLines, getNoticeLeads } from "./storage";
import {
  claimDueNotices,
  insertNoticeRow,
  recordDeliveries,
  type DeliveryRecord,
} from "./outbox-storage";
import { renderNotice, renderSummary, type MailContent, type NoticeLead } from "./notice";
import type { OutboxRow } from "../db/schema";

/** Minutes to wait after the 1st, 2nd, ... failed attempt; the last value repeats. */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 240, 720] as const;
/**
 * After this many attempts a notice is marked failed. With the delays above the
 * last attempt comes 77 hours after the first: a notice is retried for more than
 * three days before it is given up on.
 */
export const MAX_SEND_ATTEMPTS = 12;
/** The shortest time a notice is retried before it may be marked failed. */
export const RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
/** How long a claimed row is left alone by others while a send is under way. */
export const SEND_LEASE_MS = 10 * 60 * 1000;
/**
 * Individual notices one cron run sends at most. Each costs one D1 statement to
 * record, plus two for the claim and the leads: 22 of the 50 a Free plan
 * invocation may run. Twenty every five minutes is far above the hourly
 * ceiling, so a backlog still clears within a run or two.
 */
export const CRON_BATCH_SIZE = 20;
/** Leads one summary mail lists at most (three D1 statements whatever the number). */
export const SUMMARY_BATCH_SIZE = 100;

export type DeliveryOutcome = "sent" | "retry" | "failed" | "skipped";

const MINUTE_MS = 60 * 1000;
const MAX_ERROR_LENGTH = 500;

export function retryDelayMs(failedAttempts: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), RETRY_DELAYS_MINUTES.length) - 1;
  return RETRY_DELAYS_MINUTES[index]! * MINUTE_MS;
}

/** How the mail service said no, kept on the row for the owner (the inbox shows it; purged later). */
function describe(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}

/**
 * True when the mail service refused the Reply-To address (a visitor's address
 * it will not put in a header), as opposed to an outage: the notice can still
 * go out without it.
 */
export function isReplyToRefusal(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String((error as { code?: unknown }).code ?? "")}` : String(error);
  return /reply[\s_-]?to/i.test(text);
}

async function sendToOwner(mailer: SendEmail, config: Config, mail: MailContent, replyTo: string | null): Promise<void> {
  await mailer.send({
    from: config.MAIL_FROM_NAME ? { email: config.MAIL_FROM, name: config.MAIL_FROM_NAME } : config.MAIL_FROM,
    // The binding only delivers to its destination_address; MAIL_TO names the same address.
    to: config.MAIL_TO,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    ...(replyTo ? { replyTo } : {}),
  });
}

/** One mail to the owner (the digest too), From and To fixed by configuration. */
export async function mailOwner(env: Env, mail: MailContent): Promise<void> {
  await sendToOwner(env.MAILER, readConfig(env), mail, null);
}

/**
 * Sends one lead's notice. If the mail service refuses the visitor's address as
 * Reply-To, the notice goes out again at once without it (saying so in its
 * text), so a strange address never costs the owner the lead. Answers the
 * refusal it worked around, if any.
 */
export async function sendNotice(mailer: SendEmail, config: Config, lead: NoticeLead): Promise<string | null> {
  const notice = renderNotice(lead, config);
  try {
    await sendToOwner(mailer, config, notice, notice.replyTo);
    return null;
  } catch (error) {
    if (!isReplyToRefusal(error)) throw error;
    const plain = renderNotice(lead, config, { withoutReplyTo: true });
    await sendToOwner(mailer, config, plain, null);
    return `Sent without Reply-To: ${describe(error)}`;
  }
}

/** A claimed row: its lease id is set and its attempts already count this one (see claimDueNotices). */
function leaseOf(row: OutboxRow): string {
  if (!row.lease_id) throw new Error(`Outbox row ${row.id} was not claimed`);
  return row.lease_id;
}

function failure(row: OutboxRow, error: unknown, now: number): DeliveryRecord {
  const attempts = row.attempts;
  const giveUp = attempts >= MAX_SEND_ATTEMPTS;
  const nowIso = new Date(now).toISOString();
  return {
    id: row.id,
    lease_id: leaseOf(row),
    status: giveUp ? "failed" : "pending",
    attempts,
    last_error: describe(error),
    next_attempt_at: giveUp ? null : new Date(now + retryDelayMs(attempts)).toISOString(),
    sent_at: null,
    failed_at: giveUp ? nowIso : null,
  };
}

function success(row: OutboxRow, note: string | null, now: number): DeliveryRecord {
  return {
    id: row.id,
    lease_id: leaseOf(row),
    status: "sent",
    attempts: row.attempts,
    last_error: note,
    next_attempt_at: null,
    sent_at: new Date(now).toISOString(),
    failed_at: null,
  };
}

function logFailure(row: OutboxRow, record: DeliveryRecord, error: unknown): void {
  // The lead id is a random UUID, not personal data; the error's text can hold addresses, so only its name and codes.
  const end = record.status === "failed" ? ", giving up" : "";
  console.error(`Notice ${row.id} for lead ${row.lead_id}: attempt ${record.attempts} failed${end}: ${errorSummary(error)}`);
}

function claimWindow() {
  const now = Date.now();
  return { nowIso: new Date(now).toISOString(), leaseUntilIso: new Date(now + SEND_LEASE_MS).toISOString() };
}

/**
 * A row claimed once more than the attempts allow: every earlier attempt was
 * counted at its claim, and the last one never recorded an outcome (the run was
 * killed mid-send, by the CPU limit or a crash). It is given up on without a
 * send, so a notice that kills its run cannot be claimed forever; the digest
 * reports it as failed.
 */
export class RunsDidNotFinish extends Error {
  override name = "RunsDidNotFinish";
  constructor() {
    super(`The last ${MAX_SEND_ATTEMPTS} attempts ended before their outcome was recorded.`);
  }
}

function pastLastAttempt(row: OutboxRow): boolean {
  return row.attempts > MAX_SEND_ATTEMPTS;
}

/** Records one send's outcome; false when this run no longer holds the row's lease. */
async function recordOwnDelivery(env: Env, row: OutboxRow, record: DeliveryRecord): Promise<void> {
  try {
    const written = await recordDeliveries(env.DB, [record]);
    // Another run claimed the row after this one's lease ran out; its outcome stands.
    if (written === 0) console.error(`Notice ${row.id}: outcome not recorded, the lease had passed to another run`);
  } catch (error) {
    // A D1 hiccup on one row must not stop the others; the row's lease runs out and a later run retries it.
    console.error(`Notice ${row.id}: outcome could not be recorded: ${errorSummary(error)}`);
  }
}

/**
 * Sends claimed individual notices one after the other, recording each outcome
 * right after its send (so a crash mid-run repeats at most one mail).
 * A row whose lead is gone (erased meanwhile) is dropped with the lead's cascade.
 */
async function deliverClaimed(env: Env, claimed: OutboxRow[]): Promise<DeliveryOutcome[]> {
  if (claimed.length === 0) return [];
  const config = readConfig(env);
  const leads = new Map((await getNoticeLeads(env.DB, claimed.map((row) => row.lead_id))).map((lead) => [lead.id, lead]));
  const outcomes: DeliveryOutcome[] = [];
  for (const row of claimed) {
    const lead = leads.get(row.lead_id);
    if (!lead) {
      outcomes.push("skipped");
      continue;
    }
    let record: DeliveryRecord;
    if (pastLastAttempt(row)) {
      const error = new RunsDidNotFinish();
      record = failure({ ...row, attempts: MAX_SEND_ATTEMPTS }, error, Date.now());
      logFailure(row, record, error);
    } else {
      try {
        record = success(row, await sendNotice(env.MAILER, config, lead), Date.now());
      } catch (error) {
        record = failure(row, error, Date.now());
        logFailure(row, record, error);
      }
    }
    await recordOwnDelivery(env, row, record);
    outcomes.push(record.status === "sent" ? "sent" : record.status === "failed" ? "failed" : "retry");
  }
  return outcomes;
}

/** Claims one outbox row if it is due and tries to send it once, recording the outcome. */
export async function deliverOutboxRow(env: Env, id: number): Promise<DeliveryOutcome> {
  const claimed = await claimDueNotices(env.DB, { inSummary: false, limit: 1, id, ...claimWindow() });
  return (await deliverClaimed(env, claimed))[0] ?? "skipped";
}

/**
 * Queues the owner's notice for a stored lead and, unless it is past the hourly
 * ceiling, tries the first send at once. Idempotent: a lead has at most one
 * notice row, so calling it again (a double click on "release", a retried
 * request) queues and sends nothing new. A held lead gets no notice. The
 * inbox's "release a held lead" calls it.
 */
export async function queueNotice(env: Env, leadId: string, now: Date): Promise<void> {
  const config = readConfig(env);
  const queued = await insertNoticeRow(env.DB, leadId, now.getTime(), config.NOTICE_CEILING_PER_HOUR);
  if (!queued || queued.inSummary) return;
  try {
    await deliverOutboxRow(env, queued.id);
  } catch (error) {
    // The row stays pending (its lease runs out) and the cron tries again.
    console.error(`Notice ${queued.id}: first send could not be recorded: ${errorSummary(error)}`);
  }
}

export type Tally = Record<DeliveryOutcome, number> & { summarised: number };

/**
 * Sends the leads waiting past the ceiling in one mail. The claim, the leads and
 * the outcome are three statements however many leads there are; a failed
 * summary is retried on the same backoff as a notice.
 */
async function sendDueSummary(env: Env): Promise<{ summarised: number; failed: boolean }> {
  const all = await claimDueNotices(env.DB, { inSummary: true, limit: SUMMARY_BATCH_SIZE, ...claimWindow() });
  if (all.length === 0) return { summarised: 0, failed: false };
  // Rows whose every allowed summary was killed mid-send are given up on (the digest names them), so
  // they cannot keep the next summary from going out.
  const exhausted = all.filter(pastLastAttempt);
  if (exhausted.length > 0) {
    const error = new RunsDidNotFinish();
    await recordDeliveries(env.DB, exhausted.map((row) => failure({ ...row, attempts: MAX_SEND_ATTEMPTS }, error, Date.now())));
    console.error(`Summary: ${exhausted.length} notices given up on: ${errorSummary(error)}`);
  }
  const claimed = all.filter((row) => !pastLastAttempt(row));
  if (claimed.length === 0) return { summarised: 0, failed: true };
  const config = readConfig(env);
  const leads = await getLeadLines(env.DB, claimed.map((row) => row.lead_id));
  try {
    await mailOwner(env, renderSummary(leads, config));
  } catch (error) {
    const records = claimed.map((row) => failure(row, error, Date.now()));
    console.error(`Summary of ${claimed.length} notices failed: ${errorSummary(error)}`);
    await recordDeliveries(env.DB, records);
    return { summarised: 0, failed: true };
  }
  const now = Date.now();
  await recordDeliveries(env.DB, claimed.map((row) => success(row, null, now)));
  return { summarised: claimed.length, failed: false };
}

/** The five-minute cron: every due individual notice once, then the summary of those past the ceiling. */
export async function deliverDueNotices(env: Env): Promise<Tally> {
  const tally: Tally = { sent: 0, retry: 0, failed: 0, skipped: 0, summarised: 0 };
  const claimed = await claimDueNotices(env.DB, { inSummary: false, limit: CRON_BATCH_SIZE, ...claimWindow() });
  for (const outcome of await deliverClaimed(env, claimed)) tally[outcome]++;
  const summary = await sendDueSummary(env);
  tally.summarised = summary.summarised;
  if (summary.failed) tally.retry++;
  return tally;
}
