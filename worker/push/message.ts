/**
 * What a push says. Short on purpose: a lock screen shows a line or two, and
 * the owner decides from it whether to step off the ladder. Title and body
 * read together as one sentence ("New quote request: Maria Lopez, Exterior
 * painting, Roswell"); tapping opens the lead in the inbox. The tag is the
 * lead's id, so a reminder replaces the lead's first notification instead of
 * stacking a second one.
 */
import { SERVICE_TYPE_LABELS } from "../../common";
import type { EstimateVisitRow, LeadRow } from "../db/schema";
import { visitEventOf, visitSummary, visitTitle } from "../booking/visit-text";
import { leadTown, UNKNOWN_TOWN } from "../admin/stats";

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The lead's columns a push needs. */
export type PushLead = Pick<
  LeadRow,
  "id" | "form_type" | "full_name" | "service_type" | "address" | "city" | "spam_reason" | "is_spam" | "created_at"
>;

function leadPath(id: string): string {
  return `/admin/leads/${encodeURIComponent(id)}`;
}

function serviceLabel(serviceType: string): string {
  const label = (SERVICE_TYPE_LABELS as Record<string, string>)[serviceType] ?? serviceType;
  // "Exterior Painting" reads as a proper name in a sentence; the notification is a sentence.
  return label ? label.charAt(0) + label.slice(1).toLowerCase() : "";
}

/** "Maria Lopez, Exterior painting, Roswell": who, what, where, leaving out what is unknown. */
function summary(lead: PushLead): string {
  const town = leadTown(lead);
  const parts = [lead.full_name, lead.form_type === "quote" ? serviceLabel(lead.service_type) : "", town === UNKNOWN_TOWN ? "" : town];
  return parts.filter(Boolean).join(", ");
}

/** A new lead; one the screens flagged (a reason, not held) starts with "Check:" like its mail's subject. */
export function leadPayload(lead: PushLead): PushPayload {
  const what = lead.form_type === "quote" ? "New quote request" : "New message";
  const flagged = lead.spam_reason !== null && !lead.is_spam;
  return { title: flagged ? `Check: ${what}` : what, body: summary(lead), url: leadPath(lead.id), tag: lead.id };
}

/** The one nudge for a lead nobody answered yet: "Still waiting: Maria Lopez, 15 min". */
export function reminderPayload(lead: PushLead, waitedBusinessMinutes: number): PushPayload {
  return {
    title: "Still waiting",
    body: `${lead.full_name}, ${formatWait(waitedBusinessMinutes)}`,
    url: leadPath(lead.id),
    tag: lead.id,
  };
}

/** "Estimate visit booked" / "Maria Lopez, Tue Dec 2, 4:00 PM, Roswell"; moved and cancelled the same way. */
export function bookingPayload(lead: PushLead, visit: EstimateVisitRow): PushPayload {
  return {
    title: visitTitle(visitEventOf(visit)),
    body: visitSummary(lead, visit),
    url: leadPath(lead.id),
    tag: `visit-${lead.id}`,
  };
}

export function testPayload(): PushPayload {
  return {
    title: "Test notification",
    body: "Notifications work on this device.",
    url: "/admin/settings",
    tag: "test",
  };
}

/** "15 min", "2 h 5 min": a wait in business minutes, as the owner reads it. */
export function formatWait(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
