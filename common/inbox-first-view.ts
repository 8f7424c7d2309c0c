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
 * Which of the list's two layouts the Worker draws (`/admin`): the table at a
 * desk, the cards on a phone, or both when it cannot tell (the stylesheet then
 * shows the one that fits the width). Drawing one halves the list's HTML and
 * the Worker's CPU to draw it (the Free plan allows 10 ms per request).
 */
export type DrawnListLayout = "table" | "cards" | "both";

export interface FirstViewDevice {
  listLayout: DrawnListLayout;
}

/**
 * The cookie the app sets to the layout it showed last ("table" or "cards"),
 * so the Worker draws that one next time. Not a secret and not personal: it
 * says how wide the owner's window was.
 */
export const LIST_LAYOUT_COOKIE = "inbox_list";

/**
 * What the Worker draws for a request, from what the request says:
 * 1. the layout the app showed last on this browser (the cookie), which knew the width;
 * 2. a browser that says it is a phone: `Sec-CH-UA-Mobile: ?1` (Chromium on
 *    Android), or "Mobi" in its user agent (Safari on iPhone, Firefox on
 *    Android; a tablet says neither): the cards, as a phone is narrower than a
 *    table at any turn;
 * 3. anything else (a first visit from a computer or a tablet): both.
 */
export function drawnListLayout(headers: { get(name: string): string | null }): DrawnListLayout {
  const remembered = new RegExp(`(?:^|;\\s*)${LIST_LAYOUT_COOKIE}=(table|cards)(?:;|$)`).exec(headers.get("Cookie") ?? "")?.[1];
  if (remembered === "table" || remembered === "cards") return remembered;
  if (headers.get("Sec-CH-UA-Mobile") === "?1" || /\bMobi/.test(headers.get("User-Agent") ?? "")) return "cards";
  return "both";
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
