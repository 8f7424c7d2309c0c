import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { storeLead } from "../../worker/leads/storage";
import { buildNotice, escapeHtml } from "../../worker/leads/notice";
import { MAX_SEND_ATTEMPTS, RETRY_DELAYS_MINUTES, deliverOutboxRow, queueNotice, retryDelayMs } from "../../worker/leads/outbox";
import {
  call,
  contactBody,
  envWith,
  failingMailer,
  json,
  quoteBody,
  recordingMailer,
  rows,
  runCron,
} from "./helpers";

const MINUTE = 60_000;

async function outboxOf(leadId: string) {
  const [row] = await rows<Record<string, any>>("select * from email_outbox where lead_id = ?", leadId);
  return row!;
}

describe("the owner's notice", () => {
  it("escapes every visitor value in the HTML and keeps the subject on one line", async () => {
    const mailer = recordingMailer();
    const response = await call("/api/leads", {
      env: envWith({ MAILER: mailer }),
      body: quoteBody({
        name: '<script>alert("x")</script>\r\nBcc: victim@example.org',
        address: "<img src=x onerror=alert(1)>",
        project_details: "Paint & <b>trim</b> \"today\" 'please'",
        preferred_time: "</td></tr></table><h1>",
        referrer: "javascript:alert(1)//<a>",
      }),
    });
    expect(response.status).toBe(201);
    const { html, text, subject } = mailer.sent[0]!;
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>trim");
    expect(html).not.toContain("</table><h1>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("Paint &amp; &lt;b&gt;trim&lt;/b&gt; &quot;today&quot; &#39;please&#39;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    // The subject is plain text: no escaping, but no line break that could start a header either.
    expect(subject).toBe('New Quote Request from <script>alert("x")</script> Bcc: victim@example.org');
    // The plain-text part carries the values unescaped.
    expect(text).toContain("Project address: <img src=x onerror=alert(1)>");
  });

  it("shows name, e-mail, phone, form, quote fields, page, referrer, place and time", () => {
    const notice = buildNotice(
      {
        form_type: "quote",
        full_name: "Ana Lima",
        email: "ana.lima@gmail.com",
        phone: "770-555-0100",
        message: "",
        address: "1 Main St, Milton, GA",
        service_type: "cabinet",
        preferred_contact: "text",
        preferred_time: "",
        project_details: "Oak cabinets, 20 doors.",
        referrer: "https://www.bing.com/",
        landing_page: "/services/cabinet-refinishing",
        city: "Milton",
        state: "Georgia",
        country: "US",
        created_at: "2026-06-01T14:30:00.000Z",
      },
      { SITE_NAME: "peachtree-brush-painting" },
    );
    expect(notice.subject).toBe("New Quote Request from Ana Lima");
    expect(notice.replyTo).toBe("ana.lima@gmail.com");
    for (const expected of [
      "Name: Ana Lima",
      "Email: ana.lima@gmail.com",
      "Phone: 770-555-0100",
      "Form: Quote request",
      "Project address: 1 Main St, Milton, GA",
      "Service: Cabinet Refinishing",
      "Preferred contact: Text message",
      "Preferred time: Any time",
      "Project details: Oak cabinets, 20 doors.",
      "Landing page: /services/cabinet-refinishing",
      "Referrer: https://www.bing.com/",
      "Approximate location: Milton, Georgia, US",
      "Received: Monday, June 1, 2026 at 10:30 AM EDT (2026-06-01T14:30:00.000Z)",
    ]) {
      expect(notice.text).toContain(expected);
    }
    expect(notice.html).toContain("<table");
    expect(notice.html).toContain(escapeHtml("Oak cabinets, 20 doors."));
  });
});

describe("the outbox", () => {
  it("keeps the lead when the mail service is down, and the cron sends the notice once it is back", async () => {
    // The lead is taken while Email Service fails.
    const down = failingMailer();
    const response = await call("/api/leads", { body: contactBody(), env: envWith({ MAILER: down }) });
    expect(response.status).toBe(201);
    const { id } = await json(response);
    expect(down.calls).toBe(1);
    expect(await rows("select id from forms where id = ?", id)).toHaveLength(1);

    let row = await outboxOf(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "Error: Email Service unavailable" });
    const firstRetryAt = Date.parse(row["next_attempt_at"]);
    expect(firstRetryAt - Date.parse(row["created_at"])).toBeGreaterThanOrEqual(RETRY_DELAYS_MINUTES[0] * MINUTE - 1000);

    // Not yet due: a cron run now leaves it alone.
    const stillDown = failingMailer();
    await runCron(new Date(), envWith({ MAILER: stillDown }));
    expect(stillDown.calls).toBe(0);

    // Due, still down: one more attempt, pushed back further.
    await runCron(new Date(firstRetryAt + 1000), envWith({ MAILER: stillDown }));
    expect(stillDown.calls).toBe(1);
    row = await outboxOf(id);
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    const secondRetryAt = Date.parse(row["next_attempt_at"]);
    expect(secondRetryAt - firstRetryAt).toBeGreaterThanOrEqual(RETRY_DELAYS_MINUTES[1] * MINUTE);

    // Mail is back: the next due run sends it with the stored content.
    const back = recordingMailer();
    await runCron(new Date(secondRetryAt + 1000), envWith({ MAILER: back }));
    expect(back.sent).toHaveLength(1);
    expect(back.sent[0]!.subject).toBe("New Contact Form Submission from Jane Homeowner");
    row = await outboxOf(id);
    expect(row).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    expect(row["sent_at"]).toBeTruthy();

    // A sent notice is never sent again.
    await runCron(new Date(secondRetryAt + 24 * 60 * MINUTE), envWith({ MAILER: back }));
    expect(back.sent).toHaveLength(1);
  });

  it(`gives up after ${MAX_SEND_ATTEMPTS} attempts and marks the notice failed with the last error`, async () => {
    const down = failingMailer("quota exceeded");
    const testEnv = envWith({ MAILER: down });
    const { id } = await json(await call("/api/leads", { body: quoteBody(), env: testEnv }));
    let at = Date.now();
    for (let attempt = 2; attempt <= MAX_SEND_ATTEMPTS + 2; attempt++) {
      at += retryDelayMs(attempt - 1) + 1000;
      await runCron(new Date(at), testEnv);
    }
    expect(down.calls).toBe(MAX_SEND_ATTEMPTS);
    expect(await outboxOf(id)).toMatchObject({
      status: "failed",
      attempts: MAX_SEND_ATTEMPTS,
      last_error: "Error: quota exceeded",
    });
    // The lead itself is untouched.
    expect(await rows("select id from forms where id = ?", id)).toHaveLength(1);
  });

  it("backs off 1, 5, 15, 60, 240 minutes", () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n) / MINUTE)).toEqual([1, 5, 15, 60, 240, 240]);
  });

  it("sends a claimed notice once even when the cron and the request try at the same moment", async () => {
    const mailer = recordingMailer();
    const testEnv = envWith({ MAILER: failingMailer() });
    const { id } = await json(await call("/api/leads", { body: contactBody(), env: testEnv }));
    const [{ id: outboxId }] = (await rows<{ id: number }>("select id from email_outbox where lead_id = ?", id)) as [
      { id: number },
    ];
    const due = new Date(Date.parse((await outboxOf(id))["next_attempt_at"]) + 1000);
    const sendingEnv = envWith({ MAILER: mailer });
    const outcomes = await Promise.all([
      deliverOutboxRow(sendingEnv, outboxId, due),
      deliverOutboxRow(sendingEnv, outboxId, due),
    ]);
    expect(outcomes.sort()).toEqual(["sent", "skipped"]);
    expect(mailer.sent).toHaveLength(1);
  });
});

