/**
 * Leads and their outbox rows. A lead and its notice are written in one D1
 * batch (one transaction): either both exist or neither does.
 */
import { eq } from "drizzle-orm";
import { database, isUniqueViolation } from "../db/client";
import { emailOutbox, forms, type LeadRow, type NewLeadRow } from "../db/schema";
import type { Notice } from "./notice";

export interface StoredLead {
  id: string;
  /** False when the submission_id was already stored (a retry); nothing new was written. */
  created: boolean;
  /** The new notice's outbox row, to send right away; null for held leads and for retries. */
  outboxId: number | null;
}

export async function findLeadIdBySubmission(d1: D1Database, submissionId: string): Promise<string | null> {
  return (await findSubmission(d1, submissionId))?.id ?? null;
}

/** A stored lead's id and the fields its visitor typed, to tell a retry from a changed submission. */
export type StoredSubmission = Pick<
  LeadRow,
  | "id"
  | "form_type"
  | "full_name"
  | "email"
  | "phone"
  | "message"
  | "address"
  | "service_type"
  | "preferred_contact"
  | "preferred_time"
  | "project_details"
>;

export async function findSubmission(d1: D1Database, submissionId: string): Promise<StoredSubmission | undefined> {
  return database(d1)
    .select({
      id: forms.id,
      form_type: forms.form_type,
      full_name: forms.full_name,
      email: forms.email,
      phone: forms.phone,
      message: forms.message,
      address: forms.address,
      service_type: forms.service_type,
      preferred_contact: forms.preferred_contact,
      preferred_time: forms.preferred_time,
      project_details: forms.project_details,
    })
    .from(forms)
    .where(eq(forms.submission_id, submissionId))
    .get();
}

export async function getLead(d1: D1Database, id: string): Promise<LeadRow | undefined> {
  return database(d1).select().from(forms).where(eq(forms.id, id)).get();
}

/**
 * Stores the lead and, unless it is held (notice = null), its pending notice.
 * Two requests with the same submission_id can both pass the replay check in
 * the route; the unique index on submission_id makes the second batch fail as a
 * whole (its outbox row included), and we answer with the row the first stored.
 */
export async function storeLead(
  d1: D1Database,
  lead: Omit<NewLeadRow, "id"> & { created_at: string },
  notice: Notice | null,
): Promise<StoredLead> {
  const db = database(d1);
  const id = crypto.randomUUID();
  const insertLead = db.insert(forms).values({ ...lead, id });
  try {
    if (notice) {
      const [, outbox] = await db.batch([
        insertLead,
        db.insert(emailOutbox).values({
          lead_id: id,
          subject: notice.subject,
          html: notice.html,
          text: notice.text,
          reply_to: notice.replyTo,
          status: "pending",
          next_attempt_at: lead.created_at,
          created_at: lead.created_at,
        })
          .returning({ id: emailOutbox.id }),
      ]);
      return { id, created: true, outboxId: outbox[0]?.id ?? null };
    }
    await insertLead.run();
    return { id, created: true, outboxId: null };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const existing = await findLeadIdBySubmission(d1, lead.submission_id);
      if (existing) return { id: existing, created: false, outboxId: null };
    }
    throw error;
  }
}

/** The outbox row id of a lead's notice, if it has one. */
export async function outboxIdForLead(d1: D1Database, leadId: string): Promise<number | null> {
  const row = await database(d1)
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.lead_id, leadId))
    .get();
  return row?.id ?? null;
}
