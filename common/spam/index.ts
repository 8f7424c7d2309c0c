/**
 * The spam screens, shared by the lead form (which refuses in the browser only
 * what the Worker would refuse, with the same message) and the Worker.
 *
 * The site's promise is that every real lead reaches the owner, so a screen
 * judges the sender's intent, not a word, and decides one of:
 *
 * - refuse: only when it is sure. Test and junk addresses, reserved and
 *   disposable domains; a message that sells a listed thing (SEO, web design,
 *   ...) in so many words, or names one with the marks of a vendor's pitch and
 *   no painting work; a role account that asks for nothing and shows a sure
 *   sign of an offer. Answered 422 with the visitor-facing message; the
 *   submission is still stored, held, with the reason (see `refusedReason`).
 * - flag: a listed word in what reads as a request for work: a person named
 *   Seo, "home automation", a web design studio that needs its office painted.
 *   Stored and mailed with the reason, so the owner glances at it.
 * - hold: the hidden honeypot field was filled, or the form was sent faster
 *   than a person can fill it; a listed word with no request; and, where no
 *   listed word decides, what the learned model (`spam-model.ts`, passed in
 *   by the Worker) reads as an offer or junk. Stored with the reason, not
 *   mailed one by one. Without the model (the browser), hand-written signs of
 *   how vendors write and a lead that asks nothing a customer asks hold instead.
 *
 * A word never refuses on its own: not in a name (Seo, Bottom, DeMoss), an
 * employer's domain (salesforce.com), or a message ("ChatGPT suggested Agreeable
 * Gray"). Words are matched whole, after folding away the usual evasions: case,
 * full-width letters, zero-width characters, letters spelled out one by one
 * ("S.E.O", "s e o", "l-e-a-d"), look-alike Cyrillic letters and common
 * leetspeak ("5EO", "b4cklinks").
 *
 * By concern: `addresses.ts` (the sender's address), `folding.ts` (how a text
 * is read), `phrases.ts` (the listed words), `offers.ts` (signs of a pitch),
 * `requests.ts` (signs of a customer), `patterns.ts` (the few patterns the
 * rules and the learned model share), `intent.ts` (one text) and `decide.ts`
 * (the whole lead).
 */
export { REFUSED_AT_FORM, wasRefusedAtForm } from "../inbox";
export { DISPOSABLE_DOMAINS, JUNK_FIRST_WORDS, JUNK_LOCAL_WORDS, ROLE_LOCAL_WORDS, emailRefusal, roleAccount } from "./addresses";
export { foldForScreening } from "./folding";
export { SOLICITATION_PHRASES, solicitationPhrases } from "./phrases";
export {
  type MessageIntent,
  type MessageOutcome,
  asksNothingACustomerAsks,
  combineIntents,
  messageOutcome,
  readIntent,
} from "./intent";
export {
  type LeadScreenInput,
  type ScreenResult,
  type ScreenedField,
  leadModelFeatures,
  refusedReason,
  screenLead,
} from "./decide";
