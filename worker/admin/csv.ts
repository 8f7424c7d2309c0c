/**
 * The leads as a spreadsheet file. Every value comes from a visitor, so a cell
 * is written so that a spreadsheet shows it and never runs it: a cell starting
 * with =, +, -, @, a tab or a carriage return is a formula (or becomes one) in
 * Excel, LibreOffice and Google Sheets, so it gets a leading apostrophe, which
 * those programs read as "text". ("+1 770 555 0142" is shown as '+1 770 555 0142.)
 */
import type { AdminLead } from "./storage";
import { localDateTime } from "../../common/local-time";

/** Excel opens a CSV as the machine's legacy code page unless it starts with a UTF-8 byte order mark. */
export const UTF8_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180: quoted when it holds a comma, a quote or a line break; quotes doubled. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = neutraliseCell(value === null || value === undefined ? "" : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** Column heading and value, in the file's order: the lead as stored, its notice, then a local time to read. */
const COLUMNS: readonly [string, (lead: AdminLead) => string | number | boolean | null][] = [
  ["created_at", (lead) => lead.created_at],
  ["received_atlanta_time", (lead) => localDateTime(new Date(lead.created_at))],
  ["id", (lead) => lead.id],
  ["form_type", (lead) => lead.form_type],
  ["status", (lead) => lead.status],
  ["full_name", (lead) => lead.full_name],
  ["email", (lead) => lead.email],
  ["phone", (lead) => lead.phone],
  ["address", (lead) => lead.address],
  ["service_type", (lead) => lead.service_type],
  ["preferred_contact", (lead) => lead.preferred_contact],
  ["preferred_time", (lead) => lead.preferred_time],
  ["project_details", (lead) => lead.project_details],
  ["message", (lead) => lead.message],
  ["note", (lead) => lead.note],
  ["is_spam", (lead) => lead.is_spam],
  ["spam_reason", (lead) => lead.spam_reason],
  ["held_at", (lead) => lead.held_at],
  ["held_by", (lead) => lead.held_by],
  ["pinned", (lead) => lead.pinned],
  ["screen_outcome", (lead) => lead.screen_outcome],
  ["follows_refused_id", (lead) => lead.follows_refused_id],
  ["spam_verdict", (lead) => lead.spam_verdict],
  ["spam_verdict_by", (lead) => lead.spam_verdict_by],
  ["spam_verdict_at", (lead) => lead.spam_verdict_at],
  ["notice_status", (lead) => lead.notice?.status ?? null],
  ["notice_attempts", (lead) => lead.notice?.attempts ?? null],
  ["notice_last_error", (lead) => lead.notice?.last_error ?? null],
  ["notice_sent_at", (lead) => lead.notice?.sent_at ?? null],
  ["updated_at", (lead) => lead.updated_at],
  ["first_response_at", (lead) => lead.first_response_at],
  ["first_response_how", (lead) => lead.first_response_how],
  ["response_business_minutes", (lead) => lead.response_business_minutes],
  ["reminder_queued_at", (lead) => lead.reminder_queued_at],
  ["clock_started_at", (lead) => lead.clock_started_at],
  ["journey_started_at", (lead) => lead.journey_started_at],
  ["landing_page", (lead) => lead.landing_page],
  ["referrer", (lead) => lead.referrer],
  ["utm_source", (lead) => lead.utm_source],
  ["utm_medium", (lead) => lead.utm_medium],
  ["utm_campaign", (lead) => lead.utm_campaign],
  ["utm_term", (lead) => lead.utm_term],
  ["utm_content", (lead) => lead.utm_content],
  ["gclid", (lead) => lead.gclid],
  ["city", (lead) => lead.city],
  ["state", (lead) => lead.state],
  ["country", (lead) => lead.country],
  ["site_name", (lead) => lead.site_name],
  ["submission_id", (lead) => lead.submission_id],
  ["visitor_id", (lead) => lead.visitor_id],
  ["session_id", (lead) => lead.session_id],
  ["ip_hash", (lead) => lead.ip_hash],
  ["ip_network_hash", (lead) => lead.ip_network_hash],
  ["ua", (lead) => lead.ua],
];

export const CSV_HEADINGS = COLUMNS.map(([heading]) => heading);

export function leadsCsvHeader(): string {
  return UTF8_BOM + csvLine(CSV_HEADINGS);
}

export function leadCsvLine(lead: AdminLead): string {
  return csvLine(COLUMNS.map(([, value]) => value(lead)));
}
