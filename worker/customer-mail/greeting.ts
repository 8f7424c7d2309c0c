/**
 * The one thing a customer mail may repeat from what the visitor typed: a
 * first name, and only when the whole name is plain letters, spaces, hyphens
 * and apostrophes and its first word has at most 30 characters. Anything else
 * (a link, digits, "@", markup, a sales pitch in the name field) gets the plain
 * "Hello,", so the mail can never carry a stranger's words to a stranger.
 */
const PLAIN_NAME = /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*[ '’-]*$/u;
export const MAX_FIRST_NAME_LENGTH = 30;

/** "Hi Maria," or "Hello,". */
export function greetingFor(fullName: string): string {
  const name = fullName.normalize("NFC").trim().replace(/\s+/g, " ");
  if (!name || name.length > 100 || !PLAIN_NAME.test(name)) return "Hello,";
  const first = name.split(" ")[0]!.replace(/[-'’]+$/, "");
  if (!first || [...first].length > MAX_FIRST_NAME_LENGTH) return "Hello,";
  return `Hi ${first},`;
}
