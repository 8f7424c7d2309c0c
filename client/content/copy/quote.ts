import { business } from "../business.ts";
import { hero, callLabel, years, suffix } from "./shared.ts";
import type { TitledText, PageHero, PageMeta } from "./shared.ts";

export interface QuoteCopy {
  hero: PageHero;
  intro: string;
  includes: { heading: string; items: { label: string; description: string }[] };
  call: { heading: string; text: string; label: string };
  formHeading: string;
  whyChoose: { heading: string; items: TitledText[] };
}

export const quotePage: QuoteCopy = {
  hero: {
    heading: "Request a Free Quote",
    subheading: "Tell us about your project and get a detailed, no-obligation estimate.",
    image: hero("quote-hero", "Painter measuring a wall while preparing an estimate", "#EDEAE0"),
  },
  intro:
    "Fill out the form below and our team will contact you to schedule a consultation and a visit to your property. We will look at the surfaces, talk through your goals and then send you a clear written quote.",
  includes: {
    heading: "Your Quote Includes",
    items: [
      { label: "Cost breakdown", description: "A clear, itemized price with no hidden fees." },
      { label: "Timeline", description: "When we can start and how long the work will take." },
      { label: "Materials", description: "The paints and products we recommend for your surfaces." },
      {
        label: "Surface preparation",
        description: "The cleaning, repairs and priming your project needs for a lasting finish.",
      },
      {
        label: "Cleanup and final inspection",
        description: "How we will leave your property and walk through the work with you.",
      },
    ],
  },
  call: {
    heading: "Prefer to talk?",
    text: "Call us during business hours and we will answer your questions right away.",
    label: callLabel,
  },
  formHeading: "Tell Us About Your Project",
  whyChoose: {
    heading: `Why Choose ${business.name}`,
    items: [
      {
        title: "Quality Craftsmanship",
        description: `Careful preparation and ${years} years of experience show in every finished surface.`,
      },
      {
        title: "Timely Completion",
        description: "We give you a realistic schedule, keep you informed and finish when we say we will.",
      },
      {
        title: "Competitive Pricing",
        description: "Fair, clearly itemized prices for quality work, with no surprises on the final invoice.",
      },
    ],
  },
};

/** <title> and meta description of this page. */
export const quotePageMeta: PageMeta = {
  title: `Request a Free Quote${suffix}`,
  description:
    "Request a free, no-obligation painting estimate in North Metro Atlanta. We schedule a consultation and site visit, then send a detailed written quote.",
};
