/**
 * The spam screens' learned layer: a logistic model that decides hold or let
 * through for a lead the hand-written rules neither refuse nor flag for a
 * listed word.
 *
 * Why a model: seven blind rounds of the labelled table showed that signs
 * written by hand from one round's pitches catch 55-88% of the next round's
 * junk, because every round brings pitch families nobody listed. A model
 * weighs hundreds of small signs at once (how a vendor writes, what a
 * customer asks, the rules' own readings) and its threshold is set by
 * cross-validation to hold as few customers as it can.
 *
 * What it may do: hold (stored, listed under Held and in the daily digest,
 * never mailed one by one) or let through. It never refuses: a refusal is for
 * what the rules are sure of, and the browser, which has no model, must refuse
 * exactly what the Worker refuses. The Worker passes the model to
 * `screenLead`; the browser does not load it.
 *
 * The weights are trained by `npm run spam:train` from the tuning part of the
 * labelled table only (`tests/common/spam-cases/tuning-*.json`) and written
 * to `spam-model-weights.json` (data, loaded by `spam-model-trained.ts`); a
 * test checks they are what training gives.
 */
import type { MessageIntent } from "./spam/index";
import { mayContain } from "./spam/beginnings";
import { ASCII_KINDS, HAN_OR_HANGUL, HAN_OR_HANGUL_KIND, LETTER, NUMBER, hasHanOrHangul, hasOtherScript, kindAt, widthAt } from "./spam/characters";
import { LINK, MONEY, PERCENT, hasPhoneNumber } from "./spam/patterns";

export interface SpamModel {
  /** The model's constant term. */
  bias: number;
  /** Hold at or above this probability. */
  threshold: number;
  /**
   * The threshold for a lead written in one of the languages `languages.ts` reads, chosen by
   * cross-validation on those leads alone: their customers and pitches are a few hundred beside
   * thousands in English, and one threshold for both would trade English junk for them.
   */
  languageThreshold?: number;
  /** One weight per feature; a feature not listed weighs nothing. */
  weights: Readonly<Record<string, number>>;
}

/** Addresses at providers anyone can sign up to: neither a business nor a vendor's own domain. */
const PROVIDERS = new Set([
  "gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "live.com", "msn.com",
  "comcast.net", "bellsouth.net", "att.net", "me.com", "proton.me", "protonmail.com", "naver.com", "daum.net",
  "qq.com", "163.com", "mail.ru", "yandex.ru", "wp.pl",
]);

/** One step of a word's hash over its next code unit: `forEachWord` hashes a text's words with it as it reads them. */
const hashStep = (hash: number, codeUnit: number): number => (Math.imul(hash, 31) + codeUnit) | 0;

/** Words with their hashes, made once, so a lead's count of them finds each by its hash. */
function hashedWords(words: readonly string[]): readonly { word: string; hash: number }[] {
  return words.map((word) => {
    let hash = 0;
    for (let at = 0; at < word.length; at += 1) hash = hashStep(hash, word.charCodeAt(at));
    return { word, hash };
  });
}

const SECOND_PERSON = hashedWords(["you", "your", "you're", "yours"]);
const FIRST_PLURAL = hashedWords(["we", "our", "us", "we're", "we've"]);
const FIRST_SINGULAR = hashedWords(["i", "my", "me", "i'm", "i've"]);

/** How often the listed words occur, from each distinct word's count (found by its hash, as `forEachWord` hashed it). */
function count(byHash: ReadonlyMap<number, readonly Seen[]>, listed: readonly { word: string; hash: number }[]): number {
  let sum = 0;
  for (const { word, hash } of listed) sum += byHash.get(hash)?.find((entry) => entry.word === word)?.count ?? 0;
  return sum;
}

/**
 * A word as the model reads it: letters and digits of any script, and an
 * apostrophe with the letters after it ("don't", "we're").
 * Catches: "estimate", "1234", "we're", "마케팅을". Not: "-", "'s" alone.
 * `forEachWord` reads the same words with one pass over the characters (each
 * classified once per Worker, see `characters.ts`) instead of this pattern,
 * which tested every character of a 10,000-character run of "•" against
 * the Unicode tables (0.2 ms); `screens-shortcuts.test.ts` checks they agree.
 */
