/**
 * The inbox's links are plain `<a href>` elements, opened inside the app by
 * one click handler on the document (`useInAppLinks`), not a router `Link`
 * each.
 *
 * Why: a router link is a component with several hooks (the location, the
 * resolved path, the navigate function) and a handler of its own, and the app
 * takes every one of them over as it starts on the Worker's drawn page: the
 * bar's and the view tabs' eight links were about a sixth of that first task
 * on Lighthouse's four-times-slowed phone. A plain link costs nothing to take
 * over, works from the first paint (the Worker answers its address drawn), and
 * the one handler opens it in the app once the app runs.
 *
 * A link opened in the app says so with `data-in-app`; a click the browser
 * should handle (a new tab, a modifier key, another button, a target) is left
 * to it, as a router link does.
 */
import { useEffect, useRef } from "react";
import { useNavigate, type NavigateFunction } from "react-router-dom";
import { INBOX_BASENAME, inboxHref } from "./addresses.ts";

/** Props for a plain link the app opens in place: `<a {...inAppLink("/dashboard")}>`. */
export function inAppLink(to: string): { href: string; "data-in-app": "" } {
  return { href: inboxHref(to), "data-in-app": "" };
}

/** A click the browser should handle itself: a new tab or window, a download, a modifier key. */
export function leftToBrowser(event: Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey">, link: HTMLAnchorElement): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || !!link.target || link.hasAttribute("download");
}

/** The app's path (under the basename, with query and hash) of an address, or undefined when it is outside the inbox. */
function appPathOf(address: Pick<URL, "origin" | "pathname" | "search" | "hash">): string | undefined {
  if (address.origin !== window.location.origin) return undefined;
  if (address.pathname !== INBOX_BASENAME && !address.pathname.startsWith(`${INBOX_BASENAME}/`)) return undefined;
  return `${address.pathname.slice(INBOX_BASENAME.length) || "/"}${address.search}${address.hash}`;
}

/** Opens a click on an `a[data-in-app]` in the app. */
function openInApp(event: MouseEvent, navigate: NavigateFunction): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-in-app]") : null;
  if (!link || leftToBrowser(event, link)) return;
  const path = appPathOf(new URL(link.href, window.location.href));
  if (path === undefined) return;
  event.preventDefault();
  // As a router link does: following a link to the address already shown replaces it (Back stays useful).
  navigate(path, { replace: path === appPathOf(window.location) });
}

/**
 * The one click handler for the app's plain links, on the document, from the
 * app's first commit on. A click on a link before that is a plain navigation,
 * which the Worker answers with the screen drawn.
 */
export function useInAppLinks(): void {
  const navigate = useNavigate();
  // The latest navigate (it changes with the location), read at the click: not a reason to listen again.
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  });
  useEffect(() => {
    const onClick = (event: MouseEvent) => openInApp(event, latest.current);
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
