import type { ProcessStep } from "./types.ts";

/** The six steps every project follows, shown on /services. */
export const generalProcess: ProcessStep[] = [
  {
    number: 1,
    title: "Initial Consultation",
    description:
      "We talk through your project, your goals, your schedule and any colors you have in mind, by phone or in person.",
    colour: "brand",
  },
  {
    number: 2,
    title: "Professional Assessment",
    description:
      "We visit your home or business to measure, inspect the surfaces and note any repairs the job will need.",
    colour: "accent",
  },
  {
    number: 3,
    title: "Detailed Proposal",
    description:
      "You receive a clear written proposal covering scope, preparation, materials, timeline and cost, with no surprises later.",
    colour: "sage",
  },
  {
    number: 4,
    title: "Surface Preparation",
    description:
      "We protect your belongings, then clean, scrape, sand, patch, caulk and prime so the finish has a sound base.",
    colour: "clay",
  },
  {
    number: 5,
    title: "Professional Application",
    description:
      "Our experienced painters apply quality, low-VOC products with care, usually in two coats, for even and lasting color.",
    colour: "sky",
  },
  {
    number: 6,
    title: "Final Inspection",
    description:
      "We clean up thoroughly and walk through the finished work with you, touching up anything that is not right.",
    colour: "plum",
  },
];