export const MODEL_WORD = /[\p{L}\p{N}]+(?:'\p{L}+)?/gu;

/**
 * Calls `visit` with each word of the text as the model reads it
 * (`MODEL_WORD`): where it starts and ends, whether it is digits only (read
 * as "<n>"), and a hash of its code units, so a word seen before is known
 * without cutting it out of the text again. One pass over the characters,
 * ASCII (most of them) read from a table.
 */
function forEachWord(folded: string, visit: (start: number, end: number, digitsOnly: boolean, hash: number) => void): void {
  const length = folded.length;
  const kindOf = (at: number, code: number) => (code < 128 ? ASCII_KINDS[code]! : kindAt(folded, at));
  const widthOf = (at: number, code: number) => (code < 128 ? 1 : widthAt(folded, at));
  let at = 0;
  let skipped = 0;
  while (at < length) {
    let code = folded.charCodeAt(at);
    let kind = kindOf(at, code);
    if (!(kind & (LETTER | NUMBER))) {
      at += widthOf(at, code);
      // A long run of ASCII between words (10,000 ";"): a class's scan finds the next word sooner.
      skipped = code < 128 ? skipped + 1 : 0;
      if (skipped >= 16) {
        NEXT_WORD_OR_PAST_ASCII.lastIndex = at;
        at = NEXT_WORD_OR_PAST_ASCII.test(folded) ? NEXT_WORD_OR_PAST_ASCII.lastIndex - 1 : length;
        skipped = 0;
      }
      continue;
    }
    skipped = 0;
    const start = at;
    let digitsOnly = true;
    let hash = 0;
    do {
      if (!(kind & NUMBER)) digitsOnly = false;
      hash = hashStep(hash, code);
      if (code < 128) at += 1;
      else {
        // A pair of surrogates: its second half too.
        const width = widthAt(folded, at);
        if (width === 2) hash = hashStep(hash, folded.charCodeAt(at + 1));
        at += width;
      }
      code = at < length ? folded.charCodeAt(at) : 0;
      kind = at < length ? kindOf(at, code) : 0;
    } while (kind & (LETTER | NUMBER));
    // An apostrophe and at least one letter after it: they belong to the word.
    if (code === 39 && at + 1 < length && kindAt(folded, at + 1) & LETTER) {
      digitsOnly = false;
      hash = hashStep(hash, code);
      at += 1;
      while (at < length && kindAt(folded, at) & LETTER) {
        const width = widthAt(folded, at);
        for (let unit = 0; unit < width; unit += 1) hash = hashStep(hash, folded.charCodeAt(at + unit));
        at += width;
      }
    }
    visit(start, at, digitsOnly, hash);
  }
}

/** The next character that is an ASCII letter or digit or past ASCII (no other ASCII character is in a word). */
const NEXT_WORD_OR_PAST_ASCII = /[a-zA-Z0-9\u0080-\uffff]/g;

/** Words of the text as the model reads them (`MODEL_WORD`): letters and digits, a number as "<n>". */
export function tokens(folded: string): string[] {
  const words: string[] = [];
  forEachWord(folded, (start, end, digitsOnly) => words.push(digitsOnly ? "<n>" : folded.slice(start, end)));
  return words;
}

/** A distinct word of a text: the word, how often it occurs, and its number (in the order first seen). */
interface Seen {
  word: string;
  count: number;
  number: number;
}

/**
 * Runs of Han characters or Hangul syllables. Chinese has no spaces between
 * words, and a Korean word carries its particles and endings ("마케팅을",
 * "마케팅으로"), so the word features above see whole clauses or one-off
 * forms there. One character class repeated, scanned once.
 */
export const HAN_OR_HANGUL_RUN = new RegExp(`${HAN_OR_HANGUL.source}+`, "gu");

/**
 * Enough character pairs for anything a person writes (what a text is about
 * shows in its first lines), and a bound on what a crafted 10,000-character
 * run of Han costs to read.
 */
const MAX_CHARACTER_PAIRS = 600;

/**
 * Each pair of neighbouring characters in a Han or Hangul run, as `c:` features:
 * the same word whatever clause or ending surrounds it. "我们提供推广服务" gives
 * "推广" and "服务" (a seller's words) as "想在周末刷客厅" gives "客厅"; "마케팅을"
 * gives "마케" and "케팅". Latin and Cyrillic words are read whole (`w:`) and by stem (`s:`).
 */
function addCharacterPairs(folded: string, features: Set<string>): void {
  // Most texts have none: a character's kind is known without the pattern's pass over the text.
  if (!hasHanOrHangul(folded)) return;
  // The runs of `HAN_OR_HANGUL_RUN`, read a character (a code point) at a time from each one's kind,
  // up to the bound: the pattern's pass read every character of the text, 0.1 ms on 5,000 Han of which
  // 600 pairs are read.
  let added = 0;
  let previous: string | undefined;
  const length = folded.length;
  for (let at = 0; at < length; ) {
    const code = folded.charCodeAt(at);
    if (code < 128) {
      previous = undefined;
      at += 1;
      continue;
    }
    const width = widthAt(folded, at);
    if ((kindAt(folded, at) & HAN_OR_HANGUL_KIND) === 0) previous = undefined;
    else {
      const character = width === 1 ? folded[at]! : folded.slice(at, at + 2);
      if (previous !== undefined) {
        features.add(`c:${previous}${character}`);
        added += 1;
        if (added >= MAX_CHARACTER_PAIRS) return;
      }
      previous = character;
    }
    at += width;
  }
}

/**
 * The features of one text: its words and word pairs (and character pairs in
 * Chinese and Korean), what the rules read in it (request, named work,
 * customer's signs, the vendor's signs and their weight), another language's
 * request and pitch words as `languages.ts` reads them, its shape (length, a
 * question, a price, a link, another script) and the sender's address (a
 * provider or a domain of its own, its top-level domain, the words of its
 * local part). Each counts once.
 */
export function spamModelFeatures(folded: string, intent: MessageIntent, email: string): string[] {
  const features = new Set<string>();
  // A word or a pair seen before adds no feature: it is counted and passed over, which spares cutting
  // it out of the text and building its feature's name again (a long text repeats most of its words);
  // features keep the order they first appear in.
  // Each distinct word by the hash of its characters (a number is one word, "<n>", kept apart), and each
  // pair seen as one number made of the two words' numbers: no map of strings, and no set a word, to fill.
  const byHash = new Map<number, Seen[]>();
  let numbers: Seen | undefined;
  let distinct = 0;
  const pairs = new Set<number>();
  const pairBase = folded.length + 1; // more than any word's number
  let wordCount = 0;
  let previous: Seen | undefined;
  forEachWord(folded, (start, end, digitsOnly, hash) => {
    wordCount += 1;
    let entry: Seen | undefined;
    const same = digitsOnly ? undefined : byHash.get(hash);
    if (digitsOnly) entry = numbers;
    else if (same !== undefined) {
      for (const candidate of same) {
        if (candidate.word.length === end - start && folded.startsWith(candidate.word, start)) {
          entry = candidate;
          break;
        }
      }
    }
    if (entry === undefined) {
      const word = digitsOnly ? "<n>" : folded.slice(start, end);
      entry = { word, count: 0, number: distinct };
      distinct += 1;
      if (digitsOnly) numbers = entry;
      else if (same !== undefined) same.push(entry);
      else byHash.set(hash, [entry]);
      features.add(`w:${word}`);
      // A word's stem, roughly: "estimator", "estimating" and "estimates" share "estim".
      if (word.length > 5) features.add(`s:${word.slice(0, 5)}`);
    }
    entry.count += 1;
    if (previous !== undefined) {
      const pair = previous.number * pairBase + entry.number;
      if (!pairs.has(pair)) {
        pairs.add(pair);
        features.add(`b:${previous.word} ${entry.word}`);
      }
    }
    previous = entry;
  });
  addCharacterPairs(folded, features);
  const vendorWeight = intent.offerWeight + intent.vendorFraming;
  const flags: [string, boolean][] = [
    ["r:asks-for-work", intent.asksForWork],
    ["r:names-work", intent.namesWork],
    ["r:customer-signs", intent.customerSigns],
    ["r:asks-nothing", !intent.asksForWork && !intent.namesWork && !intent.customerSigns],
    ["r:listed-phrase", intent.phrases.length > 0],
    ["r:vendor>=1", vendorWeight >= 1],
    ["r:vendor>=2", vendorWeight >= 2],
    ["r:vendor>=4", vendorWeight >= 4],
    ["r:words<=3", wordCount <= 3],
    ["r:words<=12", wordCount <= 12],
    ["r:words>60", wordCount > 60],
    ["r:question", folded.includes("?")],
    // Each of these patterns holds its one character ("$", "%"): a text without it is not searched.
    ["r:money", folded.includes("$") && MONEY.test(folded)],
    ["r:percent", folded.includes("%") && PERCENT.test(folded)],
    ["r:link", mayContain(LINK, folded) && LINK.test(folded)],
    ["r:phone", hasPhoneNumber(folded)],
    ["r:other-script", hasOtherScript(folded)],
    // How the writer stands to the reader: a seller writes "we" and "you", a customer "I" and "my".
    ["r:you>=3", count(byHash, SECOND_PERSON) >= 3],
    ["r:we>=2", count(byHash, FIRST_PLURAL) >= 2],
    ["r:i>=2", count(byHash, FIRST_SINGULAR) >= 2],
    ["r:exclaims", folded.includes("!")],
    ["r:greets", /^\s*(?:hi|hello|hey|good\s+(?:morning|afternoon|evening|day)|dear|greetings)\b/.test(folded)],
  ];
  for (const [name, on] of flags) if (on) features.add(name);
  for (const mark of intent.offers) features.add(`m:${mark}`);
  // Another language's request and pitch words, as its reading found them: a Chinese text has no
  // spaces, so its "words" above are whole clauses, and a pitch whose words do not outnumber the
  // request words it names (a painter seeking work lists walls and cabinets) is the model's to weigh.
  // Which language, and whether its reading found no request at all: how much a pitch word or a
  // missing request weighs differs between languages (a Korean customer's note names 견적 almost
  // always; a Russian one often names only the room).
  // What the seller's words say the writer does (offers, work, payment, buyer...), named alike in every
  // language: the kinds generalise where the words do not (a Korean bump teaches the weight of a Spanish one).
  for (const { language, requests, pitches, kinds } of intent.languageReadings) {
    for (const kind of kinds) features.add(`lk:${kind}`);
    if (kinds.filter((kind) => !kind.endsWith("?")).length >= 2) features.add("r:lang-kinds>=2");
    features.add(`r:in:${language}`);
    if (requests.length === 0) features.add(`r:in:${language}:no-request`);
    for (const word of requests) features.add(`lr:${word}`);
    for (const word of pitches) features.add(`lp:${word}`);
    if (requests.length > 0) features.add("r:lang-asks");
    if (pitches.length > 0) features.add("r:lang-pitch");
    if (pitches.length >= 2) features.add("r:lang-pitch>=2");
    if (pitches.length > 0 && pitches.length >= requests.length) features.add("r:lang-pitch>=asks");
  }

  const address = email.normalize("NFKC").trim().toLowerCase();
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1);
  features.add(PROVIDERS.has(domain) ? "e:provider" : "e:own-domain");
  features.add(`e:tld:${domain.slice(domain.lastIndexOf(".") + 1)}`);
  const local = address.slice(0, Math.max(at, 0));
  for (const word of local.match(/[a-z]{3,}/g) ?? []) features.add(`e:local:${word}`);
  if (/\d/.test(local)) features.add("e:local-digits");
  return [...features];
}

