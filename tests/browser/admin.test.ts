/**
 * The owner's inbox end to end: the real Worker under `wrangler dev` on
 * loopback with no Access settings (sign-in off), real local D1, the simulated
 * mailer. Leads arrive the way customers send them, through the public
 * contact and quote forms in the browser; nothing is mocked.
 *
 * Each submitting context poses as its own client IP (CF-Connecting-IP, which
 * only the local runtime lets a request set), so the server's per-IP cooldown
 * and hourly cap never depend on what the other test files submitted just
 * before.
 */
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DESKTOP, PHONE, baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser.ts";
import { queryD1, sqlText, waitForRows } from "./support/d1.ts";
import { fillContact, fillQuote, submitLikeAPerson, type ContactValues, type QuoteValues } from "./support/forms.ts";
import { allMail } from "./support/mail.ts";
import { MESSAGES, SUBJECTS } from "./support/spec.ts";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const CONTACT: ContactValues = {
  name: "Harriet Lindqvist",
  email: "harriet.lindqvist@gmail.com",
  phone: "(678) 555-0148",
  message: "Hello, we need the living room and the upstairs hallway painted before the holidays. Are you free in December?",
};

/** Sent with the hidden `website` field filled, as a bot would: the Worker holds it. */
const HELD_QUOTE: QuoteValues = {
  name: "Owen Castellano",
  email: "owen.castellano@outlook.com",
  phone: "770-555-0163",
  address: "212 Canton St, Roswell, GA 30075",
  serviceType: "exterior",
  preferredContact: "phone",
  preferredTime: "Afternoons",
  projectDetails: "Front porch columns and shutters, about a day of work.",
};

/** Leads the screens judged, written straight to D1 (the screens themselves are tested elsewhere). */
const FLAGGED = { id: crypto.randomUUID(), name: "Ravi Menon", reason: 'Message mentions "SEO" with no signs of a sales pitch' };
const HELD_BY_REASON = { id: crypto.randomUUID(), name: "Quick Rank Pros", reason: 'Hidden field "website" was filled' };
/** A customer who asks to be erased. */
const TO_ERASE = { id: crypto.randomUUID(), name: "Nadia Ferreira" };

let browser: Browser;
let contactId = "";
let heldId = "";
let nextIp = 20;

