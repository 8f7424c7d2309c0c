/**
 * The dashboard's numbers for the last N weeks (Monday to Sunday, Atlanta
 * time), held leads left out everywhere: they are what the screens kept away
 * from the owner, and counting them would make a bot's burst look like a good week.
 */
import { business } from "../../client/content/business";
import type { InboxStats, LeadStatus } from "../../common/inbox";
import { addDays, localDate, localDayStart, mondayOf } from "./local-time";
import { responseBusinessMinutes, weeklyResponseTimes } from "./response-time";
import { phoneClicksByHour, statsLeads, type StatsLead } from "./storage";

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

const townPatterns = business.towns.map((town) => ({
  town,
  pattern: new RegExp(`\\b${town.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+")}\\b`, "gi"),
}));

/**
 * The lead's town: the service-area town named in the quote's address, else
 * the city Cloudflare placed the visitor in, else "Unknown". When an address
 * names two towns ("100 Roswell Rd, Marietta") the last one is the town: in a
 * US address the street comes first.
 */
export function leadTown(lead: Pick<StatsLead, "address" | "city">): string {
  let found: { town: string; at: number } | null = null;
  for (const { town, pattern } of townPatterns) {
    for (const match of lead.address.matchAll(pattern)) {
      if (!found || match.index > found.at) found = { town, at: match.index };
    }
  }
  if (found) return found.town;
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

/** The stats for the `weeks` weeks up to and including the week of `now`, oldest first. */
export async function dashboardStats(
  d1: D1Database,
  options: { weeks: number; now: Date; ownHosts: ReadonlySet<string> },
): Promise<Stats> {
  const firstMonday = addDays(mondayOf(localDate(options.now)), -7 * (options.weeks - 1));
  const weekStarts = Array.from({ length: options.weeks }, (_, index) => addDays(firstMonday, 7 * index));
  const startIso = localDayStart(firstMonday).toISOString();
  const endIso = localDayStart(addDays(firstMonday, 7 * options.weeks)).toISOString();

  const [leads, clicks] = await Promise.all([
    statsLeads(d1, startIso, endIso),
    phoneClicksByHour(d1, startIso, endIso),
  ]);

  const weeks = new Map(weekStarts.map((week_start) => [week_start, { week_start, leads: 0, phone_clicks: 0 }]));
  for (const lead of leads) {
    const week = weeks.get(mondayOf(localDate(new Date(lead.created_at))));
    if (week) week.leads++;
  }
  for (const { hour, clicks: count } of clicks) {
    const week = weeks.get(mondayOf(localDate(new Date(`${hour}:00:00.000Z`))));
    if (week) week.phone_clicks += count;
  }

  return {
    weeks: [...weeks.values()],
    by_source: tally(
      leads.map((lead) => leadSource(lead, options.ownHosts)),
      "source",
    ),
    // Only leads that named a service: a contact-form message has none.
    by_service: tally(
      leads.map((lead) => lead.service_type).filter(Boolean),
      "service_type",
    ),
    by_town: tally(leads.map(leadTown), "town"),
    won_rate: wonRate(leads.map((lead) => lead.status)),
    response_times: responseTimesByWeek(weekStarts, leads),
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
