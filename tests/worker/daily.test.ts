/**
 * The daily cron: the purge, then the owner's digest (a DailyDigest workflow
 * instance per day, run in workerd as Cloudflare runs it). This file has its
 * own storage, so the digest lists exactly the leads made here.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CRONS } from "../../worker/scheduled";
import { DIGEST_STEPS } from "../../worker/journey/daily-digest";
import { renderDigest } from "../../worker/leads/digest";
import type { LeadRow } from "../../worker/db/schema";
import {
  adminCall,
  call,
  contactBody,
  envWith,
  failingMailer,
  json,
  quoteBody,
  recordingMailer,
  rows,
  runCron,
  runDailyDigest,
} from "./helpers";

const SITE_URL = env.SITE_URL!;
const DAY = 24 * 60 * 60 * 1000;

function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY).toISOString();
}

/**
 * A digest's window ends a little behind its run (DIGEST_LAG_MS), so a lead
 * just stored belongs to the next one; the leads a test means for this one are
 * moved a few minutes back.
 */
async function backdate(ids: string[], minutes = 5): Promise<void> {
  for (const id of ids) {
    await env.DB.prepare("update forms set created_at = ? where id = ?").bind(new Date(Date.now() - minutes * 60_000).toISOString(), id).run();
  }
}

async function insertLead(fields: { name: string; createdAt: string; isSpam?: boolean; spamReason?: string | null }) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "insert into forms (id, submission_id, form_type, full_name, email, site_name, is_spam, spam_reason, held_at, held_by, created_at) values (?, ?, 'contact', ?, ?, 'peachtree-brush-painting', ?, ?, ?, ?, ?)",
  )
    .bind(
      id,
      crypto.randomUUID(),
      fields.name,
      "someone@gmail.com",
      fields.isSpam ? 1 : 0,
      fields.spamReason ?? null,
      // As the screens store a lead they hold: held when it arrived.
      fields.isSpam ? fields.createdAt : null,
      fields.isSpam ? "screens" : null,
      fields.createdAt,
    )
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
    await backdate([clean, flagged, held, summarised]);

    const mailer = recordingMailer();
    await runDailyDigest(envWith({ MAILER: mailer }));
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
    await runDailyDigest(envWith({ MAILER: next }));
    expect(next.sent[0]!.text).toContain("Notices that failed (0)");
  });
});

/** As if the last digest sent had covered everything up to `iso`. */
async function setWatermark(iso: string): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("delete from digest_runs"),
    env.DB.prepare("insert into digest_runs (day, covers_from, covers_until, status, attempts, sent_at) values (NULL, ?, ?, 'sent', 1, ?)").bind(
      new Date(Date.parse(iso) - DAY).toISOString(),
      iso,
      iso,
    ),
  ]);
}

function hoursAgo(hours: number): string {
  return new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();
}

