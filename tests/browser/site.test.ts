/**
 * The owner keeps the site true from the phone (390 px), as `npm start` runs
 * it: wrangler dev with its local builder. Changes the phone number, adds a
 * review and adds a gallery project with a photo from the file chooser (a
 * 4,000 x 3,000 photo the browser scales to 2,560 before it uploads),
 * publishes, and after the local build the public pages (header, footer,
 * /contact, /testimonials, /gallery, the structured data) show the change.
 * Then the Site screens at 1280 px. axe checks every Site screen at both widths.
 */
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DESKTOP, PHONE, launchBrowser, newDeviceContext, waitForHydration } from "./support/browser.ts";
import { startSiteServer, type SiteServer } from "./support/site-server.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const NEW_PHONE = "(678) 555-0123";
const REVIEW = "They repainted our whole downstairs in two days & left it spotless. <Best crew> in Decatur!";

let browser: Browser;
let server: SiteServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startSiteServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function axeClean(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.passes.length).toBeGreaterThan(10);
  expect(
    results.violations.map((v) => `${where}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    where,
  ).toEqual([]);
}

async function open(path: string, viewport: { width: number; height: number }) {
  const context = await newDeviceContext(browser, viewport, { baseURL: server.baseUrl });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // The one refusal the test asks for (a UK phone number, 400) is reported by the browser as a failed load.
    if (message.type() === "error" && !/status of 400/.test(message.text())) errors.push(`console.error: ${message.text()}`);
  });
  await page.goto(path);
  // The inbox's app is imported after the page's first paint: its controls answer once it has taken over.
  if (path.startsWith("/admin")) await waitForHydration(page);
  return { context, page, errors };
}

async function publicPage(path: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("the Site screens at 390 px", () => {
  test("change the phone, add a review and a gallery project with a photo, publish: the public pages follow", async () => {
    const { context, page, errors } = await open("/admin/site", PHONE);

    // Business facts: the phone number.
    await page.getByRole("heading", { name: "Business facts" }).waitFor();
    await axeClean(page, "Site › Business at 390");
    await page.getByLabel("Phone number").fill("678-555-0123");
    await page.getByRole("button", { name: "Save business facts" }).click();
    await page.getByText("Not yet on the site").first().waitFor();
    await expect.poll(() => page.getByLabel("Phone number").inputValue()).toBe(NEW_PHONE);

    // A wrong number is refused with the field named, and nothing is lost.
    await page.getByLabel("Phone number").fill("+44 20 7946 0958");
    await page.getByRole("button", { name: "Save business facts" }).click();
    await page.getByText("Enter a US phone number").waitFor();
    await page.getByLabel("Phone number").fill(NEW_PHONE);
    await page.getByRole("button", { name: "Save business facts" }).click();
    await page.getByText("Enter a US phone number").waitFor({ state: "detached" });

    // Reviews: a new one, on the home page.
    await page.getByRole("link", { name: /^Reviews/ }).click();
    await page.getByRole("heading", { name: "Reviews" }).waitFor();
    await axeClean(page, "Site › Reviews at 390");
    await page.getByRole("button", { name: "Add a review" }).click();
    const newReview = page.locator(".site-item").first();
    await newReview.getByLabel("Review", { exact: true }).fill(REVIEW);
    await newReview.getByLabel("Author, as shown").fill("Dana P.");
    await newReview.getByLabel("Town").fill("Decatur");
    await newReview.getByLabel("On the home page").check();
    await page.getByRole("button", { name: "Save reviews" }).click();
    await page.getByRole("heading", { name: /Reviews Not yet on the site/ }).waitFor();

    // FAQ screen: looked at (axe) only.
    await page.getByRole("link", { name: /^FAQ/ }).click();
    await page.getByRole("heading", { name: "Questions and answers" }).waitFor();
    await axeClean(page, "Site › FAQ at 390");

    // Photos: a gallery project with a photo from the file chooser.
    await page.getByRole("link", { name: /^Photos/ }).click();
    await page.getByRole("heading", { name: "Gallery projects" }).waitFor();
    await page.getByRole("button", { name: "Add a project to Interior Painting" }).click();
    const project = page.locator(".site-item--project").first();
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 40, g: 90, b: 150 } } }).jpeg().toBuffer();
    const uploaded = page.waitForResponse((response) => response.url().endsWith("/api/admin/site/photos") && response.request().method() === "POST");
    await project.locator('input[type="file"]').setInputFiles({ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: photo });
    const answer = (await (await uploaded).json()) as { photo: { id: string; width: number; height: number } };
    expect(answer.photo).toMatchObject({ width: 2560, height: 1920 });
    await project.getByRole("img").waitFor();
    await project.getByLabel("Title").fill("Blue den in Decatur");
    await project.getByLabel("Description").fill("A den painted a deep blue last week.");
    await project.getByLabel("What the photo shows (for screen readers)").fill("Den with deep blue walls and a white ceiling");
    await project.getByLabel("Left ↔ right").fill("30");
    await axeClean(page, "Site › Photos at 390");
    await page.getByRole("button", { name: "Save gallery" }).click();
    await page.getByRole("heading", { name: /Gallery projects Not yet on the site/ }).waitFor();

    // Publish, and wait for the local build.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.locator(".publish-state").getByText(/Asked for a build|Building the site|Live/).waitFor();
    await page.locator(".publish-state").getByText("Live").waitFor({ timeout: 300_000 });
    await page.getByText("Everything you saved is on the site").waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // The public pages follow.
    const home = await publicPage("/");
    expect(home.match(/\(678\) 555-0123/g)?.length ?? 0).toBeGreaterThanOrEqual(2); // header and footer
    expect(home).toContain('href="tel:+16785550123"');
    expect(home).toContain('"telephone":"+16785550123"');
    expect(home).not.toContain("555-0142");
    expect(home).toContain("Dana P.");
    const contact = await publicPage("/contact");
    expect(contact).toContain(NEW_PHONE);
    const testimonials = await publicPage("/testimonials");
    expect(testimonials).toContain("They repainted our whole downstairs in two days &amp; left it spotless. &lt;Best crew&gt; in Decatur!");
    const gallery = await publicPage("/gallery");
    expect(gallery).toContain("Blue den in Decatur");
    const file = new RegExp(`/img/gallery/interior-painting-[a-z0-9-]+-${answer.photo.id.slice(0, 8)}30x50-640\\.avif`).exec(gallery)?.[0];
    expect(file, "the project's picture names the uploaded photo").toBeDefined();
    const image = await fetch(`${server.baseUrl}${file}`);
    expect(image.status).toBe(200);
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ width: 640, height: 480, format: "heif" });
  }, 420_000);
});

describe("the Site screens at 1280 px", () => {
  test("each screen shows the published content and has no WCAG 2.1 AA violations", async () => {
    const { context, page, errors } = await open("/admin/site", DESKTOP);
    await page.getByRole("heading", { name: "Business facts" }).waitFor();
    expect(await page.getByLabel("Phone number").inputValue()).toBe(NEW_PHONE);
    await page.locator(".publish-state").getByText("Live").waitFor();
    await axeClean(page, "Site › Business at 1280");
    for (const [tab, heading] of [
      ["Reviews", "Reviews"],
      ["FAQ", "Questions and answers"],
      ["Photos", "Gallery projects"],
    ] as const) {
      await page.getByRole("link", { name: new RegExp(`^${tab}`) }).click();
      await page.getByRole("heading", { name: heading, exact: true }).waitFor();
      await axeClean(page, `Site › ${tab} at 1280`);
    }
    await expect.poll(() => page.locator(".site-item--project").first().getByLabel("Title").inputValue()).toBe("Blue den in Decatur");
    expect(errors).toEqual([]);
    await context.close();

    const phonePage = await open("/", PHONE);
    await expect.poll(() => phonePage.page.locator("header").getByText(NEW_PHONE).count()).toBeGreaterThan(0);
    await phonePage.context.close();
  }, 120_000);
});
