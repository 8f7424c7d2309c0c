/**
 * The owner's mail about leads: the notice for one lead and the summary of the
 * leads that arrived past the hourly ceiling. Both are rendered from the stored
 * lead rows each time they are sent (never from browser-supplied HTML, which is
 * what made a public "send this e-mail" endpoint an open relay, and never from
 * a stored copy, so a template change reaches the retries still pending).
 * Every visitor value is HTML-escaped, and every lead links to its page in the inbox.
 */
import { BUSINESS_TIME_ZONE } from "../../common/constants";
import { escapeHtml } from "../../common/html";
import {
  PREFERRED_CONTACT_LABELS,
  SERVICE_TYPE_LABELS,
  noticeSubject,
  type PreferredContact,
  type ServiceType,
} from "../../common";
import type { Config } from "../platform/env";
import type { LeadRow } from "../db/schema";
import type { SubmittedColumn } from "./storage";

/** What is handed to the mail service, besides the fixed From and To. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export interface Notice extends MailContent {
  /** The visitor's address, so the owner can answer with Reply; null once the mail service refused it. */
  replyTo: string | null;
}

/** The lead fields the owner's mail shows. */
export type NoticeLead = Pick<
  LeadRow,
  | "id"
  | SubmittedColumn
  | "referrer"
  | "landing_page"
  | "city"
  | "state"
  | "country"
  | "is_spam"
  | "spam_reason"
  | "created_at"
>;

export type MailConfig = Pick<Config, "SITE_NAME" | "SITE_URL">;

// The notice escapes every visitor value with the project's one HTML escaper.
export { escapeHtml };

/** The prefix of a flagged lead's subject: the screens saw something the owner should look at. */
export const CHECK_PREFIX = "[Check] ";

/** A header-safe line: a name with a line break in it must not add mail headers. */
export function oneLine(value: string, max = 200): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim().slice(0, max);
}

/** The lead's page in the owner's inbox. */
export function leadPageUrl(siteUrl: string, leadId: string): string {
  return `${siteUrl}/admin/leads/${encodeURIComponent(leadId)}`;
}

export function inboxUrl(siteUrl: string): string {
  return `${siteUrl}/admin`;
}

/**
 * The inbox's list filtered as given: the list reads its filters from the
 * address under the API's own parameter names (client/admin/leads/filters.ts),
 * `from` and `to` being Atlanta calendar days, both included.
 */
export function inboxViewUrl(siteUrl: string, view: { spam?: "held"; from: string; to: string }): string {
  const params = new URLSearchParams();
  if (view.spam) params.set("spam", view.spam);
  params.set("from", view.from);
  params.set("to", view.to);
  return `${inboxUrl(siteUrl)}?${params.toString()}`;
}

/** The lead columns one line of a summary or digest shows. */
export type LeadLineFields = Pick<
  LeadRow,
  "id" | "form_type" | "full_name" | "email" | "phone" | "service_type" | "city" | "state" | "country" | "is_spam" | "spam_reason" | "created_at"
>;

/** Flagged: stored and mailed, but a screen gave a reason to look twice (held leads are not mailed one by one). */
export function isFlagged(lead: Pick<LeadRow, "is_spam" | "spam_reason">): boolean {
  return lead.spam_reason !== null && !lead.is_spam;
}

/** The notice's subject: the usual one, marked for a check when the lead is flagged. */
export function leadSubject(lead: Pick<NoticeLead, "form_type" | "full_name" | "is_spam" | "spam_reason">): string {
  const subject = oneLine(noticeSubject(lead.form_type, oneLine(lead.full_name, 100)));
  return isFlagged(lead) ? `${CHECK_PREFIX}${subject}` : subject;
}

function label<T extends string>(labels: Record<T, string>, value: string | null | undefined): string {
  if (!value) return "";
  return (labels as Record<string, string>)[value] ?? value;
}

// Made once per isolate: building a DateTimeFormat costs about 0.1 ms of CPU, formatting with one
// a few microseconds, and a summary or digest formats hundreds of dates within a 10 ms budget.
const receivedFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
  timeZone: BUSINESS_TIME_ZONE,
});

/** "Sunday, November 22, 2026 at 12:48 AM EST": the owner works in Atlanta time. */
export function formatReceived(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return receivedFormat.format(date);
}

export function placeOf(lead: Pick<LeadRow, "city" | "state" | "country">): string {
  return [lead.city, lead.state, lead.country].filter(Boolean).join(", ");
}

const FONT = "font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222";
const CELL = "padding:6px 10px;border:1px solid #ddd;vertical-align:top;text-align:left";

/** The HTML document around a mail's body parts (already escaped). */
export function mailDocument(title: string, body: string[]): string {
  return [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    `<body style="${FONT}">`,
    ...body,
    "</body></html>",
  ].join("\n");
}

export function htmlLink(url: string, text: string): string {
  return `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`;
}

