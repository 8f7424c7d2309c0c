/**
 * The shared header and footer and the menu states: desktop menu and Services
 * dropdown (hover, click, keyboard), sticky header, the phone layout with the
 * hamburger, and "any navigation closes menus and scrolls to the top".
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { SERVICE_SLUGS } from "../../scripts/lib/routes.ts";
import { DESKTOP, PHONE, baseUrl, launchBrowser, newDeviceContext, openPage, pathOf, scrollY, waitForHydration } from "./support/browser.ts";
import { hrefPath } from "./support/dom.ts";
import { FOOTER_QUICK_LINKS, HEADER_NAV } from "./support/spec.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function banner(page: Page): Locator {
  return page.getByRole("banner").first();
}
function mainNav(page: Page): Locator {
  return banner(page).getByRole("navigation").first();
}
function servicesToggle(page: Page): Locator {
  return mainNav(page).getByRole("button", { name: /^services/i }).first();
}
/** A link of the Services submenu: one per service page. */
function submenuLink(page: Page, slug: string): Locator {
  return mainNav(page).locator(`a[href="/services/${slug}"], a[href="/services/${slug}/"]`).first();
}
function menuToggle(page: Page): Locator {
  return banner(page).getByRole("button", { name: /menu/i }).first();
}
/** The header's quote links that are on screen (the bar's, or the open phone menu's). */
function visibleQuoteLinks(page: Page): Locator {
  return banner(page).getByRole("link", { name: /get a free quote/i }).filter({ visible: true });
}

async function topLevelItems(page: Page): Promise<string[]> {
  return mainNav(page)
    .locator("ul")
    .first()
    .evaluate((ul) =>
      [...ul.children].map((li) => (li.querySelector("a, button") as HTMLElement | null)?.innerText.trim() ?? ""),
    );
}

