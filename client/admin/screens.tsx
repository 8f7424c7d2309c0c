/**
 * The inbox's screens: where each lives under /admin, what it draws, and what
 * its first view shows. The app's routes are made from this list, and the
 * Worker draws a screen's first view from it (first-view/server.ts): it loads
 * the resources `firstView` names (plus the session, which the bar shows on
 * every screen) and puts them in the page, so the screen opens drawn, with no
 * second request. A new screen is one entry here (and its link in the bar); a
 * resource it loads with `useResource` but leaves out of `firstView` is simply
 * loaded by the app after the page opens.
 */
import type { ReactNode } from "react";
import type { InboxResources, ResourceSpec } from "./api/resources.ts";
import { DashboardPage, weeksOf } from "./dashboard/dashboard-page.tsx";
import { apiQuery, readFilters } from "./leads/filters.ts";
import { LeadPage } from "./leads/lead-page.tsx";
import { ListPage } from "./leads/list-page.tsx";
import { SettingsPage } from "./settings/settings-page.tsx";
import { SitePage } from "./site/site-page.tsx";
import { compileScreenPath, matchScreenPath, type CompiledPath, type ScreenParams } from "./shell/addresses.ts";

export interface InboxScreen {
  /** The path under /admin, in the router's syntax (`/leads/:id`). */
  path: string;
  element: ReactNode;
  /** What the screen shows as it opens, for the address's path parameters and query. */
  firstView: (address: { params: Record<string, string | undefined>; query: URLSearchParams }, resources: InboxResources) => ResourceSpec<unknown>[];
}

export const INBOX_SCREENS: InboxScreen[] = [
  {
    path: "/",
    element: <ListPage />,
    // The list, and the devices for "Notify me on this phone" above it.
    firstView: ({ query }, r) => [r.leads(apiQuery(readFilters(query))), r.pushDevices()],
  },
  {
    path: "/leads/:id",
    element: <LeadPage />,
    // The lead and its estimate-visit panels: the page waits for both, so nothing moves.
    firstView: ({ params }, r) => (params.id ? [r.lead(params.id), r.leadVisit(params.id)] : []),
  },
  {
    path: "/dashboard",
    element: <DashboardPage />,
    firstView: ({ query }, r) => [r.stats(weeksOf(query))],
  },
  {
    path: "/settings",
    element: <SettingsPage />,
    firstView: (_, r) => [r.pushDevices(), r.calendar()],
  },
  {
    path: "/site",
    element: <SitePage />,
    // The drafts, what is live and the last publish: four small D1 reads and the live record (cached per isolate).
    firstView: (_, r) => [r.site()],
  },
];

let compiled: CompiledPath[] | undefined;

/** The screen an address (its path under /admin) shows and its path parameters; undefined for no screen. */
export function screenAt(pathname: string): { screen: InboxScreen; params: ScreenParams } | undefined {
  compiled ??= INBOX_SCREENS.map((screen) => compileScreenPath(screen.path));
  for (const [i, screen] of INBOX_SCREENS.entries()) {
    const params = matchScreenPath(compiled[i]!, pathname);
    if (params) return { screen, params };
  }
  return undefined;
}
