/**
 * The spam screens, shared by the lead form (which refuses in the browser only
 * what the Worker would refuse, with the same message) and the Worker.
 *
 * The site's promise is that every real lead reaches the owner, so a screen
 * judges the sender's intent, not a word, and decides one of:
 *
 * - refuse: only when it is sure. Test and junk addresses, role accounts,
 *   reserved and disposable domains; messages that name a listed solicitation
 *   (SEO, web design, ...) *and* carry the marks of a vendor's pitch (offering
 *   it to "your website", rankings, traffic, packages and prices, "reply" or
 *   "unsubscribe", ...). Answered 422 with the visitor-facing message; nothing
 *   is stored.
 * - flag: a listed word without those marks: a person named Seo, "home
 *   automation", a web design studio that needs its office painted. Stored and
 *   mailed with the reason, so the owner glances at it.
 * - hold: the hidden honeypot field was filled, or the form was sent faster
 *   than a person can fill it. Stored with the reason, not mailed one by one.
 *
 * A word never refuses on its own: not in a name (Seo, Bottom, DeMoss), an
 * employer's domain (salesforce.com), or a message ("ChatGPT suggested Agreeable
 * Gray"). Words are matched whole, after folding away the usual evasions: case,
 * full-width letters, zero-width characters, letters spelled out one by one
 * ("S.E.O", "s e o", "l-e-a-d"), look-alike Cyrillic letters and common
 * leetspeak ("5EO", "b4cklinks").
 */
import { MIN_HUMAN_FILL_MS } from "./constants";
import { MESSAGES } from "./messages";

// ---------------------------------------------------------------------------
// E-mail addresses

/** Words that make an address junk wherever they stand in the local part ("test.user@", "bot123@", "jane.fake@"). */
export const JUNK_LOCAL_WORDS = [
  "test", "testing", "spam", "spammer", "fake", "lorem", "ipsum", "placeholder", "asdf", "qwerty",
  "dummy", "junk", "noreply", "donotreply", "nobody", "bot", "robot", "throwaway", "trash",
  "undefined", "example", "invalid", "foobar", "xxx", "xyz",
] as const;

/**
 * Junk only as the first word: each is also a surname somewhere ("Joe Sample",
 * "Anna Null"), so "sample@" and "demo.user@" are refused but "joe.sample@" is not.
 * ("Foo" is a Chinese surname that can come first, so it is not listed at all.)
 */
export const JUNK_FIRST_WORDS = ["sample", "demo", "temp", "trial", "user", "guest", "null"] as const;

/** Glue words that join junk words into one ("testuser", "fakename", "spambot"). */
const JUNK_GLUE = ["user", "mail", "email", "account", "name", "me", "abc"];
const JUNK_COMPOUND = new RegExp(`^(?:${[...JUNK_LOCAL_WORDS, ...JUNK_FIRST_WORDS, ...JUNK_GLUE].join("|")}){2,}$`);

/** Keyboard runs: nobody's name contains them. */
const KEYBOARD_RUNS = ["asdf", "qwert", "zxcv", "hjkl", "sdfg", "dfgh"];

/**
 * Role accounts: refused when the whole local part is made of these (and
 * digits or separators): "info@", "sales-team@", "customer.service1@". A person
 * whose address merely contains one ("maria.sales@", "contreras@") is not a role account.
 */
export const ROLE_LOCAL_WORDS = [
  "info", "admin", "administrator", "support", "service", "services", "hello", "contact", "contactus",
  "sales", "marketing", "newsletter", "news", "promo", "promotions", "discount", "deals", "leads",
  "estimate", "estimates", "quotes", "office", "manager", "billing", "accounts", "team", "help",
  "helpdesk", "enquiries", "inquiries", "enquiry", "inquiry", "webmaster", "postmaster", "hostmaster",
  "abuse", "root", "noc", "notifications", "notification", "mailer", "daemon", "customer", "care",
  "feedback", "general", "mail", "email",
] as const;

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
  if (letterWords.length > 0 && letterWords.every((word) => ROLE_WORDS.has(word))) {
    return `Address is a role account (${local}@)`;
  }
  return null;
}

