import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../common";
import { SECURITY_HEADERS } from "../../worker/index";
import { BASE, call, contactBody, envWith, json } from "./helpers";

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
}

describe("the API surface", () => {
  it("answers unknown /api paths with a JSON 404", async () => {
    for (const path of ["/api/nope", "/api/send-email", "/api/leads/extra", "/api/"]) {
      const response = await call(path, { body: {} });
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ ok: false, error: { code: "not_found", message: MESSAGES.apiNotFound } });
      expectSecurityHeaders(response);
    }
  });

  it("answers other methods on the endpoints with a JSON 405 and Allow: POST", async () => {
    for (const path of ["/api/leads", "/api/get-tracking-data", "/api/incrementPhoneClickCount"]) {
      for (const method of ["GET", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
        const response = await call(path, { method });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get("Allow")).toBe("POST");
        expect(await json(response)).toEqual({
          ok: false,
          error: { code: "method_not_allowed", message: MESSAGES.methodNotAllowed },
        });
      }
    }
  });

  it("sends the security headers on successes and refusals alike", async () => {
    expectSecurityHeaders(await call("/api/leads", { body: contactBody() }));
    expectSecurityHeaders(await call("/api/leads", { body: [] }));
    expectSecurityHeaders(await call("/api/leads", { method: "GET" }));
  });

  it("answers a genuine server fault with 500 and the generic message, never a stack", async () => {
    const brokenDb = {
      prepare() {
        throw new Error("D1_ERROR: database is locked at /internal/path.ts:12");
      },
      batch() {
        throw new Error("D1_ERROR: database is locked");
      },
    } as unknown as D1Database;
    const response = await call("/api/leads", { body: contactBody(), env: envWith({ DB: brokenDb }) });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ ok: false, error: { code: "internal_error", message: MESSAGES.failure } });
    expect(text).not.toMatch(/D1_ERROR|at \/|\.ts:/);
    expectSecurityHeaders(response);
  });

  it("refuses to run without a usable IP_HASH_SECRET rather than store unkeyed hashes", async () => {
    const response = await call("/api/get-tracking-data", {
      body: { visitor_id: "v", session_id: "s" },
      env: envWith({ IP_HASH_SECRET: "" }),
    });
    expect(response.status).toBe(500);
    expect((await json(response)).error.message).toBe(MESSAGES.failure);
  });

  it("is reachable through the Worker's own entry point (exports.default)", async () => {
    const response = await exports.default.fetch(
      new Request(`${BASE}/api/get-tracking-data`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.1" },
        body: JSON.stringify({ visitor_id: "v", session_id: "s", referrer: "" }),
      }),
    );
    expect(response.status).toBe(200);
    expect((await json(response)).data.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(env.SITE_NAME).toBe("peachtree-brush-painting");
  });
});
