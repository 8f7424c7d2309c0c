import { hero, quoteLink, contactLink, suffix } from "./shared.ts";
import type { PageHero, SectionIntro, CallToAction, PageMeta } from "./shared.ts";

export interface ServicesOverviewCopy {
  hero: PageHero;
  intro: SectionIntro;
  cardLinkLabel: string;
  process: SectionIntro;
  closingCta: CallToAction;
}

export const servicesOverview: ServicesOverviewCopy = {
  hero: {
    heading: "Our Services",
    subheading: "Professional painting and finishing services for homes and businesses across North Metro Atlanta.",
    image: hero("services-hero", "Painter's tools, brushes and paint cans laid out on a drop cloth", "#D1CBC1"),
  },
  intro: {
    heading: "Everything your home needs, inside and out",
    paragraph:
      "From interior and exterior painting to cabinet refinishing, deck staining, pressure washing and epoxy floors, every service gets the same careful preparation, quality materials and clear communication.",
  },
  cardLinkLabel: "Learn more",
  process: {
    heading: "Our Process",
    paragraph: "Every project follows the same six steps, so you always know what comes next.",
  },
  closingCta: {
    heading: "Not sure which service you need?",
    text: "Tell us about your project and we will recommend the right approach in your free quote.",
    links: [quoteLink, contactLink],
  },
};

/** <title> and meta description of this page. */
export const servicesOverviewMeta: PageMeta = {
  title: `Painting Services${suffix}`,
  description:
    "Interior and exterior painting, cabinet refinishing, deck staining, pressure washing and epoxy floors for homes and businesses in North Metro Atlanta.",
};
