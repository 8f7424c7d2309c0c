/**
 * A lead's journey (worker/journey/) run by the Workflows engine inside
 * workerd, driven through faults with the Workflows test APIs
 * (introspectWorkflow: disableRetryDelays, disableSleeps, mockStepError,
 * forceEventTimeout, mockEvent). The edges of the world are stand-ins, and
 * only they: the mail binding is made to throw or hang (helpers.ts routes the
 * Worker's own binding to the test's mailer), and the push services (FCM,
 * Mozilla's, Apple's cannot be reached from here) are replaced at the Worker's
 * outbound fetch by push-helpers.ts's stand-in, which checks each request's
 * VAPID signature and decrypts it with the device's keys. In every case the
 * owner's mail and each device's push arrive exactly once, or the lead is
 * listed as failed in the daily digest; nothing else is delayed.
 */
import { env } from "cloudflare:workers";
import { introspectWorkflow } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addBusinessMinutes } from "../../common/business-hours";
import { STEP_NAMES } from "../../worker/journey/lead-journey";
import { CALL_TIMEOUT_MS } from "../../worker/journey/step-config";
import { pushToDevice, sendLeadNotice, type JourneyPlan } from "../../worker/journey/steps";
import { CRONS } from "../../worker/scheduled";
import {
  adminCall,
  call,
  clearLeads,
  contactBody,
  envWith,
  failingMailer,
  hangingMailer,
  json,
  quoteBody,
  recordingMailer,
  routeMailer,
  rows,
  runCron,
  runDailyDigest,
  seedLead,
  seedNotice,
} from "./helpers";
import { HANG, makeDevice, standInPushService, subscriptionBody, type PushServiceStandIn, type TestDevice } from "./push-helpers";

const SUBSCRIPTIONS = "/api/admin/push/subscriptions";
const REAL_TIMEOUTS = { ...CALL_TIMEOUT_MS };

type Introspector = Awaited<ReturnType<typeof introspectWorkflow>>;
type Modifier = Parameters<Parameters<Introspector["modifyAll"]>[0]>[0];

let service: PushServiceStandIn | null = null;
let introspector: Introspector | null = null;
const undo: (() => void)[] = [];

beforeEach(async () => {
  await clearLeads();
  await env.DB.batch([env.DB.prepare("delete from push_deliveries"), env.DB.prepare("delete from push_subscriptions")]);
});
afterEach(async () => {
  service?.restore();
  service = null;
  await introspector?.dispose();
  introspector = null;
  Object.assign(CALL_TIMEOUT_MS, REAL_TIMEOUTS);
  while (undo.length) undo.pop()!();
});

async function subscribe(device: TestDevice, extra: { hours?: "any" | "business" } = {}): Promise<number> {
  const response = await adminCall(SUBSCRIPTIONS, { method: "POST", body: subscriptionBody(device, extra) });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await json(response)).subscription as { id: number }).id;
}

/** Two subscribed devices behind the stand-in push service. */
async function twoDevices() {
  const phone = await makeDevice();
  const tablet = await makeDevice();
  service = standInPushService([phone, tablet]);
  const phoneId = await subscribe(phone);
  const tabletId = await subscribe(tablet);
  return { phone, tablet, phoneId, tabletId, push: service };
}

/**
 * Watches the journeys started from here on: retries without their waits, no
 * sleeping until business hours (the test runs whatever the hour), and the
 * owner's answer arriving at once (so the reminder does not keep the journey
 * open) unless the test says otherwise.
 */
async function watchJourneys(options: { answered?: boolean; modify?: (m: Modifier) => Promise<void> } = {}): Promise<Introspector> {
  introspector = await introspectWorkflow(env.LEAD_JOURNEY);
  await introspector.modifyAll(async (m) => {
    await m.disableRetryDelays();
    await m.disableSleeps();
    if (options.answered ?? true) await m.mockEvent({ type: "answered", payload: {} });
    await options.modify?.(m);
  });
  return introspector;
}

async function finished(watch: Introspector, count = 1): Promise<void> {
  const instances = await watch.get();
  expect(instances).toHaveLength(count);
  for (const instance of instances) await instance.waitForStatus("complete");
}