/** Whether a lead's features are those of a text in another language the screens read (`r:in:<language>`). */
export function readsAnotherLanguage(features: readonly string[]): boolean {
  return features.some((feature) => feature.startsWith("r:in:"));
}

/** The threshold that applies to a lead with these features. */
export function spamModelThreshold(model: SpamModel, features: readonly string[]): number {
  return readsAnotherLanguage(features) ? (model.languageThreshold ?? model.threshold) : model.threshold;
}

/**
 * A model's weights as a `Map`, made once per model: an object of 8,700 keys
 * is a dictionary V8 looks up more slowly, and a long lead has a thousand
 * features. (Every feature has a prefix such as "w:", so none is an object's
 * own property name; the sums are the same, added in the same order.)
 */
function weightsOf(model: SpamModel): ReadonlyMap<string, number> {
  let weights = WEIGHTS.get(model.weights);
  if (weights === undefined) {
    weights = new Map(Object.entries(model.weights));
    WEIGHTS.set(model.weights, weights);
  }
  return weights;
}
const WEIGHTS = new WeakMap<object, ReadonlyMap<string, number>>();

/** The model's probability that these features are junk. */
export function spamModelProbability(model: SpamModel, features: readonly string[], weights = featureWeights(model, features)): number {
  let sum = model.bias;
  for (const weight of weights) sum += weight;
  return 1 / (1 + Math.exp(-sum));
}

