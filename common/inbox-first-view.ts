/**
 * The inbox's first view: the contract between the Worker, which answers each
 * inbox screen's HTML with the screen already drawn and its data inside, and
 * the app, which picks that data up instead of asking the API again.
 *
 * The data is a map of the app's resource keys (what `useResource` loads) to
 * the API answer each key would have fetched. Both sides build the keys with
 * `resourceKey`, so a screen's key is written once.
 */

/** One key per API answer a screen shows. */
export const resourceKey = {
  session: () => "session",
  /** The list's API query string (filters.ts: apiQuery). */
  leads: (apiQuery: string) => `leads?${apiQuery}`,
  lead: (id: string) => `lead:${id}`,
  stats: (weeks: number) => `stats:${weeks}`,
  pushDevices: () => "push-devices",
  /** A lead's estimate visit and review request (the lead page's panels). */
  leadVisit: (id: string) => `lead-visit:${id}`,
  /** Settings → Estimate visits. */
  calendar: () => "estimate-calendar",
  /** The Site screens: drafts, what is live, the last publish. */
  site: () => "site",
} as const;

/** Resource key → the API answer's data, as the API sends it. */
export type FirstViewData = Record<string, unknown>;

/** The id of the JSON script element that carries FirstViewData in the page. */
export const FIRST_VIEW_DATA_ID = "inbox-first-view";

/**
 * Draws the inbox screen at `url` (/admin/...) as HTML for the app to take
 * over, with the data it was drawn with. `transport` answers the inbox API's
 * calls (`/api/admin/...`) as the API would.
 */
export type RenderInboxScreen = (
  url: URL,
  transport: (path: string, init: RequestInit) => Promise<Response>,
  device?: FirstViewDevice,
) => Promise<{ html: string; data: FirstViewData }>;

/**
 * What the request says about the device. `phone`: the browser says it is a
 * phone (`Sec-CH-UA-Mobile: ?1`, sent by Chromium browsers on every request),
 * so the page is drawn for a phone's width only; otherwise for every width.
 */
export interface FirstViewDevice {
  phone: boolean;
}

/**
 * The data as the text of a `<script type="application/json">` element. JSON
 * alone is not safe there: a lead's name holding `</script>` would end the
 * element and run what follows, and `<!--` would change how the parser reads
 * the rest. U+2028/U+2029 are escaped too, for any reader that still treats
 * them as line ends. Every `<`, `>` and `&` becomes its \u escape, which
 * JSON.parse reads back as the same character.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