async function sendLead(body: Record<string, unknown>, mailer: SendEmail = recordingMailer()): Promise<string> {
  const response = await call("/api/leads", { body, env: envWith({ MAILER: mailer }) });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json(response)).id as string;
}

/** For the rest of the test (journeys run on after each call), the Worker's mail binding hands every message to `mailer`. */
function routeMailTo(mailer: SendEmail): void {
  undo.push(routeMailer(envWith({ MAILER: mailer })));
}

/** A spy on one of the Worker's bindings, undone after the test. */
function spy<T extends object, K extends keyof T & string>(target: T, method: K) {
  const made = vi.spyOn(target as any, method);
  undo.push(() => made.mockRestore());
  return made;
}

describe("a lead's journey", () => {
  it("mails the owner once and buzzes every device once: who, what and where, the lead's own Topic, a day's TTL", async () => {
    const { phone, tablet, push } = await twoDevices();
    const watch = await watchJourneys();
    const mailer = recordingMailer();
    routeMailTo(mailer);
    const id = await sendLead(quoteBody({ name: "Maria Lopez" }), mailer);
    await finished(watch);

    expect(mailer.sent.map((mail) => mail.subject)).toEqual(["New Quote Request from Maria Lopez"]);
    expect(push.received).toHaveLength(2);
    expect(new Set(push.received.map((r) => r.endpoint))).toEqual(new Set([phone.endpoint, tablet.endpoint]));
    for (const received of push.received) {
      expect(received.payload).toEqual({ title: "New quote request", body: "Maria Lopez, Exterior painting, Roswell", url: `/admin/leads/${id}`, tag: id });
      expect(received.headers.get("TTL")).toBe("86400");
      expect(received.headers.get("Topic")).toBe(id.replaceAll("-", ""));
    }
    expect(await rows("select kind, status, attempts from push_deliveries where lead_id = ?", id)).toEqual([
      { kind: "lead", status: "sent", attempts: 1 },
      { kind: "lead", status: "sent", attempts: 1 },
    ]);
    expect(await rows("select status, attempts from email_outbox where lead_id = ?", id)).toEqual([{ status: "sent", attempts: 1 }]);
    expect((await rows<{ journey_started_at: string | null }>("select journey_started_at from forms where id = ?", id))[0]!.journey_started_at).not.toBeNull();
  });

  it("says Check for a flagged lead; a held lead starts no journey at all", async () => {
    const device = await makeDevice();
    service = standInPushService([device]);
    await subscribe(device);
    const watch = await watchJourneys();
    await sendLead(contactBody({ name: "Jiwon Seo", message: "Hi, I read about SEO for painters; can you repaint my office?" }));
    const held = await sendLead(contactBody({ name: "Held Bot", website: "http://spam.example" }));
    await finished(watch, 1);
    expect(service.received.map((r) => `${r.payload.title}: ${r.payload.body}`)).toEqual(["Check: New message: Jiwon Seo"]);
    expect(await rows("select journey_started_at from forms where id = ?", held)).toEqual([{ journey_started_at: null }]);
  });
});

