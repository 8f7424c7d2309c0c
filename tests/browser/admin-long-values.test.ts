/**
 * The inbox with real data at every width: a lead whose every field holds the
 * longest value the schema allows, without a space or a hyphen to break at
 * (a pasted link, a run-together company name, an address with no spaces),
 * must leave every inbox screen within the window: the list, the lead's page
 * and the dashboard, from a small phone (320 px) to a wide desktop (1440 px).
 * The lead is written straight to the test server's D1, as the API would
 * store it; how a lead gets there is tested elsewhere.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { FIELD_LIMITS, META_LIMITS } from "../../common/lead-fields.ts";
import { launchBrowser, openPage } from "./support/browser.ts";
import { queryD1, sqlText } from "./support/d1.ts";

/** The inbox's longest note (worker/admin/requests.ts, MAX_NOTE_LENGTH). */
const MAX_NOTE_LENGTH = 5000;
const WIDTHS = [320, 390, 1024, 1440] as const;

const unbroken = (seed: string, length: number) => seed.repeat(Math.ceil(length / seed.length)).slice(0, length);
const EMAIL_DOMAIN = "@gmail.com";

const LONGEST = {
  id: crypto.randomUUID(),
  full_name: unbroken("Wolfeschlegelsteinhausenbergerdorff", FIELD_LIMITS.name),
  email: unbroken("averyveryverylongmailbox.", FIELD_LIMITS.email - EMAIL_DOMAIN.length).replace(/\.$/, "x") + EMAIL_DOMAIN,
  phone: unbroken("+1(404)555-0199", FIELD_LIMITS.phone),
  address: unbroken("1234PeachtreeIndustrialBoulevardNortheast,", FIELD_LIMITS.address),
  project_details: unbroken("https://photos.example.com/album/kitchen-cabinets?img=", FIELD_LIMITS.projectDetails),
  preferred_time: unbroken("AfterSixOnWeekdays", FIELD_LIMITS.preferredTime),
  note: unbroken("Calledback-leftvoicemail-", MAX_NOTE_LENGTH),
  referrer: `https://www.google.com/${unbroken("searchterm", META_LIMITS.referrer - 23)}`,
  landing_page: `/${unbroken("exterior-painting", META_LIMITS.landing_page - 1)}`,
  utm_source: unbroken("newsletter", META_LIMITS.utm_source),
  utm_medium: unbroken("email", META_LIMITS.utm_medium),
  utm_campaign: unbroken("springrepaintpromo", META_LIMITS.utm_campaign),
  gclid: unbroken("Cj0KCQiA", META_LIMITS.gclid),
  city: unbroken("Peachtreecorners", 100),
  ua: unbroken("Mozilla/5.0(Linux;Android14)", 512),
};

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  const columns = Object.keys(LONGEST);
  const values = Object.values(LONGEST).map(sqlText);
  await queryD1(
    `insert into forms (${columns.join(", ")}, submission_id, form_type, message, site_name, service_type, status) values (` +
      `${values.join(", ")}, ${sqlText(crypto.randomUUID())}, 'quote', ${sqlText(unbroken("Paintthewholehouse", FIELD_LIMITS.message))}, ` +
      `'peachtree-brush-painting', 'exterior', 'contacted')`,
  );
});

afterAll(async () => {
  await browser?.close();
});

/** Opens an inbox screen and waits until its data has loaded (no loading placeholder left). */
async function openInbox(path: string, width: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await openPage(browser, path, { viewport: { width, height: 900 } });
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(() => !document.querySelector("main .loading"), undefined, { timeout: 15_000 });
  return { page, close: () => context.close() };
}

/**
 * How far the page reaches past the window's right edge, in px (0 when it
 * fits), and the first shown elements that reach past it (also those a box
 * with hidden overflow cuts off: their text is lost all the same). Every
 * "Show the numbers" table is opened first.
 */
async function overflow(page: Page): Promise<{ px: number; culprits: string[] }> {
  return page.evaluate(() => {
    for (const details of document.querySelectorAll("main details")) (details as HTMLDetailsElement).open = true;
    const width = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll("body *")]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`);
    return { px: Math.max(0, document.documentElement.scrollWidth - width), culprits };
  });
}

describe.each(WIDTHS)("at %i px, with the longest values the schema allows", (width) => {
  test("the list (inbox and search), the lead's page and the dashboard have no sideways scroll", async () => {
    const screens = [
      "/admin",
      `/admin?q=${encodeURIComponent(LONGEST.full_name.slice(0, 40))}`,
      "/admin?spam=all",
      `/admin/leads/${LONGEST.id}`,
      "/admin/dashboard",
    ];
    for (const path of screens) {
      const { page, close } = await openInbox(path, width);
      // The list carries the table and the cards; the stylesheet shows the one for this width.
      if (path.startsWith("/admin?")) await page.getByText(LONGEST.full_name.slice(0, 30)).filter({ visible: true }).first().waitFor();
      expect(await overflow(page), `${path} at ${width} px`).toEqual({ px: 0, culprits: [] });
      await close();
    }
  });
});
