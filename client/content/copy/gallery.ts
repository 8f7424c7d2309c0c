import { hero, quoteLink, contactLink, suffix } from "./shared.ts";
import type { PageHero, SectionIntro, CallToAction, PageMeta } from "./shared.ts";

export interface GalleryCopy {
  hero: PageHero;
  intro: SectionIntro;
  closingCta: CallToAction;
}

export const galleryPage: GalleryCopy = {
  hero: {
    heading: "Project Gallery",
    subheading: "A look at recent work from homes and businesses across North Metro Atlanta.",
    image: hero("gallery-hero", "Freshly painted living room with navy accent wall and white trim", "#434C56"),
  },
  intro: {
    heading: "See the difference careful work makes",
    paragraph:
      "Browse interior and exterior painting, cabinet refinishing, deck and porch staining and epoxy floors. Each project shows the color, the setting and the town where we did the work.",
  },
  closingCta: {
    heading: "Like what you see?",
    text: "Let's talk about your project. Get a free quote, or contact us with any questions.",
    links: [quoteLink, contactLink],
  },
};

/** <title> and meta description of this page. */
export const galleryPageMeta: PageMeta = {
  title: `Project Gallery${suffix}`,
  description:
    "Browse painting, cabinet, deck and epoxy floor projects from Alpharetta, Roswell, Milton, Marietta and other North Metro Atlanta towns.",
};
