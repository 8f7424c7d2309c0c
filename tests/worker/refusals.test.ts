/**
 * A refusal is a message to the visitor, never a loss: a submission the spam
 * screens refuse answers 422 with the fixed message, and is kept as a held lead
 * whose reason says it was refused at the form. The owner finds it under Held,
 * in the daily digest, and can release it (its notice is mailed then) or give
 * the screens a verdict. Real Worker, real local D1 and KV; only the mail
 * service (the edge of the world) is a recording stand-in.
 */
import { afterEach, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { LEADS_PER_HOUR_PER_IP, MESSAGES, REFUSALS_PER_HOUR_PER_IP } from "../../common";
import { adminCall, call, contactBody, envWith, freshIp, json, quoteBody, recordingMailer, rows, runDailyDigest } from "./helpers";

const LEADS = "/api/leads";

async function leadBySubmission(submissionId: unknown): Promise<Record<string, any> | undefined> {
  const [row] = await rows<Record<string, any>>("select * from forms where submission_id = ?", submissionId);
  return row;
}

async function noticesOf(leadId: string) {
  return rows<Record<string, any>>("select * from email_outbox where lead_id = ?", leadId);
}

/** The refusals the cap tests send: removed after them, so the digest test below lists its own held lead, not a summary of thirty. */
const refusedIds: unknown[] = [];
afterEach(async () => {
  for (const id of refusedIds.splice(0)) await env.DB.prepare("delete from forms where submission_id = ?").bind(id).run();
});

async function clearCooldowns() {
  const keys = await env.RATE_LIMITS.list({ prefix: "cooldown:lead-contact:" });
  for (const key of keys.keys) await env.RATE_LIMITS.delete(key.name);
}

async function expect422(response: Response, code: string, message: string) {
  expect(response.status).toBe(422);
  const body = await json(response);
  expect(body).toEqual({ ok: false, error: { code, message } });
}

describe("a refused submission is kept", () => {
  it("answers 422 blocked_email and stores the lead held, with the reason, and no notice", async () => {
    const mailer = recordingMailer();
    const body = contactBody({ email: "ana@mailinator.com", name: "Ana Ruiz" });
    await expect422(await call(LEADS, { body, env: envWith({ MAILER: mailer }) }), "blocked_email", MESSAGES.blockedEmail);

    const kept = await leadBySubmission(body["submission_id"]);
    expect(kept).toMatchObject({
      full_name: "Ana Ruiz",
      email: "ana@mailinator.com",
      is_spam: 1,
      held_by: "screens",
      screen_outcome: "refuse",
      spam_reason: "Refused at the form: Domain mailinator.com is a disposable inbox",
    });
    expect(kept!["held_at"]).toBeTruthy();
    expect(await noticesOf(kept!["id"])).toEqual([]);
    expect(mailer.sent).toEqual([]);
  });

  it("answers 422 blocked_content for a clear offer, and keeps it with the reason the owner reads", async () => {
    const body = quoteBody({ project_details: "Paint the house. Also we offer link building services." });
    await expect422(await call(LEADS, { body }), "blocked_content", MESSAGES.blockedContent);
    const kept = await leadBySubmission(body["submission_id"]);
    expect(kept!["is_spam"]).toBe(1);
    expect(kept!["spam_reason"]).toMatch(/^Refused at the form: Project details mention "link building" in an offer to the business/);
  });

  it("answers a retry of the same submission with the same refusal and stores nothing twice", async () => {
    const ip = freshIp();
    const body = contactBody({ email: "bot123@gmail.com" });
    await expect422(await call(LEADS, { body, ip }), "blocked_email", MESSAGES.blockedEmail);
    await expect422(await call(LEADS, { body, ip }), "blocked_email", MESSAGES.blockedEmail);
    expect(await rows("select id from forms where submission_id = ?", body["submission_id"])).toHaveLength(1);
  });

  it("starts no cooldown: the visitor revises and sends at once, and the lead is linked to the refusal", async () => {
    const ip = freshIp();
    const session = crypto.randomUUID();
    const refused = contactBody({ email: "test.ana@gmail.com", session_id: session });
    await expect422(await call(LEADS, { body: refused, ip }), "blocked_email", MESSAGES.blockedEmail);

    const revised = contactBody({ email: "ana.ruiz@gmail.com", session_id: session });
    const accepted = await call(LEADS, { body: revised, ip });
    expect(accepted.status).toBe(201);
    const refusedRow = await leadBySubmission(refused["submission_id"]);
    const acceptedRow = await leadBySubmission(revised["submission_id"]);
    expect(acceptedRow).toMatchObject({ is_spam: 0, follows_refused_id: refusedRow!["id"], screen_outcome: "accept" });

    // The inbox reads both ends of the link.
    const refusedLead = (await json(await adminCall(`/api/admin/leads/${refusedRow!["id"]}`))).lead;
    expect(refusedLead.sent_again_id).toBe(acceptedRow!["id"]);
    const acceptedLead = (await json(await adminCall(`/api/admin/leads/${acceptedRow!["id"]}`))).lead;
    expect(acceptedLead.follows_refused_id).toBe(refusedRow!["id"]);
  });

  it("links by e-mail too, when the visitor comes back in another session within the hour", async () => {
    const refused = contactBody({ email: "owen.price@gmail.com", session_id: crypto.randomUUID(), message: "SEO" });
    // A lone listed word with no request is held, not refused: make it a clear offer.
    refused["message"] = "We offer SEO packages.";
    await expect422(await call(LEADS, { body: refused }), "blocked_content", MESSAGES.blockedContent);
    const again = contactBody({ email: "Owen.Price@gmail.com", session_id: crypto.randomUUID() });
    expect((await call(LEADS, { body: again })).status).toBe(201);
    const refusedRow = await leadBySubmission(refused["submission_id"]);
    expect((await leadBySubmission(again["submission_id"]))!["follows_refused_id"]).toBe(refusedRow!["id"]);
  });

  it("never costs the corrected lead: refused seven times in an hour, the visitor's clean lead gets 201, is stored and mailed", async () => {
    const ip = freshIp();
    const session = crypto.randomUUID();
    for (let i = 0; i < 7; i += 1) {
      const refused = contactBody({ email: `test${i}@gmail.com`, session_id: session });
      refusedIds.push(refused["submission_id"]);
      await expect422(await call(LEADS, { body: refused, ip }), "blocked_email", MESSAGES.blockedEmail);
    }
    // More refusals than the accepted leads' cap allows in an hour: they have their own cap.
    expect(7).toBeGreaterThan(LEADS_PER_HOUR_PER_IP);
    const mailer = recordingMailer();
    const clean = contactBody({ email: "rosa.delgado@gmail.com", name: "Rosa Delgado", session_id: session });
    const response = await call(LEADS, { body: clean, ip, env: envWith({ MAILER: mailer }) });
    expect(response.status).toBe(201);
    const stored = await leadBySubmission(clean["submission_id"]);
    expect(stored).toMatchObject({ is_spam: 0, screen_outcome: "accept" });
    expect(mailer.sent.map((message) => message.subject)).toContain("New Contact Form Submission from Rosa Delgado");
    expect((await noticesOf(stored!["id"]))[0]).toMatchObject({ status: "sent" });
  });

  it("counts refusals toward their own, higher hourly cap, so they cannot flood the table; past it, nothing more is stored, and a clean lead still is", async () => {
    const ip = freshIp();
    for (let i = 0; i < REFUSALS_PER_HOUR_PER_IP; i += 1) {
      const refused = contactBody({ email: `test${i}@gmail.com` });
      refusedIds.push(refused["submission_id"]);
      await expect422(await call(LEADS, { body: refused, ip }), "blocked_email", MESSAGES.blockedEmail);
    }
    expect(REFUSALS_PER_HOUR_PER_IP).toBeGreaterThan(LEADS_PER_HOUR_PER_IP);
    const flood = contactBody({ email: "test.flood@gmail.com" });
    const response = await call(LEADS, { body: flood, ip });
    expect(response.status).toBe(429);
    expect((await json(response)).error.code).toBe("rate_limited");
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await leadBySubmission(flood["submission_id"])).toBeUndefined();
    // The cap only slows the refused sends: the same visitor's real lead is stored.
    expect((await call(LEADS, { body: contactBody(), ip })).status).toBe(201);
  });

  it("still caps accepted leads at their own limit, whatever was refused before", async () => {
    const ip = freshIp();
    await expect422(await call(LEADS, { body: contactBody({ email: "test.first@gmail.com" }), ip }), "blocked_email", MESSAGES.blockedEmail);
    for (let i = 0; i < LEADS_PER_HOUR_PER_IP; i += 1) {
      const body = contactBody();
      // Each stored lead starts the 30 s cooldown: this test is about the hourly cap, so clear it between sends.
      await clearCooldowns();
      expect((await call(LEADS, { body, ip })).status).toBe(201);
    }
    await clearCooldowns();
    expect((await call(LEADS, { body: contactBody(), ip })).status).toBe(429);
  });
});

