import { suffix } from "../copy/shared.ts";
import { catalogEntry, serviceImage as img } from "../service-catalog.ts";
import type { Service } from "../types.ts";

export const service: Service = {
  ...catalogEntry("deck-fence-staining"),
  metaTitle: `Deck & Fence Staining, Alpharetta${suffix}`,
  metaDescription:
    "Deck and fence staining in Woodstock, Canton and across North Metro Atlanta. We clean, repair, stain and seal wood to protect it from sun and rain.",
  hero: {
    heading: "Deck & Fence Staining",
    subheading:
      "Bring weathered wood back to life and protect it from the Georgia sun and rain for seasons to come.",
    image: img(
      "deck-fence-staining",
      "hero",
      "Backyard deck freshly stained in a warm cedar tone, with railings and steps leading to the lawn",
      "#A0633C",
      "wide",
    ),
  },
  intro: {
    heading: "Protect the wood, enjoy the outdoors",
    paragraphs: [
      "Sun, rain and humidity are hard on outdoor wood. Left bare, decks and fences turn gray, crack and splinter, and eventually start to rot. A good stain and sealer keeps moisture out and slows that damage, while bringing back the natural warmth of the wood.",
      "We clean and brighten the wood, make small repairs, and apply quality penetrating stains in the transparency and color you choose, from a natural look that shows the grain to a solid color that covers it.",
    ],
  },
  items: [
    {
      title: "Deck Staining & Sealing",
      description: "Deck boards, joist faces and steps stained and sealed to resist moisture and sun.",
    },
    {
      title: "Fence Staining",
      description: "Privacy and picket fences stained on one or both sides for even, lasting color.",
    },
    {
      title: "Cleaning & Brightening",
      description: "Dirt, mildew and gray weathering removed so the stain soaks in evenly.",
    },
    {
      title: "Stripping & Sanding",
      description: "Old, peeling finishes stripped and rough boards sanded before re-staining.",
    },
    {
      title: "Railings, Stairs & Pergolas",
      description: "Spindles, rails, stair stringers and pergolas finished carefully by hand.",
    },
    {
      title: "Minor Board & Fastener Repairs",
      description: "Popped nails reset and loose or split boards secured or replaced before staining.",
    },
  ],
  process: [
    {
      number: 1,
      title: "Inspect & Repair",
      description: "We check every board and fastener, fixing loose boards and popped nails before we start.",
      colour: "brand",
    },
    {
      number: 2,
      title: "Clean & Brighten",
      description: "The wood is washed and brightened to remove dirt, mildew and old graying.",
      colour: "accent",
    },
    {
      number: 3,
      title: "Stain & Seal",
      description: "Once the wood is dry, we apply a quality stain and sealer in the color and transparency you chose.",
      colour: "clay",
    },
    {
      number: 4,
      title: "Final Review",
      description: "We clean up, check for even coverage and review the finished deck or fence with you.",
      colour: "sage",
    },
  ],
  beforeAfter: {
    before: img(
      "deck-fence-staining",
      "before",
      "Weathered gray deck before staining, with mildew stains and worn boards",
      "#8F8779",
    ),
    after: img(
      "deck-fence-staining",
      "after",
      "The same deck after cleaning and staining in a rich semi-transparent cedar tone",
      "#A0633C",
    ),
    caption: "A weathered Woodstock deck cleaned, brightened and stained in a semi-transparent cedar tone.",
  },
  benefits: [
    {
      title: "Longer-lasting wood",
      description: "Sealed wood resists moisture, cracking and rot, so your deck and fence last longer.",
    },
    {
      title: "Natural beauty restored",
      description: "The warm color and grain of the wood come back, without the gray weathered look.",
    },
    {
      title: "Safer outdoor living",
      description: "Loose boards and popped nails are fixed, and splinters are sanded away.",
    },
  ],
};
