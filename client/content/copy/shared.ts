/**
 * What the page copy modules share: the shapes of page-level copy and a few
 * phrases built from the business profile. Each page's words live in their own
 * module beside this one, so a page ships only its own text to the browser.
 */
import { business } from "../business.ts";
import type { ImageRef } from "../types.ts";

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

export function hero(id: string, alt: string, tone: string): ImageRef {
  return { id: `pages/${id}`, alt, aspect: "wide", tone };
}

export const quoteLink: LinkRef = { label: "Get a Free Quote", href: "/quote" };
export const contactLink: LinkRef = { label: "Contact Us", href: "/contact" };
export const callLabel = `Call ${business.phoneDisplay}`;
/** "15+": for badges and headings, where the plus reads as "and more". */
export const years = business.claims.yearsExperience;
/** "15": for running text, where "more than 15+ years" would say it twice. */
export const yearsPlain = years.replace(/\+$/, "");
export const customers = business.claims.customers;

/** "<page> | <business name>": the name lives in business.ts only. */
export const suffix = ` | ${business.name}`;
