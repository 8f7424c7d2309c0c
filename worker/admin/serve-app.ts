/**
 * Serves the inbox app (its own Vite build in dist/client/admin/) once the
 * sign-in gate has let the request through:
 * - a file under /admin/ with an extension (`/admin/assets/index-3f9a.js`) is
 *   served from the static assets as is, or a plain 404;
 * - any other /admin path is one of the app's client routes (`/admin`,
 *   `/admin/leads/<id>`, `/admin/dashboard`) and gets the app's index.html
 *   with that screen drawn into it and its data inside (first-view.ts), with
 *   no redirect, so a link from a notice opens straight on the lead.
 * - /admin/sw.js, the service worker, is served as a script that is always
 *   revalidated, from its fixed address (which gives it the scope /admin/).
 * When the app has not been built, the developer gets a 503 saying so.
 */
import type { Context, Hono } from "hono";
import { withAppAfterPaint } from "./app-after-paint";
import { withFirstView, withInlineStylesheet } from "./first-view";
import { ADMIN_MESSAGES, IMMUTABLE_PRIVATE, REVALIDATE_PRIVATE, type AdminEnv } from "./http";

export const ADMIN_PREFIX = "/admin";
/** Where the assets layer serves dist/client/admin/index.html (html_handling = auto-trailing-slash). */
const APP_INDEX_PATH = "/admin/";
/** Vite writes content-hashed names only under assets/. */
const HASHED_ASSETS_PREFIX = "/admin/assets/";
/**
 * The service worker. Its directory is its default scope, so no
 * Service-Worker-Allowed header is needed; a browser refuses a worker script
 * that answers with a redirect or a non-script type, so it gets neither.
 */
export const SERVICE_WORKER_PATH = "/admin/sw.js";

function isFilePath(path: string): boolean {
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  return lastSegment.includes(".");
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
}

/** `inboxApi`: the inbox API, whose handlers load each screen's first view. */
export async function serveInboxApp(c: Context<AdminEnv>, inboxApi: Hono<AdminEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const path = url.pathname;

  if (isFilePath(path)) {
    // The browser's own request, so If-None-Match still gets a 304.
    const file = await c.env.ASSETS.fetch(c.req.raw);
    if (file.status === 404) return c.text("Not found.", 404);
    if (path === SERVICE_WORKER_PATH) {
      return withHeaders(file, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": REVALIDATE_PRIVATE });
    }
    return withHeaders(file, path.startsWith(HASHED_ASSETS_PREFIX) ? { "Cache-Control": IMMUTABLE_PRIVATE } : {});
  }

  // A fresh GET without the browser's validators: the HTML is never cached, so it is always sent whole.
  const index = await c.env.ASSETS.fetch(new Request(new URL(APP_INDEX_PATH, url), { method: "GET" }));
  if (index.status !== 200) {
    console.error(`Inbox app missing: ${APP_INDEX_PATH} answered ${index.status}; run \`npm run build\`.`);
    return c.text(ADMIN_MESSAGES.appNotBuilt, 503);
  }
  const styled = await withInlineStylesheet(await index.text(), url.origin, c.env.ASSETS);
  if (styled.hash) c.set("inlineStyleHash", styled.hash);
  const started = await withAppAfterPaint(styled.html);
  if (started.hash) c.set("inlineScriptHash", started.hash);
  const html = await withFirstView(started.html, c.req.raw, inboxApi, c.env, c.executionCtx);
  // No ETag or Last-Modified: the page is made for this request (adminHeaders makes it no-store).
  // The list is drawn for the layout the request names (its cookie, a phone's hints: first-view.ts); no-store all the same.
  return c.body(html, 200, { "Content-Type": "text/html; charset=utf-8", Vary: "Cookie, Sec-CH-UA-Mobile, User-Agent" });
}
