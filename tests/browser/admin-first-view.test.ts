/**
 * The inbox's first view in a real browser, against the real Worker under
 * `wrangler dev` (sign-in off on loopback, real local D1): a lead opened from
 * its notification's address is in the very first HTML, and the page goes
 * from that HTML to the working app with no spinner, no request to the API
 * and nothing moving, on a phone and at a desk. The other inbox screens get
 * the same check.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { DESKTOP, PHONE, baseUrl, launchBrowser, newDeviceContext, openPage, waitForHydration } from "./support/browser.ts";
import { queryD1, sqlText } from "./support/d1.ts";

const LEAD = {
  id: crypto.randomUUID(),
  name: "Delphine Abernathy",
  phone: "(678) 555-0177",
  message: "Kitchen cabinets, about 24 doors, white to sage green.",
};

/** A quote: its page carries the estimate-visit panel ("Not booked yet" until the customer books). */
const QUOTE = {
  id: crypto.randomUUID(),
  name: "Rosalind Okafor",
  phone: "(770) 555-0188",
};

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await queryD1(
    `insert into forms (id, submission_id, form_type, full_name, email, phone, message, address, service_type, project_details, site_name) values (${[
      QUOTE.id,
      crypto.randomUUID(),
      "quote",
      QUOTE.name,
      "rosalind.okafor@gmail.com",
      QUOTE.phone,
      "",
      "48 Mimosa Drive, Alpharetta, GA 30009",
      "exterior",
      "Brick ranch, trim and shutters.",
      "peachtree-brush-painting",
    ]
      .map(sqlText)
      .join(", ")})`,
  );
  await queryD1(
    `insert into forms (id, submission_id, form_type, full_name, email, phone, message, site_name) values (${[
      LEAD.id,
      crypto.randomUUID(),
      "contact",
      LEAD.name,
      "delphine.abernathy@gmail.com",
      LEAD.phone,
      LEAD.message,
      "peachtree-brush-painting",
    ]
      .map(sqlText)
      .join(", ")})`,
  );
});

afterAll(async () => {
  await browser?.close();
});

/** The push notification's link: the lead's page under the site's address (worker/push). */
const notificationPath = () => `/admin/leads/${LEAD.id}`;

/**
 * Watches the page from before its first byte: any loading placeholder ever
 * put in the document, every layout shift (as CLS counts them), and every
 * request to the inbox API.
 */
