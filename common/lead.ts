/**
 * The lead: what the quote and contact forms collect and what
 * `POST /api/leads` accepts. The form and the API validate
 * with the same field rules, so a value the form accepts is never refused by
 * the server for a different reason, and the other way round.
 *
 * Built on zod/mini so the form pages ship a few KB of validation, not the
 * whole of zod.
 */
import * as z from "zod/mini";
import {
  cutTrackingValue,
  FIELD_LIMITS,
  META_LIMITS,
  PREFERRED_CONTACT_LABELS,
  PREFERRED_CONTACTS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  type Attribution,
  type FormType,
  type LeadFormValues,
  type PreferredContact,
  type ServiceType,
  WIRE_FIELD_NAMES,
} from "./lead-fields";
import { FIELD_MESSAGES } from "./messages";
import { cleanText } from "./clean-text";

export * from "./lead-fields";

// A practical address check: one @, a dotted domain with a 2+ letter ending, no spaces.
const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
// Digits with the usual punctuation; 10 to 15 digits covers US numbers with or without +1.
const PHONE_CHARACTERS = /^[0-9+().\-\s]*$/;

// Every text field is cleaned (controls, bidi and zero-width characters removed) before
// any other check, so the limits, the screens and the stored row all see the same text.
const clean = () => z.overwrite(cleanText);

function requiredText(max: number, message: string) {
  return z.string({ error: message }).check(
    clean(),
    z.trim(),
    z.minLength(1, message),
    z.maxLength(max, FIELD_MESSAGES.tooLong),
  );
}

function optionalText(max: number) {
  return z._default(z.string().check(clean(), z.trim(), z.maxLength(max, FIELD_MESSAGES.tooLong)), "");
}

function phoneRule(required: boolean) {
  const valid = z.refine<string>((value) => {
    if (value === "") return !required;
    const digits = value.replace(/\D/g, "").length;
    return PHONE_CHARACTERS.test(value) && digits >= 10 && digits <= 15;
  }, FIELD_MESSAGES.phone);
  const base = z.string({ error: FIELD_MESSAGES.phone }).check(
    clean(),
    z.trim(),
    z.maxLength(FIELD_LIMITS.phone, FIELD_MESSAGES.tooLong),
    ...(required ? [z.minLength(1, FIELD_MESSAGES.phoneRequired)] : []),
    valid,
  );
  return required ? base : z._default(base, "");
}

/** The field rules of one form; the single source of every field check. */
function fieldRules(formType: FormType) {
  const quote = formType === "quote";
  return {
    name: requiredText(FIELD_LIMITS.name, FIELD_MESSAGES.name),
    email: z.string({ error: FIELD_MESSAGES.email }).check(
      clean(),
      z.trim(),
      z.maxLength(FIELD_LIMITS.email, FIELD_MESSAGES.email),
      z.regex(EMAIL_PATTERN, FIELD_MESSAGES.email),
    ),
    phone: phoneRule(quote),
    message: quote
      ? optionalText(FIELD_LIMITS.message)
      : requiredText(FIELD_LIMITS.message, FIELD_MESSAGES.message),
    address: quote ? requiredText(FIELD_LIMITS.address, FIELD_MESSAGES.address) : optionalText(FIELD_LIMITS.address),
    serviceType: quote
      ? z.enum(SERVICE_TYPES, { error: FIELD_MESSAGES.serviceType })
      : z._default(z.union([z.enum(SERVICE_TYPES), z.literal("")], { error: FIELD_MESSAGES.serviceType }), ""),
    projectDetails: quote
      ? requiredText(FIELD_LIMITS.projectDetails, FIELD_MESSAGES.projectDetails)
      : optionalText(FIELD_LIMITS.projectDetails),
    preferredContact: z._default(z.enum(PREFERRED_CONTACTS, { error: FIELD_MESSAGES.preferredContact }), "phone"),
    preferredTime: optionalText(FIELD_LIMITS.preferredTime),
  };
}

/** What the form validates before anything else (before the spam screens and the cooldown). */
export function leadFormSchema(formType: FormType) {
  return z.object(fieldRules(formType));
}

