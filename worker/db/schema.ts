/**
 * The whole D1 schema in one file: drizzle-kit reads it to generate
 * `migrations/`, and the Worker reads it to build queries, so the two can never
 * disagree.
 *
 * Timestamps are ISO-8601 UTC text (`2026-11-22T05:40:22.123Z`): readable in
 * `wrangler d1 execute`, and they sort and compare correctly as strings because
 * the Worker always writes the same fixed-width format.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LEAD_STATUSES, SCREEN_OUTCOMES, SPAM_VERDICTS, type FirstResponseHow } from "../../common/inbox";
import { SITE_SECTIONS } from "../../common/site-content";

export { LEAD_STATUSES, SPAM_VERDICTS, type LeadStatus, type SpamVerdict } from "../../common/inbox";

/** Who held a lead: the spam screens when it arrived, or the owner from the inbox. */
export const HELD_BY = ["screens", "owner"] as const;
export type HeldBy = (typeof HELD_BY)[number];

/** How the owner first answered a lead: a tap on call, text or e-mail, or a status change. */
export const FIRST_RESPONSE_HOWS = ["call", "text", "email", "status"] as const satisfies readonly FirstResponseHow[];
export type { FirstResponseHow };

const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** One lead per submission of either form, held ones included, so nothing a person sent is ever lost. */
export const forms = sqliteTable(
  "forms",
  {
    // A random UUID rather than a sequence, so an answer does not reveal how many leads the site gets.
    id: text("id").primaryKey(),
    // Made by the browser once per attempt; the unique index makes a retried request store nothing new.
    submission_id: text("submission_id").notNull(),
    form_type: text("form_type", { enum: ["quote", "contact"] }).notNull(),

    // The lead record of the original site, column for column, so old exports still line up.
    full_name: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull().default(""),
    site_name: text("site_name").notNull(),
    visitor_id: text("visitor_id").notNull().default(""),
    session_id: text("session_id").notNull().default(""),
    ip_hash: text("ip_hash").notNull().default(""),
    ua: text("ua").notNull().default(""),
    referrer: text("referrer").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    country: text("country").notNull().default(""),

    // The quote form's fields, also bundled into `message`, kept apart so they can be queried.
    address: text("address").notNull().default(""),
    service_type: text("service_type").notNull().default(""),
    preferred_contact: text("preferred_contact").notNull().default(""),
    preferred_time: text("preferred_time").notNull().default(""),
    project_details: text("project_details").notNull().default(""),

    // First-touch attribution.
    landing_page: text("landing_page"),
    utm_source: text("utm_source"),
    utm_medium: text("utm_medium"),
    utm_campaign: text("utm_campaign"),
    utm_term: text("utm_term"),
    utm_content: text("utm_content"),
    gclid: text("gclid"),

    // HMAC of the client's network (the IPv4 address, or the IPv6 /64 a household's
    // devices share), so the hourly cap can count per visitor in D1 exactly.
    ip_network_hash: text("ip_network_hash").notNull().default(""),

    // Held: the honeypot was filled or the form was sent faster than a person can.
    // A held lead is kept (the owner sees it in the inbox and the digest) but not mailed one by one.
    is_spam: integer("is_spam", { mode: "boolean" }).notNull().default(false),
    // Why the screens held or flagged this lead; NULL for a clean lead. A submission the form
    // refused (422) is kept too, held, with a reason starting "Refused at the form: ".
    spam_reason: text("spam_reason"),
    // What the screens decided when the lead arrived: accept, flag, hold, or refuse (422 to the
    // visitor, kept held). Never changed afterwards, so it can be set against the owner's verdict.
    screen_outcome: text("screen_outcome", { enum: SCREEN_OUTCOMES }),
    // A submission the form refused, then this one from the same visitor (same session or e-mail
    // within the hour) was accepted: the owner sees "refused, then sent again", not two strangers.
    follows_refused_id: text("follows_refused_id"),
    // The owner's word on the screens' decision, from the inbox: "not_spam" on a held or flagged
    // lead, "spam" on an accepted one; who said it and when. `npm run spam:report` turns these into
    // labelled cases for the screens' table.
    spam_verdict: text("spam_verdict", { enum: SPAM_VERDICTS }),
    spam_verdict_by: text("spam_verdict_by"),
    spam_verdict_at: text("spam_verdict_at"),
    // When and by whom the lead was last held (NULL while it is not held). Held-spam
    // retention counts from held_at, not created_at, so holding an older lead never
    // makes the next purge erase it; a lead the screens held ('screens') and one the owner
    // held by hand ('owner') purge on the same clock, unless the owner pinned it (below).
    held_at: text("held_at"),
    held_by: text("held_by", { enum: HELD_BY }),
    // The owner pinned this lead: kept past the held-lead purge (held leads, the screens' and the
    // owner's alike, are otherwise erased HELD_SPAM_RETENTION_DAYS after they were held).
    pinned: integer("pinned", { mode: "boolean" }).notNull().default(false),

    // The owner's follow-up, set in the inbox. Every lead starts "new".
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    note: text("note").notNull().default(""),
    updated_at: text("updated_at"),

    // Speed to lead: when the owner first answered the lead (the first tap on call,
    // text or e-mail in the inbox, or the first status change away from "new"),
    // and which it was. Set once and never moved, so the clock measures the first answer.
    first_response_at: text("first_response_at"),
    first_response_how: text("first_response_how", { enum: FIRST_RESPONSE_HOWS }),
    // When the lead's journey decided to send its one "still waiting" reminder (nobody had
    // answered 15 business minutes after the clock started): the record the inbox and the export show.
    reminder_queued_at: text("reminder_queued_at"),
    // When the lead's response clock starts: its arrival, or its release from Held (a lead
    // held by the screens is not waiting on the owner while it sits in Held). NULL = created_at.
    clock_started_at: text("clock_started_at"),
    // When its journey (the Workflow instance that mails and buzzes the owner, worker/journey/)
    // was created. NULL on an accepted lead = none yet: the five-minute cron starts it.
    journey_started_at: text("journey_started_at"),

    created_at: text("created_at").notNull().default(nowIso),
  },
  (table) => [
    uniqueIndex("forms_submission_id_unique").on(table.submission_id),
    index("forms_created_at_idx").on(table.created_at),
    // The exact hourly cap: "leads from this network since an hour ago".
    index("forms_ip_network_hash_created_at_idx").on(table.ip_network_hash, table.created_at),
    index("forms_status_created_at_idx").on(table.status, table.created_at),
    // The inbox asks "which lead followed this refused one?" for every lead it lists.
    index("forms_follows_refused_id_idx").on(table.follows_refused_id),
  ],
);

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * The delivery record of the owner's notice for one lead. It keeps no subject
 * or body: the notice is rendered from the lead row each time it is sent, so a
 * retry always carries the current template and the lead's current state, and
 * no copy of the visitor's data lingers here. Written in the same D1 batch as
 * the lead (with whether it goes out alone or in the summary past the hourly
 * ceiling); the lead's journey writes what became of it.
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    lead_id: text("lead_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    // Queued past the site-wide hourly ceiling of notices: it goes out in one summary
    // mail with the others at the next five-minute cron run instead of on its own. Kept after
    // sending, so the daily digest can name the leads that went out that way.
    in_summary: integer("in_summary", { mode: "boolean" }).notNull().default(false),
    // Attempts made so far (failed ones counted as they fail), shown in the inbox.
    attempts: integer("attempts").notNull().default(0),
    last_error: text("last_error"),
    sent_at: text("sent_at"),
    // When the retries ran out, so the digest can report the failure.
    failed_at: text("failed_at"),
    created_at: text("created_at").notNull().default(nowIso),
  },
  (table) => [
    // The cron's summary asks for the pending rows past the ceiling; the digest for the failed ones.
    index("email_outbox_status_idx").on(table.status, table.in_summary),
    uniqueIndex("email_outbox_lead_id_unique").on(table.lead_id),
    // The hourly ceiling counts the notices queued in the last hour.
    index("email_outbox_created_at_idx").on(table.created_at),
  ],
);