/**
 * Each feature's weight, in the features' order (0 for one the model does not
 * list): a lead's probability and its reasons both read them, so `screenLead`
 * looks them up once (a long lead has two thousand features, each a look-up in
 * a map of 8,700).
 */
export function featureWeights(model: SpamModel, features: readonly string[]): Float64Array {
  const weights = weightsOf(model);
  const weighed = new Float64Array(features.length);
  for (let at = 0; at < features.length; at += 1) weighed[at] = weights.get(features[at]!) ?? 0;
  return weighed;
}

/** Words too common to tell the owner anything, however the model weighs them. */
const PLAIN_WORDS = new Set([
  "a", "an", "the", "and", "or", "but", "to", "of", "in", "on", "at", "for", "with", "from", "by", "as", "is", "are", "was",
  "be", "it", "its", "this", "that", "i", "me", "my", "we", "us", "our", "you", "your", "he", "she", "they", "them", "their",
  "do", "does", "did", "can", "could", "will", "would", "have", "has", "had", "if", "so", "not", "no", "yes", "hi", "hello",
  "thanks", "please", "just", "any", "all", "some", "about", "up", "out", "get", "<n>",
]);

/** How the owner reads a kind of seller's words (`languages.ts`) in a reason. */
const SELLER_KIND_READINGS: Readonly<Record<string, string>> = {
  seller: "writes as a seller",
  offers: "offers a service",
  business: "writes to the business as a trade",
  work: "asks for work",
  payment: "money to pass on",
  buyer: "wants to buy",
  bump: "follows up an earlier mail",
};

