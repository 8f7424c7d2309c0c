/**
 * The lead's fields as both sides name them: the choices, the length limits,
 * the wire names, the empty form and the tracking metadata. No zod here, so
 * the browser can render the form (and hydrate it) without loading the
 * validation; lead.ts builds the schemas on top of these and re-exports them.
 * Every page's tracking code reads this file, so what only the form needs
 * (labels, choices, the refusal map) is in lead-form.ts.
 */
import { cleanText } from "./clean-text";
import { SERVICES, type ServiceKind } from "./services";

export const FORM_TYPES = ["quote", "contact"] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** The quote form's service choices: the six services, then "other". */
export const SERVICE_TYPES = [...SERVICES.map((entry) => entry.serviceType), "other"] as [ServiceKind, ...ServiceKind[], "other"];
export type ServiceType = ServiceKind | "other";

export const SERVICE_TYPE_LABELS = {
  ...Object.fromEntries(SERVICES.map((entry) => [entry.serviceType, entry.title])),
  other: "Other",
} as Record<ServiceType, string>;

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

/** The query parameters of a landing page that make up a lead's first-touch attribution. */
export const ATTRIBUTION_QUERY_PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid"] as const;

/** Every field of a lead's first-touch attribution: the landing page and its query parameters. */
export const ATTRIBUTION_KEYS = ["landing_page", ...ATTRIBUTION_QUERY_PARAMS] as const;

/** First-touch attribution of a session, as sent with a lead (snake_case, as on the wire). */
export type Attribution = Partial<Record<(typeof ATTRIBUTION_KEYS)[number], string>>;

/**
 * Longest value kept of each piece of tracking metadata. The browser, the
 * no-JavaScript form path and the API all cut to these (cutTrackingValue), so
 * metadata can never be the reason a lead is refused.
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

/** A piece of tracking metadata (referrer, landing page, UTM tag, gclid, visitor or session id). */
export type TrackingKey = keyof typeof META_LIMITS;

/**
 * A tracking value as kept: cleaned like any stored text, trimmed and cut to
 * its limit; anything that is not a string (a number, null, an object) becomes
 * "". The visitor never sees these values and cannot fix them, so an over-long
 * referrer from a long ad or e-mail link, or a client that sends a number, must
 * cost the value at most, never the lead. Only what the visitor typed can fail
 * validation.
 */
export function cutTrackingValue(value: unknown, max: number): string {
  if (typeof value !== "string") return "";
  return cleanText(value).trim().slice(0, max).trim();
}
