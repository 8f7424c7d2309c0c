/**
 * Every sentence a visitor or the owner can read, word for word. The first
 * eight are the business's fixed wording (kept exactly: the owner's customers
 * and staff know them); the rest are ours. The browser shows them and the API
 * answers with them, so both always say the same thing.
 */
export const MESSAGES = {
  blockedEmail: "Your email address is not allowed. Please use a valid business or personal email.",
  blockedContent: "Your message contains prohibited content. Please revise your message.",
  cooldown: "Please wait a moment before submitting again.",
  failure: "Something went wrong. Please try again later.",
  trackingFailed: "Failed to get tracking data",
  quoteSuccess: "Thank you! Your quote request has been submitted. We will contact you shortly.",
  contactSuccess: "Thank you for your message! We will contact you shortly.",
  notFound: "Oops! Page not found",
  // Ours: the hourly cap, a malformed request, an unknown API path, a reused submission_id.
  rateLimited: "You have sent several requests in a short time. Please call us or try again in an hour.",
  invalidRequest: "Please check the highlighted fields and try again.",
  forbiddenOrigin: "Requests from this origin are not accepted.",
  unsupportedMediaType: "Please send the request as JSON.",
  bodyTooLarge: "The request is too large.",
  apiNotFound: "There is no such API endpoint.",
  methodNotAllowed: "This endpoint only accepts POST.",
  submissionConflict: "This form was already sent with different details. Please try sending it again.",
} as const;

/** Logged when recording a phone click fails; the call itself goes ahead. */
export const PHONE_CLICK_ERROR_PREFIX = "Phone click tracking error: ";

/** Logged when fingerprinting fails and a random UUID is used instead. */
export const VISITOR_ID_FAILED_LOG = "Failed to get visitor ID:";

/** Per-field messages shown beside the field and returned by the API under `error.fields`. */
export const FIELD_MESSAGES = {
  name: "Please enter your full name.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
  phoneRequired: "Please enter your phone number so we can reach you.",
  message: "Please enter a message.",
  address: "Please enter the project address.",
  serviceType: "Please choose a service.",
  projectDetails: "Please tell us about your project.",
  preferredContact: "Please choose how we should contact you.",
  tooLong: "This is too long.",
} as const;

/** The owner's notice subjects. */
export function noticeSubject(formType: "quote" | "contact", name: string): string {
  return formType === "quote"
    ? `New Quote Request from ${name}`
    : `New Contact Form Submission from ${name}`;
}
