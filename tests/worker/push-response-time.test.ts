/**
 * The clock on every lead, on real local D1: the first response (a tap on
 * call, text or e-mail, or the first status change from "new") is recorded
 * once, the lead's JSON carries its business minutes, and the dashboard's
 * weekly figures (median, 90th percentile, shares within 5 minutes and an hour).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { addDays, localDate, localDayStart, mondayOf } from "../../common/local-time";
import { adminCall, clearLeads, json, seedLead } from "./helpers";

beforeEach(clearLeads);

async function respond(id: string, how: unknown) {
  return adminCall(`/api/admin/leads/${id}/response`, { method: "POST", body: { how } });
}

describe("the first response", () => {
  it("is the first tap, kept when more taps follow", async () => {
    const id = await seedLead();
    const first = await respond(id, "call");
    expect(first.status).toBe(200);
    const { lead } = await json(first);
    expect(lead.first_response_how).toBe("call");
    expect(lead.first_response_at).not.toBeNull();
    expect(typeof lead.response_business_minutes).toBe("number");

    const second = await json(await respond(id, "email"));
    expect(second.lead).toMatchObject({ first_response_how: "call", first_response_at: lead.first_response_at });
  });

  it("is a status change away from new when no tap came first", async () => {
    const id = await seedLead();
    const unanswered = await json(await adminCall(`/api/admin/leads/${id}`));
    expect(unanswered.lead).toMatchObject({ first_response_at: null, first_response_how: null, response_business_minutes: null });

    await adminCall(`/api/admin/leads/${id}`, { method: "PATCH", body: { note: "left a voicemail?" } });
    expect((await json(await adminCall(`/api/admin/leads/${id}`))).lead.first_response_at).toBeNull();

    const patched = await json(await adminCall(`/api/admin/leads/${id}`, { method: "PATCH", body: { status: "contacted" } }));
    expect(patched.lead.first_response_how).toBe("status");
    const at = patched.lead.first_response_at as string;
    await adminCall(`/api/admin/leads/${id}`, { method: "PATCH", body: { status: "quoted" } });
    await respond(id, "text");
    const later = await json(await adminCall(`/api/admin/leads/${id}`));
    expect(later.lead).toMatchObject({ first_response_how: "status", first_response_at: at });
  });

  it("counts business minutes only, in the list too", async () => {
    // Friday 2026-11-20 17:50 EST, answered Saturday 09:05 EST: 10 + 5 business minutes.
    const id = await seedLead({
      created_at: "2026-11-20T22:50:00.000Z",
      first_response_at: "2026-11-21T14:05:00.000Z",
      first_response_how: "call",
    });
    const { leads } = await json(await adminCall("/api/admin/leads"));
    expect(leads.find((lead: { id: string }) => lead.id === id).response_business_minutes).toBe(15);
  });

  it("refuses an unknown tap with 400 and an unknown lead with 404", async () => {
    const id = await seedLead();
    const bad = await respond(id, "fax");
    expect(bad.status).toBe(400);
    expect(Object.keys((await json(bad)).error.fields)).toEqual(["how"]);
    expect((await respond(crypto.randomUUID(), "call")).status).toBe(404);
  });
});

describe("the dashboard's response times", () => {
  it("gives each week's median, 90th percentile and shares, nulls in a week with no answer", async () => {
    const now = new Date();
    const monday = addDays(mondayOf(localDate(now)), -14);
    // Monday 10:00 Atlanta time (never a DST switch day), answered 2, 4, 30 and 90 business minutes later.
    const arrival = localDayStart(monday).getTime() + 10 * 60 * 60 * 1000;
    for (const minutes of [2, 4, 30, 90]) {
      await seedLead({
        created_at: new Date(arrival).toISOString(),
        first_response_at: new Date(arrival + minutes * 60_000).toISOString(),
        first_response_how: "call",
      });
    }
    // An unanswered lead and a held one count for nothing here.
    await seedLead({ created_at: new Date(arrival).toISOString() });
    await seedLead({
      created_at: new Date(arrival).toISOString(),
      first_response_at: new Date(arrival + 60_000).toISOString(),
      is_spam: true,
    });

    const { stats } = await json(await adminCall("/api/admin/stats?weeks=4"));
    expect(stats.response_times.map((week: { week_start: string }) => week.week_start)).toEqual(
      stats.weeks.map((week: { week_start: string }) => week.week_start),
    );
    const week = stats.response_times.find((entry: { week_start: string }) => entry.week_start === monday);
    expect(week).toEqual({
      week_start: monday,
      answered: 4,
      median_business_minutes: 17,
      p90_business_minutes: 90,
      share_within_5_min: 0.5,
      share_within_hour: 0.75,
    });
    const quiet = stats.response_times.find((entry: { week_start: string }) => entry.week_start === addDays(monday, 7));
    expect(quiet).toEqual({
      week_start: addDays(monday, 7),
      answered: 0,
      median_business_minutes: null,
      p90_business_minutes: null,
      share_within_5_min: null,
      share_within_hour: null,
    });
  });
});
