import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  FIELD_LIMITS,
  FIELD_MESSAGES,
  LEADS_PER_HOUR_PER_IP,
  MAX_BODY_BYTES,
  MESSAGES,
  META_LIMITS,
  composeQuoteMessage,
} from "../../common";
import { call, contactBody, envWith, freshIp, json, quoteBody, recordingMailer, rows } from "./helpers";

const LEADS = "/api/leads";

async function lead(id: string) {
  const [row] = await rows<Record<string, any>>("select * from forms where id = ?", id);
  return row;
}

async function outboxFor(id: string) {
  return rows<Record<string, any>>("select * from email_outbox where lead_id = ?", id);
}

async function expectRefusal(response: Response, status: number, code: string, message?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  const body = await json(response);
  expect(body.ok).toBe(false);
  expect(body.error.code).toBe(code);
  if (message !== undefined) expect(body.error.message).toBe(message);
  return body;
}

describe("POST /api/leads: accepted submissions", () => {
  it("stores a contact lead with tracking data, answers 201 {ok, id} and mails the owner", async () => {
    const body = contactBody({ landing_page: "/services", utm_source: "google", gclid: "abc" });
    const mailer = recordingMailer();
    const response = await call(LEADS, {
      env: envWith({ MAILER: mailer }),
      body,
      headers: { "User-Agent": "Mozilla/5.0 Test" },
      cf: { city: "Alpharetta", region: "Georgia", country: "US" },
    });
    expect(response.status).toBe(201);
    const answer = await json(response);
    expect(answer).toEqual({ ok: true, id: expect.any(String) });

    const row = await lead(answer.id);
    expect(row).toMatchObject({
      submission_id: body["submission_id"],
      form_type: "contact",
      full_name: "Jane Homeowner",
      email: body["email"],
      message: "Could you repaint my living room next month?",
      site_name: "peachtree-brush-painting",
      visitor_id: "visitor-1",
      session_id: "session-1",
      referrer: "https://www.google.com/",
      ua: "Mozilla/5.0 Test",
      city: "Alpharetta",
      state: "Georgia",
      country: "US",
      landing_page: "/services",
      utm_source: "google",
      gclid: "abc",
      is_spam: 0,
    });
    expect(row!["ip_hash"]).toMatch(/^[0-9a-f]{64}$/);
    expect(row!["created_at"]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // The notice went out in waitUntil, rendered from the stored lead, and its delivery is recorded.
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      subject: "New Contact Form Submission from Jane Homeowner",
      replyTo: body["email"],
    });
    expect(mailer.sent[0]!.text).toContain(`${env.SITE_URL}/admin/leads/${answer.id}`);
    const outbox = await outboxFor(answer.id);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect(outbox[0]!["sent_at"]).toBeTruthy();
  });

  it("composes the quote message from the quote fields and keeps each field in its own column", async () => {
    const body = quoteBody();
    const mailer = recordingMailer();
    const response = await call(LEADS, { body, env: envWith({ MAILER: mailer }) });
    expect(response.status).toBe(201);
    const row = await lead((await json(response)).id);
    expect(row).toMatchObject({
      form_type: "quote",
      phone: "(770) 555-0142",
      address: "12 Peachtree Lane, Roswell, GA 30075",
      service_type: "exterior",
      preferred_contact: "phone",
      preferred_time: "Weekday mornings",
      project_details: "Two-story house, siding and trim, some peeling on the south side.",
      message: composeQuoteMessage({
        address: "12 Peachtree Lane, Roswell, GA 30075",
        serviceType: "exterior",
        preferredContact: "phone",
        preferredTime: "Weekday mornings",
        projectDetails: "Two-story house, siding and trim, some peeling on the south side.",
      }),
    });
    expect(row!["message"]).toContain("Service Type: Exterior Painting");
    expect(row!["message"]).toContain("Preferred Contact: Phone call");
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(["New Quote Request from Jane Homeowner"]);
  });

  it("keeps a message sent along with a quote instead of dropping it", async () => {
    const response = await call(LEADS, { body: quoteBody({ message: "Gate code is 1234." }) });
    const row = await lead((await json(response)).id);
    expect(row!["message"]).toMatch(/Project Details:\n.*\n\nMessage:\nGate code is 1234\.$/s);
  });

  it("sends the notice with the visitor as Reply-To, to the configured owner address, from MAIL_FROM", async () => {
    const mailer = recordingMailer();
    const body = contactBody({ name: "Sam Rivers" });
    const response = await call(LEADS, { body, env: envWith({ MAILER: mailer }) });
    expect(response.status).toBe(201);
    expect(mailer.sent).toHaveLength(1);
    const message = mailer.sent[0]!;
    expect(message.to).toBe(env.MAIL_TO);
    expect(message.from).toEqual({ email: env.MAIL_FROM, name: env.MAIL_FROM_NAME });
    expect(message.replyTo).toBe(body["email"]);
    expect(message.subject).toBe("New Contact Form Submission from Sam Rivers");
    expect(message.html).toContain("Sam Rivers");
    expect(message.text).toContain("Message: Could you repaint my living room next month?");
  });

  it("accepts a submission with no elapsed_ms as a person's (no judgement)", async () => {
    const body = contactBody();
    delete body["elapsed_ms"];
    const response = await call(LEADS, { body });
    expect(response.status).toBe(201);
    expect((await lead((await json(response)).id))!["is_spam"]).toBe(0);
  });

  it("accepts a request from its own origin and from ALLOWED_ORIGINS", async () => {
    const own = await call(LEADS, { body: contactBody(), headers: { Origin: "https://site.test" } });
    expect(own.status).toBe(201);
    const listed = await call(LEADS, {
      body: contactBody(),
      headers: { Origin: "https://www.peachtreebrushpainting.com" },
    });
    expect(listed.status).toBe(201);
  });
});

