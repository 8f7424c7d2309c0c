/**
 * The owner's notice for one lead, written by the Worker from the stored lead
 * (never from browser-supplied HTML, which is what made the original site's
 * /api/send-email an open relay). Every visitor value is HTML-escaped.
 */
import { escapeHtml } from "../../common/html";
import {
  PREFERRED_CONTACT_LABELS,
  SERVICE_TYPE_LABELS,
  noticeSubject,
  type PreferredContact,
  type ServiceType,
} from "../../common";
import type { Config } from "../platform/env";
import type { NewLeadRow } from "../db/schema";

export interface Notice {
  subject: string;
  html: string;
  text: string;
  replyTo: string;
}

/** The lead fields a notice shows. */
export type NoticeLead = Pick<
  NewLeadRow,
  | "form_type"
  | "full_name"
  | "email"
  | "phone"
  | "message"
  | "address"
  | "service_type"
  | "preferred_contact"
  | "preferred_time"
  | "project_details"
  | "referrer"
  | "landing_page"
  | "city"
  | "state"
  | "country"
  | "created_at"
>;

// The notice escapes every visitor value with the project's one HTML escaper.
export { escapeHtml };

/** A header-safe line: a name with a line break in it must not add mail headers. */
export function oneLine(value: string, max = 200): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim().slice(0, max);
}

function label<T extends string>(labels: Record<T, string>, value: string | null | undefined): string {
  if (!value) return "";
  return (labels as Record<string, string>)[value] ?? value;
}

/** "Sunday, November 22, 2026 at 12:48 AM EST": the owner works in Atlanta time. */
export function formatReceived(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: "America/New_York",
  }).format(date);
}

export function buildNotice(lead: NoticeLead, config: Pick<Config, "SITE_NAME">): Notice {
  const quote = lead.form_type === "quote";
  const receivedIso = lead.created_at ?? new Date().toISOString();
  const place = [lead.city, lead.state, lead.country].filter(Boolean).join(", ");

  const rows: [string, string][] = [
    ["Name", lead.full_name],
    ["Email", lead.email],
    ["Phone", lead.phone ?? ""],
    ["Form", quote ? "Quote request" : "Contact form"],
  ];
  if (quote) {
    rows.push(
      ["Project address", lead.address ?? ""],
      ["Service", label<ServiceType>(SERVICE_TYPE_LABELS, lead.service_type)],
      ["Preferred contact", label<PreferredContact>(PREFERRED_CONTACT_LABELS, lead.preferred_contact)],
      ["Preferred time", lead.preferred_time || "Any time"],
      ["Project details", lead.project_details ?? ""],
    );
  } else {
    rows.push(["Message", lead.message ?? ""]);
  }
  rows.push(
    ["Landing page", lead.landing_page ?? ""],
    ["Referrer", lead.referrer ?? ""],
    ["Approximate location", place],
    ["Received", `${formatReceived(receivedIso)} (${receivedIso})`],
  );
  const shown = rows.filter(([, value]) => value !== "");

  const subject = oneLine(noticeSubject(lead.form_type, oneLine(lead.full_name, 100)));
  const cell = "padding:6px 10px;border:1px solid #ddd;vertical-align:top;text-align:left";
  const tableRows = shown
    .map(
      ([name, value]) =>
        `<tr><th scope="row" style="${cell};background:#f6f6f6;white-space:nowrap">${escapeHtml(name)}</th>` +
        `<td style="${cell};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><title>' + escapeHtml(subject) + "</title></head>",
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">',
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    '<table style="border-collapse:collapse">',
    tableRows,
    "</table>",
    `<p style="color:#666;font-size:12px">Sent by the ${escapeHtml(config.SITE_NAME)} website. Reply to this e-mail to answer the visitor.</p>`,
    "</body></html>",
  ].join("\n");

  const text = [
    subject,
    "",
    ...shown.map(([name, value]) => (value.includes("\n") ? `${name}:\n${value}` : `${name}: ${value}`)),
    "",
    `Sent by the ${config.SITE_NAME} website. Reply to this e-mail to answer the visitor.`,
  ].join("\n");

  return { subject, html, text, replyTo: lead.email };
}
