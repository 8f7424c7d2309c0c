import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { storeLead, type NewLead } from "../../worker/leads/storage";
import { escapeHtml, renderNotice, type NoticeLead } from "../../worker/leads/notice";
import {
  CRON_BATCH_SIZE,
  MAX_SEND_ATTEMPTS,
  RETRY_WINDOW_MS,
  deliverOutboxRow,
  queueNotice,
  retryDelayMs,
} from "../../worker/leads/outbox";
import { CRONS } from "../../worker/scheduled";
import { claimDueNotices } from "../../worker/leads/outbox-storage";
import {
  adminCall,
  call,
  contactBody,
  countingD1,
  envWith,
  failingMailer,
  json,
  makeNoticesDue,
  quoteBody,
  recordingMailer,
  replyToRefusingMailer,
  rows,
  runCron,
  settleOtherNotices,
} from "./helpers";

const MINUTE = 60_000;
const SITE_URL = env.SITE_URL!;

async function outboxOf(leadId: string) {
  const [row] = await rows<Record<string, any>>("select * from email_outbox where lead_id = ?", leadId);
  return row!;
}

function storedLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    submission_id: crypto.randomUUID(),
    form_type: "contact",
    full_name: "Stored Lead",
    email: "stored.lead@gmail.com",
    message: "Please call me about the porch.",
    site_name: "peachtree-brush-painting",
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

const noCap = { limit: 1_000_000, sinceIso: new Date(0).toISOString() };

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

  const lead: NoticeLead = {
    id: "3f6c1f9e-0000-4000-8000-000000000001",
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
    is_spam: false,
    spam_reason: null,
    created_at: "2026-06-01T14:30:00.000Z",
  };
  const config = { SITE_NAME: "peachtree-brush-painting", SITE_URL: "https://www.example.test" };

  it("shows every field the owner needs and links to the lead's page in the inbox", () => {
    const notice = renderNotice(lead, config);
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
      "Open this lead in the inbox: https://www.example.test/admin/leads/3f6c1f9e-0000-4000-8000-000000000001",
    ]) {
      expect(notice.text).toContain(expected);
    }
    expect(notice.html).toContain("<table");
    expect(notice.html).toContain(escapeHtml("Oak cabinets, 20 doors."));
    expect(notice.html).toContain('<a href="https://www.example.test/admin/leads/3f6c1f9e-0000-4000-8000-000000000001">');
  });

  it("marks a flagged lead's subject with [Check] and says why; a clean lead has no mark", () => {
    const flagged = renderNotice({ ...lead, spam_reason: 'Message mentions "SEO" with no signs of a sales pitch' }, config);
    expect(flagged.subject).toBe("[Check] New Quote Request from Ana Lima");
    expect(flagged.text).toContain('Check this one: Message mentions "SEO" with no signs of a sales pitch.');
    expect(flagged.html).toContain("Message mentions &quot;SEO&quot;");
    // Held (is_spam) is not "flagged": a released lead keeps its reason and is then flagged.
    expect(renderNotice({ ...lead, is_spam: true, spam_reason: "x" }, config).subject).toBe(
      "New Quote Request from Ana Lima",
    );
  });
});

