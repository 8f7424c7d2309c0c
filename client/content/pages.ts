import { business } from "./business.ts";
import type { ImageRef } from "./types.ts";

/* Page-level copy: what each route says around the shared data (services,
 * gallery, testimonials, FAQ). Pages arrange it; they hold no words of their own. */

export interface LinkRef {
  label: string;
  href: string;
}

export interface TitledText {
  title: string;
  description: string;
}

export interface PageHero {
  heading: string;
  subheading: string;
  image: ImageRef;
}

export interface SectionIntro {
  heading: string;
  paragraph: string;
}

/** A closing band: heading, a sentence, and the links to offer. */
export interface CallToAction {
  heading: string;
  text: string;
  links: LinkRef[];
  /** Label of the phone button, when the band has one (it triggers the call action). */
  callLabel?: string;
}

export interface PageMeta {
  /** <title>, at most 60 characters. */
  title: string;
  /** Meta description, 120-160 characters, unique per page. */
  description: string;
}

export type PageRoute =
  | "/"
  | "/about"
  | "/services"
  | "/gallery"
  | "/testimonials"
  | "/faq"
  | "/contact"
  | "/quote"
  | "404";

export interface HomeCopy {
  hero: PageHero & { primaryCta: LinkRef; callLabel: string; badges: string[] };
  featuredServices: SectionIntro & { slugs: string[]; cardLinkLabel: string; allServicesLink: LinkRef };
  whyChooseUs: SectionIntro & { items: TitledText[] };
  testimonials: SectionIntro & { allReviewsLink: LinkRef };
  closingCta: CallToAction;
}

export interface AboutCopy {
  hero: PageHero;
  story: { heading: string; paragraphs: string[]; image: ImageRef };
  apart: SectionIntro & { items: TitledText[] };
  commitment: { heading: string; items: string[] };
  closingCta: CallToAction;
}

export interface ServicesOverviewCopy {
  hero: PageHero;
  intro: SectionIntro;
  cardLinkLabel: string;
  process: SectionIntro;
  closingCta: CallToAction;
}

/** Headings and closing band shared by the six service pages. */
export interface ServicePageCopy {
  itemsHeading: string;
  processHeading: string;
  beforeAfterHeading: string;
  beforeLabel: string;
  afterLabel: string;
  benefitsHeading: string;
  showcaseHeading: string;
  closingCta: CallToAction;
}

export interface GalleryCopy {
  hero: PageHero;
  intro: SectionIntro;
  closingCta: CallToAction;
}

export interface TestimonialsCopy {
  hero: PageHero;
  intro: SectionIntro;
  verifiedLabel: string;
  platforms: SectionIntro & { linkPrefix: string };
  closingCta: CallToAction;
}

export interface FaqCopy {
  hero: PageHero;
  intro: SectionIntro;
  closingCta: CallToAction;
}

export interface ContactCopy {
  hero: PageHero;
  intro: SectionIntro;
  detailsHeading: string;
  hoursHeading: string;
  formHeading: string;
  serviceArea: SectionIntro;
  /** Title of the map iframe, read by screen readers. */
  mapTitle: string;
}

export interface QuoteCopy {
  hero: PageHero;
  intro: string;
  includes: { heading: string; items: { label: string; description: string }[] };
  call: { heading: string; text: string; label: string };
  formHeading: string;
  whyChoose: { heading: string; items: TitledText[] };
}

export interface NotFoundCopy {
  code: string;
  heading: string;
  text: string;
  link: LinkRef;
}

function hero(id: string, alt: string, tone: string): ImageRef {
  return { id: `pages/${id}`, alt, aspect: "wide", tone };
}

const quoteLink: LinkRef = { label: "Get a Free Quote", href: "/quote" };
const contactLink: LinkRef = { label: "Contact Us", href: "/contact" };
const callLabel = `Call ${business.phoneDisplay}`;
const years = business.claims.yearsExperience;
const customers = business.claims.customers;

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
    primaryCta: { label: "Get Free Quote", href: "/quote" },
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
    heading: `Why Homeowners Choose ${business.shortName}`,
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
    text: "Tell us about your project and we will schedule a free, no-obligation estimate at a time that suits you.",
    links: [quoteLink],
    callLabel,
  },
};

