/**
 * Push delivery rows, test pushes included, are purged 30 days after they
 * were sent or failed (or created, for one that never finished): they hold the
 * push service's error text and which device was told about which lead, and
 * after a month they tell the owner nothing the lead page does not. A pending
 * row is never purged: it is work still to do.
 *
 * Kept to one statement keyed on the table and columns named in `PUSH_ROWS`,
 * so the purge follows the push rows wherever they are kept (a rework of push
 * delivery changes them in this one place).
 */
import { and, lt, ne, sql } from "drizzle-orm";
import type { database } from "../db/client";
import { pushDeliveries } from "../db/schema";

/** How long a finished push row is kept, in days. */
export const PUSH_ROW_RETENTION_DAYS = 30;

/** Where push delivery rows live, and which columns say when one finished. */
const PUSH_ROWS = {
  table: pushDeliveries,
  status: pushDeliveries.status,
  pending: "pending",
  /** When a row finished: the first of these present (a row that never finished counts from its creation). */
  finishedAt: [pushDeliveries.sent_at, pushDeliveries.failed_at, pushDeliveries.created_at],
} as const;

/** The statement that deletes the finished push rows older than `beforeIso` (batchable). */
export function purgePushRows(db: ReturnType<typeof database>, beforeIso: string) {
  const finished = sql`coalesce(${sql.join([...PUSH_ROWS.finishedAt], sql`, `)})`;
  return db.delete(PUSH_ROWS.table).where(and(ne(PUSH_ROWS.status, PUSH_ROWS.pending), lt(finished, beforeIso)));
}
