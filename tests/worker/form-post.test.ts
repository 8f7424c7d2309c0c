/**
 * POST /api/leads from the HTML form itself: what a visitor gets who submits
 * before the page hydrates (slow phone) or without JavaScript at all.
 *
 * In this test pool env.ASSETS serves dist/client only if the site happens to
 * be built (the config makes an empty folder otherwise), so the tests give the
 * Worker an ASSETS binding that serves a fixture page instead. The fixture's
 * forms are the prerendered markup copied from dist/client/quote.html and
 * contact.html; the real pages are checked under `wrangler dev` (see the
 * commit). The fallback page (no ASSETS, page missing, no form on it) is tested
 * through the route as well.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { FIELD_CHOICES, FIELD_LABELS, FIELD_MESSAGES, FORM_MESSAGES, MESSAGES, composeQuoteMessage } from "../../common";
import { business } from "../../client/content/business";
import { LIVE_CONTENT_PATH } from "../../worker/site/live-content";
import { pageContentSecurityPolicy } from "../../common/csp";
import { FORM_BODY_MAX_BYTES } from "../../worker/leads/form-post/read";
import { BASE, call, envWith, freshIp, recordingMailer, rows } from "./helpers";

const LEADS = "/api/leads";
const FORM_HEADERS = {
  "Content-Type": "application/x-www-form-urlencoded",
  Origin: BASE,
};

const QUOTE_FORM = `<form class="lf-form" noValidate="" data-mode="quote" action="/api/leads" method="post"><p class="lf-note">Fields marked <span aria-hidden="true">*</span><span class="lf-sr-only">with an asterisk</span> are required.</p><input type="hidden" name="form_type" value="quote"/><div class="lf-grid"><div class="lf-field"><label class="lf-label" for="_R_aj_-name">Full name <span class="lf-required" aria-hidden="true">*</span></label><input class="lf-input" type="text" autoComplete="name" maxLength="100" required="" id="_R_aj_-name" name="name"/></div><div class="lf-field"><label class="lf-label" for="_R_aj_-email">Email <span class="lf-required" aria-hidden="true">*</span></label><input class="lf-input" type="email" autoComplete="email" spellCheck="false" maxLength="254" required="" id="_R_aj_-email" name="email"/></div><div class="lf-field"><label class="lf-label" for="_R_aj_-phone">Phone <span class="lf-required" aria-hidden="true">*</span></label><input class="lf-input" type="tel" autoComplete="tel" maxLength="32" required="" id="_R_aj_-phone" name="phone"/></div><div class="lf-field"><label class="lf-label" for="_R_aj_-address">Project address <span class="lf-required" aria-hidden="true">*</span></label><input class="lf-input" type="text" autoComplete="address-line1" maxLength="300" required="" id="_R_aj_-address" name="address"/></div><div class="lf-field"><label class="lf-label" for="_R_aj_-serviceType">Service needed <span class="lf-required" aria-hidden="true">*</span></label><select class="lf-input lf-select" required="" name="serviceType" id="_R_aj_-serviceType"><option value="">Select a service</option><option value="interior">Interior Painting</option><option value="exterior">Exterior Painting</option><option value="cabinet">Cabinet Refinishing</option><option value="deck">Deck &amp; Fence Staining</option><option value="pressure">Pressure Washing</option><option value="epoxy">Epoxy Floors</option><option value="other">Other</option></select></div><div class="lf-field"><label class="lf-label" for="_R_aj_-preferredTime">Best time to reach you <span class="lf-optional">(optional)</span></label><select class="lf-input lf-select" name="preferredTime" id="_R_aj_-preferredTime"><option value="">No preference</option><option value="Morning (8 AM-12 PM)">Morning (8 AM-12 PM)</option><option value="Afternoon (12-4 PM)">Afternoon (12-4 PM)</option><option value="Evening (4-6 PM)">Evening (4-6 PM)</option><option value="Any time">Any time</option></select></div><fieldset class="lf-field lf-field--full lf-fieldset"><legend class="lf-label">Preferred contact method</legend><div class="lf-options"><div class="lf-option"><input class="lf-radio" type="radio" id="_R_aj_-preferredContact-phone" name="preferredContact" checked="" value="phone"/><label for="_R_aj_-preferredContact-phone">Phone call</label></div><div class="lf-option"><input class="lf-radio" type="radio" id="_R_aj_-preferredContact-email" name="preferredContact" value="email"/><label for="_R_aj_-preferredContact-email">Email</label></div><div class="lf-option"><input class="lf-radio" type="radio" id="_R_aj_-preferredContact-text" name="preferredContact" value="text"/><label for="_R_aj_-preferredContact-text">Text message</label></div></div></fieldset><div class="lf-field lf-field--full"><label class="lf-label" for="_R_aj_-projectDetails">Project details <span class="lf-required" aria-hidden="true">*</span></label><textarea class="lf-input lf-textarea" rows="5" maxLength="5000" required="" placeholder="Rooms or surfaces, approximate size, colours, timing…" name="projectDetails" id="_R_aj_-projectDetails"></textarea></div></div><div class="lf-hp" aria-hidden="true"><label for="_R_aj_-website">Leave this field empty</label><input id="_R_aj_-website" type="text" tabindex="-1" autoComplete="off" name="website"/></div><div class="lf-actions"><button type="submit" class="lf-submit">Request My Free Quote</button><div class="lf-status lf-status--success" role="status"></div><div class="lf-status lf-status--error" role="alert"></div></div></form>`;

const CONTACT_FORM = `<form class="lf-form" noValidate="" data-mode="contact" action="/api/leads" method="post"><p class="lf-note">Fields marked <span aria-hidden="true">*</span><span class="lf-sr-only">with an asterisk</span> are required.</p><input type="hidden" name="form_type" value="contact"/><div class="lf-grid"><div class="lf-field"><label class="lf-label" for="_R_1aj_-name">Full name <span class="lf-required" aria-hidden="true">*</span></label><input class="lf-input" type="text" autoComplete="name" maxLength="100" required="" id="_R_1aj_-name" name="name"/></div><div class="lf-field"><label class="lf-label" for="_R_1aj_-email">Email <span class="lf-required" aria-hidden="true">*</span></label><input class="lf-input" type="email" autoComplete="email" spellCheck="false" maxLength="254" required="" id="_R_1aj_-email" name="email"/></div><div class="lf-field"><label class="lf-label" for="_R_1aj_-phone">Phone <span class="lf-optional">(optional)</span></label><input class="lf-input" type="tel" autoComplete="tel" maxLength="32" id="_R_1aj_-phone" name="phone"/></div><div class="lf-field lf-field--full"><label class="lf-label" for="_R_1aj_-message">Message <span class="lf-required" aria-hidden="true">*</span></label><textarea class="lf-input lf-textarea" rows="5" maxLength="5000" required="" name="message" id="_R_1aj_-message"></textarea></div></div><div class="lf-hp" aria-hidden="true"><label for="_R_1aj_-website">Leave this field empty</label><input id="_R_1aj_-website" type="text" tabindex="-1" autoComplete="off" name="website"/></div><div class="lf-actions"><button type="submit" class="lf-submit">Send Message</button><div class="lf-status lf-status--success" role="status"></div><div class="lf-status lf-status--error" role="alert"></div></div></form>`;

const CRITICAL_CSS = ":root{--color-brand:#16324f}body{margin:0}";
/** Stands in for the inline script every built page ends with (client/first-paint.ts). */
const FIRST_PAINT_SCRIPT = `(()=>{document.querySelector(".site-header")})();`;

