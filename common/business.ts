/**
 * The business's facts that the pages and the Worker both use: the service
 * area, the opening hours and the map of the area. They live here, not in the
 * browser's content folder, so the Worker (the inbox's town breakdown, the form
 * page it answers a no-JavaScript post with, the notification timing) never
 * imports the browser's tree; `client/content/business.ts` builds the full
 * profile (name, phone, claims, review links) on top of them.
 *
 * The owner edits these here: the towns the site names as its service area,
 * and the hours shown on every page. (The time zone they are in is
 * BUSINESS_TIME_ZONE in ./constants.ts.) Imported by plain Node scripts too, so
 * this file imports nothing.
 */
/** One line of the opening hours: how the site shows it, and the same as data. */
export interface OpeningHours {
  days: string;
  hours: string;
  /** schema.org day names, e.g. ["Monday", "Tuesday"]; empty when closed. */
  schemaDays: readonly string[];
  /** 24-hour local time, "08:00"; absent when closed. */
  opens?: string;
  closes?: string;
}

export const OPENING_HOURS: readonly OpeningHours[] = [
  {
    days: "Monday - Friday",
    hours: "8:00 AM - 6:00 PM",
    schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "08:00",
    closes: "18:00",
  },
  { days: "Saturday", hours: "9:00 AM - 4:00 PM", schemaDays: ["Saturday"], opens: "09:00", closes: "16:00" },
  { days: "Sunday", hours: "Closed", schemaDays: [] },
];

/** The twelve towns of the service area, as the site names them. */
export const SERVICE_AREA_TOWNS: readonly string[] = [
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
];

/**
 * OpenStreetMap view of the service area (an iframe src): Marietta/Smyrna in
 * the south-west to Cumming in the north-east, Canton/Woodstock in the
 * north-west. The pages' Content-Security-Policy allows exactly this frame.
 */
export const SERVICE_AREA_MAP_URL =
  "https://www.openstreetmap.org/export/embed.html?bbox=-84.62%2C33.84%2C-84.05%2C34.27&layer=mapnik";
