/** How the inbox writes a lead's values: dates in the business's time zone, phone links, labels. */
import { PREFERRED_CONTACT_LABELS, SERVICE_TYPE_LABELS } from "../../../common/lead-fields.ts";
import { business } from "../../content/business.ts";
import type { Lead } from "../api/types.ts";
import { parseCalendarDate } from "../../../common/local-time.ts";
import { businessClock, WEEKDAYS, type WallClock } from "./business-clock.ts";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** What en-US Intl puts between a time and AM/PM in V8 (a plain space), so the words match its output. */
const BEFORE_MERIDIEM = " ";

// Written from the business clock, not Intl: the first Intl object a page makes costs it 30-60 ms
// (business-clock.ts). The words are en-US Intl's, letter for letter (tests/common/business-clock.test.ts).
function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}
function timeWords(clock: WallClock): string {
  return `${clock.hour % 12 || 12}:${twoDigits(clock.minute)}${BEFORE_MERIDIEM}${clock.hour < 12 ? "AM" : "PM"}`;
}
function monthDay(clock: Pick<WallClock, "month" | "day">): string {
  return `${MONTHS[clock.month - 1]} ${clock.day}`;
}
function dayKeyOf(clock: WallClock): string {
  return `${clock.year}-${twoDigits(clock.month)}-${twoDigits(clock.day)}`;
}

/** `YYYY-MM-DD` of an instant, in the business's time zone. */
export function localDay(date: Date): string {
  return dayKeyOf(businessClock(date));
}

/**
 * Today's and yesterday's day keys for the minute `now` falls in: a list draws
 * every row's date against the same two.
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
  const clock = businessClock(date);
  const day = dayKeyOf(clock);
  const { today, yesterday } = todayAndYesterday(now);
  if (day === today) return `Today, ${timeWords(clock)}`;
  if (day === yesterday) return `Yesterday, ${timeWords(clock)}`;
  if (day.slice(0, 4) === today.slice(0, 4)) return `${monthDay(clock)}, ${timeWords(clock)}`;
  return `${monthDay(clock)}, ${clock.year}`;
}

/** "Nov 3" for a calendar date (`YYYY-MM-DD`, a day as written: no time zone), or the text itself when it is not one. */
export function calendarDayWords(day: string): string {
  const date = parseCalendarDate(day);
  return date ? monthDay(date) : day;
}

/** "Sun, Nov 22, 2026, 9:41 AM EST". */
export function fullDate(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const clock = businessClock(date);
  return `${WEEKDAYS[clock.weekday]}, ${monthDay(clock)}, ${clock.year}, ${timeWords(clock)} ${clock.zoneName}`;
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
