/**
 * The content the live site was built with, as the build wrote it next to the
 * pages (dist/client/_site/content.json, scripts/build/site-facts.ts): every
 * section, published or the repository's own. The Worker reads it through its
 * ASSETS binding, never from a visitor's request (worker/index.ts answers
 * /_site/* with 404), so it follows exactly what is deployed:
 * - the inbox starts a section's first draft from it;
 * - the business-hours clock (response times, reminders, the digest) uses the
 *   hours and closed holidays the site shows.
 */
import { setOpeningHours } from "../../common/business-hours";
import { hoursLines, type SiteContent, type SiteSection } from "../../common/site-content";
import type { Env } from "../platform/env";

export const LIVE_CONTENT_PATH = "/_site/content.json";

export interface LiveContent {
  built_at: string;
  /** Which sections came from the owner's Publish, which from the repository. */
  sources: Record<SiteSection, "published" | "repository">;
  content: SiteContent;
}

/**
 * Read at most once a minute per isolate. A deploy starts new isolates anyway;
 * the minute is for `wrangler dev`, where the local builder swaps new files in
 * under a running isolate.
 */
const REREAD_AFTER_MS = 60_000;
let cached: { at: number; content: Promise<LiveContent | null> } | undefined;

export function readLiveContent(env: Pick<Env, "ASSETS">): Promise<LiveContent | null> {
  if (!cached || Date.now() - cached.at > REREAD_AFTER_MS) {
    const content = fetchLiveContent(env).catch((error: unknown) => {
      cached = undefined; // try again on the next request
      console.error(`Live site content unreadable: ${error instanceof Error ? error.name : "unknown"}`);
      return null;
    });
    cached = { at: Date.now(), content };
  }
  return cached.content;
}

async function fetchLiveContent(env: Pick<Env, "ASSETS">): Promise<LiveContent | null> {
  const response = await env.ASSETS.fetch(new Request(`https://assets.local${LIVE_CONTENT_PATH}`));
  if (!response.ok) {
    await response.body?.cancel();
    return null; // not built (the API tests), or built before this file existed
  }
  return (await response.json()) as LiveContent;
}

/** Sets the business-hours clock to the live site's hours and closed holidays (when the build recorded them). */
export async function applyLiveHours(env: Pick<Env, "ASSETS">): Promise<void> {
  const live = await readLiveContent(env);
  if (!live) return;
  const { hours, holidays_closed } = live.content.business;
  setOpeningHours(hoursLines(hours), holidays_closed.map((holiday) => holiday.date));
}

/** For the tests: forget the cached copy. */
export function forgetLiveContent(): void {
  cached = undefined;
}
