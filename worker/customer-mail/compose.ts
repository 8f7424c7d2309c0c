/**
 * The customer's confirmation after an accepted lead: pure, so every rule of
 * what it may say is tested without a mailer. It is not a relay: besides a
 * plain first name (greeting.ts) it repeats nothing the visitor typed. What
 * was asked for is named from fixed lists (the form, the service's label, a
 * town of the service area found in the address), and the only links are the
 * site's own (its home page and the booking page under it). The phone number
 * is plain text: every mail app makes it tappable, and it is no link of ours
 * to vouch for.
 */
import { SERVICE_TYPE_LABELS } from "../../common";
import { OPENING_HOURS, SERVICE_AREA_TOWNS } from "../../common/business";
import { escapeHtml } from "../../common/html";
import { greetingFor } from "./greeting";

export interface ConfirmationInput {
  lead: { form_type: "quote" | "contact"; full_name: string; service_type: string; address: string };
  business: { name: string; phoneDisplay: string };
  siteUrl: string;
  /** The lead's booking page (a quote, booking on); absent: no booking paragraph. */
  bookingUrl?: string | null;
  /** The owner's median first answer in business minutes, once 10+ leads were answered in 30 days. */
  typicalAnswerMinutes?: number | null;
}

export interface CustomerMail {
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; type: string; content: string }[];
}

/** The line that tells a stranger whose address was typed in that nothing more will come. */
export const NOT_YOU_LINE =
  "If you did not ask us for anything, please ignore this email: someone may have typed your address by mistake, and you will not hear from us again.";

/** A town of the service area named in the address (the last one named), else null. */
export function townOf(address: string): string | null {
  let found: string | null = null;
  let at = -1;
  const lower = address.toLowerCase();
  for (const town of SERVICE_AREA_TOWNS) {
    const index = lower.lastIndexOf(town.toLowerCase());
    if (index > at) {
      at = index;
      found = town;
    }
  }
  return found;
}

function serviceLabel(serviceType: string): string | null {
  const label = (SERVICE_TYPE_LABELS as Record<string, string>)[serviceType];
  return label ? label.toLowerCase() : null;
}

/** "a free quote for exterior painting in Roswell" / "a message". */
export function whatWasAsked(lead: ConfirmationInput["lead"]): string {
  if (lead.form_type === "contact") return "your message";
  const service = serviceLabel(lead.service_type);
  const town = townOf(lead.address);
  return ["your request for a free quote", service ? `for ${service}` : "", town ? `in ${town}` : ""].filter(Boolean).join(" ");
}

/** The business hours in plain words: "Monday - Friday 8:00 AM - 6:00 PM; Saturday 9:00 AM - 4:00 PM; Sunday closed". */
export function hoursInWords(): string {
  return OPENING_HOURS.map((line) => (line.opens ? `${line.days} ${line.hours}` : `${line.days} closed`)).join("; ");
}

/** "about 20 minutes", "about 2 hours" of business hours. */
export function typicalWait(minutes: number): string {
  if (minutes < 60) {
    const rounded = Math.max(5, Math.ceil(minutes / 5) * 5);
    return `about ${rounded} minutes`;
  }
  const hours = Math.round(minutes / 30) / 2;
  return `about ${hours === 1 ? "1 hour" : `${hours} hours`}`;
}

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p style="margin:0 0 14px">${line}</p>`).join("\n");
}

export function composeConfirmation(input: ConfirmationInput): CustomerMail {
  const { lead, business, siteUrl } = input;
  const asked = whatWasAsked(lead);
  const greeting = greetingFor(lead.full_name);
  const subject = lead.form_type === "quote" ? `We received your quote request: ${business.name}` : `We received your message: ${business.name}`;
  const when = input.typicalAnswerMinutes != null
    ? `We answer during business hours (${hoursInWords()}), usually within ${typicalWait(input.typicalAnswerMinutes)}.`
    : `We answer during business hours (${hoursInWords()}).`;
  const call = `In a hurry? Call us at ${business.phoneDisplay}.`;
  const booking = input.bookingUrl && lead.form_type === "quote"
    ? "You can also pick a time for your free estimate visit now:"
    : null;

  const textLines = [
    greeting,
    "",
    `Thank you for contacting ${business.name}. We received ${asked}.`,
    "",
    when,
    call,
    ...(booking && input.bookingUrl ? ["", booking, input.bookingUrl] : []),
    "",
    NOT_YOU_LINE,
    "",
    business.name,
    siteUrl,
  ];
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    paragraphs([
      escapeHtml(greeting),
      escapeHtml(`Thank you for contacting ${business.name}. We received ${asked}.`),
      `${escapeHtml(when)}<br>${escapeHtml(call)}`,
      ...(booking && input.bookingUrl ? [`${escapeHtml(booking)}<br>${link(input.bookingUrl, "Pick a time for your free estimate visit")}`] : []),
      `<span style="color:#555">${escapeHtml(NOT_YOU_LINE)}</span>`,
      `${escapeHtml(business.name)}<br>${link(siteUrl, siteUrl.replace(/^https?:\/\//, ""))}`,
    ]),
    "</body></html>",
  ].join("\n");
  return { subject, html, text: textLines.join("\n") };
}
