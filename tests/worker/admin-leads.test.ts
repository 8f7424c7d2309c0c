/**
 * The inbox API's leads: list, filters, paging, one lead, changes, release
 * and hold, erasure. Against real local D1, addressed to loopback with Access
 * off (the sign-in rules have their own file).
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { LEAD_STATUSES } from "../../worker/db/schema";
import { ADMIN_MESSAGES } from "../../worker/admin/http";
import { escapeLike } from "../../worker/admin/storage";
import {
  adminCall,
  call,
  clearLeads,
  contactBody,
  envWith,
  failingMailer,
  json,
  quoteBody,
  recordingMailer,
  rows,
  seedLead,
  seedNotice,
} from "./helpers";

beforeEach(clearLeads);

/** The five-minute cron (it starts missing journeys and sends the summary), run as Cloudflare runs it, a second from now. */
async function runNoticesCron(testEnv: Cloudflare.Env): Promise<void> {
  const ctx = createExecutionContext();
  const controller = createScheduledController({ scheduledTime: new Date(Date.now() + 1000), cron: "*/5 * * * *" });
  await (worker as ExportedHandler<Cloudflare.Env>).scheduled!(controller, testEnv, ctx);
  await waitOnExecutionContext(ctx);
}

async function list(query = ""): Promise<{ leads: Record<string, any>[]; page: number; per_page: number; total: number }> {
  const response = await adminCall(`/api/admin/leads${query}`);
  expect(response.status, `GET /api/admin/leads${query}`).toBe(200);
  return json(response);
}

async function names(query = ""): Promise<string[]> {
  return (await list(query)).leads.map((lead) => lead.full_name);
}

async function expect400(path: string, fields: string[], init: Parameters<typeof adminCall>[1] = {}) {
  const response = await adminCall(path, init);
  expect(response.status, path).toBe(400);
  const body = await json(response);
  expect(body.ok).toBe(false);
  expect(body.error.code).toBe("invalid_request");
  expect(Object.keys(body.error.fields ?? {}).sort(), path).toEqual([...fields].sort());
  return body;
}