describe("header at desktop width", () => {
  test("menu items in order and the Get a Free Quote button", async () => {
    const { page, context } = await openPage(browser, "/about", { viewport: DESKTOP });
    expect(await topLevelItems(page)).toEqual(HEADER_NAV);
    for (const name of HEADER_NAV) {
      const item = mainNav(page).getByRole(name === "Services" ? "button" : "link", { name, exact: true }).first();
      expect(await item.isVisible(), `${name} visible`).toBe(true);
    }
    const cta = visibleQuoteLinks(page);
    expect(await cta.count(), "one quote button on screen").toBe(1);
    expect(await hrefPath(cta.first())).toBe("/quote");
    // The header shows the brand, the phone number and the contact e-mail.
    const headerText = await banner(page).innerText();
    expect(headerText).toMatch(/\(\d{3}\) \d{3}-\d{4}|\d{3}[-.]\d{3}[-.]\d{4}/);
    expect(await banner(page).locator('a[href^="mailto:"]').count()).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  test("Services dropdown lists the six services and opens on hover", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: DESKTOP });
    expect(await submenuLink(page, "interior-painting").isVisible()).toBe(false);
    await servicesToggle(page).hover();
    for (const slug of SERVICE_SLUGS) {
      await expect.poll(() => submenuLink(page, slug).isVisible(), { timeout: 3_000 }).toBe(true);
    }
    await page.mouse.move(5, 700);
    await expect.poll(() => submenuLink(page, "interior-painting").isVisible(), { timeout: 3_000 }).toBe(false);
    await context.close();
  });

  test("Services dropdown opens on a mouse click (the pointer passes over it first, as a real mouse does)", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: DESKTOP });
    const toggle = servicesToggle(page);
    await toggle.click();
    await page.waitForTimeout(300);
    expect(await submenuLink(page, "epoxy-floors").isVisible(), "submenu open after hover + click").toBe(true);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await context.close();
  });

  test("Services dropdown opens on a tap (touch screen at desktop width)", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, hasTouch: true, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page);
    const toggle = servicesToggle(page);
    await toggle.tap();
    await expect.poll(() => submenuLink(page, "epoxy-floors").isVisible(), { timeout: 3_000 }).toBe(true);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await toggle.tap();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });

  test("Services dropdown works by keyboard: Tab to it, Enter opens, Tab enters it", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: DESKTOP });
    const toggle = servicesToggle(page);
    let focused = false;
    for (let i = 0; i < 30 && !focused; i++) {
      await page.keyboard.press("Tab");
      focused = await toggle.evaluate((el) => el === document.activeElement);
    }
    expect(focused, "Services reachable with Tab").toBe(true);
    await page.keyboard.press("Enter");
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => submenuLink(page, "interior-painting").isVisible(), { timeout: 3_000 }).toBe(true);
    await page.keyboard.press("Tab");
    const inSubmenu = await page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.pathname ?? "");
    expect(inSubmenu).toMatch(/^\/services/);
    await context.close();
  });

  test("Escape closes the open Services dropdown and leaves focus on its button", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: DESKTOP });
    const toggle = servicesToggle(page);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => submenuLink(page, "interior-painting").isVisible(), { timeout: 3_000 }).toBe(true);
    await page.keyboard.press("Escape");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => submenuLink(page, "interior-painting").isVisible(), { timeout: 3_000, message: "submenu hidden after Escape" }).toBe(false);
    await context.close();
  });

  test("the header is sticky", async () => {
    const { page, context } = await openPage(browser, "/gallery", { viewport: DESKTOP });
    await page.evaluate(() => window.scrollTo(0, 2500));
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBeGreaterThan(1000);
    const box = await mainNav(page).boundingBox();
    expect(box, "main nav rendered").not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(200);
    const cta = await visibleQuoteLinks(page).first().boundingBox();
    expect(cta && cta.y >= 0 && cta.y < 200, "Get a Free Quote still on screen").toBe(true);
    await context.close();
  });

  test("choosing a submenu link navigates, closes the dropdown and scrolls to the top", async () => {
    const { page, context } = await openPage(browser, "/services", { viewport: DESKTOP });
    await page.evaluate(() => window.scrollTo(0, 1200));
    await servicesToggle(page).click();
    await expect.poll(() => submenuLink(page, "exterior-painting").isVisible()).toBe(true);
    await submenuLink(page, "exterior-painting").click();
    await expect.poll(() => pathOf(page)).toBe("/services/exterior-painting");
    await expect.poll(() => page.locator("h1").innerText()).toMatch(/exterior/i);
    expect(await servicesToggle(page).getAttribute("aria-expanded")).toBe("false");
    // The pointer leaves the menu, as it does when the visitor moves on to read the page.
    await page.mouse.move(640, 600);
    await expect
      .poll(() => submenuLink(page, "exterior-painting").isVisible(), { timeout: 3_000, message: "submenu hidden after navigating" })
      .toBe(false);
    await expect.poll(() => scrollY(page)).toBe(0);
    await context.close();
  });

  test("a footer link navigates and scrolls to the top", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: DESKTOP });
    const footerFaq = page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).first();
    await footerFaq.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await footerFaq.click();
    await expect.poll(() => pathOf(page)).toBe("/faq");
    await expect.poll(() => scrollY(page)).toBe(0);
    await context.close();
  });
});

