/**
 * The daily cron: the purge, then the owner's digest. This file has its own
 * storage, so the digest lists exactly the leads made here.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CRONS } from "../../worker/scheduled";
import { renderDigest } from "../../worker/leads/digest";
import type { LeadRow } from "../../worker/db/schema";
import { call, contactBody, countingD1, envWith, failingMailer, json, quoteBody, recordingMailer, rows, runCron } from "./helpers";

const SITE_URL = env.SITE_URL!;
const DAY = 24 * 60 * 60 * 1000;

function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY).toISOString();
}

async function insertLead(fields: { name: string; createdAt: string; isSpam?: boolean; spamReason?: string | null }) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "insert into forms (id, submission_id, form_type, full_name, email, site_name, is_spam, spam_reason, created_at) values (?, ?, 'contact', ?, ?, 'peachtree-brush-painting', ?, ?, ?)",
  )
    .bind(id, crypto.randomUUID(), fields.name, "someone@gmail.com", fields.isSpam ? 1 : 0, fields.spamReason ?? null, fields.createdAt)
    .run();
  return id;
}

describe("the daily digest", () => {
  it("lists the day's leads, every held lead with its reason, every failed notice and the leads past the ceiling, each linked to the inbox", async () => {
    // A clean lead, mailed as usual.
    const clean = (await json(await call("/api/leads", { body: quoteBody({ name: "Clean Customer" }) }))).id as string;
    // A flagged lead: the screens (another module) record a reason and let it through; set here in D1.
    const flagged = (await json(await call("/api/leads", { body: contactBody({ name: "Jiwon Seo" }) }))).id as string;
    await env.DB.prepare("update forms set spam_reason = ? where id = ?")
      .bind('Message mentions "SEO" with no signs of a sales pitch', flagged)
      .run();
    // A held lead: the honeypot holds it; the screens' reason is set here in D1.
    const held = (await json(await call("/api/leads", { body: contactBody({ name: "Bot Held", website: "http://spam.example" }) })))
      .id as string;
    await env.DB.prepare("update forms set spam_reason = ? where id = ?").bind('Hidden field "website" was filled', held).run();
    // A notice that failed for good (its lead from three days ago, still "new").
    const failedLead = (await json(await call("/api/leads", { body: contactBody({ name: "Failed Notice" }), env: envWith({ MAILER: failingMailer("quota exceeded") }) })))
      .id as string;
    await env.DB.prepare("update forms set created_at = ? where id = ?").bind(daysAgo(3), failedLead).run();
    await env.DB.prepare("update email_outbox set status = 'failed', attempts = 12, failed_at = ? where lead_id = ?")
      .bind(daysAgo(0.5), failedLead)
      .run();
    // A lead that went out in a summary, past the hourly ceiling.
    const summarised = (await json(await call("/api/leads", { body: contactBody({ name: "Burst Lead" }), env: envWith({ NOTICE_CEILING_PER_HOUR: "1" }) })))
      .id as string;
    // An old lead, outside the 24 hours.
    await insertLead({ name: "Last Week", createdAt: daysAgo(7) });

    const mailer = recordingMailer();
    await runCron(CRONS.daily, envWith({ MAILER: mailer }));
    expect(mailer.sent).toHaveLength(1);
    const digest = mailer.sent[0]!;
    console.log(`Digest subject: ${digest.subject}\n${digest.text}`);
    expect(digest.to).toBe(env.MAIL_TO);
    expect(digest.replyTo).toBeUndefined();
    expect(digest.subject).toBe("Daily lead digest: 3 new leads, 1 held, 1 failed notice");

    const text = digest.text!;
    const section = (title: string) => text.slice(text.indexOf(title)).split("\n\n")[0]!;
    const newLeads = section("New leads (3)");
    expect(newLeads).toContain("Clean Customer");
    expect(newLeads).toContain("Notice sent.");
    expect(newLeads).toContain("[Check] Jiwon Seo");
    expect(newLeads).toContain('Check: Message mentions "SEO" with no signs of a sales pitch.');
    expect(newLeads).toContain("Burst Lead");
    expect(newLeads).not.toContain("Bot Held");
    expect(newLeads).not.toContain("Failed Notice"); // three days old: not one of the day's leads
    expect(text).not.toContain("Last Week");

    const heldSection = section("Held as spam (1)");
    expect(heldSection).toContain("Bot Held");
    expect(heldSection).toContain('Held because: Hidden field "website" was filled.');
    expect(heldSection).toContain(`${SITE_URL}/admin/leads/${held}`);

    const failedSection = section("Notices that failed (1)");
    expect(failedSection).toContain("Failed Notice");
    expect(failedSection).toContain("Last error: Error: quota exceeded");
    expect(failedSection).toContain(`${SITE_URL}/admin/leads/${failedLead}`);

    const ceilingSection = section("Past the hourly ceiling (1)");
    expect(ceilingSection).toContain("Burst Lead");
    expect(ceilingSection).toContain("Waiting for the next summary mail.");

    for (const id of [clean, flagged, held, failedLead, summarised]) {
      expect(text).toContain(`${SITE_URL}/admin/leads/${id}`);
      expect(digest.html).toContain(`href="${SITE_URL}/admin/leads/${id}"`);
    }
    expect(text).toContain(`Inbox: ${SITE_URL}/admin`);
    expect(digest.html).not.toContain("<script");

    // Once the owner has dealt with the lead (status no longer "new"), its failed notice leaves the digest.
    await env.DB.prepare("update forms set status = 'contacted' where id = ?").bind(failedLead).run();
    const next = recordingMailer();
    await runCron(CRONS.daily, envWith({ MAILER: next }));
    expect(next.sent[0]!.text).toContain("Notices that failed (0)");
  });

  it("stays within the query budget: nine D1 statements for the purge and the digest", async () => {
    const counted = countingD1(env.DB);
    await runCron(CRONS.daily, envWith({ DB: counted.db, MAILER: recordingMailer() }));
    console.log(`Daily cron: ${counted.statements()} D1 statements`);
    // Purge: one batch of five; digest: two reads, and two for the leads still waiting and the failed pushes.
    expect(counted.statements()).toBe(9);
  });
});

describe("the digest's HTML", () => {
  it("escapes every visitor value", () => {
    const lead = {
      id: "lead-1",
      form_type: "contact",
      full_name: '<img src=x onerror="alert(1)">',
      email: "x@gmail.com",
      phone: "",
      message: "",
      address: "",
      service_type: "",
      preferred_contact: "",
      preferred_time: "",
      project_details: "",
      referrer: "",
      landing_page: null,
      city: "<script>",
      state: "",
      country: "",
      is_spam: true,
      spam_reason: "Hidden field <\"website\"> was filled",
      created_at: new Date().toISOString(),
    } as unknown as LeadRow;
    const { html } = renderDigest(
      { until: new Date(), leads: [{ lead, notice: null }], failed: [] },
      { SITE_NAME: "site", SITE_URL: "https://site.test" },
    );
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("Hidden field &lt;&quot;website&quot;&gt; was filled");
  });
});

describe("the purge", () => {
  it("removes old phone clicks, old held spam and old notice errors, and never an old real lead", async () => {
    const oldReal = await insertLead({ name: "Old Real Customer", createdAt: daysAgo(3 * 365) });
    const oldFlagged = await insertLead({ name: "Old Flagged", createdAt: daysAgo(90), spamReason: "Sent 1.2 s after the form opened" });
    const oldHeld = await insertLead({ name: "Old Held", createdAt: daysAgo(31), isSpam: true, spamReason: "Hidden field \"website\" was filled" });
    const recentHeld = await insertLead({ name: "Recent Held", createdAt: daysAgo(29), isSpam: true, spamReason: "Sent 0.4 s after the form opened" });
    // The held lead had been released and held again: it has a notice row, which goes with it.
    await env.DB.prepare("insert into email_outbox (lead_id, status, created_at, sent_at) values (?, 'sent', ?, ?)")
      .bind(oldHeld, daysAgo(31), daysAgo(31))
      .run();
    // Notices: an error kept on a row sent 31 days ago is cleared; one sent 10 days ago stays.
    await env.DB.prepare("insert into email_outbox (lead_id, status, last_error, created_at, sent_at) values (?, 'sent', ?, ?, ?)")
      .bind(oldReal, "Sent without Reply-To: Error: invalid replyTo old.real@gmail.com", daysAgo(3 * 365), daysAgo(31))
      .run();
    await env.DB.prepare("insert into email_outbox (lead_id, status, last_error, created_at, failed_at) values (?, 'failed', ?, ?, ?)")
      .bind(oldFlagged, "Error: quota exceeded", daysAgo(90), daysAgo(10))
      .run();
    const click = (days: number, visitor: string) =>
      env.DB.prepare("insert into phone_clicks (visitor_id, created_at) values (?, ?)").bind(visitor, daysAgo(days)).run();
    await click(401, "old-click");
    await click(399, "recent-click");

    await runCron(CRONS.daily, envWith({ MAILER: recordingMailer() }));

    const names = (await rows<{ full_name: string }>("select full_name from forms")).map((row) => row.full_name);
    expect(names).toEqual(expect.arrayContaining(["Old Real Customer", "Old Flagged", "Recent Held"]));
    expect(names).not.toContain("Old Held");
    expect(await rows("select id from email_outbox where lead_id = ?", oldHeld)).toEqual([]);
    expect(await rows("select status, last_error from email_outbox where lead_id = ?", oldReal)).toEqual([
      { status: "sent", last_error: null },
    ]);
    expect(await rows("select last_error from email_outbox where lead_id = ?", oldFlagged)).toEqual([
      { last_error: "Error: quota exceeded" },
    ]);
    const visitors = (await rows<{ visitor_id: string }>("select visitor_id from phone_clicks")).map((row) => row.visitor_id);
    expect(visitors).toContain("recent-click");
    expect(visitors).not.toContain("old-click");
    expect(recentHeld).toBeTruthy();
  });

  it("reads its retention from the vars", async () => {
    await env.DB.prepare("insert into phone_clicks (visitor_id, created_at) values ('ten-days', ?)").bind(daysAgo(10)).run();
    await runCron(CRONS.daily, envWith({ MAILER: recordingMailer(), PHONE_CLICK_RETENTION_DAYS: "9" }));
    expect(await rows("select id from phone_clicks where visitor_id = 'ten-days'")).toEqual([]);
  });
});

describe("cron dispatch", () => {
  it("ignores an unknown cron with a log line naming the known ones", async () => {
    const mailer = recordingMailer();
    await runCron("* * * * *", envWith({ MAILER: mailer }));
    expect(mailer.sent).toHaveLength(0);
  });
});
