/**
 * What kind of character stands at a place of a text (a letter, a digit of
 * any script, a letter of a script other than Latin), asked of each character
 * once per Worker, not of every character of every text.
 *
 * A pass of a Unicode class such as `/[\p{L}\p{N}]+/u` over a text tests each
 * character past ASCII against a table of hundreds of ranges: 10-30 ns a
 * character, so 0.1-0.2 ms for each pass over a 10,000-character run of "•"
 * or "“", and the screens made four such passes (the model's words, another
 * script, "has it a letter", the spelled-out letters). Here a character past
 * ASCII is classified by the same Unicode properties the first time it is
 * seen and remembered in a table of the 65,536 code units (64 KB); a
 * character outside that plane (a pair of surrogates, rare) is classified each
 * time. ASCII is decided without a pattern (no ASCII character is of
 * another script, Han or Hangul). The answers are the patterns'
 * own: `screens-shortcuts.test.ts` compares them on every character of the
 * basic plane and on the labelled table.
 */
import { OTHER_SCRIPT } from "./patterns";

/** A letter: `\p{L}`. */
export const LETTER = 1;
/** A number: `\p{N}` (the model reads a letter or a number as part of a word). */
export const NUMBER = 2;
/** A letter of a script other than Latin: `OTHER_SCRIPT`. */
export const OTHER = 4;
/** A Han character or a Hangul syllable or letter: `HAN_OR_HANGUL`. */
export const HAN_OR_HANGUL_KIND = 8;
/** A mark (an accent or a vowel sign that joins the letter before it): `\p{M}`. */
export const MARK = 16;
/** Set once a code unit has been classified. */
const KNOWN = 32;

/**
 * A character of Chinese or Korean writing, which the model reads by pairs of
 * characters (`spam-model.ts`). Catches: "你", "마". Not: "a", "я", "ー" (Japanese kana).
 */
export const HAN_OR_HANGUL = /[\p{Script=Han}\p{Script=Hangul}]/u;

const IS_LETTER = /^\p{L}$/u;
const IS_NUMBER = /^\p{N}$/u;
const IS_MARK = /^\p{M}$/u;
const IS_OTHER_SCRIPT = new RegExp(`^${OTHER_SCRIPT.source}$`, OTHER_SCRIPT.flags);
const IS_HAN_OR_HANGUL = new RegExp(`^${HAN_OR_HANGUL.source}$`, HAN_OR_HANGUL.flags);

function classify(character: string): number {
  return (
    KNOWN |
    (IS_LETTER.test(character) ? LETTER : 0) |
    (IS_NUMBER.test(character) ? NUMBER : 0) |
    (IS_OTHER_SCRIPT.test(character) ? OTHER : 0) |
    (IS_HAN_OR_HANGUL.test(character) ? HAN_OR_HANGUL_KIND : 0) |
    (IS_MARK.test(character) ? MARK : 0)
  );
}

/** Each code unit's kind, 0 until first seen; ASCII filled in at once. */
const CODE_UNITS = new Uint8Array(0x10000);
for (let code = 0; code < 128; code += 1) {
  const isLetter = (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  CODE_UNITS[code] = KNOWN | (isLetter ? LETTER : 0) | (code >= 48 && code <= 57 ? NUMBER : 0);
}

/**
 * The kind of the character (code point) starting at `index`: a bit set of
 * `LETTER`, `NUMBER` and `OTHER`. A lone surrogate is read alone, as a
 * Unicode pattern reads it. Its width is `widthAt`.
 */
export function kindAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
    const next = text.charCodeAt(index + 1);
    if (next >= 0xdc00 && next <= 0xdfff) return classify(text.slice(index, index + 2)) & ~KNOWN;
  }
  let kind = CODE_UNITS[code]!;
  if (kind === 0) {
    kind = classify(text[index]!);
    CODE_UNITS[code] = kind;
  }
  return kind & ~KNOWN;
}

/** The kind of one code unit read alone (a half of a pair of surrogates is a lone surrogate here). */
export function kindOfCodeUnit(code: number): number {
  let kind = CODE_UNITS[code]!;
  if (kind === 0) {
    kind = classify(String.fromCharCode(code));
    CODE_UNITS[code] = kind;
  }
  return kind & ~KNOWN;
}

/** How many code units the character at `index` takes: 2 for a pair of surrogates, else 1. */
export function widthAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  if (code < 0xd800 || code > 0xdbff || index + 1 >= text.length) return 1;
  const next = text.charCodeAt(index + 1);
  return next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
}

/** Whether any character of `text` from `from` on is of one of the `kinds` (a bit set). */
function hasKindFrom(text: string, from: number, kinds: number): boolean {
  const length = text.length;
  for (let index = from; index < length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 128) {
      if (CODE_UNITS[code]! & kinds) return true;
      continue;
    }
    if (kindAt(text, index) & kinds) return true;
    // The second half of a pair was read with the first.
    if (code >= 0xd800 && code <= 0xdbff) index += widthAt(text, index) - 1;
  }
  return false;
}

/** The first character past ASCII (a pattern's scan of one class is faster than reading each character). */
const PAST_ASCII = /[^\0-\x7f]/;
const ASCII_LETTER = /[a-zA-Z]/;

/** `/\p{L}/u.test(text)`: a letter of any script ("a", "é", "я", "字"; not "1", "?", "—"). */
export function hasLetter(text: string): boolean {
  if (ASCII_LETTER.test(text)) return true;
  const past = PAST_ASCII.exec(text);
  return past !== null && hasKindFrom(text, past.index, LETTER);
}

/** `OTHER_SCRIPT.test(text)`: a letter of a script other than Latin (ASCII is Latin or common to all). */
export function hasOtherScript(text: string): boolean {
  const past = PAST_ASCII.exec(text);
  return past !== null && hasKindFrom(text, past.index, OTHER);
}

/** `HAN_OR_HANGUL.test(text)`: a character the model reads by pairs (a pass of that Unicode class cost 0.2 ms on 10,000 "”"). */
export function hasHanOrHangul(text: string): boolean {
  const past = PAST_ASCII.exec(text);
  return past !== null && hasKindFrom(text, past.index, HAN_OR_HANGUL_KIND);
}

/** Each ASCII character's kind, for a reader that takes ASCII without a call (`kindAt` gives the same). */
export const ASCII_KINDS: Readonly<Uint8Array> = CODE_UNITS.slice(0, 128).map((kind) => kind & ~KNOWN);