describe("the digest covers every hour, once", () => {
  it("covers from the end of the last digest sent: a late run leaves no gap, the next one repeats nothing", async () => {
    // The last digest went out 30 hours ago (yesterday's run was late, or the day before's cron never came).
    await setWatermark(hoursAgo(30));
    const beforeWatermark = await insertLead({ name: "Covered Already", createdAt: hoursAgo(31) });
    const inTheGap = await insertLead({ name: "Twenty Seven Hours Ago", createdAt: hoursAgo(27) });
    const mailer = recordingMailer();
    await runDailyDigest(envWith({ MAILER: mailer }));
    expect(mailer.sent).toHaveLength(1);
    // The "New leads" section is the window's; "Still waiting for an answer" repeats an unanswered lead each morning on purpose.
    const newLeads = (text: string) => text.slice(text.indexOf("New leads"), text.indexOf("Held as spam"));
    const first = newLeads(mailer.sent[0]!.text!);
    expect(first).toContain(`${SITE_URL}/admin/leads/${inTheGap}`);
    expect(first).not.toContain(`${SITE_URL}/admin/leads/${beforeWatermark}`);

    // A lead timed just before the run but written as it read (its time within the lag): it is
    // not in this digest, and it is in the next one, never in neither.
    const [last] = await rows<{ covers_until: string }>("select covers_until from digest_runs order by id desc limit 1");
    const atTheEdge = await insertLead({ name: "At The Edge", createdAt: last!.covers_until });
    expect(first).not.toContain(atTheEdge);
    await runDailyDigest(envWith({ MAILER: mailer }));
    expect(mailer.sent).toHaveLength(2);
    const second = newLeads(mailer.sent[1]!.text!);
    expect(second).toContain(`${SITE_URL}/admin/leads/${atTheEdge}`);
    expect(second).not.toContain(`${SITE_URL}/admin/leads/${inTheGap}`);
    const runs = await rows<{ covers_from: string; covers_until: string; status: string }>(
      "select covers_from, covers_until, status from digest_runs order by id",
    );
    expect(runs.map((run) => run.status)).toEqual(["sent", "sent", "sent"]);
    expect(runs[1]!.covers_from).toBe(runs[0]!.covers_until);
    expect(runs[2]!.covers_from).toBe(runs[1]!.covers_until);
  });

  it("starts each day's digest once: a second daily run, or the five-minute cron's check, starts no second one", async () => {
    await setWatermark(hoursAgo(24));
    const mailer = recordingMailer();
    const day = await runDailyDigest(envWith({ MAILER: mailer }));
    // The five-minute cron after 11:00 UTC finds the day's digest and starts nothing.
    const scheduled = new Date(`${day}T15:00:00.000Z`);
    await runCron(CRONS.notices, envWith({ MAILER: mailer }), scheduled);
    await runCron(CRONS.daily, envWith({ MAILER: mailer }), scheduled);
    expect(mailer.sent.filter((mail) => mail.subject.startsWith("Daily lead digest"))).toHaveLength(1);
    expect(await rows("select status from digest_runs where day = ?", day)).toEqual([{ status: "sent" }]);
  });

  it("retries a digest the mail service refused, in its own step, until it goes out, once", async () => {
    await setWatermark(hoursAgo(24));
    const lead = await insertLead({ name: "Waiting For The Digest", createdAt: hoursAgo(2) });
    // The mail binding fails twice (an outage at the edge of the world), then works.
    const sent: EmailMessageBuilder[] = [];
    let calls = 0;
    const flaky = {
      async send(message: EmailMessageBuilder) {
        calls += 1;
        if (calls <= 2) throw new Error("Email Service unavailable");
        sent.push(message);
        return { messageId: "<ok@test>" };
      },
    } as unknown as SendEmail;
    await runDailyDigest(envWith({ MAILER: flaky }), { modify: async (m) => m.disableRetryDelays() });
    expect(calls).toBe(3);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`${SITE_URL}/admin/leads/${lead}`);
    expect(await rows("select status from digest_runs order by id desc limit 1")).toEqual([{ status: "sent" }]);
  });

  it("a digest whose retries all failed is recorded failed, and the next day's covers both days, in one mail", async () => {
    await setWatermark(hoursAgo(48));
    const dayOne = await insertLead({ name: "Day One Lead", createdAt: hoursAgo(40) });
    const down = failingMailer();
    await runDailyDigest(envWith({ MAILER: down }), { modify: async (m) => m.disableRetryDelays() });
    expect(down.calls).toBe(11);
    expect(await rows("select status from digest_runs order by id desc limit 1")).toEqual([{ status: "failed" }]);
    const dayTwo = await insertLead({ name: "Day Two Lead", createdAt: hoursAgo(1) });
    const mailer = recordingMailer();
    await runDailyDigest(envWith({ MAILER: mailer }));
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.text).toContain(`${SITE_URL}/admin/leads/${dayOne}`);
    expect(mailer.sent[0]!.text).toContain(`${SITE_URL}/admin/leads/${dayTwo}`);
  });

  it("a D1 error in a section's step is retried by the engine; the digest still goes out once", async () => {
    await setWatermark(hoursAgo(24));
    const lead = await insertLead({ name: "Read Twice", createdAt: hoursAgo(3) });
    const mailer = recordingMailer();
    await runDailyDigest(envWith({ MAILER: mailer }), {
      modify: async (m) => {
        await m.disableRetryDelays();
        // D1 answering an error twice inside the step (the Workflows test API throws it in the step's place).
        await m.mockStepError({ name: DIGEST_STEPS.received }, new Error("D1_ERROR: Network connection lost."), 2);
      },
    });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.text).toContain(`${SITE_URL}/admin/leads/${lead}`);
  });

  it("on a flood day lists the real leads first, sums the held ones up by reason, and links to the inbox's views", async () => {
    await setWatermark(hoursAgo(20));
    // Only the flood in the window (this file has its own storage): what earlier tests stored goes.
    await env.DB.batch([env.DB.prepare("delete from email_outbox"), env.DB.prepare("delete from forms")]);
    // 250 real leads and 30 held ones, all within the window; the real ones came last.
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < 280)
       insert into forms (id, submission_id, form_type, full_name, email, site_name, is_spam, spam_reason, held_at, held_by, created_at)
       select 'flood-' || i, 'flood-sub-' || i, 'contact', 'Flood Lead ' || i, 'flood' || i || '@gmail.com', 'peachtree-brush-painting',
              i <= 30, case when i <= 25 then 'Hidden field "website" was filled' when i <= 30 then 'Sent 0.4 s after the form opened' end,
              case when i <= 30 then ? end, case when i <= 30 then 'screens' end, ?
       from n`,
    )
      .bind(hoursAgo(10), hoursAgo(10))
      .run();
    // Spread the times so the oldest-first order is defined: held first, then the real ones.
    await env.DB.prepare(
      "update forms set created_at = strftime('%Y-%m-%dT%H:%M:%fZ', ?, '+' || cast(substr(id, 7) as integer) || ' seconds') where id like 'flood-%'",
    )
      .bind(hoursAgo(10))
      .run();
    const mailer = recordingMailer();
    await runDailyDigest(envWith({ MAILER: mailer }));
    const digest = mailer.sent[0]!;
    expect(digest.subject).toBe("Daily lead digest: 250 new leads, 30 held, 0 failed notices");
    const text = digest.text!;
    expect(text.indexOf("New leads (250)")).toBeLessThan(text.indexOf("Held as spam (30)"));
    // The oldest 200 real leads are listed; the newest 50 are counted, with the inbox's view of the days.
    expect(text).toContain(`${SITE_URL}/admin/leads/flood-31`);
    expect(text).toContain(`${SITE_URL}/admin/leads/flood-230`);
    expect(text).not.toContain(`${SITE_URL}/admin/leads/flood-231`);
    const from = new Date(Date.parse(hoursAgo(20)));
    const days = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(d);
    const view = `from=${days(from)}&to=${days(new Date(Date.now() - 1))}`;
    expect(text).toContain(`50 more, the newest, are not listed here: ${SITE_URL}/admin?${view}`);
    // Held ones: none listed, counted by reason, with the held view.
    expect(text).not.toContain(`${SITE_URL}/admin/leads/flood-1\n`);
    expect(text).toContain('25 held because: Hidden field "website" was filled');
    expect(text).toContain("5 held because: Sent 0.4 s after the form opened");
    expect(text).toContain(`30 held leads in all: ${SITE_URL}/admin?spam=held&${view}`);
    expect(digest.html).toContain(`href="${SITE_URL}/admin?spam=held&amp;${view.replace("&", "&amp;")}"`);
    for (let i = 1; i <= 30; i++) expect(text).not.toContain(`${SITE_URL}/admin/leads/flood-${i}
`);
    await env.DB.prepare("delete from forms where id like 'flood-%'").run();
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
      {
        from: new Date(Date.now() - DAY),
        until: new Date(),
        received: [],
        receivedTotal: 0,
        summarisedTotal: 0,
        held: [{ lead, notice: null }],
        heldTotal: 1,
        heldByReason: [{ reason: lead.spam_reason, count: 1 }],
        failed: [],
        failedTotal: 0,
      },
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

  it("counts held-spam retention from when a lead was held, for the owner's holds as for the screens', and never purges a pinned lead", async () => {
    // A real two-month-old lead the owner holds today from the inbox; the page says it can be released again.
    const heldToday = await insertLead({ name: "Held Today By Owner", createdAt: daysAgo(60) });
    const patch = await adminCall(`/api/admin/leads/${heldToday}`, { method: "PATCH", body: { spam: true } });
    expect(patch.status).toBe(200);
    const [stamp] = await rows<{ held_at: string; held_by: string }>("select held_at, held_by from forms where id = ?", heldToday);
    expect(stamp!.held_by).toBe("owner");
    expect(Date.now() - Date.parse(stamp!.held_at)).toBeLessThan(60_000);
    // Two the owner held by hand long ago (one pinned from the lead page), and one the screens held 31 days after it arrived.
    const ownerHeldLongAgo = await insertLead({ name: "Owner Held Long Ago", createdAt: daysAgo(400) });
    await env.DB.prepare("update forms set is_spam = 1, held_at = ?, held_by = 'owner' where id = ?").bind(daysAgo(300), ownerHeldLongAgo).run();
    const ownerPinned = await insertLead({ name: "Owner Held And Pinned", createdAt: daysAgo(400) });
    await env.DB.prepare("update forms set is_spam = 1, held_at = ?, held_by = 'owner' where id = ?").bind(daysAgo(300), ownerPinned).run();
    const pin = await adminCall(`/api/admin/leads/${ownerPinned}`, { method: "PATCH", body: { pinned: true } });
    expect(pin.status).toBe(200);
    expect((await json(pin)).lead.pinned).toBe(true);
    const screensPinned = await insertLead({ name: "Screens Held And Pinned", createdAt: daysAgo(45), isSpam: true, spamReason: "Sent 0.4 s after the form opened" });
    await adminCall(`/api/admin/leads/${screensPinned}`, { method: "PATCH", body: { pinned: true } });
    const screensHeldOld = await insertLead({ name: "Screens Held Old", createdAt: daysAgo(31), isSpam: true, spamReason: "Hidden field \"website\" was filled" });
    const screensHeldRecently = await insertLead({ name: "Screens Held Recently", createdAt: daysAgo(90) });
    await env.DB.prepare("update forms set is_spam = 1, held_at = ?, held_by = 'screens' where id = ?").bind(daysAgo(2), screensHeldRecently).run();

    await runCron(CRONS.daily, envWith({ MAILER: recordingMailer() }));

    const left = (await rows<{ id: string }>("select id from forms")).map((row) => row.id);
    expect(left).toEqual(expect.arrayContaining([heldToday, ownerPinned, screensPinned, screensHeldRecently]));
    expect(left).not.toContain(screensHeldOld);
    // The owner's "Spam" holds on the same clock as the screens': its user agent and IP hash are not kept forever.
    expect(left).not.toContain(ownerHeldLongAgo);

    // Unpinned, it goes at the next purge.
    await adminCall(`/api/admin/leads/${ownerPinned}`, { method: "PATCH", body: { pinned: false } });
    await runCron(CRONS.daily, envWith({ MAILER: recordingMailer() }));
    expect((await rows<{ id: string }>("select id from forms")).map((row) => row.id)).not.toContain(ownerPinned);

    // Releasing clears the stamp; holding again stamps anew.
    await adminCall(`/api/admin/leads/${heldToday}`, { method: "PATCH", body: { spam: false } });
    expect(await rows("select held_at, held_by from forms where id = ?", heldToday)).toEqual([{ held_at: null, held_by: null }]);
  });

  it("the migration stamps leads held before held_at existed as held by the screens when they arrived", async () => {
    const backfills = env.TEST_MIGRATIONS.flatMap((migration) => migration.queries).filter((query) =>
      /UPDATE\s+`?forms`?\s+SET\s+`?held_at`?/i.test(query),
    );
    expect(backfills, "one backfill of held_at in migrations/").toHaveLength(1);
    // Rows as a database migrated before held_at existed has them: held, with no stamp.
    const heldBefore = await insertLead({ name: "Held Before The Migration", createdAt: daysAgo(12), isSpam: true, spamReason: "Sent 0.4 s after the form opened" });
    const realBefore = await insertLead({ name: "Real Before The Migration", createdAt: daysAgo(12) });
    await env.DB.prepare("update forms set held_at = null, held_by = null where id in (?, ?)").bind(heldBefore, realBefore).run();
    await env.DB.prepare(backfills[0]!).run();
    expect(await rows("select held_at = created_at as from_arrival, held_by from forms where id = ?", heldBefore)).toEqual([
      { from_arrival: 1, held_by: "screens" },
    ]);
    expect(await rows("select held_at, held_by from forms where id = ?", realBefore)).toEqual([{ held_at: null, held_by: null }]);
  });

  it("stamps a lead the screens hold on arrival as held by the screens, then", async () => {
    const body = contactBody({ website: "http://bot.example" });
    expect((await call("/api/leads", { body })).status).toBe(201);
    const [row] = await rows<{ is_spam: number; held_at: string; held_by: string; created_at: string }>(
      "select is_spam, held_at, held_by, created_at from forms where submission_id = ?",
      body["submission_id"],
    );
    expect(row).toMatchObject({ is_spam: 1, held_by: "screens", held_at: row!.created_at });
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