describe("POST /api/leads: idempotency", () => {
  it("answers a repeated submission_id with the first answer, right away, storing and mailing once", async () => {
    const mailer = recordingMailer();
    const testEnv = envWith({ MAILER: mailer });
    const ip = freshIp();
    const body = contactBody();
    const first = await call(LEADS, { body, ip, env: testEnv });
    const second = await call(LEADS, { body, ip, env: testEnv });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const firstAnswer = await json(first);
    expect(await json(second)).toEqual(firstAnswer);

    expect(await rows("select id from forms where submission_id = ?", body["submission_id"])).toHaveLength(1);
    expect(await outboxFor(firstAnswer.id)).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
  });

  it("replays an identical retry even when it would now fail the limits, and a retry after a 5xx measures a new fill time", async () => {
    const ip = freshIp();
    const body = contactBody();
    const first = await json(await call(LEADS, { body, ip }));
    // The first attempt started the 30 s cooldown; the retry is not refused by it. The browser
    // measures elapsed_ms again on each attempt, so the retry's timing differs: still the same submission.
    const retry = await call(LEADS, { body: { ...body, elapsed_ms: 45_000, referrer: "" }, ip });
    expect(retry.status).toBe(201);
    expect(await json(retry)).toEqual(first);
  });

  it("answers 409 to the same submission_id with different details and overwrites nothing", async () => {
    const mailer = recordingMailer();
    const testEnv = envWith({ MAILER: mailer });
    const ip = freshIp();
    const body = contactBody();
    const first = await json(await call(LEADS, { body, ip, env: testEnv }));
    const before = await lead(first.id);

    for (const changed of [
      { ...body, message: "Actually, please paint the garage too." },
      { ...body, email: "someone.else@gmail.com" },
      { ...body, form_type: "quote" },
      { ...body, email: "spam@x.com" },
      { ...body, name: "" },
    ]) {
      const response = await call(LEADS, { body: changed, ip, env: testEnv });
      await expectRefusal(response, 409, "submission_conflict", MESSAGES.submissionConflict);
    }
    expect(await lead(first.id)).toEqual(before);
    expect(await rows("select id from forms where submission_id = ?", body["submission_id"])).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
    // The identical body still gets the first answer.
    const again = await call(LEADS, { body, ip, env: testEnv });
    expect(again.status).toBe(201);
    expect(await json(again)).toEqual(first);
  });

  it("compares the cleaned values: invisible characters and surrounding spaces do not make a retry different", async () => {
    const ip = freshIp();
    const body = contactBody({ name: "Jiwon Seo" });
    const first = await json(await call(LEADS, { body, ip }));
    const retry = await call(LEADS, { body: { ...body, name: "  Jiwon\u200B Seo " }, ip });
    expect(retry.status).toBe(201);
    expect(await json(retry)).toEqual(first);
  });

  it("answers 409 to one of two different bodies that race under one submission_id", async () => {
    const ip = freshIp();
    const body = contactBody();
    const other = { ...body, message: "A different message under the same id." };
    const answers = await Promise.all([call(LEADS, { body, ip }), call(LEADS, { body: other, ip: freshIp() })]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const stored = await rows<Record<string, any>>("select message from forms where submission_id = ?", body["submission_id"]);
    expect(stored).toHaveLength(1);
  });

  it("stores one row when two identical requests race past the replay check", async () => {
    const body = contactBody();
    const ip = freshIp();
    const answers = await Promise.all([call(LEADS, { body, ip }), call(LEADS, { body, ip })]);
    const statuses = answers.map((r) => r.status);
    expect(statuses).toEqual([201, 201]);
    const [a, b] = await Promise.all(answers.map((r) => json(r)));
    expect(a.id).toBe(b.id);
    expect(await rows("select id from forms where submission_id = ?", body["submission_id"])).toHaveLength(1);
    expect(await outboxFor(a.id)).toHaveLength(1);
  });
});

describe("POST /api/leads: held leads (bots)", () => {
  it("holds a lead whose honeypot is filled: stored with is_spam and the reason, answered as accepted, not mailed", async () => {
    const mailer = recordingMailer();
    const response = await call(LEADS, {
      body: contactBody({ website: "http://spam.example" }),
      env: envWith({ MAILER: mailer }),
    });
    expect(response.status).toBe(201);
    const answer = await json(response);
    expect(answer).toEqual({ ok: true, id: expect.any(String) });
    expect(await lead(answer.id)).toMatchObject({ is_spam: 1, spam_reason: 'Hidden field "website" was filled' });
    expect(await outboxFor(answer.id)).toHaveLength(0);
    expect(mailer.sent).toHaveLength(0);
  });

  it("holds a submission made faster than a person can type, with the time in the reason and no notice", async () => {
    const mailer = recordingMailer();
    const response = await call(LEADS, { body: quoteBody({ elapsed_ms: 800 }), env: envWith({ MAILER: mailer }) });
    expect(response.status).toBe(201);
    const answer = await json(response);
    expect(await lead(answer.id)).toMatchObject({ is_spam: 1, spam_reason: "Sent 0.8 s after the form opened" });
    expect(await outboxFor(answer.id)).toHaveLength(0);
    expect(mailer.sent).toHaveLength(0);
  });

  it("keeps a flag's reason on a held lead", async () => {
    const response = await call(LEADS, { body: contactBody({ website: "x", message: "Home automation panel in the hall." }) });
    const row = await lead((await json(response)).id);
    expect(row).toMatchObject({
      is_spam: 1,
      spam_reason: 'Hidden field "website" was filled; Message mentions "automation" with no signs of a sales pitch',
    });
  });
});

describe("POST /api/leads: flagged leads", () => {
  it("stores a lead that names a listed word without a pitch, with the reason, and mails the owner", async () => {
    const mailer = recordingMailer();
    const body = contactBody({ name: "Jiwon Seo", message: "Hi, this is Jiwon Seo, I need my kitchen painted" });
    const response = await call(LEADS, { body, env: envWith({ MAILER: mailer }) });
    expect(response.status).toBe(201);
    const id = (await json(response)).id;
    expect(await lead(id)).toMatchObject({
      is_spam: 0,
      spam_reason: 'Message mentions "SEO" with no signs of a sales pitch',
      message: "Hi, this is Jiwon Seo, I need my kitchen painted",
    });
    expect(mailer.sent).toHaveLength(1);
    // The owner's notice is marked for a check and says why.
    expect(mailer.sent[0]!.subject).toBe("[Check] New Contact Form Submission from Jiwon Seo");
    expect(mailer.sent[0]!.text).toContain('Message mentions "SEO" with no signs of a sales pitch');
    expect((await outboxFor(id))[0]).toMatchObject({ status: "sent" });
  });

  it("flags a quote whose project details name a listed word", async () => {
    const response = await call(LEADS, {
      body: quoteBody({ project_details: "We run a web design studio and need the office repainted" }),
    });
    expect(response.status).toBe(201);
    expect(await lead((await json(response)).id)).toMatchObject({
      is_spam: 0,
      spam_reason: 'Project details mention "web design" with no signs of a sales pitch',
    });
  });

  it("stores a clean lead with spam_reason NULL", async () => {
    const response = await call(LEADS, { body: contactBody() });
    expect(await lead((await json(response)).id)).toMatchObject({ is_spam: 0, spam_reason: null });
  });

  // The ten leads a new user saw refused before the screens judged intent.
  const ISSUE_CASES: [string, Record<string, unknown>][] = [
    ["seo.jiwon@gmail.com", { email: "seo.jiwon@gmail.com" }],
    ["jiwon.seo@gmail.com", { email: "jiwon.seo@gmail.com" }],
    ["j.doe@salesforce.com", { email: "j.doe@salesforce.com" }],
    ["bottom@gmail.com", { email: "bottom@gmail.com" }],
    ["demoss@gmail.com", { email: "demoss@gmail.com" }],
    ["Jiwon Seo's kitchen", { message: "Hi, this is Jiwon Seo, I need my kitchen painted" }],
    ["home automation", { message: "Mind the home automation panel in the hall" }],
    ["ChatGPT", { message: "ChatGPT suggested Agreeable Gray for the walls" }],
    ["marketing agency", { message: "We are a marketing agency moving offices and need our new suite painted" }],
    ["web design studio", { message: "We run a web design studio and need the office repainted" }],
  ];

  it.each(ISSUE_CASES)("accepts and mails the issue's case %s", async (_label, fields) => {
    const mailer = recordingMailer();
    const body = contactBody(fields);
    const response = await call(LEADS, { body, env: envWith({ MAILER: mailer }) });
    expect(response.status).toBe(201);
    const row = await lead((await json(response)).id);
    expect(row).toMatchObject({ is_spam: 0, email: body["email"], message: body["message"] });
    expect(mailer.sent).toHaveLength(1);
  });
});

describe("POST /api/leads: stored text is cleaned", () => {
  it("strips control, bidi and zero-width characters from every stored text field, keeping tabs and newlines", async () => {
    const body = quoteBody({
      name: "Nguy\u200Bễn\u0000 Thị\u202E Lan",
      email: "lan.ng\u200Cuyen@gmail.com",
      phone: "(770)\u0007 555-0142",
      message: "Gate code\t1234\r\nDog in the yard\u0085\u2066!\u2069",
      address: "12 Peachtree\u00A0Lane\u001b[2J, Roswell",
      project_details: "Two\uFEFF-story,\r siding\u2060 and trim",
      preferred_time: "Mornings\u200D",
      visitor_id: "visitor\u0000-1",
      referrer: "https://www.google.com/\u202E",
      utm_source: "goo\u200Bgle",
    });
    const response = await call(LEADS, { body });
    expect(response.status).toBe(201);
    const row = await lead((await json(response)).id);
    expect(row).toMatchObject({
      full_name: "Nguyễn Thị Lan",
      email: "lan.nguyen@gmail.com",
      phone: "(770) 555-0142",
      address: "12 Peachtree\u00A0Lane[2J, Roswell",
      project_details: "Two-story,\n siding and trim",
      preferred_time: "Mornings",
      visitor_id: "visitor-1",
      referrer: "https://www.google.com/",
      utm_source: "google",
      spam_reason: null,
    });
    expect(row!["message"]).toContain("Message:\nGate code\t1234\nDog in the yard!");
    for (const value of Object.values(row!)) {
      if (typeof value === "string") {
        // eslint-disable-next-line no-control-regex -- looking for control characters is the point
        expect(value).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200B-\u200D\u2060\uFEFF]/);
      }
    }
  });

  it("screens the cleaned text: a zero-width character does not hide a pitch", async () => {
    const response = await call(LEADS, { body: contactBody({ message: "S\u200BE\u200BO for your website, first page of Google" }) });
    await expectRefusal(response, 422, "blocked_content", MESSAGES.blockedContent);
  });

  it("refuses a required field that is nothing but invisible characters as empty", async () => {
    const body = await expectRefusal(await call(LEADS, { body: contactBody({ name: "\u200B\u0000\u202E" }) }), 400, "invalid_request");
    expect(body.error.fields.name).toBe(FIELD_MESSAGES.name);
  });
});

