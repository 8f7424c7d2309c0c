/**
 * Folding a text the way the screens read it: the usual evasions undone
 * (case, full-width letters, zero-width characters, look-alike Cyrillic
 * letters, words spelled out letter by letter, leetspeak).
 */
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
  let folded = text.normalize("NFKC").toLowerCase().replace(INVISIBLE, "").replace(/\be-mail/g, "email");
  // Only a text with a Cyrillic letter can hide a Latin word with one; most have none, so skip the word-by-word pass.
  if (CYRILLIC.test(folded)) {
    folded = folded.replace(/[\p{L}\p{M}]+/gu, (word) =>
      /[a-z]/.test(word) && CYRILLIC.test(word) ? latinized(word) : word,
    );
  }
  return folded.replace(SPELLED_OUT, (run) => run.replace(/[^\p{L}]/gu, ""));
}

const CYRILLIC = /[\u0400-\u04ff]/;
/** A word with its look-alike Cyrillic letters made Latin, one pass (a callback per letter cost 1 us a letter). */
function latinized(word: string): string {
  let out = "";
  for (const char of word) out += LOOKALIKES[char] ?? char;
  return out;
}

/**
 * Single letters in a row with one to three separators between them.
 * Catches: "s.e.o", "s e o", "l-e-a-d", "S . E . O". Not: "a seo", "I am" (the
 * letters stand alone, not in a run of single letters), "a  ---  b" (four or more
 * separators). The separators' count is bounded, and a separator can never be
 * read as a letter, so each character is looked at a bounded number of times.
 */
// The letter is tested before the lookbehind: on a long run of other characters
// (5,000 quotation marks) the match then fails at the first test of each position,
// four times faster than testing what precedes first.
const SPELLED_OUT = /\p{L}(?<![\p{L}\p{N}]\p{L})(?![\p{L}\p{N}])(?:[\s.\-_*·•]{1,3}\p{L}(?![\p{L}\p{N}]))+/gu;

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
      else if (LEET_CODES.has(code)) hasLeet = true;
      else if (code >= 48 && code <= 57) continue;
      else if (code > 127 && LETTER.test(folded[end]!)) hasLetter = true;
      else break;
    }
    if (hasLetter && hasLeet) {
      let decoded = "";
      for (let at = start; at < end; at += 1) decoded += LEET[folded[at]!] ?? folded[at];
      out += folded.slice(copied, start) + decoded;
      copied = end;
    }
    start = end + 1;
  }
  return out + folded.slice(copied);
}

const LEET_CODES = new Set([..."013457@$"].map((char) => char.charCodeAt(0)));
const LEET_CHARACTER = /[013457@$]/;
const LETTER = /\p{L}/u;
