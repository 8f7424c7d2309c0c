import { business } from "../business.ts";
import { hero, quoteLink, contactLink, years, yearsPlain, customers, suffix } from "./shared.ts";
import type { TitledText, PageHero, SectionIntro, CallToAction, PageMeta } from "./shared.ts";
import type { ImageRef } from "../types.ts";

export interface AboutCopy {
  hero: PageHero;
  story: { eyebrow: string; heading: string; paragraphs: string[]; image: ImageRef };
  apart: SectionIntro & { items: TitledText[] };
  commitment: { heading: string; items: string[] };
  closingCta: CallToAction;
}

export const about: AboutCopy = {
  hero: {
    heading: `About ${business.name}`,
    subheading: `An owner-run painting company serving North Metro Atlanta since ${business.foundedYear}.`,
    image: hero("about-hero", "Painting crew on the front porch of a freshly painted white house", "#F0EFE6"),
  },
  story: {
    eyebrow: `Owner-run since ${business.foundedYear}`,
    heading: "Our Story",
    paragraphs: [
      `${business.ownerName} started ${business.name} in ${business.foundedYear} with a simple idea: do careful, honest work, treat every home like our own, and let happy customers spread the word. More than ${yearsPlain} years later, that is still how we run the business.`,
      "We are based in Alpharetta and work throughout North Metro Atlanta, from Cumming and Canton down to Smyrna and Vinings. Many of our customers are our neighbors, and we work hard to earn their referrals.",
      `Because we are owner-run, the person who gives you your estimate stays involved in your project until the final walk-through. Over the years we have completed work for ${customers} customers, from single rooms and kitchen cabinets to full exteriors and commercial spaces.`,
      "We are licensed, insured and bonded, we use eco-conscious low-VOC materials, and we back our work with a 2-year labor warranty, because we want you to call us again for the next project.",
    ],
    image: {
      id: "pages/about-story",
      alt: "Painter cutting in a clean line along a ceiling with a brush",
      aspect: "portrait",
      tone: "#EDEAE0",
    },
  },
  apart: {
    heading: "What Sets Us Apart",
    paragraph: "What you can count on from us on every project, large or small.",
    items: [
      {
        title: "Local Roots",
        description: `We live and work in North Metro Atlanta and have served our neighbors here since ${business.foundedYear}.`,
      },
      {
        title: "Experienced Team",
        description: `Our painters bring ${years} years of experience and the skill to handle everything from fine trim to two-story exteriors.`,
      },
      {
        title: "Eco-Conscious Low-VOC Materials",
        description: "We use low-VOC paints and responsible practices that are better for your home and the environment.",
      },
      {
        title: "Clear Communication",
        description: "You always know what is happening, what comes next and when we will be finished.",
      },
      {
        title: "100% Satisfaction",
        description: "We are not done until you are happy, and our final walk-through is there to make sure of it.",
      },
    ],
  },
  commitment: {
    heading: "Our Commitment to You",
    items: [
      "Free, detailed written estimates",
      "Thorough surface preparation on every job",
      "Quality low-VOC paints and materials",
      "Furniture, floors and landscaping protected",
      "A clean work site at the end of every day",
      "Projects finished on schedule",
      "A final walk-through with you",
      "A 2-year labor warranty on our work",
    ],
  },
  closingCta: {
    heading: "Let's talk about your project",
    text: "Whether you have a question or are ready for an estimate, we would love to hear from you.",
    links: [quoteLink, contactLink],
  },
};

/** <title> and meta description of this page. */
export const aboutMeta: PageMeta = {
  title: `About Us${suffix}`,
  description:
    "Meet the owner-run painting company serving Alpharetta, Roswell and North Metro Atlanta since 2009: local roots, low-VOC materials, 100% satisfaction.",
};
