/**
 * The inbox writes dates from its own US Eastern clock instead of Intl (the
 * first Intl object costs a page 30-60 ms: client/admin/leads/business-clock.ts).
 * Here, in workerd's V8 (the engine that draws the pages), every hour across
 * each daylight-saving switch of many years, and a sample of every day, read
 * exactly as Intl writes them in the business's time zone.
 */
import { describe, expect, it } from "vitest";
import { BUSINESS_TIME_ZONE } from "../../common/constants.ts";
import { businessClock } from "../../client/admin/leads/business-clock.ts";
import { calendarDayWords, fullDate, localDay, whenReceived } from "../../client/admin/leads/format.ts";
import { clockLabel } from "../../common/site-derived.ts";

const zone = { timeZone: BUSINESS_TIME_ZONE };
const intlDay = new Intl.DateTimeFormat("en-CA", { ...zone, year: "numeric", month: "2-digit", day: "2-digit" });
const intlTime = new Intl.DateTimeFormat("en-US", { ...zone, hour: "numeric", minute: "2-digit" });
const intlShort = new Intl.DateTimeFormat("en-US", { ...zone, month: "short", day: "numeric" });
const intlYear = new Intl.DateTimeFormat("en-US", { ...zone, month: "short", day: "numeric", year: "numeric" });
const intlFull = new Intl.DateTimeFormat("en-US", {
  ...zone,
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

const HOUR = 3_600_000;

/** Every 20 minutes over the two days around each switch, and every 7 hours through the year. */
function instantsOf(year: number): Date[] {
  const out: Date[] = [];
  for (const [month, from, to] of [[2, 7, 15], [10, 0, 8]] as const) {
    for (let t = Date.UTC(year, month, from); t < Date.UTC(year, month, to); t += HOUR / 3) out.push(new Date(t));
  }
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 7 * HOUR + 13 * 60_000) out.push(new Date(t));
  return out;
}

describe("the inbox's business clock", () => {
  it("writes the day, the time and the full date exactly as Intl does, across the switches of 2007-2040", () => {
    let checked = 0;
    for (let year = 2007; year <= 2040; year++) {
      for (const date of instantsOf(year)) {
        const iso = date.toISOString();
        expect(localDay(date), iso).toBe(intlDay.format(date));
        expect(fullDate(iso), iso).toBe(intlFull.format(date));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30_000);
  });

  it("says a lead's received time as Intl would: today, yesterday, this year, an older year", () => {
    const now = new Date("2026-11-24T15:00:00Z");
    const cases = [
      ["2026-11-24T14:41:00Z", `Today, ${intlTime.format(new Date("2026-11-24T14:41:00Z"))}`],
      ["2026-11-24T05:05:00Z", `Today, ${intlTime.format(new Date("2026-11-24T05:05:00Z"))}`],
      ["2026-11-24T04:59:00Z", `Yesterday, ${intlTime.format(new Date("2026-11-24T04:59:00Z"))}`],
      ["2026-03-08T06:30:00Z", `${intlShort.format(new Date("2026-03-08T06:30:00Z"))}, ${intlTime.format(new Date("2026-03-08T06:30:00Z"))}`],
      ["2026-03-08T07:30:00Z", `${intlShort.format(new Date("2026-03-08T07:30:00Z"))}, ${intlTime.format(new Date("2026-03-08T07:30:00Z"))}`],
      ["2025-12-29T17:00:00Z", intlYear.format(new Date("2025-12-29T17:00:00Z"))],
      ["2026-01-01T04:30:00Z", intlYear.format(new Date("2026-01-01T04:30:00Z"))],
    ];
    for (const [iso, expected] of cases) expect(whenReceived(iso!, now), iso).toBe(expected);
    expect(whenReceived("not a date", now)).toBe("not a date");
  });

  it("asks Intl for a year outside the rule it knows", () => {
    const date = new Date("2003-07-04T16:00:00Z");
    expect(businessClock(date)).toMatchObject({ year: 2003, month: 7, day: 4, hour: 12, minute: 0, weekday: 5, zoneName: "EDT" });
    expect(fullDate(date.toISOString())).toBe(intlFull.format(date));
  });

  it("writes a calendar day (the dashboard's weeks) as Intl did, for every day of 2024-2031", () => {
    const intlCalendarDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2032, 0, 1); t += 24 * HOUR) {
      const day = new Date(t).toISOString().slice(0, 10);
      expect(calendarDayWords(day), day).toBe(intlCalendarDay.format(t));
    }
    expect(calendarDayWords("2026-02-30")).toBe("2026-02-30");
    expect(calendarDayWords("soon")).toBe("soon");
  });

  it("writes the site's opening hours' clock times as Intl does, for every minute of the day", () => {
    const intlUtc = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    for (let minute = 0; minute <= 24 * 60; minute++) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
      expect(clockLabel(time), time).toBe(intlUtc.format(Date.UTC(2000, 0, 1, 0, minute)));
    }
  });
});
