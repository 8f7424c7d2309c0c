import { suffix } from "../copy/shared.ts";
import { catalogEntry, serviceImage as img } from "../service-catalog.ts";
import type { Service } from "../types.ts";

export const service: Service = {
  ...catalogEntry("epoxy-floors"),
  metaTitle: `Epoxy Floors, Alpharetta GA${suffix}`,
  metaDescription:
    "Epoxy garage, basement and workshop floors in Milton, Cumming and across North Metro Atlanta. Durable, easy-to-clean coatings on prepared concrete.",
  hero: {
    heading: "Epoxy Floors",
    subheading:
      "Turn a stained concrete slab into a durable, good-looking floor that is easy to keep clean.",
    image: img(
      "epoxy-floors",
      "hero",
      "Two-car garage with a glossy gray epoxy floor with decorative flakes and organized wall storage",
      "#8A8D8F",
      "wide",
    ),
  },
  intro: {
    heading: "Floors built for real use",
    paragraphs: [
      "Bare concrete stains easily, sheds dust and is hard to keep clean. An epoxy coating seals the surface with a tough, seamless finish that resists oil, automotive fluids and everyday spills, and wipes clean with a mop.",
      "The secret to an epoxy floor that lasts is preparation. We grind the concrete to open its surface, repair cracks and pits, and then apply the coating system you choose, from a solid color to decorative flakes or a metallic finish.",
    ],
  },
  items: [
    {
      title: "Garage Floor Epoxy",
      description: "A durable, stain-resistant coating for one-, two- and three-car garages.",
    },
    {
      title: "Decorative Flake Systems",
      description: "Color flakes broadcast into the coating for texture, slip resistance and a finished look.",
    },
    {
      title: "Metallic Epoxy",
      description: "A glossy, marbled finish with depth and movement for basements and showrooms.",
    },
    {
      title: "Basement Floors",
      description: "Seal and finish basement concrete to create a clean, usable living or storage space.",
    },
    {
      title: "Workshop & Commercial Floors",
      description: "Hard-wearing coatings for workshops, storage rooms and light commercial spaces.",
    },
    {
      title: "Concrete Grinding & Crack Repair",
      description: "Surface grinding and crack and pit repair so the coating bonds firmly and looks even.",
    },
  ],
  showcase: [
    {
      image: img(
        "epoxy-floors",
        "showcase-01",
        "Two-car garage in Alpharetta with a gray and white flake epoxy floor",
        "#8A8D8F",
      ),
      title: "Flake Garage Floor in Alpharetta",
      description:
        "A stained two-car garage floor ground, patched and finished with a gray and white flake system and a clear topcoat.",
    },
    {
      image: img(
        "epoxy-floors",
        "showcase-02",
        "Finished basement in Milton with a pearl-white metallic epoxy floor",
        "#B8B5AE",
      ),
      title: "Metallic Basement in Milton",
      description:
        "A pearl-white metallic epoxy that turned a plain basement slab into the centerpiece of a family game room.",
    },
    {
      image: img(
        "epoxy-floors",
        "showcase-03",
        "Woodworking shop in Canton with a solid charcoal epoxy floor under workbenches",
        "#4A4C4E",
      ),
      title: "Workshop Floor in Canton",
      description:
        "A solid charcoal coating for a home woodworking shop that sweeps clean of sawdust and shrugs off dropped tools.",
    },
    {
      image: img(
        "epoxy-floors",
        "showcase-04",
        "Three-car garage in Cumming with a tan and brown flake epoxy floor",
        "#A89A85",
      ),
      title: "Three-Car Garage in Cumming",
      description:
        "A warm tan flake system chosen to hide red clay tracked in from the driveway, with a slip-resistant finish.",
    },
  ],
  process: [
    {
      number: 1,
      title: "Assess the Concrete",
      description: "We check the slab for moisture, cracks and old coatings, and help you choose a finish.",
      colour: "brand",
    },
    {
      number: 2,
      title: "Grind & Repair",
      description: "The concrete is ground to open its surface, and cracks and pits are filled.",
      colour: "clay",
    },
    {
      number: 3,
      title: "Apply the Coating",
      description: "The base coat, color flakes or metallic layer and a clear topcoat are applied in order.",
      colour: "plum",
    },
    {
      number: 4,
      title: "Cure & Hand Over",
      description: "We let the floor cure, then walk it with you and explain when it is ready for foot traffic and cars.",
      colour: "sky",
    },
  ],
  beforeAfter: {
    before: img(
      "epoxy-floors",
      "before",
      "Bare garage concrete before coating, with oil stains and hairline cracks",
      "#9C9A94",
    ),
    after: img(
      "epoxy-floors",
      "after",
      "The same garage after coating, with a glossy gray flake epoxy floor",
      "#8A8D8F",
    ),
    caption: "An oil-stained garage slab in Alpharetta ground, repaired and finished with a gray flake system.",
  },
  benefits: [
    {
      title: "Durable and stain-resistant",
      description: "Epoxy stands up to tires, oil, chemicals and dropped tools far better than bare concrete.",
    },
    {
      title: "Easy to clean",
      description: "A seamless, sealed surface that sweeps and mops clean, with no concrete dust.",
    },
    {
      title: "A finished look",
      description: "Choose solid colors, decorative flakes or metallic finishes to match the space.",
    },
    {
      title: "Brighter spaces",
      description: "A glossy floor reflects light, making garages and basements feel brighter.",
    },
  ],
};
