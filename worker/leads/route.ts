/**
 * POST /api/leads: one round trip for a whole submission, so a visitor on a
 * slow phone connection waits for one answer, not a chain of calls. The checks
 * run in a fixed order (replay, schema, screens, cooldown, hourly cap). A
 * submission the screens refuse is kept (held) before its 422; the limits
 * refuse without writing. The lead (and its notice's record) is committed
 * before the answer; its journey (mail, pushes, reminder) starts after it.
 */
import { Hono, type Context } from "hono";
import {
  LEADS_PER_HOUR_PER_IP,
  REFUSALS_PER_HOUR_PER_IP,
  MESSAGES,
  SUBMIT_COOLDOWN_MS,
  composeQuoteMessage,
  leadRequestSchema,
  refusedReason,
  screenLead,
  wasRefusedAtForm,
  type LeadRequest,
  type ScreenResult,
} from "../../common";
import { SPAM_MODEL } from "../../common/spam-model-trained";
import type { AppEnv } from "../platform/app-env";
import { findRecentRefusal, findSubmission, getLead, recentLeadsOfNetwork, storeLead, SUBMITTED_COLUMNS, type HourlyCap, type StoredSubmission, type SubmittedColumn } from "./storage";
import type { NewLeadRow } from "../db/schema";
import { readConfig } from "../platform/env";
import { ApiError, parseRequest, readJsonObject, tooManyRequests } from "../platform/http";
import { startJourneyInBackground } from "../journey/start";
import { BOOKING_PAGE_PATH, bookingTokenFor } from "../booking/links";
import {
  checkCooldown,
  hourAgoIso,
  limitSubject,
  networkHash,
  retryAfterHourly,
  startCooldown,
} from "../platform/rate-limit";
import { acceptedAnswer, refusedAnswer, type FormAnswer } from "./form-post/answer";
import { isFormPost, leadBodyOf, readFormPost } from "./form-post/read";
import { renderFormAnswer } from "./form-post/render";
import { requireAllowedOrigin } from "../platform/origin";
import { clientFacts, type ClientFacts } from "../platform/tracking";
import { warmScreens } from "./warm-screens";

// The screens are made ready when the Worker starts, not by the first lead (see warm-screens.ts).
warmScreens();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const leads = new Hono<AppEnv>();

/** An accepted quote's (not held) booking link token, for "Pick a time for your free estimate visit"; null otherwise or with booking off. */
async function bookingTokenOf(c: Context<AppEnv>, id: string): Promise<string | null> {
  const lead = await getLead(c.env.DB, id);
  return lead && lead.form_type === "quote" && !lead.is_spam ? bookingTokenFor(c.env, lead) : null;
}

async function accepted(c: Context<AppEnv>, id: string) {
  const token = await bookingTokenOf(c, id);
  return c.json({ ok: true as const, id, ...(token ? { booking_token: token } : {}) }, 201);
}

/** The spam screens' decision for a parsed lead (see common/spam.ts), with the learned model only the Worker loads. */
export function screen(lead: LeadRequest): ScreenResult {
  return screenLead(
    {
      email: lead.email,
      message: lead.message,
      projectDetails: lead.project_details,
      website: lead.website,
      elapsedMs: lead.elapsed_ms,
    },
    SPAM_MODEL,
  );
}

/** The stored message: the contact form's text, or the quote fields bundled into one text. */
export function leadMessage(lead: LeadRequest): string {
  if (lead.form_type === "contact") return lead.message;
  const bundled = composeQuoteMessage({
    address: lead.address,
    serviceType: lead.service_type,
    preferredContact: lead.preferred_contact,
    preferredTime: lead.preferred_time,
    projectDetails: lead.project_details,
  });
  // The quote form has no message box, but a client may still send one: keep what a person typed.
  return lead.message ? `${bundled}\n\nMessage:\n${lead.message}` : bundled;
}

