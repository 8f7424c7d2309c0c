/**
 * The one decision for a whole lead (`screenLead`), shared by the browser
 * and the Worker.
 */
import { MIN_HUMAN_FILL_MS } from "../constants";
import { REFUSED_AT_FORM } from "../inbox";
import { MESSAGES } from "../messages";
import { type SpamModel, featureWeights, spamModelFeatures, spamModelProbability, spamModelReasons, spamModelThreshold } from "../spam-model";
import { SELLING_ROLE_WORDS, emailRefusal, localWords, roleAccount } from "./addresses";
import { type FoldedText, foldJoined } from "./folding";
import { hasLetter } from "./characters";
import { hasPhoneNumber } from "./patterns";
import { type MessageIntent, type MessageOutcome, asksNothingACustomerAsks, combineIntents, messageOutcome, readIntent, readText } from "./intent";

/** What the screens read from a lead; `website` and `elapsedMs` only the Worker has. */
export interface LeadScreenInput {
  email: string;
  message?: string;
  projectDetails?: string;
  /** The hidden honeypot field. */
  website?: string;
  /** Milliseconds from the form's first render to the submit, as the browser measured. */
  elapsedMs?: number;
}

export type ScreenedField = "email" | "message" | "projectDetails";

export type ScreenResult =
  | { outcome: "accept"; reason: null }
  | { outcome: "flag" | "hold"; reason: string }
  | {
      outcome: "refuse";
      code: "blocked_email" | "blocked_content";
      /** The visitor-facing message, the same in the browser and in the API's answer. */
      message: string;
      field: ScreenedField;
      /** Why, for the owner (stored with the kept submission) and tests; never shown to the visitor. */
      reason: string;
    };

/** The reason stored with a refused submission, so the owner sees it was refused and why. */
export function refusedReason(screened: Extract<ScreenResult, { outcome: "refuse" }>): string {
  return `${REFUSED_AT_FORM}${screened.reason}`;
}

function quoted(phrases: string[]): string {
  const list = phrases.map((phrase) => `"${phrase}"`);
  return list.length <= 1 ? list.join("") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
}

function signs(intent: MessageIntent): string {
  return intent.offers.length > 0 ? ` (${intent.offers.join(", ")})` : "";
}

function textReason(where: string, outcome: MessageOutcome, intent: MessageIntent): string {
  const named = intent.phrases.length > 0 ? `${where} ${quoted(intent.phrases)}` : where.replace(/ mentions?$/, "");
  switch (outcome) {
    case "refuse":
      return `${named} in an offer to the business${signs(intent)}`;
    case "hold":
      return `${named} reads as an offer to the business${signs(intent)}`;
    default:
      return intent.offers.length === 0
        ? `${named} with no signs of a sales pitch`
        : `${named} with some signs of a sales pitch${signs(intent)} but asks for painting work`;
  }
}

/**
 * More than 60 Latin letters with no break, as the fold reads them: no word anybody writes (the
 * longest words of English or German are shorter), but what spelled-out single letters fold to.
 * Catches: "s.e.o s.e.o s.e.o ..." (folded to one word, "seoseoseo..."). Not: "Donaudampfschifffahrtsgesellschaft"
 * (34 letters), a link (its dots and slashes break it), Chinese or Korean (not Latin letters).
 * It starts only where no letter precedes, so a long run is tried once: one pass, whatever the text.
 */
const NO_WORD_A_PERSON_WRITES = /(?<![a-z])[a-z]{61}/;

function formatSeconds(ms: number): string {
  return `${(Math.floor(ms / 100) / 10).toFixed(1)} s`;
}

/**
 * The learned model's features for a lead's written texts, read together (a
 * quote's "gate code 1234" note beside its project details). Each text was
 * read once already; the lead's reading is theirs combined, not a third pass.
 */
function modelFeatures(email: string, written: readonly { fold: FoldedText | null; intent: MessageIntent }[]): string[] {
  // The texts joined by a line break, folded: from each text's fold, not folded a second time.
  const folded = foldJoined(written.map(({ fold }) => fold!));
  const intent = written.map(({ intent }) => intent).reduce(combineIntents);
  return spamModelFeatures(folded, intent, email);
}

/** What the model reads in a lead, as `screenLead` gives it: `npm run spam:train` learns from exactly this. */
export function leadModelFeatures(input: Pick<LeadScreenInput, "email" | "message" | "projectDetails">): string[] {
  const nameWords = localWords(input.email);
  const written = [input.message ?? "", input.projectDetails ?? ""]
    .filter((text) => text.trim() !== "")
    .map((text) => readText(text, nameWords));
  return written.length === 0 ? spamModelFeatures("", readIntent(""), input.email) : modelFeatures(input.email, written);
}