describe("the outbox", () => {
  beforeEach(settleOtherNotices);

  it("keeps no copy of the notice: the outbox row is delivery state only", async () => {
    const columns = (await rows<{ name: string }>("select name from pragma_table_info('email_outbox')")).map((c) => c.name);
    expect(columns).not.toContain("subject");
    expect(columns).not.toContain("html");
    expect(columns).not.toContain("text");
    expect(columns).not.toContain("reply_to");
    expect(columns).toEqual(expect.arrayContaining(["lead_id", "status", "attempts", "last_error", "next_attempt_at"]));
  });

  it("keeps the lead when the mail service is down, and the cron sends the notice once it is back", async () => {
    const down = failingMailer();
    const response = await call("/api/leads", { body: contactBody(), env: envWith({ MAILER: down }) });
    expect(response.status).toBe(201);
    const { id } = await json(response);
    expect(down.calls).toBe(1);
    expect(await rows("select id from forms where id = ?", id)).toHaveLength(1);

    let row = await outboxOf(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "Error: Email Service unavailable" });
    expect(Date.parse(row["next_attempt_at"]) - Date.parse(row["created_at"])).toBeGreaterThanOrEqual(
      retryDelayMs(1) - 1000,
    );

    // Not yet due: a cron run now leaves it alone.
    const stillDown = failingMailer();
    await runCron(CRONS.notices, envWith({ MAILER: stillDown }));
    expect(stillDown.calls).toBe(0);

    // Due, still down: one more attempt, pushed back further.
    await makeNoticesDue();
    await runCron(CRONS.notices, envWith({ MAILER: stillDown }));
    expect(stillDown.calls).toBe(1);
    row = await outboxOf(id);
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(Date.parse(row["next_attempt_at"]) - Date.now()).toBeGreaterThan(retryDelayMs(2) - MINUTE);

    // Mail is back: the next due run sends it.
    const back = recordingMailer();
    await makeNoticesDue();
    await runCron(CRONS.notices, envWith({ MAILER: back }));
    expect(back.sent).toHaveLength(1);
    expect(back.sent[0]!.subject).toBe("New Contact Form Submission from Jane Homeowner");
    row = await outboxOf(id);
    expect(row).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    expect(row["sent_at"]).toBeTruthy();

    // A sent notice is never sent again.
    await makeNoticesDue();
    await runCron(CRONS.notices, envWith({ MAILER: back }));
    expect(back.sent).toHaveLength(1);
  });

  it("renders a pending retry from the lead as it is now: a template or lead change reaches it", async () => {
    const { id } = await json(
      await call("/api/leads", { body: contactBody({ name: "Retry Later" }), env: envWith({ MAILER: failingMailer() }) }),
    );
    // Between the attempts the lead is flagged (its reason recorded) and the site moves to a new address:
    // both are read when the retry is rendered, as any change to the template code would be.
    await env.DB.prepare("update forms set spam_reason = ? where id = ?").bind("Sent 2.1 s after the form opened", id).run();
    const mailer = recordingMailer();
    await makeNoticesDue();
    await runCron(CRONS.notices, envWith({ MAILER: mailer, SITE_URL: "https://new-domain.example" }));
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.subject).toBe("[Check] New Contact Form Submission from Retry Later");
    expect(mailer.sent[0]!.text).toContain(`https://new-domain.example/admin/leads/${id}`);
    expect(mailer.sent[0]!.text).toContain("Sent 2.1 s after the form opened");
  });

  it(`retries with a capped backoff for more than three days, then marks the notice failed`, async () => {
    const down = failingMailer("quota exceeded");
    const testEnv = envWith({ MAILER: down });
    const { id } = await json(await call("/api/leads", { body: quoteBody(), env: testEnv }));
    const delays: number[] = [];
    let row = await outboxOf(id);
    delays.push(Date.parse(row["next_attempt_at"]) - Date.parse(row["created_at"]));
    for (let run = 0; run < MAX_SEND_ATTEMPTS + 2 && row["status"] === "pending"; run++) {
      await makeNoticesDue();
      const before = Date.now();
      await runCron(CRONS.notices, testEnv);
      row = await outboxOf(id);
      if (row["status"] === "pending") delays.push(Date.parse(row["next_attempt_at"]) - before);
    }
    expect(down.calls).toBe(MAX_SEND_ATTEMPTS);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_SEND_ATTEMPTS, last_error: "Error: quota exceeded" });
    expect(row["failed_at"]).toBeTruthy();
    // The waits between the first and the last attempt add up to more than three days,
    // and no single wait exceeds the cap.
    const total = delays.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
    expect(Math.max(...delays)).toBeLessThanOrEqual(12 * 60 * MINUTE + 5_000);
    console.log(`Backoff: ${delays.length} waits, ${(total / 3_600_000).toFixed(1)} h in all`);
    // The lead itself is untouched.
    expect(await rows("select id from forms where id = ?", id)).toHaveLength(1);
  }, 30_000);

  it("backs off 1, 5, 15, 60, 240 minutes, then every 12 hours", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 11].map((n) => retryDelayMs(n) / MINUTE)).toEqual([1, 5, 15, 60, 240, 720, 720, 720]);
  });

  it("sends the notice without Reply-To when the mail service refuses the visitor's address there", async () => {
    const mailer = replyToRefusingMailer();
    const body = contactBody({ name: "Odd Address" });
    const response = await call("/api/leads", { body, env: envWith({ MAILER: mailer }) });
    expect(response.status).toBe(201);
    const { id } = await json(response);
    expect(mailer.refused).toBe(1);
    expect(mailer.sent).toHaveLength(1);
    const sent = mailer.sent[0]!;
    expect(sent.replyTo).toBeUndefined();
    expect(sent.subject).toBe("New Contact Form Submission from Odd Address");
    // The owner is told to write to the visitor directly, since Reply would reach the site's own sender.
    expect(sent.text).toContain(`write to ${body["email"]} yourself`);
    expect(await outboxOf(id)).toMatchObject({
      status: "sent",
      attempts: 1,
      last_error: "Sent without Reply-To: Error: E_VALIDATION_ERROR: invalid replyTo address",
    });
  });

  it("leases and reschedules on the current clock, not the run's scheduled time (a late run)", async () => {
    const down = envWith({ MAILER: failingMailer() });
    const { id } = await json(await call("/api/leads", { body: contactBody(), env: down }));
    await makeNoticesDue();
    // Cloudflare started this run an hour after its scheduled time.
    const before = Date.now();
    await runCron(CRONS.notices, down, new Date(before - 60 * MINUTE));
    const row = await outboxOf(id);
    expect(row["attempts"]).toBe(2);
    // Rescheduled from now: were it from the scheduled time, the row would already be due again.
    expect(Date.parse(row["next_attempt_at"])).toBeGreaterThanOrEqual(before + retryDelayMs(2) - 1000);
  });

  it("sends a claimed notice once even when the cron and the request try at the same moment", async () => {
    const mailer = recordingMailer();
    const { id } = await json(await call("/api/leads", { body: contactBody(), env: envWith({ MAILER: failingMailer() }) }));
    const outboxId = (await outboxOf(id))["id"] as number;
    await makeNoticesDue();
    const sendingEnv = envWith({ MAILER: mailer });
    const outcomes = await Promise.all([
      deliverOutboxRow(sendingEnv, outboxId),
      deliverOutboxRow(sendingEnv, outboxId),
      runCron(CRONS.notices, sendingEnv).then(() => "cron"),
    ]);
    expect(outcomes.filter((outcome) => outcome === "sent").length).toBeLessThanOrEqual(1);
    expect(mailer.sent).toHaveLength(1);
  });
});

