/**
 * The lead form as both sides define it: its fields' names, labels, choices,
 * length limits and the empty form, and how an API refusal maps onto the
 * fields. The React form (client/components/lead-form.tsx) and the page the
 * Worker answers a no-JavaScript form post with (worker/leads/form-post/) both
 * read them, so the two always show the same form. No zod here, so the browser
 * can render the form (and hydrate it) without loading the validation; lead.ts
 * builds the schemas on top of these and re-exports them.
 */
import { MESSAGES } from "./messages";
export const FORM_TYPES = ["quote", "contact"] as const;
export type FormType = (typeof FORM_TYPES)[number];

export const SERVICE_TYPES = ["interior", "exterior", "cabinet", "deck", "pressure", "epoxy", "other"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  interior: "Interior Painting",
  exterior: "Exterior Painting",
  cabinet: "Cabinet Refinishing",
  deck: "Deck & Fence Staining",
  pressure: "Pressure Washing",
  epoxy: "Epoxy Floors",
  other: "Other",
};

export const PREFERRED_CONTACTS = ["phone", "email", "text"] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];

export const PREFERRED_CONTACT_LABELS: Record<PreferredContact, string> = {
  phone: "Phone call",
  email: "Email",
  text: "Text message",
};

/** Longest value each field takes; the form sets the same numbers as `maxLength`. */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
  message: 5000,
  address: 300,
  projectDetails: 5000,
  preferredTime: 100,
} as const;

/** The form state, camelCase as the browser holds it (the wire names are snake_case, below). */
export interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  address: string;
  serviceType: ServiceType | "";
  projectDetails: string;
  preferredContact: PreferredContact;
  preferredTime: string;
}

/** Each form field's name on the wire (snake_case), as `POST /api/leads` reads it. */
export const WIRE_FIELD_NAMES = {
  name: "name",
  email: "email",
  phone: "phone",
  message: "message",
  address: "address",
  serviceType: "service_type",
  projectDetails: "project_details",
  preferredContact: "preferred_contact",
  preferredTime: "preferred_time",
} as const satisfies Record<keyof LeadFormValues, string>;

/** A wire name (as in the API's `error.fields`) back to the form field it belongs to. */
export const FIELD_BY_WIRE_NAME: Readonly<Record<string, keyof LeadFormValues>> = Object.fromEntries(
  Object.entries(WIRE_FIELD_NAMES).map(([field, wire]) => [wire, field as keyof LeadFormValues]),
);

/** The fields each form shows, in page order (the first invalid one gets the focus). */
export const FORM_FIELD_ORDER: Readonly<Record<FormType, readonly (keyof LeadFormValues)[]>> = {
  contact: ["name", "email", "phone", "message"],
  quote: ["name", "email", "phone", "address", "serviceType", "preferredContact", "preferredTime", "projectDetails"],
};

/** The values a form starts with, and returns to after a success so the next visitor at the same screen starts clean. */
export const EMPTY_FORM_VALUES: LeadFormValues = {
  name: "",
  email: "",
  phone: "",
  message: "",
  address: "",
  serviceType: "",
  projectDetails: "",
  preferredContact: "phone",
  preferredTime: "",
};

/** What each field is called on the page: its label (the radio group's legend for preferredContact). */
export const FIELD_LABELS: Readonly<Record<keyof LeadFormValues, string>> = {
  name: "Full name",
  email: "Email",
  phone: "Phone",
  message: "Message",
  address: "Project address",
  serviceType: "Service needed",
  projectDetails: "Project details",
  preferredContact: "Preferred contact method",
  preferredTime: "Best time to reach you",
};

/** Hints shown inside an empty field. */
export const FIELD_PLACEHOLDERS: Partial<Readonly<Record<keyof LeadFormValues, string>>> = {
  projectDetails: "Rooms or surfaces, approximate size, colours, timing…",
};

/** Quote form: when the visitor would like to be reached. Stored as the label text the visitor chose. */
export const PREFERRED_TIMES = ["Morning (8 AM-12 PM)", "Afternoon (12-4 PM)", "Evening (4-6 PM)", "Any time"] as const;

/** One choice of a select or radio group: the value sent, the text shown. */
export type FieldChoice = readonly [value: string, label: string];

/**
 * The choices of each select and radio group, in page order. A select's first
 * choice is its empty one ("no answer yet"); the radio group has none, it
 * starts on EMPTY_FORM_VALUES.preferredContact.
 */
