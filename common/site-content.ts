/**
 * What the owner edits from the inbox's Site screens, one zod schema per
 * section: the business's facts, the reviews, the FAQ, the gallery's projects
 * and the photos behind the site's pictures. The inbox checks a draft with
 * them before saving, the Worker's API refuses what they refuse (400 naming
 * each bad field), and the build checks the published content with them again
 * before a page is written, so no invalid content can reach a visitor.
 *
 * Every text is plain text. Markup typed into a field (`<b>`, `<script>`) is
 * kept as the characters typed and shown escaped, never run: refusing it would
 * lose a review that quotes "<3", and React escapes every text it renders.
 * Invisible and control characters are removed (cleanText), as for leads.
 */
import { z } from "zod";
import { cleanText } from "./clean-text.ts";
import { PICTURE_ASPECTS, REVIEW_SOURCES, SITE_LIMITS, WEEKDAYS, usPhoneDisplay, type Weekday } from "./site-derived.ts";

export * from "./site-derived.ts";

export const SITE_SECTIONS = ["business", "reviews", "faq", "gallery", "pictures"] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];


/** Plain text on one line, trimmed. */
function line(max: number, what: string) {
  return z
    .string({ error: `${what} is required.` })
    .transform((value) => cleanText(value).replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, `${what} is required.`).max(max, `${what} may be at most ${max} characters.`));
}

/** Plain text with paragraphs (blank lines) kept, trimmed. */
function paragraphs(max: number, what: string) {
  return z
    .string({ error: `${what} is required.` })
    .transform((value) =>
      cleanText(value)
        .split("\n")
        .map((part) => part.replace(/[ \t]+/g, " ").trim())
        .join("\n")
        .replace(/\n{3,}/g, "\n\n")
        .trim(),
    )
    .pipe(z.string().min(1, `${what} is required.`).max(max, `${what} may be at most ${max} characters.`));
}

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and dashes.").max(80);
const isoDate = z.iso.date({ error: "Use a date as YYYY-MM-DD." });

// ---------------------------------------------------------------- phone

const usPhone = z
  .string({ error: "The phone number is required." })
  .transform((value, ctx) => {
    const display = usPhoneDisplay(value);
    if (!display) {
      ctx.addIssue({ code: "custom", message: "Enter a US phone number with its area code, e.g. (770) 555-0142." });
      return z.NEVER;
    }
    return display;
  });

// ---------------------------------------------------------------- hours


const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time, e.g. 08:00.");

const dayHours = z
  .object({ opens: clockTime, closes: clockTime })
  .strict()
  .refine((day) => day.closes > day.opens, { message: "The closing time must be after the opening time.", path: ["closes"] })
  .nullable();
export type DayHours = z.output<typeof dayHours>;

const weekHours = z
  .object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>)
  .strict()
  .refine((week) => WEEKDAYS.some((day) => week[day] !== null), { message: "Open on at least one day of the week." });
export type WeekHours = z.output<typeof weekHours>;

// ---------------------------------------------------------------- business

const httpsUrl = z.url({ protocol: /^https$/, error: "Use a full https:// address." }).max(500);

export const businessSchema = z
  .object({
    name: line(80, "The business name"),
    short_name: line(40, "The short name"),
    phone: usPhone,
    email: z.string().trim().pipe(z.email({ error: "Enter an e-mail address, e.g. office@example.com." }).max(120)),
    owner_name: line(80, "The owner's name"),
    hours: weekHours,
    holidays_closed: z
      .array(z.object({ date: isoDate, name: line(60, "The holiday's name") }).strict())
      .max(SITE_LIMITS.holidays, `At most ${SITE_LIMITS.holidays} holidays.`)
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((holiday, index) => {
          if (seen.has(holiday.date)) ctx.addIssue({ code: "custom", message: "This date is listed twice.", path: [index, "date"] });
          seen.add(holiday.date);
        });
      }),
    towns: z
      .array(line(40, "A town's name"))
      .min(1, "Name at least one town the business serves.")
      .max(SITE_LIMITS.towns, `At most ${SITE_LIMITS.towns} towns.`)
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((town, index) => {
          const key = town.toLowerCase();
          if (seen.has(key)) ctx.addIssue({ code: "custom", message: `${town} is listed twice.`, path: [index] });
          seen.add(key);
        });
      }),
    review_links: z
      .object({ google: z.union([z.literal(""), httpsUrl]), nextdoor: z.union([z.literal(""), httpsUrl]) })
      .strict(),
  })
  .strict();