/** A two-column table of label and value, every value escaped. */
export function detailTable(rows: [string, string][]): string {
  const body = rows
    .map(
      ([name, value]) =>
        `<tr><th scope="row" style="${CELL};background:#f6f6f6;white-space:nowrap">${escapeHtml(name)}</th>` +
        `<td style="${CELL};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  return `<table style="border-collapse:collapse">\n${body}\n</table>`;
}

function textRows(rows: [string, string][]): string[] {
  return rows.map(([name, value]) => (value.includes("\n") ? `${name}:\n${value}` : `${name}: ${value}`));
}

/** Every field of a lead the owner needs to answer it, in reading order, empty ones left out. */
function leadDetails(lead: NoticeLead): [string, string][] {
  const quote = lead.form_type === "quote";
  const rows: [string, string][] = [
    ["Name", lead.full_name],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Form", quote ? "Quote request" : "Contact form"],
  ];
  if (quote) {
    rows.push(
      ["Project address", lead.address],
      ["Service", label<ServiceType>(SERVICE_TYPE_LABELS, lead.service_type)],
      ["Preferred contact", label<PreferredContact>(PREFERRED_CONTACT_LABELS, lead.preferred_contact)],
      ["Preferred time", lead.preferred_time || "Any time"],
      ["Project details", lead.project_details],
    );
  } else {
    rows.push(["Message", lead.message]);
  }
  rows.push(
    ["Landing page", lead.landing_page ?? ""],
    ["Referrer", lead.referrer],
    ["Approximate location", placeOf(lead)],
    ["Received", `${formatReceived(lead.created_at)} (${lead.created_at})`],
  );
  return rows.filter(([, value]) => value !== "");
}

export interface NoticeOptions {
  /** The mail service refused the visitor's address as Reply-To: send without it and say so. */
  withoutReplyTo?: boolean;
}

/** The owner's notice for one stored lead. */
export function renderNotice(lead: NoticeLead, config: MailConfig, options: NoticeOptions = {}): Notice {
  const subject = leadSubject(lead);
  const details = leadDetails(lead);
  const pageUrl = leadPageUrl(config.SITE_URL, lead.id);
  const check = isFlagged(lead)
    ? `Check this one: ${lead.spam_reason}. It was stored and mailed as usual; mark it in the inbox if it is junk.`
    : "";
  const answer = options.withoutReplyTo
    ? `The mail service would not take the visitor's address as Reply-To, so Reply will not reach them: write to ${lead.email} yourself.`
    : "Reply to this e-mail to answer the visitor.";
  const footer = `Sent by the ${config.SITE_NAME} website.`;

  const html = mailDocument(subject, [
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    check ? `<p style="background:#fff4d6;padding:8px 10px"><strong>${escapeHtml(check)}</strong></p>` : "",
    detailTable(details),
    `<p>${htmlLink(pageUrl, "Open this lead in the inbox")} to set its status or add a note.</p>`,
    `<p>${escapeHtml(answer)}</p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p>`,
  ]);
  const text = [
    subject,
    "",
    ...(check ? [check, ""] : []),
    ...textRows(details),
    "",
    `Open this lead in the inbox: ${pageUrl}`,
    answer,
    "",
    footer,
  ].join("\n");

  return { subject, html, text, replyTo: options.withoutReplyTo ? null : lead.email };
}

/** A lead in a list mail: who (with [Check] when flagged), then what, where, when. */
export interface LeadLine {
  who: string;
  rest: string;
}

export function leadLineParts(lead: LeadLineFields): LeadLine {
  const what =
    lead.form_type === "quote"
      ? `quote: ${label<ServiceType>(SERVICE_TYPE_LABELS, lead.service_type) || "service not given"}`
      : "contact form";
  const rest = [lead.email, lead.phone, what, placeOf(lead), formatReceived(lead.created_at)];
  return {
    who: `${isFlagged(lead) ? CHECK_PREFIX : ""}${oneLine(lead.full_name, 100)}`,
    rest: rest.filter(Boolean).join(" · "),
  };
}

/** The line as plain text. */
export function leadLine(lead: LeadLineFields): string {
  const { who, rest } = leadLineParts(lead);
  return `${who} · ${rest}`;
}

/** The line as HTML, the name in bold so a list can be scanned on a phone. */
export function leadLineHtml(lead: LeadLineFields): string {
  const { who, rest } = leadLineParts(lead);
  return `<strong>${escapeHtml(who)}</strong> · ${escapeHtml(rest)}`;
}

/**
 * The leads that came in past the hourly ceiling of individual notices, in one
 * mail: a burst (a mention on local news, or a bot that gets past the screens)
 * must not bury the owner's inbox under dozens of mails, but no lead may go unmentioned.
 */
export function renderSummary(leads: LeadLineFields[], config: MailConfig & Pick<Config, "NOTICE_CEILING_PER_HOUR">): MailContent {
  const count = leads.length;
  const subject = `${count} new ${count === 1 ? "lead" : "leads"} in one summary (past ${config.NOTICE_CEILING_PER_HOUR} notices an hour)`;
  const intro =
    `${config.NOTICE_CEILING_PER_HOUR} notices, the most sent one by one in an hour, had already gone out, so these ` +
    "leads are listed here instead of one mail each. Each is stored in the inbox with every detail.";
  const items = leads.map((lead) => ({
    line: leadLine(lead),
    lineHtml: leadLineHtml(lead),
    reason: isFlagged(lead) ? `Check: ${lead.spam_reason}` : "",
    url: leadPageUrl(config.SITE_URL, lead.id),
  }));
  const html = mailDocument(subject, [
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(intro)}</p>`,
    "<ul>",
    ...items.map(
      (item) =>
        `<li style="margin-bottom:8px">${item.lineHtml}${item.reason ? `<br><em>${escapeHtml(item.reason)}</em>` : ""}` +
        `<br>${htmlLink(item.url, "Open in the inbox")}</li>`,
    ),
    "</ul>",
    `<p>${htmlLink(inboxUrl(config.SITE_URL), "Open the inbox")}</p>`,
  ]);
  const text = [
    subject,
    "",
    intro,
    "",
    ...items.flatMap((item) => [`- ${item.line}`, ...(item.reason ? [`  ${item.reason}`] : []), `  ${item.url}`]),
    "",
    `Inbox: ${inboxUrl(config.SITE_URL)}`,
  ].join("\n");
  return { subject, html, text };
}