/** A prerendered page as the build writes it, around the form of `mode`. */
function fixturePage(form: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page</title>` +
    `<style>${CRITICAL_CSS}</style><link rel="stylesheet" href="/assets/index-abc.css">` +
    `<script type="module" src="/assets/island-abc.js"></script></head><body><div id="root"><main>${form}</main>` +
    `<script type="application/ld+json">{"@type":"HousePainter"}</script>` +
    `<div class="toast-viewport" role="region" aria-label="Notifications"><div class="lf-sr-only" role="status"></div>` +
    `<div class="lf-sr-only" role="alert"></div></div></div>` +
    `<script data-after-paint="/assets/after-paint-abc.js">${FIRST_PAINT_SCRIPT}</script></body></html>`
  );
}

/** An ASSETS binding serving the fixture pages; records what the Worker asked for. */
function fixtureAssets(pages: Record<string, string> = { "/quote": fixturePage(QUOTE_FORM), "/contact": fixturePage(CONTACT_FORM) }) {
  const requested: string[] = [];
  const assets = {
    requested,
    async fetch(input: Request | string) {
      const url = new URL(input instanceof Request ? input.url : input);
      // The Worker also reads the build's record of the live content once per isolate
      // (worker/site/live-content.ts, for the business-hours clock): not a page it answers with.
      if (url.pathname !== LIVE_CONTENT_PATH) requested.push(url.pathname);
      const page = pages[url.pathname];
      return page === undefined
        ? new Response("Oops! Page not found", { status: 404, headers: { "Content-Type": "text/html" } })
        : new Response(page, {
            headers: {
              "Content-Type": "text/html; charset=utf-8",
              "Permissions-Policy": "camera=()",
              "Content-Security-Policy": "script-src 'self'",
            },
          });
    },
  };
  return assets as unknown as Fetcher & { requested: string[] };
}

let seq = 0;
function contactFields(overrides: Record<string, string> = {}): Record<string, string> {
  seq += 1;
  return {
    form_type: "contact",
    name: "Maria Alvarez",
    email: `maria.alvarez${seq}@gmail.com`,
    phone: "",
    message: "Repaint two bedrooms",
    website: "",
    ...overrides,
  };
}

function quoteFields(overrides: Record<string, string> = {}): Record<string, string> {
  const contact = contactFields();
  // The quote form has no message box.
  delete contact["message"];
  return {
    ...contact,
    form_type: "quote",
    phone: "(770) 555-0142",
    address: "12 Peachtree Lane, Roswell, GA 30075",
    serviceType: "exterior",
    preferredTime: "Evening (4-6 PM)",
    preferredContact: "text",
    projectDetails: "Two-story house, siding and trim.",
    ...overrides,
  };
}

interface PostOptions {
  ip?: string;
  env?: Cloudflare.Env;
  headers?: Record<string, string>;
}

function post(fields: Record<string, string>, options: PostOptions = {}) {
  const { message, ...rest } = fields;
  // The browser sends the fields in page order; keep `message` where a form has it.
  const body = new URLSearchParams(message === undefined ? rest : { ...rest, message });
  return call(LEADS, {
    rawBody: body.toString(),
    headers: { ...FORM_HEADERS, Referer: `${BASE}/${fields["form_type"]}`, ...options.headers },
    ip: options.ip,
    env: options.env ?? envWith({ ASSETS: fixtureAssets() }),
  });
}

async function leadsByEmail(email: string) {
  return rows<Record<string, unknown>>("select * from forms where email = ?", email);
}

/** The inner HTML of the form's status region of `kind` (empty string when empty). */
function statusRegion(html: string, kind: "success" | "error"): string {
  const match = new RegExp(`<div class="lf-status lf-status--${kind}"[^>]*>(.*?)</div>`).exec(html);
  expect(match, `status region ${kind}`).not.toBeNull();
  return match![1]!;
}

function expectHtmlAnswer(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Content-Security-Policy")).toMatch(/script-src 'none'/);
}

describe("form post: accepted", () => {
  it("stores a contact lead and its notice and answers 200 with the page and the success message", async () => {
    const assets = fixtureAssets();
    const fields = contactFields();
    const response = await post(fields, {
      env: envWith({ ASSETS: assets }),
      headers: { Referer: `${BASE}/contact?utm_source=google&utm_campaign=spring`, "User-Agent": "NoJS Browser" },
    });
    expectHtmlAnswer(response, 200);
    expect(assets.requested).toEqual(["/contact"]);
    const html = await response.text();
    expect(statusRegion(html, "success")).toBe(MESSAGES.contactSuccess);
    expect(statusRegion(html, "error")).toBe("");
    expect(html).toMatch(/<div class="lf-status lf-status--success" role="status" tabindex="-1" autofocus="">/);
    // The toasts' live regions stay empty: the message is in the form's own region.
    expect(html).toContain('<div class="lf-sr-only" role="status"></div>');
    // The form starts over empty (a success resets the form to its defaults).
    expect(html).toContain('name="email"/>');
    // No hydration at /api/leads (it would render the not-found route over the answer); JSON-LD stays.
    expect(html).not.toContain("island-abc.js");
    expect(html).not.toContain(FIRST_PAINT_SCRIPT);
    expect(html).not.toContain("after-paint-abc.js");
    expect(html).toContain('<script type="application/ld+json">');

    const [row] = await leadsByEmail(fields["email"]!);
    expect(row).toMatchObject({
      form_type: "contact",
      full_name: "Maria Alvarez",
      message: "Repaint two bedrooms",
      phone: "",
      visitor_id: "",
      session_id: "",
      referrer: `${BASE}/contact?utm_source=google&utm_campaign=spring`,
      utm_source: "google",
      utm_campaign: "spring",
      ua: "NoJS Browser",
      is_spam: 0,
      site_name: "peachtree-brush-painting",
    });
    expect(row!["submission_id"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const outbox = await rows<Record<string, unknown>>("select * from email_outbox where lead_id = ?", row!["id"]);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ status: "sent" });
  });

  it("maps the quote form's camelCase fields to the lead and answers on the quote page", async () => {
    const assets = fixtureAssets();
    const mailer = recordingMailer();
    const fields = quoteFields();
    const response = await post(fields, { env: envWith({ ASSETS: assets, MAILER: mailer }) });
    expectHtmlAnswer(response, 200);
    expect(assets.requested).toEqual(["/quote"]);
    const page = await response.text();
    expect(statusRegion(page, "success")).toBe(MESSAGES.quoteSuccess);
    // The estimate visit is offered without JavaScript too: a link to the lead's booking page.
    expect(page).toMatch(/<a class="booking-offer__link" href="\/book\?token=[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43}">Pick a time for your free estimate visit<\/a>/);
    const [row] = await leadsByEmail(fields["email"]!);
    expect(row).toMatchObject({
      form_type: "quote",
      phone: "(770) 555-0142",
      address: "12 Peachtree Lane, Roswell, GA 30075",
      service_type: "exterior",
      preferred_contact: "text",
      preferred_time: "Evening (4-6 PM)",
      project_details: "Two-story house, siding and trim.",
      message: composeQuoteMessage({
        address: "12 Peachtree Lane, Roswell, GA 30075",
        serviceType: "exterior",
        preferredContact: "text",
        preferredTime: "Evening (4-6 PM)",
        projectDetails: "Two-story house, siding and trim.",
      }),
    });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.subject).toBe("New Quote Request from Maria Alvarez");
  });

  it("accepts multipart/form-data the same way", async () => {
    const fields = contactFields();
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    const response = await call(LEADS, {
      rawBody: data,
      headers: { Origin: BASE },
      env: envWith({ ASSETS: fixtureAssets() }),
    });
    expectHtmlAnswer(response, 200);
    expect(await leadsByEmail(fields["email"]!)).toHaveLength(1);
  });

  it("answers a repeated identical post (double click, reload) with the success again, storing one lead", async () => {
    const ip = freshIp();
    const fields = contactFields();
    const first = await post(fields, { ip });
    const second = await post(fields, { ip });
    expectHtmlAnswer(first, 200);
    expectHtmlAnswer(second, 200);
    expect(statusRegion(await second.text(), "success")).toBe(MESSAGES.contactSuccess);
    expect(await leadsByEmail(fields["email"]!)).toHaveLength(1);
  });

  it("answers a resubmit just after the hour turns as the same submission, not a new one meeting the cooldown", async () => {
    const ip = freshIp();
    const fields = contactFields();
    // The clock is the only thing moved: the same form, posted at 10:59:50 and again 20 s later at 11:00:10.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-11-23T10:59:50.000Z"));
      expectHtmlAnswer(await post(fields, { ip }), 200);
      vi.setSystemTime(new Date("2026-11-23T11:00:10.000Z"));
      const again = await post(fields, { ip });
      expectHtmlAnswer(again, 200);
      expect(statusRegion(await again.text(), "success")).toBe(MESSAGES.contactSuccess);
    } finally {
      vi.useRealTimers();
    }
    expect(await leadsByEmail(fields["email"]!)).toHaveLength(1);
  });

  it("takes the same fields from the same visitor within 2 minutes as one lead, and after that as a second one", async () => {
    const ip = freshIp();
    const fields = contactFields({ message: "Hello" });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-11-23T15:00:00.000Z"));
      expectHtmlAnswer(await post(fields, { ip }), 200);
      // A refresh that resends the form 90 s later: the same submission, answered with the success again.
      vi.setSystemTime(new Date("2026-11-23T15:01:30.000Z"));
      const refresh = await post(fields, { ip });
      expect(statusRegion(await refresh.text(), "success")).toBe(MESSAGES.contactSuccess);
      expect(await leadsByEmail(fields["email"]!)).toHaveLength(1);

      // The customer tries again five minutes later with the very same words: a second lead.
      vi.setSystemTime(new Date("2026-11-23T15:05:00.000Z"));
      const second = await post(fields, { ip });
      expect(statusRegion(await second.text(), "success")).toBe(MESSAGES.contactSuccess);
      expect(await leadsByEmail(fields["email"]!)).toHaveLength(2);
      // ...and a double click on that second send is still that one lead.
      vi.setSystemTime(new Date("2026-11-23T15:05:02.000Z"));
      expectHtmlAnswer(await post(fields, { ip }), 200);
      expect(await leadsByEmail(fields["email"]!)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
    const stored = await leadsByEmail(fields["email"]!);
    expect(new Set(stored.map((row) => row["submission_id"])).size).toBe(2);
  });

  it("takes the same fields from another network as another lead, even at once", async () => {
    const fields = contactFields();
    expectHtmlAnswer(await post(fields, { ip: freshIp() }), 200);
    expectHtmlAnswer(await post(fields, { ip: freshIp() }), 200);
    expect(await leadsByEmail(fields["email"]!)).toHaveLength(2);
  });

  it("holds a lead whose honeypot is filled, with the reason and no notice, and answers as accepted", async () => {
    const mailer = recordingMailer();
    const fields = contactFields({ website: "http://spam.example" });
    const response = await post(fields, { env: envWith({ ASSETS: fixtureAssets(), MAILER: mailer }) });
    expectHtmlAnswer(response, 200);
    const [row] = await leadsByEmail(fields["email"]!);
    expect(row!["is_spam"]).toBe(1);
    expect(row!["spam_reason"]).toBe('Hidden field "website" was filled');
    expect(mailer.sent).toHaveLength(0);
  });

  it("stores a flagged lead with its reason and mails it", async () => {
    const mailer = recordingMailer();
    const fields = contactFields({ message: "ChatGPT suggested Agreeable Gray for the walls" });
    const response = await post(fields, { env: envWith({ ASSETS: fixtureAssets(), MAILER: mailer }) });
    expectHtmlAnswer(response, 200);
    const [row] = await leadsByEmail(fields["email"]!);
    expect(row).toMatchObject({ is_spam: 0, spam_reason: 'Message mentions "ChatGPT" with no signs of a sales pitch' });
    expect(mailer.sent).toHaveLength(1);
  });

  it("cleans control, bidi and zero-width characters the same way as the JSON path (CR LF becomes LF)", async () => {
    const fields = contactFields({ name: "Maria\u200B Alvarez\u0007", message: "Line one\r\nLine\u202E two\tend" });
    expectHtmlAnswer(await post(fields), 200);
    const [row] = await leadsByEmail(fields["email"]!);
    expect(row).toMatchObject({ full_name: "Maria Alvarez", message: "Line one\nLine two\tend" });
  });

  it("allows the page's own inline style by hash and nothing else inline", async () => {
    const response = await post(contactFields());
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(CRITICAL_CSS));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(response.headers.get("Content-Security-Policy")).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(response.headers.get("Content-Security-Policy")).not.toMatch(/unsafe-inline/);
    // The site's one page policy (the one _headers carries), with no script and the map of the business profile.
    expect(response.headers.get("Content-Security-Policy")).toBe(
      pageContentSecurityPolicy({
        scripts: "none",
        styleSources: [`'sha256-${hash}'`],
        mapEmbedUrl: business.mapEmbedUrl,
      }),
    );
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-src https://www.openstreetmap.org;");
    // The page's own policy allows its scripts; the answer's allows none. Other hardening stays.
    expect(response.headers.get("Content-Security-Policy")).toContain("script-src 'none'");
    expect(response.headers.get("Permissions-Policy")).toBe("camera=()");
  });
});

describe("form post: refused, with everything typed kept", () => {
  it("answers a blocked e-mail with 422, its message and the typed values", async () => {
    const fields = contactFields({ email: "bot123@gmail.com", phone: "770-555-0100", message: "Paint the fence & gate" });
    const response = await post(fields);
    expectHtmlAnswer(response, 422);
    const html = await response.text();
    expect(statusRegion(html, "error")).toBe(MESSAGES.blockedEmail);
    expect(statusRegion(html, "success")).toBe("");
    expect(html).toContain('value="Maria Alvarez"');
    expect(html).toContain('value="bot123@gmail.com"');
    expect(html).toContain('value="770-555-0100"');
    expect(html).toMatch(/<textarea [^>]*name="message"[^>]*>Paint the fence &amp; gate<\/textarea>/);
    // The field is marked the way the hydrated form marks it, and takes the focus.
    expect(html).toMatch(
      /<input [^>]*id="(_R_\w+_-email)" name="email" value="bot123@gmail.com" aria-invalid="true" aria-describedby="\1-error" autofocus="" \/><p class="lf-error" id="\1-error">/,
    );
    // Refused, but kept: held, with the reason, and no notice.
    const kept = await leadsByEmail("bot123@gmail.com");
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ is_spam: 1, screen_outcome: "refuse", spam_reason: 'Refused at the form: Address starts with the test word "bot"' });
  });

  it("answers a vendor's pitch with 422 and marks the message", async () => {
    const response = await post(contactFields({ message: "We offer SEO packages for contractors" }));
    expectHtmlAnswer(response, 422);
    const html = await response.text();
    expect(statusRegion(html, "error")).toBe(MESSAGES.blockedContent);
    expect(html).toMatch(/name="message" id="[^"]+" aria-invalid="true"[^>]*>We offer SEO packages for contractors<\/textarea>/);
  });

  it("answers missing required fields with 400, the field messages and every value back in place", async () => {
    const fields = quoteFields({ name: "", address: "", serviceType: "", email: "maria.quote@gmail.com" });
    const response = await post(fields);
    expectHtmlAnswer(response, 400);
    const html = await response.text();
    expect(statusRegion(html, "error")).toBe(MESSAGES.invalidRequest);
    for (const message of [FIELD_MESSAGES.name, FIELD_MESSAGES.address, FIELD_MESSAGES.serviceType]) {
      expect(html).toContain(`${message}</p>`);
    }
    expect(html).not.toContain(FIELD_MESSAGES.email);
    // The first invalid field (name) has the focus, the status region does not.
    expect(html).toMatch(/name="name" value="" aria-invalid="true" aria-describedby="[^"]+" autofocus="" \/>/);
    expect(html).not.toMatch(/role="alert" tabindex/);
    expect(html).toContain('value="maria.quote@gmail.com"');
    expect(html).toContain('value="(770) 555-0142"');
    expect(html).toContain('<option value="Evening (4-6 PM)" selected="">');
    expect(html).toContain('<option value="" selected="">Select a service</option>');
    expect(html).toContain('name="preferredContact" value="text" checked="" />');
    expect(html).toContain('name="preferredContact" value="phone" />');
    expect(html).toMatch(/name="projectDetails"[^>]*>Two-story house, siding and trim\.<\/textarea>/);
  });

  it("writes an injection attempt back escaped, and typed entities back exactly", async () => {
    const attack = `"><script>alert(1)</script>`;
    const response = await post(
      contactFields({
        name: attack,
        email: "not-an-email",
        phone: "a&amp;b <i>",
        message: `</textarea><script>alert(2)</script>`,
      }),
    );
    expectHtmlAnswer(response, 400);
    const html = await response.text();
    expect(html).not.toContain("<script>alert");
    expect(html).toContain('name="name" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    // An entity typed as text comes back as that text, not as the character it names.
    expect(html).toContain('value="a&amp;amp;b &lt;i&gt;"');
    expect(html).toContain("&lt;/textarea&gt;&lt;script&gt;alert(2)&lt;/script&gt;</textarea>");
  });

  it("keeps a leading newline typed into a textarea (the parser drops the first one)", async () => {
    const response = await post(contactFields({ email: "spam@x.com", message: "\nSecond line" }));
    expect(await response.text()).toMatch(/name="message" id="[^"]+">\n\nSecond line<\/textarea>/);
  });

  it("answers the cooldown with 429, Retry-After, its message and the values", async () => {
    const ip = freshIp();
    expectHtmlAnswer(await post(contactFields(), { ip }), 200);
    const second = contactFields({ message: "One more thing: the ceiling too" });
    const response = await post(second, { ip });
    expectHtmlAnswer(response, 429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await response.text();
    expect(statusRegion(html, "error")).toBe(MESSAGES.cooldown);
    expect(html).toMatch(/role="alert" tabindex="-1" autofocus="">/);
    expect(html).toContain(`value="${second["email"]}"`);
    expect(html).toContain(">One more thing: the ceiling too</textarea>");
    expect(await leadsByEmail(second["email"]!)).toHaveLength(0);
  });

  it("answers a server fault with 500, the generic message and the values to send again", async () => {
    const brokenDb = {
      prepare() {
        throw new Error("D1_ERROR: database is locked");
      },
      batch() {
        throw new Error("D1_ERROR: database is locked");
      },
    } as unknown as D1Database;
    const fields = contactFields();
    const response = await post(fields, { env: envWith({ ASSETS: fixtureAssets(), DB: brokenDb }) });
    expectHtmlAnswer(response, 500);
    const html = await response.text();
    expect(statusRegion(html, "error")).toBe(MESSAGES.failure);
    expect(html).toContain(`value="${fields["email"]}"`);
    expect(html).not.toContain("D1_ERROR");
  });

  it("answers an oversized post with 413 as a page, keeping every value read before the cap", async () => {
    const fields = contactFields({ phone: "770-555-0100", message: "a".repeat(FORM_BODY_MAX_BYTES) });
    const response = await post(fields);
    expectHtmlAnswer(response, 413);
    const html = await response.text();
    expect(statusRegion(html, "error")).toBe(FORM_MESSAGES.tooLarge);
    // The browser sends the fields in page order; the message, last, is the one cut.
    expect(html).toContain('value="Maria Alvarez"');
    expect(html).toContain(`value="${fields["email"]}"`);
    expect(html).toContain('value="770-555-0100"');
    expect(html).toMatch(/name="message" id="[^"]+">a{1000,}<\/textarea>/);
    expect(await leadsByEmail(fields["email"]!)).toHaveLength(0);
  });

  it("answers an oversized multipart post with 413 as a page, keeping the parts read whole", async () => {
    const fields = quoteFields({ projectDetails: "b".repeat(FORM_BODY_MAX_BYTES) });
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    const response = await call(LEADS, {
      rawBody: data,
      headers: { Origin: BASE, Referer: `${BASE}/quote` },
      env: envWith({ ASSETS: fixtureAssets() }),
    });
    expectHtmlAnswer(response, 413);
    const html = await response.text();
    expect(statusRegion(html, "error")).toBe(FORM_MESSAGES.tooLarge);
    expect(html).toContain('value="12 Peachtree Lane, Roswell, GA 30075"');
    expect(html).toContain('<option value="exterior" selected="">');
    expect(html).toContain('name="preferredContact" value="text" checked="" />');
  });

  it("answers a form sent as text/plain (a wrong media type) with 415 as its page, values kept", async () => {
    const fields = quoteFields();
    const body = Object.entries(fields)
      .map(([name, value]) => `${name}=${value}`)
      .join("\r\n");
    const response = await call(LEADS, {
      rawBody: `${body}\r\n`,
      headers: { "Content-Type": "text/plain", Origin: BASE, "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
      env: envWith({ ASSETS: fixtureAssets() }),
    });
    expectHtmlAnswer(response, 415);
    const html = await response.text();
    expect(statusRegion(html, "error")).toBe(MESSAGES.failure);
    expect(html).toContain(`value="${fields["email"]}"`);
    expect(html).toMatch(/name="projectDetails"[^>]*>Two-story house, siding and trim\.<\/textarea>/);
    expect(await leadsByEmail(fields["email"]!)).toHaveLength(0);
  });

  it("answers an unreadable body with 400 on the page it came from (the Referer, without form_type)", async () => {
    const assets = fixtureAssets();
    const response = await call(LEADS, {
      rawBody: "this is not multipart at all",
      headers: { "Content-Type": "multipart/form-data; boundary=xyz", Origin: BASE, Referer: `${BASE}/quote?utm_source=x` },
      env: envWith({ ASSETS: assets }),
    });
    expectHtmlAnswer(response, 400);
    expect(assets.requested).toEqual(["/quote"]);
    expect(statusRegion(await response.text(), "error")).toBe(MESSAGES.failure);
  });

  it("answers a refusal by the screens on the quote page with the quote values", async () => {
    const fields = quoteFields({ email: "test@example.com" });
    const response = await post(fields);
    expectHtmlAnswer(response, 422);
    const html = await response.text();
    expect(html).toContain('data-mode="quote"');
    expect(statusRegion(html, "error")).toBe(MESSAGES.blockedEmail);
    expect(html).toMatch(/name="email" value="test@example.com" aria-invalid="true"/);
    expect(html).toContain('value="12 Peachtree Lane, Roswell, GA 30075"');
    expect(html).toContain('<option value="Evening (4-6 PM)" selected="">');
  });
});

