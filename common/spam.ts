/**
 * The spam screens, shared by the lead form (which refuses in the browser only
 * what the Worker would refuse, with the same message) and the Worker.
 *
 * The site's promise is that every real lead reaches the owner, so a screen
 * judges the sender's intent, not a word, and decides one of:
 *
 * - refuse: only when it is sure. Test and junk addresses, reserved and
 *   disposable domains; a message that sells a listed thing (SEO, web design,
 *   ...) in so many words, or names one with the marks of a vendor's pitch and
 *   no painting work; a role account that asks for nothing and shows a sure
 *   sign of an offer. Answered 422 with the visitor-facing message; the
 *   submission is still stored, held, with the reason (see `refusedReason`).
 * - flag: a listed word in what reads as a request for work: a person named
 *   Seo, "home automation", a web design studio that needs its office painted.
 *   Stored and mailed with the reason, so the owner glances at it.
 * - hold: the hidden honeypot field was filled, or the form was sent faster
 *   than a person can fill it; a listed word with no request; and, where no
 *   listed word decides, what the learned model (`spam-model.ts`, passed in
 *   by the Worker) reads as an offer or junk. Stored with the reason, not
 *   mailed one by one. Without the model (the browser), hand-written signs of
 *   how vendors write and a lead that asks nothing a customer asks hold instead.
 *
 * A word never refuses on its own: not in a name (Seo, Bottom, DeMoss), an
 * employer's domain (salesforce.com), or a message ("ChatGPT suggested Agreeable
 * Gray"). Words are matched whole, after folding away the usual evasions: case,
 * full-width letters, zero-width characters, letters spelled out one by one
 * ("S.E.O", "s e o", "l-e-a-d"), look-alike Cyrillic letters and common
 * leetspeak ("5EO", "b4cklinks").
 */
import { MIN_HUMAN_FILL_MS } from "./constants";
import { REFUSED_AT_FORM } from "./inbox";
import { MESSAGES } from "./messages";
import { type SpamModel, spamModelFeatures, spamModelProbability, spamModelReasons } from "./spam-model";

export { REFUSED_AT_FORM, wasRefusedAtForm } from "./inbox";

// ---------------------------------------------------------------------------
// E-mail addresses

/** Words that make an address junk wherever they stand in the local part ("test.user@", "bot123@", "jane.fake@"). */
export const JUNK_LOCAL_WORDS = [
  "testing", "spam", "spammer", "fake", "lorem", "ipsum", "placeholder", "asdf", "qwerty",
  "dummy", "junk", "noreply", "donotreply", "nobody", "throwaway", "trash",
  "undefined", "example", "invalid", "foobar", "xxx", "xyz",
] as const;

/**
 * Junk only as the first word: each is also a surname somewhere ("Joe Sample",
 * "Anna Null", "Marek Bot", "Rebecca Test"), so "sample@", "bot123@",
 * "test.user@" and "demo.user@" are refused but "joe.sample@", "marek.bot@" and
 * "rebecca.test@" are not.
 * ("Foo" is a Chinese surname that can come first, so it is not listed at all.)
 */
export const JUNK_FIRST_WORDS = ["test", "sample", "demo", "temp", "trial", "user", "guest", "null", "bot", "robot"] as const;

/** Glue words that join junk words into one ("testuser", "fakename", "spambot"). */
const JUNK_GLUE = ["user", "mail", "email", "account", "name", "me", "abc"];
const JUNK_COMPOUND = new RegExp(`^(?:${[...JUNK_LOCAL_WORDS, ...JUNK_FIRST_WORDS, ...JUNK_GLUE].join("|")}){2,}$`);

/** Keyboard runs: nobody's name contains them. */
const KEYBOARD_RUNS = ["asdf", "qwert", "zxcv", "hjkl", "sdfg", "dfgh"];

/**
 * Role accounts ("info@", "office@", "sales-team@"): the whole local part is
 * made of these words (and digits or separators). A property manager, a dental
 * practice or a church writes from one, so a role account is not refused for
 * what it is: the screens read what it asks (see `screenLead`). A person whose
 * address merely contains one ("maria.sales@", "contreras@") is not a role account.
 */
export const ROLE_LOCAL_WORDS = [
  "info", "admin", "administrator", "support", "service", "services", "hello", "contact", "contactus",
  "sales", "marketing", "newsletter", "news", "promo", "promotions", "discount", "deals", "leads",
  "estimate", "estimates", "quotes", "office", "manager", "billing", "accounts", "team", "help",
  "helpdesk", "enquiries", "inquiries", "enquiry", "inquiry", "webmaster", "customer", "care",
  "feedback", "general", "mail", "email", "board", "maintenance", "facilities", "owner", "frontdesk",
] as const;

/** Role words of a selling department: such an address asking for painting is still flagged for a glance. */
const SELLING_ROLE_WORDS = new Set(["sales", "marketing", "newsletter", "news", "promo", "promotions", "discount", "deals", "leads"]);

/** Machine mailboxes nobody reads a reply in: junk as a lead's address. */
const MACHINE_LOCAL_WORDS = ["postmaster", "hostmaster", "abuse", "root", "noc", "notifications", "notification", "mailer", "daemon"];

/** Reserved for documentation and testing (RFC 2606, RFC 6761): never a real inbox. */
const RESERVED_DOMAINS = ["example.com", "example.net", "example.org"];
const RESERVED_TLDS = ["test", "example", "invalid", "localhost", "local"];

/** Well-known disposable-inbox services (their subdomains too). */
export const DISPOSABLE_DOMAINS = [
  "mailinator.com", "mailinator.net", "mailinator2.com", "guerrillamail.com", "guerrillamail.net",
  "guerrillamail.org", "guerrillamail.biz", "guerrillamail.de", "guerrillamailblock.com", "sharklasers.com",
  "grr.la", "pokemail.net", "spam4.me", "yopmail.com", "yopmail.fr", "yopmail.net", "trashmail.com",
  "trashmail.de", "trashmail.net", "10minutemail.com", "10minutemail.net", "20minutemail.com",
  "temp-mail.org", "temp-mail.io", "tempmail.com", "tempmail.net", "tempmailo.com", "tempail.com",
  "tempr.email", "mytemp.email", "throwawaymail.com", "getnada.com", "nada.email", "dispostable.com",
  "maildrop.cc", "mailnesia.com", "fakeinbox.com", "mintemail.com", "mohmal.com", "emailondeck.com",
  "spamgourmet.com", "discard.email", "moakt.com", "inboxkitten.com", "mailpoof.com", "burnermail.io",
  "getairmail.com", "mailcatch.com", "spambox.us", "trbvm.com", "dropmail.me", "emailfake.com",
  "fakemail.net", "tmpmail.org", "tmail.ws", "mail.tm", "1secmail.com", "1secmail.org", "1secmail.net",
] as const;

const JUNK_WORDS = new Set<string>(JUNK_LOCAL_WORDS);
const JUNK_FIRST = new Set<string>(JUNK_FIRST_WORDS);
const ROLE_WORDS = new Set<string>(ROLE_LOCAL_WORDS);
const MACHINE_WORDS = new Set<string>(MACHINE_LOCAL_WORDS);

