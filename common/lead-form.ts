/**
 * The lead form as both sides draw it: each field's label, the choices of its
 * selects and radio group, the error icon, and how an API refusal maps onto
 * the fields and the status message. The React form
 * (client/components/lead-form.tsx and lead-form-engine.ts) and the page the
 * Worker answers a no-JavaScript form post with (worker/leads/form-post/) both
 * read it, so a visitor sees the same form, the same dropdowns and the same
 * words with or without JavaScript. No zod here: the form's first chunk loads it.
 */
import {
  FIELD_BY_WIRE_NAME,
  FORM_FIELD_ORDER,
  PREFERRED_CONTACT_LABELS,
  PREFERRED_CONTACTS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  type FormType,
  type LeadFormValues,
} from "./lead-fields";
import { MESSAGES } from "./messages";

/**
 * The form's words for refusals whose API message is meant for a developer:
 * a visitor whose browser hid or blanked the Origin (a privacy tool), or a
 * form too large to read. Here rather than in messages.ts because every page's
 * first script carries messages.ts, and only the form needs these.
 */
export const FORM_MESSAGES = {
  fromAnotherSite:
    "Your browser sent this form as if from another website, so it was not accepted. Please check your details and send it again, or give us a call.",
  tooLarge: "This form is too long to send. Please shorten your message and send it again.",
} as const;

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
  submission_conflict: MESSAGES.submissionConflict,
  forbidden_origin: FORM_MESSAGES.fromAnotherSite,
  body_too_large: FORM_MESSAGES.tooLarge,
};

export function refusalMessage(code: string, hasFieldErrors: boolean): string {
  // "Check the highlighted fields" with nothing highlighted helps no one.
  if (code === "invalid_request" && !hasFieldErrors) return MESSAGES.failure;
  return MESSAGE_BY_CODE[code] ?? MESSAGES.failure;
}
