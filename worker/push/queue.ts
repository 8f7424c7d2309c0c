/**
 * When a lead's pushes are due: now for a device notified at any hour; at the
 * next business opening (or now, while open) for one notified only in
 * business hours.
 */
import { nextBusinessOpening } from "../../common/business-hours";
import { queueLeadPushesStatement } from "./deliveries";
import type { PushKind } from "../db/schema";

export function pushTimes(now: Date): { nowIso: string; businessDueIso: string } {
  return { nowIso: now.toISOString(), businessDueIso: nextBusinessOpening(now).toISOString() };
}

/** The statement that queues a lead's pushes, for the D1 batch that stores the lead. */
export function leadPushesStatement(d1: D1Database, leadIds: readonly string[], now: Date, kind: Exclude<PushKind, "test"> = "lead") {
  return queueLeadPushesStatement(d1, leadIds, kind, pushTimes(now));
}

/** Queues a stored lead's pushes (a released lead); idempotent, and nothing for a held lead. */
export async function queueLeadPushes(d1: D1Database, leadId: string, now: Date): Promise<void> {
  await leadPushesStatement(d1, [leadId], now).run();
}
