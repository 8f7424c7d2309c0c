import { and, eq, gt, min, sql } from "drizzle-orm";
import { database } from "../db/client";
import { phoneClicks, type NewPhoneClickRow } from "../db/schema";

export type NewPhoneClick = Omit<NewPhoneClickRow, "id" | "created_at"> & { created_at: string };

/**
 * Stores one click unless its network already has `limit` clicks since
 * `sinceIso`. The count and the insert are one statement (D1 runs statements one
 * at a time), so a burst of concurrent taps cannot overshoot the cap. Answers the
 * new row's id, or null when the cap refused it.
 */
export async function insertPhoneClickUnderCap(
  d1: D1Database,
  click: NewPhoneClick,
  cap: { limit: number; sinceIso: string },
): Promise<number | null> {
  const rows = await database(d1).all<{ id: number }>(sql`
    INSERT INTO ${phoneClicks} (visitor_id, session_id, referrer, page, ip_hash, ip_network_hash, ua, city, state, country, created_at)
    SELECT ${click.visitor_id ?? ""}, ${click.session_id ?? ""}, ${click.referrer ?? ""}, ${click.page ?? ""},
      ${click.ip_hash ?? ""}, ${click.ip_network_hash ?? ""}, ${click.ua ?? ""}, ${click.city ?? ""},
      ${click.state ?? ""}, ${click.country ?? ""}, ${click.created_at}
    WHERE (
      SELECT count(*) FROM ${phoneClicks}
      WHERE ${phoneClicks.ip_network_hash} = ${click.ip_network_hash ?? ""} AND ${phoneClicks.created_at} > ${cap.sinceIso}
    ) < ${cap.limit}
    RETURNING id`);
  return rows[0]?.id ?? null;
}

/** The oldest click of the network since `sinceIso` (for Retry-After). */
export async function oldestRecentClick(d1: D1Database, networkHash: string, sinceIso: string): Promise<string | null> {
  const row = await database(d1)
    .select({ oldest: min(phoneClicks.created_at) })
    .from(phoneClicks)
    .where(and(eq(phoneClicks.ip_network_hash, networkHash), gt(phoneClicks.created_at, sinceIso)))
    .get();
  return row?.oldest ?? null;
}
