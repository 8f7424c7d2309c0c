import type { PublishedSiteContent } from "../../common/site-content.ts";

/**
 * The sections the owner published from the inbox's Site screens. Empty here:
 * the build (scripts/build.ts, through the Vite plugin in
 * scripts/build/published-content.ts) replaces this module with the published
 * content it read and checked, so every page, the structured data and the
 * browser bundle show the same facts. A section absent here is the
 * repository's own content in this folder.
 */
export const published: PublishedSiteContent = {};
