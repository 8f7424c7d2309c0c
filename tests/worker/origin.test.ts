/**
 * Who may send the API a change, for the JSON API (the hydrated form, phone
 * clicks). The same check on a plain HTML form post answers with the form's
 * page instead: see form-post.test.ts.
 */
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../common";
import { normalizeOrigin } from "../../worker/platform/origin";
import { BASE, call, contactBody, json, rows } from "./helpers";

const LEADS = "/api/leads";

async function expectForbidden(response: Response) {
  expect(response.status).toBe(403);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  const body = await json(response);
  expect(body.error).toEqual({ code: "forbidden_origin", message: MESSAGES.forbiddenOrigin });
}

async function storedCount(email: unknown) {
  return (await rows("select id from forms where email = ?", email)).length;
}

describe("normalizeOrigin", () => {
  it.each([
    ["https://site.test", "https://site.test"],
    ["HTTPS://SITE.TEST", "https://site.test"],
    ["https://Site.Test/", "https://site.test"],
    ["https://site.test:443", "https://site.test"],
    ["http://127.0.0.1:80", "http://127.0.0.1"],
    ["http://127.0.0.1:8788", "http://127.0.0.1:8788"],
    [" https://www.PeachtreeBrushPainting.com/ ", "https://www.peachtreebrushpainting.com"],
  ])("%s is the origin %s", (value, origin) => {
    expect(normalizeOrigin(value)).toBe(origin);
  });

  it.each(["null", "", "site.test", "file:///home/a.html", "https://site.test/page", "https://site.test?x=1", "https://u:p@site.test"])(
    "%j is no web origin",
    (value) => {
      expect(normalizeOrigin(value)).toBeNull();
    },
  );
});

describe("the Origin check of the JSON API", () => {
  it.each([
    ["upper-case own origin", "HTTPS://SITE.TEST"],
    ["own origin with the default port and a trailing slash", "https://site.test:443/"],
    ["upper-case ALLOWED_ORIGINS entry", "https://WWW.PeachtreeBrushPainting.com"],
  ])("accepts an %s", async (_case, origin) => {
    const body = contactBody();
    const response = await call(LEADS, { body, headers: { Origin: origin } });
    expect(response.status).toBe(201);
    expect(await storedCount(body["email"])).toBe(1);
  });

  it.each([
    ["another site", { Origin: "https://evil.example" }],
    ["an opaque (null) Origin", { Origin: "null" }],
    ["a look-alike with a path", { Origin: `${BASE}/contact` }],
    ["Sec-Fetch-Site: cross-site without Origin", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site: Cross-Site without Origin", { "Sec-Fetch-Site": "Cross-Site" }],
  ])("refuses %s with the JSON 403, storing nothing", async (_case, headers) => {
    const body = contactBody();
    await expectForbidden(await call(LEADS, { body, headers }));
    expect(await storedCount(body["email"])).toBe(0);
  });

  it("lets a request without Origin through unless Fetch Metadata says cross-site (curl, a server; the limits stop scripts)", async () => {
    const cases: Record<string, string>[] = [{}, { "Sec-Fetch-Site": "same-origin" }, { "Sec-Fetch-Site": "none" }];
    for (const headers of cases) {
      const response = await call(LEADS, { body: contactBody(), headers });
      expect(response.status, JSON.stringify(headers)).toBe(201);
    }
  });

  it("lets an allowed Origin through whatever Sec-Fetch-Site says (Origin decides when present)", async () => {
    const response = await call(LEADS, {
      body: contactBody(),
      headers: { Origin: "https://www.peachtreebrushpainting.com", "Sec-Fetch-Site": "cross-site" },
    });
    expect(response.status).toBe(201);
  });

  it("guards the other API routes the same way", async () => {
    const click = { visitor_id: "v", session_id: "s", page: "/" };
    await expectForbidden(
      await call("/api/incrementPhoneClickCount", { body: click, headers: { "Sec-Fetch-Site": "cross-site" } }),
    );
    const allowed = await call("/api/incrementPhoneClickCount", { body: click, headers: { Origin: "HTTPS://SITE.TEST" } });
    expect(allowed.status).toBeLessThan(300);
  });
});
