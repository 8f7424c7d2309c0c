/** The files around the pages: sitemap, robots, response headers, what not to upload. */
import { inlineSource, pageContentSecurityPolicy } from "../../common/csp.ts";

export function sitemapXml(siteUrl: string, routes: { path: string; priority: number }[], lastmod: string): string {
  const urls = routes
    .map(
      (route) =>
        `  <url><loc>${siteUrl}${route.path === "/" ? "/" : route.path}</loc><lastmod>${lastmod}</lastmod><priority>${route.priority.toFixed(1)}</priority></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The owner's inbox (/admin) is behind sign-in and never a search result; the API is not a page. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * Workers Static Assets reads `_headers`. Pages get the site's page policy
 * (common/csp.ts): script files only from this origin, each inline script (and
 * the speculation rules a script adds) and each inlined stylesheet by its hash,
 * the map as the only frame. Hashed assets are immutable; pictures keep stable
 * names, so they revalidate after a day; HTML is revalidated every time.
 */
export async function headersFile({ styles, scripts, mapEmbedUrl }: { styles: string[]; scripts: string[]; mapEmbedUrl: string }): Promise<string> {
  const csp = pageContentSecurityPolicy({
    scripts: await Promise.all(scripts.map(inlineSource)),
    styleSources: await Promise.all(styles.map(inlineSource)),
    mapEmbedUrl,
  });
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
