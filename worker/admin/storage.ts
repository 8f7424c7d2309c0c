/**
 * The inbox's queries. Each takes the D1 binding; the rules (which leads a
 * filter means, what a lead looks like on the wire) live here once and serve
 * the list, the CSV export and the stats alike.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { InboxStats } from "../../common/inbox";
import { database } from "../db/client";
import { emailOutbox, forms, phoneClicks, pushDeliveries, type HeldBy, type LeadRow, type LeadStatus, type OutboxRow, type SpamVerdict } from "../db/schema";
import { withdrawUnsentNotice } from "../leads/notice-storage";
import { firstResponseByStatus, responseBusinessMinutes } from "./response-time";

/** The owner's notice for a lead, as the inbox shows it. */
export interface LeadNotice {
  status: OutboxRow["status"];
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
}

/**
 * A lead on the wire: every stored column as stored, plus its notice's delivery
 * state, how long its first answer took in business minutes (null while
 * unanswered), and the accepted lead that followed it if the form refused it.
 */
export type AdminLead = LeadRow & { notice: LeadNotice | null; response_business_minutes: number | null; sent_again_id: string | null };

export interface LeadFilters {
  status?: LeadStatus;
  form_type?: LeadRow["form_type"];
  /** Absent: everything but held leads. */
  spam?: "held" | "flagged" | "all";
  /** created_at >= startIso and < endIso (UTC bounds of the owner's local days). */
  startIso?: string;
  endIso?: string;
  q?: string;
}

/** The columns the text search looks in: what a person typed, and the owner's own note. */
const SEARCHED_COLUMNS = [
  forms.full_name,
  forms.email,
  forms.phone,
  forms.message,
  forms.address,
  forms.project_details,
  forms.note,
];

