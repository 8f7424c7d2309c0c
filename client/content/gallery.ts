import type { Gallery, GalleryProject } from "../../common/site-content.ts";
import { galleryPictureId } from "../../common/site-derived.ts";
import { published } from "./published.ts";
import type { GallerySection, ImageRef } from "./types.ts";

type Row = [title: string, description: string, alt: string, tone: string, aspect?: ImageRef["aspect"]];

/** Builds a section's projects; their ids (and picture ids, gallery/<id>) are <section>-NN in list order. */
function items(section: string, rows: Row[]): GalleryProject[] {
  return rows.map(([title, description, alt, tone, aspect = "landscape"], i) => ({
    id: `${section}-${String(i + 1).padStart(2, "0")}`,
    title,
    description,
    alt,
    aspect,
    tone,
    photo: null,
    hidden: false,
  }));
}

/**
 * The gallery's five sections in page order, as this repository ships them;
 * each `id` is the section's in-page anchor (/gallery#deck-fence-staining),
 * linked from elsewhere, so keep it. The owner adds, reorders and hides
 * projects from the inbox's Site screen; the published gallery replaces this one.
 */
const repositorySections: { id: string; title: string; description: string; projects: GalleryProject[] }[] = [
  {
    id: "interior-painting",
    title: "Interior Painting",
    description:
      "Living rooms, kitchens, bedrooms, stairways and offices across North Metro Atlanta, each prepared carefully and finished with low-VOC paints.",
    projects: items("interior-painting", [
      [
        "Two-tone dining room in Roswell",
        "Sherwin-Williams Alabaster walls above Iron Ore wainscoting give this formal dining room a crisp, classic contrast.",
        "Dining room with off-white upper walls, charcoal wainscoting and a wooden table under a chandelier",
        "#EDEAE0",
      ],
      [
        "Two-story great room in Alpharetta",
        "Agreeable Gray on the walls of a two-story great room, with the ceiling and trim refreshed in bright white.",
        "Tall great room with soft greige walls, white trim, a stone fireplace and large windows",
        "#D1CBC1",
      ],
      [
        "Navy home office in Milton",
        "Benjamin Moore Hale Navy walls with the built-in shelves painted white to frame a quiet place to work.",
        "Home office with deep navy walls, white built-in bookshelves and a wooden desk",
        "#434C56",
        "portrait",
      ],
      [
        "Calm nursery in Johns Creek",
        "A soft Sea Salt green-gray painted with low-VOC paint so the room was ready well before the baby arrived.",
        "Nursery with pale green-gray walls, a white crib and a rocking chair by the window",
        "#CDD2CA",
      ],
      [
        "Primary bedroom retreat in Cumming",
        "Benjamin Moore Pale Oak walls and a freshly painted tray ceiling give this bedroom a warm, restful feel.",
        "Primary bedroom with warm light greige walls, a white tray ceiling and a neatly made bed",
        "#DDD5CA",
      ],
      [
        "Open kitchen and family room in Sandy Springs",
        "Chantilly Lace throughout an open floor plan, with clean lines where the walls meet the kitchen backsplash.",
        "Open-plan kitchen and family room with bright white walls, a white kitchen and a gray sofa",
        "#F4F5F0",
      ],
      [
        "Two-story foyer in Dunwoody",
        "White Dove walls in a tall foyer, painted from scaffolding, with the stair railing finished in satin black.",
        "Two-story foyer with soft white walls, a curved staircase and a black stair railing",
        "#F0EFE6",
        "portrait",
      ],
      [
        "Moody powder room in Marietta",
        "Pewter Green on every wall and the ceiling turns a small powder room into a bold, cozy surprise.",
        "Small powder room with dark green walls and ceiling, a round mirror and a brass faucet",
        "#5E6259",
        "square",
      ],
      [
        "Bright playroom in Woodstock",
        "Rainwashed walls in a scrubbable finish that stands up to toys, crayons and busy kids.",
        "Children's playroom with light blue-green walls, white shelves and a play rug",
        "#C2CDC5",
      ],
      [
        "Basement media room in Canton",
        "Urbane Bronze walls cut glare and make this finished basement feel like a real home theater.",
        "Basement media room with dark bronze walls, a sectional sofa and a wall-mounted television",
        "#54504A",
      ],
      [
        "Townhome living room in Smyrna",
        "Revere Pewter walls and fresh white trim completed in two days so the owners could host the holidays.",
        "Townhome living room with warm gray walls, white trim, a fireplace and a light sofa",
        "#CCC7B9",
      ],
      [
        "Gallery hallway in Vinings",
        "Simply White walls in a long condo hallway, a clean backdrop for the owner's art collection.",
        "Long hallway with bright white walls lined with framed artwork and recessed lighting",
        "#F5F3E7",
        "portrait",
      ],
      [
        "Coffered ceiling in Alpharetta",
        "A coffered family room ceiling caulked and painted in Extra White so every beam line stays crisp.",
        "Family room coffered ceiling painted bright white above a chandelier",
        "#EEEFEA",
      ],
      [
        "Guest bathroom in Roswell",
        "Palladian Blue in a moisture-resistant finish, a soft, spa-like update for a busy guest bath.",
        "Guest bathroom with pale blue walls, a white vanity and white subway tile",
        "#C5D1CB",
        "square",
      ],
      [
        "Board-and-batten mudroom in Milton",
        "New board-and-batten painted Evergreen Fog, with wall hooks and a bench for backpacks and boots.",
        "Mudroom with green-gray board-and-batten walls, coat hooks and a built-in bench",
        "#95978A",
      ],
      [
        "Teen bedroom accent wall in Johns Creek",
        "A Cyberspace charcoal accent wall behind the bed, with the other three walls in a light gray.",
        "Teen bedroom with a charcoal accent wall behind the bed and light gray side walls",
        "#44484D",
      ],
      [
        "Laundry room refresh in Cumming",
        "A cheerful deep teal makes the laundry room a more pleasant place to spend a few minutes.",
        "Laundry room with deep teal walls, white cabinets and a front-loading washer and dryer",
        "#4C6B6A",
        "square",
      ],
      [
        "Sunroom in Marietta",
        "Greek Villa walls and a bright white ceiling keep this sunroom light and warm all year.",
        "Sunroom with warm white walls, tall windows on three sides and wicker furniture",
        "#F0ECE2",
      ],
      [
        "Black-and-white staircase in Sandy Springs",
        "Tricorn Black spindles and handrail with white risers, each baluster painted carefully by hand.",
        "Staircase with black spindles and handrail, white risers and stained wooden treads",
        "#2F2F30",
        "portrait",
      ],
      [
        "Home gym in Woodstock",
        "Repose Gray walls in a durable eggshell finish for a bright, easy-to-clean basement gym.",
        "Basement home gym with light gray walls, rubber flooring and a wall mirror",
        "#CCC9C0",
      ],
      [
        "Office suite in Sandy Springs",
        "A small office suite repainted in Gray Owl over a weekend, so the business opened on Monday as usual.",
        "Office reception area with light gray walls, a front desk and waiting chairs",
        "#D3D4CC",
      ],
    ]),
  },
  {
    id: "exterior-painting",
    title: "Exterior Painting",
    description:
      "Siding, brick, trim, doors and porches painted to hold up to Georgia sun, humidity and storms while lifting each home's curb appeal.",
    projects: items("exterior-painting", [
      [
        "Craftsman in Milton",
        "Repose Gray siding, white trim and a stained wood front door bring out the details of this craftsman home.",
        "Craftsman-style house with light gray siding, white trim, stone columns and a wood front door",
        "#CCC9C0",
      ],
      [
        "Painted brick ranch in Smyrna",
        "A dated red brick ranch painted in Extra White with a breathable masonry coating and black shutters.",
        "Single-story brick ranch house painted white with black shutters and a green lawn",
        "#EEEFEA",
      ],
      [
        "Classic colonial in Alpharetta",
        "White siding with Hale Navy shutters and front door for a timeless, crisp colonial look.",
        "Two-story colonial house with white siding, navy shutters and a navy front door",
        "#F0EFE6",
      ],
      [
        "Modern farmhouse in Cumming",
        "Pure White board-and-batten with Tricorn Black window trim and gutters for a clean modern farmhouse.",
        "Modern farmhouse with white board-and-batten siding, black windows and a metal porch roof",
        "#EDECE6",
      ],
      [
        "Historic cottage in Roswell",
        "Evergreen Fog siding with cream trim, sympathetic to the character of an older Roswell neighborhood.",
        "Small historic cottage with green-gray siding, cream trim and a front porch with rocking chairs",
        "#95978A",
      ],
      [
        "Charcoal two-story in Johns Creek",
        "Kendall Charcoal siding with white trim turns a builder-beige home into a standout on the street.",
        "Two-story house with charcoal gray siding, white trim and a red brick walkway",
        "#686865",
      ],
      [
        "Red front door in Vinings",
        "A Rookwood Red front door, sanded and brushed to a smooth, glossy finish.",
        "Front door painted deep red with brass hardware, flanked by potted plants",
        "#622F2D",
        "portrait",
      ],
      [
        "Stucco home in Sandy Springs",
        "Edgecomb Gray elastomeric coating on stucco, after hairline cracks were filled and sealed.",
        "Stucco house painted a warm light gray with white window trim and a tiled roof",
        "#D9D2C4",
      ],
      [
        "Navy split-level in Smyrna",
        "Naval blue siding with white trim gave this 1970s split-level a fresh, updated personality.",
        "Split-level house with navy blue siding, white trim and a gray front door",
        "#2F3D4C",
      ],
      [
        "Cedar shake home in Canton",
        "Cedar shakes re-coated and the trim painted Urbane Bronze on a wooded lot near Lake Allatoona.",
        "House with brown cedar shake siding and dark bronze trim surrounded by trees",
        "#54504A",
      ],
      [
        "Fiber cement siding in Woodstock",
        "Mindful Gray over fiber cement siding, with rotted trim boards replaced before painting.",
        "Two-story house with warm gray fiber cement siding and white trim",
        "#BCB7AD",
      ],
      [
        "Haint blue porch ceiling in Dunwoody",
        "A traditional Southern haint blue on the porch ceiling, with the columns and railing refreshed in white.",
        "Front porch with a pale blue ceiling, white columns and a white railing",
        "#C3CDD7",
      ],
      [
        "Shutters and trim refresh in Roswell",
        "Faded shutters sanded and painted Tricorn Black, with all window trim recaulked and repainted.",
        "Close-up of black shutters beside a white-trimmed window on light siding",
        "#2F2F30",
        "square",
      ],
      [
        "Carriage garage doors in Alpharetta",
        "Carriage-style garage doors painted a deep iron gray to match new exterior light fixtures.",
        "Two carriage-style garage doors painted dark gray on a white brick house",
        "#4C4F51",
      ],
      [
        "Storefront near Marietta Square",
        "A retail storefront repainted in Peppercorn with white trim, scheduled early in the morning around business hours.",
        "Small retail storefront painted dark gray with white window trim and a hanging sign",
        "#585858",
      ],
      [
        "Townhome community in Smyrna",
        "A row of townhomes repainted in an HOA-approved Accessible Beige, one building at a time.",
        "Row of townhomes with beige siding, white trim and matching front doors",
        "#D1C7B8",
      ],
      [
        "Barn-style workshop in Milton",
        "A detached workshop painted a deep bottle green with white trim to suit its horse-country setting.",
        "Barn-style workshop painted dark green with white trim and a sliding door",
        "#324038",
      ],
      [
        "Brick and siding two-tone in Johns Creek",
        "Sea Salt siding above painted white brick, with the shutters and door in a soft black.",
        "House with pale green-gray siding above white painted brick and black shutters",
        "#CDD2CA",
      ],
    ]),
  },
  {
    id: "cabinet-refinishing",
    title: "Cabinet Refinishing",
    description:
      "Kitchens, vanities and built-ins given a smooth, durable new finish, for 50-70% less than the cost of new cabinets.",
    projects: items("cabinet-refinishing", [
      [
        "White shaker kitchen in Johns Creek",
        "Honey oak cabinets refinished in Simply White, with new brushed nickel pulls.",
        "Kitchen with white shaker cabinets, brushed nickel pulls and a gray quartz countertop",
        "#F5F3E7",
      ],
      [
        "Navy island in Johns Creek",
        "A Hale Navy island stands out against white perimeter cabinets and brass hardware.",
        "Kitchen with a navy blue island, white perimeter cabinets and brass cabinet pulls",
        "#434C56",
      ],
      [
        "Sage green kitchen in Roswell",
        "Evergreen Fog cabinets bring a soft, natural color to a kitchen that opens onto the backyard.",
        "Kitchen with sage green cabinets, a white farmhouse sink and open wood shelves",
        "#95978A",
      ],
      [
        "Greige kitchen in Milton",
        "Cherry cabinets refinished in Repose Gray, lightening the room without losing its warmth.",
        "Kitchen with light gray cabinets, a white tile backsplash and stainless appliances",
        "#CCC9C0",
      ],
      [
        "Bathroom vanity in Sandy Springs",
        "A builder-grade vanity refinished in Urbane Bronze with matte black knobs.",
        "Bathroom vanity painted dark bronze with a white countertop and black knobs",
        "#54504A",
        "square",
      ],
      [
        "Two-tone kitchen in Dunwoody",
        "Tricorn Black lower cabinets with white uppers for a bold, balanced kitchen update.",
        "Kitchen with black lower cabinets, white upper cabinets and a marble-look backsplash",
        "#2F2F30",
      ],
      [
        "Basement wet bar in Cumming",
        "Kendall Charcoal cabinets and new pulls turned a plain basement bar into a favorite gathering spot.",
        "Basement wet bar with charcoal gray cabinets, a wine fridge and open shelving",
        "#686865",
        "portrait",
      ],
      [
        "Laundry room cabinets in Marietta",
        "Palladian Blue upper cabinets brighten a small laundry room with no window.",
        "Laundry room with pale blue upper cabinets above a washer and dryer",
        "#C5D1CB",
      ],
      [
        "Built-in bookcases in Vinings",
        "Living room built-ins refinished in White Dove to match newly painted trim.",
        "Living room built-in bookcases painted soft white on both sides of a fireplace",
        "#F0EFE6",
        "portrait",
      ],
      [
        "Oak to white kitchen in Smyrna",
        "1990s oak cabinets degreased, sanded, primed and finished in Alabaster for a bright, updated kitchen.",
        "Bright kitchen with off-white cabinets, a butcher-block island and pendant lights",
        "#EDEAE0",
      ],
    ]),
  },
  {
    id: "deck-fence-staining",
    title: "Deck & Fence Staining",
    description:
      "Decks, porches and fences cleaned, repaired and stained to bring back the wood's warmth and protect it from sun and rain.",
    projects: items("deck-fence-staining", [
      [
        "Cedar-tone deck in Woodstock",
        "A gray, weathered deck cleaned, brightened and stained in a semi-transparent cedar tone.",
        "Backyard deck stained a warm cedar color with matching railings and steps",
        "#A0633C",
      ],
      [
        "Privacy fence in Canton",
        "A six-foot privacy fence stained in a rich cordovan brown on both sides.",
        "Tall wooden privacy fence stained dark brown along a backyard lawn",
        "#5B3A29",
      ],
      [
        "Screened porch floor in Roswell",
        "A screened porch floor painted in a durable gray porch-and-floor enamel.",
        "Screened porch with a gray painted floor, ceiling fan and outdoor furniture",
        "#ACA79E",
      ],
      [
        "Two-level deck in Milton",
        "A large two-level deck stripped of peeling finish and re-stained in canyon brown.",
        "Two-level wooden deck stained medium brown, with stairs connecting the levels",
        "#6D4C35",
      ],
      [
        "Wraparound porch in Marietta",
        "A wraparound porch with the floor painted charcoal and the ceiling in a soft haint blue.",
        "Wraparound front porch with a charcoal floor, pale blue ceiling and white columns",
        "#686865",
      ],
      [
        "Deck and pergola in Alpharetta",
        "A deck and pergola finished in a natural cedar stain that lets the wood grain show through.",
        "Wooden deck with a pergola stained in a light natural cedar tone",
        "#B07A4F",
      ],
      [
        "Picket fence in Vinings",
        "A picket fence finished in a white solid stain that covers weathering and resists peeling.",
        "White picket fence in front of a garden with flowers",
        "#F0EFE6",
      ],
      [
        "Poolside deck in Johns Creek",
        "A driftwood gray semi-transparent stain chosen to stay cooler underfoot by the pool.",
        "Deck stained driftwood gray beside a backyard swimming pool",
        "#8F8779",
      ],
      [
        "Horizontal slat fence in Sandy Springs",
        "A modern horizontal fence stained dark walnut for a clean, contemporary backyard.",
        "Modern horizontal slat fence stained dark walnut brown",
        "#4E3626",
      ],
      [
        "Back porch steps in Cumming",
        "Porch steps and railings sanded and stained redwood, with loose treads secured first.",
        "Wooden back porch steps and railing stained a reddish-brown redwood tone",
        "#8B4A2F",
        "portrait",
      ],
      [
        "Porch ceiling in Dunwoody",
        "A tongue-and-groove porch ceiling cleaned and finished in a natural pine stain.",
        "Covered porch ceiling of tongue-and-groove boards stained a warm natural pine",
        "#C49A6C",
        "portrait",
      ],
      [
        "Deck restoration in Smyrna",
        "A neglected deck with popped nails and split boards repaired, sanded and stained a medium brown.",
        "Restored wooden deck stained medium brown with outdoor chairs and a grill",
        "#7A5234",
      ],
      [
        "Screened porch and deck in Canton",
        "A screened porch and the open deck beside it stained to match in a warm chestnut tone.",
        "Screened porch and adjoining open deck stained a warm chestnut brown",
        "#9A6B47",
        "square",
      ],
    ]),
  },
  {
    id: "specialty-projects",
    title: "Specialty Projects",
    description:
      "Epoxy garage, basement and workshop floors, built on careful concrete preparation for a durable, easy-to-clean finish.",
    projects: items("specialty-projects", [
      [
        "Flake garage floor in Alpharetta",
        "A two-car garage finished with a gray and white flake epoxy system and a clear protective topcoat.",
        "Two-car garage with a glossy gray flake epoxy floor and white walls",
        "#8A8D8F",
      ],
      [
        "Copper metallic basement in Johns Creek",
        "A copper metallic epoxy gives this finished basement floor a rich, marbled look.",
        "Basement floor with a glossy copper-toned metallic epoxy finish",
        "#9C6B4E",
      ],
      [
        "Workshop floor in Canton",
        "A solid charcoal coating for a home woodworking shop that sweeps clean of sawdust and shrugs off dropped tools.",
        "Woodworking shop with a solid charcoal epoxy floor under workbenches and tool storage",
        "#4A4C4E",
      ],
      [
        "Three-car garage in Cumming",
        "A warm tan and brown flake system chosen to hide red clay tracked in from the driveway.",
        "Three-car garage with a tan and brown flake epoxy floor",
        "#A89A85",
      ],
      [
        "Retail floor in Roswell",
        "A charcoal flake floor for a small retail space that needed a tough, good-looking surface.",
        "Small retail shop with a charcoal flake epoxy floor and display shelves",
        "#4A4C4E",
        "square",
      ],
    ]),
  },
];

/** The gallery as the inbox's Site screen edits it, as this repository ships it. */
export const repositoryGallery: Gallery = { sections: repositorySections };

/** The gallery's sections as the page shows them: the owner's order, hidden projects left out. */
export const gallerySections: GallerySection[] = (published.gallery ?? repositoryGallery).sections.map((section) => ({
  id: section.id,
  title: section.title,
  description: section.description,
  items: section.projects
    .filter((project) => !project.hidden)
    .map((project) => ({
      image: {
        id: galleryPictureId(project.id),
        alt: project.alt,
        aspect: project.aspect,
        tone: project.tone,
        ...(project.photo ? { photo: project.photo } : {}),
      },
      title: project.title,
      description: project.description,
    })),
}));
