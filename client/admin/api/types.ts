/**
 * The inbox API's answers as the Worker sends them (snake_case, as on the
 * wire). The statuses and the session and stats shapes come from common/,
 * which the Worker uses too; the lead itself is written from the API contract
 * rather than imported from worker/, so the browser bundle never pulls in
 * server code.
 */
import type { FirstResponseHow, InboxPushSubscription, InboxSession, InboxStats, LeadStatus, SpamVerdict } from "../../../common/inbox.ts";

export { LEAD_STATUSES, LEAD_STATUS_LABELS, REFUSED_AT_FORM, wasRefusedAtForm, type LeadStatus } from "../../../common/inbox.ts";

export type FormType = "quote" | "contact";

/** `spam` filter: absent = everything but held; `held`, `flagged`, or `all`. */
export type SpamView = "" | "held" | "flagged" | "all";

/** The owner's notice for a lead: its outbox row, or null when there is none (a held lead). */
export interface LeadNotice {
  /** pending | sent | failed (the outbox may add states; an unknown one is shown as is). */
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
}

export interface Lead {
  id: string;
  submission_id: string;
  form_type: FormType;
  full_name: string;
  email: string;
  phone: string;
  message: string;
  site_name: string;
  visitor_id: string;
  session_id: string;
  ip_hash?: string;
  ua: string;
  referrer: string;
  city: string;
  state: string;
  country: string;
  address: string;
  service_type: string;
  preferred_contact: string;
  preferred_time: string;
  project_details: string;
  landing_page: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  gclid: string | null;
  ip_network_hash?: string;
  /** Held: stored but not mailed one by one. */
  is_spam: boolean;
  /** Why the screens held or flagged it; null for a clean lead. "Refused at the form: …" when the form refused it. */
  spam_reason: string | null;
  /** The refused submission this lead was sent after (same session or e-mail within the hour). */
  follows_refused_id: string | null;
  /** The accepted lead the same visitor sent after this refused one, if any. */
  sent_again_id: string | null;
  /** The owner's word on the screens' decision, who said it and when. */
  spam_verdict: SpamVerdict | null;
  spam_verdict_by: string | null;
  spam_verdict_at: string | null;
  /** Kept past the held-lead purge: the owner pinned it. */
  pinned: boolean;
  status: LeadStatus;
  note: string;
  updated_at: string | null;
  created_at: string;
  /** When the response clock started: null = on arrival; set when the lead was released from Held. */
  clock_started_at: string | null;
  notice: LeadNotice | null;
  /** The owner's first answer: a tap on call, text or e-mail in the inbox, or the first status change from New. */
  first_response_at: string | null;
  first_response_how: FirstResponseHow | null;
  /** Business minutes (Mon–Fri 8–6, Sat 9–4, Atlanta) from arrival (or release from Held) to that first answer; null while unanswered. */
  response_business_minutes: number | null;
}

/** How the owner answered a lead from its page (a status change is recorded by the Worker itself). */
export type ResponseHow = Exclude<FirstResponseHow, "status">;

export interface LeadPage {
  leads: Lead[];
  page: number;
  per_page: number;
  total: number;
}

export type Session = InboxSession;

/** One week of time to first response, in business minutes; null figures when nothing was answered that week. */
export type ResponseWeek = InboxStats["response_times"][number];

export type Stats = InboxStats;

/** A phone or computer that gets a notification for each new lead. */
export type PushDevice = InboxPushSubscription;

/** When a device is notified: at any hour, or only in business hours (a lead outside them waits for the next opening). */
export type PushHours = PushDevice["hours"];

export interface PushDevices {
  /** Null while the Worker has no VAPID keys: notifications cannot be turned on yet. */
  vapid_public_key: string | null;
  subscriptions: PushDevice[];
}

export interface LeadChanges {
  status?: LeadStatus;
  note?: string;
  spam?: boolean;
  spam_verdict?: SpamVerdict;
  pinned?: boolean;
}

/** The estimate calendar as Settings reads and saves it. */
export interface CalendarAnswer {
  calendar: import("../../../common/booking/calendar.ts").EstimateCalendar;
  is_default: boolean;
}

export type ReviewHow = "sms" | "email";

/** A lead's estimate visit, the times it can move to, its booking link and the review offer. */
export interface LeadVisitAnswer {
  ok: true;
  visit: {
    id: number;
    start: string;
    end: string;
    status: "booked" | "confirmed" | "cancelled";
    label: string;
    changed_by: "customer" | "owner" | null;
    confirmed_at: string | null;
    cancelled_at: string | null;
  } | null;
  slots: { start: string; end: string; day: string; time: string }[];
  booking_path: string | null;
  review: {
    asked: { how: ReviewHow; requested_at: string } | null;
    can_ask: boolean;
    sms_href: string | null;
    can_email: boolean;
  };
}

export type VisitAction = { action: "confirm" } | { action: "cancel" } | { action: "move"; start: string };
