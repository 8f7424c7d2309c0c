/**
 * The inbox on a phone: it installs (manifest, icons, service worker), turns
 * on notifications for the device it is open on, lists, tests and removes
 * devices, and shows on each lead how fast it was answered. The real Worker
 * under `wrangler dev` with sign-in off, real local D1, a real Chromium at 390
 * and 1280 px.
 *
 * Two things are stood in for at the edge of the world, because there is no
 * push service here:
 * - the browser's `pushManager.subscribe()`: Chromium would ask Google's push
 *   service for an endpoint, which cannot be reached. The stand-in returns what
 *   a real subscription's `toJSON()` gives, with a real P-256 key and auth
 *   secret, and an endpoint on the push service below;
 * - the push service: an HTTP server on loopback run by this test (the Worker
 *   accepts http://127.0.0.1 endpoints only while sign-in is off). It checks
 *   the request the way a push service would at its door (VAPID with the
 *   site's key, aes128gcm, TTL, Urgency) and answers 201. Decrypting the body
 *   and verifying the signature is covered by the Worker's own push tests.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { DESKTOP, PHONE, baseUrl, launchBrowser, newDeviceContext, waitForHydration } from "./support/browser.ts";
import { queryD1, sqlText } from "./support/d1.ts";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** Set to a folder to keep a screenshot of every screen checked here (for a person to look at). */
const SCREENSHOTS = process.env.INBOX_SCREENSHOTS;

interface ReceivedPush {
  path: string;
  authorization: string;
  encoding: string;
  ttl: string;
  urgency: string;
  bytes: number;
}

let browser: Browser;
let pushService: Server;
let pushOrigin = "";
const received: ReceivedPush[] = [];

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

function base64Url(bytes: ArrayBuffer | Uint8Array): string {
  return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString("base64url");
}

/** What a browser's PushSubscription.toJSON() holds: a real receiver key pair's public half and a 16-byte auth secret. */
async function newSubscription(name: string) {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  return {
    endpoint: `${pushOrigin}/push/${name}-${crypto.randomUUID()}`,
    p256dh: base64Url(await crypto.subtle.exportKey("raw", pair.publicKey)),
    auth: base64Url(crypto.getRandomValues(new Uint8Array(16))),
  };
}

/**
 * A browser context with notifications allowed (as after the owner's "Allow")
 * and `pushManager.subscribe()` stood in for (see the top of the file).
 */
async function inboxContext(viewport: { width: number; height: number }, subscription?: Awaited<ReturnType<typeof newSubscription>>) {
  const context = await newDeviceContext(browser, viewport);
  await context.grantPermissions(["notifications"], { origin: baseUrl() });
  if (subscription) {
    await context.addInitScript((fake) => {
      let current: object | null = null;
      const calls: { userVisibleOnly: boolean; keyBytes: number }[] = [];
      (window as unknown as { subscribeCalls: typeof calls }).subscribeCalls = calls;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey;
        calls.push({ userVisibleOnly: options?.userVisibleOnly === true, keyBytes: key instanceof Uint8Array ? key.length : 0 });
        current = {
          endpoint: fake.endpoint,
          expirationTime: null,
          toJSON: () => ({ endpoint: fake.endpoint, expirationTime: null, keys: { p256dh: fake.p256dh, auth: fake.auth } }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        };
        return current as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return current as PushSubscription | null;
      };
    }, subscription);
  }
  return context;
}

async function open(context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console.error: ${message.text()}`);
  });
  await page.goto(path, { waitUntil: "load" });
  await waitForHydration(page);
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(() => !document.querySelector("main .loading"), undefined, { timeout: 15_000 });
  return { page, errors };
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.passes.length, "axe checked something").toBeGreaterThan(10);
  return results.violations.map((v) => `${v.id} (${v.impact ?? "?"}): ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(" ")}`).join("\n")}`);
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

