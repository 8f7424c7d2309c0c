import { suffix } from "../copy/shared.ts";
import { catalogEntry, serviceImage as img } from "../service-catalog.ts";
import type { Service } from "../types.ts";

export const service: Service = {
  ...catalogEntry("interior-painting"),
  metaTitle: `Interior Painting, Alpharetta GA${suffix}`,
  metaDescription:
    "Interior house painting in Alpharetta, Roswell and across North Metro Atlanta: walls, ceilings, trim and doors with low-VOC paints. Free quotes.",
  hero: {
    heading: "Interior Painting",
    subheading:
      "Fresh, even color in every room, with the furniture protected, the lines crisp and the house tidy when we leave.",
    image: img(
      "interior-painting",
      "hero",
      "Bright living room freshly painted in a warm off-white, with white trim and hardwood floors",
      "#EDEAE0",
      "wide",
    ),
  },
  intro: {
    heading: "Interior painting done the careful way",
    paragraphs: [
      "A good interior paint job is mostly the part you never see: moving and covering furniture, filling nail holes and cracks, sanding glossy trim, caulking gaps and priming stains before a drop of color goes on the wall. We do that work on every room, because it is what keeps the finish smooth and long-lasting.",
      "Whether it is one bedroom or the whole house, you get the same crew from start to finish, a schedule you can plan around, and a home that is swept and put back in order at the end of each day.",
    ],
  },
  items: [
    {
      title: "Walls & Ceilings",
      description:
        "Even, roller-smooth coverage on walls and ceilings, including tall foyers and two-story great rooms.",
    },
    {
      title: "Trim, Baseboards & Crown Molding",
      description:
        "Sanded, caulked and finished in a durable semi-gloss or satin for sharp, easy-to-clean detail.",
    },
    {
      title: "Interior Doors & Frames",
      description: "Doors and casings brushed and rolled for a smooth finish without drips or lap marks.",
    },
    {
      title: "Accent & Feature Walls",
      description: "A bold color, a two-tone wall or painted wainscoting to give a room its own character.",
    },
    {
      title: "Drywall Repair & Patching",
      description:
        "Nail pops, cracks, dents and small holes repaired and blended so they disappear under the new paint.",
    },
    {
      title: "Stairways, Railings & Banisters",
      description: "Spindles, handrails and stair risers painted carefully by hand, including two-tone designs.",
    },
    {
      title: "Wallpaper Removal",
      description: "Old wallpaper and adhesive removed and the walls skim-coated and primed, ready for paint.",
    },
    {
      title: "Color Consultation",
      description: "Help choosing colors and sheens that suit your light, your floors and the rest of the house.",
    },
  ],
  note: {
    heading: "Low-VOC paints as standard",
    text: "We use low-VOC interior paints on every job. They have far less odor than conventional paints, so rooms can be back in use sooner, and they are a better choice for homes with children, pets or anyone sensitive to fumes.",
  },
  process: [
    {
      number: 1,
      title: "Protect & Prepare",
      description:
        "We move and cover furniture, mask floors and fixtures, then fill, sand, caulk and spot-prime every surface.",
      colour: "brand",
    },
    {
      number: 2,
      title: "Cut In & Prime",
      description: "Edges are cut in by hand for clean lines, and stains or patches are primed so they cannot show through.",
      colour: "accent",
    },
    {
      number: 3,
      title: "Apply Two Coats",
      description: "Walls, ceilings and trim usually get two full coats for rich, even color and lasting durability.",
      colour: "sage",
    },
    {
      number: 4,
      title: "Clean Up & Walk-Through",
      description: "We put the room back together, clean up completely and walk through it with you to check every detail.",
      colour: "sky",
    },
  ],
  beforeAfter: {
    before: img(
      "interior-painting",
      "before",
      "Living room before painting, with scuffed tan walls and yellowed trim",
      "#C9B48F",
    ),
    after: img(
      "interior-painting",
      "after",
      "The same living room after painting, with soft greige walls and bright white trim",
      "#D1CBC1",
    ),
    caption: "A Roswell living room taken from dated tan to a soft greige, with the trim refreshed in bright white.",
  },
  benefits: [
    {
      title: "A smooth, lasting finish",
      description: "Thorough prep and quality paint mean fewer touch-ups and walls that wash clean for years.",
    },
    {
      title: "Your home, respected",
      description: "Floors and furniture covered, daily cleanup and a crew that treats your house like their own.",
    },
    {
      title: "Healthier indoor air",
      description: "Low-VOC paints keep odors down, so your family can settle back into freshly painted rooms sooner.",
    },
    {
      title: "Backed by our warranty",
      description: "Every interior project is covered by our 2-year labor warranty.",
    },
  ],
};
