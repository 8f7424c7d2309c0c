/**
 * Booking the estimate visit, end to end in Chromium against `wrangler dev`
 * (real local D1, the simulated mailers), at a phone's 390 px and a desktop's
 * 1280 px: a quote through the real form, then "Pick a time for your free
 * estimate visit" in the success state, a time picked and booked; the booking
 * page without JavaScript; the owner's lead page showing the visit with
 * Confirm, Move, Cancel and Add to calendar; the estimate calendar in
 * Settings. Every screen is checked with axe and saved as a screenshot
 * (SCREENSHOT_DIR, when set) for a person to look at.
 */
import AxeBuilder from "@axe-core/playwright";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DESKTOP, PHONE, baseUrl, launchBrowser, openPage } from "./support/browser.ts";
import { queryD1, sqlText, waitForRows } from "./support/d1.ts";
import { fillQuote, submitLikeAPerson, type QuoteValues } from "./support/forms.ts";
import { allMail, type Mail } from "./support/mail.ts";
import { MESSAGES } from "./support/spec.ts";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const SHOTS = process.env["SCREENSHOT_DIR"];

let browser: Browser;
let nextIp = 60;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function axeClean(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`), what).toEqual([]);
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

function quote(tag: string): QuoteValues {
  return {
    name: "Maria Lopez",
    email: `maria.lopez.${tag}.${Date.now()}@gmail.com`,
    phone: "(770) 555-0142",
    address: "12 Peachtree Lane, Roswell, GA 30075",
    serviceType: "exterior",
    preferredContact: "phone",
    preferredTime: "Weekday mornings",
    projectDetails: "Two-story house, siding and trim, some peeling on the south side.",
  };
}

const VIEWPORTS = [
  ["390", PHONE],
  ["1280", DESKTOP],
] as const;

describe.each(VIEWPORTS)("at %s px", (width, viewport) => {
  test("a quote, then picking a time for the estimate visit in the success state", async () => {
    const values = quote(width);
    const { page, context, readyAt, errors } = await openPage(browser, "/quote", { viewport });
    await context.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.${nextIp++}` });
    await fillQuote(page, values);
    await submitLikeAPerson(page, readyAt);
    await page.getByText(MESSAGES.quoteSuccess).first().waitFor({ timeout: 15_000 });

    // The confirmation to this customer is in the local mail folder within seconds (the other
    // browser tests' quotes get theirs too, so it is found by its recipient).
    let confirmation: Mail | undefined;
    await expect
      .poll(
        () => (confirmation = allMail().find((mail) => mail.subject === "We received your quote request: Peachtree Brush Painting" && mail.to.includes(values.email))),
        { timeout: 15_000 },
      )
      .toBeDefined();
    expect(confirmation?.body).toContain("Hi Maria,");

    const offer = page.getByRole("link", { name: "Pick a time for your free estimate visit" });
    await offer.waitFor();
    expect(await offer.getAttribute("href")).toMatch(/^\/book\?token=/);
    await offer.click();
    const picker = page.getByRole("form", { name: "Pick a time for your free estimate visit" });
    await picker.waitFor();
    await expect.poll(() => picker.getByRole("radio").count()).toBeGreaterThan(3);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Pick a time for your free estimate visit");
    await shot(page, `quote-picker-${width}`);
    await axeClean(page, "the picker");

    // By keyboard: the first day's first time, then the button.
    const first = picker.getByRole("radio").first();
    await first.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => first.isChecked()).toBe(true);
    await page.getByRole("button", { name: "Book this time" }).click();
    await page.getByRole("heading", { name: "Your free estimate visit is booked" }).waitFor({ timeout: 15_000 });
    await shot(page, `quote-booked-${width}`);
    await axeClean(page, "the booked state");

    const [row] = await waitForRows(
      `SELECT v.status FROM estimate_visits v JOIN forms f ON f.id = v.lead_id WHERE f.email = ${sqlText(values.email)}`,
    );
    expect(row?.status).toBe("booked");
    // The owner's notice of the booking: "Estimate visit booked: Maria Lopez, <day and time>, Roswell".
    await expect
      .poll(() => allMail().some((mail) => /^Estimate visit booked: Maria Lopez, \w{3} \w{3} \d+, \d+:\d\d [AP]M, Roswell$/.test(mail.subject)), { timeout: 15_000 })
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the booking page works without JavaScript", async () => {
    // A quote sent as the form sends it; the link is the one its confirmation mail carries.
    const values = quote(`nojs${width}`);
    const answer = await fetch(`${baseUrl()}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl(), "CF-Connecting-IP": `198.51.100.${nextIp++}` },
      body: JSON.stringify({
        form_type: "quote", submission_id: crypto.randomUUID(), name: values.name, email: values.email, phone: values.phone,
        message: "", address: values.address, service_type: values.serviceType, project_details: values.projectDetails,
        preferred_contact: "phone", preferred_time: "", visitor_id: "v", session_id: "s", referrer: "", elapsed_ms: 20_000, website: "",
      }),
    });
    expect(answer.status).toBe(201);
    const { booking_token } = (await answer.json()) as { booking_token: string };
    const link = `/book?token=${encodeURIComponent(booking_token)}`;
    await expect.poll(() => allMail().some((mail) => mail.body.includes(link.replace(/%2E/g, "."))), { timeout: 15_000 }).toBe(true);
    const { page, context } = await openPage(browser, link, { viewport, javaScriptEnabled: false });
    await page.getByRole("heading", { name: "Pick a time for your free estimate visit" }).waitFor();
    await shot(page, `booking-page-${width}`);
    // axe runs as a script, so it reads the same page in a context that allows one (the page itself has none).
    const checked = await openPage(browser, link, { viewport, hydrate: false });
    await axeClean(checked.page, "the booking page");
    await checked.context.close();
    const radios = page.getByRole("radio");
    if ((await radios.count()) > 0) {
      await radios.first().check();
      await page.getByRole("button", { name: /Book this time|Move my visit/ }).click();
      await page.locator(".note").waitFor();
      expect(await page.locator(".note").textContent()).toMatch(/Your visit is (booked|moved)/);
      await shot(page, `booking-page-booked-${width}`);
      await expect.poll(() => page.getByRole("link", { name: "Add to calendar" }).count()).toBe(1);
    }
    await context.close();
  });

  test("the owner's lead page shows the visit with Confirm, Move, Cancel and Add to calendar", async () => {
    const [lead] = await queryD1(
      "SELECT f.id FROM forms f JOIN estimate_visits v ON v.lead_id = f.id WHERE v.status = 'booked' ORDER BY v.created_at DESC LIMIT 1",
    );
    const { page, context, errors } = await openPage(browser, `/admin/leads/${lead!.id}`, { viewport });
    const panel = page.getByRole("region", { name: "Estimate visit" });
    await panel.waitFor({ timeout: 15_000 });
    await panel.getByRole("button", { name: "Confirm" }).waitFor();
    expect(await panel.getByRole("link", { name: "Add to calendar" }).getAttribute("href")).toMatch(/\/visit\.ics$/);
    await panel.getByRole("button", { name: "Cancel visit…" }).waitFor();
    await panel.getByRole("combobox", { name: "Move to" }).waitFor();
    await shot(page, `lead-visit-${width}`);
    await axeClean(page, "the lead page with its visit");
    await panel.getByRole("button", { name: "Confirm" }).click();
    await panel.getByText("Confirmed.").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the estimate calendar in Settings", async () => {
    const { page, context, errors } = await openPage(browser, "/admin/settings", { viewport });
    const panel = page.getByRole("region", { name: "Estimate visits" });
    await panel.getByRole("button", { name: "Save estimate calendar" }).waitFor({ timeout: 15_000 });
    await shot(page, `settings-calendar-${width}`);
    await axeClean(page, "settings with the estimate calendar");
    await panel.getByRole("spinbutton", { name: "Visit length (minutes)" }).fill("5");
    await panel.getByRole("button", { name: "Save estimate calendar" }).click();
    await panel.getByText("Visit length must be at least 15.").waitFor();
    await panel.getByRole("spinbutton", { name: "Visit length (minutes)" }).fill("60");
    await panel.getByRole("button", { name: "Save estimate calendar" }).click();
    await panel.getByRole("status").filter({ hasText: "Saved" }).waitFor();
    // The refused save's 400 is logged by the browser itself; nothing else may be.
    expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
    await context.close();
  });
});
