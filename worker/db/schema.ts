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
import { LEAD_STATUSES, SCREEN_OUTCOMES, SPAM_VERDICTS } from "../../common/inbox";

export { LEAD_STATUSES, SPAM_VERDICTS, type LeadStatus, type SpamVerdict } from "../../common/inbox";

/** Who held a lead: the spam screens when it arrived, or the owner from the inbox. */
export const HELD_BY = ["screens", "owner"] as const;
export type HeldBy = (typeof HELD_BY)[number];

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
    // makes the next purge erase it; a lead the owner held by hand ('owner') is never
    // purged automatically, only one the screens held ('screens').
    held_at: text("held_at"),
    held_by: text("held_by", { enum: HELD_BY }),

    // The owner's follow-up, set in the inbox. Every lead starts "new".
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    note: text("note").notNull().default(""),
    updated_at: text("updated_at"),

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
 * The delivery state of the owner's notice for one lead. It keeps no subject
 * or body: the notice is rendered from the lead row each time it is sent, so a
 * retry always carries the current template and the lead's current state (a
 * released lead, a corrected name), and no copy of the visitor's data lingers
 * here. Written in the same D1 batch as the lead, so a mail outage can delay a
 * notice but never lose it.
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
    // mail with the others at the next cron run instead of on its own. Kept after
    // sending, so the daily digest can name the leads that went out that way.
    in_summary: integer("in_summary", { mode: "boolean" }).notNull().default(false),
    attempts: integer("attempts").notNull().default(0),
    last_error: text("last_error"),
    // When the row may next be tried; also moved forward while a send is under way (a lease).
    next_attempt_at: text("next_attempt_at").notNull().default(nowIso),
    // A random id set by each claim: the outcome of a send is recorded only while the
    // row still carries the claim's id, so a send that outlived its lease cannot
    // overwrite what a later claim recorded. NULL when no send is under way.
    lease_id: text("lease_id"),
    sent_at: text("sent_at"),
    // When the retries ran out, so the digest can report the failure.
    failed_at: text("failed_at"),
    created_at: text("created_at").notNull().default(nowIso),
  },
  (table) => [
    // The cron asks for "pending rows due by now", oldest first.
    index("email_outbox_status_next_attempt_idx").on(table.status, table.next_attempt_at),
    uniqueIndex("email_outbox_lead_id_unique").on(table.lead_id),
    // The hourly ceiling counts the notices queued in the last hour.
    index("email_outbox_created_at_idx").on(table.created_at),
  ],
);

export const DIGEST_RUN_STATUSES = ["pending", "sent"] as const;

/**
 * The daily digest's watermark and retry queue. Each row is one digest mail
 * covering [covers_from, covers_until); the newest sent row's covers_until is
 * the watermark the next digest starts from, so every hour is covered exactly
 * once however early, late or failed a run is. A row stays pending until its
 * mail is sent; the five-minute cron retries it. At most one row is pending.
 */
export const digestRuns = sqliteTable(
  "digest_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    covers_from: text("covers_from").notNull(),
    covers_until: text("covers_until").notNull(),
    status: text("status", { enum: DIGEST_RUN_STATUSES }).notNull().default("pending"),
    // Counted at each claim, before the send, so a run killed mid-send still counts.
    attempts: integer("attempts").notNull().default(0),
    // The claim in progress (as on email_outbox): a send is recorded only under its own lease.
    lease_id: text("lease_id"),
    lease_until: text("lease_until"),
    // The error's name and codes only (never a message, which can quote an address).
    last_error: text("last_error"),
    sent_at: text("sent_at"),
    created_at: text("created_at").notNull().default(nowIso),
  },
  (table) => [
    uniqueIndex("digest_runs_one_pending").on(table.status).where(sql`status = 'pending'`),
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

export type LeadRow = typeof forms.$inferSelect;
export type NewLeadRow = typeof forms.$inferInsert;
export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;
export type PhoneClickRow = typeof phoneClicks.$inferSelect;
export type DigestRunRow = typeof digestRuns.$inferSelect;
export type NewPhoneClickRow = typeof phoneClicks.$inferInsert;