describe("POST /api/leads: refusals", () => {
  it("refuses a foreign Origin with 403 before reading the body", async () => {
    const body = contactBody();
    const response = await call(LEADS, { body, headers: { Origin: "https://evil.example" } });
    await expectRefusal(response, 403, "forbidden_origin", MESSAGES.forbiddenOrigin);
    const opaque = await call(LEADS, { body, headers: { Origin: "null" } });
    await expectRefusal(opaque, 403, "forbidden_origin");
    expect(await rows("select id from forms where submission_id = ?", body["submission_id"])).toHaveLength(0);
  });

  it("refuses failing fields with 400 invalid_request and the field messages", async () => {
    const response = await call(LEADS, {
      body: quoteBody({ name: "  ", email: "not-an-email", phone: "", address: "", service_type: "paint" }),
    });
    const body = await expectRefusal(response, 400, "invalid_request", MESSAGES.invalidRequest);
    expect(body.error.fields).toMatchObject({
      name: FIELD_MESSAGES.name,
      email: FIELD_MESSAGES.email,
      phone: FIELD_MESSAGES.phoneRequired,
      address: FIELD_MESSAGES.address,
      service_type: FIELD_MESSAGES.serviceType,
    });
  });

  it("requires the message on the contact form", async () => {
    const body = await expectRefusal(
      await call(LEADS, { body: contactBody({ message: "" }) }),
      400,
      "invalid_request",
    );
    expect(body.error.fields.message).toBe(FIELD_MESSAGES.message);
  });

  it("refuses wrong types, a missing or unknown form_type and a bad submission_id with 400", async () => {
    for (const bad of [
      contactBody({ name: 42 }),
      contactBody({ email: ["amy.b@gmail.com"] }),
      contactBody({ elapsed_ms: "fast" }),
      contactBody({ website: null }),
      contactBody({ form_type: undefined }),
      contactBody({ form_type: "newsletter" }),
      contactBody({ submission_id: "not-a-uuid" }),
      contactBody({ submission_id: undefined }),
      {},
    ]) {
      const response = await call(LEADS, { body: bad });
      const body = await expectRefusal(response, 400, "invalid_request", MESSAGES.invalidRequest);
      expect(Object.keys(body.error.fields).length).toBeGreaterThan(0);
    }
  });

  it("refuses a blocked e-mail with 422 blocked_email (the submission is kept held: tests/worker/refusals.test.ts)", async () => {
    for (const email of ["bot123@gmail.com", "test.user@gmail.com", "jane@mailinator.com", "jane@example.com"]) {
      const response = await call(LEADS, { body: contactBody({ email }) });
      await expectRefusal(response, 422, "blocked_email", MESSAGES.blockedEmail);
    }
  });

  it("refuses a vendor's clear offer in the message or project details with 422 blocked_content", async () => {
    const contact = contactBody({ message: "We offer SEO and link building for your website. Reply YES for a free audit." });
    await expectRefusal(await call(LEADS, { body: contact }), 422, "blocked_content", MESSAGES.blockedContent);
    const quote = quoteBody({ project_details: "Try our free trial of lead generation!" });
    await expectRefusal(await call(LEADS, { body: quote }), 422, "blocked_content", MESSAGES.blockedContent);
  });

  it("checks the schema before the e-mail and the e-mail before the content", async () => {
    await expectRefusal(
      await call(LEADS, { body: contactBody({ email: "spam@x.com", name: "" }) }),
      400,
      "invalid_request",
    );
    await expectRefusal(
      await call(LEADS, { body: contactBody({ email: "spam@x.com", message: "SEO" }) }),
      422,
      "blocked_email",
    );
  });

  it("refuses a second submission of the same form from the same network within 30 s (429 cooldown, Retry-After)", async () => {
    const ip = freshIp();
    expect((await call(LEADS, { body: contactBody(), ip })).status).toBe(201);
    const second = await call(LEADS, { body: contactBody(), ip });
    await expectRefusal(second, 429, "cooldown", MESSAGES.cooldown);
    const retryAfter = Number(second.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);
    // The cooldown is per form type, and per network (see limits.test.ts for what a network is).
    expect((await call(LEADS, { body: quoteBody(), ip })).status).toBe(201);
    expect((await call(LEADS, { body: contactBody(), ip: freshIp() })).status).toBe(201);
  });

  it("lets the form through again once the 30 s are over", async () => {
    const ip = freshIp();
    expect((await call(LEADS, { body: contactBody(), ip })).status).toBe(201);
    // Age the stored timestamp instead of waiting: the cooldown compares times, it does not rely on expiry.
    const keys = await env.RATE_LIMITS.list({ prefix: "cooldown:lead-contact:" });
    for (const key of keys.keys) await env.RATE_LIMITS.put(key.name, String(Date.now() - 31_000), { expirationTtl: 60 });
    expect((await call(LEADS, { body: contactBody(), ip })).status).toBe(201);
  });

  it("caps leads per network and form at LEADS_PER_HOUR_PER_IP an hour (429 rate_limited, Retry-After)", async () => {
    const ip = freshIp();
    for (let i = 0; i < LEADS_PER_HOUR_PER_IP; i++) {
      const response = await call(LEADS, { body: contactBody(), ip });
      expect(response.status).toBe(201);
      const keys = await env.RATE_LIMITS.list({ prefix: "cooldown:lead-contact:" });
      for (const key of keys.keys) await env.RATE_LIMITS.delete(key.name);
    }
    const over = await call(LEADS, { body: contactBody(), ip });
    await expectRefusal(over, 429, "rate_limited", MESSAGES.rateLimited);
    const retryAfter = Number(over.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });

  it("does not start a cooldown for a refused submission", async () => {
    const ip = freshIp();
    await expectRefusal(await call(LEADS, { body: contactBody({ message: "" }), ip }), 400, "invalid_request");
    expect((await call(LEADS, { body: contactBody(), ip })).status).toBe(201);
  });
});

describe("POST /api/leads: malformed bodies never answer 500", () => {
  const jsonHeaders = { "Content-Type": "application/json" };

  it("refuses a body that is neither JSON nor a form post with 415", async () => {
    // Form posts (no JavaScript yet) are answered with a page: see form-post.test.ts.
    const text = await call(LEADS, { rawBody: "name=Jane", headers: { "Content-Type": "text/plain" } });
    await expectRefusal(text, 415, "unsupported_media_type", MESSAGES.unsupportedMediaType);
    await expectRefusal(await call(LEADS, { rawBody: JSON.stringify(contactBody()) }), 415, "unsupported_media_type");
  });

  it("accepts JSON with a charset parameter", async () => {
    const response = await call(LEADS, {
      rawBody: JSON.stringify(contactBody()),
      headers: { "Content-Type": "application/json; charset=utf-8" },
    });
    expect(response.status).toBe(201);
  });

  it("refuses invalid JSON, an empty body and invalid UTF-8 with 400 invalid_json", async () => {
    for (const rawBody of ['{"name": "Jane"', "", "{'a': 1}", new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])]) {
      await expectRefusal(await call(LEADS, { rawBody, headers: jsonHeaders }), 400, "invalid_json");
    }
  });

  it("refuses JSON that is not an object (arrays, strings, numbers, null) with 400 invalid_body", async () => {
    for (const value of [[contactBody()], "lead", 42, null, true]) {
      await expectRefusal(await call(LEADS, { body: value }), 400, "invalid_body");
    }
  });

  it("refuses a body over MAX_BODY_BYTES with 413, by declared length or by the bytes read", async () => {
    const huge = JSON.stringify(contactBody({ message: "a".repeat(MAX_BODY_BYTES) }));
    await expectRefusal(
      await call(LEADS, { rawBody: huge, headers: jsonHeaders }),
      413,
      "body_too_large",
      MESSAGES.bodyTooLarge,
    );
    // A streamed body has no Content-Length: the cap is enforced while reading.
    const bytes = new TextEncoder().encode(huge);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
        controller.close();
      },
    });
    await expectRefusal(await call(LEADS, { rawBody: stream, headers: jsonHeaders }), 413, "body_too_large");
  });

  it("refuses over-long fields with 400 and their field message", async () => {
    const body = await expectRefusal(
      await call(LEADS, { body: contactBody({ message: "a".repeat(5001) }) }),
      400,
      "invalid_request",
    );
    expect(body.error.fields.message).toBe(FIELD_MESSAGES.tooLong);
  });
});

