/**
 * Business hours as a clock (Mon-Fri 8-6, Sat 9-4, Sunday closed, Atlanta
 * time), across weekends and both daylight-saving switches. Instants are
 * written in UTC with the local time beside them.
 */
import { describe, expect, it } from "vitest";
import { addBusinessMinutes, businessMinutesBetween, isWithinBusinessHours, nextBusinessOpening } from "../../common/business-hours";

describe("businessMinutesBetween", () => {
  it("counts the minutes inside one working day", () => {
    // Tue 2026-11-24 10:00 to 10:12 EST.
    expect(businessMinutesBetween("2026-11-24T15:00:00Z", "2026-11-24T15:12:00Z")).toBe(12);
  });

  it("counts nothing outside the hours, and from the opening after a night", () => {
    // Tue 21:00 EST to Wed 08:10 EST: only 8:00-8:10.
    expect(businessMinutesBetween("2026-11-25T02:00:00Z", "2026-11-25T13:10:00Z")).toBe(10);
    // Tue 19:00 to 22:00 EST: closed all the time.
    expect(businessMinutesBetween("2026-11-25T00:00:00Z", "2026-11-25T03:00:00Z")).toBe(0);
  });

  it("spans a weekend: Friday's last hour, Saturday 9-4, Sunday closed, Monday from 8", () => {
    // Fri 2026-11-20 17:00 EST to Mon 2026-11-23 08:30 EST: 60 + 420 + 0 + 30.
    expect(businessMinutesBetween("2026-11-20T22:00:00Z", "2026-11-23T13:30:00Z")).toBe(510);
  });

  it("is right across the spring switch (EST to EDT on Sunday 2026-03-08)", () => {
    // Sat 2026-03-07 15:00 EST (UTC-5) to Mon 2026-03-09 09:00 EDT (UTC-4): Saturday's last hour, Monday's first.
    expect(businessMinutesBetween("2026-03-07T20:00:00Z", "2026-03-09T13:00:00Z")).toBe(120);
  });

  it("is right across the autumn switch (EDT to EST on Sunday 2026-11-01)", () => {
    // Sat 2026-10-31 15:00 EDT to Mon 2026-11-02 09:00 EST.
    expect(businessMinutesBetween("2026-10-31T19:00:00Z", "2026-11-02T14:00:00Z")).toBe(120);
  });

  it("is zero when the end is not after the start, and keeps fractions", () => {
    expect(businessMinutesBetween("2026-11-24T15:00:00Z", "2026-11-24T14:00:00Z")).toBe(0);
    expect(businessMinutesBetween("2026-11-24T15:00:00Z", "2026-11-24T15:00:30Z")).toBe(0.5);
  });
});

describe("isWithinBusinessHours", () => {
  it("includes the opening minute and excludes the closing one", () => {
    expect(isWithinBusinessHours("2026-11-20T13:00:00Z")).toBe(true); // Fri 08:00 EST
    expect(isWithinBusinessHours("2026-11-20T12:59:59Z")).toBe(false); // Fri 07:59:59
    expect(isWithinBusinessHours("2026-11-20T22:59:00Z")).toBe(true); // Fri 17:59
    expect(isWithinBusinessHours("2026-11-20T23:00:00Z")).toBe(false); // Fri 18:00
  });

  it("knows Saturday's shorter hours and the closed Sunday", () => {
    expect(isWithinBusinessHours("2026-11-21T13:30:00Z")).toBe(false); // Sat 08:30
    expect(isWithinBusinessHours("2026-11-21T14:00:00Z")).toBe(true); // Sat 09:00
    expect(isWithinBusinessHours("2026-11-21T21:00:00Z")).toBe(false); // Sat 16:00
    expect(isWithinBusinessHours("2026-11-22T17:00:00Z")).toBe(false); // Sun 12:00
  });

  it("reads summer time as summer time", () => {
    expect(isWithinBusinessHours("2026-07-06T12:00:00Z")).toBe(true); // Mon 08:00 EDT
    expect(isWithinBusinessHours("2026-07-06T11:59:00Z")).toBe(false); // Mon 07:59 EDT
  });
});

