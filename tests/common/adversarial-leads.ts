/**
 * Leads built to make the spam screens slow: the longest values the form
 * allows (FIELD_LIMITS), filled with runs of each punctuation character,
 * digits, spaces, alternations of them, and the near-misses of each pattern
 * (a phone number that never completes, "50 %" with no "off", a link with no
 * top-level domain, "improve a a a a ..." that never reaches "your").
 *
 * A regular expression that can backtrack (nested or adjacent quantifiers over
 * the same characters, an unanchored pattern retried at every position) takes
 * time growing with the square of such a run; a linear one does not care.
 * `adversarial.test.ts` asserts what the screens decide for each;
 * `npm run bench:screens` prints the CPU they take.
 */
import { FIELD_LIMITS } from "../../common/lead-fields";
import { OFFER_FAMILIES, OFFER_HINTS, STRONG_PITCH_MARKS, VENDOR_FRAMING, WEAK_PITCH_MARKS } from "../../common/spam/offers";

export interface AdversarialLead {
  label: string;
  email: string;
  message: string;
  projectDetails: string;
}

/** `unit` repeated to exactly `length` characters. */
export function runOf(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

const PUNCTUATION = [..." \t\n-._*·•/:;,!?@#$%&()[]{}+='\"“”‘’<>|\\~^`"];
const DIGITS = ["0", "1", "5", "9"];
const ALTERNATIONS = [
  "1 ", "1-", "1.", "1 -", "- ", ". ", ".-", "a.", "a ", "a-", "a.b", "1%", "% ", "1 %", "1a", "a1",
  "s.e.o ", "s e o ", "l-e-a-d ", "5e0 ", "ch@t ", "$1", "$ 1", "1,", "(1", "1)", "+1", "1/",
  "x ", "\u200Bs", "а", "аa", "e-mail ", "--", "..", "__",
];
/** Near-misses of each pattern: what starts a match again and again and never completes it. */
const NEAR_MISSES = [
  "404 555 ", "404-555-", "(404) 555-12", "+1 404 ", "1 404 555 1",
  "50% ", "50 % ", "50 %off", "% off", "50 %  ",
  "http:// ", "https://", "www.", "www ", "a.com.", "a-b-c-", "a.", "example.co", "my-site.",
  "improve ", "improve a ", "help my ", "your ", "your own ", "services for ", "for your ",
  "we ", "we can ", "we will get ", "i run a ", "our ", "our team of ", "we offer ",
  "first page ", "page 1 of ", "rank ", "get more ", "$5 per ", "$5/", "from $", "starting at ",
  "reply ", "reply \"", "if you ", "are you ", "da 5", "dr ", "results in ", "guarantee",
  "schedule a ", "book a quick ", "re-design ", "redesign a b ", "10 ", "10 high-", "back-", "back link",
  "fill up ", "appointments in ", "only pay ", "build you a new new new ", "acquire a a ",
  "remove bad ", "reach 1,000,", "try our ", "free for ", "business ", "pre-qualif",
  "quick question ", "paint ", "painting ", "repaint my ", "need ", "want the ", "would like to ",
  "walls ", "seo ", "search engine ", "web design ", "link building ", "lead gen ", "chat gpt ",
  "i am ", "looking for ", "donat", "cash ", "following up on my ", "did you get a chance ",
  "certified ", "circle ", "bump ", "hi ", "hello, ", "in exchange for a ", "i actually ", "wholesale ",
];

const SPARES = [STRONG_PITCH_MARKS, WEAK_PITCH_MARKS, OFFER_FAMILIES, OFFER_HINTS, VENDOR_FRAMING]
  .flat()
  .map(({ spares }) => spares)
  .join(" ");

function lead(label: string, unit: string): AdversarialLead {
  return {
    label,
    email: "pat.lee@gmail.com",
    message: runOf(unit, FIELD_LIMITS.message),
    projectDetails: runOf(unit, FIELD_LIMITS.projectDetails),
  };
}

/**
 * 10,000 different characters, every third code point from U+0100 (Latin
 * with accents, Greek, Cyrillic, Arabic, Indic scripts, marks, symbols, Han):
 * no character is seen twice, so nothing learned about one character is of
 * use for the next (`common/spam/characters.ts` classifies each once per
 * Worker), and every script's screens run at once.
 */
function distinctCharactersLead(): AdversarialLead {
  const characters = Array.from({ length: FIELD_LIMITS.message + FIELD_LIMITS.projectDetails }, (_, index) => String.fromCharCode(0x100 + 3 * index));
  return {
    label: "10,000 different characters of many scripts",
    email: "pat.lee@gmail.com",
    message: characters.slice(0, FIELD_LIMITS.message).join(""),
    projectDetails: characters.slice(FIELD_LIMITS.message).join(""),
  };
}

/** Addresses up to the longest the form takes, made of the same runs (a local part is at most 64 characters). */
function addressLeads(): AdversarialLead[] {
  const units = ["a", "a.", "a-", "a1", "1", "me", "test", "hjkl", "a_", "a+", "x.y."];
  return units.map((unit) => ({
    label: `an address of "${unit}" runs`,
    email: `${runOf(unit, 64)}@${runOf(`${unit.replace(/[^a-z0-9]/g, "") || "a"}.`, FIELD_LIMITS.email - 64 - "@com".length)}com`,
    message: "Please repaint the kitchen.",
    projectDetails: "",
  }));
}

/** Every adversarial lead, each at the form's maximum lengths. */
export function adversarialLeads(): AdversarialLead[] {
  return [
    ...PUNCTUATION.map((char) => lead(`a run of ${JSON.stringify(char)}`, char)),
    ...DIGITS.map((digit) => lead(`a run of the digit ${digit}`, digit)),
    lead("a run of one letter", "a"),
    lead("one endless word", "abcdefghij"),
    ...ALTERNATIONS.map((unit) => lead(`${JSON.stringify(unit)} repeated`, unit)),
    ...NEAR_MISSES.map((unit) => lead(`the near-miss ${JSON.stringify(unit)} repeated`, unit)),
    // A customer's words that come closest to each sign of a pitch (each sign's `spares`), all of them,
    // repeated: ordinary text in which every sign's first words stand, so no sign can be passed over
    // for want of them (see common/spam/beginnings.ts) and each is tried where its words start.
    lead("every sign's spared customer words, repeated", SPARES),
    distinctCharactersLead(),
    ...addressLeads(),
  ];
}