describe("GET /api/admin/leads", () => {
  it("lists a lead submitted through the public form with every stored column and its notice", async () => {
    const mailer = recordingMailer();
    const submitted = await call("/api/leads", {
      env: envWith({ MAILER: mailer }),
      body: quoteBody({
        name: "Dana Whitaker",
        landing_page: "/services/exterior-painting",
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "fall",
        gclid: "gclid-123",
      }),
    });
    expect(submitted.status).toBe(201);
    const { id } = await json(submitted);

    const page = await list();
    expect(page).toMatchObject({ ok: true, page: 1, per_page: 25, total: 1 });
    const lead = page.leads[0]!;
    const [stored] = await rows<Record<string, unknown>>("select * from forms where id = ?", id);
    // Every column, as stored (is_spam as a boolean), plus the notice, the response time and the lead that followed a refusal.
    expect(Object.keys(lead).sort()).toEqual([...Object.keys(stored!), "notice", "response_business_minutes", "sent_again_id"].sort());
    expect(lead).toMatchObject({
      id,
      full_name: "Dana Whitaker",
      form_type: "quote",
      address: "12 Peachtree Lane, Roswell, GA 30075",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "fall",
      gclid: "gclid-123",
      landing_page: "/services/exterior-painting",
      is_spam: false,
      spam_reason: null,
      status: "new",
      note: "",
      updated_at: null,
      created_at: stored!["created_at"],
    });
    expect(lead.notice).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect(lead.notice.sent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("shows notice null for a lead without an outbox row, and a failed notice's error", async () => {
    const quiet = await seedLead({ full_name: "No Notice" });
    const failed = await seedLead({ full_name: "Failed Notice" });
    await seedNotice(failed, { status: "failed", attempts: 6, last_error: "Error: quota exceeded" });
    const leads = (await list()).leads;
    expect(leads.find((lead) => lead.id === quiet)!.notice).toBeNull();
    expect(leads.find((lead) => lead.id === failed)!.notice).toEqual({
      status: "failed",
      attempts: 6,
      last_error: "Error: quota exceeded",
      sent_at: null,
    });
  });

  it("lists newest first", async () => {
    await seedLead({ full_name: "Middle", created_at: "2026-11-10T15:00:00.000Z" });
    await seedLead({ full_name: "Newest", created_at: "2026-11-20T15:00:00.000Z" });
    await seedLead({ full_name: "Oldest", created_at: "2026-11-01T15:00:00.000Z" });
    expect(await names()).toEqual(["Newest", "Middle", "Oldest"]);
  });

  it("pages with a total: per_page default 25, at most 100", async () => {
    for (let index = 0; index < 30; index++) {
      await seedLead({ full_name: `Lead ${String(index).padStart(2, "0")}`, created_at: new Date(Date.UTC(2026, 10, 1, 12, index)).toISOString() });
    }
    const first = await list();
    expect(first).toMatchObject({ page: 1, per_page: 25, total: 30 });
    expect(first.leads).toHaveLength(25);
    expect(first.leads[0]!.full_name).toBe("Lead 29");

    const second = await list("?page=2");
    expect(second).toMatchObject({ page: 2, per_page: 25, total: 30 });
    expect(second.leads.map((lead) => lead.full_name)).toEqual(["Lead 04", "Lead 03", "Lead 02", "Lead 01", "Lead 00"]);

    const small = await list("?per_page=7&page=3");
    expect(small.leads.map((lead) => lead.full_name)).toEqual(["Lead 15", "Lead 14", "Lead 13", "Lead 12", "Lead 11", "Lead 10", "Lead 09"]);
    expect(small.total).toBe(30);

    const beyond = await list("?page=9");
    expect(beyond).toMatchObject({ leads: [], page: 9, total: 30 });

    expect((await list("?per_page=100")).leads).toHaveLength(30);
  });

  it("filters by status and by form type", async () => {
    await seedLead({ full_name: "Won Quote", form_type: "quote", status: "won" });
    await seedLead({ full_name: "New Contact", form_type: "contact" });
    await seedLead({ full_name: "Won Contact", form_type: "contact", status: "won" });
    expect((await names("?status=won")).sort()).toEqual(["Won Contact", "Won Quote"]);
    expect((await names("?form_type=contact")).sort()).toEqual(["New Contact", "Won Contact"]);
    expect(await names("?status=won&form_type=quote")).toEqual(["Won Quote"]);
    expect(await names("?status=lost")).toEqual([]);
    // "All statuses" in a form sends an empty value: no filter.
    expect(await names("?status=&form_type=")).toHaveLength(3);
  });

  it("hides held leads unless asked: spam absent, held, flagged, all", async () => {
    await seedLead({ full_name: "Clean" });
    await seedLead({ full_name: "Flagged", spam_reason: 'Message mentions "SEO" with no signs of a sales pitch' });
    await seedLead({ full_name: "Held", is_spam: true, spam_reason: 'Hidden field "website" was filled' });
    expect((await names()).sort()).toEqual(["Clean", "Flagged"]);
    expect(await names("?spam=held")).toEqual(["Held"]);
    expect(await names("?spam=flagged")).toEqual(["Flagged"]);
    expect((await names("?spam=all")).sort()).toEqual(["Clean", "Flagged", "Held"]);
    const held = (await list("?spam=held")).leads[0]!;
    expect(held).toMatchObject({ is_spam: true, spam_reason: 'Hidden field "website" was filled' });
  });

  it("filters by Atlanta calendar days, inclusive, across the DST change", async () => {
    // 2026-11-01 is the day clocks go back (EDT -4 to EST -5): that day runs 04:00Z to 05:00Z next day.
    await seedLead({ full_name: "Oct 31 late evening", created_at: "2026-11-01T03:59:59.999Z" }); // 23:59 EDT Oct 31
    await seedLead({ full_name: "Nov 1 first minute", created_at: "2026-11-01T04:00:00.000Z" }); // 00:00 EDT Nov 1
    await seedLead({ full_name: "Nov 1 last minute", created_at: "2026-11-02T04:59:59.999Z" }); // 23:59 EST Nov 1
    await seedLead({ full_name: "Nov 2 first minute", created_at: "2026-11-02T05:00:00.000Z" }); // 00:00 EST Nov 2
    expect((await names("?from=2026-11-01&to=2026-11-01")).sort()).toEqual(["Nov 1 first minute", "Nov 1 last minute"]);
    expect(await names("?to=2026-10-31")).toEqual(["Oct 31 late evening"]);
    expect(await names("?from=2026-11-02")).toEqual(["Nov 2 first minute"]);

    // Spring forward: 2026-03-08 runs 05:00Z to 04:00Z next day (23 hours).
    await seedLead({ full_name: "Mar 8 last minute", created_at: "2026-03-09T03:59:00.000Z" });
    await seedLead({ full_name: "Mar 9 first minute", created_at: "2026-03-09T04:00:00.000Z" });
    expect(await names("?from=2026-03-08&to=2026-03-08")).toEqual(["Mar 8 last minute"]);
  });

  it("searches name, e-mail, phone, message, address, project details and note", async () => {
    await seedLead({ full_name: "Maria Gonçalves" });
    await seedLead({ full_name: "By Email", email: "kowalski.family@outlook.com" });
    await seedLead({ full_name: "By Phone", phone: "(678) 555-0199" });
    await seedLead({ full_name: "By Message", message: "Our deck needs staining before winter" });
    await seedLead({ full_name: "By Address", form_type: "quote", address: "48 Azalea Court, Dunwoody, GA" });
    await seedLead({ full_name: "By Details", form_type: "quote", project_details: "Cabinet doors in oak" });
    await seedLead({ full_name: "By Note", note: "Called back, wants a Saturday visit" });
    expect(await names("?q=gonçalves")).toEqual(["Maria Gonçalves"]);
    expect(await names("?q=KOWALSKI")).toEqual(["By Email"]);
    expect(await names("?q=555-0199")).toEqual(["By Phone"]);
    expect(await names("?q=6785550199")).toEqual(["By Phone"]);
    expect(await names("?q=deck")).toEqual(["By Message"]);
    expect(await names("?q=azalea")).toEqual(["By Address"]);
    expect(await names("?q=cabinet%20doors")).toEqual(["By Details"]);
    expect(await names("?q=saturday")).toEqual(["By Note"]);
    expect(await names("?q=%20%20deck%20%20")).toEqual(["By Message"]);
    expect(await names("?q=nothing-matches-this")).toEqual([]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    await seedLead({ full_name: "Percent", message: "We got 20% off last time" });
    await seedLead({ full_name: "Underscore", message: "user_name is on the invoice" });
    await seedLead({ full_name: "Neither", message: "20 rooms, username unknown" });
    expect(await names("?q=20%25")).toEqual(["Percent"]);
    expect(await names("?q=%25")).toEqual(["Percent"]);
    expect(await names("?q=user_name")).toEqual(["Underscore"]);
    expect(await names("?q=_")).toEqual(["Underscore"]);
    expect(escapeLike("a\\b%c_d")).toBe("a\\\\b\\%c\\_d");
    expect(await names("?q=%5C")).toEqual([]);
  });

  it("refuses bad parameters with 400 naming each one", async () => {
    await expect400("/api/admin/leads?status=archived", ["status"]);
    await expect400("/api/admin/leads?form_type=estimate", ["form_type"]);
    await expect400("/api/admin/leads?spam=yes", ["spam"]);
    await expect400("/api/admin/leads?from=2026-13-01", ["from"]);
    await expect400("/api/admin/leads?to=2026-02-30", ["to"]);
    await expect400("/api/admin/leads?from=11/02/2026", ["from"]);
    await expect400("/api/admin/leads?from=2026-11-10&to=2026-11-01", ["to"]);
    await expect400("/api/admin/leads?page=0", ["page"]);
    await expect400("/api/admin/leads?page=two", ["page"]);
    await expect400("/api/admin/leads?page=1.5", ["page"]);
    await expect400("/api/admin/leads?per_page=101", ["per_page"]);
    await expect400("/api/admin/leads?per_page=0", ["per_page"]);
    await expect400(`/api/admin/leads?q=${"x".repeat(201)}`, ["q"]);
    const body = await expect400("/api/admin/leads?status=archived&per_page=500", ["status", "per_page"]);
    expect(body.error.fields.status).toBe("Status must be one of new, contacted, quoted, won, lost.");
    expect(body.error.fields.per_page).toBe("Per page must be a whole number from 1 to 100.");
  });

  it("answers every parameter at its edges with 400 and fields, never 500: list, CSV and stats", async () => {
    for (const endpoint of ["/api/admin/leads", "/api/admin/leads.csv"]) {
      await expect400(`${endpoint}?to=9999-12-31`, ["to"]);
      await expect400(`${endpoint}?from=9999-12-31`, ["from"]);
      await expect400(`${endpoint}?from=0001-01-01&to=2026-01-01`, ["from"]);
      await expect400(`${endpoint}?from=1999-12-31`, ["from"]);
      await expect400(`${endpoint}?to=2100-01-01`, ["to"]);
      await expect400(`${endpoint}?from=2099-12-31&to=2000-01-01`, ["to"]);
      await expect400(`${endpoint}?from=%FF%FE`, ["from"]);
      await expect400(`${endpoint}?to=2026-11-01%00`, ["to"]);
      await expect400(`${endpoint}?from=%EF%BC%92%EF%BC%90%EF%BC%92%EF%BC%96-01-01`, ["from"]);
      await expect400(`${endpoint}?status=new&status=won`, ["status"]);
      await expect400(`${endpoint}?q=oak&q=elm&spam=held&spam=all`, ["q", "spam"]);
    }
    await expect400("/api/admin/leads?page=99999999999999999999", ["page"]);
    await expect400("/api/admin/leads?page=1e400", ["page"]);
    await expect400("/api/admin/leads?per_page=-1", ["per_page"]);
    await expect400("/api/admin/leads?per_page=100000", ["per_page"]);
    await expect400("/api/admin/leads?page=1&page=2", ["page"]);
    await expect400("/api/admin/stats?weeks=9999999", ["weeks"]);
    await expect400("/api/admin/stats?weeks=-3", ["weeks"]);
    await expect400("/api/admin/stats?weeks=4&weeks=8", ["weeks"]);

    // The widest range allowed, the last page allowed, a repeat of the same value and odd but
    // decodable text all answer 200: they are questions with an answer (maybe an empty list).
    for (const path of [
      "/api/admin/leads?from=2000-01-01&to=2099-12-31",
      "/api/admin/leads?page=1000000&per_page=100",
      "/api/admin/leads?status=new&status=new",
      "/api/admin/leads?q=%E0%A4%A",
      "/api/admin/leads?q=%00%0A%E2%80%AE",
      "/api/admin/leads.csv?from=2000-01-01&to=2099-12-31",
      "/api/admin/stats?weeks=104",
    ]) {
      expect((await adminCall(path)).status, path).toBe(200);
    }
  });

  it("answers other methods with 405 and what is allowed", async () => {
    const response = await adminCall("/api/admin/leads", { method: "POST", body: {} });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET");
    expect((await json(response)).error.message).toBe(ADMIN_MESSAGES.methodNotAllowed);
  });

  it("answers an unknown inbox path with the API's JSON 404", async () => {
    const response = await adminCall("/api/admin/nothing-here");
    expect(response.status).toBe(404);
    expect((await json(response)).error.code).toBe("not_found");
  });
});

describe("GET /api/admin/leads/:id", () => {
  it("answers one lead, held ones included", async () => {
    const id = await seedLead({ full_name: "Held One", is_spam: true, spam_reason: "Sent 1.2 s after the form opened" });
    const response = await adminCall(`/api/admin/leads/${id}`);
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({ ok: true, lead: { id, full_name: "Held One", is_spam: true, notice: null } });
  });

  it("answers 404 for an unknown id", async () => {
    const response = await adminCall("/api/admin/leads/0b5c9a4e-1111-4222-8333-944445555666");
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({
      ok: false,
      error: { code: "not_found", message: ADMIN_MESSAGES.leadNotFound },
    });
  });
});

describe("PATCH /api/admin/leads/:id", () => {
  async function patch(id: string, body: unknown) {
    return adminCall(`/api/admin/leads/${id}`, { method: "PATCH", body });
  }

  it("sets each status and stamps updated_at", async () => {
    const id = await seedLead();
    let previous = "";
    for (const status of [...LEAD_STATUSES].reverse()) {
      const response = await patch(id, { status });
      expect(response.status, status).toBe(200);
      const { lead } = await json(response);
      expect(lead.status).toBe(status);
      expect(lead.updated_at >= previous).toBe(true);
      previous = lead.updated_at;
      expect(await rows("select status from forms where id = ?", id)).toEqual([{ status }]);
    }
    expect(Date.now() - Date.parse(previous)).toBeLessThan(60_000);
  });

  it("saves the note as typed, and clears it", async () => {
    const id = await seedLead();
    const note = "Called Tue 3pm — wants Sherwin-Williams \"Agreeable Gray\".\nQuote by Friday.";
    const { lead } = await json(await patch(id, { note }));
    expect(lead.note).toBe(note);
    expect(lead.status).toBe("new");
    expect((await json(await patch(id, { note: "" }))).lead.note).toBe("");
  });

  it("releases a held lead: keeps the reason, queues its notice, and its journey sends it", async () => {
    const mailer = recordingMailer();
    const testEnv = envWith({ MAILER: mailer });
    // A real held lead: the honeypot was filled, so it was stored without a notice.
    const submitted = await call("/api/leads", { env: testEnv, body: contactBody({ name: "Hal Held", website: "x" }) });
    const { id } = await json(submitted);
    expect(mailer.sent).toHaveLength(0);
    await rows("update forms set spam_reason = ? where id = ?", 'Hidden field "website" was filled', id);
    expect(await rows("select id from email_outbox where lead_id = ?", id)).toEqual([]);

    const response = await adminCall(`/api/admin/leads/${id}`, { method: "PATCH", body: { spam: false }, env: testEnv });
    expect(response.status).toBe(200);
    const { lead } = await json(response);
    expect(lead).toMatchObject({ is_spam: false, spam_reason: 'Hidden field "website" was filled' });
    // Queued (pending) in the answer; the journey started after it sends it.
    expect(["pending", "sent"]).toContain(lead.notice?.status);

    // Releasing twice (a double tap) queues one notice and mails it once.
    expect((await adminCall(`/api/admin/leads/${id}`, { method: "PATCH", body: { spam: false }, env: testEnv })).status).toBe(200);
    expect(await rows("select id from email_outbox where lead_id = ?", id)).toHaveLength(1);

    await runNoticesCron(testEnv);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.subject).toContain("New Contact Form Submission from Hal Held");
    expect((await json(await adminCall(`/api/admin/leads/${id}`))).lead.notice).toMatchObject({ status: "sent", attempts: 1 });
    // Released, it is back in the default list.
    expect((await list()).leads.map((row) => row.id)).toEqual([id]);
  });

  it("holds a lead: out of the default list, into the held view", async () => {
    const id = await seedLead({ full_name: "Suspicious" });
    const { lead } = await json(await patch(id, { spam: true }));
    expect(lead.is_spam).toBe(true);
    expect(await names()).toEqual([]);
    expect(await names("?spam=held")).toEqual(["Suspicious"]);
  });

  it("holding a lead stops its unsent notice; releasing it queues a fresh one that is sent", async () => {
    // The mail service is down when the lead arrives (the binding made to fail,
    // the edge of the world), so its notice stays pending while the journey backs off.
    const down = failingMailer();
    const { id } = await json(await call("/api/leads", { env: envWith({ MAILER: down }), body: contactBody({ name: "Pat Pending" }) }));
    expect(down.calls).toBe(1);
    expect(await rows("select status, attempts from email_outbox where lead_id = ?", id)).toEqual([{ status: "pending", attempts: 1 }]);

    const held = await adminCall(`/api/admin/leads/${id}`, { method: "PATCH", body: { spam: true } });
    expect(held.status).toBe(200);
    expect((await json(held)).lead).toMatchObject({ is_spam: true, notice: null });
    expect(await rows("select id from email_outbox where lead_id = ?", id)).toEqual([]);

    // The mail service is back: the cron that would have sent the due notice sends nothing.
    const mailer = recordingMailer();
    const testEnv = envWith({ MAILER: mailer });
    await runNoticesCron(testEnv);
    expect(mailer.sent).toHaveLength(0);

    // Released: a journey for this release sends the notice at once (the first one is still backing off).
    const released = await adminCall(`/api/admin/leads/${id}`, { method: "PATCH", body: { spam: false }, env: testEnv });
    expect(released.status).toBe(200);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.subject).toContain("New Contact Form Submission from Pat Pending");
    expect((await json(await adminCall(`/api/admin/leads/${id}`))).lead.notice).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("holding a lead keeps a notice already sent, as history", async () => {
    const id = await seedLead();
    await seedNotice(id, { status: "sent", attempts: 1, sent_at: "2026-11-20T15:00:00.000Z" });
    const { lead } = await json(await patch(id, { spam: true }));
    expect(lead).toMatchObject({ is_spam: true, notice: { status: "sent", attempts: 1, sent_at: "2026-11-20T15:00:00.000Z" } });
  });

  it("applies status, note and spam together", async () => {
    const id = await seedLead();
    const { lead } = await json(await patch(id, { status: "lost", note: "Went with another painter", spam: true }));
    expect(lead).toMatchObject({ status: "lost", note: "Went with another painter", is_spam: true });
  });

  it("refuses bad bodies with 400 naming the field, and changes nothing", async () => {
    const id = await seedLead();
    const cases: [unknown, string[]][] = [
      [{ status: "archived" }, ["status"]],
      [{ status: "WON" }, ["status"]],
      [{ note: 42 }, ["note"]],
      [{ note: "x".repeat(5001) }, ["note"]],
      [{ spam: "false" }, ["spam"]],
      [{ is_spam: false }, ["is_spam"]],
      [{ status: "won", email: "new@example.org" }, ["email"]],
      [{}, ["body"]],
    ];
    for (const [body, fields] of cases) {
      const response = await patch(id, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(Object.keys((await json(response)).error.fields)).toEqual(fields);
    }
    expect(await rows("select status, note, is_spam, updated_at from forms where id = ?", id)).toEqual([
      { status: "new", note: "", is_spam: 0, updated_at: null },
    ]);
    const notJson = await adminCall(`/api/admin/leads/${id}`, {
      method: "PATCH",
      rawBody: "status=won",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(notJson.status).toBe(415);
    const broken = await adminCall(`/api/admin/leads/${id}`, {
      method: "PATCH",
      rawBody: "{",
      headers: { "Content-Type": "application/json" },
    });
    expect(broken.status).toBe(400);
  });

  it("answers 404 for an unknown id", async () => {
    const response = await patch("0b5c9a4e-1111-4222-8333-944445555666", { status: "won" });
    expect(response.status).toBe(404);
    expect((await json(response)).error.code).toBe("not_found");
  });
});

describe("DELETE /api/admin/leads/:id", () => {
  it("erases the lead and its outbox row, and nothing else", async () => {
    const mailer = recordingMailer();
    const { id } = await json(await call("/api/leads", { env: envWith({ MAILER: mailer }), body: quoteBody() }));
    const other = await seedLead({ full_name: "Keep Me" });
    expect(await rows("select id from email_outbox where lead_id = ?", id)).toHaveLength(1);

    const response = await adminCall(`/api/admin/leads/${id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ok: true });
    expect(await rows("select id from forms where id = ?", id)).toEqual([]);
    expect(await rows("select id from email_outbox where lead_id = ?", id)).toEqual([]);
    expect(await rows("select full_name from forms")).toEqual([{ full_name: "Keep Me" }]);
    expect(other).toBeTruthy();

    const again = await adminCall(`/api/admin/leads/${id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
  });

  it("relies on nothing but its own statements: D1's foreign key would cascade too", async () => {
    // Documents the schema's cascade in D1 itself (the route deletes explicitly either way).
    const id = await seedLead();
    await seedNotice(id, { status: "pending" });
    expect(await rows("select id from email_outbox where lead_id = ?", id)).toHaveLength(1);
    await rows("delete from forms where id = ?", id);
    expect(await rows("select id from email_outbox where lead_id = ?", id)).toEqual([]);
  });
});