describe("POST /api/leads: tracking never costs a lead", () => {
  it("stores a lead sent with a 5,000-character referrer (201), the referrer cut to its limit", async () => {
    const referrer = `https://site.test/services?utm_source=newsletter&ref=${"a".repeat(5_000)}`;
    const body = contactBody({ referrer });
    const response = await call(LEADS, { body });
    expect(response.status).toBe(201);
    const [row] = await rows<{ referrer: string }>("select referrer from forms where submission_id = ?", body["submission_id"]);
    expect(row!.referrer).toBe(referrer.slice(0, META_LIMITS.referrer));
  });

  it("cuts every over-long tracking value and drops the ones of the wrong type; only typed fields can fail", async () => {
    const long = (n: number) => "x".repeat(n + 100);
    const overLong = contactBody({
      visitor_id: long(META_LIMITS.visitor_id),
      session_id: long(META_LIMITS.session_id),
      landing_page: `/${long(META_LIMITS.landing_page)}`,
      utm_source: long(META_LIMITS.utm_source),
      utm_medium: long(META_LIMITS.utm_medium),
      utm_campaign: long(META_LIMITS.utm_campaign),
      utm_term: long(META_LIMITS.utm_term),
      utm_content: long(META_LIMITS.utm_content),
      gclid: long(META_LIMITS.gclid),
    });
    expect((await call(LEADS, { body: overLong })).status).toBe(201);
    const [cut] = await rows<Record<string, string>>("select * from forms where submission_id = ?", overLong["submission_id"]);
    for (const [key, max] of Object.entries(META_LIMITS)) {
      if (key !== "referrer") expect(cut![key], key).toHaveLength(max);
    }

    const wrongTypes = contactBody({
      visitor_id: 42,
      session_id: { id: "s" },
      referrer: null,
      landing_page: ["/"],
      utm_source: true,
      gclid: 7,
    });
    expect((await call(LEADS, { body: wrongTypes })).status).toBe(201);
    const [dropped] = await rows<Record<string, unknown>>("select * from forms where submission_id = ?", wrongTypes["submission_id"]);
    expect(dropped).toMatchObject({ visitor_id: "", session_id: "", referrer: "", landing_page: null, utm_source: null, gclid: null });

    // What the visitor typed is still checked.
    const typed = await call(LEADS, { body: contactBody({ name: "n".repeat(FIELD_LIMITS.name + 1), referrer: long(5_000) }) });
    expect(typed.status).toBe(400);
    expect(Object.keys((await json(typed)).error.fields)).toEqual(["name"]);
  });
});
