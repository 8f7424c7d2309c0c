import { hero, contactLink, callLabel, suffix } from "./shared.ts";
import type { PageHero, SectionIntro, CallToAction, PageMeta } from "./shared.ts";

export interface FaqCopy {
  hero: PageHero;
  intro: SectionIntro;
  closingCta: CallToAction;
}

export const faqPage: FaqCopy = {
  hero: {
    heading: "Frequently Asked Questions",
    subheading: "Answers to the questions homeowners ask us most often.",
    image: hero("faq-hero", "Painter explaining color samples on a wall to a homeowner", "#DDD5CA"),
  },
  intro: {
    heading: "Good questions to ask a painter",
    paragraph:
      "Here is what to expect when you work with us, from the free estimate and timelines to preparation, paints and our warranty.",
  },
  closingCta: {
    heading: "Still have questions?",
    text: "We are happy to help. Send us a message or give us a call.",
    links: [contactLink],
    callLabel,
  },
};

/** <title> and meta description of this page. */
export const faqPageMeta: PageMeta = {
  title: `Painting FAQ${suffix}`,
  description:
    "Answers about free estimates, project timelines, coats of paint, low-VOC materials, our 2-year labor warranty and areas served in North Metro Atlanta.",
};