function localWords(email: string): string[] {
  const address = email.normalize("NFKC").trim().toLowerCase();
  const at = address.lastIndexOf("@");
  const local = at >= 0 ? address.slice(0, at) : address;
  return (local.match(/[a-z]+|[0-9]+/g) ?? []).filter((word) => /[a-z]/.test(word));
}

/** The role words an address is made of ("office", "sales"), or null for a person's address. */
export function roleAccount(email: string): string[] | null {
  const words = localWords(email);
  return words.length > 0 && words.every((word) => ROLE_WORDS.has(word)) ? words : null;
}

function domainIs(domain: string, listed: string): boolean {
  return domain === listed || domain.endsWith(`.${listed}`);
}

/** Why the address is refused, or null when it is acceptable. */
export function emailRefusal(email: string): string | null {
  const address = email.normalize("NFKC").trim().toLowerCase();
  const at = address.lastIndexOf("@");
  const local = at >= 0 ? address.slice(0, at) : address;
  const domain = at >= 0 ? address.slice(at + 1).replace(/\.$/, "") : "";

  if (RESERVED_DOMAINS.some((reserved) => domainIs(domain, reserved))) return `Domain ${domain} is reserved for examples`;
  const tld = domain.slice(domain.lastIndexOf(".") + 1);
  if (RESERVED_TLDS.includes(tld) || domain === "localhost") return `Domain ${domain} is reserved for testing`;
  const disposable = DISPOSABLE_DOMAINS.find((listed) => domainIs(domain, listed));
  if (disposable) return `Domain ${disposable} is a disposable inbox`;
  // "a@a.com": nobody's address is one character at a one-character name.
  const domainName = domain.split(".").at(-2) ?? "";
  if (local.length === 1 && domainName.length === 1) return `Address ${address} is one character at a one-character domain`;

  // "bot123" is the word "bot" and the number 123; "abbott" stays one word.
  const words = local.match(/[a-z]+|[0-9]+/g) ?? [];
  const letterWords = words.filter((word) => /[a-z]/.test(word));
  const junk = letterWords.find((word) => JUNK_WORDS.has(word));
  if (junk) return `Address uses the test word "${junk}"`;
  if (letterWords[0] && JUNK_FIRST.has(letterWords[0])) return `Address starts with the test word "${letterWords[0]}"`;
  const letters = letterWords.join("");
  if (letterWords.some((word) => JUNK_COMPOUND.test(word))) return "Address is made of test words";
  const run = KEYBOARD_RUNS.find((keys) => letters.includes(keys));
  if (run) return `Address is a keyboard run ("${run}")`;
  if (/^(?:noreply|donotreply)/.test(letters)) return "Address is a no-reply address";
  if (letterWords.length > 0 && letterWords.every((word) => MACHINE_WORDS.has(word))) {
    return `Address is a machine mailbox (${local}@)`;
  }
  return null;
}

// ---------------------------------------------------------------------------
// Messages

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

const NOT_WORD_BEFORE = "(?<![\\p{L}\\p{N}])";
const NOT_WORD_AFTER = "(?![\\p{L}\\p{N}])";
/** Between the words of a phrase: a space, a dash, a dot, an underscore, or nothing ("webdesign"). */
const PHRASE_GAP = "[\\s\\-_.]*";

const PHRASE_PATTERNS = SOLICITATION_PHRASES.map((phrase) => ({
  phrase,
    // Plurals and "-ing"/"-er" forms count too: "back-links", "web-designing", "bulk emailing", "link builders".
  pattern: new RegExp(`${NOT_WORD_BEFORE}${phrase.split(" ").join(PHRASE_GAP)}(?:e?s|ing|ers?)?${NOT_WORD_AFTER}`, "u"),
}));

/**
 * The marks of a vendor's pitch. A strong mark alone, next to a listed phrase,
 * makes the message a pitch: it offers something to the reader's business or
 * asks for a sales reply, which a person asking for painting never does.
 */
