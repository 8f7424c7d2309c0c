import type { ServiceKind, ServiceSlug } from "../../common/services.ts";
import type { PhotoChoice } from "../../common/site-content.ts";
import type { SampleMarker } from "./sample.ts";

/**
 * Shapes of the site's copy. Everything a visitor reads lives in this folder as
 * typed data, so the owner edits words, photos and numbers in one place and the
 * pages only arrange them.
 */

/**
 * A picture the site shows. `id` names the photo: drop a JPEG/PNG/WebP named
 * `<id>.jpg` (or .png/.webp) into `client/content/photos/` (the id may contain
 * folders, e.g. `gallery/interior-01`) and the build uses it; until then the
 * build draws a placeholder from `alt` and `tone`. Every variant is written at
 * build time in AVIF and WebP at several widths.
 */
export interface ImageRef {
  id: string;
  /** Describes the picture for screen readers and search engines. Never empty. */
  alt: string;
  /** Shape of the picture. */
  aspect: "wide" | "landscape" | "square" | "portrait";
  /** Main colour of the placeholder (a paint colour, CSS hex). */
  tone: string;
  /** The owner's uploaded photo for it and its crop (a published gallery project); see pictures.ts for the rest. */
  photo?: PhotoChoice;
}

export interface BusinessHours {
  days: string;
  hours: string;
  /** schema.org days, e.g. ["Monday", "Tuesday"]; empty when closed. */
  schemaDays: string[];
  opens?: string; // "08:00"
  closes?: string; // "18:00"
}

export interface ReviewPlatform extends SampleMarker {
  name: string;
  url: string;
}

export interface BusinessProfile {
  name: string;
  shortName: string;
  tagline: string;
  /** Shown to people, e.g. "(770) 555-0142". */
  phoneDisplay: string;
  /** E.164, used for tel: links and structured data, e.g. "+17705550142". */
  phoneE164: string;
  email: string;
  /** Canonical origin of the live site, no trailing slash. */
  siteUrl: string;
  region: string;
  address: { locality: string; region: string; country: string };
  hours: BusinessHours[];
  /** Public holidays the business is closed on (YYYY-MM-DD and the holiday's name). */
  holidaysClosed: { date: string; name: string }[];
  towns: string[];
  foundedYear: number;
  claims: {
    yearsExperience: string; // "15+"
    customers: string; // "500+"
    warranty: string; // "2-year labor warranty"
    cabinetSavings: string; // "50-70%"
  };
  reviewPlatforms: ReviewPlatform[];
  /** Embeddable map of the service area (an iframe src). */
  mapEmbedUrl: string;
  ownerName: string;
}

export interface ProcessStep {
  number: number;
  title: string;
  description: string;
  /** One of the site's accent names, used as the step's colour. */
  colour: "brand" | "accent" | "sage" | "clay" | "sky" | "plum";
}

export interface ServiceItem {
  title: string;
  description: string;
}

export interface ShowcaseCard {
  image: ImageRef;
  title: string;
  description: string;
}

export interface Service {
  /** Route under /services/, e.g. "interior-painting" (from common/services.ts). */
  slug: ServiceSlug;
  /** Form value for the quote form's service select. */
  serviceType: ServiceKind;
  /** The page's address, /services/<slug>. */
  path: `/services/${ServiceSlug}`;
  title: string;
  /** Short card copy for /services and the home page. */
  summary: string;
  /** Page <title> and meta description. */
  metaTitle: string;
  metaDescription: string;
  hero: { heading: string; subheading: string; image: ImageRef };
  intro: { heading: string; paragraphs: string[] };
  /** 8 items for interior painting, 6 for each other service, so the pages' grids stay even. */
  items: ServiceItem[];
  /** Exactly four steps: the page lays them out as one row of four. */
  process: ProcessStep[];
  beforeAfter: { before: ImageRef; after: ImageRef; caption: string };
  benefits: ServiceItem[];
  /** Extras only some service pages show. */
  note?: { heading: string; text: string }; // interior: low-VOC paints
  badges?: { label: string; description: string }[]; // exterior: weather, UV, moisture
  claim?: { headline: string; text: string }; // cabinet: "Save 50-70%"
  showcase?: ShowcaseCard[]; // epoxy: four cards
  cardImage: ImageRef;
}

export interface GalleryItem {
  image: ImageRef;
  title: string;
  description: string;
}

export interface GallerySection {
  /** In-page anchor: interior-painting, exterior-painting, cabinet-refinishing, deck-fence-staining, specialty-projects. */
  id: string;
  title: string;
  description: string;
  items: GalleryItem[];
}

export interface Testimonial extends SampleMarker {
  quote: string;
  author: string;
  location: string;
  source: "Google Reviews" | "Nextdoor" | "Facebook" | "Other";
  /** Stars shown on the card; 5 when left out. */
  rating?: number;
  service?: string;
  /** When the review was written (YYYY-MM-DD), when known. */
  date?: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}