// ---------------------------------------------------------------------------
// Messages

/** Solicitation phrases: on their own they flag a lead; with the marks of a pitch they refuse it. */
export const SOLICITATION_PHRASES = [
  // the spec's list
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
  "logo design", "data entry",
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
  "google business profile": "Google Business Profile",
};

const NOT_WORD_BEFORE = "(?<![\\p{L}\\p{N}])";
const NOT_WORD_AFTER = "(?![\\p{L}\\p{N}])";
/** Between the words of a phrase: a space, a dash, a dot, an underscore, or nothing ("webdesign"). */
const PHRASE_GAP = "[\\s\\-_.]*";

const PHRASE_PATTERNS = SOLICITATION_PHRASES.map((phrase) => ({
  phrase,
  pattern: new RegExp(`${NOT_WORD_BEFORE}${phrase.split(" ").join(PHRASE_GAP)}(?:e?s)?${NOT_WORD_AFTER}`, "u"),
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
      /\b(?:improve|boost|grow|increase|rank|optimi[sz]e|redesign|rebuild|revamp|upgrade|promote|market|scale|audit|automate|help|helps|helping)\s+(?:\w+\s+){0,2}your\s+(?:own\s+)?(?:web\s?site|site|business|company|brand|blog|rankings?|traffic|seo|sales|revenue|leads|online|google|social|marketing|visibility|presence|reviews|customers|clients|profile|listing)\b/,
  },
  {
    mark: "talks about the reader's website or business",
    pattern:
      /\b(?:services?|solutions?|marketing|seo|ppc|design|generation|gen|building|backlinks?|leads|traffic|content|ads|management|strategy|campaigns?|packages?|automation|assistants?|web\s?site|tools?|software|optimi[sz]ation|development|chatbot|app)\s+for\s+your\s+(?:web\s?site|site|business|company|brand|blog)\b|\b(?:posts?|articles?|links?|backlinks?)\s+on\s+your\s+(?:web\s?site|site|blog)\b|\byour\s+(?:web\s?site|site|business|company)(?:'s)?\s+(?:(?:is\s+not|isn't|doesn't|does\s+not)\s+(?:rank|ranking|show|showing|appear|appearing)|ranking|rankings|traffic|seo|visibility|presence)\b|\byour\s+(?:rankings?|traffic|seo|online\s+presence|domain\s+authority)\b/,
  },
  {
    mark: "promises rankings or traffic",
    pattern:
      /\b(?:first|front|top)\s+page\s+(?:of|on)\s+google\b|\bpage\s+(?:one|1)\s+(?:of|on)\s+google\b|\btop\s+of\s+google\b|\brank(?:s|ing|ed)?\s+(?:higher|first|#?1|number\s+one|on\s+google|in\s+google|on\s+the\s+first)\b|\bgoogle\s+rank(?:ing|ings)?\b|\borganic\s+(?:traffic|rankings?|leads|reach)\b|\b(?:get|bring|drive|generate|attract|send)\s+(?:you\s+)?(?:more|new|qualified|targeted|organic|\d+\+?)\s+(?:traffic|leads|customers|clients|calls|jobs|sales|visitors)\s+(?:to|for)\s+your\b|\b(?:get|bring|send)\s+you\s+(?:more|new|qualified|targeted|\d+\+?)\s+(?:traffic|leads|customers|clients|calls|jobs|sales|visitors)\b|\b(?:web\s?site|site|web)\s+traffic\b|\bsearch\s+rankings?\b/,
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
      /\b(?:we|i)\s+(?:offer|provide|deliver|sell|specialize\s+in|specialise\s+in|can\s+help|help\s+(?:businesses|companies|contractors|painters|brands))\b|\bour\s+(?:services|agency|team\s+of|experts?|company\s+(?:offers|provides))\b|\bhire\s+(?:us|me|our)\b/,
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

/** What a person asking for painting work writes; it keeps a weakly pitch-like message from being refused. */
const PAINTING_NEED =
  /\b(?:re)?painted\b|\brepaint\w*|\b(?:paint|stain|refinish|redo)\s+(?:my|our|the|a|two|three|four|\d)\b|\b(?:need|needs|want|wants|would\s+like|looking\s+for)\s+(?:\w+\s+){0,4}(?:paint\w*|stain\w*|refinish\w*|estimate|quote|painter)\b|\b(?:paint|walls?|ceilings?|cabinets?|trim|deck|fence|siding|drywall|kitchen|bedrooms?|bathrooms?|living\s+room|hallway|basement|garage|exterior|interior|estimate|quote)\b/;

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

export type MessageVerdict =
  | { outcome: "accept" }
  | { outcome: "flag" | "refuse"; phrases: string[]; marks: string[] };

type NamedVerdict = Exclude<MessageVerdict, { outcome: "accept" }>;

/** Whether a message or project details text is clean, worth a check (flag), or a vendor's pitch (refuse). */
export function screenMessage(text: string): MessageVerdict {
  const phrases = solicitationPhrases(text);
  if (phrases.length === 0) return { outcome: "accept" };
  const folded = foldForScreening(text);
  const leet = decodeLeet(folded);
  const marked = ({ pattern }: { pattern: RegExp }) => pattern.test(folded) || pattern.test(leet);
  const strong = STRONG_PITCH_MARKS.filter(marked).map(({ mark }) => mark);
  const weak = WEAK_PITCH_MARKS.filter(marked).map(({ mark }) => mark);
  const pitch = strong.length > 0 || (weak.length >= 2 && !PAINTING_NEED.test(folded));
  return { outcome: pitch ? "refuse" : "flag", phrases, marks: [...strong, ...weak] };
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
      /** Why, for logs and tests; never shown to the visitor. */
      reason: string;
    };

function quoted(phrases: string[]): string {
  const list = phrases.map((phrase) => `"${phrase}"`);
  return list.length <= 1 ? list.join("") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
}

function flagReason(where: string, verdict: NamedVerdict): string {
  const named = `${where} ${quoted(verdict.phrases)}`;
  if (verdict.marks.length === 0) return `${named} with no signs of a sales pitch`;
  return `${named} with some signs of a sales pitch (${verdict.marks.join(", ")}) but asks for painting work`;
}

function formatSeconds(ms: number): string {
  return `${(Math.floor(ms / 100) / 10).toFixed(1)} s`;
}

/**
 * The one decision for a lead, in the spec's order: the address, then the
 * message, then the project details (each refusal answers with its own
 * message); then the bot checks (hold); then the flags. A held lead keeps its
 * flag reasons too, so the owner sees everything the screens noticed.
 */
export function screenLead(input: LeadScreenInput): ScreenResult {
  const emailReason = emailRefusal(input.email);
  if (emailReason) {
    return { outcome: "refuse", code: "blocked_email", message: MESSAGES.blockedEmail, field: "email", reason: emailReason };
  }

  const flags: string[] = [];
  const texts: [ScreenedField, string, string][] = [
    ["message", input.message ?? "", "Message mentions"],
    ["projectDetails", input.projectDetails ?? "", "Project details mention"],
  ];
  for (const [field, text, where] of texts) {
    const verdict = screenMessage(text);
    if (verdict.outcome === "refuse") {
      const reason = `${where} ${quoted(verdict.phrases)} in a sales pitch (${verdict.marks.join(", ")})`;
      return { outcome: "refuse", code: "blocked_content", message: MESSAGES.blockedContent, field, reason };
    }
    if (verdict.outcome === "flag") flags.push(flagReason(where, verdict));
  }

  const holds: string[] = [];
  if ((input.website ?? "").trim() !== "") holds.push('Hidden field "website" was filled');
  if (input.elapsedMs !== undefined && input.elapsedMs < MIN_HUMAN_FILL_MS) {
    holds.push(`Sent ${formatSeconds(input.elapsedMs)} after the form opened`);
  }
  if (holds.length > 0) return { outcome: "hold", reason: [...holds, ...flags].join("; ") };
  if (flags.length > 0) return { outcome: "flag", reason: flags.join("; ") };
  return { outcome: "accept", reason: null };
}
