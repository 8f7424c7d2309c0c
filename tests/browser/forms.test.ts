/**
 * The quote and contact forms end to end: the real
 * Worker stores the lead in local D1 and writes the owner's notice through the
 * simulated send_email binding. Nothing is mocked.
 *
 * Every submit waits HUMAN_FILL_MS after the form became interactive (the
 * server keeps faster leads as spam and sends no mail). Each test has its own
 * browser context, so the browser-side cooldown (localStorage) starts empty;
 * the server-side cooldown is per IP and form type, which is why exactly one
 * contact and one quote lead are accepted in this file.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, launchBrowser, openPage } from "./support/browser.ts";
import { queryD1, sqlText, waitForRows } from "./support/d1.ts";
import {
  choosePreferredTime,
  contactValues,
  fields,
  fillContact,
  fillQuote,
  preferredContactValue,
  quoteValues,
  recordApiPosts,
  submitLikeAPerson,
  type ContactValues,
  type QuoteValues,
} from "./support/forms.ts";
import { waitForMail } from "./support/mail.ts";
import { REPO_ROOT } from "./support/paths.ts";
import { MESSAGES, SESSION_KEY, SUBJECTS } from "./support/spec.ts";

const SITE_NAME = readFileSync(join(REPO_ROOT, "wrangler.toml"), "utf8").match(/^SITE_NAME\s*=\s*"([^"]+)"/m)?.[1];
const REFERRER = "https://www.google.com/";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function status(page: Page, message: string) {
  return page.getByText(message, { exact: false }).first();
}

async function expectShown(page: Page, message: string): Promise<void> {
  await expect.poll(() => status(page, message).isVisible(), { timeout: 15_000, message: `"${message}" shown` }).toBe(true);
}

/** When the server last accepted a contact lead from this machine (its 30 s per-IP cooldown). */
let contactAcceptedAt = 0;

const CONTACT: ContactValues = {
  name: "Maria Alvarez",
  email: "maria.alvarez@gmail.com",
  phone: "(678) 555-0199",
  message: "Hi, we would like two bedrooms and a hallway repainted in Roswell next month. Thanks!",
};

const QUOTE: QuoteValues = {
  name: "Daniel Okafor",
  email: "daniel.okafor@outlook.com",
  phone: "770-555-0123",
  address: "1450 Holcomb Bridge Rd, Roswell, GA 30076",
  serviceType: "interior",
  preferredContact: "email",
  preferredTime: "Weekday mornings",
  projectDetails: "Four-bedroom two-story home, walls and trim in the living areas, about 2,400 sq ft.",
};

