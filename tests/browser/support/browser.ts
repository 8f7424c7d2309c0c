/**
 * Chromium for the tests: one launched browser per test file, a fresh context
 * per test (so localStorage cooldowns and sessionStorage ids never leak between
 * tests).
 */
import { inject } from "vitest";
import { chromium, type Browser, type BrowserContext, type Page, type Response } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../../../scripts/lib/chromium.ts";

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export function baseUrl(): string {
  return inject("baseUrl");
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}

/**
 * A fresh context the size of `viewport`; a phone-width one is a phone (touch
 * input, mobile viewport rules), so every test's 390 px is the same device.
 */
export function newDeviceContext(
  browser: Browser,
  viewport: { width: number; height: number },
  options: { baseURL?: string; javaScriptEnabled?: boolean } = {},
): Promise<BrowserContext> {
  const phone = viewport.width < 600;
  return browser.newContext({ viewport, isMobile: phone, hasTouch: phone, javaScriptEnabled: options.javaScriptEnabled ?? true, baseURL: options.baseURL ?? baseUrl() });
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
  referer?: string;
  /** Wait for React to hydrate (default: true when JavaScript is on). */
  hydrate?: boolean;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  response: Response;
  /** console.error messages and uncaught page errors seen so far. */
  errors: string[];
  /** Date.now() when the page became interactive (hydrated, or loaded without JS). */
  readyAt: number;
}

export async function openPage(browser: Browser, path: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const javaScriptEnabled = options.javaScriptEnabled ?? true;
  const viewport = options.viewport ?? DESKTOP;
  const context = await newDeviceContext(browser, viewport, { javaScriptEnabled });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console.error: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  const response = await page.goto(path, { waitUntil: "load", referer: options.referer }).catch((error: Error) => {
    if (/ERR_CONNECTION_REFUSED/.test(error.message)) {
      // wrangler dev reloads when worker/ or common/ change and can die on a half-written file.
      error.message += `\nThe test server stopped answering; see ${inject("wranglerLog")}.`;
    }
    throw error;
  });
  if (!response) throw new Error(`No response for ${path}`);
  if (javaScriptEnabled && (options.hydrate ?? true)) await waitForHydration(page);
  return { context, page, response, errors, readyAt: Date.now() };
}

/**
 * A page is ready when its inline first-paint script has run (it marks the
 * header `data-enhanced` as it takes the menus over from the stylesheet), the
 * module it starts once the page is painted has run (in Chromium it adds the
 * speculation rules that prerender the next page), and React has
 * hydrated every island of the page (`data-island`, e.g. the lead form). On
 * an inbox page, the app's script is imported once the page is painted
 * (`script[data-app]`) and marks its root `data-hydrated` once it has taken
 * the drawn page over. An
 * island starts when the visitor comes near it or touches it, so this scrolls
 * to the first one, as a visitor heading for the form does, and once it is
 * hydrated back to where the page was. React marks each hydrated element with
 * `__reactFiber$…`/`__reactProps$…` properties, so that is the signal, with no
 * test hook in the markup.
 */
export async function waitForHydration(page: Page, timeoutMs = 20_000): Promise<void> {
  await page.waitForLoadState("load");
  const scrolledFrom = await page.evaluate(() => {
    // The container has no box (display: contents); its content does.
    const island = document.querySelector("[data-island] > *");
    if (!island) return null;
    const top = window.scrollY;
    island.scrollIntoView({ block: "center", behavior: "instant" });
    return top;
  });
  await page
    .waitForFunction(
      () => {
        const header = document.querySelector(".site-header");
        if (header && !header.hasAttribute("data-enhanced")) return false;
        const startsModule = document.querySelector("script[data-after-paint]");
        if (startsModule && !document.querySelector('script[type="speculationrules"]')) return false;
        const startsInbox = document.querySelector("script[data-app]");
        if (startsInbox && !document.getElementById("root")?.hasAttribute("data-hydrated")) return false;
        return [...document.querySelectorAll("[data-island]")].every((island) => {
          const el = island.firstElementChild;
          return !!el && Object.keys(el).some((key) => key.startsWith("__reactFiber$") || key.startsWith("__reactProps$"));
        });
      },
      undefined,
      { timeout: timeoutMs, polling: 100 },
    )
    .catch(() => {
      throw new Error(`The page ${page.url()} was not ready within ${timeoutMs} ms (header script not run, or an island not hydrated).`);
    });
  if (scrolledFrom !== null) await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), scrolledFrom);
}

/** Pixels the window is scrolled down. */
export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname.replace(/\/$/, "") || "/";
}