async function watchFirstView(context: BrowserContext): Promise<{ apiRequests: string[] }> {
  await context.addInitScript(() => {
    const seen = { spinners: 0, shift: 0 };
    (window as unknown as { __firstView: typeof seen }).__firstView = seen;
    new MutationObserver(() => {
      if (document.querySelector(".loading, .boot-note")) seen.spinners++;
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const apiRequests: string[] = [];
  context.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/admin/")) apiRequests.push(request.url());
  });
  return { apiRequests };
}

describe("a lead opened from its notification", () => {
  test("is in the very first HTML: name, phone link and message, before any script", async () => {
    const response = await fetch(`${baseUrl()}${notificationPath()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${LEAD.name}</h1>`));
    expect(html).toContain('href="tel:+16785550177"');
    expect(html).toContain(LEAD.message);
    expect(html).not.toContain("Loading the lead");
  });

  test("shows the lead with JavaScript off too (the HTML is the lead)", async () => {
    const { page, context } = await openPage(browser, notificationPath(), { viewport: PHONE, javaScriptEnabled: false });
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(LEAD.name);
    expect(await page.getByRole("link", { name: `Call ${LEAD.phone}` }).isVisible()).toBe(true);
    await context.close();
  });

  test.each([
    { label: "390", viewport: PHONE },
    { label: "1280", viewport: DESKTOP },
  ])("at $label px goes from the HTML to the working lead with no spinner, no API request and no shift", async ({ viewport }) => {
    const context = await newDeviceContext(browser, viewport);
    const { apiRequests } = await watchFirstView(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(notificationPath(), { waitUntil: "load" });
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(LEAD.name);
    const seen = await page.evaluate(() => (window as unknown as { __firstView: { spinners: number; shift: number } }).__firstView);
    expect(seen.spinners, "a loading placeholder was shown").toBe(0);
    expect(seen.shift, "the first view moved").toBeLessThan(0.01);
    expect(apiRequests, "the app asked the API again for what the page carried").toEqual([]);
    // The app has taken the drawn page over: the status control works.
    await page.getByLabel("Status").selectOption("contacted");
    await page.getByText("Status set to Contacted.").first().waitFor({ timeout: 10_000 });
    const rows = await queryD1(`select status from forms where id = ${sqlText(LEAD.id)}`);
    expect(rows[0]?.status).toBe("contacted");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("every inbox screen's first view", () => {
  test.each([
    { path: "/admin", heading: "Leads" },
    { path: "/admin/dashboard", heading: "Dashboard" },
    { path: "/admin/settings", heading: "Notifications" },
    { path: "/admin/site", heading: "Your site" },
    { path: `/admin/leads/${QUOTE.id}`, heading: QUOTE.name },
  ])("$path opens drawn, with no spinner, no API request and no shift, at 390 and 1280 px", async ({ path, heading }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newDeviceContext(browser, viewport);
      const { apiRequests } = await watchFirstView(context);
      const page = await context.newPage();
      await page.goto(path, { waitUntil: "load" });
      await waitForHydration(page);
      await page.waitForTimeout(500);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
      const seen = await page.evaluate(() => (window as unknown as { __firstView: { spinners: number; shift: number } }).__firstView);
      expect(seen.spinners, `${path} at ${viewport.width}: a loading placeholder`).toBe(0);
      expect(seen.shift, `${path} at ${viewport.width}: the first view moved`).toBeLessThan(0.01);
      expect(apiRequests, `${path} at ${viewport.width}`).toEqual([]);
      await context.close();
    }
  });
});

describe("what the page asks for before it is painted", () => {
  test("nothing: the app's script is requested only after the first paint, and then takes the page over", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openPage(browser, "/admin", { viewport });
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/admin\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(timing.scripts.length, `${viewport.width}: the app was loaded`).toBeGreaterThan(0);
      for (const start of timing.scripts) expect(start, `${viewport.width}: a script requested before the first paint`).toBeGreaterThan(timing.firstPaint);
      // Taken over: searching as the owner types (only the app does that) puts the words in the address.
      await page.getByRole("searchbox", { name: /Search leads/ }).fill("Okafor");
      await page.waitForURL((url) => url.searchParams.get("q") === "Okafor", { timeout: 10_000 });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe("what the owner does before the app has taken the page over", () => {
  /**
   * Holds the app's script until `release` is called: the page stays the Worker's HTML (its fields
   * take typing) until then, as on a slow phone line. The starter asks for the script at the first key.
   */
  async function holdTheApp(context: BrowserContext): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    await context.route(/\/admin\/assets\/[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test.each([
    { label: "390", viewport: PHONE },
    { label: "1280", viewport: DESKTOP },
  ])("at $label px a search typed into the drawn list is kept as the app takes it over, and searched", async ({ viewport }) => {
    const context = await newDeviceContext(browser, viewport);
    const release = await holdTheApp(context);
    const page = await context.newPage();
    await page.goto("/admin", { waitUntil: "load" });
    const search = page.getByRole("searchbox", { name: /Search leads/ });
    await search.click();
    await search.pressSequentially("Okafor");
    release();
    await waitForHydration(page);
    // Still the words typed, still focused, and the app searches them as if typed into it.
    expect(await search.inputValue()).toBe("Okafor");
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.waitForURL((url) => url.searchParams.get("q") === "Okafor", { timeout: 10_000 });
    await page.getByRole("link", { name: QUOTE.name, exact: true }).first().waitFor({ timeout: 10_000 });
    expect(await search.inputValue()).toBe("Okafor");
    await context.close();
  });

  test("a note typed on a lead's drawn page is kept as the app takes it over, and saves", async () => {
    const context = await newDeviceContext(browser, PHONE);
    const release = await holdTheApp(context);
    const page = await context.newPage();
    await page.goto(`/admin/leads/${QUOTE.id}`, { waitUntil: "load" });
    const note = page.getByRole("textbox", { name: /note/i });
    await note.click();
    await note.pressSequentially("Gate code 4412");
    release();
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await note.inputValue()).toBe("Gate code 4412");
    await page.getByRole("button", { name: /Save note/i }).click();
    await expect.poll(async () => (await queryD1(`select note from forms where id = ${sqlText(QUOTE.id)}`))[0]?.note, { timeout: 10_000 }).toBe("Gate code 4412");
    await context.close();
  });
});

describe("the app's plain links", () => {
  test("the bar's and the view tabs' links open their screens inside the app, and Back returns", async () => {
    const { page, context, errors } = await openPage(browser, "/admin", { viewport: DESKTOP });
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    const bar = page.getByRole("navigation", { name: "Inbox" });
    await bar.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL("**/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Dashboard");
    expect(await bar.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    await bar.getByRole("link", { name: "Leads" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("navigation", { name: "Which leads" }).getByRole("link", { name: "Held" }).click();
    await page.waitForURL((url) => url.searchParams.get("spam") === "held");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Leads");
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/admin" && !url.searchParams.has("spam"));
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the list's layout", () => {
  test.each([
    { viewport: DESKTOP, shown: "table", other: "lead-cards", own: "table-wrap" },
    { viewport: PHONE, shown: "cards", other: "table-wrap", own: "lead-cards" },
  ])("at $viewport.width px the app remembers the $shown, and the Worker then draws only that", async ({ viewport, shown, own, other }) => {
    const { page, context } = await openPage(browser, "/admin", { viewport });
    // The app sets the cookie once it has taken the page over, which is after the first paint.
    await waitForHydration(page);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "inbox_list")?.value, { timeout: 10_000 }).toBe(shown);
    const cookie = (await context.cookies()).find((c) => c.name === "inbox_list");
    expect(cookie?.value).toBe(shown);
    expect(cookie?.path).toBe("/admin");
    expect(cookie?.sameSite).toBe("Strict");
    // The next page the browser asks for, with its cookies: one layout drawn.
    const next = await (await page.request.get("/admin")).text();
    expect(next).toContain(`data-layout="${shown}"`);
    expect(next).toContain(`class="${own}"`);
    expect(next).not.toContain(`class="${other}"`);
    // And opened again, it shows that layout with nothing moving.
    await page.close();
    const { apiRequests } = await watchFirstView(context);
    const again = await context.newPage();
    await again.goto("/admin", { waitUntil: "load" });
    await waitForHydration(again);
    await again.waitForTimeout(300);
    const seen = await again.evaluate(() => (window as unknown as { __firstView: { spinners: number; shift: number } }).__firstView);
    expect(seen.shift).toBeLessThan(0.01);
    expect(seen.spinners).toBe(0);
    expect(apiRequests).toEqual([]);
    expect(await again.locator(`.${own}`).isVisible()).toBe(true);
    await context.close();
  });
});

describe("the list's rows, taken over a few at a time after the page's frame", () => {
  /** Enough leads that the oldest of them is in a late turn (first-view/in-turns.tsx: a few rows a turn). */
  const TURN_LEADS = Array.from({ length: 12 }, (_, i) => ({
    id: crypto.randomUUID(),
    name: `Turnbull Tester ${String(i + 1).padStart(2, "0")}`,
    phone: `(404) 555-${String(2100 + i)}`,
  }));

  beforeAll(async () => {
    // One after another, so each is newer than the one before (created_at is the insert's time).
    for (const lead of TURN_LEADS) {
      await queryD1(
        `insert into forms (id, submission_id, form_type, full_name, email, phone, message, site_name) values (${[
          lead.id,
          crypto.randomUUID(),
          "contact",
          lead.name,
          `${lead.name.toLowerCase().replace(/\W+/g, ".")}@gmail.com`,
          lead.phone,
          "Deck stain, about 300 square feet.",
          "peachtree-brush-painting",
        ]
          .map(sqlText)
          .join(", ")})`,
      );
    }
  });

  test("at 390 px every card reads as drawn once the app has it, and the last card's taps are the app's", async () => {
    const context = await newDeviceContext(browser, PHONE);
    const { apiRequests } = await watchFirstView(context);
    // The cards as the Worker drew them, before the app's script is even requested (it starts after the paint).
    await context.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { __drawnCards: string[] }).__drawnCards = [...document.querySelectorAll(".lead-cards > li")].map((li) => li.textContent ?? "");
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/admin", { waitUntil: "load" });
    await waitForHydration(page);
    const { drawn, now } = await page.evaluate(() => ({
      drawn: (window as unknown as { __drawnCards: string[] }).__drawnCards,
      now: [...document.querySelectorAll(".lead-cards > li")].map((li) => li.textContent ?? ""),
    }));
    const oldest = TURN_LEADS[0]!;
    const index = now.findIndex((text) => text.includes(oldest.name));
    expect(index).toBeGreaterThanOrEqual(TURN_LEADS.length - 1);
    expect(now).toEqual(drawn);

    // The call tap on the oldest card (a late turn) is recorded as the lead's first answer, from the list.
    const card = page.locator(".lead-cards > li").nth(index);
    const recorded = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith(`/api/admin/leads/${oldest.id}/response`));
    await card.getByRole("link", { name: `Call ${oldest.name}, ${oldest.phone}` }).dispatchEvent("click");
    await recorded;

    // Its name opens the lead's page inside the app: the same document, not a new page load.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await card.getByRole("link", { name: oldest.name, exact: true }).click();
    await page.waitForURL(`**/admin/leads/${oldest.id}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(oldest.name);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    const seen = await page.evaluate(() => (window as unknown as { __firstView: { spinners: number; shift: number } }).__firstView);
    expect(seen.shift).toBeLessThan(0.01);
    // The only API calls: the tap's record, and the lead's page opened in the app.
    expect(apiRequests.filter((url) => !url.includes(oldest.id))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("panels that load beside the screen's main data", () => {
  test("a quote's estimate-visit panel and Settings' estimate calendar are in the first HTML", async () => {
    const lead = await (await fetch(`${baseUrl()}/admin/leads/${QUOTE.id}`)).text();
    expect(lead).toContain(">Estimate visit</h2>");
    expect(lead).toContain("Not booked yet.");
    const settings = await (await fetch(`${baseUrl()}/admin/settings`)).text();
    expect(settings).toContain(">Estimate visits</h2>");
    expect(settings).toContain("Save estimate calendar");
    expect(settings).not.toContain("Loading the estimate calendar");
    const site = await (await fetch(`${baseUrl()}/admin/site`)).text();
    expect(site).toContain("Name and contact");
    expect(site).not.toContain("Loading the site");
    // The page's policy refuses inline style attributes: the drawn HTML has none.
    for (const html of [lead, settings, site]) expect(html).not.toMatch(/<[^>]+\sstyle=/);
  });

  test("Site and a quote's page work when navigated to from the list (the app loads them)", async () => {
    const { page, context, errors } = await openPage(browser, "/admin", { viewport: PHONE });
    await page.getByRole("link", { name: "Site", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Your site" }).waitFor({ timeout: 15_000 });
    await page.getByRole("heading", { name: "Name and contact" }).waitFor({ timeout: 15_000 });
    await page.getByRole("link", { name: "Leads", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Leads" }).waitFor();
    await page.goto("/admin?q=Okafor");
    await page.locator(".lead-link:visible").first().click();
    await page.getByRole("heading", { level: 1, name: QUOTE.name }).waitFor({ timeout: 15_000 });
    await page.getByRole("region", { name: "Estimate visit" }).getByText("Not booked yet.").waitFor({ timeout: 15_000 });
    await page.getByRole("link", { name: "Settings", exact: true }).click();
    await page.getByRole("region", { name: "Estimate visits" }).getByRole("button", { name: "Save estimate calendar" }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