export const DIGEST_RUN_STATUSES = ["pending", "sent", "failed"] as const;

/**
 * The daily digest's record and watermark. Each row is one day's digest (its
 * DailyDigest workflow instance is "digest-<day>") covering
 * [covers_from, covers_until); the newest sent row's covers_until is where the
 * next digest starts, so every hour is covered exactly once however early, late
 * or failed a run is. A digest whose mail ran out of retries is marked failed,
 * and the next day's covers its window too.
 */
export const digestRuns = sqliteTable(
  "digest_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // The Atlanta date the digest was opened for (YYYY-MM-DD); NULL on digests sent before workflows.
    day: text("day"),
    covers_from: text("covers_from").notNull(),
    covers_until: text("covers_until").notNull(),
    status: text("status", { enum: DIGEST_RUN_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    // The error's name and codes only (never a message, which can quote an address).
    last_error: text("last_error"),
    sent_at: text("sent_at"),
    created_at: text("created_at").notNull().default(nowIso),
  },
  (table) => [
    uniqueIndex("digest_runs_day_unique").on(table.day),
    index("digest_runs_status_covers_until_idx").on(table.status, table.covers_until),
  ],
);

/** One row per tap on a phone button. */
export const phoneClicks = sqliteTable(
  "phone_clicks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    visitor_id: text("visitor_id").notNull().default(""),
    session_id: text("session_id").notNull().default(""),
    referrer: text("referrer").notNull().default(""),
    page: text("page").notNull().default(""),
    ip_hash: text("ip_hash").notNull().default(""),
    // HMAC of the visitor's network (as on forms), for the exact hourly cap on clicks.
    ip_network_hash: text("ip_network_hash").notNull().default(""),
    ua: text("ua").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    country: text("country").notNull().default(""),
    created_at: text("created_at").notNull().default(nowIso),
  },
  (table) => [
    index("phone_clicks_created_at_idx").on(table.created_at),
    index("phone_clicks_ip_network_hash_created_at_idx").on(table.ip_network_hash, table.created_at),
  ],
);

