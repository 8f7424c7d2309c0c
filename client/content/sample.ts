/**
 * The stand-ins this site was built with, until the owner's real details exist.
 * Content that still holds one of these values is sample content, and so is
 * anything marked `sample: true` (a review, a review link) and every picture
 * with no photo in `photos/`. `npm run check:launch`, which `npm run deploy`
 * runs first, lists each one and refuses to pass while any is left: a site that
 * shows a 555 number or invented reviews must never go live by accident.
 *
 * To launch, the owner changes the content from the inbox's Site screens and
 * publishes it (or a developer edits business.ts, testimonials.ts, the photos),
 * never this file: the check compares the content with these values.
 */
export const SAMPLE_BUSINESS = {
  name: "Peachtree Brush Painting",
  shortName: "Peachtree Brush",
  phoneDisplay: "(770) 555-0142",
  phoneE164: "+17705550142",
  email: "office@peachtreebrushpainting.com",
  /** The web domain every sample address and URL is on. */
  domain: "peachtreebrushpainting.com",
  siteUrl: "https://www.peachtreebrushpainting.com",
  ownerName: "Daniel Whitfield",
} as const;

/** The template's review links (searches and a guessed page, not the business's own profiles). */
export const SAMPLE_REVIEW_LINKS = {
  google: "https://www.google.com/maps/search/?api=1&query=Peachtree+Brush+Painting+Alpharetta+GA",
  nextdoor: "https://nextdoor.com/pages/peachtree-brush-painting-alpharetta-ga/",
} as const;

/** A stand-in an owner replaces before launch; see SAMPLE_BUSINESS. */
export interface SampleMarker {
  /**
   * Written for the template, not the business's own (an invented review, a
   * guessed link). Remove the whole entry, or replace it and delete this mark.
   */
  sample?: true;
}