describe("the owner sees, releases and judges refused and held leads", () => {
  it("lists a refused lead under Held, releases it with one tap (its notice is mailed) and records the verdict", async () => {
    const body = contactBody({ email: "office@summitpm.com", name: "Summit Property", message: "Grow your business with us today." });
    await expect422(await call(LEADS, { body }), "blocked_content", MESSAGES.blockedContent);
    const id = (await leadBySubmission(body["submission_id"]))!["id"] as string;

    const held = await json(await adminCall("/api/admin/leads?spam=held&per_page=100"));
    expect(held.leads.map((lead: { id: string }) => lead.id)).toContain(id);
    const inbox = await json(await adminCall("/api/admin/leads?per_page=100"));
    expect(inbox.leads.map((lead: { id: string }) => lead.id)).not.toContain(id);

    const mailer = recordingMailer();
    const released = await adminCall(`/api/admin/leads/${id}`, {
      method: "PATCH",
      body: { spam_verdict: "not_spam" },
      env: envWith({ MAILER: mailer }),
    });
    expect(released.status).toBe(200);
    const lead = (await json(released)).lead;
    expect(lead).toMatchObject({ is_spam: false, spam_verdict: "not_spam", spam_verdict_by: "owner (sign-in off)", held_at: null });
    expect(lead.spam_verdict_at).toBeTruthy();
    // The reason stays, so the owner (and the screens' record) still know it was refused at the form.
    expect(lead.spam_reason).toMatch(/^Refused at the form: /);

    // Its journey, started by the release, mailed it (the call waits for the notice's first attempt).
    // Mailed with the screens' reason on top (it is still marked [Check]), so the owner reads why it was refused.
    expect(mailer.sent.map((message) => message.subject)).toContain("[Check] New Contact Form Submission from Summit Property");
    expect((await noticesOf(id))[0]).toMatchObject({ status: "sent" });
  });

  it("marks an accepted lead as spam: it is held and the verdict recorded; a verdict that contradicts spam is refused", async () => {
    const body = contactBody({ email: "mia.chen@gmail.com" });
    expect((await call(LEADS, { body })).status).toBe(201);
    const id = (await leadBySubmission(body["submission_id"]))!["id"] as string;

    const contradiction = await adminCall(`/api/admin/leads/${id}`, { method: "PATCH", body: { spam_verdict: "spam", spam: false } });
    expect(contradiction.status).toBe(400);
    expect(Object.keys((await json(contradiction)).error.fields)).toEqual(["spam_verdict"]);

    const marked = await adminCall(`/api/admin/leads/${id}`, { method: "PATCH", body: { spam_verdict: "spam" } });
    expect((await json(marked)).lead).toMatchObject({ is_spam: true, held_by: "owner", spam_verdict: "spam" });

    const wrong = await adminCall(`/api/admin/leads/${id}`, { method: "PATCH", body: { spam_verdict: "maybe" } });
    expect(wrong.status).toBe(400);
  });

  it("puts a refused lead in the daily digest's held section, marked as refused at the form", async () => {
    const body = contactBody({ email: "jiwon@tempmail.com", name: "Jiwon Digest" });
    await expect422(await call(LEADS, { body }), "blocked_email", MESSAGES.blockedEmail);
    // A digest's window ends a couple of minutes behind its run: the lead is moved into it.
    await env.DB.prepare("update forms set created_at = ? where submission_id = ?").bind(new Date(Date.now() - 5 * 60_000).toISOString(), body["submission_id"]).run();
    const mailer = recordingMailer();
    await runDailyDigest(envWith({ MAILER: mailer }));
    const digest = mailer.sent.find((message) => message.subject?.startsWith("Daily lead digest"));
    expect(digest).toBeDefined();
    expect(digest!.text).toContain("Jiwon Digest");
    expect(digest!.text).toContain("Refused at the form: Domain tempmail.com is a disposable inbox. The visitor was asked to revise it");
  });
});

