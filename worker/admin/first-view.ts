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
import { FIRST_VIEW_DATA_ID, jsonForScript } from "../../common/inbox-first-view";
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
    const { html, data } = await renderInboxScreen(url, transport);
    if (!html) throw new Error("the renderer drew nothing");
    if (!ROOT_ELEMENT.test(indexHtml)) throw new Error("the app's index.html has no <div id=\"root\">");
    const dataScript = `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${jsonForScript(data)}</script>`;
    return indexHtml.replace(ROOT_ELEMENT, () => `<div id="root">${html}</div>${dataScript}`);
  } catch (error) {
    console.error(`Inbox first view not drawn for ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`);
    return indexHtml;
  }
}
