/**
 * The screens' reading of an e-mail address: junk and test addresses,
 * reserved and disposable domains are refused; a role account ("office@") is
 * noted, and judged by what it asks (see `decide.ts`).
 */
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

/**
 * Glue words that join junk words into one ("testuser", "fakename", "spambot").
 * Glue alone is not junk: "meme.jones@", "abcmail@", "username" (a junk first
 * word, "user", is in it) is; a part must hold at least one junk word.
 */
const JUNK_GLUE = ["user", "mail", "email", "account", "name", "me", "abc"] as const;
const JUNK_PIECES = [...JUNK_LOCAL_WORDS, ...JUNK_FIRST_WORDS, ...JUNK_GLUE];
const JUNK_SOLID = new Set<string>([...JUNK_LOCAL_WORDS, ...JUNK_FIRST_WORDS]);

/**
 * Whether one part of an address is made wholly of junk words and glue, with
 * at least one junk word: "testuser", "fakename", "spambot", "testtest".
 * Not: "meme" (glue only), "testa" (a surname), "mehta". Read left to right
 * over the part's positions (at most 64 characters), never by a regular
 * expression that could retry each split.
 */
function madeOfJunkWords(part: string): boolean {
  // reachable[i]: the first i letters split into pieces; solid[i]: one of them a junk word.
  const reachable: boolean[] = [true];
  const solid: boolean[] = [false];
  for (let end = 1; end <= part.length; end += 1) {
    for (const piece of JUNK_PIECES) {
      const start = end - piece.length;
      if (start >= 0 && reachable[start] && part.startsWith(piece, start)) {
        reachable[end] = true;
        solid[end] = solid[end] || solid[start]! || JUNK_SOLID.has(piece);
      }
    }
  }
  const pieces = part.length > 0 && reachable[part.length] === true;
  return pieces && solid[part.length] === true && !JUNK_SOLID.has(part);
}

/** The keyboard's letter rows: a part typed along one of them is a keyboard run. */
const KEYBOARD_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"] as const;

/**
 * A part of an address typed along a keyboard row: the whole part is runs of
 * neighbouring keys on one row (three or more each, one of four or more).
 * Catches: "asdf", "qwerty", "asdfgh", "hjkl", "zxcvbn", "lkjh", "asdfasdf".
 * Not: "hjklein" (H. J. Klein), "property" ("erty" is a run, "prop" is not),
 * "lucas" + "d" + "ferreira" (each part on its own: the "asdf" across them is
 * no run), "peter" (one row's letters, but no neighbouring keys).
 */
function keyboardRun(part: string): string | null {
  if (part.length < 4) return null;
  for (const row of KEYBOARD_ROWS) {
    const keys = [...part].map((letter) => row.indexOf(letter));
    if (keys.some((key) => key < 0)) continue;
    // Split the part where the next letter is not the key beside this one (in either direction).
    const runs: string[] = [];
    let start = 0;
    for (let at = 1; at <= keys.length; at += 1) {
      const step = at < keys.length ? keys[at]! - keys[at - 1]! : 0;
      const direction = at - start >= 2 ? keys[start + 1]! - keys[start]! : step;
      if (at === keys.length || Math.abs(step) !== 1 || step !== direction) {
        runs.push(part.slice(start, at));
        start = at;
      }
    }
    if (runs.every((run) => run.length >= 3) && runs.some((run) => run.length >= 4)) return runs.find((run) => run.length >= 4)!;
  }
  return null;
}

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
export const SELLING_ROLE_WORDS = new Set(["sales", "marketing", "newsletter", "news", "promo", "promotions", "discount", "deals", "leads"]);

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

export function localWords(email: string): string[] {
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
  // Each part on its own: a name's parts joined ("lucas" "d" "ferreira") are no keyboard run and no test word.
  if (letterWords.some(madeOfJunkWords)) return "Address is made of test words";
  const run = letterWords.map(keyboardRun).find((keys) => keys !== null);
  if (run) return `Address is a keyboard run ("${run}")`;
  // "no.reply", "do-not-reply": the no-reply words are read across the separators a mailer puts between them.
  const letters = letterWords.join("");
  if (/^(?:noreply|donotreply)/.test(letters)) return "Address is a no-reply address";
  if (letterWords.length > 0 && letterWords.every((word) => MACHINE_WORDS.has(word))) {
    return `Address is a machine mailbox (${local}@)`;
  }
  return null;
}
