/**
 * Leads and their notices. A lead and its notice row are written in one D1
 * batch (one transaction): either both exist or neither does. Its journey
 * (worker/journey/) is started right after.
 */
import { and, asc, count, desc, eq, gt, inArray, like, min, or, sql, getTableColumns } from "drizzle-orm";
import { REFUSED_AT_FORM } from "../../common";
import { database, isUniqueViolation, statement } from "../db/client";
import { forms, type LeadRow, type NewLeadRow } from "../db/schema";
import { queueNoticeStatement } from "./notice-storage";
import type { LeadLineFields, NoticeLead } from "./notice";

export type NewLead = Omit<NewLeadRow, "id"> & { created_at: string };

/**
 * The exact hourly cap of one network: at most `limit` leads of this form
 * since `sinceIso`, counting either the submissions the screens refused (their
 * own cap) or every other lead, so refusals never use up an accepted lead's cap.
 */
export interface HourlyCap {
  limit: number;
  sinceIso: string;
  /** Which rows count; every lead the screens did not refuse when not said. */
  counts?: "refused" | "not_refused";
}

/** The rows a cap counts: the refused submissions, or the rest (a row from before screen_outcome was kept has none). */
function countedOutcome(counts: HourlyCap["counts"] = "not_refused") {
  return counts === "refused" ? sql`${forms.screen_outcome} = 'refuse'` : sql`coalesce(${forms.screen_outcome}, '') <> 'refuse'`;
}

export interface StoreOptions {
  hourlyCap: HourlyCap;
  /** Queue the owner's notice in the same batch (not for a held lead). */
  notice: { ceilingPerHour: number } | null;
}

export type StoredLead =
  | { status: "created"; id: string }
  /** The submission_id was already stored (a retry): nothing new was written. */
  | { status: "replayed"; id: string }
  /** The network already sent `limit` leads of this form in the last hour: nothing was written. */
  | { status: "over_hourly_cap" };

export async function findLeadIdBySubmission(d1: D1Database, submissionId: string): Promise<string | null> {
  return (await findSubmission(d1, submissionId))?.id ?? null;
}

/**
 * The columns a visitor fills in, as stored: what the owner reads, and what
 * makes two submissions under one submission_id "the same" (route.ts).
 */
export const SUBMITTED_COLUMNS = [
  "form_type",
  "full_name",
  "email",
  "phone",
  "message",
  "address",
  "service_type",
  "preferred_contact",
  "preferred_time",
  "project_details",
] as const;
export type SubmittedColumn = (typeof SUBMITTED_COLUMNS)[number];

/**
 * A stored lead's id, the fields its visitor typed (to tell a retry from a
 * changed submission) and the screens' reason (a retry of a refused one gets the refusal again).
 */
export type StoredSubmission = Pick<LeadRow, "id" | "spam_reason" | SubmittedColumn>;

const COLUMNS = getTableColumns(forms);
const STORED_SUBMISSION = {
  id: COLUMNS.id,
  spam_reason: COLUMNS.spam_reason,
  ...(Object.fromEntries(SUBMITTED_COLUMNS.map((column) => [column, COLUMNS[column]])) as Pick<typeof COLUMNS, SubmittedColumn>),
};

export async function findSubmission(d1: D1Database, submissionId: string): Promise<StoredSubmission | undefined> {
  return database(d1)
    .select(STORED_SUBMISSION)
    .from(forms)
    .where(eq(forms.submission_id, submissionId))
    .get();
}

/** When each of these submission ids was stored, for those that were (one statement). */
export async function submissionTimes(d1: D1Database, submissionIds: readonly string[]): Promise<Map<string, string>> {
  if (submissionIds.length === 0) return new Map();
  const found = await database(d1)
    .select({ submission_id: forms.submission_id, created_at: forms.created_at })
    .from(forms)
    .where(inArray(forms.submission_id, [...submissionIds]))
    .all();
  return new Map(found.map((row) => [row.submission_id, row.created_at]));
}

/** The leads with these ids, in one statement (the push cron renders many notifications from them). */
export async function getLeads(d1: D1Database, ids: string[]): Promise<LeadRow[]> {
  if (ids.length === 0) return [];
  return database(d1).select().from(forms).where(inArray(forms.id, ids)).all();
}

export async function getLead(d1: D1Database, id: string): Promise<LeadRow | undefined> {
  return database(d1).select().from(forms).where(eq(forms.id, id)).get();
}

/** The columns an owner's notice shows (NoticeLead in notice.ts), and no tracking hashes or user agents. */
const NOTICE_COLUMNS = {
  ...STORED_SUBMISSION,
  referrer: COLUMNS.referrer,
  landing_page: COLUMNS.landing_page,
  city: COLUMNS.city,
  state: COLUMNS.state,
  country: COLUMNS.country,
  is_spam: COLUMNS.is_spam,
  spam_reason: COLUMNS.spam_reason,
  created_at: COLUMNS.created_at,
};

/** The leads with these ids, as their notices show them, in one statement (the cron renders many notices from them). */
export async function getNoticeLeads(d1: D1Database, ids: string[]): Promise<NoticeLead[]> {
  if (ids.length === 0) return [];
  return database(d1).select(NOTICE_COLUMNS).from(forms).where(inArray(forms.id, ids)).all();
}

/**
 * A lead stored as held was held by the screens as it arrived: stamped so, here
 * in the one insert path every lead takes, so that whatever decided the hold,
 * its retention counts from now (retention/purge.ts). A stamp already set is kept.
 */