export type BusinessFacts = z.output<typeof businessSchema>;

// ---------------------------------------------------------------- reviews


const reviewSchema = z
  .object({
    id: slug,
    quote: paragraphs(SITE_LIMITS.reviewChars, "The review"),
    author: line(60, "The author"),
    town: line(40, "The town"),
    source: z.enum(REVIEW_SOURCES, { error: `Choose one of: ${REVIEW_SOURCES.join(", ")}.` }),
    rating: z.number().int("Use a whole number of stars.").min(1, "At least 1 star.").max(5, "At most 5 stars."),
    /** When it was written; empty for a review whose date is not known. */
    date: z.union([z.literal(""), isoDate]),
    service: z.string().transform((value) => cleanText(value).trim()).pipe(z.string().max(60)).default(""),
    hidden: z.boolean().default(false),
    /** Written for the template, not a real customer's: the launch check refuses it. */
    sample: z.literal(true).optional(),
  })
  .strict();
export type Review = z.output<typeof reviewSchema>;

export const reviewsSchema = z
  .object({
    items: z.array(reviewSchema).max(SITE_LIMITS.reviews, `At most ${SITE_LIMITS.reviews} reviews.`),
    /** The ids of the (up to) three reviews the home page shows, in order. */
    featured: z.array(slug).max(3, "The home page shows three reviews."),
  })
  .strict()
  .superRefine((section, ctx) => {
    uniqueIds(section.items, ctx, "items");
    const visible = new Set(section.items.filter((review) => !review.hidden).map((review) => review.id));
    section.featured.forEach((id, index) => {
      if (!visible.has(id)) ctx.addIssue({ code: "custom", message: "Choose a review that is listed and not hidden.", path: ["featured", index] });
    });
    if (new Set(section.featured).size !== section.featured.length) {
      ctx.addIssue({ code: "custom", message: "A review is chosen twice.", path: ["featured"] });
    }
    const wanted = Math.min(3, visible.size);
    if (section.featured.length < wanted) {
      ctx.addIssue({ code: "custom", message: `Choose ${wanted} reviews for the home page.`, path: ["featured"] });
    }
  });
export type Reviews = z.output<typeof reviewsSchema>;

// ---------------------------------------------------------------- faq

/** Questions compared as a visitor reads them: case, spacing and the final "?" aside. */
function questionKey(question: string): string {
  return question.toLowerCase().replace(/[\s?]+/g, " ").trim();
}

export const faqSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            id: slug,
            question: line(SITE_LIMITS.faqQuestionChars, "The question"),
            /** Paragraphs are separated by a blank line; an https:// address becomes a link. */
            answer: paragraphs(SITE_LIMITS.faqAnswerChars, "The answer"),
          })
          .strict(),
      )
      .max(SITE_LIMITS.faqs, `At most ${SITE_LIMITS.faqs} questions.`),
  })
  .strict()
  .superRefine((section, ctx) => {
    uniqueIds(section.items, ctx, "items");
    const seen = new Set<string>();
    section.items.forEach((item, index) => {
      const key = questionKey(item.question);
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: "This question is already in the list.", path: ["items", index, "question"] });
      seen.add(key);
    });
  });
export type Faq = z.output<typeof faqSchema>;

// ---------------------------------------------------------------- photos


/** An uploaded photo's id (the R2 key is photos/<id>). */
export const PHOTO_ID_PATTERN = /^[a-f0-9]{32}$/;

/**
 * A photo the owner uploaded, and the point of it the crop keeps in view
 * (0-1 from the left and from the top): the picture's shape is cut around it.
 */
