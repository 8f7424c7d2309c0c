/**
 * Every route of the site, shared by the browser tests, the quality checks and
 * the bench. The service pages come from the service registry; the tests check
 * each one against the required titles and counts (tests/browser/support/spec.ts),
 * so a service the registry loses still fails a test.
 */
import { SERVICES, type ServiceSlug } from "../../common/services.ts";

export type { ServiceSlug };
export const SERVICE_SLUGS: readonly ServiceSlug[] = SERVICES.map((service) => service.slug);

export const PAGE_ROUTES: readonly string[] = [
  "/",
  "/about",
  "/services",
  ...SERVICES.map((service) => service.path),
  "/gallery",
  "/testimonials",
  "/faq",
  "/contact",
  "/quote",
];

/** Any path the site does not list gets the not-found page with a 404 status. */
export const NOT_FOUND_PATH = "/this-page-does-not-exist";

/** Every route a check visits, the not-found page last. */
export const ALL_ROUTES: readonly string[] = [...PAGE_ROUTES, NOT_FOUND_PATH];