describe("the hourly ceiling on notices", () => {
  beforeEach(settleOtherNotices);

  it("past the ceiling stores the leads, mails none of them alone, and sums them up in one mail at the next cron run", async () => {
    const [{ recent }] = (await rows<{ recent: number }>(
      "select count(*) as recent from email_outbox where in_summary = 0 and created_at > ?",
      new Date(Date.now() - 3_600_000).toISOString(),
    )) as [{ recent: number }];
    const mailer = recordingMailer();
    // Two more individual notices fit under the ceiling this hour; the next three do not.
    const testEnv = envWith({ MAILER: mailer, NOTICE_CEILING_PER_HOUR: String(recent + 2) });
    const names = ["Burst One", "Burst Two", "Burst Three", "Burst Four", "Burst Five"];
    const ids: string[] = [];
    for (const name of names) {
      const response = await call("/api/leads", { body: contactBody({ name }), env: testEnv });
      expect(response.status).toBe(201);
      ids.push((await json(response)).id);
    }
    expect(mailer.sent.map((mail) => mail.subject)).toEqual([
      "New Contact Form Submission from Burst One",
      "New Contact Form Submission from Burst Two",
    ]);
    const waiting = await rows<Record<string, any>>(
      `select lead_id, status, in_summary from email_outbox where lead_id in (?, ?, ?) order by id`,
      ...ids.slice(2),
    );
    expect(waiting).toEqual(ids.slice(2).map((lead_id) => ({ lead_id, status: "pending", in_summary: 1 })));

    // The next five-minute run sends one summary naming all three, each with its inbox link.
    await runCron(CRONS.notices, testEnv);
    expect(mailer.sent).toHaveLength(3);
    const summary = mailer.sent[2]!;
    expect(summary.subject).toMatch(/^3 new leads in one summary/);
    for (const [index, name] of names.slice(2).entries()) {
      expect(summary.text).toContain(name);
      expect(summary.text).toContain(`${SITE_URL}/admin/leads/${ids[index + 2]}`);
      expect(summary.html).toContain(`href="${SITE_URL}/admin/leads/${ids[index + 2]}"`);
    }
    const sent = await rows<Record<string, any>>(
      `select status, in_summary from email_outbox where lead_id in (?, ?, ?)`,
      ...ids.slice(2),
    );
    expect(sent).toEqual(Array(3).fill({ status: "sent", in_summary: 1 }));
    // And only once.
    await runCron(CRONS.notices, testEnv);
    expect(mailer.sent).toHaveLength(3);
  });
});

