/**
 * POST /api/incrementPhoneClickCount: one row per tap on a phone button. The
 * browser opens tel: whatever this answers, so it only has to be cheap and
 * hard to flood: each network (IPv4 address or IPv6 /64) may record
 * PHONE_CLICKS_PER_HOUR_PER_NETWORK taps an hour, counted exactly in D1, and
 * the URLs stored with a tap are cut to their origin and path, at most
 * MAX_CLICK_URL_LENGTH characters.
 *
 * Why D1 and not a KV counter: the count and the insert are one statement, so
 * it is exact even under a burst of concurrent requests (a KV read-then-write
 * counter lets them all through), it costs no extra query, and there is no
 * second store that could fail: when D1 is down the click could not be stored anyway.
 */
import { Hono } from "hono";
import { z } from "zod";
import { META_LIMITS, MESSAGES } from "../../common";
import type { AppEnv } from "../platform/app-env";
import { insertPhoneClickUnderCap, oldestRecentClick } from "./storage";
import { readConfig } from "../platform/env";
import { parseRequest, readJsonObject, tooManyRequests, trackingField } from "../platform/http";
import { hourAgoIso, networkHash, retryAfterHourly } from "../platform/rate-limit";
import { clientFacts } from "../platform/tracking";

/**
 * Taps a network may record an hour. A person calls once or twice; a family
 * or an office behind one address a few more times. Beyond this it is a
 * script, and its rows would only bloat the table and the owner's stats.
 */
export const PHONE_CLICKS_PER_HOUR_PER_NETWORK = 20;
/** Longest referrer or page stored with a tap: real paths are far shorter; anything longer is noise or an attack. */
export const MAX_CLICK_URL_LENGTH = 512;

/** A tap is never refused for its tracking values: each is cut or dropped (see cutTrackingValue). */
export const phoneClickRequestSchema = z.object({
  visitor_id: trackingField(META_LIMITS.visitor_id),
  session_id: trackingField(META_LIMITS.session_id),
  referrer: trackingField(META_LIMITS.referrer),
  page: trackingField(META_LIMITS.landing_page),
});

/**
 * The path of the page the button was on: from the body's `page`, else from the
 * Referer header. Only the path is kept; a query string can carry ad-click ids
 * or other personal data.
 */
export function pagePath(page: string, referer: string | null): string {
  for (const candidate of [page, referer]) {
    if (!candidate) continue;
    try {
      const path = new URL(candidate, "https://placeholder.invalid").pathname;
      return path.slice(0, MAX_CLICK_URL_LENGTH);
    } catch {
      // Not a URL or a path: try the next source.
    }
  }
  return "";
}

/**
 * The referrer as stored: its origin and path, without the query string (search
 * terms, ad-click ids, e-mail addresses in links) and cut to MAX_CLICK_URL_LENGTH.
 * A value that is not a URL is cut as it is.
 */
export function storedReferrer(referrer: string): string {
  const value = referrer.trim();
  if (!value) return "";
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return `${url.origin}${url.pathname}`.slice(0, MAX_CLICK_URL_LENGTH);
  } catch {
    // Not an absolute URL: keep what was sent, cut.
  }
  return value.slice(0, MAX_CLICK_URL_LENGTH);
}

export const phoneClicks = new Hono<AppEnv>();

phoneClicks.post("/", async (c) => {
  const config = readConfig(c.env);
  const click = parseRequest(phoneClickRequestSchema, await readJsonObject(c.req.raw));
  const facts = await clientFacts(c.req.raw, config.IP_HASH_SECRET);
  const network = await networkHash(c.req.raw, config.IP_HASH_SECRET);
  const now = Date.now();
  const sinceIso = hourAgoIso(now);

  const id = await insertPhoneClickUnderCap(
    c.env.DB,
    {
      visitor_id: click.visitor_id,
      session_id: click.session_id,
      referrer: storedReferrer(click.referrer),
      page: pagePath(click.page, c.req.header("Referer") ?? null),
      ...facts,
      ip_network_hash: network,
      created_at: new Date(now).toISOString(),
    },
    { limit: PHONE_CLICKS_PER_HOUR_PER_NETWORK, sinceIso },
  );
  if (id === null) {
    const oldest = await oldestRecentClick(c.env.DB, network, sinceIso);
    throw tooManyRequests("rate_limited", MESSAGES.rateLimited, retryAfterHourly(oldest, now));
  }
  return c.json({ ok: true as const });
});
