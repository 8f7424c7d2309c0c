/**
 * POST /api/leads: one round trip for a whole submission, so a lead is never
 * half stored. The checks run in a fixed order (replay, fields, screens,
 * limits); each refusal answers before anything is written. The lead (and its
 * notice) is committed before the answer, the e-mail is sent after it.
 */
import { Hono, type Context } from "hono";
import {
  LEADS_PER_HOUR_PER_IP,
  MESSAGES,
  MIN_HUMAN_FILL_MS,
  SUBMIT_COOLDOWN_MS,
  composeQuoteMessage,
  containsBlockedContent,
  isBlockedEmail,
  leadRequestSchema,
  type LeadRequest,
} from "../../common";
import type { AppEnv } from "../platform/app-env";
import { findLeadIdBySubmission, storeLead } from "./storage";
import type { NewLeadRow } from "../db/schema";
import { readConfig } from "../platform/env";
import { ApiError, parseRequest, readJsonObject, tooManyRequests } from "../platform/http";
import { buildNotice } from "./notice";
import { deliverOutboxRow } from "./outbox";
import {
  checkCooldown,
  checkHourlyCap,
  countInHour,
  limitSubject,
  startCooldown,
} from "../platform/rate-limit";
import { acceptedAnswer, refusedAnswer, type FormAnswer } from "./form-post/answer";
import { isFormPost, leadBodyOf, readFormPost } from "./form-post/read";
import { renderFormAnswer } from "./form-post/render";
import { requireAllowedOrigin } from "../platform/origin";
import { clientFacts, type ClientFacts } from "../platform/tracking";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const leads = new Hono<AppEnv>();

function accepted(c: Context<AppEnv>, id: string) {
  return c.json({ ok: true as const, id }, 201);
}

/** Bots fill the hidden `website` field, or submit faster than a person can type. */
export function looksAutomated(lead: Pick<LeadRequest, "website" | "elapsed_ms">): boolean {
  if (lead.website.trim() !== "") return true;
  return lead.elapsed_ms !== undefined && lead.elapsed_ms < MIN_HUMAN_FILL_MS;
}

/** The stored message: the contact form's text, or the spec's bundle of the quote fields. */
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
    is_spam: looksAutomated(lead),
    created_at: createdAt,
  };
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
 * blocked e-mail, blocked content, cooldown, hourly cap, enrichment, the D1
 * batch with its outbox row, the notice in waitUntil. A refusal throws
 * ApiError before anything is written; the caller turns it into its answer.
 */
export async function submitLead(c: Context<AppEnv>, body: Record<string, unknown>): Promise<AcceptedLead> {
  const config = readConfig(c.env);

  // A browser retrying after a dropped connection gets the first answer, before
  // any check that could now refuse it (above all the cooldown the first attempt started).
  const submissionId = body["submission_id"];
  if (typeof submissionId === "string" && UUID.test(submissionId)) {
    const existing = await findLeadIdBySubmission(c.env.DB, submissionId.toLowerCase());
    if (existing) return { id: existing, replayed: true };
  }

  const lead = parseRequest(leadRequestSchema, body);

  if (isBlockedEmail(lead.email)) {
    throw new ApiError(422, "blocked_email", MESSAGES.blockedEmail);
  }
  if (containsBlockedContent(lead.message) || containsBlockedContent(lead.project_details)) {
    throw new ApiError(422, "blocked_content", MESSAGES.blockedContent);
  }

  const facts = await clientFacts(c.req.raw, config.IP_HASH_SECRET);
  const subject = limitSubject(facts.ip_hash);
  const scope = `lead-${lead.form_type}`;
  const now = Date.now();

  const cooldown = await checkCooldown(c.env.RATE_LIMITS, scope, subject, SUBMIT_COOLDOWN_MS, now);
  if (!cooldown.ok) throw tooManyRequests("cooldown", MESSAGES.cooldown, cooldown.retryAfterSeconds);
  const hourly = await checkHourlyCap(c.env.RATE_LIMITS, scope, subject, LEADS_PER_HOUR_PER_IP, now);
  if (!hourly.ok) throw tooManyRequests("rate_limited", MESSAGES.rateLimited, hourly.retryAfterSeconds);

  const row = leadRow(lead, facts, config.SITE_NAME, new Date(now).toISOString());
  // Spam is stored so nothing is lost if the screen is wrong, but the owner is not mailed about it.
  const notice = row.is_spam ? null : buildNotice(row, config);
  const stored = await storeLead(c.env.DB, row, notice);

  if (stored.created) {
    try {
      await startCooldown(c.env.RATE_LIMITS, scope, subject, SUBMIT_COOLDOWN_MS, now);
      await countInHour(c.env.RATE_LIMITS, scope, subject, now);
    } catch (error) {
      // The lead is stored; a KV hiccup only means one submission went uncounted.
      console.error("Could not record the lead limits:", error);
    }
  }
  if (stored.outboxId !== null) {
    const outboxId = stored.outboxId;
    c.executionCtx.waitUntil(
      deliverOutboxRow(c.env, outboxId).catch((error: unknown) => {
        // The row stays pending (its lease runs out) and the cron tries again.
        console.error(`Notice ${outboxId}: first send could not be recorded:`, error);
      }),
    );
  }
  return { id: stored.id, replayed: !stored.created };
}

leads.post("/", async (c) => {
  // No JavaScript yet (or none at all): the browser posted the HTML form itself.
  if (isFormPost(c.req.raw)) return answerFormPost(c);
  const body = await readJsonObject(c.req.raw);
  return accepted(c, (await submitLead(c, body)).id);
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
    await submitLead(c, await leadBodyOf(post, c.req.raw, config.IP_HASH_SECRET, Date.now()));
    answer = acceptedAnswer(post.formType);
  } catch (error) {
    answer = refusedAnswer(post, error);
  }
  return renderFormAnswer(c.env, c.req.raw, answer);
}
