/** The customer's booking page for a lead: under the site's own address, with its signed token. */
import { readConfig, type Env } from "../platform/env";
import { signBookingToken } from "./token";
import type { LeadRow } from "../db/schema";

/** Where the booking page lives (the Worker serves it; wrangler.toml routes it to the Worker first). */
export const BOOKING_PAGE_PATH = "/book";

/** The signed token for a lead, or null when booking is off (no BOOKING_TOKEN_SECRET). */
export async function bookingTokenFor(env: Env, lead: Pick<LeadRow, "id" | "created_at">): Promise<string | null> {
  const config = readConfig(env);
  if (!config.BOOKING_TOKEN_SECRET) return null;
  return signBookingToken(config.BOOKING_TOKEN_SECRET, lead.id, new Date(lead.created_at));
}

/** "/book?token=…" for a lead, or null when booking is off. */
export async function bookingPathFor(env: Env, lead: Pick<LeadRow, "id" | "created_at">): Promise<string | null> {
  const token = await bookingTokenFor(env, lead);
  return token ? `${BOOKING_PAGE_PATH}?token=${encodeURIComponent(token)}` : null;
}

/** The full link (for mail), under SITE_URL; null when booking is off. */
export async function bookingUrlFor(env: Env, lead: Pick<LeadRow, "id" | "created_at">): Promise<string | null> {
  const path = await bookingPathFor(env, lead);
  return path ? `${readConfig(env).SITE_URL}${path}` : null;
}