/** How the owner reads a feature in a reason: a word in quotes, a sign in plain words. */
function readable(feature: string): string | null {
  if (feature.startsWith("w:") || feature.startsWith("b:")) {
    const words = feature.slice(2).split(" ");
    return words.every((word) => PLAIN_WORDS.has(word)) ? null : `"${feature.slice(2).replaceAll("<n>", "#")}"`;
  }
  if (feature.startsWith("m:")) return feature.slice(2);
  if (feature.startsWith("lp:")) return `"${feature.slice(3)}"`;
  if (feature.startsWith("c:")) return `"${feature.slice(2)}"`;
  // A kind a customer's words share ("bump?", "we?") is too weak a sign to name to the owner.
  if (feature.startsWith("lk:")) return SELLER_KIND_READINGS[feature.slice(3)] ?? null;
  if (feature === "r:asks-nothing") return "asks nothing a customer asks";
  return null;
}

/** The few features that pushed hardest toward junk, as the owner reads them. */
export function spamModelReasons(model: SpamModel, features: readonly string[], count = 3, weights = featureWeights(model, features)): string[] {
  // Only a feature that pushes toward junk can be named.
  const pushing: { feature: string; weight: number }[] = [];
  for (let at = 0; at < features.length; at += 1) {
    if (weights[at]! > 0) pushing.push({ feature: features[at]!, weight: weights[at]! });
  }
  // The strongest first (a tie by name, then as listed: a stable sort's order), taken one at a time and
  // read only then, until `count` can be named: a long lead has a thousand such features, and reading
  // and sorting all of them cost 0.4 ms. After a few that cannot be named, the rest are sorted at once.
  const reasons: string[] = [];
  const taken = new Uint8Array(pushing.length);
  for (let picks = 0; reasons.length < count && picks < PICKS_BEFORE_A_SORT; picks += 1) {
    let strongest = -1;
    for (let at = 0; at < pushing.length; at += 1) {
      if (taken[at] === 0 && (strongest < 0 || strongerReason(pushing[at]!, pushing[strongest]!) < 0)) strongest = at;
    }
    if (strongest < 0) return reasons;
    taken[strongest] = 1;
    const text = readable(pushing[strongest]!.feature);
    if (text !== null) reasons.push(text);
  }
  if (reasons.length < count) {
    for (const { feature } of pushing.filter((_, at) => taken[at] === 0).sort(strongerReason)) {
      const text = readable(feature);
      if (text !== null) reasons.push(text);
      if (reasons.length === count) break;
    }
  }
  return reasons;
}

/** The order reasons are named in: the heavier weight first, then by name. */
function strongerReason(a: { feature: string; weight: number }, b: { feature: string; weight: number }): number {
  return b.weight - a.weight || a.feature.localeCompare(b.feature);
}
/** Features taken one at a time, the strongest first, before the rest are sorted instead. */
const PICKS_BEFORE_A_SORT = 8;
