/**
 * The owner's side, through the inbox API in workerd with real local D1: the
 * estimate calendar in Settings (default until saved, every field checked),
 * the visit on the lead page (confirm, move, cancel, .ics), and "Ask for a
 * review" on a won lead, once, recorded with when and how, counted on the
 * dashboard. The customer mailer is a recording stand-in (the edge of the world).
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { adminCall, envWith, json, recordingMailer, rows, seedLead } from "./helpers";
import { DEFAULT_CALENDAR } from "../../common/booking/calendar";
import { reviewSmsHref } from "../../worker/reviews/request";

afterEach(async () => {
  await env.DB.prepare("delete from estimate_calendar").run();
});

describe("the estimate calendar in Settings", () => {
  it("answers the default until the owner saves one, then the saved one", async () => {
    const first = await json<{ calendar: unknown; is_default: boolean }>(await adminCall("/api/admin/calendar"));
    expect(first).toMatchObject({ calendar: DEFAULT_CALENDAR, is_default: true });
    const mine = { ...DEFAULT_CALENDAR, windows: [{ weekday: 2, start: "08:00", end: "10:00" }], blocked_dates: ["2026-12-24", "2026-12-24"] };
    const saved = await adminCall("/api/admin/calendar", { method: "PUT", body: mine });
    expect(saved.status).toBe(200);
    const again = await json<{ calendar: { blocked_dates: string[] }; is_default: boolean }>(await adminCall("/api/admin/calendar"));
    expect(again.is_default).toBe(false);
    expect(again.calendar.blocked_dates).toEqual(["2026-12-24"]);
  });

  it("refuses a bad calendar with a 400 naming the field, and keeps the old one", async () => {
    const bad = [
      { ...DEFAULT_CALENDAR, visit_minutes: 5 },
      { ...DEFAULT_CALENDAR, windows: [{ weekday: 1, start: "18:00", end: "16:00" }] },
      { ...DEFAULT_CALENDAR, windows: [{ weekday: 9, start: "16:00", end: "18:00" }] },
      { ...DEFAULT_CALENDAR, blocked_dates: ["2026-02-30"] },
      { ...DEFAULT_CALENDAR, days_ahead: 0 },
      { ...DEFAULT_CALENDAR, extra: true },
      { ...DEFAULT_CALENDAR, windows: [{ weekday: 1, start: "16:00", end: "16:30" }] },
    ];
    for (const body of bad) {
      const response = await adminCall("/api/admin/calendar", { method: "PUT", body });
      expect(response.status).toBe(400);
      const answer = await json<{ error: { fields: Record<string, string> } }>(response);
      expect(Object.keys(answer.error.fields).length).toBeGreaterThan(0);
    }
    expect((await json<{ is_default: boolean }>(await adminCall("/api/admin/calendar"))).is_default).toBe(true);
  });
});

async function bookedLead() {
  const id = await seedLead({ form_type: "quote", full_name: "Maria Lopez", address: "12 Oak St, Roswell, GA", phone: "(770) 555-0100" });
  const start = new Date(Date.now() + 3 * 86400_000);
  start.setUTCMinutes(0, 0, 0);
  await env.DB.prepare("insert into estimate_visits (lead_id, start_at, end_at) values (?, ?, ?)")
    .bind(id, start.toISOString(), new Date(start.getTime() + 3600_000).toISOString())
    .run();
  return id;
}

describe("the visit on the lead page", () => {
  it("shows the visit and the booking link, confirms, moves to an open time, gives an .ics, and cancels", async () => {
    const id = await bookedLead();
    const shown = await json<{ visit: { status: string; label: string }; slots: { start: string }[]; booking_path: string }>(await adminCall(`/api/admin/leads/${id}/visit`));
    expect(shown.visit.status).toBe("booked");
    expect(shown.visit.label).toContain("(Atlanta time)");
    expect(shown.booking_path).toMatch(/^\/book\?token=/);
    expect(shown.slots.length).toBeGreaterThan(0);

    const confirmed = await json<{ visit: { status: string } }>(await adminCall(`/api/admin/leads/${id}/visit`, { method: "POST", body: { action: "confirm" } }));
    expect(confirmed.visit.status).toBe("confirmed");

    const target = shown.slots[0]!.start;
    const customer = recordingMailer();
    const moved = await json<{ visit: { start: string; status: string } }>(
      await adminCall(`/api/admin/leads/${id}/visit`, { method: "POST", body: { action: "move", start: target }, env: envWith({ CUSTOMER_MAILER: customer }) }),
    );
    expect(moved.visit).toMatchObject({ start: target, status: "confirmed" });
    // The customer hears of the owner's move, with the updated calendar file.
    expect(customer.sent[0]?.subject).toMatch(/^Your free estimate visit is moved: /);
    expect(String(customer.sent[0]?.attachments?.[0]?.content)).toContain("STATUS:CONFIRMED");
    const notOffered = await adminCall(`/api/admin/leads/${id}/visit`, { method: "POST", body: { action: "move", start: "2020-01-01T00:00:00Z" } });
    expect(notOffered.status).toBe(400);
    const badAction = await adminCall(`/api/admin/leads/${id}/visit`, { method: "POST", body: { action: "explode" } });
    expect(badAction.status).toBe(400);

    const ics = await adminCall(`/api/admin/leads/${id}/visit.ics`);
    expect(ics.headers.get("Content-Type")).toContain("text/calendar");
    const text = await ics.text();
    expect(text).toContain("SUMMARY:Estimate visit: Maria Lopez");
    expect(text).toContain("STATUS:CONFIRMED");

    const cancelled = await json<{ visit: { status: string }; slots: unknown[] }>(
      await adminCall(`/api/admin/leads/${id}/visit`, { method: "POST", body: { action: "cancel" }, env: envWith({ CUSTOMER_MAILER: customer }) }),
    );
    expect(cancelled.visit.status).toBe("cancelled");
    expect(customer.sent[1]?.subject).toBe("Your free estimate visit is cancelled");
    expect(String(customer.sent[1]?.attachments?.[0]?.content)).toContain("METHOD:CANCEL");
    expect((await adminCall(`/api/admin/leads/${id}/visit`, { method: "POST", body: { action: "confirm" } })).status).toBe(404);
  });
});

describe("Ask for a review", () => {
  it("is offered only on a won lead, once, recorded with when and how, and counted on the dashboard", async () => {
    const id = await seedLead({ full_name: "Ann Lee", phone: "(770) 555-0101", status: "contacted" });
    const notWon = await adminCall(`/api/admin/leads/${id}/review-request`, { method: "POST", body: { how: "sms" } });
    expect(notWon.status).toBe(409);
    await env.DB.prepare("update forms set status = 'won' where id = ?").bind(id).run();
    const offer = await json<{ review: { can_ask: boolean; sms_href: string; can_email: boolean; asked: null } }>(await adminCall(`/api/admin/leads/${id}/visit`));
    expect(offer.review).toMatchObject({ can_ask: true, can_email: true, asked: null });
    expect(offer.review.sms_href).toMatch(/^sms:\(?7705550101\)?\?&body=Hi%20Ann%2C%20thank%20you/);
    expect(decodeURIComponent(offer.review.sms_href)).toContain("https://www.google.com/maps/search/");

    const asked = await adminCall(`/api/admin/leads/${id}/review-request`, { method: "POST", body: { how: "sms" } });
    expect(asked.status).toBe(201);
    const again = await adminCall(`/api/admin/leads/${id}/review-request`, { method: "POST", body: { how: "email" } });
    expect(again.status).toBe(409);
    expect((await json<{ error: { code: string } }>(again)).error.code).toBe("already_asked");
    const recorded = await rows<{ how: string; requested_at: string }>("select how, requested_at from review_requests where lead_id = ?", id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.how).toBe("sms");

    const stats = await json<{ stats: { review_requests: { sent: number; by_sms: number } } }>(await adminCall("/api/admin/stats?weeks=4"));
    expect(stats.stats.review_requests.sent).toBeGreaterThanOrEqual(1);
    expect(stats.stats.review_requests.by_sms).toBeGreaterThanOrEqual(1);
  });

  it("sends the e-mail through the customer mailer (escaped, the Google link), and records nothing if it fails", async () => {
    const id = await seedLead({ full_name: "<b>Bob</b>", status: "won" });
    const failing = { send: async () => { throw new Error("Email Service unavailable"); } } as unknown as SendEmail;
    const failed = await adminCall(`/api/admin/leads/${id}/review-request`, { method: "POST", body: { how: "email" }, env: envWith({ CUSTOMER_MAILER: failing }) });
    expect(failed.status).toBe(502);
    expect(await rows("select * from review_requests where lead_id = ?", id)).toHaveLength(0);
    const mailer = recordingMailer();
    const sent = await adminCall(`/api/admin/leads/${id}/review-request`, { method: "POST", body: { how: "email" }, env: envWith({ CUSTOMER_MAILER: mailer }) });
    expect(sent.status).toBe(201);
    const mail = mailer.sent[0]!;
    expect(mail.text).toContain("Hi,");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("Write a Google review");
    const off = await seedLead({ status: "won" });
    const refused = await adminCall(`/api/admin/leads/${off}/review-request`, { method: "POST", body: { how: "email" }, env: envWith({ CUSTOMER_MAIL: "off" }) });
    expect(refused.status).toBe(409);
    expect((await adminCall(`/api/admin/leads/${off}/review-request`, { method: "POST", body: { how: "fax" } })).status).toBe(400);
  });

  it("builds the sms: link only for a number that can take a text", () => {
    expect(reviewSmsHref({ full_name: "A", phone: "" }, "https://g.example")).toBeNull();
    expect(reviewSmsHref({ full_name: "A", phone: "+1 770 555 0101" }, "https://g.example")).toMatch(/^sms:\+17705550101\?&body=/);
  });
});
