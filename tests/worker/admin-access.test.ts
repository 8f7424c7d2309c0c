/**
 * Who may use the owner's inbox: Cloudflare Access tokens, the loopback rule
 * without Access settings, fail-closed misconfiguration, Origin on changes,
 * the headers, and the serving of the app's files.
 *
 * Tokens are real: signed here with an RS256 key pair made by jose for this
 * file. The team's key set lives at https://<team>.cloudflareaccess.com, the
 * edge of the world for a test, so `fetch` is replaced for this file by one
 * that answers that one URL with the test public key (and throws for any
 * other). We stub the network rather than add a "test keys" switch to the
 * Worker: production code has no hook a request or a var could reach, and
 * everything between the header and the network (jose's key selection,
 * caching, signature and claim checks) runs exactly as deployed.
 */
import { env } from "cloudflare:workers";
import { SignJWT, base64url, exportJWK, generateKeyPair, type JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../../common";
import { ACCESS_MESSAGES, accessSettings, teamOrigin } from "../../worker/admin/access";
import { ADMIN_APP_CSP, ADMIN_MESSAGES, IMMUTABLE_PRIVATE, REVALIDATE_PRIVATE } from "../../worker/admin/http";
import { startAppScriptHash } from "../../worker/admin/app-after-paint";
import { LOOPBACK_BASE, adminCall, clearLeads, envWith, json, rows, seedLead } from "./helpers";

const TEAM = "https://peachtree-test.cloudflareaccess.com";
const AUD = "4f1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9";
const SITE = "https://www.peachtreebrushpainting.com";
const KID = "test-signing-key";

const accessEnv = envWith({ ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD });

let signingKey: CryptoKey;
let otherKey: CryptoKey;
const certsRequests: string[] = [];
/** Key sets by URL; a URL mapped to a Response factory answers that instead. */
const keySets = new Map<string, unknown>();

beforeAll(async () => {
  const pair = await generateKeyPair("RS256", { extractable: true });
  const stranger = await generateKeyPair("RS256", { extractable: true });
  signingKey = pair.privateKey;
  otherKey = stranger.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: "RS256", use: "sig" };
  keySets.set(`${TEAM}/cdn-cgi/access/certs`, { keys: [jwk] });

  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    certsRequests.push(url);
    const answer = keySets.get(url);
    if (answer === undefined) throw new TypeError(`Network access in a test: ${url}`);
    if (typeof answer === "function") return (answer as () => Response)();
    return Response.json(answer);
  });
});

afterAll(() => {
  vi.restoreAllMocks();
});

interface TokenOptions {
  claims?: JWTPayload;
  issuer?: string;
  audience?: string | string[];
  expiresAt?: number | string;
  key?: CryptoKey;
  kid?: string;
}

/** An Access application token as Cloudflare signs it. */
async function accessToken(options: TokenOptions = {}): Promise<string> {
  const jwt = new SignJWT({ email: "owner@peachtreebrushpainting.com", type: "app", ...options.claims })
    .setProtectedHeader({ alg: "RS256", kid: options.kid ?? KID })
    .setIssuedAt()
    .setNotBefore("0s")
    .setSubject("7335d417-61da-459d-899c-0a01c76a2f94")
    .setIssuer(options.issuer ?? TEAM)
    .setAudience(options.audience ?? [AUD]);
  if (options.expiresAt !== null) jwt.setExpirationTime(options.expiresAt ?? "1h");
  return jwt.sign(options.key ?? signingKey);
}

function unsignedToken(header: Record<string, unknown>, payload: Record<string, unknown>, signature = ""): string {
  const part = (value: unknown) => base64url.encode(JSON.stringify(value));
  return `${part(header)}.${part(payload)}.${signature}`;
}

function validClaims(): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return { iss: TEAM, aud: [AUD], exp: now + 3600, iat: now, nbf: now, email: "intruder@example.org", sub: "x" };
}

async function expectRefusedJson(response: Response, status: number, code: string, message: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  expect(await json(response)).toEqual({ ok: false, error: { code, message } });
}

