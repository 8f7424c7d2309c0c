/**
 * The dashboard's numbers for the last N weeks (Monday to Sunday, Atlanta
 * time), held leads left out everywhere: they are what the screens kept away
 * from the owner, and counting them would make a bot's burst look like a good week.
 */
import { SERVICE_AREA_TOWNS } from "../../common/business";
import type { InboxStats, LeadStatus } from "../../common/inbox";
import { addDays, localDate, localDayStart, mondayOf } from "../../common/local-time";
import { responseBusinessMinutes, weeklyResponseTimes } from "./response-time";
import { reviewRequestsSent } from "../reviews/request";
import { phoneClicksByHour, screensRecord, statsLeads, type StatsLead } from "./storage";

/** The spam screens' record on the dashboard covers this many days: recent enough to act on, long enough to count. */
const SCREENS_RECORD_DAYS = 30;

export type Stats = InboxStats;

export const DIRECT_SOURCE = "direct";
export const UNKNOWN_TOWN = "Unknown";

/**
 * A URL's host as a source key: lower case, without the `www.`, `m.` (mobile)
 * or `l.` (Facebook's and Instagram's link shim) in front, so one site is one row.
 */
function hostOf(value: string): string | null {
  try {
    const host = new URL(value).hostname.toLowerCase();
    return host ? host.replace(/^(?:www|m|l)\./, "") : null;
  } catch {
    return null;
  }
}

/**
 * Referring sites that campaigns also tag by name, each with the utm_source
 * people use for it, so a visitor from a Google search and one from a Google Ad
 * tagged `utm_source=google` land in one row. A host matches its domain or any
 * subdomain of it (search.yahoo.com, lm.facebook.com).
 */
const WELL_KNOWN_SOURCES: readonly { pattern: RegExp; source: string }[] = [
  // Every country's Google: google.com, google.co.uk, google.com.au, google.de.
  { pattern: /(?:^|\.)google(?:\.com?)?\.[a-z]{2,}$/, source: "google" },
  ...Object.entries({
    bing: ["bing.com"],
    duckduckgo: ["duckduckgo.com"],
    yahoo: ["yahoo.com"],
    facebook: ["facebook.com", "fb.com"],
    instagram: ["instagram.com"],
    nextdoor: ["nextdoor.com"],
    yelp: ["yelp.com"],
    houzz: ["houzz.com"],
    angi: ["angi.com", "angieslist.com"],
    thumbtack: ["thumbtack.com"],
  }).flatMap(([source, domains]) =>
    domains.map((domain) => ({ pattern: new RegExp(`(?:^|\\.)${domain.replace(/\./g, "\\.")}$`), source })),
  ),
];

/**
 * Where a lead came from, as one key per source: its first-touch utm_source in
 * lower case, else the referring site (a well-known one by its utm name, any
 * other by its host), else "direct". A referrer on the site itself (its own
 * host or one of ALLOWED_ORIGINS) is a visitor moving between pages, so it
 * counts as direct.
 */
export function leadSource(lead: Pick<StatsLead, "utm_source" | "referrer">, ownHosts: ReadonlySet<string>): string {
  const utm = lead.utm_source?.trim().toLowerCase();
  if (utm) return utm;
  const host = lead.referrer ? hostOf(lead.referrer) : null;
  if (!host || ownHosts.has(host)) return DIRECT_SOURCE;
  return WELL_KNOWN_SOURCES.find(({ pattern }) => pattern.test(host))?.source ?? host;
}

/** Hosts of the site itself, normalised as referrers are, from origins like `https://www.example.com`. */
export function siteHosts(origins: readonly string[]): Set<string> {
  return new Set(origins.map(hostOf).filter((host): host is string => host !== null));
}

// One pattern for every town (one pass over an address, not one per town), and the town each match names.
const townKey = (name: string) => name.toLowerCase().replace(/\s+/g, " ");
const townByKey = new Map(SERVICE_AREA_TOWNS.map((town) => [townKey(town), town]));
const townPattern = new RegExp(
  `\\b(?:${[...SERVICE_AREA_TOWNS]
    // Longest first, so a town whose name holds another's is matched whole.
    .sort((a, b) => b.length - a.length)
    .map((town) => town.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+"))
    .join("|")})\\b`,
  "gi",
);

/**
 * The lead's town: the service-area town named in the quote's address, else
 * the city Cloudflare placed the visitor in, else "Unknown". When an address
 * names two towns ("100 Roswell Rd, Marietta") the last one is the town: in a
 * US address the street comes first.
 */
