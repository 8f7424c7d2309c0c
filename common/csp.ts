/**
 * The Content-Security-Policy of the site's pages, in one place: the build
 * writes it into `_headers` for every prerendered page, and the Worker sends it
 * with the form page it answers a no-JavaScript form post with. Both must allow
 * the same things (the page's inlined stylesheet, the map frame), or the form
 * answer would look different from the page the visitor left.
 *
 * Uses only Web Crypto, so Node (the build) and workerd (the Worker) share it.
 */

export interface PagePolicyOptions {
  /**
   * `'self'` for a page that runs its boot script; `'none'` for the form answer,
   * which is served at /api/leads where no script should run on the answer.
   */
  scripts: "'self'" | "'none'";
  /** The `'sha256-…'` sources of the page's inline `<style>` elements (see inlineStyleSource). */
  styleSources: readonly string[];
  /** The address the map iframe loads (the business profile's `mapEmbedUrl`): its origin is the only frame allowed. */
  mapEmbedUrl: string;
}

/** CSP source allowing one inline `<style>` by the SHA-256 of its exact text. */
export async function inlineStyleSource(css: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(css)));
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `'sha256-${btoa(binary)}'`;
}

/**
 * A page's policy: its own scripts only (never inline), its inlined styles by
 * hash (no 'unsafe-inline'), the map as the only third-party frame, never framed
 * itself, forms posting only to this origin.
 */
export function pageContentSecurityPolicy(options: PagePolicyOptions): string {
  const directives = [
    "default-src 'self'",
    // A page that runs its script also lets it add the speculation rules that
    // prerender the next page (client/enhance/prefetch.ts): JSON the browser
    // reads, never runs, so no inline script is allowed by it.
    `script-src ${options.scripts === "'self'" ? "'self' 'inline-speculation-rules'" : options.scripts}`,
    ["style-src 'self'", ...options.styleSources].join(" "),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${new URL(options.mapEmbedUrl).origin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    // Browsers leave loopback alone, so `wrangler dev` on http://127.0.0.1 still works.
    "upgrade-insecure-requests",
  ];
  return directives.join("; ");
}
