/**
 * POST /api/incrementPhoneClickCount: one row per tap on a phone button. The
 * browser opens tel: whatever this answers, so it only has to be cheap and
 * hard to flood.
 */
import { Hono } from "hono";
import { z } from "zod";
import { META_LIMITS, MESSAGES, PHONE_CLICKS_PER_HOUR_PER_IP } from "../../common";
import type { AppEnv } from "../platform/app-env";
import { insertPhoneClick } from "./storage";
import { readConfig } from "../platform/env";
import { parseRequest, readJsonObject, tooManyRequests } from "../platform/http";
import { checkHourlyCap, countInHour, limitSubject } from "../platform/rate-limit";
import { clientFacts } from "../platform/tracking";

const MAX_PAGE_LENGTH = 512;

export const phoneClickRequestSchema = z.object({
  visitor_id: z.string({ error: "visitor_id must be a string." }).trim().max(META_LIMITS.visitor_id).default(""),
  session_id: z.string({ error: "session_id must be a string." }).trim().max(META_LIMITS.session_id).default(""),
  referrer: z.string({ error: "referrer must be a string." }).max(META_LIMITS.referrer).default(""),
  page: z.string({ error: "page must be a string." }).max(2048).optional(),
});

/**
 * The path of the page the button was on: from the body's `page`, else from the
 * Referer header. Only the path is kept; a query string can carry ad-click ids
 * or other personal data.
 */
export function pagePath(page: string | undefined, referer: string | null): string {
  for (const candidate of [page, referer]) {
    if (!candidate) continue;
    try {
      const path = new URL(candidate, "https://placeholder.invalid").pathname;
      return path.slice(0, MAX_PAGE_LENGTH);
    } catch {
      // Not a URL or a path: try the next source.
    }
  }
  return "";
}

export const phoneClicks = new Hono<AppEnv>();

phoneClicks.post("/", async (c) => {
  const config = readConfig(c.env);
  const click = parseRequest(phoneClickRequestSchema, await readJsonObject(c.req.raw));
  const facts = await clientFacts(c.req.raw, config.IP_HASH_SECRET);
  const subject = limitSubject(facts.ip_hash);
  const now = Date.now();

  const hourly = await checkHourlyCap(c.env.RATE_LIMITS, "phone", subject, PHONE_CLICKS_PER_HOUR_PER_IP, now);
  if (!hourly.ok) throw tooManyRequests("rate_limited", MESSAGES.rateLimited, hourly.retryAfterSeconds);

  await insertPhoneClick(c.env.DB, {
    visitor_id: click.visitor_id,
    session_id: click.session_id,
    referrer: click.referrer,
    page: pagePath(click.page, c.req.header("Referer") ?? null),
    ...facts,
    created_at: new Date(now).toISOString(),
  });
  try {
    await countInHour(c.env.RATE_LIMITS, "phone", subject, now);
  } catch (error) {
    console.error("Could not count the phone click:", error);
  }
  return c.json({ ok: true as const });
});
