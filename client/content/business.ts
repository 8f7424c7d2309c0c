import { OPENING_HOURS, SERVICE_AREA_MAP_URL, SERVICE_AREA_TOWNS } from "../../common/business.ts";
import { SAMPLE_BUSINESS } from "./sample.ts";
import type { BusinessProfile } from "./types.ts";

/**
 * The business itself: name, contact details, hours, service area and the
 * claims the site makes. Everything else in this folder reads from here, so a
 * change of phone number or e-mail is made once.
 *
 * SAMPLE: every `SAMPLE_BUSINESS.…` value and every link marked `sample: true`
 * is a stand-in (sample.ts); put the real value in its place before launch.
 * `npm run check:launch` lists whatever is still sample. The hours, towns and
 * claims are the business's own; the hours, the towns and the map live in
 * common/business.ts, because the Worker uses them too.
 */
export const business: BusinessProfile = {
  name: SAMPLE_BUSINESS.name,
  shortName: SAMPLE_BUSINESS.shortName,
  tagline: "Owner-run residential and commercial painting in North Metro Atlanta since 2009",
  phoneDisplay: SAMPLE_BUSINESS.phoneDisplay,
  phoneE164: SAMPLE_BUSINESS.phoneE164, // the same number as phoneDisplay, in E.164
  email: SAMPLE_BUSINESS.email,
  siteUrl: SAMPLE_BUSINESS.siteUrl, // no trailing slash
  region: "North Metro Atlanta",
  address: { locality: "Alpharetta", region: "GA", country: "US" },
  // The hours and the towns are shared with the Worker: edit them in common/business.ts.
  hours: OPENING_HOURS.map((line) => ({ ...line, schemaDays: [...line.schemaDays] })),
  towns: [...SERVICE_AREA_TOWNS],
  foundedYear: 2009,
  claims: {
    yearsExperience: "15+",
    customers: "500+",
    warranty: "2-year labor warranty",
    cabinetSavings: "50-70%",
  },
  // Sample links (searches, not the business's pages): replace each with the real
  // Google Business Profile review link and Nextdoor page, and drop `sample`.
  // Only links without the mark are listed as the business's profiles (sameAs)
  // in the structured data.
  reviewPlatforms: [
    {
      sample: true,
      name: "Google",
      url: "https://www.google.com/maps/search/?api=1&query=Peachtree+Brush+Painting+Alpharetta+GA",
    },
    {
      sample: true,
      name: "Nextdoor",
      url: "https://nextdoor.com/pages/peachtree-brush-painting-alpharetta-ga/",
    },
  ],
  mapEmbedUrl: SERVICE_AREA_MAP_URL, // shared with the Worker (common/business.ts)
  ownerName: SAMPLE_BUSINESS.ownerName,
};