describe("form post: who sent it", () => {
  it.each([
    ["another site's Origin", { Origin: "https://evil.example" }],
    ["an opaque (null) Origin", { Origin: "null" }],
    ["Sec-Fetch-Site: cross-site without Origin", { Origin: "", "Sec-Fetch-Site": "cross-site" }],
  ])("refuses %s with 403 as the form page, message and every value, storing nothing", async (_case, headers) => {
    const fields = quoteFields({ projectDetails: "Two-story house & deck" });
    const request = { ...FORM_HEADERS, Referer: `${BASE}/quote`, ...headers };
    // An empty Origin here means none at all, as a privacy tool that strips it sends.
    if (request.Origin === "") delete (request as Partial<typeof request>).Origin;
    const response = await call(LEADS, {
      rawBody: new URLSearchParams(fields).toString(),
      headers: request,
      env: envWith({ ASSETS: fixtureAssets() }),
    });
    expectHtmlAnswer(response, 403);
    const html = await response.text();
    expect(statusRegion(html, "error")).toBe(FORM_MESSAGES.fromAnotherSite);
    expect(html).toContain('data-mode="quote"');
    expect(html).toContain('value="Maria Alvarez"');
    expect(html).toContain(`value="${fields["email"]}"`);
    expect(html).toContain('value="(770) 555-0142"');
    expect(html).toContain('value="12 Peachtree Lane, Roswell, GA 30075"');
    expect(html).toContain('<option value="exterior" selected="">');
    expect(html).toContain('<option value="Evening (4-6 PM)" selected="">');
    expect(html).toContain('name="preferredContact" value="text" checked="" />');
    expect(html).toMatch(/name="projectDetails"[^>]*>Two-story house &amp; deck<\/textarea>/);
    expect(await leadsByEmail(fields["email"]!)).toHaveLength(0);
  });

  it.each([["HTTPS://SITE.TEST"], ["https://Site.Test:443/"]])("accepts its own origin written as %s", async (origin) => {
    const fields = contactFields();
    const response = await post(fields, { headers: { Origin: origin } });
    expectHtmlAnswer(response, 200);
    expect(statusRegion(await response.text(), "success")).toBe(MESSAGES.contactSuccess);
    expect(await leadsByEmail(fields["email"]!)).toHaveLength(1);
  });
});

