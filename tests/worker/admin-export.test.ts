/**
 * The inbox's CSV export and dashboard stats, against real local D1, and the
 * Atlanta calendar arithmetic both rely on.
 */
import { env } from "cloudflare:workers";
import { getTableColumns } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CSV_HEADINGS, UTF8_BOM, csvCell } from "../../worker/admin/csv";
import { addDays, localDate, localDayStart, mondayOf, parseCalendarDate } from "../../common/local-time";
import { dashboardStats, leadSource, leadTown, siteHosts } from "../../worker/admin/stats";
import { forms } from "../../worker/db/schema";
import { adminCall, clearLeads, json, rows, seedLead, seedNotice } from "./helpers";

beforeEach(clearLeads);

/** RFC 4180 reader: quoted cells, doubled quotes, CRLF rows, line breaks inside quotes. */
function parseCsv(text: string): string[][] {
  const table: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(cell);
      cell = "";
    } else if (character === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      table.push(row);
      row = [];
      cell = "";
      index++;
    } else cell += character;
  }
  if (cell || row.length) throw new Error("The file does not end with CRLF");
  return table;
}

async function download(query = ""): Promise<{ response: Response; text: string; records: Record<string, string>[] }> {
  const response = await adminCall(`/api/admin/leads.csv${query}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  const [headings, ...body] = parseCsv(text.replace(/^\uFEFF/, ""));
  const records = body.map((cells) => Object.fromEntries(headings!.map((heading, index) => [heading, cells[index]!])));
  return { response, text, records };
}

describe("GET /api/admin/leads.csv", () => {
  it("is a UTF-8 CSV attachment named for today in Atlanta, with a BOM Excel reads accents by", async () => {
    await seedLead({ full_name: "José Ñúñez-Åberg" });
    const { response, text, records } = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="leads-${localDate(new Date())}.csv"`);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(records).toHaveLength(1);
    expect(records[0]!["full_name"]).toBe("José Ñúñez-Åberg");
  });

  it("has a column for every stored field, the notice's state and a local time", async () => {
    for (const column of Object.keys(getTableColumns(forms))) expect(CSV_HEADINGS).toContain(column);
    for (const column of ["notice_status", "notice_attempts", "notice_last_error", "notice_sent_at", "received_atlanta_time"]) {
      expect(CSV_HEADINGS).toContain(column);
    }
    const id = await seedLead({
      full_name: "Row Check",
      created_at: "2026-07-04T16:05:00.000Z",
      utm_source: "google",
      status: "quoted",
      note: "Sent the quote",
    });
    await seedNotice(id, { status: "sent", attempts: 2, sent_at: "2026-07-04T16:06:00.000Z" });
    const { records } = await download();
    expect(records[0]).toMatchObject({
      id,
      full_name: "Row Check",
      created_at: "2026-07-04T16:05:00.000Z",
      received_atlanta_time: "2026-07-04 12:05",
      utm_source: "google",
      utm_medium: "",
      status: "quoted",
      note: "Sent the quote",
      is_spam: "false",
      notice_status: "sent",
      notice_attempts: "2",
      notice_sent_at: "2026-07-04T16:06:00.000Z",
    });
  });

  it("neutralises every cell a spreadsheet would run, and quotes commas, quotes and line breaks", async () => {
    await seedLead({
      full_name: '=HYPERLINK("http://evil.example","Click")',
      email: "@SUM(A1:A9)@gmail.com",
      phone: "+1 770 555 0142",
      message: "-2+3, then \"quoted\"\r\nsecond line",
      address: "\t=cmd|' /C calc'!A0",
      project_details: "\r=1+1",
      note: "plain = not at the start",
    });
    const { records, text } = await download();
    const record = records[0]!;
    expect(record["full_name"]).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect(record["email"]).toBe("'@SUM(A1:A9)@gmail.com");
    expect(record["phone"]).toBe("'+1 770 555 0142");
    expect(record["message"]).toBe("'-2+3, then \"quoted\"\r\nsecond line");
    expect(record["address"]).toBe("'\t=cmd|' /C calc'!A0");
    expect(record["project_details"]).toBe("'\r=1+1");
    expect(record["note"]).toBe("plain = not at the start");
    // No cell in the file starts with a formula character once unquoted.
    for (const value of Object.values(record)) expect(value).not.toMatch(/^[=+\-@\t\r]/);
    expect(text).toContain('"\'-2+3, then ""quoted""\r\nsecond line"');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell(null)).toBe("");
    expect(csvCell("-")).toBe("'-");
  });

  it("exports the same filters as the list, all pages, newest first", async () => {
    await seedLead({ full_name: "Won Early", status: "won", created_at: "2026-11-02T15:00:00.000Z" });
    await seedLead({ full_name: "Won Late", status: "won", created_at: "2026-11-20T15:00:00.000Z" });
    await seedLead({ full_name: "New One", created_at: "2026-11-10T15:00:00.000Z" });
    await seedLead({ full_name: "Held One", is_spam: true, spam_reason: "Sent 0.4 s after the form opened" });
    const fullNames = async (query: string) => (await download(query)).records.map((record) => record["full_name"]);
    expect(await fullNames("")).toEqual(["Won Late", "New One", "Won Early"]);
    expect(await fullNames("?status=won")).toEqual(["Won Late", "Won Early"]);
    expect(await fullNames("?spam=held")).toEqual(["Held One"]);
    expect(await fullNames("?from=2026-11-05&to=2026-11-15")).toEqual(["New One"]);
    expect(await fullNames("?q=late")).toEqual(["Won Late"]);
    // Paging parameters do not cut the export short.
    expect(await fullNames("?page=2&per_page=1")).toHaveLength(3);
  });

  it("exports hundreds of leads in one file, newest first", async () => {
    const statements = Array.from({ length: 520 }, (_, index) =>
      env.DB.prepare(
        "insert into forms (id, submission_id, form_type, full_name, email, site_name, created_at) values (?, ?, 'contact', ?, 'bulk@gmail.com', 'peachtree-brush-painting', ?)",
      ).bind(crypto.randomUUID(), crypto.randomUUID(), `Bulk ${index}`, new Date(Date.UTC(2026, 9, 1) + index * 60_000).toISOString()),
    );
    await env.DB.batch(statements);
    const { records } = await download();
    expect(records).toHaveLength(520);
    expect(records[0]!["full_name"]).toBe("Bulk 519");
    expect(records[519]!["full_name"]).toBe("Bulk 0");
  });

  it("refuses bad filters like the list does", async () => {
    const response = await adminCall("/api/admin/leads.csv?spam=maybe&from=yesterday");
    expect(response.status).toBe(400);
    expect(Object.keys((await json(response)).error.fields).sort()).toEqual(["from", "spam"]);
  });
});

