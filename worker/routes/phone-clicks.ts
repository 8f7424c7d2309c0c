/**
 * POST /api/incrementPhoneClickCount: one row per tap on a phone button. The
 * browser opens tel: whatever this answers, so it only has to be cheap and
 * hard to flood.
 */
import { Hono } from "hono";
import { z } from "zod";
import { MESSAGES, PHONE_CLICKS_PER_HOUR_PER_IP, fieldErrors } from "../../common";
import type { AppEnv } from "../app-env";
import { insertPhoneClick } from "../db/phone-clicks";
import { readConfig } from "../env";
import { ApiError, readJsonObject } from "../lib/http";
import { checkHourlyCap, countInHour, limitSubject } from "../lib/rate-limit";
import { clientFacts } from "../lib/tracking";

const MAX_PAGE_LENGTH = 512;

export const phoneClickRequestSchema = z.object({
  visitor_id: z.string({ error: "visitor_id must be a string." }).trim().max(128).default(""),
  session_id: z.string({ error: "session_id must be a string." }).trim().max(128).default(""),
  referrer: z.string({ error: "referrer must be a string." }).max(2048).default(""),
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
  const parsed = phoneClickRequestSchema.safeParse(await readJsonObject(c.req.raw));
  if (!parsed.success) {
    throw new ApiError(400, "invalid_request", MESSAGES.invalidRequest, { fields: fieldErrors(parsed.error.issues) });
  }
  const facts = await clientFacts(c.req.raw, config.IP_HASH_SECRET);
  const subject = limitSubject(facts.ip_hash);
  const now = Date.now();

  const hourly = await checkHourlyCap(c.env.RATE_LIMITS, "phone", subject, PHONE_CLICKS_PER_HOUR_PER_IP, now);
  if (!hourly.ok) {
    throw new ApiError(429, "rate_limited", MESSAGES.rateLimited, {
      headers: { "Retry-After": String(hourly.retryAfterSeconds) },
    });
  }

  await insertPhoneClick(c.env.DB, {
    visitor_id: parsed.data.visitor_id,
    session_id: parsed.data.session_id,
    referrer: parsed.data.referrer,
    page: pagePath(parsed.data.page, c.req.header("Referer") ?? null),
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