describe("nextBusinessOpening", () => {
  it("is the instant itself while open", () => {
    expect(nextBusinessOpening("2026-11-24T15:00:00Z").toISOString()).toBe("2026-11-24T15:00:00.000Z");
  });

  it("is Saturday 9:00 after Friday's close, Monday 8:00 after Saturday's", () => {
    expect(nextBusinessOpening("2026-11-21T00:30:00Z").toISOString()).toBe("2026-11-21T14:00:00.000Z"); // Fri 19:30 EST
    expect(nextBusinessOpening("2026-11-21T22:00:00Z").toISOString()).toBe("2026-11-23T13:00:00.000Z"); // Sat 17:00 EST
  });

  it("is the same morning before opening", () => {
    expect(nextBusinessOpening("2026-11-24T07:00:00Z").toISOString()).toBe("2026-11-24T13:00:00.000Z"); // Tue 02:00 EST
  });

  it("lands on the new offset after either switch", () => {
    // Sun 2026-03-08 12:00 EDT: Monday 08:00 EDT = 12:00Z.
    expect(nextBusinessOpening("2026-03-08T16:00:00Z").toISOString()).toBe("2026-03-09T12:00:00.000Z");
    // Sat 2026-10-31 17:00 EDT: Monday 2026-11-02 08:00 EST = 13:00Z.
    expect(nextBusinessOpening("2026-10-31T21:00:00Z").toISOString()).toBe("2026-11-02T13:00:00.000Z");
  });
});

describe("addBusinessMinutes", () => {
  it("carries what is left of a day over to the next opening", () => {
    // Fri 17:50 EST + 15 business minutes = Sat 09:05 EST.
    expect(addBusinessMinutes("2026-11-20T22:50:00Z", 15).toISOString()).toBe("2026-11-21T14:05:00.000Z");
    // Sat 22:00 EST + 15 = Mon 08:15 EST.
    expect(addBusinessMinutes("2026-11-22T03:00:00Z", 15).toISOString()).toBe("2026-11-23T13:15:00.000Z");
  });

  it("agrees with businessMinutesBetween", () => {
    const start = "2026-11-19T20:17:00Z";
    const end = addBusinessMinutes(start, 700);
    expect(businessMinutesBetween(start, end)).toBe(700);
  });
});

describe("public holidays (common/public-holidays.json)", () => {
  it("count as closed all day: Thanksgiving 2026 adds no minutes, and the clock resumes on Friday", () => {
    // Wed 2026-11-25 17:00 EST to Fri 2026-11-27 08:30 EST: Wednesday's last hour, Thursday closed, Friday's first half hour.
    expect(businessMinutesBetween("2026-11-25T22:00:00Z", "2026-11-27T13:30:00Z")).toBe(90);
    expect(isWithinBusinessHours("2026-11-26T15:00:00Z")).toBe(false);
  });

  it("move a business-hours-only phone's push and the reminder to the next opening after the holiday", () => {
    // Thanksgiving 10:00 EST: next opening Friday 8:00 EST.
    expect(nextBusinessOpening("2026-11-26T15:00:00Z").toISOString()).toBe("2026-11-27T13:00:00.000Z");
    // A lead on Christmas Eve at 17:50 EST (Thursday): 10 minutes that day, Christmas closed, 5 more on Saturday the 26th from 9:00.
    expect(addBusinessMinutes("2026-12-24T22:50:00Z", 15).toISOString()).toBe("2026-12-26T14:05:00.000Z");
  });

  it("use the observed date: Independence Day 2026 falls on a Saturday and is kept on Friday July 3", () => {
    expect(isWithinBusinessHours("2026-07-03T14:00:00Z")).toBe(false);
    expect(isWithinBusinessHours("2026-07-04T14:00:00Z")).toBe(true);
  });
});