/** Sends a public form in its own context, as a client with its own IP, and waits for the thank-you. */
async function submitPublicForm(path: "/contact" | "/quote", fill: (page: Page) => Promise<void>, success: string): Promise<void> {
  const { page, context, readyAt } = await openPage(browser, path, { viewport: DESKTOP });
  await context.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.${nextIp++}` });
  await fill(page);
  await submitLikeAPerson(page, readyAt);
  await page.getByText(success).first().waitFor({ timeout: 15_000 });
  await context.close();
}

/** Each wrangler d1 call costs seconds on a busy machine, so the ids of all submitted leads are read at once. */
async function leadIds(emails: string[]): Promise<string[]> {
  const rows = await waitForRows(`select id, email from forms where email in (${emails.map(sqlText).join(", ")})`, emails.length);
  return emails.map((email) => {
    const row = rows.find((r) => r.email === email);
    if (!row) throw new Error(`The lead from ${email} was not stored`);
    return String(row.id);
  });
}

/** Opens an inbox screen and waits until its data has loaded (no loading placeholder left). */
async function openInbox(path: string, viewport = DESKTOP) {
  const opened = await openPage(browser, path, { viewport });
  await opened.page.locator("main h1").first().waitFor();
  await opened.page.waitForFunction(() => !document.querySelector("main .loading"), undefined, { timeout: 15_000 });
  return opened;
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.passes.length, "axe checked something").toBeGreaterThan(10);
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? "?"}): ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(" ")}`).join("\n")}`,
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  await submitPublicForm("/contact", (page) => fillContact(page, CONTACT), MESSAGES.contactSuccess);
  await submitPublicForm(
    "/quote",
    async (page) => {
      await fillQuote(page, HELD_QUOTE);
      // The honeypot is hidden from people; a bot fills every field it finds.
      await page.locator('main form input[name="website"]').evaluate((input) => {
        (input as HTMLInputElement).value = "https://cheap-links.example";
      });
    },
    MESSAGES.quoteSuccess,
  );
  const ids = await leadIds([CONTACT.email, HELD_QUOTE.email]);
  contactId = ids[0]!;
  heldId = ids[1]!;
  const insert = (lead: { id: string; name: string; reason: string | null }, held: boolean, message: string) =>
    `insert into forms (id, submission_id, form_type, full_name, email, phone, message, site_name, is_spam, spam_reason) values (${[
      lead.id,
      crypto.randomUUID(),
      "contact",
      lead.name,
      `${lead.name.toLowerCase().replace(/ /g, ".")}@gmail.com`,
      "(404) 555-0190",
      message,
      "peachtree-brush-painting",
    ]
      .map(sqlText)
      .join(", ")}, ${held ? 1 : 0}, ${lead.reason === null ? "NULL" : sqlText(lead.reason)})`;
  await queryD1(
    [
      insert(FLAGGED, false, "Do you also do SEO for your customers? Our bakery needs a repaint too."),
      insert(HELD_BY_REASON, true, "Page one of Google in 30 days."),
      insert({ ...TO_ERASE, reason: null }, false, "Please delete my details."),
    ].join("; "),
  );
});

afterAll(async () => {
  await browser?.close();
});

describe("the list", () => {
  test("at 1280 px: a table with the lead just sent through the contact form, and the sign-in-off banner", async () => {
    const { page, context, errors } = await openInbox("/admin");
    await expect.poll(() => page.getByText("Sign-in is off: local development only").isVisible()).toBe(true);
    const row = page.getByRole("table").getByRole("row").filter({ hasText: CONTACT.name });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByRole("link", { name: CONTACT.name }).getAttribute("href")).toBe(`/admin/leads/${contactId}`);
    expect(await row.getByRole("link", { name: CONTACT.phone }).getAttribute("href")).toBe("tel:+16785550148");
    expect(await row.textContent()).toContain("New");
    // A flagged lead says so, and why, in its row.
    const flagged = page.getByRole("table").getByRole("row").filter({ hasText: FLAGGED.name });
    expect(await flagged.textContent()).toContain("Flagged");
    expect(await flagged.textContent()).toContain(FLAGGED.reason);
    // Held leads stay out of the default view.
    expect(await page.getByRole("table").getByText(HELD_QUOTE.name).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("at 390 px: cards, each with a one-tap call link", async () => {
    const { page, context, errors } = await openInbox("/admin", PHONE);
    expect(await page.getByRole("table").count(), "no table on a phone").toBe(0);
    const card = page.getByRole("listitem").filter({ hasText: CONTACT.name });
    await expect.poll(() => card.count()).toBe(1);
    const call = card.getByRole("link", { name: `Call ${CONTACT.name}, ${CONTACT.phone}` });
    expect(await call.getAttribute("href")).toBe("tel:+16785550148");
    const box = await call.boundingBox();
    expect(box?.height ?? 0, "the call link is a big tap target").toBeGreaterThanOrEqual(44);
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("filters live in the address: a search survives a reload; no match offers to clear the filters", async () => {
    const { page, context } = await openInbox("/admin");
    await page.getByRole("searchbox", { name: /search leads/i }).fill("Lindqvist");
    await page.waitForURL(/q=Lindqvist/);
    await page.reload();
    // The app is imported after the reloaded page's first paint; the Status select is its to answer.
    await waitForHydration(page);
    await page.getByRole("table").waitFor();
    expect(await page.getByRole("searchbox", { name: /search leads/i }).inputValue()).toBe("Lindqvist");
    expect(await page.getByRole("table").getByRole("row").count(), "header row and the one lead").toBe(2);

    await page.getByRole("combobox", { name: "Status" }).selectOption("lost");
    await page.waitForURL(/status=lost/);
    await page.getByRole("heading", { name: "No leads match these filters" }).waitFor();
    await page.getByRole("button", { name: "Clear filters" }).first().click();
    await page.getByRole("table").getByRole("row").filter({ hasText: CONTACT.name }).waitFor();
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });
});

describe("a lead", () => {
  test("shows every stored field with tap-to-call and reply-by-mail; its status and note are changed and stored", async () => {
    const { page, context, errors } = await openInbox(`/admin/leads/${contactId}`);
    await page.getByRole("heading", { level: 1, name: CONTACT.name }).waitFor();
    const main = page.getByRole("main");
    expect(await main.getByRole("link", { name: `Call ${CONTACT.phone}` }).getAttribute("href")).toBe("tel:+16785550148");
    const reply = await main.getByRole("link", { name: "Reply by e-mail" }).getAttribute("href");
    expect(reply).toMatch(/^mailto:harriet\.lindqvist@gmail\.com\?subject=/);
    expect(decodeURIComponent(reply!.split("subject=")[1]!.split("&")[0]!)).toMatch(/^Your message to /);
    const text = (await main.textContent()) ?? "";
    for (const value of [CONTACT.message, CONTACT.email, "Visitor id", "Session id", "Landing page", "Referrer", "Received", contactId]) {
      expect(text, `the page shows ${value}`).toContain(value);
    }

    await page.getByRole("combobox", { name: "Status" }).selectOption("contacted");
    await page.getByText(/^Saved at /).first().waitFor();

    const note = "Called Tuesday; visiting Saturday at 10.";
    await page.getByRole("textbox", { name: "Note" }).fill(note);
    expect(await page.getByText("Not saved yet").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Save note" }).click();
    await expect.poll(() => page.getByText(/^Saved at /).count()).toBe(2);
    const [stored] = await queryD1(`select status, note, updated_at from forms where id = ${sqlText(contactId)}`);
    expect(stored).toMatchObject({ status: "contacted", note });
    expect(stored?.updated_at).toBeTruthy();

    await page.reload();
    await page.getByRole("heading", { level: 1, name: CONTACT.name }).waitFor();
    await page.waitForFunction(() => !document.querySelector("main .loading"));
    expect(await page.getByRole("combobox", { name: "Status" }).inputValue()).toBe("contacted");
    expect(await page.getByRole("textbox", { name: "Note" }).inputValue()).toBe(note);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a held lead is listed under Held, not in the inbox; releasing it queues its notice, which its journey sends", async () => {
    const { page, context, errors } = await openInbox("/admin", PHONE);
    await page.getByRole("navigation", { name: "Which leads" }).getByRole("link", { name: "Held" }).click();
    await page.waitForURL(/spam=held/);
    const card = page.getByRole("listitem").filter({ hasText: HELD_QUOTE.name });
    await card.waitFor();
    expect(await card.textContent()).toContain("Held");
    await card.getByRole("link", { name: HELD_QUOTE.name, exact: true }).click();

    await page.getByRole("heading", { level: 1, name: HELD_QUOTE.name }).waitFor();
    await page.getByRole("heading", { name: /held as likely spam/i }).waitFor();
    await page.getByRole("button", { name: /release/i }).click();
    await page.getByText("Released as not spam. Its notice to you is on its way.").first().waitFor();
    expect(await page.getByRole("heading", { name: /held as likely spam/i }).count()).toBe(0);

    const [row] = await queryD1(
      `select forms.is_spam, email_outbox.status as notice from forms left join email_outbox on email_outbox.lead_id = forms.id where forms.id = ${sqlText(heldId)}`,
    );
    expect(row?.is_spam, "released").toBe(0);
    expect(["pending", "sent"], "its notice is queued (or already sent)").toContain(row?.notice);

    // The release started the lead's journey (a Workflow that wrangler dev runs), which mails it; the
    // five-minute cron, fired here as production would, starts any journey whose start failed.
    const subject = SUBJECTS.quote(HELD_QUOTE.name);
    const fired = await fetch(`${baseUrl()}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("*/5 * * * *")}`);
    expect(fired.status).toBe(200);
    // A released lead may keep its reason, so its subject may carry the "[Check] " mark.
    await expect
      .poll(() => allMail().some((mail) => mail.subject.endsWith(subject)), { timeout: 30_000, message: `a notice "${subject}"` })
      .toBe(true);
    // The lead's page shows the notice as sent.
    await page.reload();
    await page.getByText(/^Sent /).first().waitFor();

    // Back in the inbox view now.
    await page.goto("/admin");
    await page.getByRole("listitem").filter({ hasText: HELD_QUOTE.name }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test("erasing asks first, naming the person, then deletes the lead", async () => {
    const { id, name } = TO_ERASE;
    const { page, context } = await openInbox(`/admin/leads/${id}`);
    await page.getByRole("button", { name: "Erase…" }).click();
    const dialog = page.getByRole("dialog", { name: `Erase ${name}’s lead?` });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Keep it" }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect((await page.request.get(`/api/admin/leads/${id}`)).status(), "kept").toBe(200);

    await page.getByRole("button", { name: "Erase…" }).click();
    await dialog.getByRole("button", { name: `Erase ${name}` }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByText(`${name}’s lead was erased.`).first().waitFor();
    expect(await queryD1(`select id from forms where id = ${sqlText(id)}`)).toHaveLength(0);

    await page.goto(`/admin/leads/${id}`);
    await page.getByRole("heading", { level: 1, name: "Lead not found" }).waitFor();
    await context.close();
  });
});

describe("when the API cannot be reached", () => {
  // Cloudflare Access stands in front of the Worker in production and answers 401/403 once
  // the owner's session has expired; locally there is no Access, so the browser plays its
  // part here (and a dropped connection), at the edge of the world. The Worker is not mocked.
  test("an expired sign-in says to reload and sign in again; a lost connection offers to try again", async () => {
    const { page, context } = await openPage(browser, "/admin", { viewport: PHONE });
    await page.getByRole("table").or(page.getByRole("list")).first().waitFor();

    await page.route("**/api/admin/leads?*", (route) =>
      route.fulfill({ status: 401, contentType: "application/json", body: '{"ok":false,"error":{"code":"unauthorized","message":"Sign in."}}' }),
    );
    await page.getByRole("navigation", { name: "Which leads" }).getByRole("link", { name: "All" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Your sign-in has expired — reload to sign in again.");
    expect(await alert.getByRole("button", { name: "Reload and sign in" }).isVisible()).toBe(true);

    await page.unroute("**/api/admin/leads?*");
    await page.route("**/api/admin/leads?*", (route) => route.abort("internetdisconnected"));
    await page.getByRole("navigation", { name: "Which leads" }).getByRole("link", { name: "Held" }).click();
    await expect.poll(async () => (await page.getByRole("alert").textContent()) ?? "").toContain("Can't reach the inbox");
    await page.unroute("**/api/admin/leads?*");
    await page.getByRole("alert").getByRole("button", { name: "Try again" }).click();
    await page.getByRole("listitem").filter({ hasText: HELD_BY_REASON.name }).waitFor();
    await context.close();
  });
});

describe("export and dashboard", () => {
  test("the CSV export downloads the leads of the current filters", async () => {
    const { page, context } = await openInbox("/admin?q=Lindqvist");
    const link = page.getByRole("link", { name: "Export CSV" });
    expect(await link.getAttribute("href")).toBe("/api/admin/leads.csv?q=Lindqvist");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv).toContain(CONTACT.name);
    expect(csv).toContain(CONTACT.email);
    expect(csv, "only the filtered leads").not.toContain(HELD_QUOTE.name);
    await context.close();
  });

  test.each([
    { label: "1280", viewport: DESKTOP },
    { label: "390", viewport: PHONE },
  ])("at $label px the dashboard draws its charts, each with the numbers as a table", async ({ viewport }) => {
    const { page, context, errors } = await openInbox("/admin/dashboard", viewport);
    for (const heading of ["Leads and phone taps per week", "Where leads come from", "What they ask for", "Where they are", "Won rate"]) {
      await page.getByRole("heading", { level: 2, name: heading }).waitFor();
    }
    const leadsTile = page.locator(".tile").filter({ hasText: "Leads" }).locator("dd");
    expect(Number(await leadsTile.textContent())).toBeGreaterThanOrEqual(1);
    const charts = page.getByRole("img", { name: /bar chart/i });
    await expect.poll(() => charts.count()).toBeGreaterThanOrEqual(3);
    const weekly = page.getByRole("region", { name: "Leads and phone taps per week" });
    await weekly.getByText("Show the numbers").click();
    const table = weekly.getByRole("table");
    expect(await table.getByRole("row").count()).toBeGreaterThan(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each([
  { label: "1280", viewport: DESKTOP },
  { label: "390", viewport: PHONE },
])("axe at $label px", ({ viewport }) => {
  test("the list, a lead, the dashboard and the settings have no WCAG 2.1 AA violations", async () => {
    const { page, context } = await openInbox("/admin?spam=all", viewport);
    expect(await axeViolations(page), "the list").toEqual([]);
    await openAndSettle(page, `/admin/leads/${contactId}`);
    expect(await axeViolations(page), "a lead").toEqual([]);
    await openAndSettle(page, `/admin/leads/${HELD_BY_REASON.id}`);
    expect(await axeViolations(page), "a held lead").toEqual([]);
    await openAndSettle(page, `/admin/leads/${FLAGGED.id}`);
    expect(await axeViolations(page), "a flagged lead").toEqual([]);
    await openAndSettle(page, "/admin/dashboard");
    expect(await axeViolations(page), "the dashboard").toEqual([]);
    await openAndSettle(page, "/admin/settings");
    expect(await axeViolations(page), "the settings").toEqual([]);
    await context.close();
  });
});

async function openAndSettle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(() => !document.querySelector("main .loading"), undefined, { timeout: 15_000 });
}