describe("stats", () => {
  const own = siteHosts(["https://www.peachtreebrushpainting.com", "https://peachtreebrushpainting.com"]);

  it("counts a seeded month exactly: Monday weeks in Atlanta time, sources, services, towns, won rate", async () => {
    // Sunday 2026-11-22, 10:00 in Atlanta. Four weeks: Oct 26, Nov 2, Nov 9, Nov 16.
    // The Oct 26 week holds the switch from EDT to EST (Nov 1).
    const now = new Date("2026-11-22T15:00:00.000Z");
    const lead = (created_at: string, fields: Parameters<typeof seedLead>[0] = {}) => seedLead({ created_at, ...fields });

    await lead("2026-10-26T03:59:00.000Z"); // Sun Oct 25, 23:59 EDT: before the four weeks
    await lead("2026-10-26T04:00:00.000Z"); // Mon Oct 26, 00:00 EDT
    await lead("2026-11-02T04:59:59.000Z"); // Sun Nov 1, 23:59 EST: still the Oct 26 week
    await lead("2026-11-02T05:00:00.000Z", {
      form_type: "quote",
      utm_source: "Google",
      service_type: "exterior",
      address: "12 Peachtree Lane, Roswell, GA 30075",
      status: "won",
    }); // Mon Nov 2, 00:00 EST
    await lead("2026-11-09T04:59:00.000Z", {
      referrer: "https://www.bing.com/search?q=painters",
      city: "Marietta",
      status: "lost",
    }); // Sun Nov 8, 23:59 EST
    await lead("2026-11-09T05:00:00.000Z", {
      form_type: "quote",
      referrer: "https://www.peachtreebrushpainting.com/services/interior-painting",
      service_type: "interior",
      address: "100 Roswell Rd, Marietta, GA 30062",
      city: "Atlanta",
      status: "won",
    }); // Mon Nov 9
    await lead("2026-11-16T12:00:00.000Z", { form_type: "quote", service_type: "exterior", address: "5 Elm St, Atlanta, GA" });
    await lead("2026-11-20T15:00:00.000Z", {
      form_type: "quote",
      utm_source: " Facebook ",
      service_type: "cabinet",
      address: "9 Main St, johns  creek, GA",
      status: "contacted",
    });
    await lead("2026-11-22T14:00:00.000Z", { is_spam: true, utm_source: "held-bot", status: "won" }); // held: nowhere
    await lead("2026-11-23T05:00:00.000Z"); // Mon Nov 23: after the range

    const click = (created_at: string) => rows("insert into phone_clicks (created_at) values (?)", created_at);
    await click("2026-10-26T03:00:00.000Z"); // Oct 25: before
    await click("2026-11-01T12:00:00.000Z"); // Oct 26 week
    await click("2026-11-02T05:30:00.000Z"); // Nov 2 week
    await click("2026-11-09T04:30:00.000Z"); // Sun Nov 8, 23:30 EST: Nov 2 week
    await click("2026-11-16T04:59:00.000Z"); // Sun Nov 15, 23:59 EST: Nov 9 week
    await click("2026-11-16T05:00:00.000Z"); // Mon Nov 16, 00:00 EST

    const stats = await dashboardStats(env.DB, { weeks: 4, now, ownHosts: own });
    expect(stats).toEqual({
      weeks: [
        { week_start: "2026-10-26", leads: 2, phone_clicks: 1 },
        { week_start: "2026-11-02", leads: 2, phone_clicks: 2 },
        { week_start: "2026-11-09", leads: 1, phone_clicks: 1 },
        { week_start: "2026-11-16", leads: 2, phone_clicks: 1 },
      ],
      by_source: [
        { source: "direct", leads: 4 },
        { source: "bing", leads: 1 },
        { source: "facebook", leads: 1 },
        { source: "google", leads: 1 },
      ],
      by_service: [
        { service_type: "exterior", leads: 2 },
        { service_type: "cabinet", leads: 1 },
        { service_type: "interior", leads: 1 },
      ],
      by_town: [
        { town: "Unknown", leads: 3 },
        { town: "Marietta", leads: 2 },
        { town: "Johns Creek", leads: 1 },
        { town: "Roswell", leads: 1 },
      ],
      won_rate: { won: 2, lost: 1, rate: 2 / 3 },
      // Seeded leads carry no screens' decision or verdict (tests/worker/refusals.test.ts counts those).
      screens: { days: 30, held_released: 0, accepted_marked_spam: 0, flagged_not_spam: 0, refused_at_form: 0, held: 0 },
      // No lead was asked for a review (tests/worker/estimate-admin.test.ts counts those).
      review_requests: { sent: 0, by_sms: 0, by_email: 0 },
      // No lead here has a first response: every week answered nothing.
      response_times: ["2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16"].map((week_start) => ({
        week_start,
        answered: 0,
        median_business_minutes: null,
        p90_business_minutes: null,
        share_within_5_min: null,
        share_within_hour: null,
      })),
    });
  });

  it("answers zero weeks and a null rate when nothing is decided", async () => {
    const stats = await dashboardStats(env.DB, { weeks: 2, now: new Date("2026-03-10T12:00:00.000Z"), ownHosts: own });
    expect(stats.weeks).toEqual([
      { week_start: "2026-03-02", leads: 0, phone_clicks: 0 },
      { week_start: "2026-03-09", leads: 0, phone_clicks: 0 },
    ]);
    expect(stats.won_rate).toEqual({ won: 0, lost: 0, rate: null });
    expect(stats.by_source).toEqual([]);
  });

  // One key per source: a tagged campaign and an untagged visit from the same site are one row.
  it.each([
    // utm_source wins, in lower case
    ["Google", "https://www.bing.com/", "google"],
    [" NextDoor ", null, "nextdoor"],
    ["newsletter-nov", "https://www.google.com/", "newsletter-nov"],
    // well-known referrers by their utm name, www./m./l. and subdomains included
    ["", "https://www.google.com/", "google"],
    [null, "https://google.com/search?q=painters", "google"],
    [null, "https://www.google.co.uk/", "google"],
    [null, "https://www.google.com.au/", "google"],
    [null, "https://google.de/", "google"],
    [null, "https://WWW.BING.COM/search?q=x", "bing"],
    [null, "https://duckduckgo.com/", "duckduckgo"],
    [null, "https://search.yahoo.com/search?p=x", "yahoo"],
    [null, "https://m.facebook.com/", "facebook"],
    [null, "https://l.facebook.com/l.php?u=x", "facebook"],
    [null, "https://lm.facebook.com/", "facebook"],
    [null, "https://fb.com/", "facebook"],
    [null, "https://l.instagram.com/", "instagram"],
    [null, "https://nextdoor.com/p/abc", "nextdoor"],
    [null, "https://m.yelp.com/biz/x", "yelp"],
    [null, "https://www.houzz.com/pro/x", "houzz"],
    [null, "https://www.angi.com/companylist/x", "angi"],
    [null, "https://www.angieslist.com/", "angi"],
    [null, "https://www.thumbtack.com/ga/atlanta/painters", "thumbtack"],
    // any other site by its bare host; look-alikes are not the well-known site
    [null, "https://www.atlantapaintguide.com/best", "atlantapaintguide.com"],
    [null, "https://m.example.org/", "example.org"],
    [null, "https://notgoogle.com/", "notgoogle.com"],
    [null, "https://googleusercontent.com/", "googleusercontent.com"],
    [null, "https://yelp.com.evil.test/", "yelp.com.evil.test"],
    [null, "android-app://com.google.android.gm/", "com.google.android.gm"],
    // the site itself, nothing, or junk: direct
    [null, "https://peachtreebrushpainting.com/", "direct"],
    [null, "https://www.peachtreebrushpainting.com/services", "direct"],
    [null, "https://m.peachtreebrushpainting.com/", "direct"],
    ["  ", "", "direct"],
    [null, null, "direct"],
    [null, "not a url", "direct"],
  ])("source of utm_source %j, referrer %j is %j", (utm_source, referrer, source) => {
    expect(leadSource({ utm_source, referrer: referrer ?? "" }, own)).toBe(source);
  });

  it("counts a Google Ad and a Google search as one source", async () => {
    await seedLead({ utm_source: "google" });
    await seedLead({ referrer: "https://www.google.com/" });
    await seedLead({ referrer: "https://m.facebook.com/" });
    const stats = await dashboardStats(env.DB, { weeks: 1, now: new Date(), ownHosts: own });
    expect(stats.by_source).toEqual([
      { source: "google", leads: 2 },
      { source: "facebook", leads: 1 },
    ]);
  });

  it("names the town", () => {
    expect(leadTown({ address: "Sandy Springs, GA", city: "" })).toBe("Sandy Springs");
    expect(leadTown({ address: "Cantonment Rd", city: "Cumming" })).toBe("Cumming");
    expect(leadTown({ address: "", city: "" })).toBe("Unknown");
  });

  it("GET /api/admin/stats: 12 weeks by default, this week last, held leads left out", async () => {
    await seedLead({ full_name: "This week", utm_source: "nextdoor" });
    await seedLead({ full_name: "Held", is_spam: true });
    await rows("insert into phone_clicks (created_at) values (?)", new Date().toISOString());
    const response = await adminCall("/api/admin/stats");
    expect(response.status).toBe(200);
    const { ok, stats } = await json(response);
    expect(ok).toBe(true);
    expect(stats.weeks).toHaveLength(12);
    expect(stats.weeks.at(-1)).toEqual({ week_start: mondayOf(localDate(new Date())), leads: 1, phone_clicks: 1 });
    expect(stats.by_source).toEqual([{ source: "nextdoor", leads: 1 }]);
    expect((await json(await adminCall("/api/admin/stats?weeks=1"))).stats.weeks).toHaveLength(1);
  });

  it("refuses a bad number of weeks with 400 naming it", async () => {
    for (const weeks of ["0", "105", "abc", "2.5"]) {
      const response = await adminCall(`/api/admin/stats?weeks=${weeks}`);
      expect(response.status, weeks).toBe(400);
      expect(Object.keys((await json(response)).error.fields)).toEqual(["weeks"]);
    }
  });
});

