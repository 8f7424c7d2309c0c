import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { META_LIMITS, MESSAGES } from "../../common";
import { MAX_UA_LENGTH, clientFacts, hmacHex } from "../../worker/platform/tracking";
import { call, json, request } from "./helpers";

const TRACKING = "/api/get-tracking-data";
const identity = { visitor_id: "fp-3f2a", session_id: "9b1c2d3e-0000-4000-8000-000000000000", referrer: "https://www.google.com/" };

describe("POST /api/get-tracking-data", () => {
  it("answers {data} with the identity sent, the ip hash, the user agent and the geo of request.cf", async () => {
    const response = await call(TRACKING, {
      body: identity,
      ip: "203.0.113.9",
      headers: { "User-Agent": "Mozilla/5.0 (iPhone)" },
      cf: { city: "Marietta", region: "Georgia", country: "US" },
    });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toEqual({
      data: {
        ...identity,
        ip_hash: await hmacHex(env.IP_HASH_SECRET, "203.0.113.9"),
        ua: "Mozilla/5.0 (iPhone)",
        city: "Marietta",
        state: "Georgia",
        country: "US",
      },
    });
  });

  it("never exposes the raw IP: the hash is a keyed HMAC, stable per IP and different across IPs", async () => {
    const ask = async (ip: string) =>
      (await json(await call(TRACKING, { body: identity, ip }))).data.ip_hash as string;
    const a = await ask("192.0.2.44");
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toContain("192.0.2.44");
    expect(await ask("192.0.2.44")).toBe(a);
    expect(await ask("192.0.2.45")).not.toBe(a);
    // Keyed: a plain SHA-256 of the IP (reversible by hashing all IPv4 addresses) is not what is stored.
    const plain = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode("192.0.2.44")))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
    expect(a).not.toBe(plain);
  });

  it("trusts CF-Connecting-IP only, not X-Forwarded-For", async () => {
    const withXff = await call(TRACKING, {
      body: identity,
      ip: null,
      headers: { "X-Forwarded-For": "198.51.100.1, 10.0.0.1" },
    });
    expect((await json(withXff)).data.ip_hash).toBe("");
  });

  it("falls back to the cf-ipcity / cf-region / cf-ipcountry headers when request.cf has no geo", async () => {
    const response = await call(TRACKING, {
      body: identity,
      headers: { "cf-ipcity": "Johns%20Creek", "cf-region": "Georgia", "cf-ipcountry": "US" },
    });
    const { data } = await json(response);
    expect([data.city, data.state, data.country]).toEqual(["Johns Creek", "Georgia", "US"]);
  });

  it("answers empty geo, not an error, when none is known", async () => {
    const { data } = await json(await call(TRACKING, { body: identity }));
    expect([data.city, data.state, data.country]).toEqual(["", "", ""]);
  });

  it("truncates an absurd User-Agent", async () => {
    const facts = await clientFacts(
      request(TRACKING, { body: identity, headers: { "User-Agent": "x".repeat(5000) } }),
      env.IP_HASH_SECRET,
    );
    expect(facts.ua).toHaveLength(MAX_UA_LENGTH);
  });

  it("defaults a missing referrer to an empty string", async () => {
    const response = await call(TRACKING, { body: { visitor_id: "v", session_id: "s" } });
    expect(response.status).toBe(200);
    expect((await json(response)).data.referrer).toBe("");
  });

  it("cuts an over-long identity or referrer and drops one of the wrong type, never refusing for it", async () => {
    const response = await call(TRACKING, {
      body: { visitor_id: "v".repeat(500), session_id: "s".repeat(500), referrer: `https://site.test/?${"x".repeat(5000)}` },
    });
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data.visitor_id).toBe("v".repeat(META_LIMITS.visitor_id));
    expect(data.session_id).toBe("s".repeat(META_LIMITS.session_id));
    expect(data.referrer).toHaveLength(META_LIMITS.referrer);
    const wrongType = await call(TRACKING, { body: { visitor_id: "v", session_id: "s", referrer: {} } });
    expect(wrongType.status).toBe(200);
    expect((await json(wrongType)).data.referrer).toBe("");
  });

  it("refuses bad bodies with 4xx JSON errors", async () => {
    const cases: [unknown, number, string][] = [
      [{ session_id: "s", referrer: "" }, 400, "invalid_request"],
      [{ visitor_id: 5, session_id: "s" }, 400, "invalid_request"],
      [{ visitor_id: "", session_id: "s" }, 400, "invalid_request"],
      [[identity], 400, "invalid_body"],
      ["text", 400, "invalid_body"],
    ];
    for (const [body, status, code] of cases) {
      const response = await call(TRACKING, { body });
      expect(response.status).toBe(status);
      const answer = await json(response);
      expect(answer).toMatchObject({ ok: false, error: { code } });
      if (code === "invalid_request") expect(answer.error.message).toBe(MESSAGES.invalidRequest);
    }
    const notJson = await call(TRACKING, { rawBody: "{", headers: { "Content-Type": "application/json" } });
    expect(notJson.status).toBe(400);
    expect((await json(notJson)).error.code).toBe("invalid_json");
  });
});
