import { hero, quoteLink, callLabel, suffix } from "./shared.ts";
import type { PageHero, SectionIntro, CallToAction, PageMeta } from "./shared.ts";

export interface TestimonialsCopy {
  hero: PageHero;
  intro: SectionIntro;
  verifiedLabel: string;
  platforms: SectionIntro & { linkPrefix: string };
  closingCta: CallToAction;
}

export const testimonialsPage: TestimonialsCopy = {
  hero: {
    heading: "Customer Testimonials",
    subheading: "Hear from homeowners across North Metro Atlanta who trusted us with their homes.",
    image: hero("testimonials-hero", "Homeowners smiling on the porch of their freshly painted home", "#C5D1CB"),
  },
  intro: {
    heading: "Reviews from our neighbors",
    paragraph:
      "We are proud of our 5-star rating and of the homeowners who take the time to share their experience. Here is what some of them have said.",
  },
  verifiedLabel: "Verified Review",
  platforms: {
    heading: "Read more reviews",
    paragraph: "See what other customers say, or share your own experience after your project.",
    linkPrefix: "Read our reviews on",
  },
  closingCta: {
    heading: "Join our happy customers",
    text: "Get your free quote and see why your neighbors recommend us.",
    links: [quoteLink],
    callLabel,
  },
};

/** <title> and meta description of this page. */
export const testimonialsPageMeta: PageMeta = {
  title: `Customer Reviews${suffix}`,
  description:
    "Read 5-star reviews from homeowners in Johns Creek, Sandy Springs and across North Metro Atlanta about our painting, staining and refinishing work.",
};
