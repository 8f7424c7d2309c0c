import { quoteLink, contactLink } from "./shared.ts";
import type { CallToAction } from "./shared.ts";

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
    text: "Get your free quote, browse more of our work, or get in touch with a question.",
    links: [
      quoteLink,
      { label: "View Our Gallery", href: "/gallery" },
      contactLink,
    ],
  },
};