describe("storeLead", () => {
  it("answers the stored row when a unique submission_id races in (the batch's outbox row is rolled back too)", async () => {
    const submissionId = crypto.randomUUID();
    const lead = {
      submission_id: submissionId,
      form_type: "contact" as const,
      full_name: "Race Tester",
      email: "race.tester@gmail.com",
      site_name: "peachtree-brush-painting",
      created_at: new Date().toISOString(),
    };
    const notice = { subject: "s", html: "<p>h</p>", text: "t", replyTo: lead.email };
    const first = await storeLead(env.DB, lead, notice);
    const second = await storeLead(env.DB, lead, notice);
    expect(first.created).toBe(true);
    expect(first.outboxId).not.toBeNull();
    expect(second).toEqual({ id: first.id, created: false, outboxId: null });
    expect(await rows("select id from forms where submission_id = ?", submissionId)).toHaveLength(1);
    expect(await rows("select id from email_outbox where lead_id = ?", first.id)).toHaveLength(1);
  });
});

describe("queueNotice", () => {
  it("queues and sends the notice of a stored lead once, however often it is called", async () => {
    const lead = {
      submission_id: crypto.randomUUID(),
      form_type: "contact" as const,
      full_name: "Held Then Released",
      email: "held.released@gmail.com",
      message: "Please call me about the porch.",
      site_name: "peachtree-brush-painting",
      is_spam: true,
      created_at: new Date().toISOString(),
    };
    const stored = await storeLead(env.DB, lead, null);
    const mailer = recordingMailer();
    await queueNotice(envWith({ MAILER: mailer }), stored.id, new Date());
    await queueNotice(envWith({ MAILER: mailer }), stored.id, new Date());
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.subject).toContain("Held Then Released");
    expect(await rows("select status from email_outbox where lead_id = ?", stored.id)).toEqual([{ status: "sent" }]);
  });
});
