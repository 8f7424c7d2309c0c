/**
 * POST /api/get-tracking-data: the original site's tracking call, kept for its clients. Answers the visitor's
 * identity as sent plus what only the edge knows (ip_hash, ua, geo). Stores nothing.
 */
import { Hono } from "hono";
import { z } from "zod";
import { META_LIMITS } from "../../common";
import type { AppEnv } from "../platform/app-env";
import { readConfig } from "../platform/env";
import { parseRequest, readJsonObject, trackingField } from "../platform/http";
import { clientFacts } from "../platform/tracking";

/**
 * Over-long values are cut and values of the wrong type dropped, as for a lead
 * (see cutTrackingValue). Only a call with no visitor or session id left is
 * refused: it has no identity to answer, and no lead or tap depends on it.
 */
export const trackingRequestSchema = z.object({
  visitor_id: trackingField(META_LIMITS.visitor_id).pipe(z.string().min(1, "visitor_id is required.")),
  session_id: trackingField(META_LIMITS.session_id).pipe(z.string().min(1, "session_id is required.")),
  referrer: trackingField(META_LIMITS.referrer),
});

export const trackingData = new Hono<AppEnv>();

trackingData.post("/", async (c) => {
  const config = readConfig(c.env);
  const identity = parseRequest(trackingRequestSchema, await readJsonObject(c.req.raw));
  const facts = await clientFacts(c.req.raw, config.IP_HASH_SECRET);
  return c.json({
    data: {
      visitor_id: identity.visitor_id,
      session_id: identity.session_id,
      ip_hash: facts.ip_hash,
      ua: facts.ua,
      referrer: identity.referrer,
      city: facts.city,
      state: facts.state,
      country: facts.country,
    },
  });
});
