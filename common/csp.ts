/**
 * The Content-Security-Policy of the site's pages, in one place: the build
 * writes it into `_headers` for every prerendered page, and the Worker sends it
 * with the form page it answers a no-JavaScript form post with. Both must allow
 * the same things (the page's inlined stylesheet, the map frame), or the form
 * answer would look different from the page the visitor left. Nothing inline
 * runs or applies unless its exact text is allowed by hash.
 *
 * Uses only Web Crypto, so Node (the build) and workerd (the Worker) share it.
 */

export interface PagePolicyOptions {
  /**
   * For a page: the `'sha256-…'` sources of its inline scripts (see
   * inlineSource), which run besides the site's own script files, and of the
   * speculation rules its script adds. `"none"` for the form answer, which is
   * served at /api/leads where no script should run.
   */
  scripts: readonly string[] | "none";
  /** The `'sha256-…'` sources of the page's inline `<style>` elements (see inlineSource). */
  styleSources: readonly string[];
  /** The address the map iframe loads (the business profile's `mapEmbedUrl`): its origin is the only frame allowed. */
  mapEmbedUrl: string;
}

/** CSP source allowing one inline `<style>` or `<script>` by the SHA-256 of its exact text. */
export async function inlineSource(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `'sha256-${btoa(binary)}'`;
}

/**
 * A page's policy: its own script files and its inline scripts by hash, its
 * inlined styles by hash (never 'unsafe-inline'), the map as the only
 * third-party frame, never framed itself, forms posting only to this origin.
 */
export function pageContentSecurityPolicy(options: PagePolicyOptions): string {
  const directives = [
    "default-src 'self'",
    options.scripts === "none" ? "script-src 'none'" : ["script-src 'self'", ...options.scripts].join(" "),
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