export function leadRow(
  lead: LeadRequest,
  screened: Exclude<ScreenResult, { outcome: "refuse" }>,
  facts: ClientFacts,
  siteName: string,
  createdAt: string,
): Omit<NewLeadRow, "id"> & { created_at: string } {
  return {
    submission_id: lead.submission_id.toLowerCase(),
    form_type: lead.form_type,
    full_name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: leadMessage(lead),
    site_name: siteName,
    visitor_id: lead.visitor_id,
    session_id: lead.session_id,
    referrer: lead.referrer,
    ...facts,
    address: lead.address,
    service_type: lead.service_type,
    preferred_contact: lead.preferred_contact,
    preferred_time: lead.preferred_time,
    project_details: lead.project_details,
    landing_page: lead.landing_page ?? null,
    utm_source: lead.utm_source ?? null,
    utm_medium: lead.utm_medium ?? null,
    utm_campaign: lead.utm_campaign ?? null,
    utm_term: lead.utm_term ?? null,
    utm_content: lead.utm_content ?? null,
    gclid: lead.gclid ?? null,
    // Held: stored but not mailed one by one. Flagged: stored and mailed, with the reason.
    is_spam: screened.outcome === "hold",
    spam_reason: screened.reason,
    screen_outcome: screened.outcome,
    created_at: createdAt,
  };
}

/**
 * Whether a request under an already stored submission_id is a retry of that
 * submission. "The same body" means the same typed fields after the schema's
 * cleaning and trimming, compared with the stored columns: they are what the
 * owner reads, and what a retry must not silently change. Tracking metadata
 * (fill time, referrer, visitor and session ids, attribution) is left out: the
 * browser measures the fill time again on every attempt, so a genuine retry
 * differs there. Comparing the stored columns needs no extra column or hash,
 * and it cannot drift from what was stored.
 */
export function isSameSubmission(stored: StoredSubmission, lead: LeadRequest): boolean {
  const submitted: Pick<StoredSubmission, SubmittedColumn> = {
    form_type: lead.form_type,
    full_name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: leadMessage(lead),
    address: lead.address,
    service_type: lead.service_type,
    preferred_contact: lead.preferred_contact,
    preferred_time: lead.preferred_time,
    project_details: lead.project_details,
  };
  return SUBMITTED_COLUMNS.every((column) => stored[column] === submitted[column]);
}

function submissionConflict(): ApiError {
  return new ApiError(409, "submission_conflict", MESSAGES.submissionConflict);
}

/** What one accepted submission came to: the stored lead's id, new or replayed. */
export interface AcceptedLead {
  id: string;
  /** True when the submission_id was already stored and this is its first answer again. */
  replayed: boolean;
}

/**
 * The whole submission pipeline, one code path for every way a lead arrives
 * (the hydrated form's JSON and the plain HTML form post): replay, schema,
 * screens (refuse, hold, flag), cooldown, hourly cap, enrichment, the D1 batch
 * with its outbox row, the notice in waitUntil. A refusal throws ApiError
 * before anything is written; the caller turns it into its answer.
 */
