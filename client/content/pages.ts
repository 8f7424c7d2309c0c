/* Page-level copy: what each route says around the shared data (services,
 * gallery, testimonials, FAQ). Each page's words are in copy/<page>.ts so a
 * page ships only its own text to the browser; this index gathers them for
 * the build (prerender, sitemap, head tags). */
import { aboutMeta } from "./copy/about.ts";
import { contactPageMeta } from "./copy/contact.ts";
import { faqPageMeta } from "./copy/faq.ts";
import { galleryPageMeta } from "./copy/gallery.ts";
import { homeMeta } from "./copy/home.ts";
import { notFoundMeta } from "./copy/not-found.ts";
import { quotePageMeta } from "./copy/quote.ts";
import { servicesOverviewMeta } from "./copy/services-overview.ts";
import type { PageMeta } from "./copy/shared.ts";
import { testimonialsPageMeta } from "./copy/testimonials.ts";

export * from "./copy/shared.ts";
export * from "./copy/home.ts";
export * from "./copy/about.ts";
export * from "./copy/services-overview.ts";
export * from "./copy/service-page.ts";
export * from "./copy/gallery.ts";
export * from "./copy/testimonials.ts";
export * from "./copy/faq.ts";
export * from "./copy/contact.ts";
export * from "./copy/quote.ts";
export * from "./copy/not-found.ts";

export type PageRoute = "/" | "/about" | "/services" | "/gallery" | "/testimonials" | "/faq" | "/contact" | "/quote" | "404";

/** <title> and meta description per route; service pages carry their own in services.ts. */
export const pageMeta: Record<PageRoute, PageMeta> = {
  "/": homeMeta,
  "/about": aboutMeta,
  "/services": servicesOverviewMeta,
  "/gallery": galleryPageMeta,
  "/testimonials": testimonialsPageMeta,
  "/faq": faqPageMeta,
  "/contact": contactPageMeta,
  "/quote": quotePageMeta,
  "404": notFoundMeta,
};
