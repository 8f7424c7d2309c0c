import { OPENING_HOURS, SERVICE_AREA_MAP_URL, SERVICE_AREA_TOWNS } from "../../common/business.ts";
import PUBLIC_HOLIDAYS from "../../common/public-holidays.json" with { type: "json" };
import type { BusinessFacts } from "../../common/site-content.ts";
import { hoursLines, phoneE164, weekFromLines } from "../../common/site-derived.ts";
import { published } from "./published.ts";
import { SAMPLE_BUSINESS, SAMPLE_REVIEW_LINKS } from "./sample.ts";
import type { BusinessProfile } from "./types.ts";

/**
 * The facts the owner edits on the inbox's Site screen, as this repository
 * ships them (the sample business). Once the owner publishes the business
 * section, the published facts replace these everywhere below.
 */
export const repositoryBusinessFacts: BusinessFacts = {
  name: SAMPLE_BUSINESS.name,
  short_name: SAMPLE_BUSINESS.shortName,
  phone: SAMPLE_BUSINESS.phoneDisplay,
  email: SAMPLE_BUSINESS.email,
  owner_name: SAMPLE_BUSINESS.ownerName,
  // The hours and the towns are shared with the Worker: the repository's own are in common/business.ts.
  hours: weekFromLines(OPENING_HOURS),
  // The US federal holidays of common/public-holidays.json (the Worker's default clock) for this
  // year and the next: what the owner starts from on the Site screen, and a list short enough to edit.
  holidays_closed: PUBLIC_HOLIDAYS.closed.filter((day) => {
    const year = Number(day.date.slice(0, 4));
    const thisYear = new Date().getUTCFullYear();
    return year === thisYear || year === thisYear + 1;
  }),
  towns: [...SERVICE_AREA_TOWNS],
  // Sample links (searches, not the business's pages) until the owner publishes the real ones.
  review_links: {
    google: "https://www.google.com/maps/search/?api=1&query=Peachtree+Brush+Painting+Alpharetta+GA",
    nextdoor: "https://nextdoor.com/pages/peachtree-brush-painting-alpharetta-ga/",
  },
};

const facts = published.business ?? repositoryBusinessFacts;

/**
 * The business itself: name, contact details, hours, service area and the
 * claims the site makes. Everything else in this folder reads from here, so a
 * change of phone number or e-mail is made once.
 *
 * The owner changes the facts (name, phone, e-mail, hours, holidays, towns,
 * review links) from the inbox's Site screen and publishes them; until then the
 * repository's sample values below stand in (sample.ts), and
 * `npm run check:launch` lists whatever is still sample. The claims and the
 * map are the business's own and live here.
 */
export const business: BusinessProfile = {
  name: facts.name,
  shortName: facts.short_name,
  tagline: "Owner-run residential and commercial painting in North Metro Atlanta since 2009",
  phoneDisplay: facts.phone,
  phoneE164: phoneE164(facts.phone), // the same number as phoneDisplay, in E.164
  email: facts.email,
  siteUrl: SAMPLE_BUSINESS.siteUrl, // no trailing slash
  region: "North Metro Atlanta",
  address: { locality: "Alpharetta", region: "GA", country: "US" },
  hours: hoursLines(facts.hours),
  holidaysClosed: facts.holidays_closed,
  towns: [...facts.towns],
  foundedYear: 2009,
  claims: {
    yearsExperience: "15+",
    customers: "500+",
    warranty: "2-year labor warranty",
    cabinetSavings: "50-70%",
  },
  // Only links without the `sample` mark are listed as the business's profiles
  // (sameAs) in the structured data. An empty link is not shown.
  // A link still equal to the template's (sample.ts) is marked sample.
  reviewPlatforms: (["google", "nextdoor"] as const)
    .filter((key) => facts.review_links[key])
    .map((key) => ({
      name: key === "google" ? "Google" : "Nextdoor",
      url: facts.review_links[key],
      ...(facts.review_links[key] === SAMPLE_REVIEW_LINKS[key] ? { sample: true as const } : {}),
    })),
  mapEmbedUrl: SERVICE_AREA_MAP_URL, // shared with the Worker (common/business.ts)
  ownerName: facts.owner_name,
};
