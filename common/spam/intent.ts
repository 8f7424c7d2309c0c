/**
 * What one text asks for and what it offers (`readIntent`), and the decision
 * for it alone (`messageOutcome`).
 */
import { type FoldedText, foldText } from "./folding";
import { ASKS_FOR_WORK, CUSTOMER_SIGNS, NAMES_PAINT_WORK } from "./requests";
import { OFFER_FAMILIES, OFFER_HINTS, SELLS_IT, STRONG_PITCH_MARKS, type Sign, VENDOR_FRAMING, WEAK_PITCH_MARKS } from "./offers";
import { WordIndex, beginningsOf } from "./beginnings";
import { type LanguageReading, asksInAnotherLanguage, pitchesIn, readLanguages } from "./languages";
import { hasPhoneNumber } from "./patterns";
import { phrasesIn, solicitationPhrases } from "./phrases";

export interface MessageIntent {
  /** Listed solicitation phrases, as the owner reads them. */
  phrases: string[];
  /** Signs that the writer offers something to the business, strongest first. */
  offers: string[];
  /** How strongly it reads as an offer: 2 for each strong sign, 1 for each weak one. */
  offerWeight: number;
  /** How much it is written as a vendor writes (`VENDOR_FRAMING`, 1 or 2 a sign): this only ever holds. */
  vendorFraming: number;
  /** The writer sells a listed thing in so many words ("we offer link building"). */
  sellsListedThing: boolean;
  /** The writer asks for painting work. */
  asksForWork: boolean;
  /** The writer names painting work or a part of a house, if not in a request. */
  namesWork: boolean;
  /** The writer asks what only a customer asks, or names a place or work of their own (`CUSTOMER_SIGNS`). */
  customerSigns: boolean;
  /** Nothing was written (the contact form has no project details): it decides nothing either way. */
  blank: boolean;
  /** The other languages it pitches in, each with the words that say so ("Korean: 마케팅, 홈페이지"); see `languages.ts`. */
  languagePitches: string[];
  /** Each other language's reading whatever it decided (the model weighs its words): see `languages.ts`. */
  languageReadings: LanguageReading[];
}

/**
 * What each pattern's matches begin with (`beginningsOf`) is read from the
 * patterns once, when the Worker starts (its start-up has a budget of its
 * own), not in a lead's screening.
 */
for (const pattern of [
  ...[STRONG_PITCH_MARKS, OFFER_FAMILIES, WEAK_PITCH_MARKS, OFFER_HINTS, VENDOR_FRAMING].flat().map(({ pattern }) => pattern),
  ASKS_FOR_WORK,
  NAMES_PAINT_WORK,
  CUSTOMER_SIGNS,
  SELLS_IT,
]) {
  beginningsOf(pattern);
}

function sentencesOf(folded: string): string[] {
  return folded.split(/[.!?\n;]+/);
}

/**
 * Whether a match of `SELLS_IT` in a sentence is one in the whole text too: a
 * sentence (`sentencesOf`) is a piece of the text between `[.!?\n;]`, none of
 * them a word's character, so `\b` reads its ends as the whole text does; an
 * anchor or a look-around could read past them, and then each sentence is
 * searched as it is.
 */