export function leadTown(lead: Pick<StatsLead, "address" | "city">): string {
  let found: string | undefined;
  for (const match of lead.address.matchAll(townPattern)) found = townByKey.get(townKey(match[0])) ?? found;
  if (found) return found;
  return lead.city.trim() || UNKNOWN_TOWN;
}

function tally<K extends string>(keys: Iterable<string>, name: K): ({ [P in K]: string } & { leads: number })[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([key, leads]) => ({ [name]: key, leads }) as { [P in K]: string } & { leads: number });
}

export function wonRate(statuses: Iterable<LeadStatus>): Stats["won_rate"] {
  let won = 0;
  let lost = 0;
  for (const status of statuses) {
    if (status === "won") won++;
    else if (status === "lost") lost++;
  }
  return { won, lost, rate: won + lost > 0 ? won / (won + lost) : null };
}

/** The index of the last of the sorted `starts` that is at or before `value`; -1 when `value` is before them all. */
function lastAtOrBefore(starts: readonly string[], value: string): number {
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (starts[middle]! <= value) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** The stats for the `weeks` weeks up to and including the week of `now`, oldest first. */
export async function dashboardStats(
  d1: D1Database,
  options: { weeks: number; now: Date; ownHosts: ReadonlySet<string> },
): Promise<Stats> {
  const firstMonday = addDays(mondayOf(localDate(options.now)), -7 * (options.weeks - 1));
  const weekStarts = Array.from({ length: options.weeks }, (_, index) => addDays(firstMonday, 7 * index));
  const startIso = localDayStart(firstMonday).toISOString();
  const endIso = localDayStart(addDays(firstMonday, 7 * options.weeks)).toISOString();

  const screensSinceIso = new Date(options.now.getTime() - SCREENS_RECORD_DAYS * 86_400_000).toISOString();
  const [leads, clicks, screens, reviewRequests] = await Promise.all([
    statsLeads(d1, startIso, endIso),
    phoneClicksByHour(d1, startIso, endIso),
    screensRecord(d1, screensSinceIso),
    reviewRequestsSent(d1, startIso, endIso),
  ]);

  const weeks = weekStarts.map((week_start) => ({ week_start, leads: 0, phone_clicks: 0 }));
  // Each week's first instant in UTC; timestamps are fixed-width ISO strings, so a lead's week is
  // found by comparing strings (a binary search), with no time-zone arithmetic per lead.
  const weekStartIsos = weekStarts.map((week) => localDayStart(week).toISOString());
  const weekOf = (iso: string) => weeks[lastAtOrBefore(weekStartIsos, iso)];
  for (const lead of leads) {
    const week = weekOf(lead.created_at);
    if (week) week.leads++;
  }
  for (const { hour, clicks: count } of clicks) {
    const week = weekOf(`${hour}:00:00.000Z`);
    if (week) week.phone_clicks += count;
  }

  // Most leads share a handful of referrers: each is parsed as a URL once, not once per lead.
  const sources = new Map<string, string>();
  const sourceOf = (lead: StatsLead) => {
    const key = `${lead.utm_source ?? ""}\n${lead.referrer}`;
    let source = sources.get(key);
    if (source === undefined) {
      source = leadSource(lead, options.ownHosts);
      sources.set(key, source);
    }
    return source;
  };

  return {
    weeks,
    by_source: tally(
      leads.map((lead) => sourceOf(lead)),
      "source",
    ),
    // Only leads that named a service: a contact-form message has none.
    by_service: tally(
      leads.map((lead) => lead.service_type).filter(Boolean),
      "service_type",
    ),
    by_town: tally(leads.map(leadTown), "town"),
    won_rate: wonRate(leads.map((lead) => lead.status)),
    screens: { days: SCREENS_RECORD_DAYS, ...screens },
    response_times: responseTimesByWeek(weekStarts, leads),
    review_requests: reviewRequests,
  };
}

/** Per week (of the lead's arrival), how fast the answered leads were answered, in business minutes. */
function responseTimesByWeek(weekStarts: readonly string[], leads: readonly StatsLead[]): Stats["response_times"] {
  const minutes = new Map(weekStarts.map((week) => [week, [] as number[]]));
  for (const lead of leads) {
    const taken = responseBusinessMinutes(lead);
    if (taken !== null) minutes.get(mondayOf(localDate(new Date(lead.created_at))))?.push(taken);
  }
  return weekStarts.map((week) => weeklyResponseTimes(week, minutes.get(week)!));
}