export const FIELD_CHOICES = {
  serviceType: [["", "Select a service"], ...SERVICE_TYPES.map((value): FieldChoice => [value, SERVICE_TYPE_LABELS[value]])],
  preferredTime: [["", "No preference"], ...PREFERRED_TIMES.map((value): FieldChoice => [value, value])],
  preferredContact: PREFERRED_CONTACTS.map((value): FieldChoice => [value, PREFERRED_CONTACT_LABELS[value]]),
} as const satisfies Partial<Record<keyof LeadFormValues, readonly FieldChoice[]>>;

export type ChoiceField = keyof typeof FIELD_CHOICES;

export function isChoiceField(field: keyof LeadFormValues): field is ChoiceField {
  return field in FIELD_CHOICES;
}

/**
 * The icon before a field's error message (decorative: the text says it all),
 * drawn by the React form and by the Worker's form page alike.
 */
export const ERROR_ICON = {
  viewBox: "0 0 20 20",
  size: 16,
  path: "M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 4a.9.9 0 0 1 .9.9v4.2a.9.9 0 0 1-1.8 0V6.4a.9.9 0 0 1 .9-.9Zm0 9.2a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z",
} as const;

/** A refusal of `POST /api/leads` as the form reads it (the `error` of the JSON answer). */
export interface LeadRefusal {
  code: string;
  fields?: Readonly<Record<string, string>>;
}

/**
 * The field a screen's refusal belongs to, by error code and form. The API
 * names no field for them (the screens judge the whole submission), so the
 * form marks the field the visitor has to change.
 */
const FIELD_OF_REFUSAL: Readonly<Record<string, { field: Readonly<Record<FormType, keyof LeadFormValues>>; message: string }>> = {
  blocked_email: { field: { quote: "email", contact: "email" }, message: MESSAGES.blockedEmail },
  blocked_content: { field: { quote: "projectDetails", contact: "message" }, message: MESSAGES.blockedContent },
};

/**
 * The per-field messages of a refusal, for the fields this form shows, in page
 * order (the first one takes the focus): the API's `fields` by wire name, and
 * the field a screen's refusal belongs to when the API named none.
 */
export function refusalFieldErrors(formType: FormType, refusal: LeadRefusal): [keyof LeadFormValues, string][] {
  const shown = FORM_FIELD_ORDER[formType];
  const found = new Map<keyof LeadFormValues, string>();
  for (const [wire, message] of Object.entries(refusal.fields ?? {})) {
    const field = FIELD_BY_WIRE_NAME[wire];
    if (field && shown.includes(field) && !found.has(field)) found.set(field, message);
  }
  const screened = FIELD_OF_REFUSAL[refusal.code];
  if (screened && found.size === 0) found.set(screened.field[formType], screened.message);
  return shown.filter((field) => found.has(field)).map((field) => [field, found.get(field)!]);
}

/**
 * What the form's status region says for a refusal. The same sentence whether
 * the hydrated form or the Worker's form page shows it; a code not listed (a
 * fault, a malformed request) reads as the generic failure.
 */
const MESSAGE_BY_CODE: Readonly<Record<string, string>> = {
  blocked_email: MESSAGES.blockedEmail,
  blocked_content: MESSAGES.blockedContent,
  cooldown: MESSAGES.cooldown,
  rate_limited: MESSAGES.rateLimited,
  invalid_request: MESSAGES.invalidRequest,
  forbidden_origin: MESSAGES.formFromAnotherSite,
  body_too_large: MESSAGES.formTooLarge,
};

export function refusalMessage(code: string, hasFieldErrors: boolean): string {
  // "Check the highlighted fields" with nothing highlighted helps no one.
  if (code === "invalid_request" && !hasFieldErrors) return MESSAGES.failure;
  return MESSAGE_BY_CODE[code] ?? MESSAGES.failure;
}

/** The query parameters of a landing page that make up a lead's first-touch attribution. */
export const ATTRIBUTION_QUERY_PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid"] as const;

/** Every field of a lead's first-touch attribution: the landing page and its query parameters. */
export const ATTRIBUTION_KEYS = ["landing_page", ...ATTRIBUTION_QUERY_PARAMS] as const;

/** First-touch attribution of a session, as sent with a lead (snake_case, as on the wire). */
export type Attribution = Partial<Record<(typeof ATTRIBUTION_KEYS)[number], string>>;

/**
 * Longest value the API accepts for each piece of tracking metadata. The
 * browser and the no-JavaScript form path trim to these, so metadata can never
 * be the reason a lead is refused.
 */
export const META_LIMITS = {
  visitor_id: 128,
  session_id: 128,
  referrer: 2048,
  landing_page: 2048,
  utm_source: 256,
  utm_medium: 256,
  utm_campaign: 256,
  utm_term: 256,
  utm_content: 256,
  gclid: 512,
} as const;
