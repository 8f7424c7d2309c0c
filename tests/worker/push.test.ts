/**
 * Web Push end to end on the real Worker and local D1: the devices API, a
 * lead's push (queued in the lead's batch, sent after the 201), 404/410
 * removal, retries through the cron, the business-hours deferral and the
 * reminder. The push services themselves (FCM, Mozilla, Apple) cannot be
 * reached from here: a stand-in takes their place at the Worker's outbound
 * fetch (push-helpers.ts), verifies each request's VAPID signature against the
 * site's public key and decrypts the body with the device's own keys.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { businessMinutesBetween, nextBusinessOpening } from "../../common/business-hours";
import { sendDailyDigest } from "../../worker/leads/digest";
import { PUSH_MAX_ATTEMPTS } from "../../worker/push/deliver";
import { formatWait, reminderPayload } from "../../worker/push/message";
import { queueLeadPushes } from "../../worker/push/queue";
import { isAcceptableEndpoint, PUSH_MESSAGES } from "../../worker/push/subscriptions";
import {
  adminCall,
  call,
  clearLeads,
  countingD1,
  envWith,
  json,
  quoteBody,
  contactBody,
  recordingMailer,
  rows,
  runCron,
  seedLead,
} from "./helpers";
import { makeDevice, standInPushService, subscriptionBody, type PushServiceStandIn, type TestDevice } from "./push-helpers";

const SUBSCRIPTIONS = "/api/admin/push/subscriptions";
const mailEnv = () => envWith({ MAILER: recordingMailer() });

async function subscribe(device: TestDevice, extra: { label?: string; hours?: "any" | "business" } = {}) {
  const response = await adminCall(SUBSCRIPTIONS, { method: "POST", body: subscriptionBody(device, extra) });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json(response)).subscription as { id: number };
}

async function sendLead(body: Record<string, unknown>): Promise<string> {
  const response = await call("/api/leads", { body, env: mailEnv() });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json(response)).id as string;
}

/** Makes every pending push due now, as if its backoff or deferral had passed (the Worker leases on the real clock). */
async function makePushesDue(): Promise<void> {
  await env.DB.prepare("update push_deliveries set next_attempt_at = '2000-01-01T00:00:00.000Z' where status = 'pending'").run();
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

describe("a lead's push", () => {
  it("buzzes every device right after the 201 with who, what and where", async () => {
    const phone = await makeDevice();
    const tablet = await makeDevice();
    const push = pushService([phone, tablet]);
    await subscribe(phone);
    await subscribe(tablet);

    const id = await sendLead(quoteBody({ name: "Maria Lopez" }));
    expect(push.received).toHaveLength(2);
    for (const received of push.received) {
      expect(received.payload).toEqual({
        title: "New quote request",
        body: "Maria Lopez, Exterior painting, Roswell",
        url: `/admin/leads/${id}`,
        tag: id,
      });
      expect(received.headers.get("TTL")).toBe("86400");
    }
    expect(new Set(push.received.map((r) => r.endpoint))).toEqual(new Set([phone.endpoint, tablet.endpoint]));
    const deliveries = await rows<{ status: string; attempts: number; lease_id: string | null }>(
      "select status, attempts, lease_id from push_deliveries where lead_id = ?",
      id,
    );
    expect(deliveries).toEqual([
      { status: "sent", attempts: 1, lease_id: null },
      { status: "sent", attempts: 1, lease_id: null },
    ]);
  });

  it("says Check for a flagged lead and nothing for a held one", async () => {
    const device = await makeDevice();
    const push = pushService([device]);
    await subscribe(device);

    await sendLead(contactBody({ name: "Jiwon Seo", message: "Hi, I read about SEO for painters; can you repaint my office?" }));
    await sendLead(contactBody({ name: "Held Bot", website: "http://spam.example" }));
    expect(push.received.map((r) => `${r.payload.title}: ${r.payload.body}`)).toEqual(["Check: New message: Jiwon Seo"]);
  });

  it("forgets a device whose push service answers 404 or 410, with its queued pushes", async () => {
    const gone = await makeDevice();
    const expired = await makeDevice();
    const fine = await makeDevice();
    const push = pushService([gone, expired, fine]);
    push.answer(gone.endpoint, 410);
    push.answer(expired.endpoint, 404);
    const goneSub = await subscribe(gone);
    await subscribe(expired);
    await subscribe(fine);

    await sendLead(quoteBody());
    expect(push.received.map((r) => r.endpoint)).toEqual([fine.endpoint]);
    const left = await rows<{ endpoint: string }>("select endpoint from push_subscriptions");
    expect(left.map((r) => r.endpoint)).toEqual([fine.endpoint]);
    expect(await rows("select id from push_deliveries where subscription_id != (select id from push_subscriptions)")).toEqual([]);

    // The test button says so too.
    const again = await makeDevice();
    const second = pushService([again]);
    second.answer(again.endpoint, 410);
    const { id } = await subscribe(again);
    const response = await adminCall(`${SUBSCRIPTIONS}/${id}/test`, { method: "POST" });
    expect(response.status).toBe(502);
    const { error } = await json(response);
    expect(error.code).toBe("push_failed");
    expect(error.message).toMatch(/gone \(410\).*removed/);
    expect(goneSub.id).not.toBe(id);
  });

  it("retries a refused push through the cron, then gives up and marks it failed", async () => {
    const device = await makeDevice();
    const push = pushService([device]);
    push.answer(device.endpoint, 503);
    const { id: subscriptionId } = await subscribe(device);
    const leadId = await sendLead(quoteBody());

    const [first] = await rows<{ status: string; attempts: number; next_attempt_at: string; last_error: string }>(
      "select status, attempts, next_attempt_at, last_error from push_deliveries where lead_id = ?",
      leadId,
    );
    expect(first).toMatchObject({ status: "pending", attempts: 1 });
    expect(first!.last_error).toMatch(/503/);
    // The first retry waits a minute (the notice's backoff).
    expect(Date.parse(first!.next_attempt_at) - Date.now()).toBeGreaterThan(50_000);
    const [device1] = await rows<{ failures: number; last_failure_at: string | null }>(
      "select failures, last_failure_at from push_subscriptions where id = ?",
      subscriptionId,
    );
    expect(device1).toMatchObject({ failures: 1 });
    expect(device1!.last_failure_at).not.toBeNull();

    // Not due yet: the cron leaves it alone.
    await runCron(undefined, mailEnv());
    expect(push.attempts).toHaveLength(1);

    // The service recovers: the next due run delivers it.
    push.answer(device.endpoint, 201);
    await makePushesDue();
    await runCron(undefined, mailEnv());
    expect(push.received.map((r) => r.payload.tag)).toEqual([leadId]);
    expect((await rows("select status, attempts from push_deliveries where lead_id = ?", leadId))[0]).toEqual({ status: "sent", attempts: 2 });
    expect((await rows("select failures from push_subscriptions where id = ?", subscriptionId))[0]).toEqual({ failures: 0 });

    // A push that keeps failing is given up after PUSH_MAX_ATTEMPTS and kept as failed (the digest names it).
    push.answer(device.endpoint, 500);
    const second = await sendLead(quoteBody());
    for (let attempt = 1; attempt < PUSH_MAX_ATTEMPTS; attempt++) {
      await makePushesDue();
      await runCron(undefined, mailEnv());
    }
    const [gaveUp] = await rows<{ status: string; attempts: number; failed_at: string | null }>(
      "select status, attempts, failed_at from push_deliveries where lead_id = ?",
      second,
    );
    expect(gaveUp).toMatchObject({ status: "failed", attempts: PUSH_MAX_ATTEMPTS });
    expect(gaveUp!.failed_at).not.toBeNull();
  });

  it("records nothing for a run whose lease another run took over", async () => {
    const device = await makeDevice();
    const push = pushService([device]);
    push.answer(device.endpoint, 503);
    await subscribe(device);
    const leadId = await sendLead(quoteBody());
    // A later run claimed the row meanwhile (its own lease id); the first run's outcome must not land.
    await env.DB.prepare("update push_deliveries set lease_id = 'other-run', status = 'sent', attempts = 9 where lead_id = ?").bind(leadId).run();
    const { recordPushOutcomes } = await import("../../worker/push/deliveries");
    const [row] = await rows<{ id: number; subscription_id: number }>("select id, subscription_id from push_deliveries where lead_id = ?", leadId);
    const recorded = await recordPushOutcomes(
      env.DB,
      [{ id: row!.id, lease_id: "stale-run", subscription_id: row!.subscription_id, status: "pending", attempts: 2, last_error: "late", next_attempt_at: null, sent_at: null, failed_at: null }],
      new Date().toISOString(),
    );
    expect(recorded).toEqual([]);
    expect((await rows("select status, attempts from push_deliveries where lead_id = ?", leadId))[0]).toEqual({ status: "sent", attempts: 9 });
  });

  it("holds a lead back for a business-hours device until the next opening", async () => {
    const anyHour = await makeDevice();
    const workday = await makeDevice();
    const push = pushService([anyHour, workday]);
    await subscribe(anyHour);
    await subscribe(workday, { hours: "business" });
    const leadId = await seedLead({ full_name: "Night Owl" });

    // Saturday 2026-11-21 21:00 EST: closed until Monday 08:00 EST.
    const saturdayNight = new Date("2026-11-22T02:00:00Z");
    await queueLeadPushes(env.DB, leadId, saturdayNight);
    const queued = await rows<{ hours: string; next_attempt_at: string }>(
      "select s.hours, d.next_attempt_at from push_deliveries d join push_subscriptions s on s.id = d.subscription_id order by s.hours",
    );
    expect(queued).toEqual([
      { hours: "any", next_attempt_at: saturdayNight.toISOString() },
      { hours: "business", next_attempt_at: nextBusinessOpening(saturdayNight).toISOString() },
    ]);
    expect(queued[1]!.next_attempt_at).toBe("2026-11-23T13:00:00.000Z");

    // The any-hour device's push is due; the other waits for its time.
    await env.DB.prepare("update push_deliveries set next_attempt_at = '2030-01-01T00:00:00.000Z' where subscription_id = (select id from push_subscriptions where hours = 'business')").run();
    await runCron(undefined, mailEnv());
    expect(push.received.map((r) => r.endpoint)).toEqual([anyHour.endpoint]);
    await makePushesDue();
    await runCron(undefined, mailEnv());
    expect(push.received.map((r) => r.endpoint)).toEqual([anyHour.endpoint, workday.endpoint]);
  });
});

describe("the reminder", () => {
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

  it("nudges once for a lead still new past the mark, not for an answered or fresh one", async () => {
    const device = await makeDevice();
    const push = pushService([device]);
    await subscribe(device);
    // Two days back always holds at least seven business hours (a Saturday or a weekday).
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    const waiting = await seedLead({ full_name: "Maria Lopez", created_at: twoDaysAgo });
    await seedLead({ full_name: "Already Called", created_at: twoDaysAgo, first_response_at: twoDaysAgo, first_response_how: "call" });
    await seedLead({ full_name: "Contacted", created_at: twoDaysAgo, status: "contacted" });
    await seedLead({ full_name: "Held", created_at: twoDaysAgo, is_spam: true });
    await seedLead({ full_name: "Just Arrived" });

    const before = businessMinutesBetween(twoDaysAgo, Date.now());
    await runCron(undefined, mailEnv());
    const after = businessMinutesBetween(twoDaysAgo, Date.now());
    expect(push.received).toHaveLength(1);
    const { payload } = push.received[0]!;
    expect(payload.title).toBe("Still waiting");
    expect([formatWait(before), formatWait(after)]).toContain(payload.body.replace("Maria Lopez, ", ""));
    expect(payload.url).toBe(`/admin/leads/${waiting}`);
    expect(push.received[0]!.headers.get("TTL")).toBe("3600");

    await runCron(undefined, mailEnv());
    expect(push.received).toHaveLength(1);
    expect((await rows("select count(*) as n from push_deliveries where kind = 'reminder'"))[0]).toEqual({ n: 1 });
  });

  it("drops a reminder still retrying once the owner has answered the lead", async () => {
    const device = await makeDevice();
    const push = pushService([device]);
    push.answer(device.endpoint, 503);
    await subscribe(device);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    const lead = await seedLead({ full_name: "Soon Answered", created_at: twoDaysAgo });
    await runCron(undefined, mailEnv());
    expect(push.attempts).toHaveLength(1);

    await adminCall(`/api/admin/leads/${lead}/response`, { method: "POST", body: { how: "call" } });
    push.answer(device.endpoint, 201);
    await makePushesDue();
    await runCron(undefined, mailEnv());
    expect(push.received).toEqual([]);
    expect(await rows("select id from push_deliveries where lead_id = ?", lead)).toEqual([]);
  });
});

describe("the daily digest", () => {
  it("names the leads still waiting, for how long, and the pushes that never went out", async () => {
    const device = await makeDevice();
    const push = pushService([device]);
    push.answer(device.endpoint, 500);
    await subscribe(device, { label: "Owner's Pixel" });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    await seedLead({ full_name: "Waiting Walter", created_at: twoDaysAgo });
    await seedLead({ full_name: "Answered Anna", created_at: twoDaysAgo, first_response_at: twoDaysAgo, first_response_how: "text" });
    await sendLead(quoteBody({ name: "Failed Fiona" }));
    for (let attempt = 1; attempt < PUSH_MAX_ATTEMPTS; attempt++) {
      await makePushesDue();
      await runCron(undefined, mailEnv());
    }

    const mailer = recordingMailer();
    const until = new Date();
    await sendDailyDigest(envWith({ MAILER: mailer }), until.getTime());
    const text = String(mailer.sent[0]!.text);
    const waiting = text.slice(text.indexOf("Still waiting for an answer"), text.indexOf("Phone notifications that failed"));
    expect(waiting).toContain("Still waiting for an answer (2)");
    expect(waiting).toContain("Waiting Walter");
    expect(waiting).toContain(`Waiting ${formatWait(businessMinutesBetween(twoDaysAgo, until))} of business hours.`);
    expect(waiting).toContain("Failed Fiona");
    expect(waiting).not.toContain("Answered Anna");
    const failed = text.slice(text.indexOf("Phone notifications that failed"));
    expect(failed).toContain("Phone notifications that failed (1)");
    expect(failed).toMatch(/Failed Fiona[\s\S]*Notification to Owner's Pixel failed: The push service answered 500/);
  });
});

describe("held and released leads", () => {
  it("pushes nothing for a held lead, once it is released, and drops a queued push of a lead held meanwhile", async () => {
    const device = await makeDevice();
    const push = pushService([device]);
    await subscribe(device);

    const held = await sendLead(contactBody({ name: "Quick Fingers", elapsed_ms: 1200 }));
    expect(push.received).toHaveLength(0);
    expect(await rows("select id from push_deliveries where lead_id = ?", held)).toEqual([]);
    const released = await adminCall(`/api/admin/leads/${held}`, { method: "PATCH", body: { spam: false }, env: mailEnv() });
    expect(released.status).toBe(200);
    // Its reason stays on record, so like its mail it says Check.
    expect(push.received.map((r) => `${r.payload.title}: ${r.payload.body}`)).toEqual(["Check: New message: Quick Fingers"]);

    // Queued while the service was down, then held by the owner before the retry: never sent.
    push.answer(device.endpoint, 503);
    const later = await sendLead(contactBody({ name: "Second Thoughts" }));
    await adminCall(`/api/admin/leads/${later}`, { method: "PATCH", body: { spam: true } });
    push.answer(device.endpoint, 201);
    await makePushesDue();
    await runCron(undefined, mailEnv());
    expect(push.received.map((r) => r.payload.body)).toEqual(["Quick Fingers"]);
    expect(await rows("select id from push_deliveries where lead_id = ?", later)).toEqual([]);
  });

  it("keeps the five-minute cron's push run within a few D1 statements however many are due", async () => {
    const devices = await Promise.all(Array.from({ length: 4 }, () => makeDevice()));
    const push = pushService(devices);
    for (const device of devices) {
      await subscribe(device);
      push.answer(device.endpoint, 503);
    }
    for (let i = 0; i < 8; i++) await sendLead(quoteBody({ name: `Backlog ${i}` }));
    for (const device of devices) push.answer(device.endpoint, 201);
    await makePushesDue();
    await env.DB.prepare("update email_outbox set status = 'sent' where status = 'pending'").run();

    const counted = countingD1(env.DB);
    await runCron(undefined, envWith({ DB: counted.db, MAILER: recordingMailer() }));
    console.log(`Five-minute cron with 20 due pushes: ${counted.statements()} D1 statements`);
    // Mail: claim and summary claim (2); the look for a digest to retry (1). Pushes: reminders' look (1),
    // claim (1), leads and devices (2), outcomes (2).
    expect(counted.statements()).toBe(9);
    expect(push.received).toHaveLength(20);
  });
});
