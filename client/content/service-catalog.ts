import { SERVICES, type ServiceSlug } from "../../common/services.ts";
import type { ImageRef, Service } from "./types.ts";

/**
 * The six services as cards: the registry's slug, form value, name and path
 * (common/services.ts, which also sets their order) plus a one-line summary and
 * a card picture. Kept apart from services.ts (each service page's full copy)
 * so the header, footer and service cards, which load on many pages, carry six
 * cards rather than every service page's text. Each service page starts from
 * its entry here.
 */
export type ServiceSummary = Pick<Service, "slug" | "serviceType" | "title" | "path" | "summary" | "cardImage">;

/** Photo ids of one service follow one pattern: services/<slug>-<role>. */
export function serviceImage(
  slug: ServiceSlug,
  role: string,
  alt: string,
  tone: string,
  aspect: ImageRef["aspect"] = "landscape",
): ImageRef {
  return { id: `services/${slug}-${role}`, alt, aspect, tone };
}

const cards: Record<ServiceSlug, Pick<Service, "summary" | "cardImage">> = {
  "interior-painting": {
    summary:
      "Walls, ceilings, trim and doors painted with careful prep, crisp lines and low-VOC paints, and your home left clean at the end of every day.",
    cardImage: serviceImage(
      "interior-painting",
      "card",
      "Painter rolling a light gray color onto a living room wall, with furniture covered by drop cloths",
      "#CCC9C0",
    ),
  },
  "exterior-painting": {
    summary:
      "Siding, trim, doors and shutters prepared and painted to stand up to Georgia heat, humidity and storms, and to boost your curb appeal.",
    cardImage: serviceImage(
      "exterior-painting",
      "card",
      "Painter on a ladder painting white trim on a two-story home with blue-gray siding",
      "#7D8C93",
    ),
  },
  "cabinet-refinishing": {
    summary:
      "Give your kitchen a new look without the cost of new cabinets: a smooth, durable factory-style finish on the cabinets you already have.",
    cardImage: serviceImage(
      "cabinet-refinishing",
      "card",
      "Refinished sage green kitchen cabinets with brushed brass pulls and a white quartz countertop",
      "#95978A",
    ),
  },
  "deck-fence-staining": {
    summary:
      "Cleaning, repairs and quality stains and sealers that bring back the warmth of the wood and protect it from sun and rain.",
    cardImage: serviceImage(
      "deck-fence-staining",
      "card",
      "Wooden privacy fence and deck stained in a warm brown tone in a Georgia backyard",
      "#6D4C35",
    ),
  },
  "pressure-washing": {
    summary:
      "Safe, effective cleaning for siding, driveways, decks and patios, removing the dirt, mildew and pollen that build up in the Georgia climate.",
    cardImage: serviceImage(
      "pressure-washing",
      "card",
      "Worker pressure washing a brick patio, leaving a clean stripe through the dirt",
      "#9A5B45",
    ),
  },
  "epoxy-floors": {
    summary:
      "Tough, easy-to-clean epoxy coatings that turn bare concrete garages, basements and workshops into finished spaces.",
    cardImage: serviceImage(
      "epoxy-floors",
      "card",
      "Glossy gray flake epoxy garage floor reflecting the overhead lights",
      "#8A8D8F",
    ),
  },
};

export const serviceCatalog: readonly ServiceSummary[] = SERVICES.map((entry) => ({ ...entry, ...cards[entry.slug] }));

export function catalogEntry(slug: ServiceSlug): ServiceSummary {
  return serviceCatalog.find((entry) => entry.slug === slug)!;
}
