/**
 * The rest of a page's behaviour, a module of a few kilobytes that the inline
 * first-paint script (first-paint.ts) imports once the page's largest paint is
 * on screen, or at once when the visitor taps. The prerendered HTML is already
 * the whole page; this adds what a visitor's next action needs, and no more:
 *
 * - phone-click recording (with the taps made before it loaded), the session's
 *   first-touch attribution, the lazy map, and the next page prerendered or
 *   prefetched when the visitor points at a link (navigation between pages is
 *   plain navigation to prerendered HTML);
 * - on pages with an interactive island (the lead form and its toasts, marked
 *   `data-island` in the HTML), React and that island only: once the island is
 *   within a quarter screen of the viewport, or at once when the visitor
 *   touches, focuses or types in it, whichever comes first. The rest of the
 *   page stays server HTML and is never hydrated.
 *
 * Before the island is hydrated its form still posts without JavaScript, so
 * nothing is lost by starting it late.
 */
import { loadMapsWhenNear } from "./enhance/map-embed.ts";
import { trackPhoneClicks } from "./enhance/phone-clicks.ts";
import { prefetchOnIntent } from "./enhance/prefetch.ts";
import { captureAttribution } from "./lib/tracking.ts";

export interface AfterPaint {
  enhancePage(options: { phoneTapsBeforeStart: readonly string[] }): void;
}

export const enhancePage: AfterPaint["enhancePage"] = ({ phoneTapsBeforeStart }) => {
  // First, so a tap that started this module is attributed like any later one.
  captureAttribution();
  trackPhoneClicks(phoneTapsBeforeStart);
  loadMapsWhenNear();
  prefetchOnIntent();
  startIslandsWhenWanted();
};

function startIslandsWhenWanted(): void {
  const islands = document.querySelectorAll<HTMLElement>("[data-island]");
  if (islands.length === 0) return;
  const INTENT_EVENTS = ["pointerdown", "focusin", "keydown"] as const;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    for (const type of INTENT_EVENTS) for (const island of islands) island.removeEventListener(type, start);
    void import("./islands.tsx");
  };
  for (const type of INTENT_EVENTS) for (const island of islands) island.addEventListener(type, start, { passive: true });
  // A quarter of a screen before the island comes into view: a visitor
  // scrolling towards the form finds it starting, and a visitor who only reads
  // the first screen never downloads React.
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { rootMargin: "0px 0px 25% 0px" },
  );
  // An island's container has no box of its own (display: contents): watch what it holds.
  for (const island of islands) for (const child of island.children) observer.observe(child);
}
