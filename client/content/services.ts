import { business } from "./business.ts";
import { catalogEntry, serviceImage as img } from "./service-catalog.ts";
import type { Service } from "./types.ts";

/** "<page> | <business name>": the name lives in business.ts only. */
const title = (page: string) => `${page} | ${business.name}`;

/**
 * The six services, in the order the menus, the services page and the quote
 * form list them. `items` has eight entries for interior painting and six for
 * every other service; `process` always has four steps.
 */
export const services: Service[] = [
  {
    ...catalogEntry("interior-painting"),
    metaTitle: title("Interior Painting, Alpharetta GA"),
    metaDescription:
      "Interior house painting in Alpharetta, Roswell and across North Metro Atlanta: walls, ceilings, trim and cabinets with low-VOC paints. Free estimates.",
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
  },
  {
    ...catalogEntry("exterior-painting"),
    metaTitle: title("Exterior Painting, Alpharetta GA"),
    metaDescription:
      "Exterior house painting in Alpharetta, Marietta and North Metro Atlanta. Siding, trim and brick painted with weather-resistant coatings. Free estimates.",
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
  },
  {
    ...catalogEntry("cabinet-refinishing"),
    metaTitle: title("Cabinet Refinishing, Alpharetta"),
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
  },
  {
    ...catalogEntry("deck-fence-staining"),
    metaTitle: title("Deck & Fence Staining, Alpharetta"),
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
  },
  {
    ...catalogEntry("pressure-washing"),
    metaTitle: title("Pressure Washing, Alpharetta GA"),
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
  },
  {
    ...catalogEntry("epoxy-floors"),
    metaTitle: title("Epoxy Floors, Alpharetta GA"),
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
          "Two-car garage in Johns Creek with a gray and white flake epoxy floor",
          "#8A8D8F",
        ),
        title: "Flake Garage Floor in Johns Creek",
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
  },
];

/** A service by its route slug, or undefined. */
export function serviceBySlug(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug);
}
