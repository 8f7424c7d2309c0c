/** The files around the pages: sitemap, robots, response headers, what not to upload. */
import { createHash } from "node:crypto";

export function sitemapXml(siteUrl: string, routes: { path: string; priority: number }[], lastmod: string): string {
  const urls = routes
    .map(
      (route) =>
        `  <url><loc>${siteUrl}${route.path === "/" ? "/" : route.path}</loc><lastmod>${lastmod}</lastmod><priority>${route.priority.toFixed(1)}</priority></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** CSP source for an inline <style> (a page's inlined stylesheet). */
export function styleHash(css: string): string {
  return `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
}

/**
 * Workers Static Assets reads `_headers`. Pages get a strict policy: scripts only
 * from this origin (no inline script at all; 'inline-speculation-rules' lets the
 * boot script add the speculation rules that prerender the next page, which are
 * JSON, never run), each inlined stylesheet allowed by
 * its hash, the map as the only frame. Hashed assets are immutable; pictures keep
 * stable names, so they revalidate after a day; HTML is revalidated every time.
 */
export function headersFile({ styles, mapOrigin }: { styles: string[]; mapOrigin: string }): string {
  const csp = [
    "default-src 'self'",
    "script-src 'self' 'inline-speculation-rules'",
    `style-src 'self' ${styles.map(styleHash).join(" ")}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${mapOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
  return `/*
  Content-Security-Policy: ${csp}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()
  Strict-Transport-Security: max-age=63072000; includeSubDomains
  X-Frame-Options: DENY
  Cross-Origin-Opener-Policy: same-origin

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/img/*
  Cache-Control: public, max-age=86400, stale-while-revalidate=604800
`;
}