describe("form post: the plain page when the prerendered one cannot be had", () => {
  it("answers without an ASSETS binding: the message and a link back", async () => {
    const fields = contactFields();
    const response = await post(fields, { env: envWith({ ASSETS: undefined as unknown as Fetcher }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Content-Security-Policy")).toMatch(/^default-src 'none'/);
    const html = await response.text();
    expect(html).toContain(`<p role="status"><strong>${MESSAGES.contactSuccess}</strong></p>`);
    expect(html).toContain('<a href="/contact">');
    expect(html).not.toContain("<form");
    expect(await leadsByEmail(fields["email"]!)).toHaveLength(1);
  });

  it("answers a refusal with the form again, every value escaped in place", async () => {
    const response = await post(
      quoteFields({ email: "test.user@acme.com", name: `"><script>alert(1)</script>`, serviceType: "deck" }),
      { env: envWith({ ASSETS: fixtureAssets({}) }) },
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(`<p role="alert"><strong>${MESSAGES.blockedEmail}</strong></p>`);
    expect(html).not.toContain("<script>");
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('value="test.user@acme.com" maxlength="254" aria-invalid="true"');
    expect(html).toContain('<option value="deck" selected>');
    expect(html).toContain('<input type="hidden" name="form_type" value="quote">');
    expect(html).toContain('<a href="/quote">');
  });

  it("shows the same dropdowns as the page, and keeps a value no dropdown offers", async () => {
    const response = await post(quoteFields({ email: "test.user@acme.com", preferredTime: "Weekday mornings" }), {
      env: envWith({ ASSETS: fixtureAssets({}) }),
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    const times = /<select id="f-preferredTime" name="preferredTime">(.*?)<\/select>/.exec(html)?.[1];
    expect(times).toBe(
      '<option value="">No preference</option>' +
        FIELD_CHOICES.preferredTime.slice(1).map(([value]) => `<option value="${value}">${value}</option>`).join("") +
        '<option value="Weekday mornings" selected>Weekday mornings</option>',
    );
    expect(html).toContain(`<label for="f-preferredTime">${FIELD_LABELS.preferredTime}</label>`);
    expect(html).toContain('<input type="radio" name="preferredContact" value="text" checked> Text message</label>');
  });

  it("falls back when the page holds no lead form", async () => {
    const response = await post(contactFields({ email: "spam@x.com" }), {
      env: envWith({ ASSETS: fixtureAssets({ "/contact": fixturePage("<p>No form here</p>") }) }),
    });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(`<p role="alert"><strong>${MESSAGES.blockedEmail}</strong></p>`);
  });
});

describe("the JSON path is unchanged", () => {
  it("still answers JSON with JSON", async () => {
    const response = await call(LEADS, {
      body: { form_type: "contact", name: "" },
      headers: { Origin: BASE },
      env: envWith({ ASSETS: fixtureAssets() }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

void env;