describe("contact form", () => {
  test("success: message, form reset, lead in D1 with tracking identity, notice mail; a second submit within 30 s is refused", async () => {
    const { page, context, readyAt } = await openPage(browser, "/contact", { referer: REFERRER });
    await fillContact(page, CONTACT);
    await submitLikeAPerson(page, readyAt);
    await expectShown(page, MESSAGES.contactSuccess);
    contactAcceptedAt = Date.now();
    expect(await contactValues(page), "form reset to its defaults").toEqual({ name: "", email: "", phone: "", message: "" });

    const sessionId = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
    const referrer = await page.evaluate(() => document.referrer);
    expect(sessionId, "sessionStorage pb_session_id").toMatch(/^[0-9a-f-]{36}$/i);

    const rows = await waitForRows(`SELECT * FROM forms WHERE email = ${sqlText(CONTACT.email)}`);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.full_name).toBe(CONTACT.name);
    expect(row.phone).toBe(CONTACT.phone);
    expect(row.message).toBe(CONTACT.message);
    expect(row.form_type).toBe("contact");
    expect(row.site_name).toBe(SITE_NAME);
    expect(String(row.visitor_id ?? "")).not.toBe("");
    expect(row.session_id).toBe(sessionId);
    expect(row.referrer).toBe(referrer);
    expect(referrer).not.toBe("");
    expect(String(row.ip_hash ?? "")).toMatch(/^[0-9a-zA-Z+/=_-]{16,}$/);
    expect(String(row.ip_hash)).not.toContain("127.0.0.1");
    expect(String(row.ua ?? "")).toMatch(/Chrome/);
    for (const geo of ["city", "state", "country"] as const) expect(String(row[geo] ?? ""), geo).not.toBe("");
    expect(Number(row.is_spam)).toBe(0);

    const mails = await waitForMail(SUBJECTS.contact(CONTACT.name));
    expect(mails, `one notice "${SUBJECTS.contact(CONTACT.name)}"`).toHaveLength(1);
    expect(mails[0]!.body).toContain(CONTACT.email);
    expect(mails[0]!.body).toContain("two bedrooms and a hallway");

    // The cooldown: the same form again within 30 s is refused before anything is sent.
    const again = { ...CONTACT, message: "Also, could you look at the fence?" };
    await fillContact(page, again);
    await submitLikeAPerson(page, Date.now());
    await expectShown(page, MESSAGES.cooldown);
    expect(await contactValues(page), "typed values kept").toEqual(again);
    const after = await queryD1(`SELECT id FROM forms WHERE email = ${sqlText(CONTACT.email)}`);
    expect(after, "no second lead stored").toHaveLength(1);
    await context.close();
  });

  test("blocked e-mail is refused with its fixed message and the values are kept", async () => {
    const { page, context, readyAt } = await openPage(browser, "/contact");
    const values = { ...CONTACT, email: "test.user@gmail.com" };
    await fillContact(page, values);
    await submitLikeAPerson(page, readyAt);
    await expectShown(page, MESSAGES.blockedEmail);
    expect(await contactValues(page)).toEqual(values);
    // Refused, and kept for the owner: held, with the reason, never mailed one by one.
    expect(await queryD1(`SELECT is_spam, spam_reason FROM forms WHERE email = 'test.user@gmail.com'`)).toEqual([
      { is_spam: 1, spam_reason: 'Refused at the form: Address starts with the test word "test"' },
    ]);
    await context.close();
  });

  test("blocked content is refused with its fixed message and the values are kept", async () => {
    const { page, context, readyAt } = await openPage(browser, "/contact");
    const values = { ...CONTACT, email: "priya.raman@yahoo.com", message: "Hello, we do SEO and backlinks for your website. Reply YES for a free audit." };
    await fillContact(page, values);
    await submitLikeAPerson(page, readyAt);
    await expectShown(page, MESSAGES.blockedContent);
    expect(await contactValues(page)).toEqual(values);
    const [kept] = await queryD1(`SELECT is_spam, spam_reason FROM forms WHERE email = 'priya.raman@yahoo.com'`);
    expect(kept?.is_spam).toBe(1);
    expect(String(kept?.spam_reason)).toMatch(/^Refused at the form: Message mentions "SEO" and "backlinks"/);
    await context.close();
  });

  test("a failed save shows the failure message, keeps the values and still starts the cooldown", async () => {
    const { page, context, readyAt } = await openPage(browser, "/contact");
    // A failing backend cannot be produced from outside, so this one answer is made up here:
    // what an edge error page looks like, not the API's JSON.
    await page.route("**/api/leads", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<html><body>502 Bad Gateway</body></html>" }),
    );
    const values = { ...CONTACT, name: "Luis Ortega", email: "luis.ortega@gmail.com" };
    await fillContact(page, values);
    await submitLikeAPerson(page, readyAt);
    await expectShown(page, MESSAGES.failure);
    expect(await contactValues(page)).toEqual(values);
    await fields(page).submit.click();
    await expectShown(page, MESSAGES.cooldown);
    expect(await contactValues(page)).toEqual(values);
    await context.close();
  });

  test("after a 5xx the retry sends the same submission_id: the lead the Worker had stored is answered, not stored twice", async () => {
    const { page, context, readyAt } = await openPage(browser, "/contact");
    // The edge fails after the Worker has stored the lead: the first attempt really reaches the
    // Worker, and the browser is handed a 503 instead of its answer. The requests carry their own
    // client IP (wrangler dev keeps a CF-Connecting-IP it is given), so the server's per-IP cooldown
    // from the other tests in this file does not apply to them.
    const ip = "203.0.113.75";
    const sent: { submissionId: string; status: number }[] = [];
    await page.route("**/api/leads", async (route) => {
      const request = route.request();
      const submissionId = String((request.postDataJSON() as Record<string, unknown>)["submission_id"]);
      const headers = { ...request.headers(), "cf-connecting-ip": ip };
      const answer = await route.fetch({ headers });
      sent.push({ submissionId, status: answer.status() });
      if (sent.length === 1) {
        await route.fulfill({ status: 503, contentType: "text/html", body: "<html><body>503 Service Unavailable</body></html>" });
      } else {
        await route.fulfill({ response: answer });
      }
    });
    const values = { ...CONTACT, name: "Hoang Tran", email: "hoang.tran@gmail.com", message: "Kitchen cabinets and the pantry door, please." };
    await fillContact(page, values);
    await submitLikeAPerson(page, readyAt);
    await expectShown(page, MESSAGES.failure);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.status, "the Worker stored the first attempt").toBe(201);
    expect(await contactValues(page)).toEqual(values);

    // The visitor tries again once the browser's 30 s cooldown is over (the clock is moved, not waited for).
    await page.clock.install();
    await page.clock.fastForward(31_000);
    await fields(page).submit.click();
    await expectShown(page, MESSAGES.contactSuccess);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.submissionId, "the retry reuses the submission_id").toBe(sent[0]!.submissionId);
    expect(sent[1]!.status).toBe(201);

    const rows = await queryD1(`SELECT id, submission_id FROM forms WHERE email = ${sqlText(values.email)}`);
    expect(rows, "one lead, not two").toHaveLength(1);
    expect(rows[0]!.submission_id).toBe(sent[0]!.submissionId);
    expect(await waitForMail(SUBJECTS.contact(values.name)), "one notice").toHaveLength(1);
    await context.close();
  });

  test("after a 4xx the next attempt is a new submission with a new submission_id", async () => {
    const { page, context, readyAt } = await openPage(browser, "/contact");
    const ids: string[] = [];
    await page.route("**/api/leads", async (route) => {
      ids.push(String((route.request().postDataJSON() as Record<string, unknown>)["submission_id"]));
      // A refusal the browser cannot foresee (the server's cooldown for this IP), made up here as the Worker words it.
      await route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "Retry-After": "20" },
        body: JSON.stringify({ ok: false, error: { code: "cooldown", message: MESSAGES.cooldown } }),
      });
    });
    await fillContact(page, { ...CONTACT, email: "ana.lima@gmail.com" });
    await submitLikeAPerson(page, readyAt);
    await expectShown(page, MESSAGES.cooldown);
    await page.clock.install();
    await page.clock.fastForward(31_000);
    await fields(page).submit.click();
    await expect.poll(() => ids.length).toBe(2);
    expect(ids[1]).not.toBe(ids[0]);
    await context.close();
  });

  test("required fields: an empty submit marks name, e-mail and message and sends nothing", async () => {
    const { page, context, readyAt } = await openPage(browser, "/contact");
    const posts = recordApiPosts(page);
    await fields(page).phone.fill("404-555-0175");
    await submitLikeAPerson(page, readyAt);
    const f = fields(page);
    for (const [name, field] of [["name", f.name], ["email", f.email], ["message", f.message]] as const) {
      await expect.poll(() => field.getAttribute("aria-invalid"), { message: `${name} marked invalid` }).toBe("true");
    }
    expect(await f.phone.getAttribute("aria-invalid"), "phone is optional on the contact form").not.toBe("true");
    expect(await f.phone.inputValue()).toBe("404-555-0175");
    // An invalid address is an error too.
    await f.name.fill("Kevin Brooks");
    await f.email.fill("kevin.brooks@");
    await f.message.fill("Need a quote for the deck.");
    await f.submit.click();
    await expect.poll(() => f.email.getAttribute("aria-invalid")).toBe("true");
    await page.waitForTimeout(500);
    expect(posts.filter((p) => p !== "/api/incrementPhoneClickCount"), "no request sent").toEqual([]);
    await context.close();
  });
});