export const PUSH_HOURS = ["any", "business"] as const;
export type PushHours = (typeof PUSH_HOURS)[number];

/**
 * The owner's devices subscribed to Web Push (one row per browser
 * subscription). The keys encrypt each message to that browser alone (RFC 8291);
 * they never leave the Worker again, not even to the inbox.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // The push service's URL for this browser; the same browser subscribing again updates its row.
    endpoint: text("endpoint").notNull(),
    // base64url: the browser's P-256 public key (65 bytes) and its 16-byte auth secret.
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    label: text("label").notNull().default(""),
    // "business": a lead outside business hours is announced when they next open.
    hours: text("hours", { enum: PUSH_HOURS }).notNull().default("any"),
    created_at: text("created_at").notNull().default(nowIso),
    last_success_at: text("last_success_at"),
    last_failure_at: text("last_failure_at"),
    // Failed attempts since the last success, so the owner can spot a dead device.
    failures: integer("failures").notNull().default(0),
  },
  (table) => [uniqueIndex("push_subscriptions_endpoint_unique").on(table.endpoint)],
);

export const PUSH_KINDS = ["lead", "reminder", "test", "booking"] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * One push of a lead to one device, as D1 records it: written by the lead's
 * journey (worker/journey/), one step per device, which reads it before each
 * send (a step re-run after it was killed never buzzes a device twice) and
 * writes the outcome after. The inbox and the digest read it from here.
 */