const STRONG_PITCH_MARKS: readonly { mark: string; pattern: RegExp }[] = [
  {
    mark: "offers to improve the reader's business",
    pattern:
      /\b(?:improve|boost|grow|increase|rank|optimi[sz]e|redesign|rebuild|revamp|upgrade|promote|market|scale|audit|automate|help|helps|helping)\s+(?:\w+\s+){0,2}your\s+(?:own\s+|painting\s+)?(?:web\s?site|site|business|company|brand|blog|rankings?|traffic|seo|sales|revenue|leads|online|google|social|marketing|visibility|presence|reviews|customers|clients|profile|listing)\b/,
  },
  {
    mark: "talks about the reader's website or business",
    pattern:
      /\b(?:services?|solutions?|marketing|seo|ppc|design|generation|gen|building|backlinks?|leads|traffic|content|ads|management|strategy|campaigns?|packages?|automation|assistants?|web\s?site|tools?|software|optimi[sz]ation|development|chatbot|app)\s+for\s+your\s+(?:web\s?site|site|business|company|brand|blog)\b|\b(?:posts?|articles?|links?|backlinks?)\s+on\s+your\s+(?:web\s?site|site|blog)\b|\byour\s+(?:web\s?site|site|business|company)(?:'s)?\s+(?:(?:is\s+not|isn't|doesn't|does\s+not)\s+(?:rank|ranking|show|showing|appear|appearing)|ranking|rankings|traffic|seo|visibility|presence)\b|\byour\s+(?:rankings?|traffic|seo|online\s+presence|domain\s+authority)\b/,
  },
  {
    mark: "promises rankings or traffic",
    pattern:
      /\b(?:first|front|top)\s+page\s+(?:of|on)\s+google\b|\bpage\s+\d+\s+of\s+google\b|\bpage\s+(?:one|1)\s+(?:of|on)\s+google\b|\btop\s+of\s+google\b|\brank(?:s|ing|ed)?\s+(?:higher|first|#?1|number\s+one|on\s+google|in\s+google|on\s+the\s+first)\b|\bgoogle\s+rank(?:ing|ings)?\b|\borganic\s+(?:traffic|rankings?|leads|reach)\b|\b(?:get|bring|drive|generate|attract|send)\s+(?:you\s+)?(?:more|new|qualified|targeted|organic|\d+\+?)\s+(?:traffic|leads|customers|clients|calls|jobs|sales|visitors)\s+(?:to|for)\s+your\b|\b(?:get|bring|send)\s+you\s+(?:more|new|qualified|targeted|\d+\+?)\s+(?:traffic|leads|customers|clients|calls|jobs|sales|visitors)\b|\b(?:web\s?site|site|web)\s+traffic\b|\bsearch\s+rankings?\b/,
  },
  {
    mark: "quotes packages or prices for the service",
    pattern:
      /\b(?:seo|marketing|monthly|affordable|basic|premium|starter|pricing)\s+(?:packages?|plans?|rates)\b|\bour\s+(?:packages?|pricing)\b|\bpackages?\s+(?:start|starting|from)\b|\bstarting\s+(?:at|from)\s+\$|\$\s?\d[\d,.]*\s?(?:\/|per|a)\s?(?:month|mo|hour|hr|week)\b|\bmonthly\s+(?:fee|retainer|package|plan)\b|\bfree\s+(?:audit|analysis|report|strategy\s+(?:call|session)|trial)\b/,
  },
  {
    mark: "asks for a sales reply",
    pattern:
      /\bunsubscribe\b|\bopt[\s-]?out\b|\breply\s+to\s+this\s+(?:e-?mail|message)\b|\breply\s+["'“]?(?:yes|interested)["'”]?\s+(?:for|to\s+(?:learn|get|see|claim|start|book))\b|\breply\s+["'“]?stop\b|\bjust\s+reply\b|\breply\s+with\s+your\s+(?:budget|price|rates?|offer)\b|\bdo\s+not\s+wish\s+to\s+receive\b|\bremove\s+you\s+from\b/,
  },
];

/**
 * Weaker marks: each also turns up in real leads (a link to a paint colour, "we
 * offer" in a company's description of itself, "WhatsApp me"), so one is not
 * enough; two, with nothing in the message asking for painting, make a pitch.
 */
const WEAK_PITCH_MARKS: readonly { mark: string; pattern: RegExp }[] = [
  { mark: "a link", pattern: /https?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|io|co|biz|info|agency|digital|online|site|xyz)\b/ },
  {
    mark: "offers a service",
    pattern:
      /\b(?:we|i)\s+(?:offer|provide|deliver|sell|specialize\s+in|specialise\s+in|can\s+help|help\s+(?:\w+\s+)?(?:businesses|companies|contractors|painters|brands))\b|\bour\s+(?:services|agency|team\s+of|experts?|company\s+(?:offers|provides))\b|\bhire\s+(?:us|me|our|a|an)\b/,
  },
  {
    mark: "asks if the reader is interested",
    pattern: /\b(?:if|are)\s+you(?:'re|\s+are)?\s+interested\b|\bif\s+interested\b|\binterested\?|\breply\s+["'“]?yes\b/,
  },
  { mark: "quotes a domain authority", pattern: /\b(?:da|dr)\s?\d{2}\+?(?!\w)|\bhigh[\s-](?:da|dr)\b/ },
  { mark: "promises results", pattern: /\bguarantee[ds]?\b|\bresults\s+(?:in|within)\s+\d+\b|\bcheap(?:est)?\b|\baffordable\b/ },
  {
    mark: "sales terms",
    pattern: /\bmoney[\s-]?back\b|\bno\s+(?:contract|obligation)s?\b|\bfree\s+demo\b|\bper\s+month\b|\bapproved\s+(?:in|within)\s+\d+/,
  },
  { mark: "a limited offer", pattern: /\bspecial\s+offer\b|\blimited[\s-]time\b|\bthis\s+week\s+only\b|\bact\s+now\b/ },
  { mark: "a discount", pattern: /\d+\s?%\s+off\b|\bspecial\s+discount\b/ },
  {
    mark: "asks for a call",
    pattern: /\b(?:schedule|book|hop\s+on|jump\s+on|set\s+up)\s+a\s+(?:quick\s+|short\s+|free\s+)?(?:call|meeting|demo|chat|zoom)\b|\b(?:whatsapp|skype|telegram)\b/,
  },
];

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
function decodeLeet(folded: string): string {
  return folded.replace(/[\p{L}0-9@$]+/gu, (token) =>
    /\p{L}/u.test(token) && /[0-9@$]/.test(token) ? token.replace(/[013457@$]/g, (c) => LEET[c] ?? c) : token,
  );
}

/** The listed phrases a text names, in list order, as the owner reads them. */
export function solicitationPhrases(text: string): string[] {
  if (!text) return [];
  const folded = foldForScreening(text);
  const leet = decodeLeet(folded);
  const found = PHRASE_PATTERNS.filter(({ pattern }) => pattern.test(folded) || pattern.test(leet)).map(
    ({ phrase }) => phrase,
  );
  // "backlinks" also matches "backlink", "web designer" also "web design": name each thing once.
  const labels = found
    .filter((phrase) => !found.some((other) => other !== phrase && other.includes(phrase)))
    .map((phrase) => PHRASE_LABELS[phrase] ?? phrase);
  return [...new Set(labels)];
}

/**
 * Offers to the business that need no listed word: each is how a vendor sells
 * something a painting company's owner might buy, and no homeowner asking for
 * paint writes it. One of these is a strong sign of an offer.
 */
const OFFER_FAMILIES: readonly { mark: string; pattern: RegExp }[] = [
  {
    mark: "offers to redo the reader's website",
    pattern:
      /\b(?:re-?design|re-?build|revamp|modernize|modernise)\s+(?:it|(?:\w+\s+){0,2}(?:web\s?-?site|site))\b|\byour\s+(?:web\s?-?site|site)\s+(?:looks|is|seems)\s+(?:\w+\s+){0,2}(?:outdated|dated|old|slow|broken)\b|\bnot\s+mobile[\s-]friendly\b|\bsend\s+(?:you\s+|over\s+)?a\s+(?:free\s+)?mock-?up\b/,
  },
  {
    mark: "sells links or posts",
    pattern: /\b\d+\s+(?:permanent\s+|high[\s-]\w+\s+|dofollow\s+)?(?:back[\s-]?)?links?\b|\bhigh[\s-](?:authority|da|dr)\b|\bdo-?follow\b|\bper\s+post\b/,
  },
  {
    mark: "sells appointments or leads",
    pattern:
      /\b(?:fill|book|pack)\s+(?:up\s+)?your\s+(?:calendar|schedule)\b|\bappointments?\s+(?:straight\s+)?in(?:to)?\s+your\s+calendar\b|\bonly\s+pay\s+(?:for|per|when|if)\b|\bpay\s+only\s+for\b|\bpay[\s-]per[\s-](?:lead|appointment|call|click|job|result)\b|\b(?:exclusive|qualified|homeowner|pre-?screened)\s+(?:homeowner\s+)?(?:leads|appointments)\b|\b(?:booked|booking)\s+(?:out|solid)\b|\bjobs\s+(?:you|that\s+you)\s+(?:close|win)\b/,
  },
  {
    mark: "offers to build the reader a website",
    pattern:
      /\b(?:re)?build\s+(?:you\s+)?(?:a\s+)?(?:new\s+|modern\s+|mobile[\s-]friendly\s+)*(?:one|site|web\s?site|homepage)\b|\b(?:re)?build\s+(?:\w+\s+)?(?:contractor|painter|business)\s+web\s?sites\b|\bmock-?up\s+of\s+your\b|\b(?:looks|is|seems)\s+(?:a\s+bit\s+|a\s+little\s+|kind\s+of\s+)?(?:dated|outdated)\b/,
  },
  {
    mark: "offers to buy the business, staff it or supply it",
    pattern:
      /\bacquir(?:e|ing)\s+(?:\w+\s+){0,2}(?:businesses|companies)\b|\bconsider\s+selling\b|\bbuy\s+your\s+(?:business|company)\b|\bstaffing\s+agency\b|\b(?:available\s+)?for\s+subcontract\b|\bas\s+(?:a\s+)?subcontractors?\b|\bextra\s+crew\b|\bwholesale\s+prices?\b|\bcut\s+your\s+(?:\w+\s+)?costs\b/,
  },
  {
    mark: "sells reviews, listings or posts",
    pattern:
      /\bremove\s+(?:negative|bad)\s+reviews\b|\bguest[\s-]?blog|\blinks?\s+back\s+to\b|\bclick\s+here\b|\bclaim\s+(?:it|now|your)\b|\bbit\.ly\b|\bcongratulations\b/,
  },
  {
    mark: "sells mass mailing",
    pattern: /\breach\s+[\d,]+\+?\s+(?:homeowners|customers|people|inboxes)\b|\bpostcard\s+campaigns?\b|\brate\s+card\b/,
  },
  {
    mark: "offers a software trial or demo",
    pattern:
      /\b(?:try|start)\s+(?:it|us|our\s+\w+(?:\s+\w+)?)\s+(?:for\s+)?free\b|\bfree\s+for\s+(?:\d+\s+days|your\s+first\s+(?:month|week))\b|\bfirst\s+month\s+free\b|\b\d+[\s-]day\s+(?:free\s+)?trial\b|\bno\s+credit\s+card\b|\b(?:demo|trial)\s+of\s+our\b|\b(?:software|crm|app|platform|tool)\s+(?:built\s+|made\s+)?for\s+(?:painting\s+)?(?:contractors|painters|companies|businesses|pros)\b/,
  },
  {
    mark: "offers funding or financing to the business",
    pattern:
      /\bbusiness\s+(?:funding|loans?|line\s+of\s+credit|financing|credit)\b|\bpre-?(?:qualif|approv)\w*\s+for\b|\bfunds?\s+in\s+\d+\s+(?:hours|days)\b|\boffer\s+your\s+customers\b|\bfinancing\s+program\b/,
  },
  {
    mark: "opens with a hook for the owner",
    pattern:
      /\bquick\s+question\s+for\s+(?:the\s+)?owner\b|\bis\s+this\s+the\s+(?:business\s+)?owner\b|\bare\s+you\s+the\s+(?:business\s+)?owner\b|\b(?:\d+|few|five|ten)\s+minutes\s+of\s+your\s+time\b|\b(?:open|up)\s+(?:to|for)\s+a\s+(?:quick\s+|short\s+|brief\s+|\d+[\s-]minute\s+)?(?:chat|call|conversation)\b|\bhelp\s+you\s+(?:get|land|win|book|close)\s+more\b|\btaking\s+on\s+more\s+(?:jobs|work|clients|customers)\b|\bcan\s+i\s+show\s+you\s+how\b/,
  },
];

/**
 * Weaker signs of an offer that need no listed word: each also turns up in a
 * customer's message now and then, so one alone decides nothing.
 */
const OFFER_HINTS: readonly { mark: string; pattern: RegExp }[] = [
  {
    mark: "addresses contractors as customers",
    pattern:
      /\bfor\s+(?:painting\s+)?(?:contractors|painters|roofers|agencies|home\s+service\s+(?:pros|companies|businesses)|painting\s+(?:companies|businesses))\b|^\s*(?:painters|contractors)\s*[:,!]/,
  },
  { mark: "quotes a flat or monthly price", pattern: /\bflat\s+(?:fee\s+of\s+|rate\s+of\s+)?\$\s?\d|\bone[\s-]time\s+fee\b|\$\s?\d[\d,.]*\s*(?:a|per|\/)\s*(?:month|mo|post|lead|link)\b|\bfrom\s+\$\s?\d/ },
  { mark: "talks about the reader's business", pattern: /\byour\s+(?:painting\s+)?(?:business|company|crew|calendar|logo|brand)\b/ },
  { mark: "asks for a quick call", pattern: /\bquick\s+(?:call|chat)\b/ },
];

/**
 * How a vendor writes, whatever it sells: to the business as a buyer ("for
 * your crew", "your invoices", "your listing", "contractors like you"),
 * introducing a seller ("reaching out from", "I'm an independent agent", "we
 * help painting companies"), offering to do something for the business ("we
 * advance your invoices"), asking for the owner's time ("would you be open
 * to", "happy to send details", "got 15 minutes?"), promising savings or
 * quoting its own price, offering a feature, an award or a partnership,
 * writing of contractors as a market ("painting companies", "business
 * owners"), or following up an earlier pitch. No list of products can name
 * every pitch family (insurance, uniforms, card fees, fuel cards, podcasts,
 * franchises...), but they all write like this, and a customer asking for
 * painting rarely does. Each also turns up in a customer's message now and
 * then ("can your crew come next week?", "I read your reviews"), so these
 * only ever hold, never refuse (see `messageOutcome`). Most weigh one; a bump
 * of an unanswered pitch weighs two, as no customer bumps a pitch, and a
 * scam's cheque or request for bank details weighs five, enough to hold a
 * "job" written to look like a customer's.
 */
const VENDOR_FRAMING: readonly { mark: string; pattern: RegExp; weight?: number }[] = [
  {
    mark: "writes to the business as a buyer",
    pattern:
      /\b(?:for|to)\s+your\s+(?:painting\s+)?(?:crew|team|business|company)\b|\byour\s+(?:vans?|trucks?|(?:business\s+)?listing|business\s+(?:info|page|profile)|instagram|facebook|competitors?|top\s+competitor|story|long-term\s+plans|homeowner\s+customers|(?:exterior\s+|interior\s+|current\s+)?jobs|file|spot|booth|work\s+orders)\b|\byour\s+(?:work\s+|company\s+)?(?:employees|staff|workers|techs|technicians|trucks|vans|fleet|invoices|payroll|books|bookkeeping|premiums?|customers|clients|job\s?sites|outstanding\s+\w+|safety\s+\w+)\b|\b(?:contractors|companies|businesses|owners|pros)\s+like\s+(?:you|yours)\b|\b(?:home\s+service|trades?|small)\s+business\s+owners\b|\bhomeowners\s+you\s+(?:work|paint)\s+for\b/,
  },
  {
    mark: "introduces a seller",
    pattern:
      /\bi\s+(?:run|own|manage)\s+(?:a|an)\s+(?:\w+\s+){0,3}(?:service|company|business|agency|firm)\b|\bwe\s+speciali[sz]e\s+in\s+(?:\w+\s+)?(?:painters|contractors|businesses|companies)\b|\bwe\s+(?:\w+\s+){1,3}for\s+(?:contractors|painters|businesses|companies|home\s+service)\b|\b(?:we|i)\s+(?:noticed|came\s+across)\s+your\b|\breach(?:ing)?\s+out\s+(?:from|to\s+(?:see|offer|introduce|share))\b|\bi\s+represent\b|\b(?:we|i)\s+(?:work|partner)\s+with\s+(?:\w+\s+){0,2}(?:contractors|companies|businesses|painters|owners|pros)\b|\bour\s+(?:\w+\s+)?(?:program|platform|network|directory|clients|members|receptionists|job\s+ads|producers?|franchise|fuel\s+card)\b|\b(?:i'm|i\s+am|this\s+is)\s+\w+\s+(?:with|from)\s+(?:a|an)\s+\w+|\b(?:i'm|i\s+am)\s+(?:the\s+)?(?:founder|ceo|co-?founder)\b|\b(?:i'm|i\s+am)\s+an?\s+(?:independent\s+)?(?:agent|broker|consultant|rep|representative|recruiter|specialist|advisor)\b|\b(?:investment|private\s+equity)\s+(?:group|firm)\b|\b(?:i|we)(?:'ve|\s+have)?\s+(?:been\s+)?help(?:ed|ing)?\s+(?:\w+\s+){0,3}(?:contractors|companies|businesses|painters|owners|pros)\b|\b(?:i|we)\s+(?:design|build|shoot|print|manage|create|place|pre-?screen|get|come\s+to\s+you)\b[^.?!]{0,40}\b(?:for\s+)?(?:painters|contractors|companies|businesses|you)\b/,
  },
  {
    mark: "offers to do something for the business",
    pattern:
      /\b(?:we|i)(?:'ll|\s+will|\s+can|\s+could|'d|\s+would)?\s+(?:\w+\s+)?(?:get|send|help|save|give|show|set|book|bring|connect|find|make|build|create|design|fix|run|take)\s+(?:you|your)\b(?!\s+(?:a\s+)?(?:call|know))|\bour\s+(?:\w+\s+){0,2}(?:helps?|lets?|gives?|picks?\s+up|fixes|measures|saves?|gets?|books?|texts?|answers?|routes?|finds?|cuts|makes)\b|\bour\s+(?:tool|software|service|system|app|platform|team)\s+(?:can|will)\b|\b(?:we|i|our\s+\w+)(?:'ll|\s+will|\s+can|\s+could)?\s+(?:advance|fund|handle|manage|cover|insure|supply|print|wrap|answer|take\s+care\s+of)\s+[^.?!]{0,30}?\byour\b/,
  },
  {
    mark: "asks for the owner's time or interest",
    pattern:
      /\bwould\s+you\s+(?:be\s+(?:open|interested)|like\s+to\s+(?:be|learn|see|hear|join|try|participate))\b|\b(?:want|would\s+you\s+like)\s+(?:to\s+see|me\s+to\s+send|the\s+\w+\s+packet|a\s+free|examples|the\s+numbers)\b|\bhappy\s+to\s+(?:send\s+(?:details|more|over)|share|help|set\s+you\s+up|keep\s+it\s+short|walk\s+you)\b|\b(?:can|could|may)\s+i\s+(?:get|have)\s+(?:\d+|a\s+few)\s+minutes\b|\b(?:can|could|may)\s+i\s+send\s+(?:you\s+)?(?:samples|details|info|more\s+info|a\s+proposal|pricing)\b|\b(?:would\s+)?love\s+to\s+(?:drop|show|send|share|interview|partner)\b|\b(?:brief|quick|short)\s+(?:conversation|chat)\b|\b(?:have|get)\s+\d+\s+minutes\b|\bmakes?\s+sense\s+to\s+(?:connect|chat|talk)\b|\bgive\s+me\s+a\s+shout\b|\breserve\s+your\b|\bjoin\s+(?:for\s+free|today)\b|\bconfirm\s+your\s+spot\b|\bsample\s+kit\b|\bshall\s+i\s+send\b|\b(?:can|could|may)\s+i\s+send\s+(?:you\s+)?(?:our|my|a|the)?\s*(?:portfol+io|catalog|examples|proof|route|options)|\bwant\s+(?:a|the)\s+(?:proof|demo|sample|walkthrough|catalog)\b|\blet'?s\s+(?:chat|talk)\b|\brsvp\b|\byou'?re\s+invited\b|\breply\s+(?:for|to\s+claim|to\s+confirm)\b|\bcan\s+(?:i|we)\s+show\s+you\b|\bwould\s+love\s+your\s+feedback\b|\bif\s+you'd\s+like\s+to\s+(?:participate|learn|join|see)\b|\bsomething\s+that\s+(?:could|can|might|will)\s+help\b|\bare\s+you\s+open\s+to\b|\bworth\s+a\s+(?:quick\s+)?(?:chat|call|conversation|look)\b|\b(?:can|may|could)\s+i\s+(?:send|share|show)\s+you\b|\bwhen\s+(?:is|would\s+be)\s+a\s+good\s+time\s+to\s+(?:connect|chat|talk)\b|\blove\s+to\s+(?:connect|chat|have\s+you|show\s+you|feature)\b|\blet'?s\s+connect\b|\bcalendly\b|\bsend\s+(?:me|over)\s+(?:one\s+|a\s+)?(?:recent\s+)?statement\b/,
  },
  {
    mark: "promises the business savings or a price",
    pattern:
      /\bsave\s+(?:you\s+)?(?:up\s+to\s+)?(?:\$\s?\d|\d+\s?(?:%|percent|cents))|\b(?:lower|reduce|cut)\s+(?:the\s+|your\s+)(?:\w+\s+){0,2}(?:fees|rates|costs|premiums|bills)\b|\bat\s+no\s+(?:cost|charge)\s+to\s+you\b|\bno\s+upfront\s+cost\b|\bearn\s+\$\s?\d|\b\d+\s?%\s+(?:more|less|revenue|increase|lower)\b|\baverage\s+(?:of\s+)?\$\s?\d|\$\s?\d+\s+per\s+(?:booked|lead|property|piece|install|completed)\b|\bcents\s+(?:a|per)\s+(?:piece|gallon)\b|\bpricing\s+starts\b|\bfree\s+account\b|\bbelow\s+(?:big-box|retail|store)\b|\bset\s+(?:you\s+)?up\s+(?:an|your)\s+account\b|\bup\s+to\s+\$\s?\d|\btrade\s+in\s+your\b|\b(?:spring|summer|fall|holiday|year-end)\s+sale\b|\brates\s+from\b|\b(?:instant|same[\s-]day)\s+approval\b|\bnever\s+miss\s+a\s+(?:customer|call|lead|job)\b|\bfree\s+(?:sample|evaluation|analysis|savings|valuation|assessment|catalog|proof)\b|\bcomplimentary\b|\b(?:bulk|contractor|exclusive|early[\s-]\w+|wholesale)\s+pricing\b|\bpricing\s+ends\b|\bhalf\s+price\s+for\s+new\b|\$0\s+down\b|\bbelow\s+retail\b|\bplatform\s+fee\b|\bproduction\s+fee\b|\bfor\s+(?:only\s+|just\s+)?\$\s?\d[\d,]*\s*[.,]?\s+(?:free|with|includ)/,
  },
  {
    mark: "offers a feature, an award or a partnership",
    pattern:
      /\bnominat(?:ed|ion)\b|\bawards?\b|\bfeature\s+(?:you|your)\b|\b(?:be|as)\s+(?:a|our)\s+guest\b|\bpodcast\b|\binterview\s+you\b|\bpremium\s+placement\b|\bspotlight\b|\bjoin\s+our\b|\bpartner(?:ship)?\s+(?:with\s+(?:a|your)|opportunit)|\bbecome\s+an?\s+(?:authorized|certified|preferred)\b|\bto\s+your\s+services\b|\bleads\s+included\b|\bopen\s+to\s+a\s+partnership\b|\bswap\s+referrals\b|\breferral\s+(?:program|partner)/,
  },
  {
    mark: "writes about contractors as a market",
    pattern:
      /\b(?:small|independent|local|other|family-owned)\s+(?:contractors|painters|businesses|business\s+owners)\b|\bhomeowners\b(?!\s+association)|\b(?:new|more|potential|happy|past)\s+(?:clients|customers)\b|\b\d+\+?\s+(?:more\s+)?(?:estimates|leads|jobs|calls|appointments)\s+(?:a|per|each|every)\s+(?:month|week|show)\b|\bterritor(?:y|ies)\b|\b(?:painting|trade|trades|home\s+service|service)\s+(?:companies|contractors|businesses|pros|owners)\b|\bbusiness\s+owners\b|\bpainters\s+(?:who|using|like|get|in\s+your)\b|\bcontractors\s+(?:who|using|offer|get)\b/,
  },
  {
    mark: "asks for a job, not a painter",
    pattern: /\bare\s+you\s+hiring\b|\b(?:looking|searching)\s+for\s+(?:a\s+)?(?:work|job|employment)\b|\b\d+\s+years?\s+(?:of\s+)?experience\b|\bmy\s+own\s+(?:transportation|tools)\b|\bmy\s+resume\b/,
    weight: 2,
  },
  {
    mark: "asks for a donation or sponsorship",
    pattern: /\bdonat(?:e|ion)\b|\bsponsor(?:ship)?\b|\bfundrais\w+|\braffle\b|\byearbook\b|\bproceeds\s+go\b/,
    weight: 2,
  },
  {
    mark: "offers to buy a property",
    pattern: /\bcash\s+offer\b|\bbuy\s+(?:houses|homes)\b|\bany\s+condition\b|\bsell\s+(?:it\s+)?fast\b/,
    weight: 2,
  },
  {
    mark: "turns a request into a pitch",
    pattern:
      /\b(?:i|we)\s+(?:actually|also)\s+(?:do|run|help|offer|own|work)\b|\b(?:i|we)\s+can\s+get\s+you\s+(?:to|on|ranking|more)\b|\bpage\s+\d+\s+of\s+google\b|\blead\s+broker\b|\bi\s+charge\s+\d+\s?%|\bsign\s+up\s+(?:through|with|at)\b|\binfluencer\b|\b\d+k\s+followers\b|\bthat'?s\s+lost\s+money\b/,
    weight: 2,
  },
  {
    mark: "asks for work for exposure",
    pattern: /\bin\s+exchange\s+for\s+(?:a\s+)?(?:feature|post|shout-?out|mention|exposure|review)\b/,
    weight: 4,
  },
  {
    mark: "follows up an earlier e-mail",
    pattern:
      /\bfollowing\s+up\s+on\s+my\s+(?:previous|last|earlier|recent)\s+(?:email|message|note)\b|\bmy\s+(?:previous|last|earlier)\s+(?:email|note)\b/,
  },
  {
    mark: "asks whether the pitch was read",
    pattern: /\bdid\s+you\s+(?:get|have)\s+a\s+chance\s+to\s+(?:look|review|read|see|consider)\b|\bleft\s+you\s+a\s+voicemail\b|\bdid\s+you\s+see\s+my\s+(?:note|email|message)\b|\bright\s+(?:person|email|inbox)\s+(?:to|for)\b|\breach\s+the\s+owner\b|\bany\s+thoughts\s+on\s+(?:my|the)\s+(?:email|note|proposal|offer)\b/,
  },
  {
    // A scam dressed as a big job: no customer pays a painter by cheque with extra to wire back.
    mark: "pays by cheque or asks for bank details, as scams do",
    pattern:
      /\b(?:certified|cashier'?s)\s+che(?:ck|que)s?\b|\bgift\s+cards?\s+for\b|\bquick\s+favou?r\b|\bi\s+am\s+deaf\b|\bonly\s+communicate\s+by\s+(?:e-?mail|text)\b|\bwhat\s+is\s+your\s+company\s+name\b|\bche(?:que)\b|\boverpayment\b|\brefund\s+(?:any|the)\s+(?:extra|overage|difference|balance)\b|\brouting\s+number\b|\bbank\s+(?:account|details)\b|\bsecure\s+portal\b|\bsign\s+in\s+with\s+your\s+email\b|\bhearing[\s-]impaired\b|\bpersonal\s+assistant\s+will\b/,
    weight: 5,
  },
  {
    mark: "bumps an unanswered pitch",
    pattern:
      /\bcircl(?:e|ing)\s+back\b|\bbump(?:ing)?\s+(?:this|my)\b|\btop\s+of\s+your\s+inbox\b|\bgot\s+buried\b|\bany\s+thoughts\s+on\s+the\s+above\b|\bclose\s+your\s+file\b|\bisn't\s+the\s+right\s+time\b|\bfollow\s+up\s+next\s+(?:quarter|month)\b/,
    weight: 2,
  },
];

/**
 * "We offer link building", "hire a virtual assistant": the writer sells the
 * listed thing itself, in a sentence that asks for no painting ("We offer SEO
 * and need our office painted" is an SEO firm that needs a painter).
 */
const SELLS_IT = /\b(?:we|i)\s+(?:also\s+)?(?:offer|provide|deliver|specialize\s+in|specialise\s+in)\b|\bhire\s+(?:a|an|our)\b/;

/**
 * What a person asking for painting work writes: a painting verb, a want and a
 * painting object, or a part of their own place ("our lobby", "the walls").
 * Nouns alone do not count here, so "we send you homeowners who want their
 * interior painted" is not a request.
 */
const ASKS_FOR_WORK =
  /\b(?:re)?paint(?:ed|ing)?\s+(?:(?:for|of|in|on)\s+)?(?:my|our|the|a|an|two|three|four|five|six|\d+|it|them|over|around|before|after|sample|some)\b|\brepaint\w*|\b(?:stain|refinish|pressure\s+wash|power\s+wash)\w*\s+(?:my|our|the|a|\d+|it|them)\b|\b(?:need|needs|want|wants|would\s+like|(?<!\b(?:homeowners|buyers|customers|people|clients|families|who\s+are|who're)\s+(?:\w+\s+){0,4})looking\s+for|interested\s+in|like\s+a|get\s+a|send\s+(?:an?|me|us)|give\s+(?:me|us)|quote\s+for|estimate\s+for|bids?\s+to|pricing\s+for)\s+(?:\w+\s+){0,5}(?:paint\w*(?!\s+(?:compan\w*|business\w*|contractors?|crews?|pros))|stain\w*|refinish\w*|coat\w*|epoxy|pressure\s+wash\w*|estimate|quote|bids?(?!\s+bonds?)|painter|walkthrough|vendor|contractor)\b|\bcan\s+you\s+(?:paint|stain|do|come|quote|refinish|give)\b|\bprice\s+(?:for|to)\s+paint|\bsubmitted\s+(?:a|my|the)\s+(?:\w+\s+)?(?:request|form)\b|\bmy\s+(?:earlier\s+|previous\s+)?(?:request|inquiry|enquiry)\b|\bstill\s+need\s+(?:it|this|the|a|someone)\b|\b(?:(?:my|our|his|her|their)\s+(?:(?!(?:for|of|to|in|on|at|with)\b)\w+\s+){0,2}|the\s+(?:(?!(?:for|of|to|in|on|at|with)\b)\w+\s+)?)(?!home\s+(?:pros?|services?|show|improvement|care|warranty|(?:&|and)\s+garden)\b|painting\s+(?:contractor|compan|business)|quote\s+form\b)(?:walls?|ceilings?|cabinets?|trim|deck|fence|siding|drywall|kitchen|bedrooms?|bathrooms?|rooms?|hallway|hall|basement|garage|exterior|interior|house|home|townhouse|condo|office|suite|lobby|foyer|porch|shutters|doors?|driveway|floors?|estimate|quote|painting|paint\s+job|stairwell|sanctuary|classrooms?|units?)\b/;

/** Parts of a house and painting jobs named on their own ("Deck and fence staining."): a weaker sign of a request. */
const NAMES_PAINT_WORK =
  /\b(?:walls?|ceilings?|cabinets?|trim|deck|fence|siding|drywall|kitchen|bedrooms?|bathrooms?|living\s+room|hallway|basement|garage|exterior|interior|porch|foyer|driveway|stairwell|epoxy|staining|stain|mural|estimate|quote)\b/;

/**
 * What only a customer writes, even one who names no job yet: a question about
 * the service (licensed? insured? a warranty? financing? do you serve my town?
 * how soon can you start? how much?), a request to be called back, a phone
 * number, a place of their own (a house, a rental, an office, a church), a
 * painting word that is not the trade itself ("painting companies" is how a
 * vendor writes), a follow-up on their own request, or words in another
 * language than English (vendors write to a Georgia painter in English).
 * A text with none of these asks nothing a customer asks (see `messageOutcome`).
 */
const CUSTOMER_SIGNS =
  /\b(?:re)?paint(?:s|ed)?\b|\bpainting\b(?!\s+(?:compan|business|contractors|industry|pros|crews?|owners|bids?|jobs|projects?))|\b(?:stain(?:ing|ed)?|primer|colou?rs?|wallpaper|popcorn|drywall|caulk\w*|trim|cabinets?|deck|fence|siding|pressure[\s-]?wash\w*|power[\s-]?wash\w*|epoxy|garage|touch[\s-]?ups?|accent\s+wall|refinish\w*|sheen|peeling|mildew|stucco|brick|gutters?|shutters?|ceilings?|walls?|bedrooms?|bathrooms?|kitchens?|basement|porch|foyer|hallways?|classrooms?|closets?|baseboards?|stairs|railings?|sq\.?\s?ft|square\s+f(?:ee|oo)t|ranch|new\s+build|move[\s-]in|move[\s-]out|closing|listing\s+photos)\b|\b(?:my|our|the|a|an|this|\d+)\s+(?:(?!(?:for|of|to|in|on|at|with)\b)\w+\s+){0,2}(?:rooms?|doors?|house|home|townhouse|condo|apartments?|rentals?|duplex|units?|propert(?:y|ies)|building|office|church|school|store|shop|restaurant|salon|clinic|suite|lobby|warehouse|place)\b|\b(?:licensed|insured|bonded|warranty|guarantee[ds]?|references|financing|payment\s+plans?|estimates?|quotes?|bids?|how\s+much|budget|availability|how\s+soon|start\s+date|come\s+(?:out|by|look)|take\s+a\s+look\s+at|stop\s+by|walk-?through|my\s+area|appointment|asap|minimum|w-?9|saturdays?|sundays?|weekends?|evenings?)\b|\b(?:small|smaller|little)\s+jobs?\b|\b(?:your|the)\s+(?:pricing|prices?|rates|cost)\b|\b(?:pricing|prices?|cost)\s+(?:for|on|of|to)\b|\b(?:a|few|some|couple(?:\s+of)?)\s+questions\b|\b(?:schedule|book)\s+(?:a|an)\s+(?:estimate|visit|walk-?through|time|consultation)\b|\bdo\s+(?:you|y'?all|you\s+guys)\s+(?:do|work|serve|offer|paint|handle|remove|repair|fix|install|travel|go|cover|take|have|use|provide|still)\b|\bare\s+(?:you|y'?all|you\s+guys)\s+(?:\S+\s+){0,2}?(?:available|licensed|insured|bonded|certified|taking|booking|still|open)\b|\b(?:need|get|what'?s|what\s+is|whats)\s+(?:a\s+|the\s+|your\s+)?(?:price|pricing|cost)\b|\bbuilt\s+in\s+(?:19|20)\d\d\b|\bcan\s+(?:you|y'?all|someone)\b|\b(?:call|text|email|e-mail|contact|reach)\s+me\b|\bcall\s+us\b|\bcall\s?back\b|\bgive\s+(?:me|us)\s+a\s+(?:call|ring)\b|\bmy\s+(?:number|cell|phone)\b|\b(?:talk|speak)\s+(?:to|with)\s+(?:someone|somebody|a\s+person)\b|\+?1?[\s.(-]*\d{3}[\s.)-]*\d{3}[\s.-]*\d{4}\b|\b(?:submitted|sent|filled\s+out)\s+(?:a|my|the|an)\b|\bmy\s+(?:earlier\s+|previous\s+)?(?:request|inquiry|enquiry|message|form)\b|\bheard\s+back\b|\b(?:hola|necesito|pintar|pintura|casa|cocina|presupuesto|cotizaci\w+|gracias|por\s+favor|orçamento|quero|preciso|obrigad\w)\b|[\u00C0-\u024F\u1E00-\u1EFF]|\p{Script=Cyrillic}|\p{Script=Devanagari}|\p{Script=Hangul}|\p{Script=Ethiopic}|\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}/u;

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
}

function sentencesOf(folded: string): string[] {
  return folded.split(/[.!?\n;]+/);
}

/**
 * What a message or project details text asks for, and what it offers, as the
 * screens read it. `nameWords` are the words of the sender's address: a listed
 * word that is also one of them is the sender's name ("Yuna Seo" writing from
 * seo.yuna@), not a pitch.
 */
export function readIntent(text: string, nameWords: readonly string[] = []): MessageIntent {
  if (!text.trim()) {
    return {
      phrases: [],
      offers: [],
      offerWeight: 0,
      vendorFraming: 0,
      sellsListedThing: false,
      asksForWork: false,
      namesWork: false,
      customerSigns: false,
      blank: true,
    };
  }
  const folded = foldForScreening(text);
  const leet = decodeLeet(folded);
  const marked = ({ pattern }: { pattern: RegExp }) => pattern.test(folded) || pattern.test(leet);
  const phrases = solicitationPhrases(text).filter((phrase) => !nameWords.includes(phrase.toLowerCase()));
  const strong = [...STRONG_PITCH_MARKS, ...OFFER_FAMILIES].filter(marked).map(({ mark }) => mark);
  const weak = [...WEAK_PITCH_MARKS, ...OFFER_HINTS].filter(marked).map(({ mark }) => mark);
  const framing = VENDOR_FRAMING.filter(marked);
  const sellsListedThing =
    phrases.length > 0 &&
    sentencesOf(leet).some(
      (sentence) => SELLS_IT.test(sentence) && !ASKS_FOR_WORK.test(sentence) && solicitationPhrases(sentence).length > 0,
    );
  return {
    phrases,
    offers: [...new Set([...strong, ...weak, ...framing.map(({ mark }) => mark)])],
    offerWeight: 2 * strong.length + weak.length,
    vendorFraming: framing.reduce((sum, { weight = 1 }) => sum + weight, 0),
    sellsListedThing,
    asksForWork: ASKS_FOR_WORK.test(folded),
    namesWork: NAMES_PAINT_WORK.test(folded),
    customerSigns: CUSTOMER_SIGNS.test(folded),
    blank: false,
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

// ---------------------------------------------------------------------------
// The whole lead

/** What the screens read from a lead; `website` and `elapsedMs` only the Worker has. */
export interface LeadScreenInput {
  email: string;
  message?: string;
  projectDetails?: string;
  /** The hidden honeypot field. */
  website?: string;
  /** Milliseconds from the form's first render to the submit, as the browser measured. */
  elapsedMs?: number;
}

export type ScreenedField = "email" | "message" | "projectDetails";

export type ScreenResult =
  | { outcome: "accept"; reason: null }
  | { outcome: "flag" | "hold"; reason: string }
  | {
      outcome: "refuse";
      code: "blocked_email" | "blocked_content";
      /** The visitor-facing message, the same in the browser and in the API's answer. */
      message: string;
      field: ScreenedField;
      /** Why, for the owner (stored with the kept submission) and tests; never shown to the visitor. */
      reason: string;
    };

/** The reason stored with a refused submission, so the owner sees it was refused and why. */
export function refusedReason(screened: Extract<ScreenResult, { outcome: "refuse" }>): string {
  return `${REFUSED_AT_FORM}${screened.reason}`;
}

function quoted(phrases: string[]): string {
  const list = phrases.map((phrase) => `"${phrase}"`);
  return list.length <= 1 ? list.join("") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
}

function signs(intent: MessageIntent): string {
  return intent.offers.length > 0 ? ` (${intent.offers.join(", ")})` : "";
}

function textReason(where: string, outcome: MessageOutcome, intent: MessageIntent): string {
  const named = intent.phrases.length > 0 ? `${where} ${quoted(intent.phrases)}` : where.replace(/ mentions?$/, "");
  switch (outcome) {
    case "refuse":
      return `${named} in an offer to the business${signs(intent)}`;
    case "hold":
      return `${named} reads as an offer to the business${signs(intent)}`;
    default:
      return intent.offers.length === 0
        ? `${named} with no signs of a sales pitch`
        : `${named} with some signs of a sales pitch${signs(intent)} but asks for painting work`;
  }
}

function formatSeconds(ms: number): string {
  return `${(Math.floor(ms / 100) / 10).toFixed(1)} s`;
}

/**
 * The learned model's features for a lead's written texts, read together (a
 * quote's "gate code 1234" note beside its project details). Each text was
 * read once already; the lead's reading is theirs combined, not a third pass.
 */
function modelFeatures(email: string, written: readonly { text: string; intent: MessageIntent }[]): string[] {
  const text = written.map(({ text }) => text).join("\n");
  const intent = written.map(({ intent }) => intent).reduce(combineIntents);
  return spamModelFeatures(foldForScreening(text), intent, email);
}

/** What the model reads in a lead, as `screenLead` gives it: `npm run spam:train` learns from exactly this. */
export function leadModelFeatures(input: Pick<LeadScreenInput, "email" | "message" | "projectDetails">): string[] {
  const nameWords = localWords(input.email);
  const written = [input.message ?? "", input.projectDetails ?? ""]
    .filter((text) => text.trim() !== "")
    .map((text) => ({ text, intent: readIntent(text, nameWords) }));
  return written.length === 0 ? spamModelFeatures("", readIntent(""), input.email) : modelFeatures(input.email, written);
}

/**
 * The one decision for a lead, in a fixed order: a junk address, then the
 * message, then the project details (each refusal answers with its own
 * message); then what reads as an offer (hold), a lead that asks nothing a
 * customer asks in any of its texts (hold) and the bot checks (hold); then
 * the flags. A role account ("office@", "info@") is judged by what it asks: a
 * request for painting is a customer; with no request, a sure sign of an
 * offer refuses it. A held lead keeps every reason, so the owner sees all the
 * screens noticed.
 *
 * With `model` (the Worker passes it; the browser, which only needs to know
 * what is refused, does not), the learned model decides hold or let through
 * for the lead's texts together, in place of the hand-written holds for texts
 * with no listed word and the "asks nothing a customer asks" default, which
 * become its features. Refusals, the listed words' holds and flags, the role
 * account flags and the bot checks stay the rules'.
 */
export function screenLead(input: LeadScreenInput, model?: SpamModel): ScreenResult {
  const emailReason = emailRefusal(input.email);
  if (emailReason) {
    return { outcome: "refuse", code: "blocked_email", message: MESSAGES.blockedEmail, field: "email", reason: emailReason };
  }

  const role = roleAccount(input.email);
  const nameWords = localWords(input.email);
  const texts: [ScreenedField, string, string][] = [
    ["message", input.message ?? "", "Message mentions"],
    ["projectDetails", input.projectDetails ?? "", "Project details mention"],
  ];
  const read = texts.map(([field, text, where]) => {
    const intent = readIntent(text, nameWords);
    return { field, text, where, intent, outcome: messageOutcome(intent) };
  });
  const asksForWork = read.some(({ intent }) => intent.asksForWork);

  for (const { field, where, intent, outcome } of read) {
    const roleOffer = role !== null && !asksForWork && intent.offerWeight >= 2;
    if (outcome === "refuse" || roleOffer) {
      const reason = textReason(where, "refuse", intent) + (roleOffer ? ` from a role account (${role.join(".")}@)` : "");
      return { outcome: "refuse", code: "blocked_content", message: MESSAGES.blockedContent, field, reason };
    }
  }

  const written = read.filter(({ intent }) => !intent.blank);
  const ruled = model ? read.filter(({ intent }) => intent.phrases.length > 0) : read;
  const holds = ruled.filter(({ outcome }) => outcome === "hold").map(({ where, intent }) => textReason(where, "hold", intent));
  if (model && holds.length === 0 && written.length > 0) {
    // The lead's texts read together: a quote's "gate code 1234" note asks nothing, but its project details do.
    const features = modelFeatures(input.email, written);
    const probability = spamModelProbability(model, features);
    if (probability >= model.threshold) {
      const where = written.map(({ where }) => where.replace(/ mentions?$/, "")).join(" and ");
      const why = spamModelReasons(model, features).join(", ");
      holds.push(`${where} ${written.length > 1 ? "read" : "reads"} as an offer or junk (${why}; ${Math.round(probability * 100)}% by the screens' model)`);
    }
  }
  // Without the model, the default, judged on the whole lead the same way.
  if (!model && holds.length === 0 && written.length > 0 && written.every(({ intent }) => asksNothingACustomerAsks(intent))) {
    const where = written.map(({ where }) => where.replace(/ mentions?$/, "")).join(" and ");
    holds.push(`${where} ${written.length > 1 ? "ask" : "asks"} for no painting work and nothing a customer asks${signs(written[0]!.intent)}`);
  }
  if ((input.website ?? "").trim() !== "") holds.push('Hidden field "website" was filled');
  if (input.elapsedMs !== undefined && input.elapsedMs < MIN_HUMAN_FILL_MS) {
    holds.push(`Sent ${formatSeconds(input.elapsedMs)} after the form opened`);
  }
  const flags = ruled.filter(({ outcome }) => outcome === "flag").map(({ where, intent }) => textReason(where, "flag", intent));
  if (role !== null && (!asksForWork || role.some((word) => SELLING_ROLE_WORDS.has(word)))) {
    flags.push(`Sent from a role account (${role.join(".")}@)${asksForWork ? "" : " with no request for painting"}`);
  }
  if (holds.length > 0) return { outcome: "hold", reason: [...holds, ...flags].join("; ") };
  if (flags.length > 0) return { outcome: "flag", reason: flags.join("; ") };
  return { outcome: "accept", reason: null };
}