describe("Atlanta calendar days", () => {
  it("starts each day at local midnight in UTC, EDT or EST as the date says", () => {
    expect(localDayStart("2026-07-04").toISOString()).toBe("2026-07-04T04:00:00.000Z");
    expect(localDayStart("2026-01-15").toISOString()).toBe("2026-01-15T05:00:00.000Z");
    // Spring forward (Mar 8, 2026): a 23-hour day.
    expect(localDayStart("2026-03-08").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(localDayStart("2026-03-09").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    // Fall back (Nov 1, 2026): a 25-hour day.
    expect(localDayStart("2026-11-01").toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(localDayStart("2026-11-02").toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });

  it("reads dates, weeks and calendar arithmetic", () => {
    expect(localDate(new Date("2026-11-22T04:59:59.000Z"))).toBe("2026-11-21");
    expect(localDate(new Date("2026-11-22T05:00:00.000Z"))).toBe("2026-11-22");
    expect(mondayOf("2026-11-22")).toBe("2026-11-16"); // a Sunday belongs to the week before
    expect(mondayOf("2026-11-16")).toBe("2026-11-16");
    expect(mondayOf("2027-01-01")).toBe("2026-12-28");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    for (const bad of ["2026-02-29", "2026-13-01", "2026-1-01", "20261101", "2026-11-01T00:00", ""]) {
      expect(parseCalendarDate(bad), bad).toBeNull();
    }
  });
});
