/**
 * The spam screens, shared by the form and the API.
 *
 * The original site's check was "the e-mail contains the term anywhere", which
 * refuses real customers (abbott@ contains "bot", celeste@ contains "test").
 * Here a term must begin a word: words are the runs of letters in the address,
 * so "bot123@", "test.user@" and "spam@" are refused while "abbott@",
 * "talbot@" and "celeste@" pass. A handful of real surnames that happen to
 * begin with a term ("Temple", "Samples") are let through explicitly.
 */

/** Refused when any word of the address (local part or domain) begins with one of these. */
export const BLOCKED_EMAIL_TERMS = [
  // the original site's list
  "test", "spam", "fake", "lorem", "placeholder", "asdf", "qwerty", "demo", "noreply",
  "example", "invalid", "temp", "trial", "sample", "junk", "bot", "marketing", "sales",
  "estimate", "promo", "discount", "leads", "newsletter",
  // more of the same kind
  "dummy", "nobody", "donotreply", "throwaway", "mailinator", "guerrillamail", "yopmail",
  "trashmail", "sharklasers", "disposable", "seo", "backlink", "outreach", "advertis",
  "growthhack", "leadgen", "webmaster", "postmaster", "mailer", "unsubscribe", "zxcv",
  "hjkl", "aaaa", "xxxx",
] as const;

/**
 * Role accounts (generic prefixes such as info@, rarely a homeowner): refused when the whole
 * local part, or its first word, is one of these.
 */
export const BLOCKED_EMAIL_ROLE_PREFIXES = [
  "info", "admin", "support", "service", "hello", "contact",
  "office-manager", "enquiries", "inquiries", "help", "team", "billing", "noc", "abuse",
  "root", "hostmaster", "no-reply", "do-not-reply", "notifications", "news",
] as const;

/** Real words that begin with a blocked term and belong to real people or places. */
export const REAL_NAME_WORDS = [
  "temple", "templeton", "tempest", "tempe", "templin", "samples", "sampleton",
  "bottoms", "botha", "botham", "botts", "bottomley", "bottoni", "demosthenes", "demos",
  "trialle", "testa", "testani", "testerman", "salesky", "fakhoury",
] as const;

/**
 * Refused when the message or project details contain one of these as whole
 * words (a trailing plural "s" still matches), so "SEO" is refused but "Seoul" is not.
 */
export const BLOCKED_MESSAGE_PHRASES = [
  // the original site's list
  "seo", "backlinks", "backlink", "link building", "digital marketing", "lead generation",
  "virtual assistant", "paid ads", "web design", "automation", "chatgpt", "guest post",
  "bulk email", "free trial", "guaranteed results",
  // more of the same kind
  "search engine optimization", "search engine optimisation", "first page of google",
  "google ranking", "rank your website", "website redesign", "web development",
  "social media marketing", "social media management", "marketing agency",
  "appointment setting", "cold email", "email list", "email marketing", "domain authority",
  "ppc campaign", "pay per click", "grow your business", "more customers for your business",
  "outsourcing", "offshore team", "white label", "crypto", "bitcoin", "forex", "casino",
  "merchant cash advance", "business funding", "business loan", "sponsored post",
  "increase your traffic", "website traffic", "google my business optimization",
] as const;

const JOINED_TERMS = ["noreply", "donotreply"];
const ROLE_PREFIXES = new Set<string>(BLOCKED_EMAIL_ROLE_PREFIXES);
const REAL_NAMES = new Set<string>(REAL_NAME_WORDS);

function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z]+/).filter(Boolean);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** True when the address must be refused with MESSAGES.blockedEmail. */
export function isBlockedEmail(email: string): boolean {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  const local = at >= 0 ? lower.slice(0, at) : lower;

  if (ROLE_PREFIXES.has(local)) return true;
  const firstLocalWord = local.split(/[._+-]/)[0] ?? "";
  if (ROLE_PREFIXES.has(firstLocalWord)) return true;

  // "no.reply@" and "do-not-reply@" are the compound terms written with separators.
  const joinedLocal = local.replace(/[^a-z]+/g, "");
  if (JOINED_TERMS.some((term) => joinedLocal.startsWith(term))) return true;

  return words(lower).some(
    (word) => !REAL_NAMES.has(word) && BLOCKED_EMAIL_TERMS.some((term) => word.startsWith(term)),
  );
}

const PHRASE_PATTERNS = BLOCKED_MESSAGE_PHRASES.map(
  (phrase) =>
    new RegExp(`(?:^|[^a-z0-9])${escapeRegExp(phrase).replace(/ /g, "[\\s\\-_]+")}s?(?![a-z0-9])`, "i"),
);

/** True when the text must be refused with MESSAGES.blockedContent. */
export function containsBlockedContent(text: string): boolean {
  if (!text) return false;
  return PHRASE_PATTERNS.some((pattern) => pattern.test(text));
}