describe("header at phone width", () => {
  test("phone button at left, centred logo, hamburger", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: PHONE });
    const call = banner(page).locator('a[href^="tel:"]');
    const visibleCalls = [];
    for (let i = 0; i < (await call.count()); i++) {
      const box = await call.nth(i).boundingBox();
      if (box && (await call.nth(i).isVisible())) visibleCalls.push(box);
    }
    expect(visibleCalls.some((box) => box.x + box.width / 2 < PHONE.width / 3), "a visible call button in the left third").toBe(true);
    const logo = banner(page).locator('a[href="/"]').first();
    const logoBox = await logo.boundingBox();
    expect(logoBox).not.toBeNull();
    expect(Math.abs(logoBox!.x + logoBox!.width / 2 - PHONE.width / 2), "logo centred").toBeLessThanOrEqual(24);
    const toggle = menuToggle(page);
    expect(await toggle.isVisible()).toBe(true);
    const toggleBox = await toggle.boundingBox();
    expect(toggleBox!.x).toBeGreaterThan(PHONE.width / 2);
    expect(await mainNav(page).getByRole("link", { name: "About Us", exact: true }).isVisible()).toBe(false);
    await context.close();
  });

  test("the hamburger opens and closes the menu; toggling closes the Services submenu", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: PHONE });
    const toggle = menuToggle(page);
    const about = mainNav(page).getByRole("link", { name: "About Us", exact: true });
    await toggle.tap();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => about.isVisible()).toBe(true);
    await servicesToggle(page).tap();
    await expect.poll(() => submenuLink(page, "pressure-washing").isVisible()).toBe(true);
    await menuToggle(page).tap();
    await expect.poll(() => about.isVisible()).toBe(false);
    expect(await menuToggle(page).getAttribute("aria-expanded")).toBe("false");
    await menuToggle(page).tap();
    await expect.poll(() => about.isVisible()).toBe(true);
    expect(await servicesToggle(page).getAttribute("aria-expanded"), "submenu closed by the menu toggle").toBe("false");
    await context.close();
  });

  test("a menu link navigates, closes the menu and scrolls to the top", async () => {
    const { page, context } = await openPage(browser, "/about", { viewport: PHONE });
    await page.evaluate(() => window.scrollTo(0, 900));
    await menuToggle(page).tap();
    const gallery = mainNav(page).getByRole("link", { name: "Gallery", exact: true });
    await expect.poll(() => gallery.isVisible()).toBe(true);
    await gallery.tap();
    await expect.poll(() => pathOf(page)).toBe("/gallery");
    await expect.poll(() => gallery.isVisible()).toBe(false);
    expect(await menuToggle(page).getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => scrollY(page)).toBe(0);
    await context.close();
  });

  test("the header stays on screen while scrolling", async () => {
    const { page, context } = await openPage(browser, "/gallery", { viewport: PHONE });
    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.waitForTimeout(300);
    const box = await menuToggle(page).boundingBox();
    expect(box && box.y >= 0 && box.y < 150, "hamburger still on screen").toBe(true);
    await context.close();
  });
});

/**
 * The quote button at every width: in the bar from 768 px without opening
 * anything; below that, the bar keeps call / logo / hamburger and the open menu
 * ends with the quote button. The page never pans sideways, menu open or closed.
 */
describe("quote button and width at every screen size", () => {
  const WIDTHS = [360, 390, 600, 768, 900, 1024, 1180, 1366];
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  test.each(WIDTHS)("%i px", async (width) => {
    const { page, context } = await openPage(browser, "/about", { viewport: { width, height: 800 } });
    expect(await overflow(page), "horizontal overflow (px), menu closed").toBeLessThanOrEqual(0);
    const quote = visibleQuoteLinks(page);
    if (width >= 768) {
      expect(await quote.count(), "a quote button in the header, nothing opened").toBe(1);
      const box = await quote.first().boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width && box.y < 120, "inside the screen, in the bar").toBe(true);
      expect(await hrefPath(quote.first())).toBe("/quote");
    } else {
      expect(await quote.count(), "no quote button in the phone bar (call, logo, hamburger only)").toBe(0);
    }
    if (await menuToggle(page).isVisible()) {
      await menuToggle(page).click();
      await expect.poll(() => mainNav(page).getByRole("link", { name: "About Us", exact: true }).isVisible()).toBe(true);
      expect(await overflow(page), "horizontal overflow (px), menu open").toBeLessThanOrEqual(0);
      // The open menu ends with the quote button, styled as the primary action.
      const last = await mainNav(page).evaluate((nav) => {
        const links = [...nav.querySelectorAll<HTMLElement>("a, button")].filter((el) => el.offsetParent !== null);
        const el = links.at(-1);
        return el ? { text: el.textContent?.trim(), href: el.getAttribute("href"), primary: el.classList.contains("btn-primary") } : null;
      });
      expect(last, "last item of the open menu").toEqual({ text: "Get a Free Quote", href: "/quote", primary: true });
    } else {
      expect(width, "the menu bar (no hamburger) only on wide screens").toBeGreaterThanOrEqual(1240);
    }
    await context.close();
  });
});