function arrivalHold(lead: NewLead): Pick<NewLead, "held_at" | "held_by"> {
  if (!lead.is_spam) return { held_at: null, held_by: null };
  return { held_at: lead.held_at ?? lead.created_at, held_by: lead.held_by ?? "screens" };
}

/** The columns one line of a summary mail shows (see leadLine in notice.ts). */
export const LEAD_LINE_COLUMNS = {
  id: forms.id,
  form_type: forms.form_type,
  full_name: forms.full_name,
  email: forms.email,
  phone: forms.phone,
  service_type: forms.service_type,
  city: forms.city,
  state: forms.state,
  country: forms.country,
  is_spam: forms.is_spam,
  spam_reason: forms.spam_reason,
  created_at: forms.created_at,
};

/**
 * The lines of a summary mail, in one statement, oldest first: only the columns
 * a line shows, not the messages and project details (up to 10,000 characters a
 * lead) a hundred-lead summary would otherwise read and decode for nothing.
 */
export async function getLeadLines(d1: D1Database, ids: string[]): Promise<LeadLineFields[]> {
  if (ids.length === 0) return [];
  return database(d1).select(LEAD_LINE_COLUMNS).from(forms).where(inArray(forms.id, ids)).orderBy(asc(forms.created_at)).all();
}

/**
 * INSERT … SELECT … WHERE (leads of this network and form in the last hour) < limit.
 * The count and the insert are one statement, and D1 runs statements one at a
 * time, so concurrent submissions cannot all pass a count each read before the
 * others wrote: the cap is exact.
 */
function insertLeadUnderCap(d1: D1Database, lead: NewLeadRow, cap: HourlyCap): D1PreparedStatement {
  const entries = Object.entries(lead).filter(([, value]) => value !== undefined);
  const names = entries.map(([key]) => {
    const column = COLUMNS[key as keyof typeof COLUMNS];
    if (!column) throw new Error(`Unknown forms column: ${key}`);
    return sql.identifier(column.name);
  });
  const values = entries.map(([, value]) => sql`${typeof value === "boolean" ? Number(value) : value}`);
  return statement(d1, sql`
    INSERT INTO ${forms} (${sql.join(names, sql`, `)})
    SELECT ${sql.join(values, sql`, `)}
    WHERE (
      SELECT count(*) FROM ${forms}
      WHERE ${forms.ip_network_hash} = ${lead.ip_network_hash ?? ""}
        AND ${forms.form_type} = ${lead.form_type}
        AND ${forms.created_at} > ${cap.sinceIso}
        AND ${countedOutcome(cap.counts)}
    ) < ${cap.limit}`);
}

/**
 * Stores the lead under its network's hourly cap and, unless it is held
 * (notice = null), queues its notice in the same batch. Two requests with the
 * same submission_id can both pass the replay check in the route; the unique
 * index on submission_id makes the second batch fail as a whole, and we answer
 * with the row the first stored.
 */
export async function storeLead(d1: D1Database, lead: NewLead, options: StoreOptions): Promise<StoredLead> {
  const id = crypto.randomUUID();
  const now = Date.parse(lead.created_at);
  try {
    const insertLead = insertLeadUnderCap(d1, { ...lead, ...arrivalHold(lead), id }, options.hourlyCap);
    if (options.notice) {
      // The notice's record in the same transaction: a lead that is stored is always announced
      // (its journey sends the notice; the cron starts the journey if its create fails).
      const [inserted] = await d1.batch([insertLead, queueNoticeStatement(d1, id, now, options.notice.ceilingPerHour)]);
      if (!inserted?.meta.changes) return { status: "over_hourly_cap" };
      return { status: "created", id };
    }
    const inserted = await insertLead.run();
    if (!inserted.meta.changes) return { status: "over_hourly_cap" };
    return { status: "created", id };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const existing = await findLeadIdBySubmission(d1, lead.submission_id);
      if (existing) return { status: "replayed", id: existing };
    }
    throw error;
  }
}

/**
 * The latest submission the form refused from this visitor (the same browser
 * session, or the same e-mail address) since `sinceIso`: an accepted lead that
 * follows it is linked to it, so the owner reads one visitor who revised, not two strangers.
 */
export async function findRecentRefusal(
  d1: D1Database,
  visitor: { sessionId: string; email: string },
  sinceIso: string,
): Promise<string | null> {
  const sameVisitor = visitor.sessionId
    ? or(eq(forms.session_id, visitor.sessionId), eq(sql`lower(${forms.email})`, visitor.email.toLowerCase()))
    : eq(sql`lower(${forms.email})`, visitor.email.toLowerCase());
  const row = await database(d1)
    .select({ id: forms.id })
    .from(forms)
    .where(and(like(forms.spam_reason, `${REFUSED_AT_FORM}%`), gt(forms.created_at, sinceIso), sameVisitor))
    .orderBy(desc(forms.created_at))
    .get();
  return row?.id ?? null;
}

/** How many leads of this form a cap counts for the network since `sinceIso`, and the oldest one's time (for Retry-After). */
export async function recentLeadsOfNetwork(
  d1: D1Database,
  networkHash: string,
  formType: LeadRow["form_type"],
  cap: Pick<HourlyCap, "sinceIso" | "counts">,
): Promise<{ count: number; oldest: string | null }> {
  const row = await database(d1)
    .select({ count: count(), oldest: min(forms.created_at) })
    .from(forms)
    .where(
      and(
        eq(forms.ip_network_hash, networkHash),
        eq(forms.form_type, formType),
        gt(forms.created_at, cap.sinceIso),
        countedOutcome(cap.counts),
      ),
    )
    .get();
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}
