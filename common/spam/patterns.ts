/**
 * The patterns both the hand-written rules and the learned model read
 * (`spam-model.ts` builds features from them), defined once here so the two
 * can never disagree about what a phone number or a link is.
 *
 * Every pattern the screens run must take time linear in the text, whatever
 * the text: a lead is screened before the cooldown and the hourly cap, so one
 * request of 10,000 crafted characters must not cost more CPU than the
 * Worker's budget. The rule for writing one: a quantifier that can repeat
 * (`+`, `*`) never starts a pattern unanchored and never sits beside another
 * quantifier over the same characters; a pattern starts at a fixed character
 * or behind a lookbehind that lets it start only once per run (`(?<!\d)`),
 * and separators take a bounded count (`{0,2}`). `tests/common/adversarial.test.ts`
 * feeds every screen runs of each character at the form's maximum lengths;
 * `npm run bench:screens` prints the CPU.
 */

/**
 * A North American phone number, as customers write theirs.
 * Catches: "404-555-1234", "(404) 555 1234", "+1 404.555.1234", "4045551234".
 * Not: "404 555 12" (too short), "12345678901234" (a longer run of digits: an
 * order or account number), "404 - - - 555" (separators are one or two characters).
 * Starts only where no digit precedes, so a run of digits or separators is
 * tried once, not from every position.
 */
export const PHONE_NUMBER = /(?<![\d+])(?:\+?1[\s.-]{0,2})?(?:\(\d{3}\)|\d{3})[\s.-]{0,2}\d{3}[\s.-]{0,2}\d{4}(?!\d)/;

/**
 * `PHONE_NUMBER.test(text)`, searched only from where a number can be. Every
 * match ends with four digits and no digit after them, so at the end of a run
 * of four digits or more, and is at most 20 characters long ("+1" and two
 * separators, "(404)" and two, "555" and two, "1234"): none starts more than
 * 20 characters before the end of the text's first such run, and the search
 * starts there (its look back still reads what precedes). The pattern tried
 * at every digit of a 10,000-character run of "1 ", "1 404 555 1" or "5"
 * cost 0.03-0.1 ms a pass, and a lead made up to five.
 */
export function hasPhoneNumber(text: string): boolean {
  const fourDigits = FOUR_DIGITS.exec(text);
  if (fourDigits === null) return false;
  let end = fourDigits.index + 4;
  while (end < text.length && isDigit(text.charCodeAt(end))) end += 1;
  PHONE_NUMBER_FROM.lastIndex = Math.max(0, end - 20);
  return PHONE_NUMBER_FROM.test(text);
}
// Four digits written out, not `\d{4}`: the same matches, but V8 scans 10,000 ";" for the counted form
// twenty times slower (0.046 ms against 0.002).
const FOUR_DIGITS = /\d\d\d\d/;
const isDigit = (code: number) => code >= 48 && code <= 57;
/** `PHONE_NUMBER` searched from a place (`lastIndex`): the same pattern. */
const PHONE_NUMBER_FROM = new RegExp(PHONE_NUMBER.source, "g");

/** The top-level domains a link in a lead uses; a word before one of these and a dot is read as a web address. */
const LINK_TLDS = "com|net|org|io|co|app|ai|biz|info|agency|digital|online|site|xyz";

/**
 * A link: a scheme, "www.", or a host name ending in a common top-level domain.
 * Catches: "https://x.y", "www.paintpros", "grow-fast.agency", "seo.io".
 * Not: "e.g. the trim", "3.5 hours", "Sherwin-Williams 7006" (no top-level domain).
 * The host name is the whole run of letters, digits and dashes before the dot
 * (a lookbehind, not `\b`, which is true at every dash), at most 63
 * characters as DNS allows. The pattern starts at the dot and looks back for
 * the name, so a text is scanned for dots (a cheap test) rather than each
 * position read as the start of a name; the look back is at most 64
 * characters, so "a-a-a-a-..." is still scanned once.
 */
export const LINK = new RegExp(`https?://|\\bwww\\.|\\.(?<=(?<![a-z0-9-])[a-z0-9-]{1,63}\\.)(?:${LINK_TLDS})\\b`);

/**
 * A percentage: "20%", "15 %". Not: "%" alone, "twenty percent" (written out).
 * One digit before is enough to know it is a number; matching the whole run
 * (`\d+`) would retry it from every digit.
 */
export const PERCENT = /\d\s?%/;

/** A sum of money: "$50", "$ 1,200". Not: "50 dollars" (written out), "$" alone. */
export const MONEY = /\$\s?\d/;

/**
 * A discount: "20% off", "15 % off". Not: "20% of the walls", "50% offset".
 */
export const PERCENT_OFF = /\d\s?%\s{1,3}off\b/;

/**
 * A letter of a script other than Latin: Cyrillic, Han, Hangul, Devanagari...
 * Catches: "Здравствуйте", "你好", "안녕하세요". Not: "café", "1-800", "—".
 * (Latin letters with accents, Vietnamese included, are Latin.)
 */
export const OTHER_SCRIPT = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;
