/**
 * What every inbox answer shares: its headers, the sign-in gate, the Origin
 * check on changes, the error shapes. The API (route.ts) and the app's pages
 * (serve-app.ts) both go through here, so no /admin path can skip a rule.
 */
import type { Context, MiddlewareHandler } from "hono";
import { MESSAGES } from "../../common";
import { readConfig, type Env } from "../platform/env";
import { ApiError, errorBody } from "../platform/http";
import { isAllowedOrigin } from "../platform/origin";
import { checkOwner, type Owner } from "./access";

export interface AdminEnv {
  Bindings: Env;
  /**
   * What an inbox page carries inline, each allowed by its hash: its stylesheet (first-view.ts) and
   * the script that starts the app after the largest paint (app-after-paint.ts).
   */
  Variables: { owner: Owner; inlineStyleHash?: string; inlineScriptHash?: string };
}

/**
 * The inbox app's policy: its own scripts, styles and API only, nothing
 * inline but the page's own stylesheet and the script that starts the app, by
 * their hashes (adminHeaders), never framed (the app has buttons that change and delete leads).
 * The manifest and the service worker (/admin/sw.js) that make it installable
 * and bring its notifications are its own files, named here so the policy says so.
 */
export const ADMIN_APP_CSP =
  "default-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** On every inbox answer, API and pages, refusals included. */
export const ADMIN_HEADERS: Readonly<Record<string, string>> = {
  "X-Robots-Tag": "noindex, nofollow",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/** Hashed app files never change under their name, so the owner's phone may keep them (never a shared cache). */
export const IMMUTABLE_PRIVATE = "private, max-age=31536000, immutable";
/** The service worker script: the browser checks it for a new version on every visit, never from a cache. */
export const REVALIDATE_PRIVATE = "private, no-cache";

export const ADMIN_MESSAGES = {
  leadNotFound: "There is no lead with this id. It may have been deleted.",
  methodNotAllowed: "This inbox endpoint does not accept that method.",
  unknownField: "This field cannot be changed.",
  nothingToChange: "Send at least one of status, note, spam, spam_verdict or pinned.",
  verdictContradictsSpam: "spam_verdict \"spam\" holds the lead and \"not_spam\" releases it; leave spam out or make it agree.",
  appNotBuilt:
    "The inbox app has not been built yet. Run `npm run build` (it writes dist/client/admin/), then reload this page.",
} as const;

/**
 * Sets the inbox headers after the handler ran (errors included). `Cache-Control`
 * defaults to no-store: leads are personal data and must not sit in any cache.
 */
export function adminHeaders(options: { csp: string }): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(ADMIN_HEADERS)) headers.set(name, value);
    const styleHash = c.get("inlineStyleHash");
    const scriptHash = c.get("inlineScriptHash");
    const csp = [options.csp, styleHash && `style-src 'self' 'sha256-${styleHash}'`, scriptHash && `script-src 'self' 'sha256-${scriptHash}'`];
    headers.set("Content-Security-Policy", csp.filter(Boolean).join("; "));
    const cacheControl = headers.get("Cache-Control");
    if (cacheControl !== IMMUTABLE_PRIVATE && cacheControl !== REVALIDATE_PRIVATE) headers.set("Cache-Control", "no-store");
  };
}

/** Lets only the owner through; refusals answer JSON for the API, a short text page for the app. */
export function requireOwner(kind: "api" | "page"): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const verdict = await checkOwner(c.req.raw, c.env);
    if (!verdict.ok) {
      const { status, code, message } = verdict.refusal;
      if (kind === "api") return c.json(errorBody(code, message), status);
      return c.text(message, status);
    }
    c.set("owner", verdict.owner);
    await next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Changes (PATCH, POST, PUT, DELETE) only from the site's own pages: the same
 * Origin rule as the public API, so another site's page cannot make the
 * owner's browser change or delete a lead.
 */
export const refuseForeignOrigin: MiddlewareHandler<AdminEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && !isAllowedOrigin(c.req.raw, readConfig(c.env).ALLOWED_ORIGINS)) {
    throw new ApiError(403, "forbidden_origin", MESSAGES.forbiddenOrigin);
  }
  await next();
};

/** 405 with the methods a path does accept. */
export function methodNotAllowed(allow: string) {
  return (c: Context<AdminEnv>) => {
    c.header("Allow", allow);
    return c.json(errorBody("method_not_allowed", ADMIN_MESSAGES.methodNotAllowed), 405);
  };
}
