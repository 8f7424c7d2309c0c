/**
 * Everything the build needs to know about each page besides its markup: the
 * title and description, the hero picture to preload, the structured data and
 * the sitemap priority. Used only at build time (prerender, sitemap, head
 * tags), so none of it weighs on the browser bundle.
 */
import {
  about,
  contactPage,
  faqPage,
  galleryPage,
  home,
  pageMeta,
  quotePage,
  servicesOverview,
  testimonialsPage,
  type PageMeta,
} from "./content/pages.ts";
import { services } from "./content/services.ts";
import type { ImageRef, Service } from "./content/types.ts";
import { routes } from "./routes.tsx";

export interface SitePage extends PageMeta {
  path: string;
  heroImage?: ImageRef;
  /** Structured data beyond the business itself. */
  schema?: { kind: "service"; service: Service } | { kind: "faq" };
  /** Sitemap priority. */
  priority: number;
}

export const sitePages: SitePage[] = [
  { path: "/", ...pageMeta["/"], heroImage: home.hero.image, priority: 1 },
  { path: "/about", ...pageMeta["/about"], heroImage: about.hero.image, priority: 0.7 },
  { path: "/services", ...pageMeta["/services"], heroImage: servicesOverview.hero.image, priority: 0.9 },
  ...services.map(
    (service): SitePage => ({
      path: service.path,
      title: service.metaTitle,
      description: service.metaDescription,
      heroImage: service.hero.image,
      schema: { kind: "service", service },
      priority: 0.9,
    }),
  ),
  { path: "/gallery", ...pageMeta["/gallery"], heroImage: galleryPage.hero.image, priority: 0.7 },
  { path: "/testimonials", ...pageMeta["/testimonials"], heroImage: testimonialsPage.hero.image, priority: 0.7 },
  { path: "/faq", ...pageMeta["/faq"], heroImage: faqPage.hero.image, schema: { kind: "faq" }, priority: 0.7 },
  { path: "/contact", ...pageMeta["/contact"], heroImage: contactPage.hero.image, priority: 0.8 },
  { path: "/quote", ...pageMeta["/quote"], heroImage: quotePage.hero.image, priority: 0.9 },
];

// Every route must have its page entry and the other way round; a mismatch fails the build.
const missing = routes.filter((route) => !sitePages.some((entry) => entry.path === route.path));
const extra = sitePages.filter((entry) => !routes.some((route) => route.path === entry.path));
if (missing.length || extra.length) {
  throw new Error(`routes and site pages disagree: missing ${missing.map((r) => r.path)}; extra ${extra.map((e) => e.path)}`);
}

export const notFoundMeta: PageMeta = pageMeta["404"];
