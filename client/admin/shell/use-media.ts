import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches now, updated as the window changes. The inbox
 * renders only in the browser, so the first render already knows the width:
 * the phone's cards or the desk's table, never one then the other.
 */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Wide enough for the table of leads (below it, cards). */
export const WIDE_QUERY = "(min-width: 960px)";
