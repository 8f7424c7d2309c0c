/**
 * The pages of the site, read by the prerender (entry-prerender.tsx) to write
 * each route's HTML. The browser never loads this table: a page is server HTML
 * and only its islands hydrate (islands/registry.ts). What the prerender needs
 * besides the pages (titles, descriptions, hero pictures, structured data) is
 * in site-pages.ts. No route has parameters: each service page is listed on
 * its own.
 */
import { SERVICES } from "../common/services.ts";
import type { Service } from "./content/types.ts";
import { lazyPage, type LazyPage } from "./lib/lazy-page.tsx";

const HomePage = lazyPage(() => import("./pages/home.tsx"));
const AboutPage = lazyPage(() => import("./pages/about.tsx"));
const ServicesPage = lazyPage(() => import("./pages/services.tsx"));
// One module per service (content/services/<slug>.ts): a service page loads only its own copy.
const serviceCopy = import.meta.glob<{ service: Service }>("./content/services/*.ts");
const GalleryPage = lazyPage(() => import("./pages/gallery.tsx"));
const TestimonialsPage = lazyPage(() => import("./pages/testimonials.tsx"));
const FaqPage = lazyPage(() => import("./pages/faq.tsx"));
const ContactPage = lazyPage(() => import("./pages/contact.tsx"));
const QuotePage = lazyPage(() => import("./pages/quote.tsx"));
export const NotFoundPage = lazyPage(() => import("./pages/not-found.tsx"));

export interface PageRoute {
  path: string;
  element: React.ReactElement;
  page: Pick<LazyPage, "preload">;
}

const page = (path: string, Page: LazyPage): PageRoute => ({ path, element: <Page />, page: Page });

export const routes: PageRoute[] = [
  page("/", HomePage),
  page("/about", AboutPage),
  page("/services", ServicesPage),
  ...SERVICES.map(({ slug, path }) => {
    const ServicePage = lazyPage(async () => {
      const [{ default: ServiceLayout }, { service }] = await Promise.all([
        import("./pages/service.tsx"),
        serviceCopy[`./content/services/${slug}.ts`]!(),
      ]);
      return { default: () => <ServiceLayout service={service} /> };
    });
    return page(path, ServicePage);
  }),
  page("/gallery", GalleryPage),
  page("/testimonials", TestimonialsPage),
  page("/faq", FaqPage),
  page("/contact", ContactPage),
  page("/quote", QuotePage),
];

/** The path without a trailing slash, as routes list it. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** The route a path shows; undefined means the 404 page. */
export function findRoute(pathname: string): PageRoute | undefined {
  const path = normalizePath(pathname);
  return routes.find((candidate) => candidate.path === path);
}