describe("the notice cron's query budget", () => {
  beforeEach(settleOtherNotices);

  it("stays within 50 D1 statements however many notices are due, and claims them in one statement", async () => {
    // 30 individual notices and 15 summary ones due at once, more than one run may send.
    const down = envWith({ MAILER: failingMailer(), NOTICE_CEILING_PER_HOUR: "100000" });
    for (let i = 0; i < 45; i++) {
      expect((await call("/api/leads", { body: contactBody({ name: `Backlog ${i}` }), env: down })).status).toBe(201);
    }
    await env.DB.prepare(
      "update email_outbox set in_summary = 1 where id in (select id from email_outbox where status = 'pending' order by id desc limit 15)",
    ).run();
    await makeNoticesDue();

    const counted = countingD1(env.DB);
    const mailer = recordingMailer();
    await runCron(CRONS.notices, envWith({ DB: counted.db, MAILER: mailer }));
    console.log(`Notice cron: ${counted.statements()} D1 statements for ${mailer.sent.length} mails`);
    expect(counted.statements()).toBeLessThanOrEqual(50);
    // One run: CRON_BATCH_SIZE individual notices plus one summary of all 15.
    expect(mailer.sent).toHaveLength(CRON_BATCH_SIZE + 1);
    expect(mailer.sent.at(-1)!.subject).toMatch(/^15 new leads in one summary/);
    // Claim (1) + leads (1) + one record per notice, then claim, leads and record for the summary (3),
    // then the look for a digest to retry (1; none is waiting), then the pushes with no device
    // subscribed: the look for due reminders (1) and the push claim (1).
    expect(counted.statements()).toBe(2 + CRON_BATCH_SIZE + 3 + 1 + 2);
  }, 60_000);
});

