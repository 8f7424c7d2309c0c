/**
 * Phone clicks: the click is recorded (a phone_clicks row in D1), then the
 * tel: link opens whatever the recording does. And the promise of prerendering
 * with late hydration: every page works with JavaScript off.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Request } from "playwright-core";
import { NOT_FOUND_PATH, PAGE_ROUTES } from "../../scripts/lib/routes.ts";
import { DESKTOP, PHONE, launchBrowser, newDeviceContext, openPage, pathOf } from "./support/browser.ts";
import { sqlText, waitForRows } from "./support/d1.ts";
import { main, text } from "./support/dom.ts";
import { SESSION_KEY } from "./support/spec.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("phone buttons", () => {
  test.each([
    { where: "home hero", path: "/", viewport: DESKTOP, inHeader: false },
    { where: "/quote phone button", path: "/quote", viewport: DESKTOP, inHeader: false },
    { where: "header call button at phone width", path: "/faq", viewport: PHONE, inHeader: true },
  ])("$where: records a phone click, then the tel: navigation is attempted", async ({ path, viewport, inHeader }) => {
    const { page, context } = await openPage(browser, path, { viewport });
    const scope = inHeader ? page.getByRole("banner") : main(page);
    const link = scope.locator('a[href^="tel:"]').locator("visible=true").first();
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^tel:\+?\d{10,15}$/);
    // Headless Chromium cannot open a dialer; the tel: request is observed, not followed.
    const telRequest = page.waitForEvent("request", { predicate: (r: Request) => r.url().startsWith("tel:"), timeout: 10_000 });
    const record = page.waitForRequest((r) => r.url().endsWith("/api/incrementPhoneClickCount") && r.method() === "POST", { timeout: 10_000 });
    if (viewport === PHONE) await link.tap();
    else await link.click();
    expect((await telRequest).url()).toBe(href);
    const body = (await record).postDataJSON() as Record<string, unknown>;
    const sessionId = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
    expect(body.session_id).toBe(sessionId);
    expect(String(body.visitor_id ?? "")).not.toBe("");
    const rows = await waitForRows(`SELECT * FROM phone_clicks WHERE session_id = ${sqlText(sessionId ?? "")}`);
    expect(rows).toHaveLength(1);
    expect(String(rows[0]!.visitor_id)).toBe(String(body.visitor_id));
    expect(String(rows[0]!.ip_hash ?? "")).not.toBe("");
    await context.close();
  });

  test("a tap before the page's module has loaded is recorded once it arrives; the call opens at once", async () => {
    const context = await newDeviceContext(browser, PHONE);
    const page = await context.newPage();
    // Hold back the module that records phone clicks, as a slow phone would
    // still be fetching it when the visitor taps Call.
    let releaseModule = () => {};
    const moduleHeld = new Promise<void>((resolve) => (releaseModule = resolve));
    await page.route(/\/assets\/after-paint-[^/]*\.js$/, async (route) => {
      await moduleHeld;
      await route.continue();
    });
    const records: Request[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/incrementPhoneClickCount") && r.method() === "POST") records.push(r);
    });
    await page.goto("/", { waitUntil: "commit" });
    const link = main(page).locator('a[href^="tel:"]').first();
    await link.waitFor({ state: "visible" });
    const telRequest = page.waitForEvent("request", { predicate: (r: Request) => r.url().startsWith("tel:"), timeout: 10_000 });
    await link.tap();
    expect((await telRequest).url()).toBe(await link.getAttribute("href"));
    expect(records, "nothing can be recorded before the module arrives").toHaveLength(0);
    releaseModule();
    await expect.poll(() => records.length, { timeout: 10_000 }).toBe(1);
    const body = records[0]!.postDataJSON() as Record<string, unknown>;
    expect(body.page).toBe("/");
    const sessionId = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
    expect(body.session_id).toBe(sessionId);
    const rows = await waitForRows(`SELECT * FROM phone_clicks WHERE session_id = ${sqlText(sessionId ?? "")}`);
    expect(rows).toHaveLength(1);
    // Once the module has taken over, a second tap is recorded once, not twice.
    // (Headless Chromium would try the tel: link again and hang the test's tap,
    // so this click is made in the page with the dialer part cancelled; the
    // page's document-level listeners still see it.)
    await link.evaluate((a: HTMLAnchorElement) => {
      a.addEventListener("click", (event) => event.preventDefault(), { once: true });
      a.click();
    });
    await expect.poll(() => records.length, { timeout: 10_000 }).toBe(2);
    await page.waitForTimeout(300);
    expect(records).toHaveLength(2);
    await context.close();
  });

  test("the call still goes ahead when recording fails, and the failure is logged", async () => {
    const { page, context } = await openPage(browser, "/");
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    // The only interception in this suite: a failing backend cannot be produced otherwise.
    await page.route("**/api/incrementPhoneClickCount", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"ok":false,"error":{"message":"boom"}}' }),
    );
    const link = main(page).locator('a[href^="tel:"]').first();
    const telRequest = page.waitForEvent("request", { predicate: (r: Request) => r.url().startsWith("tel:"), timeout: 10_000 });
    await link.click();
    expect((await telRequest).url()).toBe(await link.getAttribute("href"));
    await expect.poll(() => logged.some((text) => text.includes("Phone click tracking error: boom")), { timeout: 5_000 }).toBe(true);
    await context.close();
  });
});

describe("with JavaScript disabled", () => {
  test.each([...PAGE_ROUTES, NOT_FOUND_PATH])("%s: the prerendered content is there", async (path) => {
    const { page, context, response } = await openPage(browser, path, { javaScriptEnabled: false });
    expect(response.status()).toBe(path === NOT_FOUND_PATH ? 404 : 200);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.locator("h1").isVisible()).toBe(true);
    expect((await text(page)).length).toBeGreaterThan(path === NOT_FOUND_PATH ? 40 : 200);
    await context.close();
  });

  test("FAQ <details> open and close natively", async () => {
    const { page, context } = await openPage(browser, "/faq", { javaScriptEnabled: false });
    const details = main(page).locator("details");
    expect(await details.count()).toBe(10);
    expect(await details.first().evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await details.nth(3).locator("summary").click();
    expect(await details.nth(3).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await details.first().evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await context.close();
  });

  test("header links are plain links to prerendered pages", async () => {
    const { page, context } = await openPage(browser, "/", { javaScriptEnabled: false });
    const nav = page.getByRole("banner").getByRole("navigation").first();
    for (const [name, path] of [["About Us", "/about"], ["Gallery", "/gallery"], ["Contact", "/contact"]] as const) {
      await nav.getByRole("link", { name, exact: true }).first().click();
      await page.waitForLoadState("load");
      expect(pathOf(page)).toBe(path);
      expect(await page.locator("h1").isVisible()).toBe(true);
    }
    await page.getByRole("banner").getByRole("link", { name: /get a free quote/i }).first().click();
    await page.waitForLoadState("load");
    expect(pathOf(page)).toBe("/quote");
    await context.close();
  });

  test("a gallery anchor lands on its section", async () => {
    const { page, context } = await openPage(browser, "/gallery#deck-fence-staining", { javaScriptEnabled: false });
    const top = await page.locator("#deck-fence-staining").evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(-2);
    expect(top).toBeLessThan(400);
    await context.close();
  });
});
