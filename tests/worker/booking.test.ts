/**
 * Booking the estimate visit, in workerd with real local D1: slot generation
 * (weekly windows in Atlanta time across daylight saving time, holidays,
 * blocked dates, minimum notice, booked times), the signed link (expired,
 * forged, altered), the API's answers (201, 409 slot_taken for the loser of
 * two concurrent bookings, 410, 400 for a time not offered, a 4xx with a
 * message for every bad field), move and cancel up to the minimum notice, the
 * page without JavaScript, and the owner's notice. The mail service is the
 * edge of the world: recording send_email bindings stand in for it.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { adminCall, call, envWith, json, recordingMailer, request, rows, seedLead, freshIp } from "./helpers";
import { makeDevice, standInPushService, subscriptionBody } from "./push-helpers";
import { DEFAULT_CALENDAR, type EstimateCalendar } from "../../common/booking/calendar";
import { openSlots, visitLabel } from "../../common/booking/slots";
import { signBookingToken, verifyBookingToken } from "../../worker/booking/token";
import { visitIcs } from "../../worker/booking/ics";
import { saveCalendar } from "../../worker/booking/calendar-storage";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../worker/index";

const SECRET = "test-only-booking-token-secret-0123456789";

function local(slotIso: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", hour12: false }).format(new Date(slotIso));
}

describe("openSlots", () => {
  it("lays visits end to end inside the default windows, in Atlanta time, from the minimum notice on", () => {
    // Monday 2026-11-30 10:00 in Atlanta (15:00 UTC): 24 h notice skips Monday's 4 and 5 PM.
    const slots = openSlots({ ...DEFAULT_CALENDAR, days_ahead: 2 }, new Date("2026-11-30T15:00:00Z"));
    expect(slots.map((slot) => slot.start)).toEqual(["2026-12-01T21:00:00.000Z", "2026-12-01T22:00:00.000Z"]);
    expect(slots.map((slot) => local(slot.start))).toEqual(["Tue, Dec 1, 16:00", "Tue, Dec 1, 17:00"]);
    expect(slots[0]!.end).toBe("2026-12-01T22:00:00.000Z");
  });

  it("keeps 4 PM at 4 PM on both sides of the November switch (EDT, then EST)", () => {
    const calendar: EstimateCalendar = { ...DEFAULT_CALENDAR, min_notice_hours: 0, days_ahead: 4, holidays_closed: false };
    // Friday 2026-10-30, 08:00 EDT.
    const starts = openSlots(calendar, new Date("2026-10-30T12:00:00Z")).map((slot) => slot.start);
    expect(starts).toContain("2026-10-30T20:00:00.000Z"); // Fri 4 PM EDT (UTC-4)
    expect(starts).toContain("2026-10-31T13:00:00.000Z"); // Sat 9 AM EDT
    expect(starts).toContain("2026-11-02T21:00:00.000Z"); // Mon 4 PM EST (UTC-5)
    expect(starts.some((start) => start.startsWith("2026-11-01"))).toBe(false); // Sunday: no window
  });

  it("keeps 9 AM at 9 AM across the March switch", () => {
    const calendar: EstimateCalendar = { ...DEFAULT_CALENDAR, min_notice_hours: 0, days_ahead: 10, holidays_closed: false };
    const starts = openSlots(calendar, new Date("2027-03-06T05:00:00Z")).map((slot) => slot.start);
    expect(starts).toContain("2027-03-06T14:00:00.000Z"); // Sat Mar 6, 9 AM EST
    expect(starts).toContain("2027-03-13T14:00:00.000Z"); // Sat Mar 13, 9 AM EST (the switch is the next night)
    expect(starts).toContain("2027-03-15T20:00:00.000Z"); // Mon Mar 15, 4 PM EDT
  });

  it("closes on public holidays unless told not to, and on blocked dates", () => {
    const now = new Date("2026-11-23T05:00:00Z"); // Monday Nov 23, midnight
    const base: EstimateCalendar = { ...DEFAULT_CALENDAR, min_notice_hours: 0, days_ahead: 7 };
    const days = (calendar: EstimateCalendar) => new Set(openSlots(calendar, now).map((slot) => local(slot.start).split(",").slice(0, 2).join(",")));
    expect(days(base).has("Thu, Nov 26")).toBe(false); // Thanksgiving
    expect(days({ ...base, holidays_closed: false }).has("Thu, Nov 26")).toBe(true);
    expect(days({ ...base, blocked_dates: ["2026-11-24"] }).has("Tue, Nov 24")).toBe(false);
    expect(days(base).has("Tue, Nov 24")).toBe(true);
  });

  it("leaves out times that overlap a booked visit, and honours the minimum notice to the minute", () => {
    const calendar: EstimateCalendar = { ...DEFAULT_CALENDAR, days_ahead: 3, min_notice_hours: 24 };
    const now = new Date("2026-12-01T21:00:00Z"); // Tue 4 PM
    const starts = openSlots(calendar, now, [{ start: "2026-12-02T22:00:00.000Z", end: "2026-12-02T23:00:00.000Z" }]).map((slot) => slot.start);
    expect(starts[0]).toBe("2026-12-02T21:00:00.000Z"); // exactly 24 h ahead is allowed
    expect(starts).not.toContain("2026-12-02T22:00:00.000Z");
    expect(starts).not.toContain("2026-12-01T22:00:00.000Z");
  });

  it("labels a visit as the owner reads it", () => {
    expect(visitLabel("2026-12-02T21:00:00.000Z")).toBe("Wed Dec 2, 4:00 PM");
  });
});

describe("the signed link", () => {
  const lead = "0b4c1a52-8d8e-4c7a-9e8e-1f0a1b2c3d4e";
  it("names its lead until 14 days after the lead, and then answers 410", async () => {
    const issued = new Date("2026-11-01T12:00:00Z");
    const token = await signBookingToken(SECRET, lead, issued);
    expect((await verifyBookingToken(SECRET, token, new Date("2026-11-15T11:59:00Z"))).leadId).toBe(lead);
    await expect(verifyBookingToken(SECRET, token, new Date("2026-11-15T12:00:01Z"))).rejects.toMatchObject({ status: 410, code: "link_expired" });
  });

  it("refuses a forged or altered token (403) and a malformed one (400)", async () => {
    const now = new Date("2026-11-02T00:00:00Z");
    const token = await signBookingToken(SECRET, lead, new Date("2026-11-01T12:00:00Z"));
    await expect(verifyBookingToken("another-secret-of-thirty-two-chars!!", token, now)).rejects.toMatchObject({ status: 403, code: "token_forged" });
    const [id, expires, signature] = token.split(".");
    const later = await signBookingToken(SECRET, lead, new Date("2026-12-01T12:00:00Z"));
    await expect(verifyBookingToken(SECRET, `${id}.${later.split(".")[1]}.${signature}`, now)).rejects.toMatchObject({ status: 403 });
    await expect(verifyBookingToken(SECRET, `0b4c1a52-8d8e-4c7a-9e8e-1f0a1b2c3d4f.${expires}.${signature}`, now)).rejects.toMatchObject({ status: 403 });
    await expect(verifyBookingToken(SECRET, "not-a-token", now)).rejects.toMatchObject({ status: 400, code: "token_invalid" });
    await expect(verifyBookingToken(SECRET, undefined, now)).rejects.toMatchObject({ status: 400, code: "token_missing" });
  });
});

async function quoteLead(overrides: Record<string, unknown> = {}): Promise<{ id: string; token: string }> {
  const id = await seedLead({ form_type: "quote", full_name: "Maria Lopez", address: "12 Oak St, Roswell, GA", phone: "(770) 555-0100", ...overrides });
  const [row] = await rows<{ created_at: string }>("select created_at from forms where id = ?", id);
  return { id, token: await signBookingToken(SECRET, id, new Date(row!.created_at)) };
}

interface SlotsAnswer {
  slots: { start: string; end: string; day: string; time: string }[];
  visit: { start: string; status: string; label: string } | null;
  can_change: boolean;
}

async function slotsOf(token: string): Promise<SlotsAnswer> {
  const response = await call(`/api/booking/slots?token=${encodeURIComponent(token)}`, { method: "GET" });
  expect(response.status).toBe(200);
  return json<SlotsAnswer>(response);
}

function book(token: string, start: unknown, options: { env?: Cloudflare.Env; ip?: string } = {}) {
  return call("/api/booking", { body: { token, start }, ...options });
}

/** The first open time not taken by other tests in this file (they share the calendar). */
async function freeStart(token: string, index = 0): Promise<string> {
  const { slots } = await slotsOf(token);
  expect(slots.length).toBeGreaterThan(index);
  return slots[index]!.start;
}