export const pushDeliveries = sqliteTable(
  "push_deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // NULL for a test push, which belongs to no lead.
    lead_id: text("lead_id").references(() => forms.id, { onDelete: "cascade" }),
    subscription_id: integer("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PUSH_KINDS }).notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    // Attempts so far, failed ones counted as they fail.
    attempts: integer("attempts").notNull().default(0),
    last_error: text("last_error"),
    sent_at: text("sent_at"),
    failed_at: text("failed_at"),
    created_at: text("created_at").notNull().default(nowIso),
  },
  (table) => [
    // The digest asks for the failed pushes of its window.
    index("push_deliveries_status_failed_at_idx").on(table.status, table.failed_at),
    // One push of each kind per lead and device, so a retried queueing sends nothing twice.
    uniqueIndex("push_deliveries_lead_subscription_kind_unique").on(table.lead_id, table.subscription_id, table.kind),
    index("push_deliveries_subscription_idx").on(table.subscription_id),
  ],
);

export type LeadRow = typeof forms.$inferSelect;
export type NewLeadRow = typeof forms.$inferInsert;
export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;
export type PhoneClickRow = typeof phoneClicks.$inferSelect;
export type DigestRunRow = typeof digestRuns.$inferSelect;
export type NewPhoneClickRow = typeof phoneClicks.$inferInsert;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PushDeliveryRow = typeof pushDeliveries.$inferSelect;

// ---------------------------------------------------------------- the site's content (worker/site/)

export const SITE_PUBLISH_STATUSES = ["asked", "building", "live", "failed"] as const;
export type SitePublishStatus = (typeof SITE_PUBLISH_STATUSES)[number];

/**
 * One row per section the owner edits from the inbox's Site screens
 * (common/site-content.ts): the draft being edited and the snapshot the last
 * Publish took, each the section's whole JSON. The build reads `published`;
 * a section with no row, or no snapshot yet, is the repository's own content.
 */
export const siteContent = sqliteTable("site_content", {
  section: text("section", { enum: SITE_SECTIONS }).primaryKey(),
  draft: text("draft").notNull(),
  draft_updated_at: text("draft_updated_at").notNull(),
  published: text("published"),
  published_at: text("published_at"),
});

/**
 * Each Publish and the build it asked for: asked (the deploy hook or local
 * builder was called), building (a build took it), live (deployed), failed
 * (with the reason, e.g. a bad row or an unreachable deploy hook). A publish
 * asked while another is still waiting for its build joins it: one build.
 */
export const sitePublishes = sqliteTable(
  "site_publishes",
  {
    id: text("id").primaryKey(),
    status: text("status", { enum: SITE_PUBLISH_STATUSES }).notNull().default("asked"),
    reason: text("reason"),
    asked_at: text("asked_at").notNull(),
    /** When the last publish joined this one's build. */
    joined_at: text("joined_at"),
    started_at: text("started_at"),
    finished_at: text("finished_at"),
    asked_by: text("asked_by"),
  },
  (table) => [index("site_publishes_status_idx").on(table.status), index("site_publishes_asked_at_idx").on(table.asked_at)],
);

/**
 * The photos the owner uploaded; the bytes are in the R2 bucket under
 * photos/<id>. The sha256 lets the build reuse its encodings of a photo it has
 * seen, so a publish re-encodes only new photos.
 */
export const sitePhotos = sqliteTable("site_photos", {
  id: text("id").primaryKey(),
  content_type: text("content_type", { enum: ["image/jpeg", "image/png", "image/webp"] }).notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  sha256: text("sha256").notNull(),
  created_at: text("created_at").notNull(),
});

/**
 * The owner's estimate calendar: one row (id 1) holding the settings as JSON
 * (common/booking/calendar.ts parses and checks them). No row means the
 * default calendar applies, so booking works from the first day.
 */
export const estimateCalendar = sqliteTable("estimate_calendar", {
  id: integer("id").primaryKey(),
  settings: text("settings").notNull(),
  updated_at: text("updated_at").notNull().default(nowIso),
});

