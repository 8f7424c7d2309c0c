/**
 * When the rest of a page's script may start: once the page's largest paint
 * (its hero picture, or its heading) is on screen, so nothing that script
 * fetches or runs competes with that paint for a phone's bandwidth or main
 * thread. A script requested earlier, however small and whatever its priority,
 * sits on the path to the largest paint; Lighthouse's model counts every
 * request that finished before it.
 *
 * "On screen" is read from the browser's own largest-contentful-paint entries,
 * which arrive only once a frame has been presented. The page's load event
 * comes first (every eager picture, the hero included, has then arrived), then
 * the paint that shows it; when no larger paint has followed for a short
 * while, the largest one is on screen. Without those entries (older Safari)
 * the first frame after load stands in, and a tab left hidden, which paints
 * nothing, starts after a fixed wait. A tap or key press starts at once: the
 * visitor is looking at the page and wants the next thing now.
 */

/** No new, larger paint for this long after load: the largest one is on screen. */
const SETTLED_MS = 100;
/** Upper bound after load (a hidden tab never paints). */
const LONGEST_WAIT_MS = 3000;
const INTERACTIONS = ["pointerdown", "keydown"] as const;

export function afterLargestPaint(start: () => void): void {
  let started = false;
  let settle: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    clearTimeout(settle);
    for (const type of INTERACTIONS) removeEventListener(type, run, true);
    start();
  };
  for (const type of INTERACTIONS) addEventListener(type, run, { capture: true, passive: true });

  const afterLoad = () => {
    setTimeout(run, LONGEST_WAIT_MS);
    if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
      requestAnimationFrame(() => setTimeout(run, 0));
      return;
    }
    observer = new PerformanceObserver(() => {
      clearTimeout(settle);
      settle = setTimeout(run, SETTLED_MS);
    });
    // buffered: the paints before load are reported too, so a page already painted settles at once.
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  };
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
}