const SELLS_IT_STAYS_IN_ITS_SENTENCE = !/\^|\$|\(\?<?[=!]/.test(SELLS_IT.source);

/**
 * What a message or project details text asks for, and what it offers, as the
 * screens read it. `nameWords` are the words of the sender's address: a listed
 * word that is also one of them is the sender's name ("Yuna Seo" writing from
 * seo.yuna@), not a pitch.
 */
export function readIntent(text: string, nameWords: readonly string[] = []): MessageIntent {
  return readText(text, nameWords).intent;
}

/** `readIntent`, and the text as folded for it (null for a blank text), which the learned model reads too. */
export function readText(text: string, nameWords: readonly string[] = []): { intent: MessageIntent; fold: FoldedText | null } {
  if (!text.trim()) {
    return {
      intent: {
        phrases: [],
        offers: [],
        offerWeight: 0,
        vendorFraming: 0,
        sellsListedThing: false,
        asksForWork: false,
        namesWork: false,
        customerSigns: false,
        blank: true,
        languagePitches: [],
        languageReadings: [],
      },
      fold: null,
    };
  }
  const fold = foldText(text);
  return { intent: intentOf(fold, nameWords), fold };
}

function intentOf(fold: FoldedText, nameWords: readonly string[]): MessageIntent {
  const { folded, leet } = fold;
  const languages = readLanguages(folded);
  const asksInItsLanguage = asksInAnotherLanguage(languages);
  // A pattern is tried only where its matches can start (see `beginnings.ts`).
  const words = new WordIndex(folded);
  const found = (pattern: RegExp) => words.test(pattern);
  // The leet reading is the same text in most leads: test each pattern once then. Where it differs (only in
  // the digits and symbols decoded inside words), its index is made from the folded text's.
  const leetWords = leet !== folded ? new WordIndex(leet, undefined, words) : null;
  const marked = ({ pattern }: Sign) => words.test(pattern) || (leetWords !== null && leetWords.test(pattern));
  const phrases = phrasesIn(fold, words, leetWords).filter((phrase) => !nameWords.includes(phrase.toLowerCase()));
  const strong = [...STRONG_PITCH_MARKS, ...OFFER_FAMILIES].filter(marked).map(({ mark }) => mark);
  const weak = [...WEAK_PITCH_MARKS, ...OFFER_HINTS].filter(marked).map(({ mark }) => mark);
  const framing = VENDOR_FRAMING.filter(marked);
  // A sentence matches `SELLS_IT` only if the whole leet reading does (see `SELLS_IT_STAYS_IN_ITS_SENTENCE`):
  // a text that does not is not cut into sentences (a long one has hundreds, each searched).
  const sellsListedThing =
    phrases.length > 0 &&
    (!SELLS_IT_STAYS_IN_ITS_SENTENCE || (leetWords ?? words).test(SELLS_IT)) &&
    sentencesOf(leet).some(
      (sentence) => SELLS_IT.test(sentence) && !ASKS_FOR_WORK.test(sentence) && solicitationPhrases(sentence).length > 0,
    );
  return {
    phrases,
    offers: [...new Set([...strong, ...weak, ...framing.map(({ mark }) => mark)])],
    offerWeight: 2 * strong.length + weak.length,
    vendorFraming: framing.reduce((sum, { weight = 1 }) => sum + weight, 0),
    sellsListedThing,
    asksForWork: found(ASKS_FOR_WORK) || asksInItsLanguage,
    namesWork: found(NAMES_PAINT_WORK),
    customerSigns: found(CUSTOMER_SIGNS) || hasPhoneNumber(folded) || asksInItsLanguage,
    blank: false,
    languagePitches: pitchesIn(languages).map(({ language, pitches }) => `${language}: ${pitches.slice(0, 3).join(", ")}`),
    languageReadings: languages,
  };
}

/**
 * Two texts' readings as one (a quote's note and its project details): a sign
 * either shows counts, and a weight is the larger, as a mark counts once
 * however often it is written.
 */
export function combineIntents(a: MessageIntent, b: MessageIntent): MessageIntent {
  return {
    phrases: [...new Set([...a.phrases, ...b.phrases])],
    offers: [...new Set([...a.offers, ...b.offers])],
    offerWeight: Math.max(a.offerWeight, b.offerWeight),
    vendorFraming: Math.max(a.vendorFraming, b.vendorFraming),
    sellsListedThing: a.sellsListedThing || b.sellsListedThing,
    asksForWork: a.asksForWork || b.asksForWork,
    namesWork: a.namesWork || b.namesWork,
    customerSigns: a.customerSigns || b.customerSigns,
    blank: a.blank && b.blank,
    languagePitches: [...new Set([...a.languagePitches, ...b.languagePitches])],
    languageReadings: [...a.languageReadings, ...b.languageReadings],
  };
}

export type MessageOutcome = "accept" | "flag" | "hold" | "refuse";

/**
 * No request, no work or place named, no question a customer asks, no phone
 * number, not another language: what is left is a pitch no rule names yet, a
 * bump, a bot's "a". Such a text is held, not refused: a customer who wrote
 * only "Hello" is in the inbox under Held and in the daily digest, one tap
 * from being answered, while the pitch families nobody listed stay out of the
 * owner's mail. Patterns of how vendors write, learned from one round of the
 * labelled table, caught only 55-57% of the next round's junk; this default
 * does not depend on knowing the family.
 */
export function asksNothingACustomerAsks(intent: MessageIntent): boolean {
  return !intent.blank && !intent.asksForWork && !intent.namesWork && !intent.customerSigns;
}

/**
 * The decision for one text, by intent (an offer's weight: 2 for each strong
 * sign, 1 for each weak one; the vendor's-writing signs of `VENDOR_FRAMING`
 * add their own weight, but only ever toward a hold):
 * - refuse: it sells a listed thing in so many words, or names one with any
 *   sign of an offer and no painting work at all;
 * - hold: it reads as an offer but is not certain: a listed word with no
 *   painting work, or one with signs of an offer beside painting words but no
 *   request; a request outweighed by an offer (weight 3 or more with a listed
 *   word, 4 counting the ways it is written as a vendor writes: no
 *   customer in the tuning part reached 4); an offer with no listed word and no
 *   request, at weight 2 (redesigns, back-links, appointments, trials,
 *   funding, "quick call?", and every family that writes like a vendor:
 *   insurance, uniforms, card fees, awards, bumps of an unanswered pitch);
 *   a scam's cheque or request for bank details (and, judged on the whole
 *   lead by `screenLead`, a lead whose every text asks nothing a customer
 *   asks: `asksNothingACustomerAsks`);
 * - flag: a listed word in what reads as a request for work (one pitch-like
 *   phrase such as "reply to this email" does not outweigh the request);
 * - accept: anything else.
 */
export function messageOutcome(intent: MessageIntent): MessageOutcome {
  const { phrases, offerWeight, vendorFraming, sellsListedThing, asksForWork, namesWork } = intent;
  if (sellsListedThing) return "refuse";
  if (phrases.length > 0) {
    if (!asksForWork && !namesWork) return offerWeight >= 1 ? "refuse" : "hold";
    if (!asksForWork) return offerWeight + vendorFraming >= 1 ? "hold" : "flag";
    return offerWeight >= 3 || offerWeight + vendorFraming >= 4 ? "hold" : "flag";
  }
  const vendorWeight = offerWeight + vendorFraming;
  if (offerWeight >= 4 || vendorWeight >= 4 || (!asksForWork && vendorWeight >= 2)) return "hold";
  return "accept";
}