// Tracking metadata is cut or dropped (cutTrackingValue), never refused: see lead-fields.ts.
const trackingValue = (max: number) =>
  z._default(z.pipe(z.unknown(), z.transform((value) => cutTrackingValue(value, max))), "");
const optionalMeta = (max: number) =>
  z.optional(z.pipe(z.unknown(), z.transform((value) => cutTrackingValue(value, max) || undefined)));

function leadRequestSchemaFor<T extends FormType>(formType: T) {
  const f = fieldRules(formType);
  return z.object({
    form_type: z.literal(formType),
    submission_id: z.uuid({ error: "submission_id must be a UUID." }),
    name: f.name,
    email: f.email,
    phone: f.phone,
    message: f.message,
    address: f.address,
    service_type: f.serviceType,
    project_details: f.projectDetails,
    preferred_contact: f.preferredContact,
    preferred_time: f.preferredTime,
    visitor_id: trackingValue(META_LIMITS.visitor_id),
    session_id: trackingValue(META_LIMITS.session_id),
    referrer: trackingValue(META_LIMITS.referrer),
    landing_page: optionalMeta(META_LIMITS.landing_page),
    utm_source: optionalMeta(META_LIMITS.utm_source),
    utm_medium: optionalMeta(META_LIMITS.utm_medium),
    utm_campaign: optionalMeta(META_LIMITS.utm_campaign),
    utm_term: optionalMeta(META_LIMITS.utm_term),
    utm_content: optionalMeta(META_LIMITS.utm_content),
    gclid: optionalMeta(META_LIMITS.gclid),
    elapsed_ms: z.optional(z.number().check(z.gte(0))),
    // The honeypot: any string is accepted so that a bot's lead is kept (held), never refused.
    website: z._default(z.string(), ""),
  });
}

/** The body of `POST /api/leads`, snake_case on the wire. */
export const leadRequestSchema = z.discriminatedUnion(
  "form_type",
  [leadRequestSchemaFor("quote"), leadRequestSchemaFor("contact")],
  { error: "form_type must be \"quote\" or \"contact\"." },
);

export type LeadRequestInput = z.input<typeof leadRequestSchema>;
export type LeadRequest = z.output<typeof leadRequestSchema>;

/** Tracking identity and first-touch attribution the browser adds to every lead. */
export interface LeadMeta extends Attribution {
  submission_id: string;
  visitor_id: string;
  session_id: string;
  referrer: string;
  elapsed_ms?: number;
  website?: string;
}

/**
 * The request body the browser sends for one submission attempt. Tracking
 * values are cut to the limits the Worker keeps, so the request carries no
 * more of them than is stored (the Worker cuts too, for other clients).
 */
export function toLeadRequest(formType: FormType, values: LeadFormValues, meta: LeadMeta): LeadRequestInput {
  const fields = Object.fromEntries(
    Object.entries(WIRE_FIELD_NAMES).map(([field, wire]) => [wire, values[field as keyof LeadFormValues]]),
  );
  const tracking: Record<string, unknown> = { ...meta };
  for (const [key, max] of Object.entries(META_LIMITS)) {
    if (key in tracking) tracking[key] = cutTrackingValue(tracking[key], max);
  }
  return { form_type: formType, ...fields, ...tracking } as LeadRequestInput;
}

/** Flattens zod issues to `{ field: first message }`, the shape of `error.fields`. */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The quote form's message bundles address, service type, preferred
 * contact, preferred time and project details, so the lead's `message` column
 * reads on its own.
 */
export function composeQuoteMessage(quote: {
  address: string;
  serviceType: ServiceType | "";
  preferredContact: PreferredContact;
  preferredTime: string;
  projectDetails: string;
}): string {
  return [
    `Project Address: ${quote.address}`,
    `Service Type: ${quote.serviceType ? SERVICE_TYPE_LABELS[quote.serviceType] : "Not specified"}`,
    `Preferred Contact: ${PREFERRED_CONTACT_LABELS[quote.preferredContact]}`,
    `Preferred Time: ${quote.preferredTime || "Any time"}`,
    "",
    "Project Details:",
    quote.projectDetails,
  ].join("\n");
}
