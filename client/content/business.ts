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
 * claims are the business's own.
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
  hours: [
    {
      days: "Monday - Friday",
      hours: "8:00 AM - 6:00 PM",
      schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "18:00",
    },
    {
      days: "Saturday",
      hours: "9:00 AM - 4:00 PM",
      schemaDays: ["Saturday"],
      opens: "09:00",
      closes: "16:00",
    },
    { days: "Sunday", hours: "Closed", schemaDays: [] },
  ],
  towns: [
    "Alpharetta",
    "Roswell",
    "Milton",
    "Johns Creek",
    "Cumming",
    "Sandy Springs",
    "Dunwoody",
    "Marietta",
    "Woodstock",
    "Canton",
    "Smyrna",
    "Vinings",
  ],
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
  // OpenStreetMap view of the service area: Marietta/Smyrna in the south-west
  // to Cumming in the north-east, Canton/Woodstock in the north-west.
  mapEmbedUrl:
    "https://www.openstreetmap.org/export/embed.html?bbox=-84.62%2C33.84%2C-84.05%2C34.27&layer=mapnik",
  ownerName: SAMPLE_BUSINESS.ownerName,
};
