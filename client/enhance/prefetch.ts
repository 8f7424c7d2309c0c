/**
 * Links between pages are plain links to prerendered HTML; this makes the next
 * page ready before the tap lands. Chromium prerenders a same-site page the
 * moment the visitor shows intent (a hover held briefly, or the pointer or
 * finger going down), so the navigation that follows shows an already-rendered
 * page; other browsers get the page's HTML prefetched on the same signals.
 * Either way the current page's first load fetches nothing extra: nothing
 * happens until the visitor points at a link.
 */
// The API is never a page. (The owner's inbox is never linked from a public page, so it needs no rule.)
const SAME_SITE_PAGES = { and: [{ href_matches: "/*" }, { not: { href_matches: "/api/*" } }] };

/**
 * The rules, as the exact text of the <script type="speculationrules"> this
 * adds. The page's Content-Security-Policy allows that text by its hash (the
 * build hashes this constant): with any hash in script-src, Chromium ignores
 * the 'inline-speculation-rules' keyword, as it does 'unsafe-inline'.
 */
export const SPECULATION_RULES = JSON.stringify({ prerender: [{ where: SAME_SITE_PAGES, eagerness: "moderate" }] });

export function prefetchOnIntent(): void {
  if (HTMLScriptElement.supports?.("speculationrules")) {
    const rules = document.createElement("script");
    rules.type = "speculationrules";
    rules.textContent = SPECULATION_RULES;
    document.head.append(rules);
    return;
  }
  const requested = new Set<string>([location.pathname]);
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[href^='/']");
    if (!link) return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || url.pathname.startsWith("/api/")) return;
    if (requested.has(url.pathname)) return;
    requested.add(url.pathname);
    const hint = document.createElement("link");
    hint.rel = "prefetch";
    hint.href = url.pathname;
    document.head.append(hint);
  };
  for (const type of ["pointerover", "focusin", "touchstart"] as const) {
    document.addEventListener(type, onIntent, { passive: true });
  }
}
