/**
 * The listed solicitation phrases (SEO, backlinks, web design...): a word
 * never refuses on its own, but names what a pitch sells (see `intent.ts`).
 */
import { WordIndex } from "./beginnings";
import { type FoldedText, foldText } from "./folding";

/** Solicitation phrases: on their own they flag a lead; with the marks of a pitch they refuse it. */
export const SOLICITATION_PHRASES = [
  // the original site's list
  "seo", "backlinks", "link building", "digital marketing", "lead generation", "virtual assistant",
  "paid ads", "web design", "automation", "chatgpt", "guest post", "bulk email", "free trial",
  "guaranteed results",
  // more of the same kind
  "chat gpt", "backlink", "search engine optimization", "search engine optimisation", "lead gen", "web designer",
  "website design", "website redesign", "web development", "web developer", "app development",
  "social media marketing", "social media management", "email marketing", "cold email", "email list",
  "marketing agency", "marketing services", "appointment setting", "ppc", "pay per click", "google ads",
  "facebook ads", "domain authority", "white label", "outsourcing", "offshore", "crypto", "bitcoin",
  "forex", "casino", "merchant cash advance", "business funding", "business loan", "sponsored post",
  "reputation management", "google my business", "google business profile", "content writing",
  "logo design", "data entry", "back link", "link builder", "guest posting", "mass email", "email blast",
  "pay per lead", "appointment setter", "ai receptionist", "working capital",
] as const;

/** How the owner reads a phrase in a reason. */
const PHRASE_LABELS: Record<string, string> = {
  seo: "SEO",
  chatgpt: "ChatGPT",
  "chat gpt": "ChatGPT",
  ppc: "PPC",
  "google ads": "Google Ads",
  "facebook ads": "Facebook Ads",
  "google my business": "Google My Business",
  "back link": "backlinks",
  "google business profile": "Google Business Profile",
};

export const NOT_WORD_BEFORE = "(?<![\\p{L}\\p{N}])";
export const NOT_WORD_AFTER = "(?![\\p{L}\\p{N}])";
/** Between the words of a phrase: a space, a dash, a dot, an underscore, or nothing ("webdesign"). */
const PHRASE_GAP = "[\\s\\-_.]*";

export const PHRASE_PATTERNS = SOLICITATION_PHRASES.map((phrase) => ({
  phrase,
  /**
   * A match starts with the phrase's first word where no letter or digit
   * precedes: at the start of a word as `\b` reads words (`WordIndex`), or
   * after a "_". A text with neither is not searched. (A first word of
   * other characters than a-z would be searched always.)
   */
  first: /^[a-z]+$/.test(phrase.split(" ")[0]!) ? phrase.split(" ")[0]! : null,
    // Plurals and "-ing"/"-er" forms count too: "back-links", "web-designing", "bulk emailing", "link builders".
  pattern: new RegExp(`${NOT_WORD_BEFORE}${phrase.split(" ").join(PHRASE_GAP)}(?:e?s|ing|ers?)?${NOT_WORD_AFTER}`, "u"),
}));

/** The listed phrases a text names, in list order, as the owner reads them. */
export function solicitationPhrases(text: string): string[] {
  return text ? phrasesIn(foldText(text)) : [];
}

/**
 * `solicitationPhrases` of a text already folded, given its words (and its
 * leet reading's, when that differs) if they were listed already.
 */
export function phrasesIn(
  { folded, leet }: FoldedText,
  words = new WordIndex(folded),
  leetWords: WordIndex | null = leet !== folded ? new WordIndex(leet, undefined, words) : null,
): string[] {
  // Looking a word up is a fraction of a pattern's pass over the text, and most texts have none of them; a
  // text that has them is tried only where they start (a pass tries the look-behind at every character).
  const named = (text: string, index: WordIndex, { first, pattern }: (typeof PHRASE_PATTERNS)[number]) =>
    first === null ? pattern.test(text) : index.testWhereWordsStart(pattern, first);
  const found = PHRASE_PATTERNS.filter(
    (phrase) => named(folded, words, phrase) || (leetWords !== null && named(leet, leetWords, phrase)),
  ).map(({ phrase }) => phrase);
  // "backlinks" also matches "backlink", "web designer" also "web design": name each thing once.
  const labels = found
    .filter((phrase) => !found.some((other) => other !== phrase && other.includes(phrase)))
    .map((phrase) => PHRASE_LABELS[phrase] ?? phrase);
  return [...new Set(labels)];
}
