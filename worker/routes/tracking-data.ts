/**
 * POST /api/get-tracking-data: the spec's tracking call. Answers the visitor's
 * identity as sent plus what only the edge knows (ip_hash, ua, geo). Stores nothing.
 */
import { Hono } from "hono";
import { z } from "zod";
import { MESSAGES, fieldErrors } from "../../common";
import type { AppEnv } from "../app-env";
import { readConfig } from "../env";
import { ApiError, readJsonObject } from "../lib/http";
import { clientFacts } from "../lib/tracking";

export const trackingRequestSchema = z.object({
  visitor_id: z.string({ error: "visitor_id must be a string." }).trim().min(1, "visitor_id is required.").max(128),
  session_id: z.string({ error: "session_id must be a string." }).trim().min(1, "session_id is required.").max(128),
  referrer: z.string({ error: "referrer must be a string." }).max(2048).default(""),
});

export const trackingData = new Hono<AppEnv>();

trackingData.post("/", async (c) => {
  const config = readConfig(c.env);
  const parsed = trackingRequestSchema.safeParse(await readJsonObject(c.req.raw));
  if (!parsed.success) {
    throw new ApiError(400, "invalid_request", MESSAGES.invalidRequest, { fields: fieldErrors(parsed.error.issues) });
  }
  const facts = await clientFacts(c.req.raw, config.IP_HASH_SECRET);
  return c.json({
    data: {
      visitor_id: parsed.data.visitor_id,
      session_id: parsed.data.session_id,
      ip_hash: facts.ip_hash,
      ua: facts.ua,
      referrer: parsed.data.referrer,
      city: facts.city,
      state: facts.state,
      country: facts.country,
    },
  });
});
