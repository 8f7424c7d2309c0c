/**
 * axe-core with the WCAG 2.1 A/AA rules: zero violations on every route,
 * including the not-found page, at desktop and phone width, plus the states a
 * visitor opens (the Services dropdown, the phone menu, a form's errors).
 */
import AxeBuilder from "@axe-core/playwright";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { ALL_ROUTES } from "../../scripts/lib/routes.ts";
import { DESKTOP, PHONE, launchBrowser, openPage } from "../browser/support/browser.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.passes.length, "axe checked something").toBeGreaterThan(10);
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? "?"}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1, 2).join(" ").trim() ?? ""}`)
        .join("\n"),
  );
}

describe.each([
  { width: "desktop", viewport: DESKTOP },
  { width: "phone", viewport: PHONE },
])("axe at $width width", ({ viewport }) => {
  test.each(ALL_ROUTES)("%s has no WCAG 2.1 AA violations", async (path) => {
    const { page, context } = await openPage(browser, path, { viewport });
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});

describe("axe on opened states", () => {
  test("desktop: Services dropdown open", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: DESKTOP });
    await page.getByRole("banner").getByRole("navigation").first().getByRole("button", { name: /^services/i }).first().focus();
    await page.keyboard.press("Enter");
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  test("phone: menu open", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: PHONE });
    await page.getByRole("banner").getByRole("button", { name: /menu/i }).first().tap();
    await page.waitForTimeout(300);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  test.each(["/contact", "/quote"])("%s: form showing its field errors", async (path) => {
    const { page, context } = await openPage(browser, path, { viewport: DESKTOP });
    await page.locator('main form button[type="submit"]').first().click();
    await page.waitForTimeout(500);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