describe("the screens' record on the dashboard", () => {
  it("counts refusals, held leads released, accepted ones marked spam and flagged ones confirmed, over 30 days", async () => {
    const before = (await json(await adminCall("/api/admin/stats"))).stats.screens;

    const refused = contactBody({ email: "demo@company.com" });
    await call(LEADS, { body: refused });
    const flagged = contactBody({ email: "k.lee@gmail.com", message: "We run a web design studio and need the office repainted" });
    await call(LEADS, { body: flagged });
    const accepted = contactBody({ email: "r.lopez@gmail.com" });
    await call(LEADS, { body: accepted });

    const idOf = async (body: Record<string, unknown>) => (await leadBySubmission(body["submission_id"]))!["id"] as string;
    for (const [body, verdict] of [[refused, "not_spam"], [flagged, "not_spam"], [accepted, "spam"]] as const) {
      const response = await adminCall(`/api/admin/leads/${await idOf(body)}`, { method: "PATCH", body: { spam_verdict: verdict } });
      expect(response.status).toBe(200);
    }

    const after = (await json(await adminCall("/api/admin/stats"))).stats.screens;
    expect(after.days).toBe(30);
    expect(after.refused_at_form - before.refused_at_form).toBe(1);
    expect(after.held_released - before.held_released).toBe(1);
    expect(after.flagged_not_spam - before.flagged_not_spam).toBe(1);
    expect(after.accepted_marked_spam - before.accepted_marked_spam).toBe(1);
  });
});