beforeAll(async () => {
  pushService = createServer((request, response) => {
    void readBody(request).then((body) => {
      received.push({
        path: request.url ?? "",
        authorization: String(request.headers.authorization ?? ""),
        encoding: String(request.headers["content-encoding"] ?? ""),
        ttl: String(request.headers.ttl ?? ""),
        urgency: String(request.headers.urgency ?? ""),
        bytes: body.length,
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (pushService ? pushService.close(() => resolve()) : resolve()));
});

describe("installing the inbox", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px: the manifest is linked with credentials, parses, and its icons load`, async () => {
      const context = await inboxContext(viewport);
      const { page, errors } = await open(context, "/admin/");
      const link = page.locator('head link[rel="manifest"]');
      expect(await link.count()).toBe(1);
      // Cloudflare Access sends its cookie with the manifest request only with this attribute.
      expect(await link.getAttribute("crossorigin")).toBe("use-credentials");
      const href = new URL((await link.getAttribute("href"))!, page.url()).href;
      const answer = await context.request.get(href, { maxRedirects: 0 });
      expect(answer.status()).toBe(200);
      const manifest = (await answer.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose?: string }[] };
      expect(manifest).toMatchObject({ id: "/admin/", start_url: "/admin/", scope: "/admin/", display: "standalone" });
      for (const member of ["name", "short_name", "theme_color", "background_color"]) expect(typeof manifest[member], member).toBe("string");
      for (const size of ["192x192", "512x512"]) {
        for (const purpose of ["any", "maskable"]) {
          const icon = manifest.icons.find((i) => i.sizes === size && (i.purpose ?? "any").split(" ").includes(purpose));
          expect(icon, `a ${purpose} icon of ${size}`).toBeDefined();
          const image = await context.request.get(new URL(icon!.src, href).href);
          expect(image.status()).toBe(200);
          expect(image.headers()["content-type"]).toBe("image/png");
        }
      }
      // iOS: its Home Screen icon and the web-app meta tags.
      const touchIcon = await page.locator('head link[rel="apple-touch-icon"]').getAttribute("href");
      expect((await context.request.get(new URL(touchIcon!, page.url()).href)).status()).toBe(200);
      expect(await page.locator('head meta[name="apple-mobile-web-app-title"]').getAttribute("content")).toBe("Inbox");
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test("/admin/sw.js answers 200 as a script, without a redirect, never cached stale, with no fetch handler", async () => {
    const context = await inboxContext(DESKTOP);
    const answer = await context.request.get("/admin/sw.js", { maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toMatch(/^text\/javascript/);
    expect(answer.headers()["cache-control"]).toContain("no-cache");
    const script = await answer.text();
    expect(script).toMatch(/addEventListener\(\s*[`'"]push[`'"]/);
    expect(script).toMatch(/addEventListener\(\s*[`'"]notificationclick[`'"]/);
    // A fetch handler could serve a stale page behind the sign-in and lock the owner out.
    expect(script).not.toMatch(/addEventListener\(\s*[`'"]fetch[`'"]|onfetch|caches\./);
    // The inbox's policy allows its own manifest and worker.
    const page = await context.request.get("/admin/");
    const csp = page.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px: the service worker registers with scope /admin/`, async () => {
      const context = await inboxContext(viewport);
      const { page, errors } = await open(context, "/admin/");
      const registered = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.register("/admin/sw.js", { scope: "/admin/" });
        const ready = await navigator.serviceWorker.ready;
        return { scope: registration.scope, script: ready.active?.scriptURL ?? "" };
      });
      expect(registered.scope).toBe(`${baseUrl()}/admin/`);
      expect(registered.script).toBe(`${baseUrl()}/admin/sw.js`);
      // A page under the scope keeps loading from the network (no fetch handler): a reload still shows the live inbox.
      await page.reload();
      await page.locator("main h1").first().waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe("notifications on this device", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px: Notify me subscribes; the settings screen lists, renames, tests and removes the device`, async () => {
      const subscription = await newSubscription(`w${viewport.width}`);
      const context = await inboxContext(viewport, subscription);
      const { page, errors } = await open(context, "/admin/");
      const tag = `w${viewport.width}`;

      // The offer above the lead list; a tap turns it on.
      await page.getByRole("button", { name: /^Notify me on this (computer|phone)$/ }).waitFor();
      await screenshot(page, `list-offer-${tag}`);
      await page.getByRole("button", { name: /^Notify me on this (computer|phone)$/ }).click();
      await page.getByText(/Notifications are on for this (computer|phone)/).waitFor();
      const calls = await page.evaluate(() => (window as unknown as { subscribeCalls: { userVisibleOnly: boolean; keyBytes: number }[] }).subscribeCalls);
      expect(calls, "subscribed once, visible notifications only, with the 65-byte VAPID public key").toEqual([{ userVisibleOnly: true, keyBytes: 65 }]);
      const stored = await queryD1(`select id, label, hours from push_subscriptions where endpoint = ${sqlText(subscription.endpoint)}`);
      expect(stored).toHaveLength(1);
      expect(stored[0]!.label).toBe("Chrome on Linux");
      await screenshot(page, `list-${tag}`);

      // The settings screen, from the inbox's navigation.
      await page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Settings" }).click();
      await page.getByRole("heading", { level: 1, name: "Notifications" }).waitFor();
      const device = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Chrome on Linux" }) }).filter({ hasText: "This device" });
      await expect.poll(() => device.count()).toBe(1);
      expect(await device.textContent()).toContain("127.0.0.1");

      // Rename inline.
      const name = `Office ${tag}`;
      await device.getByRole("button", { name: /^Rename/ }).click();
      await page.getByRole("textbox", { name: "Device name" }).fill(name);
      await page.getByRole("button", { name: "Save name" }).click();
      const renamed = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
      await renamed.waitFor();

      // Business hours only, stored.
      await renamed.getByRole("radio", { name: /^Business hours only/ }).check();
      await page.getByText(`${name}: notified in business hours only.`).waitFor();
      expect((await queryD1(`select hours from push_subscriptions where endpoint = ${sqlText(subscription.endpoint)}`))[0]?.hours).toBe("business");

      // A test notification reaches the push service, signed and encrypted.
      const before = received.length;
      await renamed.getByRole("button", { name: "Send a test" }).click();
      await renamed.getByText(`Test sent to ${name}.`).waitFor();
      const pushes = received.slice(before).filter((push) => subscription.endpoint.endsWith(push.path));
      expect(pushes).toHaveLength(1);
      expect(pushes[0]!.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
      expect(pushes[0]!.encoding).toBe("aes128gcm");
      expect(pushes[0]!.urgency).toBe("high");
      expect(Number(pushes[0]!.ttl)).toBeGreaterThan(0);
      expect(pushes[0]!.bytes).toBeGreaterThan(86);

      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `settings-${tag}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(viewport.width);

      // Remove, after a confirmation.
      await renamed.getByRole("button", { name: /^Remove…/ }).click();
      const dialog = page.getByRole("dialog", { name: `Remove ${name}?` });
      await dialog.waitFor();
      await screenshot(page, `settings-remove-${tag}`);
      await dialog.getByRole("button", { name: "Remove" }).click();
      await expect.poll(() => page.getByRole("heading", { name }).count()).toBe(0);
      expect(await queryD1(`select id from push_subscriptions where endpoint = ${sqlText(subscription.endpoint)}`)).toEqual([]);
      // This device is off again and offers the button.
      await page.getByRole("button", { name: /^Notify me on this (computer|phone)$/ }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe("where notifications cannot be turned on here", () => {
  test("at 390 px, an iPhone in a Safari tab: the inbox says to add it to the Home Screen first", async () => {
    // Chromium posing as Safari on an iPhone: iOS offers Web Push only to a Home Screen web app.
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      baseURL: baseUrl(),
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    });
    const { page, errors } = await open(context, "/admin/");
    const note = page.getByRole("note").filter({ hasText: "Add this inbox to your Home Screen first, then open it from there" });
    await note.waitFor();
    expect(await page.getByRole("button", { name: /^Notify me/ }).count()).toBe(0);
    await screenshot(page, "list-iphone-safari-w390");
    await page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Settings" }).click();
    await page.getByRole("heading", { level: 2, name: "This phone" }).waitFor();
    await page.getByRole("note").filter({ hasText: "Add this inbox to your Home Screen first" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "settings-iphone-safari-w390");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the clock on a lead", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px: a new lead waits; the first tap on Call answers it; the dashboard charts it`, async () => {
      const id = crypto.randomUUID();
      const name = `Maria Lopez ${viewport.width}`;
      // Arrived 25 minutes ago, written straight to D1 (the public form is tested elsewhere).
      const arrived = new Date(Date.now() - 25 * 60_000).toISOString();
      await queryD1(
        `insert into forms (id, submission_id, form_type, full_name, email, phone, message, site_name, created_at) values (${[
          id,
          crypto.randomUUID(),
          "contact",
          name,
          "maria.lopez@gmail.com",
          "(770) 555-0117",
          "Exterior painting in Roswell, two stories.",
          "peachtree-brush-painting",
          arrived,
        ]
          .map(sqlText)
          .join(", ")})`,
      );
      const context = await inboxContext(viewport);
      const lead = await open(context, `/admin/leads/${id}`);
      let page = lead.page;
      const errors = lead.errors;
      await page.getByText(/^Waiting 2[5-9] min for your answer$/).waitFor();
      const main = page.getByRole("main");
      expect(await main.getByRole("link", { name: "Text", exact: true }).getAttribute("href")).toBe("sms:+17705550117");
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `lead-waiting-w${viewport.width}`);

      // The tap opens the phone app (headless Chromium has none: the tel: request is observed, not followed) and stops the clock.
      const dialled = page.waitForEvent("request", { predicate: (r) => r.url().startsWith("tel:"), timeout: 10_000 });
      await main.getByRole("link", { name: /^Call \(770\)/ }).click();
      expect((await dialled).url()).toBe("tel:+17705550117");
      await page.getByText(/^Answered in .+ \(business hours\), by phone/).waitFor();
      const row = (await queryD1(`select first_response_at, first_response_how from forms where id = ${sqlText(id)}`))[0]!;
      expect(row.first_response_how).toBe("call");
      expect(row.first_response_at).not.toBeNull();
      // A second tap (an e-mail) changes nothing: only the first answer counts.
      await main.getByRole("link", { name: "Reply by e-mail" }).click();
      await page.reload();
      await page.getByText(/^Answered in .+ \(business hours\), by phone/).waitFor();
      expect((await queryD1(`select first_response_how from forms where id = ${sqlText(id)}`))[0]!.first_response_how).toBe("call");
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `lead-answered-w${viewport.width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(viewport.width);

      // The dashboard: the response-time chart with its table of numbers. In a tab of its own: after the
      // tel: and mailto: taps above, headless Chromium keeps the lead's tab waiting on the external app.
      await page.close();
      const dashboard = await open(context, "/admin/dashboard");
      page = dashboard.page;
      const card = page.getByRole("region", { name: "How fast you answered" });
      await card.waitFor();
      const details = card.locator("details");
      // The numbers table sits in a closed <details>; open it as a person would.
      await card.getByText("Show the numbers").click();
      expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      const table = card.getByRole("table", { name: /Time to first answer per week/ });
      await table.waitFor();
      expect(await table.getByRole("columnheader").allTextContents()).toEqual(["Week of", "Answered", "Median (min)", "90th pct. (min)", "Within 5 min", "Within 1 hour"]);
      const answered = (await table.getByRole("row").allTextContents()).slice(1);
      expect(answered.some((text) => /\d/.test(text)), "a week with an answered lead").toBe(true);
      // No sideways scrolling, the open table included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await card.getByRole("img").getAttribute("aria-label")).toMatch(/minutes to first answer per week/);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `dashboard-w${viewport.width}`);
      expect([...errors, ...dashboard.errors]).toEqual([]);
      await context.close();
    });
  }
});