describe("quote form", () => {
  test("defaults: preferred contact is phone", async () => {
    const { page, context } = await openPage(browser, "/quote");
    expect(await preferredContactValue(page)).toBe("phone");
    await context.close();
  });

  test("success: message, reset, lead with the bundled message in D1, notice mail; cooldown on a second submit", async () => {
    const { page, context, readyAt } = await openPage(browser, "/quote", { referer: REFERRER });
    await fillQuote(page, QUOTE);
    const filled = await quoteValues(page);
    expect(filled.preferredTime).not.toBe("");
    await submitLikeAPerson(page, readyAt);
    await expectShown(page, MESSAGES.quoteSuccess);
    const reset = await quoteValues(page);
    expect(reset).toEqual({
      name: "", email: "", phone: "", address: "", serviceType: "", preferredContact: "phone", preferredTime: "", projectDetails: "",
    });

    const sessionId = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
    const rows = await waitForRows(`SELECT * FROM forms WHERE email = ${sqlText(QUOTE.email)}`);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.full_name).toBe(QUOTE.name);
    expect(row.phone).toBe(QUOTE.phone);
    expect(row.form_type).toBe("quote");
    expect(row.site_name).toBe(SITE_NAME);
    expect(row.session_id).toBe(sessionId);
    expect(String(row.visitor_id ?? "")).not.toBe("");
    expect(row.referrer).toBe(await page.evaluate(() => document.referrer));
    const message = String(row.message ?? "");
    expect(message).toContain(QUOTE.address);
    expect(message).toMatch(/interior/i);
    expect(message).toMatch(/e-?mail/i);
    expect(message).toContain(filled.preferredTime);
    expect(message).toContain(QUOTE.projectDetails);
    expect(Number(row.is_spam)).toBe(0);

    const mails = await waitForMail(SUBJECTS.quote(QUOTE.name));
    expect(mails, `one notice "${SUBJECTS.quote(QUOTE.name)}"`).toHaveLength(1);
    expect(mails[0]!.body).toContain(QUOTE.email);

    const again: QuoteValues = { ...QUOTE, projectDetails: "Adding the garage door as well." };
    await fillQuote(page, again);
    const typedAgain = await quoteValues(page);
    expect(typedAgain.projectDetails).toBe(again.projectDetails);
    await submitLikeAPerson(page, Date.now());
    await expectShown(page, MESSAGES.cooldown);
    expect(await quoteValues(page)).toEqual(typedAgain);
    expect(await queryD1(`SELECT id FROM forms WHERE email = ${sqlText(QUOTE.email)}`)).toHaveLength(1);
    await context.close();
  });

  test("blocked e-mail and blocked project details are refused and the values kept", async () => {
    const { page, context, readyAt } = await openPage(browser, "/quote");
    const blockedEmail = { ...QUOTE, email: "qwerty@atlantahomes.com" };
    await fillQuote(page, blockedEmail);
    const typed = await quoteValues(page);
    expect(typed.email).toBe(blockedEmail.email);
    await submitLikeAPerson(page, readyAt);
    await expectShown(page, MESSAGES.blockedEmail);
    expect(await quoteValues(page)).toEqual(typed);

    const blockedContent = {
      ...QUOTE,
      email: "sam.whitfield@gmail.com",
      projectDetails: "We offer digital marketing and lead generation for your business, packages from $99/month.",
    };
    await fillQuote(page, blockedContent);
    const typedContent = await quoteValues(page);
    expect(typedContent.projectDetails).toBe(blockedContent.projectDetails);
    await fields(page).submit.click();
    await expectShown(page, MESSAGES.blockedContent);
    expect(await quoteValues(page)).toEqual(typedContent);
    // Both kept, held: the revision after the first refusal met no cooldown.
    const kept = await queryD1(`SELECT is_spam FROM forms WHERE email IN ('qwerty@atlantahomes.com', 'sam.whitfield@gmail.com')`);
    expect(kept).toEqual([{ is_spam: 1 }, { is_spam: 1 }]);
    await context.close();
  });

  test("required fields: name, e-mail, phone, address, service type and project details", async () => {
    const { page, context, readyAt } = await openPage(browser, "/quote");
    const posts = recordApiPosts(page);
    await choosePreferredTime(page, "Evenings");
    await submitLikeAPerson(page, readyAt);
    const f = fields(page);
    const required = { name: f.name, email: f.email, phone: f.phone, address: f.address, serviceType: f.serviceType, projectDetails: f.projectDetails };
    for (const [name, field] of Object.entries(required)) {
      await expect.poll(() => field.getAttribute("aria-invalid"), { message: `${name} marked invalid` }).toBe("true");
    }
    expect(await f.preferredTime.getAttribute("aria-invalid"), "preferred time is optional").not.toBe("true");
    expect(posts.filter((p) => p !== "/api/incrementPhoneClickCount")).toEqual([]);
    await context.close();
  });
});