describe("the owner's mail under faults", () => {
  it("the mail binding throws twice: the notice is retried with backoff and sent once; the phones were not kept waiting", async () => {
    const { push } = await twoDevices();
    const watch = await watchJourneys();
    const sent: EmailMessageBuilder[] = [];
    let calls = 0;
    const flaky = {
      async send(message: EmailMessageBuilder) {
        calls += 1;
        // Both phones had their push before the mail service answered at all.
        if (calls === 1) expect(push.received).toHaveLength(0);
        if (calls <= 2) throw new Error("Email Service unavailable");
        sent.push(message);
        return { messageId: "<ok@test>" };
      },
    } as unknown as SendEmail;
    routeMailTo(flaky);
    const id = await sendLead(contactBody({ name: "Flaky Mail" }), flaky);
    await finished(watch);
    expect(calls).toBe(3);
    expect(sent).toHaveLength(1);
    expect(push.received).toHaveLength(2);
    expect(await rows("select status, attempts from email_outbox where lead_id = ?", id)).toEqual([{ status: "sent", attempts: 3 }]);
  });

  it("the mail binding hangs: its timeout fails the attempt, the retry sends the notice once; the phones were not kept waiting", async () => {
    CALL_TIMEOUT_MS.mail = 50; // the real 30 s, shortened so the test need not wait it out
    const { push } = await twoDevices();
    const watch = await watchJourneys();
    const hanging = hangingMailer();
    const after = recordingMailer();
    let calls = 0;
    const mailer = {
      send(message: EmailMessageBuilder) {
        calls += 1;
        return calls === 1 ? hanging.send(message) : after.send(message);
      },
    } as unknown as SendEmail;
    routeMailTo(mailer);
    const id = await sendLead(contactBody({ name: "Hung Mail" }), mailer);
    await finished(watch);
    expect(hanging.calls).toBe(1);
    expect(after.sent).toHaveLength(1);
    expect(push.received).toHaveLength(2);
    const [notice] = await rows<{ status: string; attempts: number; last_error: string }>("select status, attempts, last_error from email_outbox where lead_id = ?", id);
    expect(notice).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("the mail service down for good: after its retries the notice is recorded failed and the digest lists the lead", async () => {
    const watch = await watchJourneys();
    const down = failingMailer("quota exceeded");
    routeMailTo(down);
    const id = await sendLead(contactBody({ name: "Never Mailed" }), down);
    await finished(watch);
    expect(down.calls).toBe(13); // the first try and 12 retries (three days and more, without the waits here)
    const [notice] = await rows<{ status: string; last_error: string }>("select status, last_error from email_outbox where lead_id = ?", id);
    expect(notice!.status).toBe("failed");
    expect(notice!.last_error).toMatch(/quota exceeded/);

    const digestMail = recordingMailer();
    await runDailyDigest(envWith({ MAILER: digestMail }));
    const text = digestMail.sent[0]!.text!;
    const failedSection = text.slice(text.indexOf("Notices that failed (1)")).split("\n\n")[0]!;
    expect(failedSection).toContain("Never Mailed");
    expect(failedSection).toContain(`/admin/leads/${id}`);
  });

  it("a D1 error inside the notice's step: the step is retried and the notice goes out once", async () => {
    const watch = await watchJourneys();
    const mailer = recordingMailer();
    routeMailTo(mailer);
    // D1 itself answering an error to the step's first read (the binding made to fail once).
    let failed = 0;
    const original = env.DB.prepare;
    spy(env.DB, "prepare").mockImplementation((...args: unknown[]) => {
      const query = String(args[0]);
      if (failed === 0 && /from "email_outbox"/.test(query)) {
        failed += 1;
        throw new Error("D1_ERROR: Network connection lost.");
      }
      return original.call(env.DB, query);
    });
    const id = await sendLead(contactBody({ name: "D1 Hiccup" }), mailer);
    await finished(watch);
    expect(failed).toBe(1);
    expect(mailer.sent).toHaveLength(1);
    expect(await rows("select status from email_outbox where lead_id = ?", id)).toEqual([{ status: "sent" }]);
  });
});

describe("each device's push under faults", () => {
  it("a push service answering 503 twice, then 201: that device gets the lead once, the other at once", async () => {
    const { phone, tablet, push, phoneId } = await twoDevices();
    push.answerInTurn(phone.endpoint, [503, 503]);
    const watch = await watchJourneys();
    const id = await sendLead(quoteBody());
    await finished(watch);
    expect(push.attempts.filter((url) => url === phone.endpoint)).toHaveLength(3);
    expect(push.received.filter((r) => r.endpoint === phone.endpoint)).toHaveLength(1);
    expect(push.received.filter((r) => r.endpoint === tablet.endpoint)).toHaveLength(1);
    expect(await rows("select status, attempts from push_deliveries where lead_id = ? and subscription_id = ?", id, phoneId)).toEqual([
      { status: "sent", attempts: 3 },
    ]);
  });

  it("a push service that hangs: the timeout cuts it, the retry delivers once; the other device was not held up", async () => {
    CALL_TIMEOUT_MS.push = 100; // the real 10 s, shortened for the test
    const { phone, tablet, push } = await twoDevices();
    push.answerInTurn(phone.endpoint, [HANG]);
    const watch = await watchJourneys();
    await sendLead(quoteBody());
    await finished(watch);
    expect(push.attempts.filter((url) => url === phone.endpoint)).toHaveLength(2);
    expect(push.received.map((r) => r.endpoint).sort()).toEqual([phone.endpoint, tablet.endpoint].sort());
  });

  it("a push service answering 410: the device is forgotten, the other still buzzes", async () => {
    const { phone, tablet, push } = await twoDevices();
    push.answer(phone.endpoint, 410);
    const watch = await watchJourneys();
    await sendLead(quoteBody());
    await finished(watch);
    expect(push.received.map((r) => r.endpoint)).toEqual([tablet.endpoint]);
    expect((await rows<{ endpoint: string }>("select endpoint from push_subscriptions")).map((r) => r.endpoint)).toEqual([tablet.endpoint]);
    expect(push.attempts.filter((url) => url === phone.endpoint)).toHaveLength(1);
  });

  it("a device that never accepts: recorded failed after its retries and named in the digest; the mail and the other device were on time", async () => {
    const { phone, tablet, push } = await twoDevices();
    push.answer(phone.endpoint, 503);
    const watch = await watchJourneys();
    const mailer = recordingMailer();
    routeMailTo(mailer);
    const id = await sendLead(quoteBody({ name: "Dead Phone" }), mailer);
    await finished(watch);
    expect(push.attempts.filter((url) => url === phone.endpoint)).toHaveLength(11);
    expect(push.received.map((r) => r.endpoint)).toEqual([tablet.endpoint]);
    expect(mailer.sent).toHaveLength(1);
    expect(await rows("select status from push_deliveries where lead_id = ? order by status", id)).toEqual([{ status: "failed" }, { status: "sent" }]);

    const digestMail = recordingMailer();
    await runDailyDigest(envWith({ MAILER: digestMail }));
    const text = digestMail.sent[0]!.text!;
    expect(text).toContain("Phone notifications that failed (1)");
    expect(text).toMatch(/Notification to push\.stand-in\.dev failed: The push service answered 503/);
  });

  it("a D1 error in a device's step (the engine's test API throws it there): retried, the device buzzed once", async () => {
    const { phone, push, phoneId } = await twoDevices();
    const watch = await watchJourneys({
      modify: (m) => m.mockStepError({ name: STEP_NAMES.push("lead", phoneId) }, new Error("D1_ERROR: Network connection lost."), 2),
    });
    await sendLead(quoteBody());
    await finished(watch);
    expect(push.received.filter((r) => r.endpoint === phone.endpoint)).toHaveLength(1);
    expect(push.received).toHaveLength(2);
  });
});

describe("no lead left without its journey, and none announced twice", () => {
  it("creating the journey fails (a Workflows outage): the lead is stored, and the five-minute cron starts it once", async () => {
    const { push } = await twoDevices();
    const watch = await watchJourneys();
    const create = spy(env.LEAD_JOURNEY, "create").mockRejectedValueOnce(new Error("Workflows unavailable"));
    const mailer = recordingMailer();
    routeMailTo(mailer);
    const id = await sendLead(contactBody({ name: "Outage Lead" }), mailer);
    expect(create).toHaveBeenCalledTimes(1);
    expect(await rows("select journey_started_at from forms where id = ?", id)).toEqual([{ journey_started_at: null }]);
    expect(mailer.sent).toHaveLength(0);

    // Within its first two minutes the cron leaves it to the request (it may still be starting it).
    await runCron(CRONS.notices, envWith({ MAILER: mailer }));
    expect(create).toHaveBeenCalledTimes(1);
    await env.DB.prepare("update forms set created_at = ? where id = ?").bind(new Date(Date.now() - 3 * 60_000).toISOString(), id).run();
    await runCron(CRONS.notices, envWith({ MAILER: mailer }));
    await finished(watch);
    // (The cron also starts the day's digest when the daily run has not: not this test's concern.)
    const notices = mailer.sent.filter((mail) => !mail.subject.startsWith("Daily lead digest"));
    expect(notices.map((mail) => mail.subject)).toEqual(["New Contact Form Submission from Outage Lead"]);
    expect(push.received).toHaveLength(2);
    // Started and recorded: later runs start nothing.
    await runCron(CRONS.notices, envWith({ MAILER: mailer }));
    expect(await watch.get()).toHaveLength(1);
  });

  it("a step killed mid-run and run again sends nothing twice: D1 is read before each send", async () => {
    const { phone, tablet, push, phoneId, tabletId } = await twoDevices();
    const mailer = recordingMailer();
    const testEnv = envWith({ MAILER: mailer });
    const id = await seedLead({ full_name: "Run Twice", created_at: new Date().toISOString() });
    await seedNotice(id, { status: "pending" });
    // Each step's body run twice, as the engine runs it again when the first run was killed
    // after its send and record but before the engine stored the step's result.
    for (let run = 0; run < 2; run++) {
      await sendLeadNotice(testEnv, id);
      await pushToDevice(testEnv, { leadId: id, subscriptionId: phoneId, kind: "lead" }, new Date().toISOString());
    }
    expect(mailer.sent).toHaveLength(1);
    expect(push.received.map((r) => r.endpoint)).toEqual([phone.endpoint]);

    // The whole journey started on top of that state: only what is left goes out (the tablet).
    const watch = await watchJourneys();
    routeMailTo(mailer);
    await env.LEAD_JOURNEY.create({ id, params: { leadId: id, clockFrom: new Date().toISOString() } });
    await finished(watch);
    expect(mailer.sent).toHaveLength(1);
    expect(push.received.map((r) => r.endpoint)).toEqual([phone.endpoint, tablet.endpoint]);
    expect(await rows("select subscription_id, status from push_deliveries where lead_id = ? order by subscription_id", id)).toEqual([
      { subscription_id: phoneId, status: "sent" },
      { subscription_id: tabletId, status: "sent" },
    ]);
  });

  it("'Not spam' on a weeks-old flagged lead (never held) starts nothing: its phones do not buzz again", async () => {
    const { push } = await twoDevices();
    const weeksAgo = new Date(Date.now() - 21 * 24 * 60 * 60 * 1000).toISOString();
    const id = await seedLead({ spam_reason: 'Message mentions "SEO"', created_at: weeksAgo, journey_started_at: weeksAgo });
    const watch = await watchJourneys();
    const response = await adminCall(`/api/admin/leads/${id}`, { method: "PATCH", body: { spam_verdict: "not_spam" } });
    expect(response.status).toBe(200);
    expect(await watch.get()).toHaveLength(0);
    expect(push.attempts).toHaveLength(0);
  });
});

describe("the reminder", () => {
  it("pushes 'Still waiting' when nobody answers, with a Topic of its own and a TTL no shorter than the lead's", async () => {
    const { push } = await twoDevices();
    const watch = await watchJourneys({ answered: false, modify: (m) => m.forceEventTimeout({ name: STEP_NAMES.waitForAnswer }) });
    const id = await sendLead(quoteBody({ name: "Maria Lopez" }));
    await finished(watch);
    const leadPushes = push.received.filter((r) => r.payload.title === "New quote request");
    const reminders = push.received.filter((r) => r.payload.title === "Still waiting");
    expect(leadPushes).toHaveLength(2);
    expect(reminders).toHaveLength(2);
    expect(reminders[0]!.payload.body).toMatch(/^Maria Lopez, \d+ min$/);
    // RFC 8030: a message with the same Topic replaces one still waiting at the push service, so the
    // reminder must never carry the lead push's, or a phone that was off would get only the reminder.
    expect(reminders[0]!.headers.get("Topic")).not.toBe(leadPushes[0]!.headers.get("Topic"));
    expect(Number(reminders[0]!.headers.get("TTL"))).toBeGreaterThanOrEqual(Number(leadPushes[0]!.headers.get("TTL")));
    expect((await rows<{ reminder_queued_at: string | null }>("select reminder_queued_at from forms where id = ?", id))[0]!.reminder_queued_at).not.toBeNull();
    expect(await rows("select kind, status from push_deliveries where lead_id = ? order by kind", id)).toEqual([
      { kind: "lead", status: "sent" },
      { kind: "lead", status: "sent" },
      { kind: "reminder", status: "sent" },
      { kind: "reminder", status: "sent" },
    ]);
  });

  it("is not sent when the owner tapped Call from the inbox's list: the tap tells the journey", async () => {
    const { push } = await twoDevices();
    const watch = await watchJourneys({ answered: false });
    const id = await sendLead(quoteBody({ name: "Called From The List" }));
    const [instance] = await watch.get();
    await instance!.waitForStepResult({ name: STEP_NAMES.plan });
    // What the list's Call button sends (client/admin/leads/list-page.tsx), through the real route.
    const tap = await adminCall(`/api/admin/leads/${id}/response`, { method: "POST", body: { how: "call" } });
    expect(tap.status).toBe(200);
    await instance!.waitForStatus("complete");
    expect(push.received.filter((r) => r.payload.title === "Still waiting")).toHaveLength(0);
    expect(await rows("select first_response_how from forms where id = ?", id)).toEqual([{ first_response_how: "call" }]);
  });

  it("is not sent when the answer came without the event: the journey reads D1 before it reminds", async () => {
    const { push } = await twoDevices();
    // The journey cannot be created at first (a Workflows outage), so the owner's answer reaches no journey.
    spy(env.LEAD_JOURNEY, "create").mockRejectedValueOnce(new Error("Workflows unavailable"));
    const id = await sendLead(quoteBody());
    expect((await adminCall(`/api/admin/leads/${id}`, { method: "PATCH", body: { status: "contacted" } })).status).toBe(200);
    // Started later (as the cron would), its wait for the answer times out: D1 says answered, so no reminder.
    const watch = await watchJourneys({ answered: false, modify: (m) => m.forceEventTimeout({ name: STEP_NAMES.waitForAnswer }) });
    await env.LEAD_JOURNEY.create({ id, params: { leadId: id, clockFrom: new Date().toISOString() } });
    await finished(watch);
    expect(push.received.map((r) => r.payload.title)).toEqual(["New quote request", "New quote request"]);
  });

  it("for a lead released from Held: the journey starts then, and no reminder comes within 15 business minutes of the release", async () => {
    const { push } = await twoDevices();
    const held = await sendLead(contactBody({ name: "Held For Days", website: "x" }));
    // It sat in Held for two days.
    await env.DB.prepare("update forms set created_at = ?, held_at = ? where id = ?")
      .bind(new Date(Date.now() - 2 * 86_400_000).toISOString(), new Date(Date.now() - 2 * 86_400_000).toISOString(), held)
      .run();
    const watch = await watchJourneys({ answered: false });
    const releasedAt = Date.now();
    const mailer = recordingMailer();
    const response = await adminCall(`/api/admin/leads/${held}`, { method: "PATCH", body: { spam: false }, env: envWith({ MAILER: mailer }) });
    expect(response.status).toBe(200);
    expect(mailer.sent).toHaveLength(1);
    const [instance] = await watch.get();
    const plan = (await instance!.waitForStepResult({ name: STEP_NAMES.plan })) as JourneyPlan;
    // The reminder is due 15 business minutes after the release, not after the arrival two days ago.
    expect(Date.parse(plan.reminderDueAt)).toBeGreaterThanOrEqual(addBusinessMinutes(releasedAt, 15).getTime() - 1_000);
    await vi.waitUntil(() => push.received.length === 2, { timeout: 5_000 });
    // Released with the screens' reason kept, so it reads as a lead to check.
    expect(push.received.map((r) => r.payload.title)).toEqual(["Check: New message", "Check: New message"]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(push.received.filter((r) => r.payload.title === "Still waiting")).toHaveLength(0);
    // The response clock counts from the release too: a call now took (almost) no business minutes.
    const tap = await json(await adminCall(`/api/admin/leads/${held}/response`, { method: "POST", body: { how: "call" } }));
    expect(tap.lead.response_business_minutes).toBeLessThan(1);
    await instance!.waitForStatus("complete");
  });
});
