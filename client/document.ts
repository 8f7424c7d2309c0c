/**
 * The HTML document around each prerendered page: head tags for search engines
 * and link previews, structured data, the inlined stylesheet, the hero preload
 * and, last in the body, the inlined first-paint script. Runs only at build time.
 */
import { escapeHtml } from "../common/html.ts";
import { business } from "./content/business.ts";
import { faqs } from "./content/faq.ts";
import { ogImage } from "./content/images.ts";
import { resolvePicture } from "./content/pictures.ts";
import type { Service } from "./content/types.ts";
import { HERO_SIZES } from "./components/hero.tsx";
import { imageSrcSet } from "./lib/images.ts";
import { notFoundMeta, type SitePage } from "./site-pages.ts";

/** A path no route uses; the build renders it as 404.html. */
export const NOT_FOUND_PATH = "/404";

export interface DocumentAssets {
  /** The whole stylesheet, inlined: one round trip paints the page. */
  css: string;
  /** The first-paint script (client/first-paint.ts, built), inlined at the end of the body. */
  firstPaintScript: string;
  /** URL of the module that script imports once the page is painted (client/after-paint.ts, built). */
  afterPaintModule: string;
}

/** JSON for a <script type="application/ld+json"> block; `<` escaped so no text can close the tag. */
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;

const absolute = (path: string) => `${business.siteUrl}${path === "/" ? "/" : path}`;
const OG_IMAGE_PATH = "/og-image.jpg";
const businessId = `${business.siteUrl}/#business`;

/**
 * The business in full, on the pages about it (FULL_BUSINESS_PAGES). No rating and no reviews: search engines do not
 * accept a business's reviews of itself marked up on its own site (the
 * testimonials page shows them as plain content). `sameAs` lists only profile
 * links the owner has confirmed, never the sample ones.
 */
function businessSchema() {
  const profiles = business.reviewPlatforms.filter((platform) => !platform.sample).map((platform) => platform.url);
  return {
    "@context": "https://schema.org",
    "@type": "HousePainter",
    "@id": businessId,
    name: business.name,
    description: business.tagline,
    url: absolute("/"),
    telephone: business.phoneE164,
    email: business.email,
    image: absolute(OG_IMAGE_PATH),
    logo: absolute("/favicon.svg"),
    foundingDate: String(business.foundedYear),
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      addressCountry: business.address.country,
    },
    areaServed: business.towns.map((town) => ({ "@type": "City", name: `${town}, GA` })),
    openingHoursSpecification: business.hours
      .filter((row) => row.schemaDays.length > 0)
      .map((row) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: row.schemaDays,
        opens: row.opens,
        closes: row.closes,
      })),
    ...(profiles.length > 0 && { sameAs: profiles }),
  };
}

/**
 * The pages that describe the business in full (towns, hours, address): the
 * ones about the business itself, where search engines look for it. Every other
 * page names it by its @id, which search engines join to the full description:
 * the full block is 1.4 KB raw on each page, a third of what kept the gallery's
 * document over the first round trip at the edge's compression.
 */
const FULL_BUSINESS_PAGES = new Set(["/", "/about", "/contact"]);

/** The business by name and @id only, on the pages that are not about it. */
function businessReference() {
  return { "@context": "https://schema.org", "@type": "HousePainter", "@id": businessId, name: business.name, url: absolute("/") };
}

function serviceSchema(service: Service, path: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.metaDescription,
    url: absolute(path),
    provider: { "@id": businessId },
    areaServed: business.towns.map((town) => ({ "@type": "City", name: `${town}, GA` })),
  };
}

function faqSchema() {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** The complete HTML of one page; `route` undefined renders the 404 page's document. */
export function renderDocument(route: SitePage | undefined, appHtml: string, assets: DocumentAssets): string {
  const meta = route ?? notFoundMeta;
  const canonical = route ? absolute(route.path) : undefined;
  const head: string[] = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta name="theme-color" content="#16324f">`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="/apple-touch-icon.png">`,
  ];
  if (route?.heroImage) {
    const hero = resolvePicture(route.heroImage);
    head.push(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${imageSrcSet(hero, "avif")}" imagesizes="${HERO_SIZES}" fetchpriority="high">`,
    );
  }
  head.push(`<style>${assets.css}</style>`);
  if (canonical) {
    head.push(
      `<link rel="canonical" href="${canonical}">`,
      `<meta property="og:type" content="website">`,
      `<meta property="og:site_name" content="${escapeHtml(business.name)}">`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
      `<meta property="og:url" content="${canonical}">`,
      `<meta property="og:image" content="${absolute(OG_IMAGE_PATH)}">`,
      `<meta property="og:image:width" content="1200">`,
      `<meta property="og:image:height" content="630">`,
      `<meta property="og:image:alt" content="${escapeHtml(ogImage.alt)}">`,
      `<meta property="og:locale" content="en_US">`,
      `<meta name="twitter:card" content="summary_large_image">`,
    );
    head.push(jsonLd(FULL_BUSINESS_PAGES.has(route?.path ?? "") ? businessSchema() : businessReference()));
    if (route?.schema?.kind === "service") head.push(jsonLd(serviceSchema(route.schema.service, route.path)));
    if (route?.schema?.kind === "faq") head.push(jsonLd(faqSchema()));
  }
  // The 404 page carries no canonical and no noindex: it is only ever served with a
  // 404 status, which already keeps it out of search results.

  return `<!doctype html>
<html lang="en">
<head>
${head.join("\n")}
</head>
<body>
<div id="root">${appHtml}</div>
<script data-after-paint="${escapeHtml(assets.afterPaintModule)}">${assets.firstPaintScript}</script>
</body>
</html>
`;
}