/**
 * The one decision for a lead, in a fixed order: a junk address, then the
 * message, then the project details (each refusal answers with its own
 * message); then what reads as an offer (hold), a lead that asks nothing a
 * customer asks in any of its texts (hold) and the bot checks (hold); then
 * the flags. A role account ("office@", "info@") is judged by what it asks: a
 * request for painting is a customer; with no request, a sure sign of an
 * offer refuses it. A held lead keeps every reason, so the owner sees all the
 * screens noticed.
 *
 * With `model` (the Worker passes it; the browser, which only needs to know
 * what is refused, does not), the learned model decides hold or let through
 * for the lead's texts together, in place of the hand-written holds for texts
 * with no listed word and the "asks nothing a customer asks" default, which
 * become its features. Refusals, the listed words' holds and flags, the role
 * account flags and the bot checks stay the rules'.
 */
export function screenLead(input: LeadScreenInput, model?: SpamModel): ScreenResult {
  const emailReason = emailRefusal(input.email);
  if (emailReason) {
    return { outcome: "refuse", code: "blocked_email", message: MESSAGES.blockedEmail, field: "email", reason: emailReason };
  }

  const role = roleAccount(input.email);
  const nameWords = localWords(input.email);
  const texts: [ScreenedField, string, string][] = [
    ["message", input.message ?? "", "Message mentions"],
    ["projectDetails", input.projectDetails ?? "", "Project details mention"],
  ];
  const read = texts.map(([field, text, where]) => {
    const { intent, fold } = readText(text, nameWords);
    return { field, text, where, intent, fold, outcome: messageOutcome(intent) };
  });
  const asksForWork = read.some(({ intent }) => intent.asksForWork);

  for (const { field, where, intent, outcome } of read) {
    const roleOffer = role !== null && !asksForWork && intent.offerWeight >= 2;
    if (outcome === "refuse" || roleOffer) {
      const reason = textReason(where, "refuse", intent) + (roleOffer ? ` from a role account (${role.join(".")}@)` : "");
      return { outcome: "refuse", code: "blocked_content", message: MESSAGES.blockedContent, field, reason };
    }
  }

  const written = read.filter(({ intent }) => !intent.blank);
  const ruled = model ? read.filter(({ intent }) => intent.phrases.length > 0) : read;
  const holds = ruled.filter(({ outcome }) => outcome === "hold").map(({ where, intent }) => textReason(where, "hold", intent));
  // A pitch in another language is held by the rules, with or without the model: the model learned
  // from few such texts, and another script no longer passes for a customer's sign.
  for (const { where, intent } of written) {
    if (intent.languagePitches.length > 0 && !intent.asksForWork) {
      holds.push(`${where.replace(/ mentions?$/, "")} reads as a pitch in ${intent.languagePitches.join("; ")}`);
    }
  }
  if (model && holds.length === 0 && written.length > 0) {
    // The lead's texts read together: a quote's "gate code 1234" note asks nothing, but its project details do.
    const features = modelFeatures(input.email, written);
    const weights = featureWeights(model, features);
    const probability = spamModelProbability(model, features, weights);
    if (probability >= spamModelThreshold(model, features)) {
      const where = written.map(({ where }) => where.replace(/ mentions?$/, "")).join(" and ");
      const why = spamModelReasons(model, features, 3, weights).join(", ");
      holds.push(`${where} ${written.length > 1 ? "read" : "reads"} as an offer or junk (${why}; ${Math.round(probability * 100)}% by the screens' model)`);
    }
  }
  // Without the model, the default, judged on the whole lead the same way.
  if (!model && holds.length === 0 && written.length > 0 && written.every(({ intent }) => asksNothingACustomerAsks(intent))) {
    const where = written.map(({ where }) => where.replace(/ mentions?$/, "")).join(" and ");
    holds.push(`${where} ${written.length > 1 ? "ask" : "asks"} for no painting work and nothing a customer asks${signs(written[0]!.intent)}`);
  }
  // "?????", "-----", "1111": no word and no phone number is nobody's request, whatever the model makes of its shape.
  for (const { text, where, fold } of written) {
    if (!hasLetter(text) && !hasPhoneNumber(text)) holds.push(`${where.replace(/ mentions?$/, "")} has no words`);
    else if (fold !== null && NO_WORD_A_PERSON_WRITES.test(fold.folded)) holds.push(`${where.replace(/ mentions?$/, "")} runs letters into a word nobody writes`);
  }
  if ((input.website ?? "").trim() !== "") holds.push('Hidden field "website" was filled');
  if (input.elapsedMs !== undefined && input.elapsedMs < MIN_HUMAN_FILL_MS) {
    holds.push(`Sent ${formatSeconds(input.elapsedMs)} after the form opened`);
  }
  const flags = ruled.filter(({ outcome }) => outcome === "flag").map(({ where, intent }) => textReason(where, "flag", intent));
  if (role !== null && (!asksForWork || role.some((word) => SELLING_ROLE_WORDS.has(word)))) {
    flags.push(`Sent from a role account (${role.join(".")}@)${asksForWork ? "" : " with no request for painting"}`);
  }
  if (holds.length > 0) return { outcome: "hold", reason: [...holds, ...flags].join("; ") };
  if (flags.length > 0) return { outcome: "flag", reason: flags.join("; ") };
  return { outcome: "accept", reason: null };
}
