import { hero, suffix } from "./shared.ts";
import type { LinkRef, PageHero, SectionIntro, PageMeta } from "./shared.ts";

export interface ContactCopy {
  hero: PageHero;
  intro: SectionIntro & { quotePrompt: { before: string; link: LinkRef; after: string } };
  detailsHeading: string;
  hoursHeading: string;
  formHeading: string;
  serviceArea: SectionIntro;
  /** Title of the map iframe, read by screen readers. */
  mapTitle: string;
}

export const contactPage: ContactCopy = {
  hero: {
    heading: "Contact Us",
    subheading: "Questions about a project? We would love to hear from you.",
    image: hero("contact-hero", "Freshly painted white front door with a wreath and potted plants", "#F4F5F0"),
  },
  intro: {
    heading: "Get in touch",
    paragraph:
      "Call us, send an email, or use the form below and we will get back to you shortly.",
    quotePrompt: { before: "For a detailed estimate, ", link: { label: "request a free quote", href: "/quote" }, after: "." },
  },
  detailsHeading: "Contact Details",
  hoursHeading: "Business Hours",
  formHeading: "Send Us a Message",
  serviceArea: {
    heading: "Areas We Serve",
    paragraph: "We serve homeowners and businesses throughout North Metro Atlanta, including:",
  },
  mapTitle: "Map of our North Metro Atlanta service area",
};

/** <title> and meta description of this page. */
export const contactPageMeta: PageMeta = {
  title: `Contact Us${suffix}`,
  description:
    "Call, email or message our Alpharetta-based painting team. Serving Roswell, Cumming, Marietta, Woodstock and all of North Metro Atlanta.",
};
