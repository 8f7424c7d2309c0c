import { suffix } from "../copy/shared.ts";
import { catalogEntry, serviceImage as img } from "../service-catalog.ts";
import type { Service } from "../types.ts";

export const service: Service = {
  ...catalogEntry("pressure-washing"),
  metaTitle: `Pressure Washing, Alpharetta GA${suffix}`,
  metaDescription:
    "Pressure washing and soft washing in Roswell, Sandy Springs and North Metro Atlanta: siding, driveways, decks and patios cleaned safely. Free quotes.",
  hero: {
    heading: "Pressure Washing",
    subheading:
      "Clear away the mildew, dirt and pollen and let your home's surfaces look their best again.",
    image: img(
      "pressure-washing",
      "hero",
      "Concrete driveway half cleaned by pressure washing, showing a clear line between dirty and clean concrete",
      "#B8B5AE",
      "wide",
    ),
  },
  intro: {
    heading: "The right pressure for every surface",
    paragraphs: [
      "Georgia's humidity and pollen season leave siding, concrete and wood coated with green mildew, algae and grime. Regular cleaning keeps your home looking cared for and stops that buildup from damaging the surfaces underneath.",
      "Not every surface should be blasted. We use low-pressure soft washing with suitable cleaning solutions on siding, trim and soffits, and higher pressure only on hard surfaces like concrete, so your home gets clean without damage. We protect plants and rinse thoroughly.",
    ],
  },
  items: [
    {
      title: "House Washing",
      description: "Siding, trim and soffits soft washed to remove mildew, algae and dirt without damage.",
    },
    {
      title: "Driveways & Sidewalks",
      description: "Oil spots, red clay and dark stains lifted from concrete for a bright, clean entrance.",
    },
    {
      title: "Decks & Fences",
      description: "Wood cleaned at a safe pressure, whether to freshen it up or prepare it for stain.",
    },
    {
      title: "Patios & Pool Decks",
      description: "Concrete, pavers and stone cleaned so outdoor spaces are ready to enjoy.",
    },
    {
      title: "Brick, Stone & Retaining Walls",
      description: "Masonry washed to remove staining and organic growth while protecting the mortar.",
    },
    {
      title: "Pre-Paint Surface Preparation",
      description: "A thorough wash before exterior painting, so new paint bonds to a clean surface.",
    },
  ],
  process: [
    {
      number: 1,
      title: "Walk-Around & Protect",
      description: "We look at every surface, choose the right method and cover plants, fixtures and outlets.",
      colour: "brand",
    },
    {
      number: 2,
      title: "Pre-Treat",
      description: "Mildew, algae and stains are pre-treated with a cleaning solution suited to the surface.",
      colour: "sky",
    },
    {
      number: 3,
      title: "Wash",
      description: "Each surface is cleaned at the right pressure: soft washing for siding, more power for concrete.",
      colour: "accent",
    },
    {
      number: 4,
      title: "Rinse & Review",
      description: "We rinse thoroughly, including nearby plants, and check the results with you before we leave.",
      colour: "sage",
    },
  ],
  beforeAfter: {
    before: img(
      "pressure-washing",
      "before",
      "Vinyl siding before washing, streaked with green mildew and dirt",
      "#9FA48A",
    ),
    after: img(
      "pressure-washing",
      "after",
      "The same siding after soft washing, clean and bright white",
      "#EDECE6",
    ),
    caption: "Mildew-streaked siding in Sandy Springs soft washed back to a clean, bright white.",
  },
  benefits: [
    {
      title: "Instant curb appeal",
      description: "A clean house, driveway and walkway make a strong first impression.",
    },
    {
      title: "Longer-lasting surfaces",
      description: "Removing mildew and algae keeps them from breaking down siding, wood and paint.",
    },
    {
      title: "Safe for your home",
      description: "The right pressure for each surface means a thorough clean without etching or damage.",
    },
  ],
};
