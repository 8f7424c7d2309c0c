/**
 * Leads and their notices. A lead and its notice row are written in one D1
 * batch (one transaction): either both exist or neither does.
 */
import { and, count, eq, gt, inArray, min, sql, getTableColumns } from "drizzle-orm";
import { database, isUniqueViolation, statement } from "../db/client";
import { forms, type LeadRow, type NewLeadRow } from "../db/schema";
import { queueNoticeStatement, queuedNotice } from "./outbox-storage";
import { leadPushesStatement } from "../push/queue";

export type NewLead = Omit<NewLeadRow, "id"> & { created_at: string };

/** The exact hourly cap of one network: at most `limit` leads of this form since `sinceIso`. */
export interface HourlyCap {
  limit: number;
  sinceIso: string;
}

export interface StoreOptions {
  hourlyCap: HourlyCap;
  /** Queue the owner's notice in the same batch (not for a held lead). */
  notice: { ceilingPerHour: number } | null;
}

export type StoredLead =
  | {
      status: "created";
      id: string;
      /** The new notice's outbox row, to send right away; null when none is queued or it waits for the summary. */
      outboxId: number | null;
    }
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

/** A stored lead's id and the fields its visitor typed, to tell a retry from a changed submission. */
export type StoredSubmission = Pick<LeadRow, "id" | SubmittedColumn>;

const COLUMNS = getTableColumns(forms);
const STORED_SUBMISSION = {
  id: COLUMNS.id,
  ...(Object.fromEntries(SUBMITTED_COLUMNS.map((column) => [column, COLUMNS[column]])) as Pick<typeof COLUMNS, SubmittedColumn>),
};

export async function findSubmission(d1: D1Database, submissionId: string): Promise<StoredSubmission | undefined> {
  return database(d1)
    .select(STORED_SUBMISSION)
    .from(forms)
    .where(eq(forms.submission_id, submissionId))
    .get();
}

export async function getLead(d1: D1Database, id: string): Promise<LeadRow | undefined> {
  return database(d1).select().from(forms).where(eq(forms.id, id)).get();
}

/** The leads with these ids, in one statement (the cron renders many notices from them). */
export async function getLeads(d1: D1Database, ids: string[]): Promise<LeadRow[]> {
  if (ids.length === 0) return [];
  return database(d1).select().from(forms).where(inArray(forms.id, ids)).all();
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
    const insertLead = insertLeadUnderCap(d1, { ...lead, id }, options.hourlyCap);
    if (options.notice) {
      const [inserted, queued] = await d1.batch([
        insertLead,
        queueNoticeStatement(d1, id, now, options.notice.ceilingPerHour),
        // The owner's phones, in the same transaction: a lead that is stored is always announced.
        leadPushesStatement(d1, [id], new Date(now)),
      ]);
      if (!inserted?.meta.changes) return { status: "over_hourly_cap" };
      const notice = queued ? queuedNotice(queued) : null;
      return { status: "created", id, outboxId: notice && !notice.inSummary ? notice.id : null };
    }
    const inserted = await insertLead.run();
    if (!inserted.meta.changes) return { status: "over_hourly_cap" };
    return { status: "created", id, outboxId: null };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const existing = await findLeadIdBySubmission(d1, lead.submission_id);
      if (existing) return { status: "replayed", id: existing };
    }
    throw error;
  }
}

/** How many leads of this form the network sent since `sinceIso`, and the oldest one's time (for Retry-After). */
export async function recentLeadsOfNetwork(
  d1: D1Database,
  networkHash: string,
  formType: LeadRow["form_type"],
  sinceIso: string,
): Promise<{ count: number; oldest: string | null }> {
  const row = await database(d1)
    .select({ count: count(), oldest: min(forms.created_at) })
    .from(forms)
    .where(and(eq(forms.ip_network_hash, networkHash), eq(forms.form_type, formType), gt(forms.created_at, sinceIso)))
    .get();
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}
