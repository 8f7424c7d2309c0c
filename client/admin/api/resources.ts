/**
 * Every API answer a screen shows, as a resource: its key and how to load it.
 * The app's screens load these with `useResource`; the Worker loads the same
 * ones for a screen's first view (first-view/server.ts) and puts them in the
 * page under the same keys, so the app starts with them instead of asking.
 */
import { resourceKey } from "../../../common/inbox-first-view.ts";
import { api, type InboxApi } from "./client.ts";
import type { SiteState } from "../site/site-api.ts";
import { listPage, type ListPage } from "../leads/list-lead.ts";
import type { CalendarAnswer, Lead, LeadVisitAnswer, PushDevices, Session, Stats } from "./types.ts";

export interface ResourceSpec<T> {
  key: string;
  load: (signal?: AbortSignal) => Promise<T>;
}

export function inboxResources(calls: InboxApi) {
  return {
    session: (): ResourceSpec<Session> => ({ key: resourceKey.session(), load: (signal) => calls.session(signal) }),
    /** The list keeps what it shows of each lead (listPage), in the page's first view and after. */
    leads: (apiQuery: string): ResourceSpec<ListPage> => ({ key: resourceKey.leads(apiQuery), load: (signal) => calls.leads(apiQuery, signal).then(listPage) }),
    lead: (id: string): ResourceSpec<Lead> => ({ key: resourceKey.lead(id), load: (signal) => calls.lead(id, signal).then((answer) => answer.lead) }),
    stats: (weeks: number): ResourceSpec<Stats> => ({ key: resourceKey.stats(weeks), load: (signal) => calls.stats(weeks, signal).then((answer) => answer.stats) }),
    pushDevices: (): ResourceSpec<PushDevices> => ({ key: resourceKey.pushDevices(), load: (signal) => calls.pushDevices(signal) }),
    leadVisit: (id: string): ResourceSpec<LeadVisitAnswer> => ({ key: resourceKey.leadVisit(id), load: (signal) => calls.leadVisit(id, signal) }),
    calendar: (): ResourceSpec<{ ok: true } & CalendarAnswer> => ({ key: resourceKey.calendar(), load: (signal) => calls.calendar(signal) }),
    site: (): ResourceSpec<{ ok: true } & SiteState> => ({ key: resourceKey.site(), load: (signal) => calls.site(signal) }),
  };
}

export type InboxResources = ReturnType<typeof inboxResources>;

/** The app's resources, loaded over the browser's fetch. */
export const resources = inboxResources(api);