describe("menus before any script file has loaded", () => {
  test("a tap on the hamburger right after the page shows opens the menu", async () => {
    const context = await newDeviceContext(browser, PHONE);
    const page = await context.newPage();
    // Hold back every script file (the after-paint module and the form's React
    // island), as a slow phone would still be fetching them: the tap must be
    // answered by the page's inline script alone.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    const held: string[] = [];
    await page.route(/\/assets\/[^/]*\.js$/, async (route) => {
      held.push(new URL(route.request().url()).pathname);
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/contact", { waitUntil: "commit" });
    const toggle = menuToggle(page);
    await toggle.waitFor({ state: "visible" });
    await toggle.tap();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await mainNav(page).getByRole("link", { name: "Gallery", exact: true }).isVisible()).toBe(true);
    expect(
      await page.evaluate(() => Object.keys(document.querySelector("[data-island] form") ?? {}).some((k) => k.startsWith("__react"))),
      "the form is not hydrated yet",
    ).toBe(false);
    await servicesToggle(page).tap();
    await expect.poll(() => submenuLink(page, "epoxy-floors").isVisible()).toBe(true);
    // The tap itself asked for the after-paint module; none has arrived.
    expect(held.some((path) => path.includes("/after-paint-")), "the tap starts the after-paint module").toBe(true);
    releaseScripts();
    await waitForHydration(page);
    await context.close();
  });
});

describe("footer", () => {
  test("quick links exactly Home, About Us, Gallery, Testimonials, FAQ, Contact, Get a Free Quote; a services list", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: DESKTOP });
    const footer = page.getByRole("contentinfo").first();
    const groups = await footer.evaluate((el) => {
      const headings = [...el.querySelectorAll("h2, h3, h4, h5, h6, [role=heading]")] as HTMLElement[];
      return headings.map((h) => {
        let list: Element | null = null;
        for (let node: Element | null = h; node && node !== el && !list; node = node.parentElement) {
          list = node.querySelector("ul, ol");
        }
        const links = list ? ([...list.querySelectorAll("a[href]")] as HTMLAnchorElement[]) : [];
        return {
          heading: (h.textContent ?? "").replace(/\s+/g, " ").trim(),
          links: links.map((a) => ({ text: (a.textContent ?? "").replace(/\s+/g, " ").trim(), href: new URL(a.href).pathname.replace(/\/$/, "") || "/" })),
        };
      });
    });
    const quick = groups.find((g) => /quick links/i.test(g.heading));
    expect(quick, "a 'Quick Links' heading with its list").toBeDefined();
    expect(quick!.links).toEqual(FOOTER_QUICK_LINKS);
    const services = groups.find((g) => /services/i.test(g.heading) && g.links.some((l) => l.href.startsWith("/services/")));
    expect(services, "a services heading with its list").toBeDefined();
    const servicePaths = services!.links.map((l) => l.href).filter((href) => href.startsWith("/services/"));
    expect(servicePaths.sort()).toEqual(SERVICE_SLUGS.map((s) => `/services/${s}`).sort());
    const footerText = (await footer.textContent()) ?? "";
    expect(await footer.locator('a[href^="tel:"]').count()).toBeGreaterThanOrEqual(1);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBeGreaterThanOrEqual(1);
    expect(footerText.length).toBeGreaterThan(50);
    await context.close();
  });
});