/** `%` and `_` in what the owner typed are literal characters, not wildcards. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function contains(column: SQL | (typeof SEARCHED_COLUMNS)[number], pattern: string): SQL {
  return sql`${column} like ${pattern} escape '\\'`;
}

/** The phone column with the usual separators removed, so "7705550142" finds "(770) 555-0142". */
const phoneDigits = sql`replace(replace(replace(replace(replace(replace(${forms.phone}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

function textSearch(q: string): SQL | undefined {
  const conditions = SEARCHED_COLUMNS.map((column) => contains(column, `%${escapeLike(q)}%`));
  const digits = q.replace(/\D/g, "");
  if (digits.length >= 3 && /^[\d\s().+-]+$/.test(q)) conditions.push(contains(phoneDigits, `%${digits}%`));
  return or(...conditions);
}

function whereOf(filters: LeadFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(forms.status, filters.status));
  if (filters.form_type) conditions.push(eq(forms.form_type, filters.form_type));
  // is_spam = 1 means held (stored, not mailed); flagged = a reason recorded but mailed anyway.
  if (filters.spam === undefined) conditions.push(eq(forms.is_spam, false));
  else if (filters.spam === "held") conditions.push(eq(forms.is_spam, true));
  else if (filters.spam === "flagged") conditions.push(and(isNotNull(forms.spam_reason), eq(forms.is_spam, false)));
  if (filters.startIso) conditions.push(gte(forms.created_at, filters.startIso));
  if (filters.endIso) conditions.push(lt(forms.created_at, filters.endIso));
  if (filters.q) conditions.push(textSearch(filters.q));
  return and(...conditions);
}

/**
 * The notice's columns under names of their own: D1's batch answers rows as
 * objects keyed by column name, so the outbox's `status` would otherwise
 * overwrite the lead's (and shift every value after it).
 */
const noticeColumns = {
  status: sql<OutboxRow["status"] | null>`${emailOutbox.status}`.as("notice_status"),
  attempts: sql<number | null>`${emailOutbox.attempts}`.as("notice_attempts"),
  last_error: sql<string | null>`${emailOutbox.last_error}`.as("notice_last_error"),
  sent_at: sql<string | null>`${emailOutbox.sent_at}`.as("notice_sent_at"),
};

/** The accepted lead the same visitor sent after a refused one (forms.follows_refused_id points back). */
const sentAgainId = sql<string | null>`(SELECT following.id FROM forms AS following WHERE following.follows_refused_id = ${forms.id} ORDER BY following.created_at LIMIT 1)`.as("sent_again_id");

function selectLeads(d1: D1Database) {
  return database(d1)
    .select({ lead: forms, notice: noticeColumns, sent_again_id: sentAgainId })
    .from(forms)
    .leftJoin(emailOutbox, eq(emailOutbox.lead_id, forms.id));
}

type JoinedRow = { lead: LeadRow; notice: { [K in keyof LeadNotice]: LeadNotice[K] | null } | null; sent_again_id: string | null };

function toAdminLead(row: JoinedRow): AdminLead {
  const notice = row.notice?.status
    ? {
        status: row.notice.status,
        attempts: row.notice.attempts ?? 0,
        last_error: row.notice.last_error ?? null,
        sent_at: row.notice.sent_at ?? null,
      }
    : null;
  return { ...row.lead, notice, response_business_minutes: responseBusinessMinutes(row.lead), sent_again_id: row.sent_again_id };
}

/** One page of leads, newest first, and how many match in all (one round trip). */
export async function listLeads(
  d1: D1Database,
  filters: LeadFilters,
  page: { page: number; perPage: number },
): Promise<{ leads: AdminLead[]; total: number }> {
  const db = database(d1);
  const where = whereOf(filters);
  const [rows, totals] = await db.batch([
    selectLeads(d1)
      .where(where)
      .orderBy(desc(forms.created_at), desc(forms.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(forms).where(where),
  ]);
  return { leads: rows.map(toAdminLead), total: totals[0]?.total ?? 0 };
}

/**
 * Every lead matching the filters, newest first, in one read: one query sees
 * one state of the table, so a lead arriving mid-export cannot shift a page
 * boundary and appear twice. A painter's leads are thousands at most.
 */
export async function allLeads(d1: D1Database, filters: LeadFilters): Promise<AdminLead[]> {
  const rows = await selectLeads(d1).where(whereOf(filters)).orderBy(desc(forms.created_at), desc(forms.id)).all();
  return rows.map(toAdminLead);
}

export async function getAdminLead(d1: D1Database, id: string): Promise<AdminLead | undefined> {
  const row = await selectLeads(d1).where(eq(forms.id, id)).get();
  return row ? toAdminLead(row) : undefined;
}

export interface LeadChanges {
  status?: LeadStatus;
  note?: string;
  is_spam?: boolean;
  spam_verdict?: SpamVerdict;
  spam_verdict_by?: string | null;
  spam_verdict_at?: string;
  /** Kept past the held-lead purge (see worker/retention/purge.ts). */
  pinned?: boolean;
}

/**
 * When and by whom a lead was held. Holding a lead that is not held stamps
 * the owner and now (its retention counts from then, unless the owner pins it);
 * holding it again keeps the first stamp;
 * releasing clears both.
 */
function holdStamp(isSpam: boolean | undefined, nowIso: string) {
  if (isSpam === undefined) return {};
  // A release restarts the response clock: the lead was not waiting on the owner while it sat in Held.
  if (!isSpam) return { held_at: null, held_by: null, clock_started_at: sql<string>`CASE WHEN ${forms.is_spam} = 1 THEN ${nowIso} ELSE ${forms.clock_started_at} END` };
  return {
    held_at: sql<string>`CASE WHEN ${forms.is_spam} = 1 THEN ${forms.held_at} ELSE ${nowIso} END`,
    held_by: sql<HeldBy>`CASE WHEN ${forms.is_spam} = 1 THEN ${forms.held_by} ELSE 'owner' END`,
  };
}

/**
 * Applies the owner's changes and stamps updated_at; false when there is no
 * such lead. Holding a lead withdraws its unsent notice in the same batch, so
 * no cron run can send it between the two.
 */
export async function updateLead(d1: D1Database, id: string, changes: LeadChanges, nowIso: string): Promise<boolean> {
  const db = database(d1);
  const update = db
    .update(forms)
    // A status away from "new" is an answer to the lead: the first one starts nothing new, it stops the clock.
    .set({
      ...changes,
      ...holdStamp(changes.is_spam, nowIso),
      updated_at: nowIso,
      ...(changes.status && changes.status !== "new" ? firstResponseByStatus(nowIso) : {}),
    })
    .where(eq(forms.id, id))
    .returning({ id: forms.id });
  if (changes.is_spam !== true) return (await update.all()).length > 0;
  const [updated] = await db.batch([update, withdrawUnsentNotice(d1, id)]);
  return updated.length > 0;
}

/** What the inbox's changes to a lead need to know of it before: was it held, does it have a journey, was it answered. */
export async function leadJourneyState(d1: D1Database, id: string) {
  return database(d1)
    .select({
      is_spam: forms.is_spam,
      held_at: forms.held_at,
      journey_started_at: forms.journey_started_at,
      first_response_at: forms.first_response_at,
    })
    .from(forms)
    .where(eq(forms.id, id))
    .get();
}

/**
 * Erases a lead, its notice and its pushes (a customer's erasure request). The foreign key
 * cascades in D1, but the outbox rows are deleted explicitly in the same
 * transaction so the erasure never depends on a pragma. False when there was no such lead.
 */
export async function deleteLead(d1: D1Database, id: string): Promise<boolean> {
  const db = database(d1);
  const [, , deleted] = await db.batch([
    db.delete(emailOutbox).where(eq(emailOutbox.lead_id, id)),
    db.delete(pushDeliveries).where(eq(pushDeliveries.lead_id, id)),
    db.delete(forms).where(eq(forms.id, id)).returning({ id: forms.id }),
  ]);
  return deleted.length > 0;
}

/** What the stats need of each lead that is not held, created in [startIso, endIso). */
export type StatsLead = Pick<
  LeadRow,
  "created_at" | "clock_started_at" | "utm_source" | "referrer" | "service_type" | "address" | "city" | "status" | "first_response_at"
>;

export async function statsLeads(d1: D1Database, startIso: string, endIso: string): Promise<StatsLead[]> {
  return database(d1)
    .select({
      created_at: forms.created_at,
      utm_source: forms.utm_source,
      referrer: forms.referrer,
      service_type: forms.service_type,
      address: forms.address,
      city: forms.city,
      status: forms.status,
      first_response_at: forms.first_response_at,
      clock_started_at: forms.clock_started_at,
    })
    .from(forms)
    .where(and(eq(forms.is_spam, false), gte(forms.created_at, startIso), lt(forms.created_at, endIso)))
    .all();
}

/** The spam screens' record since `sinceIso`, from what they decided and the owner's verdicts. */
export async function screensRecord(d1: D1Database, sinceIso: string): Promise<Omit<InboxStats["screens"], "days">> {
  const counted = (condition: SQL) => sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
  const stopped = inArray(forms.screen_outcome, ["hold", "refuse"]);
  const row = await database(d1)
    .select({
      held_released: counted(and(stopped, eq(forms.spam_verdict, "not_spam"))!),
      accepted_marked_spam: counted(and(inArray(forms.screen_outcome, ["accept", "flag"]), eq(forms.spam_verdict, "spam"))!),
      flagged_not_spam: counted(and(eq(forms.screen_outcome, "flag"), eq(forms.spam_verdict, "not_spam"))!),
      refused_at_form: counted(eq(forms.screen_outcome, "refuse")),
      held: counted(stopped),
    })
    .from(forms)
    .where(gte(forms.created_at, sinceIso))
    .get();
  return row ?? { held_released: 0, accepted_marked_spam: 0, flagged_not_spam: 0, refused_at_form: 0, held: 0 };
}

/**
 * Phone clicks per UTC hour (`2026-11-22T15`) in [startIso, endIso). Grouped by
 * hour in D1 so a busy year is a few thousand rows, not one per click; an hour
 * maps to one local day because Eastern time's offset is a whole number of hours.
 */
export async function phoneClicksByHour(
  d1: D1Database,
  startIso: string,
  endIso: string,
): Promise<{ hour: string; clicks: number }[]> {
  const hour = sql<string>`substr(${phoneClicks.created_at}, 1, 13)`;
  return database(d1)
    .select({ hour, clicks: count() })
    .from(phoneClicks)
    .where(and(gte(phoneClicks.created_at, startIso), lt(phoneClicks.created_at, endIso)))
    .groupBy(hour)
    .all();
}
