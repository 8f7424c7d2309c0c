/**
 * The schemas of the sections the owner edits (common/site-content.ts): the
 * content this repository ships passes them unchanged, and each kind of bad
 * input the Site screens and their API must refuse is refused with the field named.
 */
import { describe, expect, it } from "vitest";
import { SECTION_SCHEMAS, hoursLines, usPhoneDisplay, type SiteSection } from "../../common/site-content.ts";
import { OPENING_HOURS } from "../../common/business.ts";
import { repositorySiteContent } from "../../client/content/site-sections.ts";

/** Each failing field's first message, keyed by its path, as the API's `fields` names them. */
function problems(section: SiteSection, value: unknown): Record<string, string> {
  const parsed = SECTION_SCHEMAS[section].safeParse(value);
  const fields: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) fields[issue.path.map(String).join(".") || "body"] ??= issue.message;
  return fields;
}

const repository = repositorySiteContent();
const clone = <T>(value: T): T => structuredClone(value);

describe("the repository's content", () => {
  for (const section of Object.keys(SECTION_SCHEMAS) as SiteSection[]) {
    it(`passes the ${section} schema unchanged`, () => {
      const parsed = SECTION_SCHEMAS[section].safeParse(repository[section]);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
      expect(parsed.data).toEqual(repository[section]);
    });
  }

  it("shows the same hours lines as common/business.ts", () => {
    expect(hoursLines(repository.business.hours)).toEqual(OPENING_HOURS.map((line) => ({ ...line, schemaDays: [...line.schemaDays] })));
  });
});

describe("business facts", () => {
  it("accepts a US number however it is typed, and stores it as people read it", () => {
    for (const typed of ["770-555-0199", "(770) 555 0199", "+1 770 555 0199", "17705550199", "770.555.0199"]) {
      expect(usPhoneDisplay(typed)).toBe("(770) 555-0199");
    }
    const parsed = SECTION_SCHEMAS.business.parse({ ...repository.business, phone: "+1 (404) 555-0101" });
    expect(parsed.phone).toBe("(404) 555-0101");
  });

  it("refuses a number that is not a US number", () => {
    for (const phone of ["+44 20 7946 0958", "555-0142", "(070) 555-0142", "770-155-0142", "call me", ""]) {
      expect(problems("business", { ...repository.business, phone })).toHaveProperty("phone");
    }
  });

  it("refuses an hour range that ends before it starts, naming the day", () => {
    const business = clone(repository.business);
    business.hours.Tuesday = { opens: "17:00", closes: "09:00" };
    expect(problems("business", business)).toEqual({ "hours.Tuesday.closes": "The closing time must be after the opening time." });
  });

  it("refuses a week with no open day and a time that is not a time", () => {
    const business = clone(repository.business);
    for (const day of Object.keys(business.hours) as (keyof typeof business.hours)[]) business.hours[day] = null;
    expect(problems("business", business)).toHaveProperty("hours");
    expect(problems("business", { ...repository.business, hours: { ...repository.business.hours, Monday: { opens: "8am", closes: "18:00" } } })).toHaveProperty(
      "hours.Monday.opens",
    );
  });

  it("refuses a town list of zero, a duplicate town and a duplicate holiday", () => {
    expect(problems("business", { ...repository.business, towns: [] })).toEqual({ towns: "Name at least one town the business serves." });
    expect(problems("business", { ...repository.business, towns: ["Roswell", "roswell"] })).toHaveProperty("towns.1");
    const holidays = [
      { date: "2026-12-25", name: "Christmas Day" },
      { date: "2026-12-25", name: "Christmas" },
    ];
    expect(problems("business", { ...repository.business, holidays_closed: holidays })).toHaveProperty("holidays_closed.1.date");
  });

  it("refuses a review link that is not https and an unknown field", () => {
    expect(problems("business", { ...repository.business, review_links: { google: "javascript:alert(1)", nextdoor: "" } })).toHaveProperty(
      "review_links.google",
    );
    expect(problems("business", { ...repository.business, colour: "red" })).toHaveProperty("body");
  });

  it("keeps markup as the text typed (shown escaped), and drops invisible characters", () => {
    const parsed = SECTION_SCHEMAS.business.parse({ ...repository.business, name: "  <b>Peachtree</b>\u200b Brush  " });
    expect(parsed.name).toBe("<b>Peachtree</b> Brush");
  });
});

describe("reviews", () => {
  it("refuses a review over 1,500 characters", () => {
    const reviews = clone(repository.reviews);
    reviews.items[0]!.quote = "Great work. ".repeat(130);
    expect(problems("reviews", reviews)).toEqual({ "items.0.quote": "The review may be at most 1500 characters." });
  });

  it("refuses an unknown source, a rating of 6 and a featured review that is hidden", () => {
    const reviews = clone(repository.reviews);
    (reviews.items[1] as { source: string }).source = "Yelp";
    reviews.items[2]!.rating = 6;
    expect(Object.keys(problems("reviews", reviews)).sort()).toEqual(["items.1.source", "items.2.rating"]);
    const hiding = clone(repository.reviews);
    hiding.items[0]!.hidden = true;
    expect(problems("reviews", hiding)).toEqual({ "featured.0": "Choose a review that is listed and not hidden." });
  });

  it("asks for three featured reviews while three are shown", () => {
    const reviews = clone(repository.reviews);
    reviews.featured = ["review-1"];
    expect(problems("reviews", reviews)).toHaveProperty("featured");
  });
});

describe("FAQ", () => {
  it("refuses a duplicate question, however it is capitalised", () => {
    const faq = clone(repository.faq);
    faq.items.push({ id: "question-99", question: "ARE your estimates free", answer: "Yes." });
    expect(problems("faq", faq)).toEqual({ [`items.${faq.items.length - 1}.question`]: "This question is already in the list." });
  });

  it("keeps paragraphs in an answer", () => {
    const parsed = SECTION_SCHEMAS.faq.parse({ items: [{ id: "q", question: "Why?", answer: "One.\r\n\r\n\r\nTwo  words." }] });
    expect(parsed.items[0]!.answer).toBe("One.\n\nTwo words.");
  });
});

describe("gallery and pictures", () => {
  it("refuses a project id used twice and a photo id that was never uploaded", () => {
    const gallery = clone(repository.gallery);
    gallery.sections[1]!.projects[0]!.id = gallery.sections[0]!.projects[0]!.id;
    gallery.sections[0]!.projects[1]!.photo = { id: "../../etc/passwd", focus_x: 0.5, focus_y: 0.5 };
    const found = problems("gallery", gallery);
    expect(Object.keys(found).sort()).toEqual(["sections.0.projects.1.photo.id", "sections.1.projects.0.id"]);
  });

  it("refuses a picture id that is not one and a photo without a description", () => {
    const photo = { id: "0123456789abcdef0123456789abcdef", focus_x: 0.5, focus_y: 0.5 };
    expect(problems("pictures", { photos: { "../hero": { ...photo, alt: "A house" } } })).toHaveProperty("photos.../hero");
    expect(problems("pictures", { photos: { "heroes/home-hero": { ...photo, alt: " " } } })).toHaveProperty("photos.heroes/home-hero.alt");
  });
});
