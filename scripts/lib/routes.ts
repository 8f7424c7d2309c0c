/**
 * The routes of spec §2, shared by the browser tests, the quality checks and the
 * bench. Written from the spec, not read from the app, so that a page the app
 * forgets is a failure rather than a silently shorter list.
 */
export const SERVICE_SLUGS = [
  "interior-painting",
  "exterior-painting",
  "cabinet-refinishing",
  "deck-fence-staining",
  "pressure-washing",
  "epoxy-floors",
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export const PAGE_ROUTES: readonly string[] = [
  "/",
  "/about",
  "/services",
  ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
  "/gallery",
  "/testimonials",
  "/faq",
  "/contact",
  "/quote",
];

/** Any path the spec does not list gets the not-found page with a 404 status. */
export const NOT_FOUND_PATH = "/this-page-does-not-exist";

/** Every route a check visits, the not-found page last. */
export const ALL_ROUTES: readonly string[] = [...PAGE_ROUTES, NOT_FOUND_PATH];