describe("the booking API", () => {
  it("lists only times inside the owner's windows, in Atlanta time", async () => {
    const { token } = await quoteLead();
    const { slots, visit } = await slotsOf(token);
    expect(visit).toBeNull();
    expect(slots.length).toBeGreaterThan(5);
    for (const slot of slots) {
      const [weekday, , , time] = local(slot.start).replace(/,/g, "").split(" ");
      if (weekday === "Sat") expect(["9:00", "10:00", "11:00"].map((t) => t.padStart(5, "0"))).toContain(time!.padStart(5, "0"));
      else expect(["16:00", "17:00"]).toContain(time);
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(Date.now() + 24 * 3600_000 - 60_000);
    }
    expect(slots[0]!.time).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
  });

  it("books an offered time (201), mails and buzzes the owner, mails the customer an .ics, and refuses the same time to another lead (409)", async () => {
    const owner = recordingMailer();
    const customer = recordingMailer();
    const testEnv = envWith({ MAILER: owner, CUSTOMER_MAILER: customer });
    const first = await quoteLead();
    const second = await quoteLead({ full_name: "Other Person" });
    const start = await freeStart(first.token);
    // The owner's phone, behind a stand-in push service (the real ones cannot be reached from here).
    const device = await makeDevice();
    expect((await adminCall("/api/admin/push/subscriptions", { method: "POST", body: subscriptionBody(device) })).status).toBeLessThan(300);
    const pushService = standInPushService([device]);
    let booked: Response;
    try {
      booked = await book(first.token, start, { env: testEnv });
    } finally {
      pushService.restore();
      // The other tests book without a phone to buzz.
      await env.DB.prepare("delete from push_subscriptions").run();
    }
    expect(pushService.received.map((push) => push.payload)).toContainEqual({
      title: "Estimate visit booked",
      body: `Maria Lopez, ${visitLabel(start)}, Roswell`,
      url: `/admin/leads/${first.id}`,
      tag: `visit-${first.id}`,
    });
    expect(booked.status).toBe(201);
    const { visit } = await json<{ visit: { start: string; status: string; label: string } }>(booked);
    expect(visit).toMatchObject({ start, status: "booked" });
    expect(visit.label).toContain("(Atlanta time)");

    const notice = owner.sent.find((mail) => mail.subject.startsWith("Estimate visit booked: Maria Lopez"));
    expect(notice?.subject).toBe(`Estimate visit booked: Maria Lopez, ${visitLabel(start)}, Roswell`);
    expect(notice?.attachments?.[0]?.filename).toBe("estimate-visit.ics");
    const customerMail = customer.sent.find((mail) => mail.subject.startsWith("Your free estimate visit"));
    expect(customerMail?.to).toBeTypeOf("string");
    expect(String(customerMail?.attachments?.[0]?.content)).toContain("BEGIN:VEVENT");

    const taken = await book(second.token, start, { env: testEnv });
    expect(taken.status).toBe(409);
    const refusal = await json<{ error: { code: string; message: string }; slots: { start: string }[] }>(taken);
    expect(refusal.error.code).toBe("slot_taken");
    expect(refusal.error.message).toMatch(/just booked/);
    expect(refusal.slots.map((slot) => slot.start)).not.toContain(start);
    expect((await slotsOf(second.token)).slots.map((slot) => slot.start)).not.toContain(start);
  });

  it("two customers tapping the same time at once: one 201, one 409", async () => {
    const a = await quoteLead();
    const b = await quoteLead();
    const start = await freeStart(a.token, 1);
    const answers = await Promise.all([book(a.token, start), book(b.token, start)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await rows("select id from estimate_visits where start_at = ? and status != 'cancelled'", start)).toHaveLength(1);
  });

  it("answers 400 for a time not offered, and a 4xx with a message for every bad field or token", async () => {
    const { token } = await quoteLead();
    const cases: [unknown, number, string][] = [
      [{ token, start: "2026-11-29T20:00:00.000Z" }, 400, "not_offered"], // a Sunday
      [{ token, start: "tomorrow at four" }, 400, "start_invalid"],
      [{ token, start: 12 }, 400, "start_invalid"],
      [{ token }, 400, "start_missing"],
      [{ token, start: "2026-12-01T21:00:00.000Z", extra: 1 }, 400, "unknown_field"],
      [{ start: "2026-12-01T21:00:00.000Z" }, 400, "token_missing"],
      [{ token: "abc", start: "2026-12-01T21:00:00.000Z" }, 400, "token_invalid"],
      [{ token: token.replace(/.$/, (c) => (c === "A" ? "B" : "A")), start: "2026-12-01T21:00:00.000Z" }, 403, "token_forged"],
      [{ token, start: "2026-12-01T21:00:00.000Z", action: "delete" }, 400, "invalid_action"],
    ];
    for (const [body, status, code] of cases) {
      const response = await call("/api/booking", { body });
      expect(response.status, code).toBe(status);
      const answer = await json<{ error: { code: string; message: string } }>(response);
      expect(answer.error.code).toBe(code);
      expect(answer.error.message.length).toBeGreaterThan(10);
    }
    const notJson = await call("/api/booking", { rawBody: "[1]", headers: { "Content-Type": "application/json" } });
    expect(notJson.status).toBe(400);
    const noToken = await call("/api/booking/slots", { method: "GET" });
    expect(noToken.status).toBe(400);
  });

  it("answers 410 for an expired link and for a lead that was erased", async () => {
    const id = await seedLead({ form_type: "quote", created_at: new Date(Date.now() - 15 * 86400_000).toISOString() });
    const expired = await signBookingToken(SECRET, id, new Date(Date.now() - 15 * 86400_000));
    const response = await call(`/api/booking/slots?token=${encodeURIComponent(expired)}`, { method: "GET" });
    expect(response.status).toBe(410);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe("link_expired");
    const { id: gone, token } = await quoteLead();
    await env.DB.prepare("delete from forms where id = ?").bind(gone).run();
    expect((await call(`/api/booking/slots?token=${encodeURIComponent(token)}`, { method: "GET" })).status).toBe(410);
  });

  it("moves and cancels with the customer's link, until the minimum notice", async () => {
    const owner = recordingMailer();
    const testEnv = envWith({ MAILER: owner, CUSTOMER_MAILER: recordingMailer() });
    const { id, token } = await quoteLead();
    const [first, second] = [await freeStart(token, 2), await freeStart(token, 3)];
    expect((await book(token, first, { env: testEnv })).status).toBe(201);
    const moved = await book(token, second, { env: testEnv });
    expect(moved.status).toBe(200);
    expect((await json<{ visit: { start: string } }>(moved)).visit.start).toBe(second);
    const live = await rows<{ start_at: string }>("select start_at from estimate_visits where lead_id = ? and status != 'cancelled'", id);
    expect(live).toEqual([{ start_at: second }]);
    expect(owner.sent.some((mail) => mail.subject.startsWith("Estimate visit moved: "))).toBe(true);
    // The old time is open again.
    expect((await slotsOf(token)).slots.map((slot) => slot.start)).toContain(first);

    const cancelled = await call("/api/booking/cancel", { body: { token }, env: testEnv });
    expect(cancelled.status).toBe(200);
    expect((await json<{ visit: { status: string } }>(cancelled)).visit.status).toBe("cancelled");
    expect(owner.sent.some((mail) => mail.subject.startsWith("Estimate visit cancelled: "))).toBe(true);
    expect((await slotsOf(token)).visit).toBeNull();
    expect((await call("/api/booking/cancel", { body: { token } })).status).toBe(404);
  });

  it("refuses to move or cancel inside the minimum notice (409 too_late)", async () => {
    const { id, token } = await quoteLead();
    const soon = new Date(Date.now() + 3 * 3600_000).toISOString();
    await env.DB.prepare("insert into estimate_visits (lead_id, start_at, end_at, status) values (?, ?, ?, 'booked')")
      .bind(id, soon, new Date(Date.parse(soon) + 3600_000).toISOString())
      .run();
    const answer = await slotsOf(token);
    expect(answer.can_change).toBe(false);
    const cancel = await call("/api/booking/cancel", { body: { token } });
    expect(cancel.status).toBe(409);
    expect((await json<{ error: { code: string } }>(cancel)).error.code).toBe("too_late");
    expect((await book(token, await freeStart(token))).status).toBe(409);
  });

  it("limits a flood of changes from one visitor key like leads (429 with Retry-After)", async () => {
    const ip = freshIp();
    const a = await quoteLead();
    const b = await quoteLead();
    expect((await book(a.token, await freeStart(a.token, 4), { ip })).status).toBe(201);
    const flood = await book(b.token, await freeStart(b.token, 5), { ip });
    expect(flood.status).toBe(429);
    expect(Number(flood.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("follows the owner's saved calendar", async () => {
    const { token } = await quoteLead();
    await saveCalendar(env.DB, { ...DEFAULT_CALENDAR, windows: [{ weekday: 3, start: "10:00", end: "11:30" }], visit_minutes: 45, min_notice_hours: 0 }, new Date().toISOString());
    try {
      const { slots } = await slotsOf(token);
      expect(slots.length).toBeGreaterThan(0);
      for (const slot of slots) expect(local(slot.start)).toMatch(/^Wed, .*, (10:00|10:45)$/);
    } finally {
      await env.DB.prepare("delete from estimate_calendar").run();
    }
  });
});

describe("the booking page without JavaScript", () => {
  async function page(path: string, init?: { body: string }) {
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      request(path, init ? { rawBody: init.body, headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://site.test" } } : { method: "GET" }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("lists the open times as a form, books with a plain post, and shows the visit with Add to calendar and Cancel", async () => {
    const { token } = await quoteLead({ full_name: "<script>alert(1)</script>" });
    const get = await page(`/book?token=${encodeURIComponent(token)}`);
    expect(get.status).toBe(200);
    expect(get.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const html = await get.text();
    expect(html).toContain('<form method="post" action="/api/booking">');
    expect(html).toMatch(/<fieldset><legend>\w+day, \w+ \d+<\/legend>/);
    expect(html).not.toContain("<script");
    const start = /name="start" value="([^"]+)"/.exec(html)![1]!;
    const posted = await page("/api/booking", { body: new URLSearchParams({ token, action: "book", start }).toString() });
    expect(posted.status).toBe(201);
    const after = await posted.text();
    expect(after).toContain('role="status"');
    expect(after).toContain("Your visit is booked.");
    expect(after).toContain("Add to calendar");
    expect(after).toContain("Cancel my visit");
    const ics = await call(`/api/booking/visit.ics?token=${encodeURIComponent(token)}`, { method: "GET" });
    expect(ics.headers.get("Content-Type")).toContain("text/calendar");
    expect(await ics.text()).toContain("SUMMARY:Free estimate visit: Peachtree Brush Painting");
  });

  it("answers a broken link with a page that says why and gives the phone", async () => {
    const response = await page("/book?token=nonsense");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain("tel:");
  });
});

describe("visitIcs", () => {
  it("writes one VEVENT in UTC with escaped text", () => {
    const ics = visitIcs(
      { id: 7, start_at: "2026-12-02T21:00:00.000Z", end_at: "2026-12-02T22:00:00.000Z", status: "booked" },
      { summary: "Estimate visit: Lopez, Maria; Roswell", description: "line1\nline2", host: "example.com", stamp: new Date("2026-11-24T00:00:00Z") },
    );
    expect(ics).toContain("DTSTART:20261202T210000Z\r\n");
    expect(ics).toContain("SUMMARY:Estimate visit: Lopez\\, Maria\\; Roswell\r\n");
    expect(ics).toContain("DESCRIPTION:line1\\nline2\r\n");
    expect(ics).toContain("UID:estimate-visit-7@example.com");
  });
});
