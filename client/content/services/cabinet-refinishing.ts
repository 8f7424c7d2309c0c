import { suffix } from "../copy/shared.ts";
import { catalogEntry, serviceImage as img } from "../service-catalog.ts";
import type { Service } from "../types.ts";

export const service: Service = {
  ...catalogEntry("cabinet-refinishing"),
  metaTitle: `Cabinet Refinishing, Alpharetta${suffix}`,
  metaDescription:
    "Kitchen cabinet refinishing in Johns Creek, Alpharetta and North Metro Atlanta. A durable, smooth finish that costs 50-70% less than new cabinets.",
  hero: {
    heading: "Kitchen Cabinet Refinishing",
    subheading:
      "A kitchen that looks brand new, for a fraction of the cost of replacing your cabinets.",
    image: img(
      "cabinet-refinishing",
      "hero",
      "Kitchen with freshly refinished white shaker cabinets, a navy island and brushed brass pulls",
      "#F0EFE6",
      "wide",
    ),
  },
  intro: {
    heading: "New cabinets without the new-cabinet price",
    paragraphs: [
      "If your cabinet boxes are solid but the finish is dated or worn, refinishing gives your kitchen a fresh look without demolition or a long wait for new cabinets. Painted cabinets in a modern color can change the feel of the whole room.",
      "A cabinet finish has to stand up to daily handling, so preparation is everything. We remove and label doors and drawers, degrease, sand and prime every surface, then apply a hard-wearing cabinet coating for a smooth, even finish.",
    ],
  },
  items: [
    {
      title: "Kitchen Cabinet Painting",
      description: "Cabinet boxes, doors and drawer fronts painted in the color of your choice.",
    },
    {
      title: "Bathroom Vanities",
      description: "Vanities and linen cabinets refreshed to match your updated bathroom.",
    },
    {
      title: "Kitchen Islands & Two-Tone Designs",
      description: "An island or lower cabinets in a contrasting color for a custom, designer look.",
    },
    {
      title: "Built-Ins & Bookcases",
      description: "Built-in shelving, mudroom lockers and entertainment centers given a fresh finish.",
    },
    {
      title: "Hardware Updates",
      description: "New knobs and pulls installed, with old holes filled if the new hardware is a different size.",
    },
    {
      title: "Degreasing, Sanding & Priming",
      description: "The thorough surface preparation that makes a cabinet finish stick and last.",
    },
  ],
  claim: {
    headline: "Save 50-70%",
    text: "Refinishing the cabinets you already have typically costs 50-70% less than replacing them with new cabinets, and it avoids the demolition and disruption of a full remodel.",
  },
  process: [
    {
      number: 1,
      title: "Remove & Label",
      description: "Doors, drawers and hardware are removed and labeled, and the kitchen is masked off and protected.",
      colour: "brand",
    },
    {
      number: 2,
      title: "Clean & Sand",
      description: "Every surface is degreased, then sanded so the new finish bonds firmly to the old one.",
      colour: "accent",
    },
    {
      number: 3,
      title: "Prime & Finish",
      description: "A bonding primer and a durable cabinet coating are applied for a smooth, even finish.",
      colour: "plum",
    },
    {
      number: 4,
      title: "Reinstall & Adjust",
      description: "Doors and drawers go back in place, hinges are adjusted and new or original hardware is fitted.",
      colour: "sky",
    },
  ],
  beforeAfter: {
    before: img(
      "cabinet-refinishing",
      "before",
      "Kitchen before refinishing, with dated honey oak cabinets and brass hardware",
      "#B9854A",
    ),
    after: img(
      "cabinet-refinishing",
      "after",
      "The same kitchen after refinishing, with white upper cabinets, a navy island and matte black pulls",
      "#F4F5F0",
    ),
    caption: "Honey oak cabinets in Johns Creek refinished in bright white, with the island in a deep navy.",
  },
  benefits: [
    {
      title: "Save 50-70% versus new cabinets",
      description: "Keep your solid cabinet boxes and spend the savings elsewhere in your home.",
    },
    {
      title: "Less disruption",
      description: "No demolition, no countertop removal and no weeks-long wait for new cabinets to arrive.",
    },
    {
      title: "A durable, smooth finish",
      description: "Careful prep and hard-wearing cabinet coatings stand up to everyday kitchen use.",
    },
  ],
};
