/**
 * The inbox's first view: each inbox page is answered with its screen already
 * drawn and the data it shows inside (worker/admin/first-view.ts), so the
 * owner sees a lead with the HTML. What these tests hold it to: the page is
 * never cacheable, the data is the API's own answer under the app's keys, and
 * nothing a visitor typed can break out of the page's data or markup.
 *
 * The app's index.html is the build's (dist/client/admin/), which may not
 * exist in this checkout, so the Worker is handed an ASSETS binding with an
 * index.html of the same shape (the real one is checked by the browser tests).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FIRST_VIEW_DATA_ID, LIST_LAYOUT_COOKIE, drawnListLayout, jsonForScript, resourceKey } from "../../common/inbox-first-view";
import { START_APP_AFTER_PAINT } from "../../worker/admin/app-after-paint";
import { ADMIN_APP_CSP } from "../../worker/admin/http";
import { adminCall, clearLeads, envWith, seedLead } from "./helpers";

const STYLESHEET = ".lead{color:#123}.bar{display:flex}";

const INDEX_HTML = [
  "<!doctype html><html lang=\"en\"><head><title>Inbox</title>",
  '<script type="module" crossorigin src="/admin/assets/index-3f9a.js"></script>',
  '<link rel="stylesheet" crossorigin href="/admin/assets/index-77aa.css"></head>',
  '<body><div id="root"><p class="boot-note">Opening the inbox…</p></div></body></html>',
].join("");

const APP_ASSETS = {
  async fetch(input: RequestInfo | URL) {
    const path = new URL(input instanceof Request ? input.url : input).pathname;
    if (path === "/admin/") return new Response(INDEX_HTML, { headers: { "Content-Type": "text/html", ETag: '"abc"' } });
    if (path === "/admin/assets/index-77aa.css") return new Response(STYLESHEET, { headers: { "Content-Type": "text/css" } });
    return new Response("Not found", { status: 404 });
  },
  connect() {
    throw new Error("not used");
  },
} as unknown as Fetcher;

const withApp = () => envWith({ ASSETS: APP_ASSETS });

/** The page's inlined data element: its raw text and what it parses to. */
function inlinedData(html: string): { raw: string; data: Record<string, unknown> } {
  const open = `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">`;
  const start = html.indexOf(open);
  expect(start, "the page carries its first view's data").toBeGreaterThan(-1);
  const raw = html.slice(start + open.length, html.indexOf("</script>", start));
  return { raw, data: JSON.parse(raw) as Record<string, unknown> };
}

/** The drawn screen: what the app's root element holds. */
function drawn(html: string): string {
  const start = html.indexOf('<div id="root">');
  return html.slice(start, html.indexOf(`<script type="application/json"`, start));
}

const IPHONE_SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const ANDROID_FIREFOX = "Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0";
const DESKTOP_SAFARI = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
/** iPadOS asks for desktop sites: it says Macintosh, and its width may be a table's or not. */
const IPAD_SAFARI = DESKTOP_SAFARI;

const HOSTILE_NAME = "Ann </script><script>alert(1)</script> O'Neil \u2028 <!-- & \u2029";

