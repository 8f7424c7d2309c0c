/**
 * Who may use the owner's inbox (/admin and /api/admin/*).
 *
 * In production Cloudflare Access stands in front of those paths and adds a
 * signed token to every request it lets through (`Cf-Access-Jwt-Assertion`).
 * The Worker still verifies that token itself (RS256 signature against the
 * team's published keys, issuer, audience, expiry): a request that reaches the
 * Worker some other way (the workers.dev host, a misconfigured Access policy,
 * a hand-made header) must not open the inbox.
 *
 * Settings: the vars ACCESS_TEAM_DOMAIN and ACCESS_AUD.
 * - both set: a valid token is required on every request, loopback included;
 * - both empty (local development): only requests addressed to a loopback host
 *   are answered, and the app shows that sign-in is off;
 * - only one set, or a team domain that is not a host: a broken deploy, so
 *   everything is refused (fail closed) and the problem is logged.
 */
import { errorSummary } from "../platform/log";
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from "jose";
import type { Env } from "../platform/env";

export const ACCESS_TOKEN_HEADER = "Cf-Access-Jwt-Assertion";

export type SignIn = "access" | "off";

/** The person using the inbox: the Access identity, or nobody in particular on a developer's machine. */
export interface Owner {
  email: string | null;
  signIn: SignIn;
}

export type AccessSettings =
  | { kind: "access"; issuer: string; audience: string; certsUrl: string }
  | { kind: "off" }
  | { kind: "misconfigured"; problem: string };

/** Why a request was refused; the route turns it into JSON or a short page. */
export interface AccessRefusal {
  status: 401 | 403 | 503;
  code: string;
  message: string;
}

export type AccessVerdict = { ok: true; owner: Owner } | { ok: false; refusal: AccessRefusal };

export const ACCESS_MESSAGES = {
  signInRequired: "Sign in through Cloudflare Access to use the inbox.",
  invalidToken: "Your sign-in could not be verified. Reload the page to sign in again.",
  notConfigured:
    "Sign-in is not configured: without ACCESS_TEAM_DOMAIN and ACCESS_AUD the inbox only answers on localhost.",
  misconfigured: "The inbox's sign-in is misconfigured, so it is closed. The site's log says what to fix.",
  keysUnavailable: "Sign-in cannot be checked right now. Please try again in a minute.",
} as const;

/** The hosts a developer's own machine answers to; nobody else can address a request to them. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isLoopbackHost(url: string): boolean {
  return LOOPBACK_HOSTS.has(new URL(url).hostname);
}

/**
 * `https://<team>.cloudflareaccess.com` from what the owner pasted: the URL or
 * the bare host, with or without a trailing slash. This is also the token's
 * issuer, so it is normalised to exactly that form. Null when it is not a host.
 */
export function teamOrigin(value: string): string | null {
  const raw = value.trim().replace(/\/+$/, "");
  if (!raw) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  const plainHost = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password && !url.port;
  if (url.protocol !== "https:" || !plainHost || !url.hostname.includes(".")) return null;
  return url.origin;
}

export function accessSettings(env: Pick<Env, "ACCESS_TEAM_DOMAIN" | "ACCESS_AUD">): AccessSettings {
  const team = (env.ACCESS_TEAM_DOMAIN ?? "").trim();
  const audience = (env.ACCESS_AUD ?? "").trim();
  if (!team && !audience) return { kind: "off" };
  if (!team) return { kind: "misconfigured", problem: "ACCESS_AUD is set but ACCESS_TEAM_DOMAIN is empty" };
  if (!audience) return { kind: "misconfigured", problem: "ACCESS_TEAM_DOMAIN is set but ACCESS_AUD is empty" };
  const issuer = teamOrigin(team);
  if (!issuer) {
    return {
      kind: "misconfigured",
      problem: "ACCESS_TEAM_DOMAIN must be https://<team>.cloudflareaccess.com (or that host alone)",
    };
  }
  return { kind: "access", issuer, audience, certsUrl: `${issuer}/cdn-cgi/access/certs` };
}

// One key set per team for the isolate's life: jose keeps the keys for ten
// minutes and fetches again when a token names a key it has not seen (Access
// rotates its signing key every six weeks), at most once every 30 seconds.
const keySets = new Map<string, JWTVerifyGetKey>();

function teamKeys(certsUrl: string): JWTVerifyGetKey {
  let keys = keySets.get(certsUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(certsUrl));
    keySets.set(certsUrl, keys);
  }
  return keys;
}

// Logged once per isolate per problem: a bot probing /admin must not flood the log.
const loggedProblems = new Set<string>();
function logOnce(problem: string): void {
  if (loggedProblems.has(problem)) return;
  loggedProblems.add(problem);
  console.error(`Inbox sign-in: ${problem}`);
}

/** Errors that say the token is bad, as opposed to the key set being out of reach. */
function isTokenFault(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return false;
  return !(error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) && error.code !== "ERR_JOSE_GENERIC";
}

function refuse(status: AccessRefusal["status"], code: string, message: string): AccessVerdict {
  return { ok: false, refusal: { status, code, message } };
}

/** Decides whether `request` may use the inbox. */
export async function checkOwner(request: Request, env: Env): Promise<AccessVerdict> {
  const settings = accessSettings(env);

  if (settings.kind === "misconfigured") {
    logOnce(`refusing every request: ${settings.problem}`);
    return refuse(503, "sign_in_misconfigured", ACCESS_MESSAGES.misconfigured);
  }

  if (settings.kind === "off") {
    if (isLoopbackHost(request.url)) return { ok: true, owner: { email: null, signIn: "off" } };
    return refuse(403, "sign_in_not_configured", ACCESS_MESSAGES.notConfigured);
  }

  const token = request.headers.get(ACCESS_TOKEN_HEADER)?.trim();
  if (!token) return refuse(401, "sign_in_required", ACCESS_MESSAGES.signInRequired);

  try {
    const { payload } = await jwtVerify(token, teamKeys(settings.certsUrl), {
      // Access signs with RS256 only. Naming it refuses `alg: none` and the
      // HS256-with-the-public-key trick before any key is looked at.
      algorithms: ["RS256"],
      issuer: settings.issuer,
      audience: settings.audience,
      // jose checks `exp` when present; a token without one would never expire.
      requiredClaims: ["exp"],
    });
    const email = typeof payload["email"] === "string" && payload["email"] ? payload["email"] : null;
    return { ok: true, owner: { email, signIn: "access" } };
  } catch (error) {
    if (isTokenFault(error)) {
      const reason = error instanceof errors.JOSEError ? error.code : "unknown";
      console.warn(`Inbox sign-in: token refused (${reason})`);
      return refuse(401, "invalid_token", ACCESS_MESSAGES.invalidToken);
    }
    // The team's key set could not be fetched: the token may be fine, so this is not the visitor's fault.
    // By name and code only, like every log line (platform/log.ts): no message can carry request data into the log.
    console.error(`Inbox sign-in: could not load the Access signing keys: ${errorSummary(error)}`);
    return refuse(503, "sign_in_unavailable", ACCESS_MESSAGES.keysUnavailable);
  }
}
