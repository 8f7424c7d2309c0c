/**
 * What the owner's inbox and the Worker's inbox API agree on: the follow-up
 * statuses and the shapes of the session and dashboard answers (snake_case, as
 * on the wire). One definition, so the list's status menu, the API's
 * validation and the D1 column cannot drift apart. Types and constants only:
 * nothing here pulls server code into the inbox's bundle.
 */

/** Where the owner is with a lead, from first sight to the job's outcome. Every lead starts "new". */
export const LEAD_STATUSES = ["new", "contacted", "quoted", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

/**
 * The owner's word on the spam screens' decision for one lead: "not_spam" on a
 * held or flagged lead (a held one is released), "spam" on an accepted one (it
 * is held). Kept beside the screens' reason so their record can be measured.
 */
export const SPAM_VERDICTS = ["spam", "not_spam"] as const;
/** The spam screens' four decisions, as stored with each lead (forms.screen_outcome). */
export const SCREEN_OUTCOMES = ["accept", "flag", "hold", "refuse"] as const;
export type ScreenOutcome = (typeof SCREEN_OUTCOMES)[number];
export type SpamVerdict = (typeof SPAM_VERDICTS)[number];

/** Prefix of the reason stored with a submission the form refused (kept as a held lead). */
export const REFUSED_AT_FORM = "Refused at the form: ";

/** Whether the screens' reason says the form refused this submission (the visitor was asked to revise it). */
export function wasRefusedAtForm(reason: string | null | undefined): boolean {
  return (reason ?? "").startsWith(REFUSED_AT_FORM);
}

/** `GET /api/admin/session`: who is signed in; `off` = local development on loopback, no Access. */
export interface InboxSession {
  user: { email: string | null };
  sign_in: "access" | "off";
}

/** `GET /api/admin/stats`: the dashboard's figures (held leads left out everywhere). */
export interface InboxStats {
  weeks: { week_start: string; leads: number; phone_clicks: number }[];
  by_source: { source: string; leads: number }[];
  by_service: { service_type: string; leads: number }[];
  by_town: { town: string; leads: number }[];
  /** won / (won + lost); null while nothing is decided. */
  won_rate: { won: number; lost: number; rate: number | null };
  /**
   * The spam screens' record over the last 30 days, from the owner's verdicts:
   * held leads the owner released, accepted ones marked spam, flagged ones confirmed
   * not spam, and submissions refused at the form.
   */
  screens: { days: number; held_released: number; accepted_marked_spam: number; flagged_not_spam: number; refused_at_form: number; held: number };
  /**
   * Per week (same weeks as `weeks`, by the lead's arrival), how fast the
   * answered leads were first answered, in business minutes; nulls in a week
   * with no answered lead. Shares are 0-1.
   */
  response_times: {
    week_start: string;
    answered: number;
    median_business_minutes: number | null;
    p90_business_minutes: number | null;
    share_within_5_min: number | null;
    share_within_hour: number | null;
  }[];
  /** "Ask for a review" requests the owner sent in the period, and how. */
  review_requests: { sent: number; by_sms: number; by_email: number };
}

/** A device subscribed to push, as `GET /api/admin/push/subscriptions` lists it (never its keys or full endpoint). */
export interface InboxPushSubscription {
  id: number;
  /** The name the owner gave it ("" until named). */
  label: string;
  /** The push service's host (fcm.googleapis.com, web.push.apple.com, ...). */
  endpoint_host: string;
  /** "business": a lead outside business hours is announced when they next open. */
  hours: "any" | "business";
  created_at: string;
  last_success_at: string | null;
  last_failure_at: string | null;
  /** Failed attempts since the last success. */
  failures: number;
}

/** How the owner first answered a lead: a tap in the inbox, or a status change away from New. */
export type FirstResponseHow = "call" | "text" | "email" | "status";