export const photoChoiceSchema = z
  .object({
    id: z.string().regex(PHOTO_ID_PATTERN, "Not an uploaded photo's id."),
    focus_x: z.number().min(0).max(1).default(0.5),
    focus_y: z.number().min(0).max(1).default(0.5),
  })
  .strict();
export type PhotoChoice = z.output<typeof photoChoiceSchema>;

const tone = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Use a colour as #RRGGBB.");

const galleryProjectSchema = z
  .object({
    id: slug,
    title: line(100, "The title"),
    description: line(400, "The description"),
    /** What the photo shows, for screen readers and search engines. */
    alt: line(200, "The photo's description"),
    aspect: z.enum(PICTURE_ASPECTS).default("landscape"),
    /** The placeholder's colour while the project has no photo. */
    tone: tone.default("#CCC9C0"),
    photo: photoChoiceSchema.nullable().default(null),
    hidden: z.boolean().default(false),
  })
  .strict();
export type GalleryProject = z.output<typeof galleryProjectSchema>;

export const gallerySchema = z
  .object({
    sections: z
      .array(
        z
          .object({
            id: slug,
            title: line(80, "The section's title"),
            description: line(400, "The section's description"),
            projects: z.array(galleryProjectSchema).max(SITE_LIMITS.galleryProjectsPerSection),
          })
          .strict(),
      )
      .min(1, "The gallery needs at least one section.")
      .max(12),
  })
  .strict()
  .superRefine((gallery, ctx) => {
    uniqueIds(gallery.sections, ctx, "sections");
    const seen = new Set<string>();
    gallery.sections.forEach((section, s) =>
      section.projects.forEach((project, p) => {
        if (seen.has(project.id)) ctx.addIssue({ code: "custom", message: "This id is used twice.", path: ["sections", s, "projects", p, "id"] });
        seen.add(project.id);
      }),
    );
  });
export type Gallery = z.output<typeof gallerySchema>;


/** A picture id as the site's content names them: folders and names of lower-case words. */
export const PICTURE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,3}$/;

export const picturesSchema = z
  .object({
    /** A photo for a picture id of the site (hero, service pages, before/after); the gallery's are on its projects. */
    photos: z
      .record(
        z.string().regex(PICTURE_ID_PATTERN, "Not a picture id."),
        photoChoiceSchema.extend({ alt: line(200, "The photo's description") }).strict(),
      )
      .refine((photos) => Object.keys(photos).length <= SITE_LIMITS.pictures, { message: `At most ${SITE_LIMITS.pictures} pictures.` }),
  })
  .strict();
export type Pictures = z.output<typeof picturesSchema>;

// ---------------------------------------------------------------- all sections

export const SECTION_SCHEMAS = {
  business: businessSchema,
  reviews: reviewsSchema,
  faq: faqSchema,
  gallery: gallerySchema,
  pictures: picturesSchema,
} as const;

export interface SiteContent {
  business: BusinessFacts;
  reviews: Reviews;
  faq: Faq;
  gallery: Gallery;
  pictures: Pictures;
}

/** The sections the owner has published; a missing one is the repository's own. */
export type PublishedSiteContent = Partial<SiteContent>;

function uniqueIds(list: readonly { id: string }[], ctx: z.RefinementCtx, path: string): void {
  const seen = new Set<string>();
  list.forEach((item, index) => {
    if (seen.has(item.id)) ctx.addIssue({ code: "custom", message: "This id is used twice.", path: [path, index, "id"] });
    seen.add(item.id);
  });
}

/** Every uploaded photo a section's content uses, with the field that names it. */
export function photosIn(section: SiteSection, content: unknown): { path: string; id: string }[] {
  if (section === "pictures") {
    return Object.entries((content as Pictures).photos).map(([picture, photo]) => ({ path: `photos.${picture}.id`, id: photo.id }));
  }
  if (section === "gallery") {
    return (content as Gallery).sections.flatMap((s, si) =>
      s.projects.flatMap((project, pi) => (project.photo ? [{ path: `sections.${si}.projects.${pi}.photo.id`, id: project.photo.id }] : [])),
    );
  }
  return [];
}

