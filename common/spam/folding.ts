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
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(INVISIBLE, "")
    .replace(/\be-mail/g, "email")
    .replace(/[\p{L}\p{M}]+/gu, (word) =>
      /[a-z]/.test(word) && /[\u0400-\u04ff]/.test(word) ? word.replace(/[\u0400-\u04ff]/g, (c) => LOOKALIKES[c] ?? c) : word,
    )
    .replace(/(?<![\p{L}\p{N}])\p{L}(?![\p{L}\p{N}])(?:[\s.\-_*·•]+\p{L}(?![\p{L}\p{N}]))+/gu, (run) =>
      run.replace(/[^\p{L}]/gu, ""),
    );
}

/** Digits and symbols standing in for letters inside a word: "5eo", "b4cklinks", "ch@tgpt". */
export function decodeLeet(folded: string): string {
  return folded.replace(/[\p{L}0-9@$]+/gu, (token) =>
    /\p{L}/u.test(token) && /[0-9@$]/.test(token) ? token.replace(/[013457@$]/g, (c) => LEET[c] ?? c) : token,
  );
}
