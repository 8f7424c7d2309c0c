import { findRoute } from "../routes.tsx";

/**
 * Fetch a page's chunk when the visitor shows intent (hover, focus or touch on
 * an internal link), so the navigation that follows renders at once.
 */
export function installLinkPrefetch() {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.("a[href^='/']");
    if (!link) return;
    const url = new URL((link as HTMLAnchorElement).href);
    if (url.origin !== window.location.origin) return;
    void findRoute(url.pathname)?.page.preload();
  };
  for (const type of ["pointerover", "focusin", "touchstart"] as const) {
    document.addEventListener(type, onIntent, { passive: true });
  }
}