describe("with Cloudflare Access configured", () => {
  it("lets a valid token through and reports the owner's e-mail", async () => {
    const response = await adminCall("/api/admin/session", {
      base: SITE,
      token: await accessToken(),
      env: accessEnv,
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      ok: true,
      user: { email: "owner@peachtreebrushpainting.com" },
      sign_in: "access",
    });
    expect(certsRequests).toContain(`${TEAM}/cdn-cgi/access/certs`);
  });

  it("accepts the team as a bare host, with or without a trailing slash", async () => {
    for (const team of ["peachtree-test.cloudflareaccess.com", `${TEAM}/`, " PEACHTREE-TEST.cloudflareaccess.com/ "]) {
      const response = await adminCall("/api/admin/session", {
        base: SITE,
        token: await accessToken(),
        env: envWith({ ACCESS_TEAM_DOMAIN: team, ACCESS_AUD: AUD }),
      });
      expect(response.status, team).toBe(200);
    }
    expect(teamOrigin("peachtree-test.cloudflareaccess.com")).toBe(TEAM);
  });

  it("answers a service token without an e-mail with user.email null", async () => {
    const response = await adminCall("/api/admin/session", {
      base: SITE,
      token: await accessToken({ claims: { email: undefined, common_name: "ci.access" } }),
      env: accessEnv,
    });
    expect((await json(response)).user).toEqual({ email: null });
  });

  it("refuses a request without a token: 401 JSON for the API, a short page for the app", async () => {
    await expectRefusedJson(
      await adminCall("/api/admin/leads", { base: SITE, env: accessEnv }),
      401,
      "sign_in_required",
      ACCESS_MESSAGES.signInRequired,
    );
    const page = await adminCall("/admin", { base: SITE, env: accessEnv });
    expect(page.status).toBe(401);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await page.text()).toBe(ACCESS_MESSAGES.signInRequired);
  });

  const forgeries: [string, () => Promise<string>][] = [
    ["alg none", async () => unsignedToken({ alg: "none", typ: "JWT" }, validClaims())],
    ["alg none with the real kid", async () => unsignedToken({ alg: "none", kid: KID }, validClaims())],
    [
      "HS256 keyed with the public key",
      async () => {
        const [, body] = (await accessToken()).split(".");
        return `${base64url.encode(JSON.stringify({ alg: "HS256", kid: KID }))}.${body}.c2lnbmF0dXJl`;
      },
    ],
    ["signed with another key under the real kid", () => accessToken({ key: otherKey })],
    ["signed with another key under an unknown kid", () => accessToken({ key: otherKey, kid: "someone-else" })],
    ["a valid token with its payload edited", async () => {
      const [header, , signature] = (await accessToken()).split(".");
      const edited = base64url.encode(JSON.stringify({ ...validClaims(), email: "intruder@example.org" }));
      return `${header}.${edited}.${signature}`;
    }],
    ["expired", () => accessToken({ expiresAt: Math.floor(Date.now() / 1000) - 60 })],
    ["without an expiry", () => accessToken({ expiresAt: null as unknown as number })],
    ["for another Access application (audience)", () => accessToken({ audience: ["another-application-aud"] })],
    ["from another team (issuer)", () => accessToken({ issuer: "https://someone-else.cloudflareaccess.com" })],
    ["issuer with a path", () => accessToken({ issuer: `${TEAM}/evil` })],
    ["not a token at all", async () => "not-a-jwt"],
  ];

  for (const [name, forge] of forgeries) {
    it(`refuses a token ${name} (401) and logs jose's reason`, async () => {
      const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
      const token = await forge();
      await expectRefusedJson(
        await adminCall("/api/admin/leads", { base: SITE, token, env: accessEnv }),
        401,
        "invalid_token",
        ACCESS_MESSAGES.invalidToken,
      );
      const page = await adminCall("/admin/leads/x", { base: SITE, token, env: accessEnv });
      expect(page.status).toBe(401);
      expect(await page.text()).toBe(ACCESS_MESSAGES.invalidToken);
      expect(warnings).toHaveBeenCalledWith(expect.stringMatching(/^Inbox sign-in: token refused \(ERR_[A-Z_]+\)$/));
      warnings.mockRestore();
    });
  }

  it("does not let loopback skip the token once Access is configured", async () => {
    await expectRefusedJson(
      await adminCall("/api/admin/session", { base: LOOPBACK_BASE, env: accessEnv }),
      401,
      "sign_in_required",
      ACCESS_MESSAGES.signInRequired,
    );
    const withToken = await adminCall("/api/admin/session", {
      base: LOOPBACK_BASE,
      token: await accessToken(),
      env: accessEnv,
    });
    expect(withToken.status).toBe(200);
  });

  it("guards every inbox path, unknown ones included, before saying anything about them", async () => {
    for (const path of ["/api/admin/nope", "/api/admin/leads/123", "/api/admin/leads.csv", "/api/admin/stats"]) {
      expect((await adminCall(path, { base: SITE, env: accessEnv })).status, path).toBe(401);
    }
    for (const method of ["PATCH", "DELETE"]) {
      const response = await adminCall("/api/admin/leads/123", { method, base: SITE, env: accessEnv, body: {} });
      expect(response.status, method).toBe(401);
    }
  });

  it("answers 503, not 401, when the team's keys cannot be fetched (the token may be fine)", async () => {
    const team = "https://keys-down.cloudflareaccess.com";
    keySets.set(`${team}/cdn-cgi/access/certs`, () => new Response("upstream error", { status: 502 }));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await adminCall("/api/admin/session", {
      base: SITE,
      token: await accessToken({ issuer: team }),
      env: envWith({ ACCESS_TEAM_DOMAIN: team, ACCESS_AUD: AUD }),
    });
    await expectRefusedJson(response, 503, "sign_in_unavailable", ACCESS_MESSAGES.keysUnavailable);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe("without Access settings (local development)", () => {
  it("answers requests addressed to a loopback host, with sign-in off", async () => {
    for (const base of ["http://127.0.0.1:8787", "http://localhost:5173", "http://[::1]:8787"]) {
      const response = await adminCall("/api/admin/session", { base });
      expect(response.status, base).toBe(200);
      expect(await json(response)).toEqual({ ok: true, user: { email: null }, sign_in: "off" });
    }
  });

  it("refuses any other host with 403 saying sign-in is not configured, even with a token", async () => {
    for (const base of [SITE, "https://peachtree-brush-painting.owner.workers.dev", "http://127.0.0.1.nip.io", "http://localhost.example.org"]) {
      await expectRefusedJson(
        await adminCall("/api/admin/leads", { base, token: await accessToken() }),
        403,
        "sign_in_not_configured",
        ACCESS_MESSAGES.notConfigured,
      );
    }
    const page = await adminCall("/admin", { base: SITE });
    expect(page.status).toBe(403);
    expect(await page.text()).toBe(ACCESS_MESSAGES.notConfigured);
  });

  it("reads the wrangler.toml default as sign-in off", () => {
    expect(env.ACCESS_TEAM_DOMAIN).toBe("");
    expect(env.ACCESS_AUD).toBe("");
    expect(accessSettings(env)).toEqual({ kind: "off" });
  });
});

describe("a half-configured sign-in", () => {
  // The problem is logged once per isolate; the last two cases share one message.
  const halves: [string, Partial<Cloudflare.Env>, string | null][] = [
    ["only ACCESS_TEAM_DOMAIN", { ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: "" }, "ACCESS_TEAM_DOMAIN is set but ACCESS_AUD is empty"],
    ["only ACCESS_AUD", { ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: AUD }, "ACCESS_AUD is set but ACCESS_TEAM_DOMAIN is empty"],
    ["a team domain that is not a host", { ACCESS_TEAM_DOMAIN: "peachtree-test", ACCESS_AUD: AUD }, "ACCESS_TEAM_DOMAIN must be"],
    ["a team domain over http", { ACCESS_TEAM_DOMAIN: "http://peachtree-test.cloudflareaccess.com", ACCESS_AUD: AUD }, null],
  ];
  for (const [name, vars, logLine] of halves) {
    it(`refuses everything, loopback and valid tokens included, with ${name}, and logs why`, async () => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const misconfigured = envWith(vars);
      for (const base of [LOOPBACK_BASE, SITE]) {
        await expectRefusedJson(
          await adminCall("/api/admin/session", { base, token: await accessToken(), env: misconfigured }),
          503,
          "sign_in_misconfigured",
          ACCESS_MESSAGES.misconfigured,
        );
        expect((await adminCall("/admin", { base, env: misconfigured })).status).toBe(503);
      }
      expect(accessSettings(misconfigured).kind).toBe("misconfigured");
      const logged = errors.mock.calls.map((call) => call.join(" ")).join("\n");
      if (logLine) expect(logged).toContain(logLine);
      // The log names the setting, never its value.
      expect(logged).not.toContain(AUD);
      errors.mockRestore();
    });
  }
});

describe("changes need the site's own Origin", () => {
  it("refuses PATCH and DELETE from another origin, and allows the site's own", async () => {
    await clearLeads();
    const id = await seedLead();
    for (const method of ["PATCH", "DELETE"]) {
      const response = await adminCall(`/api/admin/leads/${id}`, {
        method,
        body: { status: "contacted" },
        headers: { Origin: "https://evil.example" },
      });
      await expectRefusedJson(response, 403, "forbidden_origin", MESSAGES.forbiddenOrigin);
    }
    expect(await rows("select status from forms where id = ?", id)).toEqual([{ status: "new" }]);

    const sameOrigin = await adminCall(`/api/admin/leads/${id}`, {
      method: "PATCH",
      body: { status: "contacted" },
      headers: { Origin: new URL(LOOPBACK_BASE).origin },
    });
    expect(sameOrigin.status).toBe(200);
    const allowed = await adminCall(`/api/admin/leads/${id}`, {
      method: "PATCH",
      body: { status: "quoted" },
      headers: { Origin: SITE },
    });
    expect(allowed.status).toBe(200);
    expect(await rows("select status from forms where id = ?", id)).toEqual([{ status: "quoted" }]);
  });
});

describe("the inbox's headers", () => {
  it("marks every API answer no-store, nosniff, noindex and unframeable, refusals included", async () => {
    for (const response of [
      await adminCall("/api/admin/session"),
      await adminCall("/api/admin/leads?status=nope"),
      await adminCall("/api/admin/session", { base: SITE }),
    ]) {
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
      expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    }
  });
});

/**
 * The app's files are the inbox-ui build (dist/client/admin/), which may or
 * may not exist in this checkout, so these tests hand the Worker an ASSETS
 * binding holding a known build. It answers as the assets layer does with
 * html_handling = "auto-trailing-slash" and not_found_handling = "404-page":
 * a folder's index.html at its path with a slash, the site's 404 page with a
 * 404 status for anything else.
 */
function assetsWith(files: Record<string, { body: string; type: string }>): Fetcher {
  return {
    async fetch(input: RequestInfo | URL) {
      const request = input instanceof Request ? input : new Request(input);
      const path = new URL(request.url).pathname;
      const file = files[path.endsWith("/") ? `${path}index.html` : path];
      if (!file) return new Response("<h1>Oops! Page not found</h1>", { status: 404, headers: { "Content-Type": "text/html" } });
      return new Response(request.method === "HEAD" ? null : file.body, {
        headers: { "Content-Type": file.type, ETag: '"abc"', "Cache-Control": "public, max-age=0, must-revalidate" },
      });
    },
    connect() {
      throw new Error("not used");
    },
  } as unknown as Fetcher;
}

const BUILT_APP = assetsWith({
  "/admin/index.html": {
    body: '<!doctype html><title>Inbox</title><script type="module" src="/admin/assets/index-3f9a.js"></script>',
    type: "text/html",
  },
  "/admin/assets/index-3f9a.js": { body: "console.log('inbox')", type: "text/javascript" },
  "/admin/sw.js": { body: "self.addEventListener('push', () => {})", type: "application/javascript" },
});

describe("serving the inbox app", () => {
  it("serves index.html for /admin and every client route, never cached, with the strict policy", async () => {
    for (const path of ["/admin", "/admin/", "/admin/leads/0b5c9a4e-1111-4222-8333-944445555666", "/admin/dashboard"]) {
      const response = await adminCall(path, { env: envWith({ ASSETS: BUILT_APP }) });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toContain("/admin/assets/index-3f9a.js");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
      // The one inline script: the starter that imports the app after the largest paint, by its hash.
      expect(response.headers.get("Content-Security-Policy")).toBe(`${ADMIN_APP_CSP}; script-src 'self' 'sha256-${await startAppScriptHash()}'`);
      expect(response.headers.get("ETag")).toBeNull();
    }
    expect(ADMIN_APP_CSP).toContain("default-src 'self'");
    expect(ADMIN_APP_CSP).not.toContain("unsafe-inline");
  });

  it("serves the hashed files as they are, cacheable by the owner's browser only", async () => {
    const response = await adminCall("/admin/assets/index-3f9a.js", { env: envWith({ ASSETS: BUILT_APP }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/javascript");
    expect(response.headers.get("Cache-Control")).toBe(IMMUTABLE_PRIVATE);
    expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
    expect(await response.text()).toBe("console.log('inbox')");
  });

  it("serves the service worker at /admin/sw.js as a script, always revalidated, only after sign-in", async () => {
    const response = await adminCall("/admin/sw.js", { env: envWith({ ASSETS: BUILT_APP }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe(REVALIDATE_PRIVATE);
    expect(response.headers.get("Cache-Control")).toContain("no-cache");
    expect(response.headers.get("Location")).toBeNull();
    expect(await response.text()).toContain("push");
    const accessWithApp = envWith({ ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD, ASSETS: BUILT_APP });
    expect((await adminCall("/admin/sw.js", { base: SITE, env: accessWithApp })).status).toBe(401);
    // The manifest and the worker are the app's own files; the policy names both.
    expect(ADMIN_APP_CSP).toContain("manifest-src 'self'");
    expect(ADMIN_APP_CSP).toContain("worker-src 'self'");
  });

  it("answers a missing file with a plain 404, not the app", async () => {
    const response = await adminCall("/admin/assets/gone-0000.js", { env: envWith({ ASSETS: BUILT_APP }) });
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("tells the developer to build when the app is missing (503, not a 500)", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await adminCall("/admin/leads/1", { env: envWith({ ASSETS: assetsWith({}) }) });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(ADMIN_MESSAGES.appNotBuilt);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    errors.mockRestore();
  });

  it("checks sign-in before serving any file", async () => {
    const accessWithApp = envWith({ ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD, ASSETS: BUILT_APP });
    expect((await adminCall("/admin/assets/index-3f9a.js", { base: SITE, env: accessWithApp })).status).toBe(401);
    const signedIn = await adminCall("/admin/assets/index-3f9a.js", {
      base: SITE,
      token: await accessToken(),
      env: accessWithApp,
    });
    expect(signedIn.status).toBe(200);
  });

  it("answers HEAD like GET and refuses other methods on the app", async () => {
    const head = await adminCall("/admin", { method: "HEAD", env: envWith({ ASSETS: BUILT_APP }) });
    expect(head.status).toBe(200);
    const post = await adminCall("/admin", { method: "POST", env: envWith({ ASSETS: BUILT_APP }) });
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET, HEAD");
  });

  it("leaves paths that only start with /admin to the public site", async () => {
    const response = await adminCall("/administrator", { base: SITE, env: envWith({ ASSETS: BUILT_APP }) });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  });
});
