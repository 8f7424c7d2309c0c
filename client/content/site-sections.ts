import type { SiteContent } from "../../common/site-content.ts";
import { repositoryBusinessFacts } from "./business.ts";
import { repositoryFaq } from "./faq.ts";
import { repositoryGallery } from "./gallery.ts";
import { repositoryPictures } from "./pictures.ts";
import { repositoryReviews } from "./testimonials.ts";

/**
 * Every section the owner edits from the inbox, as this repository ships it:
 * what a section shows until the owner publishes it, and where the inbox's
 * first draft of it starts. The build writes it into its output for the Worker
 * (scripts/build/site-facts.ts) as the site's live content.
 */
export function repositorySiteContent(): SiteContent {
  return {
    business: repositoryBusinessFacts,
    reviews: repositoryReviews,
    faq: repositoryFaq,
    gallery: repositoryGallery,
    pictures: repositoryPictures,
  };
}
