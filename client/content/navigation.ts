import { business } from "./business.ts";
import { quoteLink, type LinkRef } from "./copy/shared.ts";
import { SERVICES } from "../../common/services.ts";

export interface NavItem extends LinkRef {
  /** Sub-menu entries (the Services dropdown). */
  children?: LinkRef[];
}

/** Links to the six service pages, in service order. */
export const serviceLinks: LinkRef[] = SERVICES.map((service) => ({ label: service.title, href: service.path }));

/** Header menu, left to right; the quote button stands apart from it (headerCta). */
export const mainNav: NavItem[] = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/about" },
  { label: "Services", href: "/services", children: serviceLinks },
  { label: "Gallery", href: "/gallery" },
  { label: "Testimonials", href: "/testimonials" },
  { label: "FAQ", href: "/faq" },
  { label: "Contact", href: "/contact" },
];

/** The header's quote button. */
export const headerCta: LinkRef = quoteLink;

export interface FooterCopy {
  blurb: string;
  quickLinksHeading: string;
  quickLinks: LinkRef[];
  servicesHeading: string;
  services: LinkRef[];
  contactHeading: string;
  hoursHeading: string;
  /** Shown after "© <year> <business name>." */
  rights: string;
}

export const footer: FooterCopy = {
  blurb: `Owner-run residential and commercial painting serving North Metro Atlanta since ${business.foundedYear}. Licensed, insured and bonded.`,
  quickLinksHeading: "Quick Links",
  quickLinks: [
    { label: "Home", href: "/" },
    { label: "About Us", href: "/about" },
    { label: "Gallery", href: "/gallery" },
    { label: "Testimonials", href: "/testimonials" },
    { label: "FAQ", href: "/faq" },
    { label: "Contact", href: "/contact" },
    quoteLink,
  ],
  servicesHeading: "Our Services",
  services: serviceLinks,
  contactHeading: "Contact Us",
  hoursHeading: "Hours",
  rights: "All rights reserved.",
};
