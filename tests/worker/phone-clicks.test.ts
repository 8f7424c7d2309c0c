import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { META_LIMITS, MESSAGES } from "../../common";
import { MAX_CLICK_URL_LENGTH, PHONE_CLICKS_PER_HOUR_PER_NETWORK } from "../../worker/phone-clicks/route";
import { hmacHex } from "../../worker/platform/tracking";
import { BASE, call, freshIp, json, rows } from "./helpers";

const PHONE = "/api/incrementPhoneClickCount";

describe("POST /api/incrementPhoneClickCount", () => {
  it("stores one click with the page, ip hash, user agent and geo, and answers {ok: true}", async () => {
    const visitor = crypto.randomUUID();
    const response = await call(PHONE, {
      body: { visitor_id: visitor, session_id: "s-1", referrer: "https://www.google.com/", page: "/quote" },
      ip: "203.0.113.20",
      headers: { "User-Agent": "Mozilla/5.0 (Android)", Referer: "https://site.test/faq" },
      cf: { city: "Cumming", region: "Georgia", country: "US" },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ok: true });
    const stored = await rows("select * from phone_clicks where visitor_id = ?", visitor);
    expect(stored).toEqual([
      expect.objectContaining({
        visitor_id: visitor,
        session_id: "s-1",
        referrer: "https://www.google.com/",
        page: "/quote",
        ip_hash: await hmacHex(env.IP_HASH_SECRET, "203.0.113.20"),
        ip_network_hash: await hmacHex(env.IP_HASH_SECRET, "203.0.113.20"),
        ua: "Mozilla/5.0 (Android)",
        city: "Cumming",
        state: "Georgia",
        country: "US",
      }),
    ]);
  });

  it("takes the page path from the Referer header when the body has none, without its query string", async () => {
    const visitor = crypto.randomUUID();
    await call(PHONE, {
      body: { visitor_id: visitor, session_id: "s", referrer: "" },
      headers: { Referer: "https://site.test/services/epoxy-floors?gclid=secret#top" },
    });
    const [row] = await rows("select page from phone_clicks where visitor_id = ?", visitor);
    expect(row).toEqual({ page: "/services/epoxy-floors" });
  });

  it(`caps clicks per network at ${PHONE_CLICKS_PER_HOUR_PER_NETWORK} an hour, across a whole IPv6 /64 (429 rate_limited, Retry-After)`, async () => {
    const visitor = crypto.randomUUID();
    const click = (ip: string) => call(PHONE, { body: { visitor_id: visitor, session_id: "s", referrer: "" }, ip });
    for (let i = 1; i <= PHONE_CLICKS_PER_HOUR_PER_NETWORK; i++) {
      // A new address of the same /64 each time: still one visitor.
      expect((await click(`2001:db8:feed:1::${i.toString(16)}`)).status).toBe(200);
    }
    const over = await click("2001:db8:feed:1::ffff");
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(over.headers.get("Retry-After"))).toBeLessThanOrEqual(3600);
    expect(await json(over)).toEqual({ ok: false, error: { code: "rate_limited", message: MESSAGES.rateLimited } });
    expect(await rows("select id from phone_clicks where visitor_id = ?", visitor)).toHaveLength(
      PHONE_CLICKS_PER_HOUR_PER_NETWORK,
    );
    // Another network is not affected.
    expect((await call(PHONE, { body: { visitor_id: "x", session_id: "s", referrer: "" } })).status).toBe(200);
  });

  it("keeps the click cap exact when taps arrive at the same moment", async () => {
    const ip = freshIp();
    const visitor = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: PHONE_CLICKS_PER_HOUR_PER_NETWORK + 10 }, () =>
        call(PHONE, { body: { visitor_id: visitor, session_id: "s", referrer: "" }, ip }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(PHONE_CLICKS_PER_HOUR_PER_NETWORK);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
    expect(await rows("select id from phone_clicks where visitor_id = ?", visitor)).toHaveLength(
      PHONE_CLICKS_PER_HOUR_PER_NETWORK,
    );
  });

  it(`stores the referrer as origin and path only, and cuts referrer and page to ${MAX_CLICK_URL_LENGTH} characters`, async () => {
    const visitor = crypto.randomUUID();
    const longPath = `/${"a".repeat(1500)}`;
    const response = await call(PHONE, {
      body: {
        visitor_id: visitor,
        session_id: "s",
        referrer: `https://www.google.com/search${"x".repeat(1500)}?q=painter+jane.doe%40gmail.com#frag`,
        page: longPath,
      },
    });
    expect(response.status).toBe(200);
    const [row] = await rows<{ referrer: string; page: string }>(
      "select referrer, page from phone_clicks where visitor_id = ?",
      visitor,
    );
    expect(row!.referrer.length).toBe(MAX_CLICK_URL_LENGTH);
    expect(row!.referrer.startsWith("https://www.google.com/search")).toBe(true);
    expect(row!.referrer).not.toContain("jane.doe");
    expect(row!.page).toBe(longPath.slice(0, MAX_CLICK_URL_LENGTH));

    const plain = crypto.randomUUID();
    await call(PHONE, { body: { visitor_id: plain, session_id: "s", referrer: "https://www.bing.com/search?q=house+painter" } });
    expect(await rows("select referrer from phone_clicks where visitor_id = ?", plain)).toEqual([
      { referrer: "https://www.bing.com/search" },
    ]);
  });

  it("records a tap whatever its tracking values: over-long ones are cut, ones of the wrong type dropped", async () => {
    const visitor = `v-long-${crypto.randomUUID()}`;
    const response = await call(PHONE, {
      body: { visitor_id: visitor, session_id: "s".repeat(5000), referrer: `https://www.google.com/${"x".repeat(5000)}`, page: 42 },
      headers: { Referer: `${BASE}/quote` },
    });
    expect(response.status).toBe(200);
    const [row] = await rows<{ session_id: string; referrer: string; page: string }>(
      "select session_id, referrer, page from phone_clicks where visitor_id = ?",
      visitor,
    );
    expect(row!.session_id).toBe("s".repeat(META_LIMITS.session_id));
    expect(row!.referrer.length).toBeLessThanOrEqual(MAX_CLICK_URL_LENGTH);
    expect(row!.page).toBe("/quote");
    const typeless = await call(PHONE, { body: { visitor_id: 1, session_id: ["s"], referrer: null } });
    expect(typeless.status).toBe(200);
  });

  it("answers failures as {ok: false, error: {message}}", async () => {
    for (const [options, status] of [
      [{ body: ["x"] }, 400],
      [{ rawBody: "nope", headers: { "Content-Type": "text/plain" } }, 415],
      [{ body: { visitor_id: "v", session_id: "s" }, headers: { Origin: "https://evil.example" } }, 403],
    ] as const) {
      const response = await call(PHONE, options);
      expect(response.status).toBe(status);
      const body = await json(response);
      expect(body.ok).toBe(false);
      expect(typeof body.error.message).toBe("string");
      expect(body.error.message.length).toBeGreaterThan(0);
    }
  });
});