describe("queueNotice", () => {
  beforeEach(settleOtherNotices);

  it("queues and sends the notice of a released lead once, however often it is called", async () => {
    const stored = await storeLead(env.DB, storedLead({ full_name: "Held Then Released", is_spam: true, spam_reason: "Hidden field \"website\" was filled" }), {
      hourlyCap: noCap,
      notice: null,
    });
    expect(stored.status).toBe("created");
    const id = stored.status === "created" ? stored.id : "";
    const mailer = recordingMailer();
    // Earlier tests used up this hour's ceiling; this one is about queueing, not the ceiling.
    const testEnv = envWith({ MAILER: mailer, NOTICE_CEILING_PER_HOUR: "100000" });
    // Still held: no notice.
    await queueNotice(testEnv, id, new Date());
    expect(mailer.sent).toHaveLength(0);
    // Released by the inbox (is_spam cleared, the reason kept): queued and sent, marked for a check.
    await env.DB.prepare("update forms set is_spam = 0 where id = ?").bind(id).run();
    await queueNotice(testEnv, id, new Date());
    await queueNotice(testEnv, id, new Date());
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.subject).toBe("[Check] New Contact Form Submission from Held Then Released");
    expect(await rows("select status from email_outbox where lead_id = ?", id)).toEqual([{ status: "sent" }]);
  });
});

describe("storeLead", () => {
  it("answers the stored row when a unique submission_id races in (the batch's outbox row is rolled back too)", async () => {
    const lead = storedLead();
    const options = { hourlyCap: noCap, notice: { ceilingPerHour: 1000 } };
    const first = await storeLead(env.DB, lead, options);
    const second = await storeLead(env.DB, lead, options);
    expect(first).toMatchObject({ status: "created", outboxId: expect.any(Number) });
    const firstId = first.status === "created" ? first.id : "";
    expect(second).toEqual({ status: "replayed", id: firstId });
    expect(await rows("select id from forms where submission_id = ?", lead.submission_id)).toHaveLength(1);
    expect(await rows("select id from email_outbox where lead_id = ?", firstId)).toHaveLength(1);
  });
});

