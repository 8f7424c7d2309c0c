/**
 * What a stored text field may hold. Every string the lead schema accepts goes
 * through cleanText first, so the JSON API, the no-JavaScript form post and the
 * browser's own validation all store (and screen) the same cleaned text.
 *
 * Removed, because none of them is something a person meant to type and each
 * can hurt the owner: control characters (they break the notice, CSV exports
 * and terminals; a NUL truncates text in some tools), bidi overrides and
 * isolates (they make "gpj.exe" read as "exe.jpg" and hide what a field really
 * says), and zero-width characters (they hide words from the spam screens and
 * make two equal-looking names different). Tab and line feed are kept: people
 * type them in a message. CR LF and lone CR (what a browser posts from a
 * textarea) become LF, so the same message is stored the same way from either path.
 */

/** C0 controls except tab (09) and line feed (0A), DEL, and the C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** Bidi embeddings and overrides (202A-202E), isolates (2066-2069) and the invisible marks (200E, 200F, 061C). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** Zero-width space, non-joiner and joiner, word joiner, zero-width no-break space (BOM). */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/** Line endings other than LF, and the Unicode line and paragraph separators. */
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;

export function cleanText(value: string): string {
  return value
    .replace(LINE_BREAKS, "\n")
    .replace(CONTROL_CHARACTERS, "")
    .replace(BIDI_CONTROLS, "")
    .replace(ZERO_WIDTH, "");
}