describe("the inbox's first view", () => {
  beforeEach(async () => {
    await clearLeads();
  });

  it("answers a lead's page with the lead drawn and inside, never cacheable, from a notification's address", async () => {
    const id = await seedLead({ full_name: "Maria Lopez", phone: "(770) 555-0142", message: "Two rooms and a hallway." });
    const response = await adminCall(`/admin/leads/${id}`, { env: withApp() });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    // Behind sign-in and holding a customer's details: no cache anywhere may keep it.
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("ETag")).toBeNull();
    const html = await response.text();
    const screen = drawn(html);
    // The lead itself in the HTML: its name as the page's heading, the call button, the message. No spinner.
    expect(screen).toMatch(/<h1[^>]*>Maria Lopez<\/h1>/);
    expect(screen).toContain('href="tel:+17705550142"');
    expect(screen).toContain("Two rooms and a hallway.");
    expect(screen).not.toContain("Loading the lead");
    expect(screen).not.toContain('role="status" class="loading');
    const { data } = inlinedData(html);
    expect((data[resourceKey.lead(id)] as { full_name: string }).full_name).toBe("Maria Lopez");
    expect(data[resourceKey.session()]).toEqual({ ok: true, user: { email: null }, sign_in: "off" });
    // The app's own module is still the page's only script to run.
    expect(html.match(/<script\b/g)).toHaveLength(2);
  });

  it("carries the stylesheet and the app's starter inline, each allowed by its hash and nothing wider", async () => {
    const response = await adminCall("/admin/settings", { env: withApp() });
    const html = await response.text();
    expect(html).toContain(`<style>${STYLESHEET}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    // The app's module is not requested with the page: an inline script imports it after the largest paint.
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(`<script data-app="/admin/assets/index-3f9a.js">${START_APP_AFTER_PAINT}</script>`);
    const sha256 = async (text: string) => btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))));
    expect(response.headers.get("Content-Security-Policy")).toBe(
      `${ADMIN_APP_CSP}; style-src 'self' 'sha256-${await sha256(STYLESHEET)}'; script-src 'self' 'sha256-${await sha256(START_APP_AFTER_PAINT)}'`,
    );
    expect(response.headers.get("Content-Security-Policy")).not.toContain("unsafe-inline");
  });

  it("starts the app with the page when the build's module tag is not the expected one (nothing is lost)", async () => {
    const odd = INDEX_HTML.replace('<script type="module" crossorigin src="/admin/assets/index-3f9a.js"></script>', '<script type="module" src="/elsewhere.js"></script>');
    const assets = {
      ...APP_ASSETS,
      fetch: async (input: RequestInfo | URL) =>
        new URL(input instanceof Request ? input.url : input).pathname === "/admin/" ? new Response(odd, { headers: { "Content-Type": "text/html" } }) : APP_ASSETS.fetch(input),
    } as unknown as Fetcher;
    const response = await adminCall("/admin/settings", { env: envWith({ ASSETS: assets }) });
    const html = await response.text();
    expect(html).toContain('<script type="module" src="/elsewhere.js"></script>');
    expect(html).not.toContain("data-app=");
    expect(response.headers.get("Content-Security-Policy")).not.toContain("script-src");
  });

  it("keeps a name with </script>, <!--, & and U+2028/U+2029 inert in the data and in the markup", async () => {
    const id = await seedLead({ full_name: HOSTILE_NAME, message: `Line one\u2028line two </script> <b>bold</b>` });
    const html = await (await adminCall(`/admin/leads/${id}`, { env: withApp() })).text();
    const { raw, data } = inlinedData(html);
    // Nothing in the data element that could end it, open a comment, or end a line for an old reader.
    expect(raw).not.toMatch(/[<>&\u2028\u2029]/);
    // ...and it reads back exactly as stored.
    const lead = data[resourceKey.lead(id)] as { full_name: string; message: string };
    expect(lead.full_name).toBe(HOSTILE_NAME);
    expect(lead.message).toBe(`Line one\u2028line two </script> <b>bold</b>`);
    // Still exactly two script elements (the app's starter and the data): the name opened none.
    expect(html.match(/<script\b/gi)).toHaveLength(2);
    expect(html).not.toContain("<script>alert(1)</script>");
    // In the markup the name is text, escaped.
    expect(drawn(html)).toContain("Ann &lt;/script>&lt;script>alert(1)&lt;/script> O'Neil");
    expect(drawn(html)).not.toContain("<b>bold</b>");
  });

  it("escapes for the script element on its own: every <, >, & and line separator", () => {
    const text = jsonForScript({ a: "</script><!--&\u2028\u2029>" });
    expect(text).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028\\u2029\\u003e"}');
    expect(JSON.parse(text)).toEqual({ a: "</script><!--&\u2028\u2029>" });
  });

  it("draws the list with the leads the API would answer, under the list's key", async () => {
    await seedLead({ full_name: "Older Lead", created_at: "2026-11-01T15:00:00.000Z" });
    await seedLead({ full_name: "Newer Lead", created_at: "2026-11-20T15:00:00.000Z" });
    const response = await adminCall("/admin", { env: withApp() });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const html = await response.text();
    const { data } = inlinedData(html);
    const list = data[resourceKey.leads("per_page=25")] as { leads: { full_name: string }[]; total: number };
    expect(list.leads.map((lead) => lead.full_name)).toEqual(["Newer Lead", "Older Lead"]);
    expect(list.total).toBe(2);
    expect(data[resourceKey.pushDevices()]).toMatchObject({ subscriptions: [] });
    const screen = drawn(html);
    expect(screen).toContain("Newer Lead");
    expect(screen).toContain("2 leads");
    expect(screen).not.toContain("Loading leads");
  });

  it("draws the list in both layouts only when the request does not say which fits", async () => {
    await seedLead({ full_name: "Both Ways" });
    const desk = drawn(await (await adminCall("/admin", { env: withApp(), headers: { "User-Agent": DESKTOP_SAFARI } })).text());
    expect(desk).toContain('class="table-wrap"');
    expect(desk).toContain('class="lead-cards"');
    expect(desk).toContain('data-layout="both"');
  });

  it.each<{ says: string; headers: Record<string, string> }>([
    { says: "Sec-CH-UA-Mobile: ?1 (Chrome on Android)", headers: { "Sec-CH-UA-Mobile": "?1" } },
    { says: "an iPhone's user agent", headers: { "User-Agent": IPHONE_SAFARI } },
    { says: "the cookie the app set on a phone", headers: { "User-Agent": DESKTOP_SAFARI, Cookie: `theme=x; ${LIST_LAYOUT_COOKIE}=cards` } },
  ])("draws only the cards when the request says so: $says", async ({ headers }) => {
    await seedLead({ full_name: "Phone Owner" });
    const response = await adminCall("/admin", { env: withApp(), headers });
    expect(response.headers.get("Vary")).toBe("Cookie, Sec-CH-UA-Mobile, User-Agent");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const screen = drawn(await response.text());
    expect(screen).toContain('class="lead-cards"');
    expect(screen).not.toContain('class="table-wrap"');
    expect(screen).toContain('data-layout="cards"');
    expect(screen).toContain("Phone Owner");
  });

  it("draws only the table when the app showed the table last on this browser, whatever the user agent says", async () => {
    await seedLead({ full_name: "Desk Owner" });
    const screen = drawn(
      await (await adminCall("/admin", { env: withApp(), headers: { "User-Agent": IPHONE_SAFARI, Cookie: `${LIST_LAYOUT_COOKIE}=table` } })).text(),
    );
    expect(screen).toContain('class="table-wrap"');
    expect(screen).not.toContain('class="lead-cards"');
    expect(screen).toContain('data-layout="table"');
    expect(screen).toContain("Desk Owner");
  });

  it("reads the layout from the request: the cookie first, then a phone's hints, else both", () => {
    const ask = (headers: Record<string, string>) => drawnListLayout(new Headers(headers));
    expect(ask({})).toBe("both");
    expect(ask({ "User-Agent": DESKTOP_SAFARI })).toBe("both");
    expect(ask({ "User-Agent": IPAD_SAFARI })).toBe("both");
    expect(ask({ "Sec-CH-UA-Mobile": "?0" })).toBe("both");
    expect(ask({ "Sec-CH-UA-Mobile": "?1" })).toBe("cards");
    expect(ask({ "User-Agent": ANDROID_FIREFOX })).toBe("cards");
    expect(ask({ "User-Agent": IPHONE_SAFARI })).toBe("cards");
    expect(ask({ Cookie: `${LIST_LAYOUT_COOKIE}=table`, "Sec-CH-UA-Mobile": "?1" })).toBe("table");
    expect(ask({ Cookie: `a=1; ${LIST_LAYOUT_COOKIE}=cards; b=2` })).toBe("cards");
    // Anything else in the cookie is not a layout: the other signals decide.
    expect(ask({ Cookie: `${LIST_LAYOUT_COOKIE}=grid`, "User-Agent": IPHONE_SAFARI })).toBe("cards");
    expect(ask({ Cookie: `x${LIST_LAYOUT_COOKIE}=table` })).toBe("both");
  });

  it("carries of each listed lead only what the list shows, its request cut to a line's worth, not the whole record", async () => {
    const long = `Whole house interior. ${"Every room, ceilings and trim, two coats. ".repeat(60)}`;
    await seedLead({ full_name: "Long Writer", form_type: "quote", project_details: long, message: "" });
    const html = await (await adminCall("/admin", { env: withApp() })).text();
    const list = inlinedData(html).data[resourceKey.leads("per_page=25")] as { leads: Record<string, unknown>[] };
    const lead = list.leads[0]!;
    expect(lead.full_name).toBe("Long Writer");
    // What only a lead's own page shows stays out of the list's page.
    for (const field of ["ua", "visitor_id", "session_id", "submission_id", "project_details", "message", "note", "utm_source"]) {
      expect(lead, field).not.toHaveProperty(field);
    }
    const summary = lead.summary as string;
    expect(summary.length).toBeLessThanOrEqual(200);
    expect(summary.startsWith("Whole house interior. Every room")).toBe(true);
    expect(summary.endsWith("…")).toBe(true);
    expect(html).not.toContain(long.trim());
    expect(drawn(html)).toContain(summary);
  });

  it("draws the filtered list the address asks for", async () => {
    await seedLead({ full_name: "Quote Person", form_type: "quote" });
    await seedLead({ full_name: "Contact Person", form_type: "contact" });
    const html = await (await adminCall("/admin?form_type=quote", { env: withApp() })).text();
    const list = inlinedData(html).data[resourceKey.leads("form_type=quote&per_page=25")] as { leads: { full_name: string }[] };
    expect(list.leads.map((lead) => lead.full_name)).toEqual(["Quote Person"]);
    expect(drawn(html)).not.toContain("Contact Person");
  });

  it("draws the dashboard and the settings with their data", async () => {
    await seedLead({ full_name: "Counted Lead" });
    const dashboard = await adminCall("/admin/dashboard?weeks=26", { env: withApp() });
    expect(dashboard.headers.get("Cache-Control")).toBe("no-store");
    const stats = inlinedData(await dashboard.text()).data[resourceKey.stats(26)];
    expect(stats).toHaveProperty("response_times");
    const settings = await adminCall("/admin/settings", { env: withApp() });
    expect(settings.headers.get("Cache-Control")).toBe("no-store");
    const settingsHtml = await settings.text();
    expect(inlinedData(settingsHtml).data[resourceKey.pushDevices()]).toMatchObject({ subscriptions: [] });
    expect(drawn(settingsHtml)).toContain("Devices that get notifications");
  });

  it("carries what loads beside a screen's main answer: a quote's visit, the estimate calendar, the Site's state", async () => {
    const id = await seedLead({ form_type: "quote", full_name: "Rosalind Okafor", service_type: "exterior", address: "48 Mimosa Drive, Alpharetta, GA 30009" });
    const leadHtml = await (await adminCall(`/admin/leads/${id}`, { env: withApp() })).text();
    expect(inlinedData(leadHtml).data[resourceKey.leadVisit(id)]).toMatchObject({ ok: true, visit: null });
    expect(drawn(leadHtml)).toContain("Estimate visit");
    expect(drawn(leadHtml)).toContain("Not booked yet.");

    const settingsHtml = await (await adminCall("/admin/settings", { env: withApp() })).text();
    expect(inlinedData(settingsHtml).data[resourceKey.calendar()]).toMatchObject({ ok: true, is_default: true });
    expect(drawn(settingsHtml)).toContain("Save estimate calendar");
    expect(drawn(settingsHtml)).not.toContain("Loading the estimate calendar");

    const siteHtml = await (await adminCall("/admin/site", { env: withApp() })).text();
    expect(inlinedData(siteHtml).data[resourceKey.site()]).toHaveProperty("sections.business");
    expect(drawn(siteHtml)).toContain("Publish");
    expect(drawn(siteHtml)).not.toContain("Loading the site");
    // The page's policy refuses inline style attributes: none in what the Worker draws.
    for (const html of [leadHtml, settingsHtml, siteHtml]) expect(drawn(html)).not.toMatch(/<[^>]+\sstyle=/);
  });

  it("leaves out a lead that is gone: the app asks and says so, and nothing is logged as a fault", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await adminCall("/admin/leads/0b5c9a4e-1111-4222-8333-944445555666", { env: withApp() });
    expect(response.status).toBe(200);
    const { data } = inlinedData(await response.text());
    expect(Object.keys(data)).toEqual([resourceKey.session()]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("still answers the app when the database fails, without the data (the app shows its error and retry)", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    // A D1 binding made to fail: every statement throws.
    const failingDb = {
      prepare() {
        throw new Error("D1_ERROR: database unavailable");
      },
      batch() {
        throw new Error("D1_ERROR: database unavailable");
      },
    } as unknown as D1Database;
    const response = await adminCall("/admin", { env: envWith({ ASSETS: APP_ASSETS, DB: failingDb }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const { data } = inlinedData(await response.text());
    expect(data[resourceKey.leads("per_page=25")]).toBeUndefined();
    errors.mockRestore();
  });

  it("gives nothing away before sign-in", async () => {
    await seedLead({ full_name: "Private Person" });
    const access = envWith({ ASSETS: APP_ASSETS, ACCESS_TEAM_DOMAIN: "https://team.cloudflareaccess.com", ACCESS_AUD: "aud-tag" });
    const response = await adminCall("/admin", { base: "https://www.example.test", env: access });
    expect(response.status).toBe(401);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).not.toContain("Private Person");
  });
});