describe("a delivery is recorded only by the run that holds it", () => {
  beforeEach(settleOtherNotices);

  /** The earlier tests used up this hour's ceiling; these notices must go out on their own. */
  const underCeiling = (mailer: SendEmail) => envWith({ MAILER: mailer, NOTICE_CEILING_PER_HOUR: "1000000" });

  /**
   * A mailer that, on its first call, lets something happen while that send is
   * under way (the edge of the world is the mail service: only its timing is
   * made up), then answers with `first`; later calls are recorded and succeed.
   */
  function interleavingMailer(during: () => Promise<void>, first: "fail" | "succeed") {
    const recorder = recordingMailer();
    let calls = 0;
    const mailer = {
      sent: recorder.sent,
      async send(message: EmailMessageBuilder) {
        calls += 1;
        if (calls === 1) {
          await during();
          if (first === "fail") throw new Error("Email Service timed out");
        }
        return recorder.send(message);
      },
    };
    return mailer as unknown as SendEmail & { sent: EmailMessageBuilder[] };
  }

  it("a send that hangs past its lease does not overwrite the outcome of the run that took the row over", async () => {
    const { id } = await json(await call("/api/leads", { body: contactBody(), env: underCeiling(failingMailer()) }));
    const outboxId = (await outboxOf(id))["id"] as number;
    await makeNoticesDue();
    const mailer: ReturnType<typeof interleavingMailer> = interleavingMailer(async () => {
      // The lease runs out while this send hangs; the next cron run claims the row and sends it.
      await env.DB.prepare("update email_outbox set next_attempt_at = '2000-01-01T00:00:00.000Z' where id = ?").bind(outboxId).run();
      await runCron(CRONS.notices, envWith({ MAILER: mailer }));
    }, "fail");
    await deliverOutboxRow(envWith({ MAILER: mailer }), outboxId);

    // The hung send finally failed, but the row keeps the outcome of the run that held it: sent, once.
    expect(await outboxOf(id)).toMatchObject({ status: "sent", lease_id: null, last_error: null });
    expect(mailer.sent).toHaveLength(1);
    await makeNoticesDue();
    await runCron(CRONS.notices, envWith({ MAILER: mailer }));
    expect(mailer.sent).toHaveLength(1);
  });

  it("a hold landing while its notice is being sent keeps the notice as sent; a later release mails nothing again", async () => {
    const { id } = await json(await call("/api/leads", { body: contactBody(), env: underCeiling(failingMailer()) }));
    await makeNoticesDue();
    const mailer = interleavingMailer(async () => {
      const held = await adminCall(`/api/admin/leads/${id}`, { method: "PATCH", body: { spam: true } });
      expect(held.status).toBe(200);
    }, "succeed");
    await runCron(CRONS.notices, envWith({ MAILER: mailer }));
    expect(mailer.sent).toHaveLength(1);
    expect(await outboxOf(id)).toMatchObject({ status: "sent" });
    expect(await rows("select is_spam from forms where id = ?", id)).toEqual([{ is_spam: 1 }]);

    const released = await adminCall(`/api/admin/leads/${id}`, { method: "PATCH", body: { spam: false }, env: envWith({ MAILER: mailer }) });
    expect(released.status).toBe(200);
    await makeNoticesDue();
    await runCron(CRONS.notices, envWith({ MAILER: mailer }));
    expect(mailer.sent).toHaveLength(1);
  });

  it("a hold landing while a send fails keeps the notice unsent and unsent while held; the release sends it once", async () => {
    const { id } = await json(await call("/api/leads", { body: contactBody(), env: underCeiling(failingMailer()) }));
    await makeNoticesDue();
    const mailer = interleavingMailer(async () => {
      await adminCall(`/api/admin/leads/${id}`, { method: "PATCH", body: { spam: true } });
    }, "fail");
    await runCron(CRONS.notices, envWith({ MAILER: mailer }));
    expect(await outboxOf(id)).toMatchObject({ status: "pending", lease_id: null });
    await makeNoticesDue();
    await runCron(CRONS.notices, envWith({ MAILER: mailer }));
    expect(mailer.sent).toHaveLength(0);

    await adminCall(`/api/admin/leads/${id}`, { method: "PATCH", body: { spam: false }, env: envWith({ MAILER: mailer }) });
    await makeNoticesDue();
    await runCron(CRONS.notices, envWith({ MAILER: mailer }));
    await runCron(CRONS.notices, envWith({ MAILER: mailer }));
    expect(mailer.sent).toHaveLength(1);
    expect(await outboxOf(id)).toMatchObject({ status: "sent" });
  });
});

describe("a run killed mid-send counts as an attempt", () => {
  beforeEach(settleOtherNotices);

  it("counts the attempt at the claim, and gives up on a summary whose every run was killed, so newer leads go out", async () => {
    const lead = await storeLead(env.DB, storedLead({ full_name: "Killed Summary" }), { hourlyCap: noCap, notice: { ceilingPerHour: 0 } });
    if (lead.status !== "created") throw new Error("not stored");
    // A run that claims the summary and is then killed (the CPU limit) before it sends or records anything.
    const killedRun = () =>
      claimDueNotices(env.DB, {
        inSummary: true,
        limit: 100,
        nowIso: new Date().toISOString(),
        leaseUntilIso: new Date(Date.now() + 10 * MINUTE).toISOString(),
      });
    for (let run = 1; run <= MAX_SEND_ATTEMPTS; run++) {
      await makeNoticesDue();
      expect(await killedRun()).toHaveLength(1);
      expect((await outboxOf(lead.id))["attempts"]).toBe(run);
    }
    // The next claim finds every allowed attempt spent: the row is failed (the digest names it), not sent again.
    const mailer = recordingMailer();
    await makeNoticesDue();
    await runCron(CRONS.notices, envWith({ MAILER: mailer }));
    expect(await outboxOf(lead.id)).toMatchObject({ status: "failed", attempts: MAX_SEND_ATTEMPTS });
    expect((await outboxOf(lead.id))["last_error"]).toMatch(/RunsDidNotFinish/);
    expect(mailer.sent).toHaveLength(0);
  });
});
