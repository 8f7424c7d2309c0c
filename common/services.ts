/**
 * The six services, once: each one's page address (slug and path), the value
 * the quote form sends for it and its name. The router, the menus, the service
 * pages, the quote form's choices (in the browser and on the Worker's own form
 * page), the lead notice and the bench's route list all read this list, so a
 * service is added, renamed or reordered here and nowhere else. The order is
 * the order menus and the form list them.
 */
function service<const Slug extends string, const Type extends string>(slug: Slug, serviceType: Type, title: string) {
  return { slug, serviceType, title, path: `/services/${slug}` as const };
}

export const SERVICES = [
  service("interior-painting", "interior", "Interior Painting"),
  service("exterior-painting", "exterior", "Exterior Painting"),
  service("cabinet-refinishing", "cabinet", "Cabinet Refinishing"),
  service("deck-fence-staining", "deck", "Deck & Fence Staining"),
  service("pressure-washing", "pressure", "Pressure Washing"),
  service("epoxy-floors", "epoxy", "Epoxy Floors"),
] as const;

export type ServiceEntry = (typeof SERVICES)[number];
export type ServiceSlug = ServiceEntry["slug"];
/** The quote form's value for one of the six services ("other" is the form's own extra choice). */
export type ServiceKind = ServiceEntry["serviceType"];

export function serviceBySlug(slug: ServiceSlug): ServiceEntry {
  return SERVICES.find((entry) => entry.slug === slug)!;
}
