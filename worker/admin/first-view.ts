/**
 * Each inbox page answered with its screen already drawn and the data it
 * shows inside (client/admin/first-view/): the owner who taps a lead's
 * notification sees the lead with the HTML, not a spinner waiting for the app
 * and then for the API.
 *
 * The data is loaded through the inbox API's own handlers (the same checks,
 * queries and answers as /api/admin/*), with the page request's own sign-in,
 * and never leaves this request: the page is no-store like every inbox answer
 * (http.ts).
 */
import type { Context, Hono } from "hono";
import { renderInboxScreen } from "inbox-first-view";
import { FIRST_VIEW_DATA_ID, drawnListLayout, jsonForScript } from "../../common/inbox-first-view";
import type { AdminEnv } from "./http";

/** Where the drawn screen goes in the app's index.html, and where its data goes. */
const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>/;

/**
 * The app's index.html with the screen at `request`'s address drawn into it,
 * or the page as it was when drawing failed (the app then draws it itself).
 */
export async function withFirstView(
  indexHtml: string,
  request: Request,
  inboxApi: Hono<AdminEnv>,
  env: Env,
  ctx: Context<AdminEnv>["executionCtx"],
): Promise<string> {
  const url = new URL(request.url);
  try {
    const transport = (path: string, init: RequestInit) => {
      const headers = new Headers(request.headers);
      headers.set("Accept", "application/json");
      headers.delete("If-None-Match");
      headers.delete("If-Modified-Since");
      return Promise.resolve(inboxApi.fetch(new Request(new URL(path, url.origin), { ...init, headers }), env, ctx));
    };
    // One of the list's two layouts when the request says which (a cookie the app set, a phone's hints).
    const { html, data } = await renderInboxScreen(url, transport, { listLayout: drawnListLayout(request.headers) });
    if (!html) throw new Error("the renderer drew nothing");
    if (!ROOT_ELEMENT.test(indexHtml)) throw new Error("the app's index.html has no <div id=\"root\">");
    const dataScript = `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${jsonForScript(data)}</script>`;
    return indexHtml.replace(ROOT_ELEMENT, () => `<div id="root">${html}</div>${dataScript}`);
  } catch (error) {
    console.error(`Inbox first view not drawn for ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`);
    return indexHtml;
  }
}

/** The app's stylesheet link as Vite writes it into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/admin\/assets\/[^"]+\.css)">/;

/** Each hashed stylesheet's text and SHA-256, read once per isolate (a hashed file never changes). */
const stylesheets = new Map<string, Promise<{ css: string; hash: string } | null>>();

async function readStylesheet(href: string, origin: string, assets: Fetcher): Promise<{ css: string; hash: string } | null> {
  const response = await assets.fetch(new Request(new URL(href, origin)));
  if (!response.ok) return null;
  const css = await response.text();
  // Our own minified CSS never holds this; if it ever did, it could end the element: keep the link.
  if (/<\/style/i.test(css)) return null;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(css)));
  return { css, hash: btoa(String.fromCharCode(...digest)) };
}

/**
 * The page with the app's stylesheet inside it instead of linked, as the public
 * pages carry theirs: a linked stylesheet holds the first paint back by a round
 * trip on a phone's connection. Returns the page and the stylesheet's hash,
 * which the page's policy allows (http.ts); the page as it was when the file
 * cannot be read.
 */
export async function withInlineStylesheet(html: string, origin: string, assets: Fetcher): Promise<{ html: string; hash?: string }> {
  const href = STYLESHEET_LINK.exec(html)?.[1];
  if (!href) return { html };
  let sheet = stylesheets.get(href);
  if (!sheet) {
    sheet = readStylesheet(href, origin, assets).catch(() => null);
    stylesheets.set(href, sheet);
  }
  const found = await sheet;
  if (!found) {
    stylesheets.delete(href);
    return { html };
  }
  return { html: html.replace(STYLESHEET_LINK, () => `<style>${found.css}</style>`), hash: found.hash };
}
