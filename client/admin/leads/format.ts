/** How the inbox writes a lead's values: dates in the business's time zone, phone links, labels. */
import { PREFERRED_CONTACT_LABELS, SERVICE_TYPE_LABELS } from "../../../common/lead-fields.ts";
import { business } from "../../content/business.ts";
import type { Lead } from "../api/types.ts";
import { BUSINESS_TIME_ZONE as TIME_ZONE } from "../../../common/constants.ts";

const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const timeOnly = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, hour: "numeric", minute: "2-digit" });
const dateShort = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, month: "short", day: "numeric" });
const dateYear = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, month: "short", day: "numeric", year: "numeric" });
const full = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** `YYYY-MM-DD` of an instant, in the business's time zone. */
export function localDay(date: Date): string {
  return dayKey.format(date);
}

/**
 * Today's and yesterday's day keys for the minute `now` falls in: a list draws
 * every row's date against the same two, and each `Intl` format call costs the
 * Worker's render (and the phone's) a few microseconds more than a lookup.
 */
let daysOfMinute: { minute: number; today: string; yesterday: string } | undefined;
function todayAndYesterday(now: Date): { today: string; yesterday: string } {
  const minute = Math.floor(now.getTime() / 60_000);
  if (daysOfMinute?.minute !== minute) {
    daysOfMinute = { minute, today: localDay(now), yesterday: localDay(new Date(now.getTime() - 86_400_000)) };
  }
  return daysOfMinute;
}

/** "Today, 9:41 AM", "Yesterday, 4:05 PM", "Nov 3, 8:12 AM", "Dec 29, 2025": short enough for a card. */
export function whenReceived(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = localDay(date);
  const { today, yesterday } = todayAndYesterday(now);
  if (day === today) return `Today, ${timeOnly.format(date)}`;
  if (day === yesterday) return `Yesterday, ${timeOnly.format(date)}`;
  if (day.slice(0, 4) === today.slice(0, 4)) return `${dateShort.format(date)}, ${timeOnly.format(date)}`;
  return dateYear.format(date);
}

/** "Sun, Nov 22, 2026, 9:41 AM EST". */
export function fullDate(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : full.format(date);
}

/** A `tel:` address for what a visitor typed: digits only, +1 for a ten-digit US number. */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  const bare = digits.replace(/^\+/, "");
  if (bare.length < 7) return undefined;
  if (digits.startsWith("+")) return `tel:${digits}`;
  if (bare.length === 10) return `tel:+1${bare}`;
  if (bare.length === 11 && bare.startsWith("1")) return `tel:+${bare}`;
  return `tel:${bare}`;
}

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}

/** Reply by mail with a subject the customer recognises and a greeting already written. */
export function replyHref(lead: Lead): string {
  const subject =
    lead.form_type === "quote" ? `Your painting quote request` : `Your message to ${business.name}`;
  const name = firstName(lead.full_name);
  const body = `Hi ${name},\n\nThank you for contacting ${business.name}.\n\n`;
  return `mailto:${encodeURIComponent(lead.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`${subject} — ${business.name}`)}&body=${encodeURIComponent(body)}`;
}

export function serviceLabel(value: string): string {
  if (!value) return "";
  return (SERVICE_TYPE_LABELS as Record<string, string>)[value] ?? value;
}

export function preferredContactLabel(value: string): string {
  if (!value) return "";
  return (PREFERRED_CONTACT_LABELS as Record<string, string>)[value] ?? value;
}

/** "Roswell, GA" from the request's geo, or "" when the edge knew nothing. */
export function place(lead: Pick<Lead, "city" | "state" | "country">): string {
  const parts = [lead.city, lead.state].filter(Boolean);
  if (parts.length === 0) return lead.country;
  return lead.country && lead.country !== "US" ? `${parts.join(", ")} (${lead.country})` : parts.join(", ");
}

/**
 * The town of the job: from the quote's address ("12 Oak St, Roswell, GA 30075"
 * gives Roswell), else the city the network placed the visitor in.
 */
export function townOf(lead: Pick<Lead, "address" | "city">): string {
  const parts = lead.address.split(",").map((part) => part.trim()).filter(Boolean);
  if (parts.length >= 3 && /^[A-Za-z]{2}\b/.test(parts[parts.length - 1] ?? "")) return parts[parts.length - 2] ?? lead.city;
  if (parts.length >= 2 && /^[A-Za-z]{2}\s*\d{5}/.test(parts[parts.length - 1] ?? "")) return parts[parts.length - 2] ?? lead.city;
  return lead.city;
}

/** What the customer asked for, in one line: the service, or the start of the message. */
export function summary(lead: Lead): string {
  const text = lead.form_type === "quote" ? lead.project_details || lead.message : lead.message;
  return text.replace(/\s+/g, " ").trim();
}

export function formLabel(formType: string): string {
  return formType === "quote" ? "Quote request" : "Contact message";
}
