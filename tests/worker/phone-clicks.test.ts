import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MESSAGES, PHONE_CLICKS_PER_HOUR_PER_IP } from "../../common";
import { hmacHex } from "../../worker/platform/tracking";
import { call, freshIp, json, rows } from "./helpers";

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

  it(`caps clicks per IP at ${PHONE_CLICKS_PER_HOUR_PER_IP} an hour (429 rate_limited, Retry-After)`, async () => {
    const ip = freshIp();
    const visitor = crypto.randomUUID();
    for (let i = 0; i < PHONE_CLICKS_PER_HOUR_PER_IP; i++) {
      const ok = await call(PHONE, { body: { visitor_id: visitor, session_id: "s", referrer: "" }, ip });
      expect(ok.status).toBe(200);
    }
    const over = await call(PHONE, { body: { visitor_id: visitor, session_id: "s", referrer: "" }, ip });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await json(over)).toEqual({ ok: false, error: { code: "rate_limited", message: MESSAGES.rateLimited } });
    expect(await rows("select id from phone_clicks where visitor_id = ?", visitor)).toHaveLength(
      PHONE_CLICKS_PER_HOUR_PER_IP,
    );
    // Another visitor is not affected.
    expect((await call(PHONE, { body: { visitor_id: "x", session_id: "s", referrer: "" } })).status).toBe(200);
  });

  it("answers failures as {ok: false, error: {message}}", async () => {
    for (const [options, status] of [
      [{ body: { visitor_id: 1, session_id: "s", referrer: "" } }, 400],
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
