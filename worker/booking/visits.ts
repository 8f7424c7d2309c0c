/**
 * Estimate visits in D1. One live visit per slot and per lead is D1's to
 * enforce (partial unique indexes, worker/db/schema.ts), so a booking that
 * loses a race fails its INSERT or UPDATE and is answered 409, never doubled.
 */
import { and, asc, desc, eq, gte, ne } from "drizzle-orm";
import { database, isUniqueViolation } from "../db/client";
import { estimateVisits, type EstimateVisitRow } from "../db/schema";
import type { Busy } from "../../common/booking/slots";

export type VisitChange = { ok: true; visit: EstimateVisitRow } | { ok: false; reason: "slot_taken" };

/** The lead's live (booked or confirmed) visit, if any. */
export async function liveVisitOf(d1: D1Database, leadId: string): Promise<EstimateVisitRow | undefined> {
  return database(d1)
    .select()
    .from(estimateVisits)
    .where(and(eq(estimateVisits.lead_id, leadId), ne(estimateVisits.status, "cancelled")))
    .get();
}

/** The lead's newest visit, cancelled ones included (the lead page says a visit was cancelled). */
export async function latestVisitOf(d1: D1Database, leadId: string): Promise<EstimateVisitRow | undefined> {
  return database(d1)
    .select()
    .from(estimateVisits)
    .where(eq(estimateVisits.lead_id, leadId))
    .orderBy(desc(estimateVisits.created_at), desc(estimateVisits.id))
    .get();
}

/** Live visits that end after `fromIso`: the times no slot may overlap. */
export async function busyFrom(d1: D1Database, fromIso: string, exceptLeadId?: string): Promise<Busy[]> {
  const rows = await database(d1)
    .select({ start: estimateVisits.start_at, end: estimateVisits.end_at, lead_id: estimateVisits.lead_id })
    .from(estimateVisits)
    .where(and(ne(estimateVisits.status, "cancelled"), gte(estimateVisits.end_at, fromIso)))
    .orderBy(asc(estimateVisits.start_at));
  // A customer moving their own visit may pick a time that overlaps the one they leave.
  return rows.filter((row) => row.lead_id !== exceptLeadId);
}

async function guarded(write: () => Promise<EstimateVisitRow | undefined>): Promise<VisitChange> {
  try {
    const visit = await write();
    if (!visit) throw new Error("The visit write returned no row.");
    return { ok: true, visit };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "slot_taken" };
    throw error;
  }
}

/** Books a new visit for a lead that has none. */
export function insertVisit(d1: D1Database, leadId: string, slot: Busy, nowIso: string): Promise<VisitChange> {
  return guarded(async () =>
    database(d1)
      .insert(estimateVisits)
      .values({ lead_id: leadId, start_at: slot.start, end_at: slot.end, status: "booked", changed_by: "customer", created_at: nowIso, updated_at: nowIso })
      .returning()
      .get(),
  );
}

/** Moves a live visit; a moved visit needs the owner's confirmation again. */
export function moveVisit(d1: D1Database, visitId: number, slot: Busy, by: "customer" | "owner", nowIso: string): Promise<VisitChange> {
  return guarded(async () =>
    database(d1)
      .update(estimateVisits)
      .set({ start_at: slot.start, end_at: slot.end, status: by === "owner" ? "confirmed" : "booked", changed_by: by, confirmed_at: by === "owner" ? nowIso : null, updated_at: nowIso })
      .where(and(eq(estimateVisits.id, visitId), ne(estimateVisits.status, "cancelled")))
      .returning()
      .get(),
  );
}

export async function cancelVisit(d1: D1Database, visitId: number, by: "customer" | "owner", nowIso: string): Promise<EstimateVisitRow | undefined> {
  return database(d1)
    .update(estimateVisits)
    .set({ status: "cancelled", changed_by: by, cancelled_at: nowIso, updated_at: nowIso })
    .where(and(eq(estimateVisits.id, visitId), ne(estimateVisits.status, "cancelled")))
    .returning()
    .get();
}

export async function confirmVisit(d1: D1Database, visitId: number, nowIso: string): Promise<EstimateVisitRow | undefined> {
  return database(d1)
    .update(estimateVisits)
    .set({ status: "confirmed", confirmed_at: nowIso, updated_at: nowIso })
    .where(and(eq(estimateVisits.id, visitId), ne(estimateVisits.status, "cancelled")))
    .returning()
    .get();
}
