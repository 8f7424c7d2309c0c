import type { BusinessProfile } from "./types.ts";

/**
 * The business itself: name, contact details, hours, service area and the
 * claims the site makes. Everything else in this folder reads from here, so a
 * change of phone number or e-mail is made once.
 *
 * PLACEHOLDERS: the name, phone, e-mail, web address, owner name and review
 * links below are stand-ins until the owner supplies the real ones. The hours,
 * towns and claims come from the specification and are the real ones.
 */
export const business: BusinessProfile = {
  name: "Peachtree Brush Painting", // placeholder business name
  shortName: "Peachtree Brush", // placeholder
  tagline: "Owner-run residential and commercial painting in North Metro Atlanta since 2009",
  phoneDisplay: "(770) 555-0142", // placeholder (555 number)
  phoneE164: "+17705550142", // placeholder; must match phoneDisplay
  email: "office@peachtreebrushpainting.com", // placeholder
  siteUrl: "https://www.peachtreebrushpainting.com", // placeholder, no trailing slash
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
  // PLACEHOLDER links: replace with the business's real Google Business Profile
  // review link and its Nextdoor business page once they exist.
  reviewPlatforms: [
    {
      name: "Google",
      url: "https://www.google.com/maps/search/?api=1&query=Peachtree+Brush+Painting+Alpharetta+GA",
    },
    {
      name: "Nextdoor",
      url: "https://nextdoor.com/pages/peachtree-brush-painting-alpharetta-ga/",
    },
  ],
  // OpenStreetMap view of the service area: Marietta/Smyrna in the south-west
  // to Cumming in the north-east, Canton/Woodstock in the north-west.
  mapEmbedUrl:
    "https://www.openstreetmap.org/export/embed.html?bbox=-84.62%2C33.84%2C-84.05%2C34.27&layer=mapnik",
  ownerName: "Daniel Whitfield", // PLACEHOLDER: invented owner name, replace with the real one
};
