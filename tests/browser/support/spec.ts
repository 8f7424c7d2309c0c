/**
 * Words and numbers the product must show, as the owner fixed them (routes,
 * counts, messages, constants), copied here on purpose
 * instead of imported from the app: a test that reads the app's own constants
 * would follow the app wherever it drifts.
 */
export const MESSAGES = {
  blockedEmail: "Your email address is not allowed. Please use a valid business or personal email.",
  blockedContent: "Your message contains prohibited content. Please revise your message.",
  cooldown: "Please wait a moment before submitting again.",
  failure: "Something went wrong. Please try again later.",
  quoteSuccess: "Thank you! Your quote request has been submitted. We will contact you shortly.",
  contactSuccess: "Thank you for your message! We will contact you shortly.",
  notFound: "Oops! Page not found",
};

export const SUBJECTS = {
  quote: (name: string) => `New Quote Request from ${name}`,
  contact: (name: string) => `New Contact Form Submission from ${name}`,
};

export const TOWNS = [
  "Alpharetta", "Roswell", "Milton", "Johns Creek", "Cumming", "Sandy Springs",
  "Dunwoody", "Marietta", "Woodstock", "Canton", "Smyrna", "Vinings",
];

export const GALLERY_SECTIONS = [
  { id: "interior-painting", count: 21 },
  { id: "exterior-painting", count: 18 },
  { id: "cabinet-refinishing", count: 10 },
  { id: "deck-fence-staining", count: 13 },
  { id: "specialty-projects", count: 5 },
];

/** Title patterns of the six services, in menu order, by slug. */
export const SERVICE_TITLES: Record<string, RegExp> = {
  "interior-painting": /interior painting/i,
  "exterior-painting": /exterior painting/i,
  "cabinet-refinishing": /cabinet refinishing/i,
  "deck-fence-staining": /deck (?:&|and) fence staining/i,
  "pressure-washing": /pressure washing/i,
  "epoxy-floors": /epoxy floor/i,
};

/** Eight items on the interior page, six on every other service page. */
export const SERVICE_ITEM_COUNTS: Record<string, number> = {
  "interior-painting": 8,
  "exterior-painting": 6,
  "cabinet-refinishing": 6,
  "deck-fence-staining": 6,
  "pressure-washing": 6,
  "epoxy-floors": 6,
};

export const GENERAL_PROCESS = [
  /initial consultation/i,
  /professional assessment/i,
  /detailed proposal/i,
  /surface preparation/i,
  /professional application/i,
  /final inspection/i,
];

export const HEADER_NAV = ["Home", "About Us", "Services", "Gallery", "Testimonials", "FAQ", "Contact"];

export const FOOTER_QUICK_LINKS = [
  { text: "Home", href: "/" },
  { text: "About Us", href: "/about" },
  { text: "Gallery", href: "/gallery" },
  { text: "Testimonials", href: "/testimonials" },
  { text: "FAQ", href: "/faq" },
  { text: "Contact", href: "/contact" },
  // Once "Get a Quote"; the site now uses one wording for its quote call to action everywhere.
  { text: "Get a Free Quote", href: "/quote" },
];

export const COOLDOWN_MS = 30_000;
/** The server holds a lead filled faster than ~3 s (no person types that fast) and mails nothing. */
export const HUMAN_FILL_MS = 3_100;
export const SESSION_KEY = "pb_session_id";
