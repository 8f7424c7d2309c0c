/**
 * Folding a text the way the screens read it: the usual evasions undone
 * (case, full-width letters, zero-width characters, look-alike Cyrillic
 * letters, words spelled out letter by letter, leetspeak).
 */
import { LETTER as LETTER_KIND, MARK, kindOfCodeUnit } from "./characters";

/** Cyrillic letters that look Latin, used inside Latin words to hide them. */
const LOOKALIKES: Record<string, string> = {
  а: "a", в: "b", е: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x", і: "i", ѕ: "s", ј: "j", ԁ: "d",
};
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };

/** Invisible in text, so used to split a word the screens would see: zero-width, soft hyphen, bidi controls. */
// The combining grapheme joiner (034F) stands apart: inside a class it would read as joined to the character before it.
const INVISIBLE = /\u034F|[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/**
 * The text as the screens read it: NFKC (full-width and styled letters become
 * plain), lower case, invisible characters removed, look-alike letters inside
 * Latin words made Latin, and runs of single letters joined ("s.e.o" → "seo").
 */
export function foldForScreening(text: string): string {
  return joinSpelledOut(prefold(text));
}

/**
 * One text as the screens read it, folded once and shared by every screen
 * (the listed phrases, the signs, the other languages, the learned model):
 * each used to fold the text again for itself.
 */
export interface FoldedText {
  /** Folded but for the runs of single letters (see `foldJoined`). */
  prefolded: string;
  /** `foldForScreening(text)`. */
  folded: string;
  /** `decodeLeet(folded)`: the same string (not a copy) when there is nothing to decode. */
  leet: string;
}

export function foldText(text: string): FoldedText {
  const prefolded = prefold(text);
  const folded = joinSpelledOut(prefolded);
  return { prefolded, folded, leet: decodeLeet(folded) };
}

/**
 * `foldForScreening` of texts joined by a line break, from their folds: the
 * same string, without folding them again. Every step of the fold but one reads
 * a character or a word at a time, and a line break ends a word, so the fold of
 * the joined texts is their folds joined; the exception is a run of single
 * letters that goes on across the line break ("s e" then "o"), which is read as
 * one word when the texts are joined. Only then are the runs joined again.
 */
export function foldJoined(parts: readonly FoldedText[]): string {
  for (let at = 1; at < parts.length; at += 1) {
    if (ENDS_IN_A_SINGLE_LETTER.test(parts[at - 1]!.prefolded.slice(-8)) && STARTS_WITH_A_SINGLE_LETTER.test(parts[at]!.prefolded.slice(0, 8))) {
      return joinSpelledOut(parts.map(({ prefolded }) => prefolded).join("\n"));
    }
  }
  return parts.map(({ folded }) => folded).join("\n");
}

// Whether a run of single letters could go on across the line break: a lone letter and at most two
// separators each side. (The last eight characters are enough: a letter is at most two, and a letter
// cut off at the slice's start reads as no letter, which only ever says yes, so joins again.)
const ENDS_IN_A_SINGLE_LETTER = /(?<![\p{L}\p{N}])\p{L}[\s.\-_*·•]{0,2}$/u;
const STARTS_WITH_A_SINGLE_LETTER = /^[\s.\-_*·•]{0,2}\p{L}(?![\p{L}\p{N}])/u;

/** Every step of the fold but joining the runs of single letters. */
function prefold(text: string): string {
  const folded = text.normalize("NFKC").toLowerCase().replace(INVISIBLE, "").replace(/\be-mail/g, "email");
  // Only a text with a Cyrillic letter can hide a Latin word with one; most have none, so skip the word-by-word pass.
  if (!CYRILLIC.test(folded)) return folded;
  return latinizeMixedWords(folded);
}

/**
 * Each word (a run of letters and marks, as `/[\p{L}\p{M}]+/u` reads one)
 * that has both a Latin letter a-z and a Cyrillic one, with its look-alike
 * letters made Latin: "sеo" with a Cyrillic "е" is "seo"; "москва" stays.
 * Only the words around a Cyrillic letter are looked at, each once (a
 * callback for every word of the text cost 1 us a word).
 */
function latinizeMixedWords(text: string): string {
  let out = "";
  let copied = 0;
  const cyrillic = CYRILLIC_LETTERS;
  cyrillic.lastIndex = 0;
  for (let found = cyrillic.exec(text); found !== null; found = cyrillic.exec(text)) {
    // U+0482, a Cyrillic sign, is neither letter nor mark: in no word.
    if (!isLetterOrMark(text, found.index, 1)) continue;
    let start = found.index;
    for (let width = widthBefore(text, start); width > 0 && isLetterOrMark(text, start - width, width); width = widthBefore(text, start)) {
      start -= width;
    }
    let end = found.index + 1;
    for (let width = widthAt(text, end); width > 0 && isLetterOrMark(text, end, width); width = widthAt(text, end)) end += width;
    const word = text.slice(start, end);
    if (/[a-z]/.test(word)) {
      out += text.slice(copied, start) + latinized(word);
      copied = end;
    }
    cyrillic.lastIndex = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/**
 * `prefolded.replace(SPELLED_OUT, (run) => run.replace(/[\s.\-_*·•]/g, ""))`, the
 * same text, with each run's letters copied between its separators instead of
 * a callback and a second pattern a run (on "i run a i run a ...", 1,250 runs
 * of "a i" a text, that cost 0.1 ms a fold).
 */
export function joinSpelledOut(prefolded: string): string {
  const spelled = SPELLED_OUT;
  spelled.lastIndex = 0;
  let out = "";
  let copied = 0;
  for (let run = spelled.exec(prefolded); run !== null; run = spelled.exec(prefolded)) {
    const end = run.index + run[0].length;
    // Each character of a run is a separator or (a half of) a letter, never both: the text up to
    // each separator is copied, and the separator left out.
    for (let at = run.index; at < end; at += 1) {
      if (isSeparator(prefolded.charCodeAt(at))) {
        out += prefolded.slice(copied, at);
        copied = at + 1;
      }
    }
  }
  return copied === 0 ? prefolded : out + prefolded.slice(copied);
}

/** Whether a code unit is a `SEPARATOR`, asked of the pattern the first time each is seen. */
function isSeparator(code: number): boolean {
  let known = SEPARATOR_CODES[code]!;
  if (known === 0) {
    known = SEPARATOR.test(String.fromCharCode(code)) ? 1 : 2;
    SEPARATOR_CODES[code] = known;
  }
  return known === 1;
}
/** 1 for a separator, 2 for any other code unit, 0 until first seen. */
const SEPARATOR_CODES = new Uint8Array(0x10000);

/** The code units of the character (code point) at `index`, or just before it: 0 at the text's end. */
function widthAt(text: string, index: number): number {
  if (index >= text.length) return 0;
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff && index + 1 < text.length ? 2 : 1;
}
function widthBefore(text: string, index: number): number {
  if (index <= 0) return 0;
  const code = text.charCodeAt(index - 1);
  return code >= 0xdc00 && code <= 0xdfff && index >= 2 ? 2 : 1;
}

const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u;
/** Whether the character at `index` (`width` code units) is a letter or a mark, as `[\p{L}\p{M}]` reads it. */
function isLetterOrMark(text: string, index: number, width: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  // The Cyrillic block is letters and marks but for one sign (U+0482): no need to ask the pattern.
  if (code >= 0x400 && code <= 0x4ff) return code !== 0x482;
  // One code unit: its kind, known once per Worker (asking the pattern cost 0.1 us a character, 0.5 ms
  // for a word of 5,000 letters of other scripts around one Cyrillic letter). Two (rare): the pattern.
  if (width === 1) return (kindOfCodeUnit(code) & (LETTER_KIND | MARK)) !== 0;
  return LETTER_OR_MARK.test(text.slice(index, index + width));
}

const CYRILLIC = /[\u0400-\u04ff]/;
const CYRILLIC_LETTERS = new RegExp(CYRILLIC.source, "g");
/** A word with its look-alike Cyrillic letters made Latin, one pass (a callback per letter cost 1 us a letter). */
function latinized(word: string): string {
  let out = "";
  let copied = 0;
  for (let at = 0; at < word.length; at += 1) {
    // Every look-alike is one code unit, and no half of a surrogate pair is one.
    const latin = LOOKALIKE_CODES.get(word.charCodeAt(at));
    if (latin !== undefined) {
      out += word.slice(copied, at) + latin;
      copied = at + 1;
    }
  }
  return out + word.slice(copied);
}
const LOOKALIKE_CODES = new Map(Object.entries(LOOKALIKES).map(([cyrillic, latin]) => [cyrillic.charCodeAt(0), latin]));

/**
 * Single letters in a row with one to three separators between them.
 * Catches: "s.e.o", "s e o", "l-e-a-d", "S . E . O". Not: "a seo", "I am" (the
 * letters stand alone, not in a run of single letters), "a  ---  b" (four or more
 * separators). The separators' count is bounded, and a separator can never be
 * read as a letter, so each character is looked at a bounded number of times.
 */
// A match starts at the separator after the run's first letter and looks back for that letter (alone:
// no letter or digit before it), then takes the next letters. A separator is the cheapest first test:
// most positions of any text are letters, and testing each for a letter first (`\p{L}` is a large table
// past Latin-1) cost 0.3 ms on 5,000 letters of Cyrillic; testing what precedes first cost four times
// more on 5,000 quotation marks. The first letter stays out of the match and in its place, so joining
// a match's letters gives the same text as joining the whole run. Inside the look back, read right to
// left, "no separator before this one" is tested before "a letter before it": a separator is never a
// letter, so this changes no match, but it fails a run of separators on a cheap class, where `\p{L}`
// on each "•" (past Latin-1, a large table) cost 0.3 ms for 5,000 of them.
export const SPELLED_OUT =
  /[\s.\-_*·•](?<=(?<![\p{L}\p{N}])\p{L}(?<![\s.\-_*·•])[\s.\-_*·•])[\s.\-_*·•]{0,2}\p{L}(?![\p{L}\p{N}])(?:[\s.\-_*·•]{1,3}\p{L}(?![\p{L}\p{N}]))*/gu;
/** A separator of a run of single letters (each character of a match is one of these or a letter). */
const SEPARATOR = /^[\s.\-_*·•]$/;

/** Digits and symbols standing in for letters inside a word: "5eo", "b4cklinks", "ch@tgpt". */
export function decodeLeet(folded: string): string {
  // Most texts have no digit or symbol that could stand in for a letter: nothing to do then.
  if (!LEET_CHARACTER.test(folded)) return folded;
  // One pass over the text: a token is a run of letters, digits, "@" and "$"; a
  // token with a letter has its stand-ins decoded, and only such a token is
  // copied. (A replace with a callback per token cost 1 us a token: 5 ms on a
  // 5,000-character run of "5e0 ".)
  let out = "";
  let copied = 0;
  let start = 0;
  while (start < folded.length) {
    let end = start;
    let hasLetter = false;
    let hasLeet = false;
    for (; end < folded.length; end += 1) {
      const code = folded.charCodeAt(end);
      if (code >= 97 && code <= 122) hasLetter = true;
      else if (code < 128 && LEET_CODES[code] === 1) hasLeet = true;
      else if (code >= 48 && code <= 57) continue;
      // Past ASCII, a code unit's kind is known once per Worker (`\p{L}` asked of each cost 0.1 us).
      else if (code > 127 && kindOfCodeUnit(code) & LETTER_KIND) hasLetter = true;
      else break;
    }
    if (hasLetter && hasLeet) {
      // Only the stand-ins are replaced; the characters between them are copied a run at a time (a
      // character at a time cost 80 us on a 5,000-letter token of many scripts with one digit in it).
      for (let at = start; at < end; at += 1) {
        const code = folded.charCodeAt(at);
        if (code < 128 && LEET_CODES[code] === 1) {
          out += folded.slice(copied, at) + LEET[folded[at]!]!;
          copied = at + 1;
        }
      }
    }
    start = end + 1;
  }
  return out + folded.slice(copied);
}

/** The ASCII characters that stand in for letters, as a table (1 for each of "013457@$"). */
const LEET_CODES = Uint8Array.from({ length: 128 }, (_, code) => ("013457@$".includes(String.fromCharCode(code)) ? 1 : 0));
const LEET_CHARACTER = /[013457@$]/;
