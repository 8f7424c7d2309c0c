/**
 * The Worker's half of the first view (worker/admin/first-view.ts calls it
 * for every inbox page): loads what the addressed screen shows, through the
 * inbox API's own handlers, and draws the app at that address as HTML. The
 * browser then takes the drawn page over (main.tsx) with the same data.
 *
 * Built into the Worker, not the browser bundle: React is Preact there and
 * here (a few kilobytes, and a render that costs the Worker little CPU).
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import type { FirstViewData, RenderInboxScreen } from "../../../common/inbox-first-view.ts";
import { App } from "../app.tsx";
import { ApiError, createApi } from "../api/client.ts";
import { inboxResources, type ResourceSpec } from "../api/resources.ts";
import { screenAt } from "../screens.tsx";
import { FirstViewProvider } from "./data.tsx";
import { INBOX_BASENAME } from "../shell/addresses.ts";


export const renderInboxScreen: RenderInboxScreen = async (url, transport, device = { listLayout: "both" }) => {
  const path = url.pathname.slice(INBOX_BASENAME.length) || "/";
  const resources = inboxResources(createApi(transport));
  const specs: ResourceSpec<unknown>[] = [resources.session()];
  const shown = screenAt(path);
  if (shown) specs.push(...shown.screen.firstView({ params: shown.params, query: url.searchParams }, resources));
  // What did not load (a lead erased since the link was sent, the API failing) is left out:
  // the screen draws its loading state, and the app asks again and shows what the API says.
  const answers = await Promise.allSettled(specs.map((spec) => spec.load()));
  const data: FirstViewData = {};
  answers.forEach((answer, i) => {
    if (answer.status === "fulfilled") data[specs[i]!.key] = answer.value;
    // A lead erased since the link was sent is no fault; anything else is logged (never the data).
    else if (!(answer.reason instanceof ApiError && answer.reason.kind === "not_found"))
      console.error(`Inbox first view: ${specs[i]!.key}: ${answer.reason instanceof Error ? `${answer.reason.name}: ${answer.reason.message}` : String(answer.reason)}`);
  });
  const html = renderToString(
    createElement(StaticRouter, { basename: INBOX_BASENAME, location: `${url.pathname}${url.search}` }, createElement(FirstViewProvider, { data, device, children: createElement(App) })),
  );
  return { html, data };
};
