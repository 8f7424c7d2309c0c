import { suffix } from "../copy/shared.ts";
import { catalogEntry, serviceImage as img } from "../service-catalog.ts";
import type { Service } from "../types.ts";

export const service: Service = {
  ...catalogEntry("exterior-painting"),
  metaTitle: `Exterior Painting, Alpharetta GA${suffix}`,
  metaDescription:
    "Exterior house painting in Alpharetta, Marietta and North Metro Atlanta. Siding, trim and brick painted with weather-resistant coatings. Free quotes.",
  hero: {
    heading: "Exterior Painting",
    subheading:
      "Curb appeal that lasts: thorough prep and weather-resistant coatings made for Georgia sun, humidity and storms.",
    image: img(
      "exterior-painting",
      "hero",
      "Two-story craftsman home with freshly painted gray-blue siding, white trim and a black front door",
      "#8A9A9B",
      "wide",
    ),
  },
  intro: {
    heading: "Exterior paint that protects as well as it looks",
    paragraphs: [
      "Your home's paint is its first line of defense against the weather. Georgia summers bring strong sun, high humidity and heavy afternoon storms, and a finish that is not properly prepared will fade, peel and let moisture into the wood underneath.",
      "We start every exterior with a cleaning, then scrape, sand, caulk and prime, and replace rotted wood where needed before applying premium exterior coatings. We plan the work around the forecast and keep you informed each day, so the job is done right and on schedule.",
    ],
  },
  items: [
    {
      title: "Siding",
      description: "Wood, fiber cement and hardboard siding cleaned, prepared and painted for even, lasting color.",
    },
    {
      title: "Trim, Fascia & Soffits",
      description: "The details that frame your home, scraped, caulked and finished to keep water out.",
    },
    {
      title: "Front Doors & Shutters",
      description: "A fresh front door or shutter color is one of the quickest ways to lift a home's curb appeal.",
    },
    {
      title: "Brick & Stucco",
      description: "Masonry painted with breathable coatings made for brick and stucco surfaces.",
    },
    {
      title: "Wood Rot Repair & Caulking",
      description: "Soft or rotted trim replaced and open joints sealed before any paint goes on.",
    },
    {
      title: "Porches, Columns & Railings",
      description: "Porch ceilings, columns, railings and steps painted to match or complement the house.",
    },
  ],
  badges: [
    {
      label: "Weather-Resistant",
      description: "Premium exterior coatings that hold up to heavy rain, temperature swings and storms.",
    },
    {
      label: "UV Protection",
      description: "Fade-resistant finishes that keep their color under strong Georgia sun.",
    },
    {
      label: "Moisture Defense",
      description: "Careful caulking and priming that keep humidity and water out of the wood.",
    },
  ],
  process: [
    {
      number: 1,
      title: "Wash & Inspect",
      description: "We clean the surfaces and inspect siding and trim for rot, gaps and loose paint.",
      colour: "brand",
    },
    {
      number: 2,
      title: "Scrape, Repair & Caulk",
      description: "Loose paint is scraped and sanded, damaged wood is repaired and every open joint is sealed.",
      colour: "accent",
    },
    {
      number: 3,
      title: "Prime & Paint",
      description: "Bare wood is primed, then we apply premium exterior coatings, usually two coats, when the weather allows.",
      colour: "sage",
    },
    {
      number: 4,
      title: "Final Walk-Around",
      description: "We clean up, remove all materials and walk around the house with you to review the finished work.",
      colour: "sky",
    },
  ],
  beforeAfter: {
    before: img(
      "exterior-painting",
      "before",
      "Home exterior before painting, with faded beige siding and peeling trim around the windows",
      "#CDBB9A",
    ),
    after: img(
      "exterior-painting",
      "after",
      "The same home after painting, with deep green-gray siding, crisp white trim and a black front door",
      "#5E6259",
    ),
    caption: "A Marietta ranch home refreshed from faded beige to a deep green-gray with crisp white trim.",
  },
  benefits: [
    {
      title: "Stronger curb appeal",
      description: "A freshly painted exterior makes your home look cared for, whether you are staying or selling.",
    },
    {
      title: "Protection for your home",
      description: "Sealed joints and sound paint keep water, rot and insects away from the wood.",
    },
    {
      title: "Work planned around the weather",
      description: "We schedule around the forecast so paint goes on in the right conditions to last.",
    },
    {
      title: "Covered by our warranty",
      description: "Exterior projects come with our 2-year labor warranty.",
    },
  ],
};