/**
 * Links and forms work before hydration (a slow phone submits before the app
 * arrives). The prerendered form posts to the Worker, which answers with the
 * form's page carrying the message (and, on a refusal, the typed values written back).
 */
describe("forms without JavaScript", () => {
  test("a blocked e-mail comes back with its fixed message and the typed values", async () => {
    const { page, context } = await openPage(browser, "/contact", { javaScriptEnabled: false });
    const values = { name: "Tom Becker", email: "test.team@beckerco.com", phone: "770-555-0110", message: "Interested in an exterior repaint." };
    await fillContact(page, values);
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await fields(page).submit.click();
    expect((await answer).status()).toBeGreaterThanOrEqual(400);
    await page.waitForLoadState("load");
    expect(await page.getByText(MESSAGES.blockedEmail).first().isVisible()).toBe(true);
    expect(await contactValues(page)).toEqual(values);
    await context.close();
  });

  test("the contact form posts, the page shows the success message, the lead is stored and mailed", async () => {
    // The server's per-IP cooldown (30 s) counts the JavaScript contact lead above.
    const wait = contactAcceptedAt + 31_000 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const { page, context } = await openPage(browser, "/contact", { javaScriptEnabled: false });
    const values = { name: "Grace Liu", email: "grace.liu@icloud.com", phone: "", message: "Our fence in Milton needs staining before spring." };
    await fillContact(page, values);
    await fields(page).submit.click();
    await page.waitForLoadState("load");
    expect(await page.getByText(MESSAGES.contactSuccess).first().isVisible()).toBe(true);
    const rows = await waitForRows(`SELECT * FROM forms WHERE email = ${sqlText(values.email)}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.full_name).toBe(values.name);
    expect(rows[0]!.message).toBe(values.message);
    expect(rows[0]!.form_type).toBe("contact");
    expect(Number(rows[0]!.is_spam)).toBe(0);
    expect(await waitForMail(SUBJECTS.contact(values.name))).toHaveLength(1);
    await context.close();
  });
  test("a quote form posted from another page (Origin null) comes back as the quote page with the message and every value", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const sent = {
      name: "Ji-won Seo",
      email: "jiwon.seo@gmail.com",
      phone: "(678) 555-0133",
      address: "4 Old Alabama Rd, Johns Creek, GA",
      serviceType: "cabinet",
      preferredContact: "email",
      preferredTime: "Afternoon (12-4 PM)",
      projectDetails: "Kitchen cabinets & island, white.",
    } as const;
    // A page of no origin at all (a data: URL) posting our form: the browser sends `Origin: null`,
    // as it does for a page a privacy tool sandboxes. Such a post is refused, never stored.
    const inputs = Object.entries(sent)
      .map(([name, value]) => `<input name="${name}" value="${value.replace(/&/g, "&amp;")}">`)
      .join("");
    await page.goto(
      `data:text/html,${encodeURIComponent(`<form method="post" action="${baseUrl()}/api/leads"><input name="form_type" value="quote">${inputs}<button>Send</button></form>`)}`,
    );
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Send" }).click();
    const response = await answer;
    expect(response.status()).toBe(403);
    expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
    await page.waitForLoadState("load");
    expect(await page.locator('main form[data-mode="quote"]').count()).toBe(1);
    expect(await page.locator(".lf-status--error").textContent()).toMatch(/another website/);
    expect(await quoteValues(page)).toEqual(sent);
    expect(await queryD1(`SELECT id FROM forms WHERE email = ${sqlText(sent.email)}`)).toHaveLength(0);
    await context.close();
  });
});