export const VISIT_STATUSES = ["booked", "confirmed", "cancelled"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/**
 * Estimate visits the customers booked. One live visit per slot and one per
 * lead, enforced by D1 (the partial unique indexes below): two customers
 * tapping the same time at the same instant get one row, and the second
 * insert fails, which the API answers 409 slot_taken. A cancelled visit keeps
 * its row (its time is free again) so the lead's page can say what happened.
 */
export const estimateVisits = sqliteTable(
  "estimate_visits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    lead_id: text("lead_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    // The visit's start and end, ISO UTC; shown in Atlanta time everywhere.
    start_at: text("start_at").notNull(),
    end_at: text("end_at").notNull(),
    status: text("status", { enum: VISIT_STATUSES }).notNull().default("booked"),
    // Who last moved or cancelled it: the customer (with their link) or the owner (the inbox).
    changed_by: text("changed_by", { enum: ["customer", "owner"] }),
    confirmed_at: text("confirmed_at"),
    cancelled_at: text("cancelled_at"),
    created_at: text("created_at").notNull().default(nowIso),
    updated_at: text("updated_at").notNull().default(nowIso),
  },
  (table) => [
    uniqueIndex("estimate_visits_live_slot_unique").on(table.start_at).where(sql`status != 'cancelled'`),
    uniqueIndex("estimate_visits_live_lead_unique").on(table.lead_id).where(sql`status != 'cancelled'`),
    index("estimate_visits_start_at_idx").on(table.start_at),
  ],
);

export const CUSTOMER_MAIL_KINDS = ["confirmation", "booking", "review"] as const;
export type CustomerMailKind = (typeof CUSTOMER_MAIL_KINDS)[number];
export const CUSTOMER_MAIL_STATUSES = ["pending", "sent", "failed", "skipped"] as const;
export type CustomerMailStatus = (typeof CUSTOMER_MAIL_STATUSES)[number];

/**
 * Mail to customers (never the owner): one row per lead and kind, so a retried
 * step sends nothing twice. The address is kept only as an HMAC (the lead row
 * has the address itself), which is enough to apply "at most one confirmation
 * per address per 30 days"; network_hash is the lead's visitor key, for "at
 * most 3 per visitor key per day". A skipped row says which rule held it back.
 */
export const customerMails = sqliteTable(
  "customer_mails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    lead_id: text("lead_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CUSTOMER_MAIL_KINDS }).notNull(),
    address_hash: text("address_hash").notNull(),
    network_hash: text("network_hash").notNull().default(""),
    status: text("status", { enum: CUSTOMER_MAIL_STATUSES }).notNull().default("pending"),
    // Why a row was skipped (a rule), or the last failure's error name and code.
    reason: text("reason"),
    attempts: integer("attempts").notNull().default(0),
    sent_at: text("sent_at"),
    failed_at: text("failed_at"),
    created_at: text("created_at").notNull().default(nowIso),
  },
  (table) => [
    uniqueIndex("customer_mails_lead_kind_unique").on(table.lead_id, table.kind),
    index("customer_mails_address_created_idx").on(table.address_hash, table.created_at),
    index("customer_mails_network_created_idx").on(table.network_hash, table.created_at),
    index("customer_mails_status_failed_idx").on(table.status, table.failed_at),
  ],
);

export const REVIEW_REQUEST_HOWS = ["sms", "email"] as const;
export type ReviewRequestHow = (typeof REVIEW_REQUEST_HOWS)[number];

/** "Ask for a review" on a won lead: once per lead, with when and how. Never gated by how happy the customer is. */
export const reviewRequests = sqliteTable(
  "review_requests",
  {
    lead_id: text("lead_id")
      .primaryKey()
      .references(() => forms.id, { onDelete: "cascade" }),
    how: text("how", { enum: REVIEW_REQUEST_HOWS }).notNull(),
    requested_at: text("requested_at").notNull(),
  },
  (table) => [index("review_requests_requested_at_idx").on(table.requested_at)],
);

export type EstimateVisitRow = typeof estimateVisits.$inferSelect;
export type CustomerMailRow = typeof customerMails.$inferSelect;
