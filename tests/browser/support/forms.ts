/**
 * Driving the shared quote/contact form the way a visitor does: by the fields'
 * accessible names. The server keeps a lead filled faster than ~3 s as spam
 * and mails nothing, so every submit waits until HUMAN_FILL_MS have passed
 * since the form became interactive.
 */
import type { Locator, Page } from "playwright-core";
import { HUMAN_FILL_MS } from "./spec.ts";

export interface ContactValues {
  name: string;
  email: string;
  phone?: string;
  message: string;
}

export interface QuoteValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  serviceType: string; // option value, e.g. "interior"
  preferredContact: "phone" | "email" | "text";
  preferredTime?: string;
  projectDetails: string;
}

export function leadForm(page: Page): Locator {
  return page.locator("main form").first();
}

export function fields(page: Page) {
  const form = leadForm(page);
  return {
    form,
    name: form.getByRole("textbox", { name: /name/i }).first(),
    email: form.getByRole("textbox", { name: /e-?mail/i }).first(),
    phone: form.getByRole("textbox", { name: /phone/i }).first(),
    message: form.getByRole("textbox", { name: /message/i }).first(),
    address: form.getByRole("textbox", { name: /^(?!.*e-?mail).*address/i }).first(),
    serviceType: form.getByRole("combobox", { name: /service/i }).first(),
    preferredContactSelect: form.getByRole("combobox", { name: /contact/i }).first(),
    preferredTime: form.getByRole("textbox", { name: /time/i }).or(form.getByRole("combobox", { name: /time/i })).first(),
    projectDetails: form.getByRole("textbox", { name: /project details|details|describe/i }).first(),
    submit: form.locator('button[type="submit"], input[type="submit"]').first(),
  };
}

export async function fillContact(page: Page, values: ContactValues): Promise<void> {
  const f = fields(page);
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  if (values.phone !== undefined) await f.phone.fill(values.phone);
  await f.message.fill(values.message);
}

/** The preferred-contact control: a select, or a radio group. */
export async function choosePreferredContact(page: Page, value: QuoteValues["preferredContact"]): Promise<void> {
  const f = fields(page);
  if ((await f.preferredContactSelect.count()) > 0) {
    await f.preferredContactSelect.selectOption(value);
    return;
  }
  const labels = { phone: /phone/i, email: /e-?mail/i, text: /text/i };
  await f.form.getByRole("radio", { name: labels[value] }).first().check();
}

export async function preferredContactValue(page: Page): Promise<string> {
  const f = fields(page);
  if ((await f.preferredContactSelect.count()) > 0) return f.preferredContactSelect.inputValue();
  return f.form.locator('input[type="radio"]:checked').first().inputValue();
}

export async function fillQuote(page: Page, values: QuoteValues): Promise<void> {
  const f = fields(page);
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  await f.phone.fill(values.phone);
  await f.address.fill(values.address);
  await f.serviceType.selectOption(values.serviceType);
  await choosePreferredContact(page, values.preferredContact);
  if (values.preferredTime !== undefined) await choosePreferredTime(page, values.preferredTime);
  await f.projectDetails.fill(values.projectDetails);
}

/**
 * Preferred time is free text or a select of time slots. For a select the
 * first real slot is chosen (no slot name is fixed); read the form back
 * with quoteValues() to know what was chosen.
 */
export async function choosePreferredTime(page: Page, text: string): Promise<void> {
  const time = fields(page).preferredTime;
  if ((await time.evaluate((el) => el.tagName)) === "SELECT") {
    const values = await time.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    await time.selectOption(values[0] ?? "");
  } else {
    await time.fill(text);
  }
}

/** Submits once HUMAN_FILL_MS have passed since `readyAt` (the form's first interactive moment). */
export async function submitLikeAPerson(page: Page, readyAt: number): Promise<void> {
  const wait = readyAt + HUMAN_FILL_MS - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await fields(page).submit.click();
}

/** Values of the contact fields as the visitor sees them now. */
export async function contactValues(page: Page): Promise<ContactValues> {
  const f = fields(page);
  return {
    name: await f.name.inputValue(),
    email: await f.email.inputValue(),
    phone: await f.phone.inputValue(),
    message: await f.message.inputValue(),
  };
}

export async function quoteValues(page: Page): Promise<Omit<QuoteValues, "preferredTime"> & { preferredTime: string }> {
  const f = fields(page);
  return {
    name: await f.name.inputValue(),
    email: await f.email.inputValue(),
    phone: await f.phone.inputValue(),
    address: await f.address.inputValue(),
    serviceType: await f.serviceType.inputValue(),
    preferredContact: (await preferredContactValue(page)) as QuoteValues["preferredContact"],
    preferredTime: await f.preferredTime.inputValue(),
    projectDetails: await f.projectDetails.inputValue(),
  };
}

/** Records every POST to /api/* the page makes, to assert what did (not) reach the server. */
export function recordApiPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "POST" && url.pathname.startsWith("/api/")) posts.push(url.pathname);
  });
  return posts;
}
