/**
 * The dashboard's numbers for the last N weeks (Monday to Sunday, Atlanta
 * time), held leads left out everywhere: they are what the screens kept away
 * from the owner, and counting them would make a bot's burst look like a good week.
 */
import { business } from "../../client/content/business";
import type { LeadStatus } from "../db/schema";
import { addDays, localDate, localDayStart, mondayOf } from "./local-time";
import { phoneClicksByHour, statsLeads, type StatsLead } from "./storage";

export interface Stats {
  weeks: { week_start: string; leads: number; phone_clicks: number }[];
  by_source: { source: string; leads: number }[];
  by_service: { service_type: string; leads: number }[];
  by_town: { town: string; leads: number }[];
  won_rate: { won: number; lost: number; rate: number | null };
}

export const DIRECT_SOURCE = "direct";
export const UNKNOWN_TOWN = "Unknown";

function hostOf(value: string): string | null {
  try {
    const host = new URL(value).hostname.toLowerCase();
    return host ? host.replace(/^www\./, "") : null;
  } catch {
    return null;
  }
}

/**
 * Where a lead came from: its first-touch utm_source, else the referring
 * site's host, else "direct". A referrer on the site itself (its own host or
 * one of ALLOWED_ORIGINS) is a visitor moving between pages, so it counts as direct.
 */
export function leadSource(lead: Pick<StatsLead, "utm_source" | "referrer">, ownHosts: ReadonlySet<string>): string {
  const utm = lead.utm_source?.trim().toLowerCase();
  if (utm) return utm;
  const host = lead.referrer ? hostOf(lead.referrer) : null;
  if (host && !ownHosts.has(host)) return host;
  return DIRECT_SOURCE;
}

/** Hosts of the site itself, `www.` removed, from origins like `https://www.example.com`. */
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
  };
}
