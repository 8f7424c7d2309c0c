import type { Review, Reviews } from "../../common/site-content.ts";
import { business } from "./business.ts";
import { published } from "./published.ts";
import type { Testimonial } from "./types.ts";

/**
 * Reviews shown on /testimonials. The nine below are samples written for the
 * template (`sample: true`): the owner replaces them from the inbox's Site
 * screen with real reviews copied from the business's Google, Nextdoor and
 * Facebook pages before launch.
 * Publishing invented reviews misleads customers and breaks the platforms' rules.
 */
const repositoryTestimonials: (Testimonial & { source: Exclude<Testimonial["source"], "Other"> })[] = [
  {
    sample: true,
    quote:
      `${business.shortName} painted our entire downstairs, including a two-story foyer I was sure would be a nightmare. The crew covered every piece of furniture, showed up on time each morning and left the house spotless each evening. The lines where the walls meet the ceiling are perfect.`,
    author: "Jennifer M.",
    location: "Alpharetta",
    source: "Google Reviews",
    service: "Interior Painting",
  },
  {
    sample: true,
    quote:
      "We got three quotes for our exterior, and theirs was the only one that explained exactly what prep they would do. They replaced some rotted trim we did not even know about and worked around two days of rain without missing a beat. The house looks brand new.",
    author: "Mark T.",
    location: "Roswell",
    source: "Nextdoor",
    service: "Exterior Painting",
  },
  {
    sample: true,
    quote:
      "Our oak kitchen cabinets are now a soft white with a navy island, and everyone who visits thinks we remodeled. It cost a fraction of what new cabinets would have. The finish is smooth and has held up beautifully to two kids.",
    author: "Priya S.",
    location: "Johns Creek",
    source: "Google Reviews",
    service: "Cabinet Refinishing",
  },
  {
    sample: true,
    quote:
      "Our deck had turned completely gray and was starting to splinter. They fixed a few loose boards, cleaned it and stained it a warm cedar color, and it looks better than when we bought the house. Very fair, very easy to work with.",
    author: "Greg H.",
    location: "Woodstock",
    source: "Facebook",
    service: "Deck & Fence Staining",
  },
  {
    sample: true,
    quote:
      "I have a toddler and was worried about paint fumes, so I appreciated that they use low-VOC paint. We painted the nursery and two bedrooms, and the smell was gone by the next day. Friendly, careful people.",
    author: "Lauren K.",
    location: "Milton",
    source: "Nextdoor",
    service: "Interior Painting",
  },
  {
    sample: true,
    quote:
      "They soft washed our house and pressure washed the driveway and sidewalk, and the red clay stains I had given up on are gone. They covered all the plants in the flower beds before starting. We have already booked them to paint the trim this fall.",
    author: "Robert D.",
    location: "Marietta",
    source: "Google Reviews",
    service: "Pressure Washing",
  },
  {
    sample: true,
    quote:
      "Our garage floor was stained and dusty, and now it is a glossy gray flake finish that cleans up with a mop. They spent a full day just grinding and repairing the concrete before coating it, which told me they do things properly.",
    author: "Anthony R.",
    location: "Cumming",
    source: "Facebook",
    service: "Epoxy Floors",
  },
  {
    sample: true,
    quote:
      "From the first phone call to the final walk-through, communication was excellent. The proposal listed every room, the paint and the schedule, and they finished exactly when they said they would. I would not hesitate to recommend them.",
    author: "Susan W.",
    location: "Sandy Springs",
    source: "Google Reviews",
    service: "Interior Painting",
  },
  {
    sample: true,
    quote:
      "We had our brick ranch painted white and the shutters and front door painted black. The owner helped us choose the colors and even painted sample boards so we could see them in the sun. Our neighbors keep stopping to ask who did it.",
    author: "Michelle B.",
    location: "Smyrna",
    source: "Facebook",
    service: "Exterior Painting",
  },
];

/**
 * The reviews as the inbox's Site screen edits them, as this repository ships
 * them: the home page features the first three (one each for its three
 * featured services). The owner's published reviews replace them.
 */
export const repositoryReviews: Reviews = {
  items: repositoryTestimonials.map((review, index) => ({
    id: `review-${index + 1}`,
    quote: review.quote,
    author: review.author,
    town: review.location,
    source: review.source,
    rating: review.rating ?? 5,
    date: "",
    service: review.service ?? "",
    hidden: false,
    ...(review.sample ? { sample: true as const } : {}),
  })),
  featured: ["review-1", "review-2", "review-3"],
};

function toTestimonial(review: Review): Testimonial {
  return {
    quote: review.quote,
    author: review.author,
    location: review.town,
    source: review.source,
    rating: review.rating,
    ...(review.service ? { service: review.service } : {}),
    ...(review.date ? { date: review.date } : {}),
    ...(review.sample ? { sample: true as const } : {}),
  };
}

const reviews = published.reviews ?? repositoryReviews;

/** The reviews /testimonials shows, in the owner's order, hidden ones left out. */
export const testimonials: Testimonial[] = reviews.items.filter((review) => !review.hidden).map(toTestimonial);

/** The (up to) three reviews the home page shows, as the owner chose them. */
export const featuredTestimonials: Testimonial[] = reviews.featured.flatMap((id) => {
  const review = reviews.items.find((item) => item.id === id && !item.hidden);
  return review ? [toTestimonial(review)] : [];
});
