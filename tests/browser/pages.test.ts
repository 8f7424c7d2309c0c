/**
 * Route by route: each page answers 200 (the unknown path 404) and shows the
 * content and counts it must have (tests/browser/support/spec.ts). Selectors are
 * semantic: landmarks, headings, lists, links by their target, the gallery ids.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { NOT_FOUND_PATH, PAGE_ROUTES, SERVICE_SLUGS } from "../../scripts/lib/routes.ts";
import { launchBrowser, openPage, type OpenOptions, type OpenedPage } from "./support/browser.ts";
import { expectLinksTo, hrefPath, imageCards, linkPaths, lists, main, text } from "./support/dom.ts";
import { GALLERY_SECTIONS, GENERAL_PROCESS, MESSAGES, SERVICE_ITEM_COUNTS, SERVICE_TITLES, TOWNS } from "./support/spec.ts";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function visit(path: string, options?: OpenOptions): Promise<OpenedPage> {
  return openPage(browser, path, options);
}

describe("every route answers", () => {
  test.each(PAGE_ROUTES)("%s: 200, one <h1>, header, main and footer landmarks, no console errors", async (path) => {
    const result = await visit(path);
    const { page, response, errors } = result;
    expect(response.status()).toBe(200);
    await expect.poll(() => page.locator("h1").count()).toBe(1);
    expect(await page.getByRole("banner").count()).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole("main").count()).toBe(1);
    expect(await page.getByRole("contentinfo").count()).toBeGreaterThanOrEqual(1);
    expect((await text(page)).length).toBeGreaterThan(200);
    await page.waitForTimeout(300);
    expect(errors, "console errors / page errors (a hydration mismatch shows here)").toEqual([]);
    await result.context.close();
  });

  test("an unknown path answers 404 with the not-found page", async () => {
    const result = await visit(NOT_FOUND_PATH);
    const { page, response, errors } = result;
    expect(response.status()).toBe(404);
    const body = await text(page);
    expect(body).toContain("404");
    expect(body).toContain(MESSAGES.notFound);
    expect(body).toMatch(/removed/i);
    expect(body).toMatch(/renamed/i);
    expect(body).toMatch(/unavailable/i);
    const home = main(page).getByRole("link", { name: /return to home/i });
    expect(await home.count()).toBe(1);
    expect(await hrefPath(home)).toBe("/");
    expect(errors.filter((e) => !/Failed to load resource.*404/i.test(e))).toEqual([]);
    await result.context.close();
  });
});

describe("home /", () => {
  test("hero with Get Free Quote and call buttons", async () => {
    const result = await visit("/");
    const hero = main(result.page).locator("section", { has: result.page.locator("h1") }).first();
    const quote = hero.getByRole("link", { name: /get (a )?free quote/i });
    expect(await quote.count(), "a Get Free Quote link in the hero").toBeGreaterThanOrEqual(1);
    expect(await hrefPath(quote.first())).toBe("/quote");
    expect(await hero.locator('a[href^="tel:"]').count(), "a call button in the hero").toBeGreaterThanOrEqual(1);
    await result.context.close();
  });

  test("three featured services: interior, exterior, cabinet refinishing; why choose us; three testimonials; closing CTA", async () => {
    const result = await visit("/");
    const { page } = result;
    const m = main(page);
    const services = new Set((await linkPaths(m)).filter((p) => p.startsWith("/services/")));
    expect([...services].sort()).toEqual(["/services/cabinet-refinishing", "/services/exterior-painting", "/services/interior-painting"]);
    for (const slug of ["interior-painting", "exterior-painting", "cabinet-refinishing"]) {
      expect(await m.getByRole("heading", { name: SERVICE_TITLES[slug] }).count(), `heading for ${slug}`).toBeGreaterThanOrEqual(1);
    }
    expect(await m.getByRole("heading", { name: /why\b.*\bchoose|choose us/i }).count(), "a why-choose-us heading").toBeGreaterThanOrEqual(1);
    expect((await lists(page)).some((l) => l.count >= 3), "a why-choose-us list").toBe(true);
    expect(await m.locator("blockquote").count(), "three testimonial quotes (<blockquote>)").toBe(3);
    const last = m.locator("section").last();
    await expectLinksTo(last, ["/quote"]);
    await result.context.close();
  });
});

describe("/about", () => {
  test("owner story, what sets us apart (5), commitment checklist, links to /contact and /quote", async () => {
    const result = await visit("/about");
    const { page } = result;
    const body = await text(page);
    expect(body).toMatch(/2009/);
    expect(body, "a claim's plus sign is not repeated in running text").not.toMatch(/more than \d+\+/i);
    expect(await main(page).getByRole("heading", { name: /story/i }).count(), "an owner-story heading").toBeGreaterThanOrEqual(1);
    for (const item of [/local roots/i, /experienced team/i, /eco-conscious|low-VOC/i, /clear communication/i, /100% satisfaction/i]) {
      expect(await main(page).getByRole("heading", { name: item }).count(), `set-apart item ${item}`).toBeGreaterThanOrEqual(1);
    }
    expect(await main(page).getByRole("heading", { name: /commitment/i }).count()).toBeGreaterThanOrEqual(1);
    expect((await lists(page)).some((l) => l.count >= 3), "a commitment checklist").toBe(true);
    await expectLinksTo(main(page), ["/contact", "/quote"]);
    await result.context.close();
  });
});

describe("/services", () => {
  test("six service cards, the six-step process in order, links to /quote and /contact", async () => {
    const result = await visit("/services");
    const { page } = result;
    const m = main(page);
    const links = new Set((await linkPaths(m)).filter((p) => p.startsWith("/services/")));
    expect([...links].sort()).toEqual(SERVICE_SLUGS.map((s) => `/services/${s}`).sort());
    for (const slug of SERVICE_SLUGS) {
      expect(await m.getByRole("heading", { name: SERVICE_TITLES[slug] }).count(), `card heading ${slug}`).toBeGreaterThanOrEqual(1);
    }
    const process = (await lists(page)).filter((l) => l.tag === "ol" && l.count === 6);
    expect(process.length, "an <ol> of six process steps").toBeGreaterThanOrEqual(1);
    const steps = process[0]?.text ?? [];
    GENERAL_PROCESS.forEach((title, i) => expect(steps[i], `step ${i + 1}`).toMatch(title));
    await expectLinksTo(m, ["/quote", "/contact"]);
    await result.context.close();
  });
});

describe.each(SERVICE_SLUGS)("/services/%s", (slug) => {
  test("hero, intro items, four-step process, before/after, benefits, closing links", async () => {
    const result = await visit(`/services/${slug}`);
    const { page } = result;
    const m = main(page);
    expect(await page.locator("h1").innerText()).toMatch(SERVICE_TITLES[slug] ?? /./);
    const all = await lists(page);
    const itemCount = SERVICE_ITEM_COUNTS[slug] ?? 6;
    expect(all.some((l) => l.count === itemCount), `a list of ${itemCount} service items`).toBe(true);
    expect(all.some((l) => l.tag === "ol" && l.count === 4), "an <ol> with the four process steps").toBe(true);
    const alts = await m.locator("img").evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt));
    expect(alts.some((alt) => /before/i.test(alt)), "a 'before' image").toBe(true);
    expect(alts.some((alt) => /after/i.test(alt)), "an 'after' image").toBe(true);
    expect(await m.getByRole("heading", { name: /benefit|worth it|why choose/i }).count(), "a benefits heading").toBeGreaterThanOrEqual(1);
    await expectLinksTo(m.locator("section").last(), ["/quote", "/gallery", "/contact"]);
    await result.context.close();
  });
});

describe("service page extras", () => {
  test("interior: note on low-VOC paints", async () => {
    const result = await visit("/services/interior-painting");
    expect(await text(result.page)).toMatch(/low-VOC/i);
    await result.context.close();
  });

  test("exterior: weather, UV and moisture badges", async () => {
    const result = await visit("/services/exterior-painting");
    const body = await text(result.page);
    expect(body).toMatch(/weather/i);
    expect(body).toMatch(/\bUV\b/);
    expect(body).toMatch(/moisture/i);
    await result.context.close();
  });

  test("cabinet refinishing: 'Save 50-70%' versus new cabinets", async () => {
    const result = await visit("/services/cabinet-refinishing");
    const body = await text(result.page);
    expect(body).toMatch(/Save 50[-–]70%/);
    expect(body).toMatch(/new cabinets/i);
    await result.context.close();
  });

  test("epoxy floors: a four-card project showcase (image, title, description)", async () => {
    const result = await visit("/services/epoxy-floors");
    const sections = main(result.page).locator("section");
    let showcase = -1;
    for (let i = 0; i < (await sections.count()); i++) {
      const cards = await imageCards(sections.nth(i));
      if (cards.length === 4 && cards.every((c) => c.lines >= 2)) showcase = i;
    }
    expect(showcase, "a section with exactly four image cards, each with title and description").toBeGreaterThanOrEqual(0);
    await result.context.close();
  });
});

describe("/gallery", () => {
  test.each(GALLERY_SECTIONS)("section #$id has $count image cards with title and description", async ({ id, count }) => {
    const result = await visit("/gallery");
    const section = result.page.locator(`[id="${id}"]`);
    expect(await section.count(), `an element with id="${id}"`).toBe(1);
    const cards = await imageCards(section);
    expect(cards.length).toBe(count);
    // The count is its own text node, so the heading reads "Interior Painting, 21 projects".
    const heading = result.page.getByRole("heading", { level: 2, name: new RegExp(`, ${count} projects$`) });
    expect(await heading.count(), `the heading of #${id} names its count`).toBe(1);
    for (const card of cards) {
      expect(card.alt.length, "image alt").toBeGreaterThan(0);
      expect(card.lines, `card of "${card.alt}" shows a title and a description`).toBeGreaterThanOrEqual(2);
    }
    await result.context.close();
  });

  test("sections appear in their fixed order and the page ends with quote and contact links", async () => {
    const result = await visit("/gallery");
    const { page } = result;
    const order = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)).map((el) => (el ? el.getBoundingClientRect().top + window.scrollY : -1)),
      GALLERY_SECTIONS.map((s) => s.id),
    );
    expect(order.every((top) => top >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expectLinksTo(main(page).locator("section").last(), ["/quote", "/contact"]);
    await result.context.close();
  });

  test.each(GALLERY_SECTIONS)("/gallery#$id lands on its section after hydration", async ({ id }) => {
    const result = await visit(`/gallery#${id}`);
    const { page } = result;
    await page.waitForTimeout(500);
    const top = await page.locator(`[id="${id}"]`).evaluate((el) => el.getBoundingClientRect().top);
    const height = page.viewportSize()?.height ?? 800;
    expect(top, "section top inside the first half of the viewport").toBeGreaterThanOrEqual(-2);
    expect(top).toBeLessThan(height / 2);
    await result.context.close();
  });
});

describe("/testimonials", () => {
  test("nine review cards with 'Verified Review', a star rating and the source; two review platforms linked", async () => {
    const result = await visit("/testimonials");
    const { page } = result;
    const m = main(page);
    const cards = await m.locator("blockquote").evaluateAll((quotes) =>
      quotes.map((q) => {
        const card = q.closest("figure, article, li") ?? q.parentElement;
        const label = [...(card?.querySelectorAll("[aria-label], [role=img], svg title, .visually-hidden, .sr-only") ?? [])]
          .map((el) => `${el.getAttribute("aria-label") ?? ""} ${el.textContent ?? ""}`)
          .join(" ");
        return { text: (card?.textContent ?? "").replace(/\s+/g, " "), label };
      }),
    );
    expect(cards.length, "nine testimonial quotes (<blockquote>)").toBe(9);
    for (const card of cards) {
      expect(card.text).toContain("Verified Review");
      expect(card.text).toMatch(/Google Reviews|Nextdoor|Facebook/);
      expect(`${card.label} ${card.text}`, "an accessible star rating").toMatch(/5 (out of 5 )?stars?|rated 5/i);
    }
    const external = (await linkPaths(m)).filter((href) => /^https?:/.test(href)).map((href) => new URL(href).host);
    expect(new Set(external).size, "links to two review platforms").toBeGreaterThanOrEqual(2);
    await result.context.close();
  });
});

describe("/faq", () => {
  test("ten <details>, the first open; each toggles independently; link to /contact and a call button", async () => {
    const result = await visit("/faq");
    const { page } = result;
    const details = main(page).locator("details");
    expect(await details.count()).toBe(10);
    const open = () => details.evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open));
    expect(await open()).toEqual([true, ...Array(9).fill(false)]);
    await details.nth(2).locator("summary").click();
    await details.nth(5).locator("summary").click();
    expect(await open()).toEqual([true, false, true, false, false, true, false, false, false, false]);
    await details.nth(0).locator("summary").click();
    await details.nth(2).locator("summary").click();
    expect(await open()).toEqual([false, false, false, false, false, true, false, false, false, false]);
    // The promised timelines, in the answers (textContent: closed <details> are not rendered text).
    const answers = (await main(page).textContent()) ?? "";
    for (const fact of [/1[-–]2 days/, /3[-–]5 days/, /3[-–]7 days/, /two coats/i]) expect(answers).toMatch(fact);
    await expectLinksTo(main(page), ["/contact"]);
    expect(await main(page).locator('a[href^="tel:"]').count()).toBeGreaterThanOrEqual(1);
    await result.context.close();
  });
});

describe("/contact", () => {
  test("contact details, hours, message form, 12 towns, lazy map iframe", async () => {
    const result = await visit("/contact");
    const { page } = result;
    const m = main(page);
    expect(await m.locator('a[href^="tel:"]').count()).toBeGreaterThanOrEqual(1);
    expect(await m.locator('a[href^="mailto:"]').count()).toBeGreaterThanOrEqual(1);
    const body = await text(page);
    expect(body).toMatch(/8:00\s*AM\s*[-–]\s*6:00\s*PM/i);
    expect(body).toMatch(/9:00\s*AM\s*[-–]\s*4:00\s*PM/i);
    expect(body).toMatch(/Sun[a-z]*[\s\S]{0,40}Closed/i);
    expect(await m.locator("form").count()).toBe(1);
    expect(await m.locator("form textarea").getAttribute("rows")).toBe("5");
    const quoteLink = m.getByRole("link", { name: "request a free quote" });
    expect(await hrefPath(quoteLink), "the intro's quote prompt is a link").toBe("/quote");
    const towns = (await lists(page)).find((l) => l.count === 12);
    expect(towns?.text, "a list of the 12 towns").toEqual(TOWNS);
    const map = m.locator("iframe");
    expect(await map.count()).toBe(1);
    expect(await map.getAttribute("loading")).toBe("lazy");
    expect((await map.getAttribute("title")) ?? "").not.toBe("");
    await result.context.close();
  });

  // The e-mail address has no space to wrap at: unbroken, it widened the contact
  // card (and the form beside it) past a phone's screen, and ran out of the
  // footer's narrow contact column on a laptop.
  test.each([360, 390, 1100, 1280])("at %i px the contact lines stay inside their card and footer column", async (width) => {
    const result = await visit("/contact", { viewport: { width, height: 800 } });
    const { page } = result;
    const overflows = await page.evaluate((screen) => {
      const found: string[] = [];
      for (const box of document.querySelectorAll(".contact-card, .form-panel")) {
        const right = box.getBoundingClientRect().right;
        if (right > screen + 0.5) found.push(`.${box.className} ends at ${right} px`);
      }
      for (const line of document.querySelectorAll(".contact-lines li > :not(svg), .footer-contact li > :not(svg)")) {
        const container = line.closest(".contact-card, .footer-col")!;
        const edge = container.getBoundingClientRect().right - parseFloat(getComputedStyle(container).paddingRight);
        const right = line.getBoundingClientRect().right;
        if (right > edge + 0.5) found.push(`"${line.textContent}" ends at ${right} px, its box at ${edge} px`);
      }
      return found;
    }, width);
    expect(await page.locator(".contact-lines a[href^='mailto:'], .footer-contact a[href^='mailto:']").count()).toBe(2);
    expect(overflows).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await result.context.close();
  });
});

describe("/quote", () => {
  test("hero, intro, what the quote includes, phone button, quote form, Why Choose", async () => {
    const result = await visit("/quote");
    const { page } = result;
    const m = main(page);
    expect(await page.locator("h1").innerText()).toMatch(/Request a Free Quote/);
    const body = await text(page);
    expect(body).toMatch(/consultation/i);
    expect(body).toMatch(/site visit|visit (to )?your (property|home)/i);
    const includes = (await lists(page)).find((l) => l.text.some((t) => /cost breakdown/i.test(t)));
    expect(includes, "a list of what the quote includes").toBeDefined();
    const joined = includes?.text.join("\n") ?? "";
    for (const item of [/cost breakdown/i, /timeline/i, /materials/i, /surface preparation/i, /clean-?up/i, /final inspection/i]) {
      expect(joined).toMatch(item);
    }
    expect(await m.locator('a[href^="tel:"]').count()).toBeGreaterThanOrEqual(1);
    const form = m.locator("form");
    expect(await form.count()).toBe(1);
    for (const name of [/name/i, /e-?mail/i, /phone/i, /address/i, /project details|details/i]) {
      expect(await form.getByRole("textbox", { name }).count(), `field ${name}`).toBeGreaterThanOrEqual(1);
    }
    const time = form.getByRole("textbox", { name: /time/i }).or(form.getByRole("combobox", { name: /time/i }));
    expect(await time.count(), "a preferred time field").toBeGreaterThanOrEqual(1);
    const contact = form.getByRole("combobox", { name: /contact/i }).or(form.getByRole("radio"));
    expect(await contact.count(), "a preferred contact choice").toBeGreaterThanOrEqual(1);
    const service = form.getByRole("combobox", { name: /service/i });
    const values = await service.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(values).toEqual(["interior", "exterior", "cabinet", "deck", "pressure", "epoxy", "other"]);
    expect(await m.getByRole("heading", { name: /why choose/i }).count()).toBeGreaterThanOrEqual(1);
    for (const item of [/quality craftsmanship/i, /timely completion/i, /competitive pricing/i]) expect(body).toMatch(item);
    await result.context.close();
  });
});
