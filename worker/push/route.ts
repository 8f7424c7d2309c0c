/**
 * The inbox's devices: /api/admin/push/subscriptions. Mounted inside the admin
 * API, so the sign-in gate and the Origin check on changes run first.
 */
import { Hono, type Context } from "hono";
import { methodNotAllowed, type AdminEnv } from "../admin/http";
import { readConfig, vapidKeys } from "../platform/env";
import { ApiError, parseRequest, readJsonObject } from "../platform/http";
import { sendTestPush } from "./send";
import {
  deleteSubscription,
  listSubscriptions,
  publicSubscription,
  PUSH_MESSAGES,
  subscriptionChangesSchema,
  subscriptionSchema,
  updateSubscription,
  upsertSubscription,
} from "./subscriptions";

export const pushApi = new Hono<AdminEnv>();

function subscriptionId(c: Context<AdminEnv>): number {
  const raw = c.req.param("id") ?? "";
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new ApiError(404, "not_found", PUSH_MESSAGES.subscriptionNotFound);
  return id;
}

function notFound(): ApiError {
  return new ApiError(404, "not_found", PUSH_MESSAGES.subscriptionNotFound);
}

pushApi.get("/subscriptions", async (c) => {
  const keys = vapidKeys(readConfig(c.env));
  const rows = await listSubscriptions(c.env.DB);
  return c.json({ ok: true as const, vapid_public_key: keys?.publicKey ?? null, subscriptions: rows.map(publicSubscription) });
});

pushApi.post("/subscriptions", async (c) => {
  if (!vapidKeys(readConfig(c.env))) throw new ApiError(503, "push_off", PUSH_MESSAGES.pushOff);
  // Loopback only while sign-in is off, which the inbox allows only on a loopback host: local development
  // against a stand-in push service. Never the site's own host: a test push must not call the site's API.
  const config = readConfig(c.env);
  const ownHosts = [c.req.url, ...config.ALLOWED_ORIGINS].filter((origin) => URL.canParse(origin)).map((origin) => new URL(origin).hostname);
  const rules = { allowLoopback: c.get("owner").signIn === "off", ownHosts };
  const request = parseRequest(subscriptionSchema(rules), await readJsonObject(c.req.raw));
  const { row, created } = await upsertSubscription(c.env.DB, request, new Date().toISOString());
  return c.json({ ok: true as const, subscription: publicSubscription(row) }, created ? 201 : 200);
});
pushApi.all("/subscriptions", methodNotAllowed("GET, POST"));

pushApi.patch("/subscriptions/:id", async (c) => {
  const id = subscriptionId(c);
  const changes = parseRequest(subscriptionChangesSchema, await readJsonObject(c.req.raw));
  if (changes.label === undefined && changes.hours === undefined) {
    throw new ApiError(400, "invalid_request", PUSH_MESSAGES.nothingToChange, { fields: { body: PUSH_MESSAGES.nothingToChange } });
  }
  const row = await updateSubscription(c.env.DB, id, changes);
  if (!row) throw notFound();
  return c.json({ ok: true as const, subscription: publicSubscription(row) });
});

pushApi.delete("/subscriptions/:id", async (c) => {
  if (!(await deleteSubscription(c.env.DB, subscriptionId(c)))) throw notFound();
  return c.json({ ok: true as const });
});
pushApi.all("/subscriptions/:id", methodNotAllowed("PATCH, DELETE"));

pushApi.post("/subscriptions/:id/test", async (c) => {
  if (!vapidKeys(readConfig(c.env))) throw new ApiError(503, "push_off", PUSH_MESSAGES.pushOff);
  const result = await sendTestPush(c.env, subscriptionId(c));
  if (result === "not_found") throw notFound();
  if (result) {
    const message = result.gone ? `${result.message} The device was removed; turn notifications on again on it.` : result.message;
    throw new ApiError(502, "push_failed", message);
  }
  return c.json({ ok: true as const });
});
pushApi.all("/subscriptions/:id/test", methodNotAllowed("POST"));