describe("the cases a new user tried", () => {
  const customers: [string, Record<string, unknown>][] = [
    ["a trial patch from an address with 'trial' in it", contactBody({ email: "ntrialle@gmail.com", message: "Can you do a free trial patch of two colors on the living room wall before we commit?" })],
    ["a listed word and 'reply to this email' in a plain request", contactBody({ email: "jiwon.seo.home@gmail.com", message: "We need our living room and hallway repainted. Please reply to this email with a time for an estimate. Thanks, Jiwon Seo" })],
    ["a business's office@ asking for a repaint", contactBody({ email: "office@somebusiness.com", message: "Our office needs a repaint: reception, two meeting rooms and the hallway. Can you quote?" })],
    ["a property manager's manager@", quoteBody({ email: "manager@oakridgerentals.com" })],
    ["an info@ address", quoteBody({ email: "info@smilesofroswell.com" })],
  ];

  it.each(customers)("accepts (or flags) and mails %s", async (_label, body) => {
    const mailer = recordingMailer();
    const response = await call(LEADS, { body, env: envWith({ MAILER: mailer }) });
    expect(response.status).toBe(201);
    const stored = await leadBySubmission(body["submission_id"]);
    expect(stored!["is_spam"]).toBe(0);
    expect(["accept", "flag"]).toContain(stored!["screen_outcome"]);
    expect(mailer.sent).toHaveLength(1);
  });

  const pitches: [string, string][] = [
    ["a redesign offer", "Your website looks outdated. We can redesign it for a flat $499."],
    ["hyphenated back-links", "50 permanent back-links for your site."],
    ["appointment setting", "I'll fill your calendar with painting appointments. You only pay for the jobs you close."],
    ["bulk mail", "Bulk emailing made easy."],
    ["a software trial", "Try our estimating software free for 14 days."],
    ["web design and lead generation", "Affordable web design and lead generation for contractors!"],
    ["a virtual assistant", "Hire a virtual assistant today"],
  ];

  it.each(pitches)("refuses or holds %s, stores it and mails nothing one by one", async (_label, message) => {
    const mailer = recordingMailer();
    const body = contactBody({ email: `vendor.${crypto.randomUUID().slice(0, 8)}@gmail.com`, message });
    const response = await call(LEADS, { body, env: envWith({ MAILER: mailer }) });
    expect([201, 422]).toContain(response.status);
    const stored = await leadBySubmission(body["submission_id"]);
    expect(stored!["is_spam"]).toBe(1);
    expect(["hold", "refuse"]).toContain(stored!["screen_outcome"]);
    expect(mailer.sent).toEqual([]);
    expect(await noticesOf(stored!["id"])).toEqual([]);
  });
});
