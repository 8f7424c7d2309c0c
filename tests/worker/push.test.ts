/**
 * Web Push's devices API on the real Worker and local D1 (subscribe, rename,
 * set hours, remove, test push) and what a push says. A lead's pushes, their
 * faults and the reminder are in journey.test.ts. The push services themselves
 * (FCM, Mozilla, Apple) cannot be reached from here: a stand-in takes their
 * place at the Worker's outbound fetch (push-helpers.ts), verifies each
 * request's VAPID signature against the site's public key and decrypts the
 * body with the device's own keys.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatWait, reminderPayload } from "../../worker/push/message";
import { topicOf } from "../../worker/push/send";
import { isAcceptableEndpoint, PUSH_MESSAGES } from "../../worker/push/subscriptions";
import { adminCall, clearLeads, json, rows } from "./helpers";
import { makeDevice, standInPushService, subscriptionBody, type PushServiceStandIn, type TestDevice } from "./push-helpers";

const SUBSCRIPTIONS = "/api/admin/push/subscriptions";

async function subscribe(device: TestDevice, extra: { label?: string; hours?: "any" | "business" } = {}) {
  const response = await adminCall(SUBSCRIPTIONS, { method: "POST", body: subscriptionBody(device, extra) });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json(response)).subscription as { id: number };
}

let service: PushServiceStandIn | null = null;
function pushService(devices: TestDevice[]): PushServiceStandIn {
  service = standInPushService(devices);
  return service;
}

beforeEach(async () => {
  await clearLeads();
  await env.DB.batch([env.DB.prepare("delete from push_deliveries"), env.DB.prepare("delete from push_subscriptions")]);
});
afterEach(() => {
  service?.restore();
  service = null;
});

describe("the devices API", () => {
  it("stores a browser's subscription, updates it on the same endpoint, and never shows its keys", async () => {
    const device = await makeDevice();
    const created = await adminCall(SUBSCRIPTIONS, { method: "POST", body: subscriptionBody(device, { label: "Owner's iPhone" }) });
    expect(created.status).toBe(201);
    const { subscription } = await json(created);
    expect(subscription).toMatchObject({ label: "Owner's iPhone", hours: "any", endpoint_host: "push.stand-in.dev", failures: 0, last_success_at: null });

    const again = await adminCall(SUBSCRIPTIONS, { method: "POST", body: subscriptionBody(device, { hours: "business" }) });
    expect(again.status).toBe(200);
    expect((await json(again)).subscription).toMatchObject({ id: subscription.id, label: "Owner's iPhone", hours: "business" });

    const list = await adminCall(SUBSCRIPTIONS);
    const body = await json(list);
    expect(body.vapid_public_key).toBe(env.VAPID_PUBLIC_KEY);
    expect(body.subscriptions).toHaveLength(1);
    const text = JSON.stringify(body);
    expect(text).not.toContain(device.keys.p256dh);
    expect(text).not.toContain(device.keys.auth);
    expect(text).not.toContain(device.endpoint);
  });

  it("refuses a malformed subscription with 400 naming the fields", async () => {
    const device = await makeDevice();
    const bad = {
      endpoint: "http://push.example/not-https",
      keys: { p256dh: device.keys.auth, auth: device.keys.p256dh },
      label: "x".repeat(61),
      hours: "sometimes",
    };
    const response = await adminCall(SUBSCRIPTIONS, { method: "POST", body: bad });
    expect(response.status).toBe(400);
    const { error } = await json(response);
    expect(Object.keys(error.fields).sort()).toEqual(["endpoint", "hours", "keys.auth", "keys.p256dh", "label"]);
    expect(error.fields["keys.p256dh"]).toBe(PUSH_MESSAGES.p256dh);
  });

  it("takes a loopback http endpoint only in local development (the cases are in push-endpoints.test.ts)", () => {
    const local = { allowLoopback: true, ownHosts: [] };
    const production = { allowLoopback: false, ownHosts: [] };
    expect(isAcceptableEndpoint("http://127.0.0.1:9000/push/1", local)).toBe(true);
    expect(isAcceptableEndpoint("http://localhost:9000/push/1", local)).toBe(true);
    expect(isAcceptableEndpoint("http://127.0.0.1:9000/push/1", production)).toBe(false);
    expect(isAcceptableEndpoint("https://127.0.0.1/push/1", production)).toBe(false);
    expect(isAcceptableEndpoint("http://push.example/1", local)).toBe(false);
    expect(isAcceptableEndpoint("https://fcm.googleapis.com/fcm/send/abc", production)).toBe(true);
    expect(isAcceptableEndpoint("https://user:pw@web.push.apple.com/x", production)).toBe(false);
  });

  it("renames a device, sets its hours, and removes it", async () => {
    const { id } = await subscribe(await makeDevice());
    const patched = await adminCall(`${SUBSCRIPTIONS}/${id}`, { method: "PATCH", body: { label: "Kitchen tablet", hours: "business" } });
    expect(patched.status).toBe(200);
    expect((await json(patched)).subscription).toMatchObject({ id, label: "Kitchen tablet", hours: "business" });

    const unknown = await adminCall(`${SUBSCRIPTIONS}/${id}`, { method: "PATCH", body: { endpoint: "https://elsewhere.test/" } });
    expect(unknown.status).toBe(400);
    const empty = await adminCall(`${SUBSCRIPTIONS}/${id}`, { method: "PATCH", body: {} });
    expect(empty.status).toBe(400);

    expect((await adminCall(`${SUBSCRIPTIONS}/${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await adminCall(`${SUBSCRIPTIONS}/${id}`, { method: "DELETE" })).status).toBe(404);
    expect((await adminCall(`${SUBSCRIPTIONS}/${id}/test`, { method: "POST" })).status).toBe(404);
  });

  it("sends a test notification now", async () => {
    const device = await makeDevice();
    const push = pushService([device]);
    const { id } = await subscribe(device);
    const response = await adminCall(`${SUBSCRIPTIONS}/${id}/test`, { method: "POST" });
    expect(response.status).toBe(200);
    expect(push.received.map((r) => r.payload.title)).toEqual(["Test notification"]);
    expect(push.received[0]!.claims).toMatchObject({ aud: "https://push.stand-in.dev", sub: env.VAPID_SUBJECT });
    const [row] = await rows<{ last_success_at: string | null }>("select last_success_at from push_subscriptions where id = ?", id);
    expect(row!.last_success_at).not.toBeNull();
  });
});


describe("a test push", () => {
  it("says so when the push service answers 410, and forgets the device", async () => {
    const gone = await makeDevice();
    const push = pushService([gone]);
    push.answer(gone.endpoint, 410);
    const { id } = await subscribe(gone);
    const response = await adminCall(`${SUBSCRIPTIONS}/${id}/test`, { method: "POST" });
    expect(response.status).toBe(502);
    const { error } = await json(response);
    expect(error.code).toBe("push_failed");
    expect(error.message).toMatch(/gone \(410\).*removed/);
    expect(await rows("select id from push_subscriptions")).toEqual([]);
  });
});

describe("what a push says", () => {
  it("reads 'Still waiting: Maria Lopez, 15 min'", () => {
    const lead = {
      id: "lead-1",
      form_type: "quote" as const,
      full_name: "Maria Lopez",
      service_type: "exterior",
      address: "",
      city: "Roswell",
      spam_reason: null,
      is_spam: false,
      created_at: "2026-11-24T15:00:00.000Z",
    };
    const payload = reminderPayload(lead, 15.2);
    expect(`${payload.title}: ${payload.body}`).toBe("Still waiting: Maria Lopez, 15 min");
    expect(formatWait(125)).toBe("2 h 5 min");
  });

  it("gives the reminder a Topic of its own: RFC 8030 would let it replace the lead's push still waiting at the push service", () => {
    const id = "6f1c7a52-3b8e-4f4a-9c1d-2e5b7a9c0d13";
    expect(topicOf("lead", id)).toBe("6f1c7a523b8e4f4a9c1d2e5b7a9c0d13");
    expect(topicOf("reminder", id)).toMatch(/^r[0-9a-f]{31}$/);
    expect(topicOf("reminder", id)).not.toBe(topicOf("lead", id));
    for (const topic of [topicOf("lead", id), topicOf("reminder", id), topicOf("test", null)]) expect(topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
  });
});