export async function submitLead(c: Context<AppEnv>, body: Record<string, unknown>): Promise<AcceptedLead> {
  const config = readConfig(c.env);

  // A browser retrying after a dropped connection or a 5xx gets the first answer, before
  // any check that could now refuse it (above all the cooldown the first attempt started).
  // The same id with different details is refused and changes nothing.
  const submissionId = body["submission_id"];
  if (typeof submissionId === "string" && UUID.test(submissionId)) {
    const existing = await findSubmission(c.env.DB, submissionId.toLowerCase());
    if (existing) {
      const retry = leadRequestSchema.safeParse(body);
      if (!retry.success || !isSameSubmission(existing, retry.data)) throw submissionConflict();
      // A refused submission was kept; its retry gets the same refusal, and nothing new is stored.
      const again = wasRefusedAtForm(existing.spam_reason) ? screen(retry.data) : undefined;
      if (again?.outcome === "refuse") throw new ApiError(422, again.code, again.message);
      return { id: existing.id, replayed: true };
    }
  }

  const lead = parseRequest(leadRequestSchema, body);
  const screened = screen(lead);

  const facts = await clientFacts(c.req.raw, config.IP_HASH_SECRET);
  // Limits are per network (the IPv4 address or the IPv6 /64): see platform/rate-limit.ts.
  const network = await networkHash(c.req.raw, config.IP_HASH_SECRET);
  const subject = limitSubject(network);
  const scope = `lead-${lead.form_type}`;
  const now = Date.now();
  const sinceIso = hourAgoIso(now);
  const hourlyCap: HourlyCap = { limit: LEADS_PER_HOUR_PER_IP, sinceIso, counts: "not_refused" };
  // Refusals have their own, higher cap: a visitor refused a few times still has the whole cap for the corrected lead.
  const refusalCap: HourlyCap = { limit: REFUSALS_PER_HOUR_PER_IP, sinceIso, counts: "refused" };
  const overHourlyCap = async (cap: HourlyCap) => {
    const recent = await recentLeadsOfNetwork(c.env.DB, network, lead.form_type, cap);
    return tooManyRequests("rate_limited", MESSAGES.rateLimited, retryAfterHourly(recent.oldest, now));
  };
  const rowOf = (decision: Exclude<ScreenResult, { outcome: "refuse" }>, followsRefusedId: string | null) => ({
    ...leadRow(lead, decision, facts, config.SITE_NAME, new Date(now).toISOString()),
    ip_network_hash: network,
    follows_refused_id: followsRefusedId,
  });

  if (screened.outcome === "refuse") {
    // A refusal is a message to the visitor, never a loss: the submission is kept as a held lead
    // whose reason says it was refused at the form and why, so a customer the screens misjudged
    // reaches the owner (inbox, digest) even if they give up. It counts toward the refusals' own
    // hourly cap, so refusals cannot flood the table, but not toward the cap of accepted leads, and it
    // starts no cooldown: the visitor can revise at once, and the corrected lead is never refused for it.
    const refusedRow = { ...rowOf({ outcome: "hold", reason: refusedReason(screened) }, null), screen_outcome: "refuse" as const };
    const kept = await storeLead(c.env.DB, refusedRow, {
      hourlyCap: refusalCap,
      notice: null,
    });
    if (kept.status === "over_hourly_cap") throw await overHourlyCap(refusalCap);
    throw new ApiError(422, screened.code, screened.message);
  }

  const cooldown = await checkCooldown(c.env.RATE_LIMITS, scope, subject, SUBMIT_COOLDOWN_MS, now);
  if (!cooldown.ok) throw tooManyRequests("cooldown", MESSAGES.cooldown, cooldown.retryAfterSeconds);

  const followsRefusedId = await findRecentRefusal(c.env.DB, { sessionId: lead.session_id, email: lead.email }, sinceIso);
  const row = rowOf(screened, followsRefusedId);
  const stored = await storeLead(c.env.DB, row, {
    hourlyCap,
    // A held lead is stored so nothing is lost if the screen is wrong, but it is not mailed one by one.
    notice: row.is_spam ? null : { ceilingPerHour: config.NOTICE_CEILING_PER_HOUR },
  });
  if (stored.status === "over_hourly_cap") throw await overHourlyCap(hourlyCap);
  if (stored.status === "replayed") {
    // Another request with this submission_id was stored between our replay check and our insert.
    const first = await findSubmission(c.env.DB, row.submission_id);
    if (first && !isSameSubmission(first, lead)) throw submissionConflict();
  }

  if (stored.status === "created") {
    // Fails open: a KV hiccup only means this submission starts no cooldown.
    await startCooldown(c.env.RATE_LIMITS, scope, subject, SUBMIT_COOLDOWN_MS, now);
    // The owner's notice, phones, reminder and the customer's confirmation: the lead's journey, started after the answer. A held
    // lead starts none (its release does); a failed start is left to the five-minute cron.
    if (!row.is_spam) c.executionCtx.waitUntil(startJourneyInBackground(c.env, { leadId: stored.id, clockFrom: row.created_at }));
  }
  return { id: stored.id, replayed: stored.status === "replayed" };
}

leads.post("/", async (c) => {
  // No JavaScript yet (or none at all): the browser posted the HTML form itself.
  if (isFormPost(c.req.raw)) return answerFormPost(c);
  const body = await readJsonObject(c.req.raw);
  return await accepted(c, (await submitLead(c, body)).id);
});

/**
 * A plain HTML form post: the same checks and pipeline as JSON, answered with
 * the form's page whatever happens (index.ts leaves the Origin check of a form
 * post to this, so a refused sender gets the page too, with what it typed).
 */
async function answerFormPost(c: Context<AppEnv>): Promise<Response> {
  const { post, problem } = await readFormPost(c.req.raw);
  let answer: FormAnswer;
  try {
    const config = readConfig(c.env);
    requireAllowedOrigin(c.req.raw, config.ALLOWED_ORIGINS);
    if (problem) throw problem;
    const { id } = await submitLead(c, await leadBodyOf(post, c.req.raw, config.IP_HASH_SECRET, c.env.DB));
    const token = await bookingTokenOf(c, id);
    answer = { ...acceptedAnswer(post.formType), ...(token ? { bookingPath: `${BOOKING_PAGE_PATH}?token=${encodeURIComponent(token)}` } : {}) };
  } catch (error) {
    answer = refusedAnswer(post, error);
  }
  return renderFormAnswer(c.env, c.req.raw, answer);
}
