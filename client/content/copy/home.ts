import { business } from "../business.ts";
import { hero, quoteLink, callLabel, years, customers, suffix } from "./shared.ts";
import type { LinkRef, TitledText, PageHero, SectionIntro, CallToAction, PageMeta } from "./shared.ts";

export interface HomeCopy {
  hero: PageHero & { primaryCta: LinkRef; callLabel: string; badges: string[] };
  featuredServices: SectionIntro & { slugs: string[]; cardLinkLabel: string; allServicesLink: LinkRef };
  whyChooseUs: SectionIntro & { items: TitledText[] };
  testimonials: SectionIntro & { allReviewsLink: LinkRef };
  closingCta: CallToAction;
}

export const home: HomeCopy = {
  hero: {
    heading: `Painting North Metro Atlanta homes and businesses with care since ${business.foundedYear}`,
    subheading:
      "Interior and exterior painting, cabinet refinishing and more from an owner-run team that prepares every surface properly, keeps you informed and leaves your property spotless.",
    image: hero(
      "home-hero",
      "Two-story home with freshly painted gray siding, white trim and a navy front door on a sunny day",
      "#CCC9C0",
    ),
    primaryCta: quoteLink,
    callLabel,
    badges: [
      "Licensed, Insured & Bonded",
      `${years} Years Experience`,
      `${customers} Happy Customers`,
      "5-Star Rated",
    ],
  },
  featuredServices: {
    heading: "Our Most Requested Services",
    paragraph:
      "From a single bedroom to a whole-house exterior, every project gets the same careful preparation and quality materials.",
    slugs: ["interior-painting", "exterior-painting", "cabinet-refinishing"],
    cardLinkLabel: "Learn more",
    allServicesLink: { label: "View All Services", href: "/services" },
  },
  whyChooseUs: {
    heading: `Why Homeowners Choose ${business.name}`,
    paragraph: "We run our business the way we would want a contractor to treat our own homes.",
    items: [
      {
        title: `${years} Years of Experience`,
        description: `We have been painting homes and businesses across North Metro Atlanta since ${business.foundedYear}.`,
      },
      {
        title: "Licensed, Insured & Bonded",
        description: "You are fully protected from the first visit to the final walk-through.",
      },
      {
        title: "2-Year Labor Warranty",
        description: "We stand behind our workmanship and come back to make it right if something is not.",
      },
      {
        title: "Low-VOC Materials",
        description: "Eco-conscious, low-odor paints that are better for your family, your pets and the environment.",
      },
      {
        title: "Clear Communication, On Time",
        description: "A written proposal, a schedule you can count on and updates at every step.",
      },
      {
        title: "5-Star Rated",
        description: `Rated five stars by our customers, with ${customers} homeowners and businesses served.`,
      },
    ],
  },
  testimonials: {
    heading: "What Our Customers Say",
    paragraph: "What homeowners across North Metro Atlanta say about working with us.",
    allReviewsLink: { label: "Read More Reviews", href: "/testimonials" },
  },
  closingCta: {
    heading: "Ready to transform your space?",
    text: "Tell us about your project and we will schedule your free, no-obligation quote at a time that suits you.",
    links: [quoteLink],
    callLabel,
  },
};

/** <title> and meta description of this page. */
export const homeMeta: PageMeta = {
  title: `North Metro Atlanta Painters${suffix}`,
  description:
    "Owner-run painting contractor in Alpharetta serving North Metro Atlanta since 2009. Interior, exterior and cabinet painting. Licensed, insured, bonded.",
};