export const about: AboutCopy = {
  hero: {
    heading: `About ${business.name}`,
    subheading: `An owner-run painting company serving North Metro Atlanta since ${business.foundedYear}.`,
    image: hero("about-hero", "Painting crew on the front porch of a freshly painted white house", "#F0EFE6"),
  },
  story: {
    heading: "Our Story",
    paragraphs: [
      `${business.ownerName} started ${business.name} in ${business.foundedYear} with a simple idea: do careful, honest work, treat every home like our own, and let happy customers spread the word. More than ${years} years later, that is still how we run the business.`,
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
    text: "Tell us about your project and we will recommend the right approach in your free estimate.",
    links: [quoteLink, contactLink],
  },
};

export const servicePage: ServicePageCopy = {
  itemsHeading: "What We Offer",
  processHeading: "How It Works",
  beforeAfterHeading: "Before & After",
  beforeLabel: "Before",
  afterLabel: "After",
  benefitsHeading: "Why It's Worth It",
  showcaseHeading: "Recent Projects",
  closingCta: {
    heading: "Ready to get started?",
    text: "Request your free estimate, browse more of our work, or get in touch with a question.",
    links: [
      quoteLink,
      { label: "View Our Gallery", href: "/gallery" },
      contactLink,
    ],
  },
};

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
    text: "Let's talk about your project. Request a free quote or contact us with any questions.",
    links: [quoteLink, contactLink],
  },
};

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
    text: "Request your free estimate and see why your neighbors recommend us.",
    links: [quoteLink],
    callLabel,
  },
};

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

export const contactPage: ContactCopy = {
  hero: {
    heading: "Contact Us",
    subheading: "Questions about a project? We would love to hear from you.",
    image: hero("contact-hero", "Freshly painted white front door with a wreath and potted plants", "#F4F5F0"),
  },
  intro: {
    heading: "Get in touch",
    paragraph:
      "Call us, send an e-mail, or use the form below and we will get back to you shortly. For a detailed estimate, request a free quote.",
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

export const notFound: NotFoundCopy = {
  code: "404",
  heading: "Oops! Page not found",
  text: "The page you are looking for might have been removed, renamed, or is temporarily unavailable.",
  link: { label: "Return to Home", href: "/" },
};

const suffix = ` | ${business.name}`;

/** <title> and meta description per route; service pages carry their own in services.ts. */
export const pageMeta: Record<PageRoute, PageMeta> = {
  "/": {
    title: `${business.name} | North Metro Atlanta Painters`,
    description:
      "Owner-run painting contractor in Alpharetta serving North Metro Atlanta since 2009. Interior, exterior and cabinet painting. Licensed, insured, bonded.",
  },
  "/about": {
    title: `About Us${suffix}`,
    description:
      "Meet the owner-run painting company serving Alpharetta, Roswell and North Metro Atlanta since 2009: local roots, low-VOC materials, 100% satisfaction.",
  },
  "/services": {
    title: `Painting Services${suffix}`,
    description:
      "Interior and exterior painting, cabinet refinishing, deck staining, pressure washing and epoxy floors for homes and businesses in North Metro Atlanta.",
  },
  "/gallery": {
    title: `Project Gallery${suffix}`,
    description:
      "Browse painting, cabinet, deck and epoxy floor projects from Alpharetta, Roswell, Milton, Marietta and other North Metro Atlanta towns.",
  },
  "/testimonials": {
    title: `Customer Reviews${suffix}`,
    description:
      "Read 5-star reviews from homeowners in Johns Creek, Sandy Springs and across North Metro Atlanta about our painting, staining and refinishing work.",
  },
  "/faq": {
    title: `Painting FAQ${suffix}`,
    description:
      "Answers about free estimates, project timelines, coats of paint, low-VOC materials, our 2-year labor warranty and areas served in North Metro Atlanta.",
  },
  "/contact": {
    title: `Contact Us${suffix}`,
    description:
      "Call, e-mail or message our Alpharetta-based painting team. Serving Roswell, Cumming, Marietta, Woodstock and all of North Metro Atlanta.",
  },
  "/quote": {
    title: `Request a Free Quote${suffix}`,
    description:
      "Request a free, no-obligation painting estimate in North Metro Atlanta. We schedule a consultation and site visit, then send a detailed written quote.",
  },
  "404": {
    title: `Page Not Found${suffix}`,
    description:
      "The page you are looking for could not be found. Return to the home page to explore our painting services across North Metro Atlanta.",
  },
};
