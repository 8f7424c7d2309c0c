/**
 * "Ask for a review" on a won lead, never gated by how happy the customer
 * is (asking only the happy ones is review gating, which Google forbids):
 * every won customer can be asked, once. Two ways: a text from the owner's own
 * phone (an sms: link with a short message and the Google review link; no SMS
 * provider), or an e-mail through the customer mailer when customer mail is
 * on. Each request is recorded with when and how (review_requests, one row per
 * lead), and the dashboard counts them.
 */
import { sql } from "drizzle-orm";
import { business } from "../../client/content/business";
import { escapeHtml } from "../../common/html";
import { database } from "../db/client";
import { customerMailOn, readConfig, type Env } from "../platform/env";
import { ApiError } from "../platform/http";
import { errorSummary } from "../platform/log";
import { greetingFor } from "../customer-mail/greeting";
import { mailCustomer } from "../customer-mail/send";
import type { LeadRow, ReviewRequestHow } from "../db/schema";

export const REVIEW_MESSAGES = {
  notWon: "Ask for a review once the lead is Won.",
  alreadyAsked: "This customer was already asked for a review.",
  mailOff: "Customer e-mail is off; ask by text instead.",
  noPhone: "There is no phone number to text; ask by e-mail instead.",
  noReviewLink: "There is no Google review link in the business profile.",
  mailFailed: "The review e-mail could not be sent (the mail service did not take it). Nothing was recorded: try again, or ask by text.",
} as const;

/** The business's Google review link, from its profile (client/content/business.ts). */
export function googleReviewUrl(): string | null {
  return business.reviewPlatforms.find((platform) => platform.name === "Google")?.url ?? null;
}

function firstNameGreeting(fullName: string): string {
  const greeting = greetingFor(fullName);
  return greeting === "Hello," ? "Hi," : greeting;
}

/** The text the owner sends from their phone: short, theirs, with the review link. */
export function reviewText(lead: Pick<LeadRow, "full_name">, link: string): string {
  return `${firstNameGreeting(lead.full_name)} thank you for choosing ${business.name}! If you have a minute, a short Google review helps us a lot: ${link}`;
}

/** sms: link to the customer's number with the message (the "?&body=" form both iOS and Android read). */
export function reviewSmsHref(lead: Pick<LeadRow, "full_name" | "phone">, link: string): string | null {
  const digits = lead.phone.replace(/[^\d+]/g, "");
  if (digits.replace(/\D/g, "").length < 7) return null;
  return `sms:${digits}?&body=${encodeURIComponent(reviewText(lead, link))}`;
}

export interface ReviewRequestRecord {
  how: ReviewRequestHow;
  requested_at: string;
}

export async function reviewRequestOf(d1: D1Database, leadId: string): Promise<ReviewRequestRecord | null> {
  const [row] = await database(d1).all<ReviewRequestRecord>(sql`SELECT how, requested_at FROM review_requests WHERE lead_id = ${leadId}`);
  return row ?? null;
}

/** What the lead page offers: the sms: link, whether e-mail is possible, and the request already made. */
export async function reviewOffer(env: Env, lead: LeadRow) {
  const link = googleReviewUrl();
  return {
    asked: await reviewRequestOf(env.DB, lead.id),
    can_ask: lead.status === "won" && link !== null,
    sms_href: link ? reviewSmsHref(lead, link) : null,
    can_email: customerMailOn(env) && link !== null,
  };
}

function reviewMail(lead: LeadRow, link: string, siteUrl: string) {
  const subject = `How did we do? ${business.name}`;
  const greeting = firstNameGreeting(lead.full_name);
  const lines = [
    `Thank you for choosing ${business.name}.`,
    "If you have a minute, a short Google review helps other homeowners find us, and helps us a lot.",
  ];
  const text = [greeting, "", ...lines, "", link, "", business.name, siteUrl].join("\n");
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">Write a Google review</a></p>`,
    `<p>${escapeHtml(business.name)}<br><a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl.replace(/^https?:\/\//, ""))}</a></p>`,
    "</body></html>",
  ].join("\n");
  return { subject, html, text };
}

/**
 * Records the request (once per lead: 409 after the first) and, for "email",
 * sends the mail first: a mail that fails records nothing, so the owner can
 * try again. For "sms" the owner's phone sends the text; this records the tap.
 */
export async function askForReview(env: Env, lead: LeadRow, how: ReviewRequestHow, now: Date): Promise<ReviewRequestRecord> {
  if (lead.status !== "won") throw new ApiError(409, "not_won", REVIEW_MESSAGES.notWon);
  const link = googleReviewUrl();
  if (!link) throw new ApiError(409, "no_review_link", REVIEW_MESSAGES.noReviewLink);
  if (await reviewRequestOf(env.DB, lead.id)) throw new ApiError(409, "already_asked", REVIEW_MESSAGES.alreadyAsked);
  if (how === "email") {
    if (!customerMailOn(env)) throw new ApiError(409, "customer_mail_off", REVIEW_MESSAGES.mailOff);
    try {
      await mailCustomer(env, lead.email, reviewMail(lead, link, readConfig(env).SITE_URL));
    } catch (error) {
      console.error(`Review request mail for lead ${lead.id} failed: ${errorSummary(error)}`);
      throw new ApiError(502, "mail_failed", REVIEW_MESSAGES.mailFailed);
    }
  } else if (!reviewSmsHref(lead, link)) {
    throw new ApiError(409, "no_phone", REVIEW_MESSAGES.noPhone);
  }
  const requested_at = now.toISOString();
  const inserted = await database(env.DB).all<ReviewRequestRecord>(sql`
    INSERT INTO review_requests (lead_id, how, requested_at) VALUES (${lead.id}, ${how}, ${requested_at})
    ON CONFLICT (lead_id) DO NOTHING RETURNING how, requested_at`);
  if (inserted.length === 0) throw new ApiError(409, "already_asked", REVIEW_MESSAGES.alreadyAsked);
  return inserted[0]!;
}

/** Review requests sent in [fromIso, untilIso), for the dashboard. */
export async function reviewRequestsSent(d1: D1Database, fromIso: string, untilIso: string): Promise<{ sent: number; by_sms: number; by_email: number }> {
  const [row] = await database(d1).all<{ sent: number; by_sms: number; by_email: number }>(sql`
    SELECT count(*) AS sent, coalesce(sum(how = 'sms'), 0) AS by_sms, coalesce(sum(how = 'email'), 0) AS by_email
    FROM review_requests WHERE requested_at >= ${fromIso} AND requested_at < ${untilIso}`);
  return row ?? { sent: 0, by_sms: 0, by_email: 0 };
}
