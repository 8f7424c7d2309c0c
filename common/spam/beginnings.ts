/**
 * Which patterns need running at all on a text, read from the patterns
 * themselves, so each stays the one definition of its sign.
 *
 * Most of the screens' patterns are alternations that start at a word:
 * `\b(?:improve|boost|grow|...)\s+...`. On a text with none of those words
 * such a pattern cannot match, yet it is tried at every position of the text:
 * forty-odd of these passes over 5,000 characters were most of the screens'
 * CPU. `beginningsOf` reads, once, what every match of a pattern starts with
 * (the words "improve", "boost", ...; or a text such as "$"); `WordIndex`
 * lists a text's words once; a pattern whose beginnings the text does not have
 * is skipped, and any other runs as before. So every answer is still the
 * pattern's own: the saving is only the passes that could not match.
 *
 * A beginning is read only where the pattern makes it certain: each top-level
 * branch is read from its start through literal characters, groups of
 * alternatives and optional parts, and stops at anything else (a class,
 * `\s`, a repeat). A branch with no such beginning (one that starts with a
 * class, as a link's host name does), a back-reference, a flag that changes
 * what a character matches (`i`, `v`) or more than a few hundred beginnings
 * make the answer null, and the pattern then always runs. `\b` is ASCII in
 * JavaScript (a word is `[A-Za-z0-9_]`), so a branch that starts at `\b`
 * with a letter starts at the start of such a word of the text.
 */

/** A parsed pattern: alternatives of sequences of quantified atoms (only what the reader needs). */
type Atom =
  | { kind: "char"; char: string }
  | { kind: "group"; branches: Item[][] }
  /** Zero width: `\b`, `\B`, `^`, `$`, a lookaround (its contents are not read). */
  | { kind: "assertion"; boundary: boolean }
  /** One of a few characters: `\d`. */
  | { kind: "one of"; chars: string }
  /** Anything else that consumes: a class, `.`, `\s`, `\w`, `\p{...}`. */
  | { kind: "other" };
interface Item {
  atom: Atom;
  min: number;
  max: number;
}

class Unreadable extends Error {}

/** A recursive-descent reader of a regular expression's source, as far as `beginningsOf` needs it. */
function parse(source: string, unicode: boolean): Item[][] {
  let at = 0;
  const ESCAPED_CHARACTERS: Record<string, string> = { n: "\n", t: "\t", r: "\r", f: "\f", v: "\v", "0": "\0" };

  function alternatives(): Item[][] {
    const branches: Item[][] = [sequence()];
    while (source[at] === "|") {
      at += 1;
      branches.push(sequence());
    }
    return branches;
  }

  function sequence(): Item[] {
    const items: Item[] = [];
    while (at < source.length && source[at] !== "|" && source[at] !== ")") {
      const atom = readAtom();
      const [min, max] = quantifier();
      items.push({ atom, min, max });
    }
    return items;
  }

  function quantifier(): [number, number] {
    let bounds: [number, number] = [1, 1];
    const next = source[at];
    if (next === "?") bounds = [0, 1];
    else if (next === "*") bounds = [0, Infinity];
    else if (next === "+") bounds = [1, Infinity];
    else if (next === "{") {
      const braces = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at));
      if (!braces) return bounds; // a literal "{"
      at += braces[0].length - 1;
      bounds = [Number(braces[1]), braces[2] === undefined ? Number(braces[1]) : braces[3] ? Number(braces[3]) : Infinity];
    } else return bounds;
    at += 1;
    if (source[at] === "?") at += 1; // lazy: the same strings match
    return bounds;
  }

  function readAtom(): Atom {
    const char = source[at]!;
    at += 1;
    if (char === "(") {
      const lookaround = /^\?<?[=!]/.exec(source.slice(at, at + 3))?.[0];
      if (lookaround) at += lookaround.length;
      else if (source.startsWith("?:", at)) at += 2;
      else if (source.startsWith("?<", at)) at = source.indexOf(">", at) + 1; // a named group
      else if (source[at] === "?") throw new Unreadable(`group modifier at ${at}`);
      const branches = alternatives();
      if (source[at] !== ")") throw new Unreadable(`unclosed group at ${at}`);
      at += 1;
      return lookaround ? { kind: "assertion", boundary: false } : { kind: "group", branches };
    }
    if (char === "[") {
      while (at < source.length && source[at] !== "]") at += source[at] === "\\" ? 2 : 1;
      at += 1;
      return { kind: "other" };
    }
    if (char === "^" || char === "$") return { kind: "assertion", boundary: false };
    if (char === ".") return { kind: "other" };
    if (char === "\\") {
      const escaped = source[at]!;
      at += 1;
      if (escaped === "b") return { kind: "assertion", boundary: true };
      if (escaped === "B") return { kind: "assertion", boundary: false };
      if (escaped === "d") return { kind: "one of", chars: "0123456789" };
      if ("sSDwW".includes(escaped)) return { kind: "other" };
      if (unicode && (escaped === "p" || escaped === "P")) {
        at = source.indexOf("}", at) + 1;
        return { kind: "other" };
      }
      if (escaped === "u" || escaped === "x" || escaped === "c" || escaped === "k" || /[1-9]/.test(escaped)) {
        throw new Unreadable(`escape \\${escaped}`);
      }
      if (escaped.charCodeAt(0) >= 128) return { kind: "other" };
      return { kind: "char", char: ESCAPED_CHARACTERS[escaped] ?? escaped };
    }
    // Half of a pair of surrogates is one code unit without `u` and half a character with it: not read.
    // Any other character (ASCII, "é", "优") is one code unit either way.
    const code = char.charCodeAt(0);
    return code < 0xd800 || code > 0xdfff ? { kind: "char", char } : { kind: "other" };
  }

  const branches = alternatives();
  if (at !== source.length) throw new Unreadable(`unexpected ")" at ${at}`);
  return branches;
}

/** A beginning read so far, and whether the pattern's next characters still extend it. */
interface Start {
  text: string;
  open: boolean;
}

/** More beginnings than this for one pattern: it is not worth listing them; the pattern always runs. */
const MOST_STARTS = 400;

const WORD_CHARACTER = /^[A-Za-z0-9_]$/;

function closed(starts: readonly Start[]): Start[] {
  return starts.map(({ text }) => ({ text, open: false }));
}

function distinct(starts: Start[]): Start[] {
  const seen = new Map<string, Start>();
  for (const start of starts) seen.set(`${start.open ? "+" : "-"}${start.text}`, start);
  return [...seen.values()];
}

/**
 * Reads the beginnings of a sequence of a pattern's parts. At a word
 * (`inWord`) a beginning stops at the first character that is not a word's
 * (then the rest is another word); elsewhere it takes any literal character.
 */
function walkSequence(items: readonly Item[], starts: Start[], inWord: boolean): Start[] {
  for (const item of items) {
    if (!starts.some(({ open }) => open)) return starts;
    starts = walkItem(item, starts, inWord);
  }
  return starts;
}

function walkItem({ atom, min, max }: Item, starts: Start[], inWord: boolean): Start[] {
  // Zero width: it narrows where a match may be, never what it starts with; reading past it only says less.
  if (atom.kind === "assertion") return starts;
  const once = walkAtom(atom, starts, inWord);
  // A repeated part: what follows its first time is not known here, so the beginnings stop after it.
  const through = max > 1 || min > 1 ? closed(once) : once;
  return min === 0 ? distinct([...starts, ...through]) : through;
}

function walkAtom(atom: Atom, starts: Start[], inWord: boolean): Start[] {
  const extended = (chars: string) =>
    starts.flatMap((start) =>
      start.open ? [...chars].map((char) => (!inWord || WORD_CHARACTER.test(char) ? { text: start.text + char, open: true } : { text: start.text, open: false })) : [start],
    );
  if (atom.kind === "char") return extended(atom.char);
  if (atom.kind === "one of") return distinct(extended(atom.chars));
  if (atom.kind === "group") {
    const next = starts.flatMap((start) => (start.open ? atom.branches.flatMap((branch) => walkSequence(branch, [start], inWord)) : [start]));
    return next.length > MOST_STARTS ? closed(starts) : distinct(next);
  }
  return closed(starts);
}

/**
 * The longest run of characters that every match of a branch holds, read from
 * its top level: literal characters one after another, each required at
 * least once ("." in `[a-z0-9-]{1,63}\.(?:com|net)`), or "" when it has none.
 */
function heldText(items: readonly Item[]): string {
  let longest = "";
  let run = "";
  for (const { atom, min, max } of items) {
    if (atom.kind === "assertion") continue;
    if (atom.kind === "char" && min >= 1) {
      run += atom.char;
      if (run.length > longest.length) longest = run;
      // Repeated, it is held once; what follows need not come right after that once.
      if (max > 1 || min > 1) run = "";
    } else run = "";
  }
  return longest;
}

/**
 * What every match of a pattern starts with: one of `words` at the start of a
 * word of the text, or one of `texts` anywhere in it.
 */
export interface Beginnings {
  /** A match starts at `\b` with one of these ("improve", "boost"): a word of the text starts with it. */
  words: string[];
  /** A match holds one of these ("$" at its start, the "." of a link's host name): the text contains it. */
  texts: string[];
}

/**
 * The beginnings one of which every match of `pattern` starts with, or null
 * when that cannot be read from the pattern for certain (then the pattern
 * must always run). `/\b(?:re)?paint(?:ed|ing)?\s+x|\bstain\w*|\$\s?\d/`
 * gives the words "paint", "repaint" and "stain" and the text "$";
 * `/[a-z]+\.com/` gives null (it starts with any letter).
 */
export const beginningsOf: (pattern: RegExp) => Beginnings | null = oncePerPattern(read);

/**
 * `derive` of a pattern, computed the first time it is asked for and kept: the
 * screens' patterns are constants, so what is read from one (its beginnings,
 * branches, sticky or global copy) is read once per Worker, and each of these
 * caches holds a few hundred entries at most. `derive` never answers undefined.
 */
function oncePerPattern<T>(derive: (pattern: RegExp) => T): (pattern: RegExp) => T {
  const known = new Map<RegExp, T>();
  return (pattern) => {
    let value = known.get(pattern);
    if (value === undefined) {
      value = derive(pattern);
      known.set(pattern, value);
    }
    return value;
  };
}

/**
 * Whether a match of `pattern` could be in `text`, for a text read once (no
 * `WordIndex` built for it): every beginning, a word's too, is in the text
 * somewhere if a match is.
 */
export function mayContain(pattern: RegExp, text: string): boolean {
  const search = beginningsSearchOf(pattern);
  return search === null || search.test(text);
}
const beginningsSearchOf = oncePerPattern((pattern): RegExp | null => {
  const beginnings = beginningsOf(pattern);
  return beginnings === null ? null : searchOf([...beginnings.words, ...beginnings.texts]);
});

function read(pattern: RegExp): Beginnings | null {
  const branches = parsed(pattern);
  if (branches === null) return null;
  const words = new Set<string>();
  const texts = new Set<string>();
  for (const items of branches) {
    const needs = readBranch(items);
    if (needs === null) return null;
    if (needs.words !== null) for (const word of needs.words) words.add(word);
    else if (needs.texts.length > 0) for (const text of needs.texts) texts.add(text);
    else texts.add(needs.held);
  }
  return { words: fewest([...words], startsWith), texts: fewest([...texts], includes) };
}

/**
 * The strings of a list that say something the others do not: "paint" makes
 * "painted" say nothing more (a word that starts with one starts with the
 * other), and "$" does "$5 per" (a text that holds one holds the other).
 */
function fewest(strings: readonly string[], implies: (longer: string, shorter: string) => boolean): string[] {
  return strings.filter((string) => !strings.some((other) => other !== string && implies(string, other)));
}
const startsWith = (longer: string, shorter: string) => longer.startsWith(shorter);
const includes = (longer: string, shorter: string) => longer.includes(shorter);

/** A pattern's top-level branches, parsed, or null when it cannot be read for certain. */
function parsed(pattern: RegExp): Item[][] | null {
  if (/[iv]/.test(pattern.flags)) return null;
  try {
    return parse(pattern.source, pattern.unicode);
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  }
}

/** What a text must have for one branch of a pattern to match in it. */
interface BranchNeeds {
  /** A match starts at `\b` with one of these: a word of the text starts with it. Null: it starts otherwise. */
  words: string[] | null;
  /** Or a match starts with one of these texts, anywhere (when `words` is null): "$". */
  texts: string[];
  /** Text every match holds somewhere ("%" in `\b\d+\s?%`), or "" when none is known or it says no more than the above. */
  held: string;
}

/** What one branch of a pattern needs, or null when nothing is known (it may match anywhere). */
function readBranch(items: readonly Item[]): BranchNeeds | null {
  // At a word when a `\b` stands before the branch's first character.
  const first = items.findIndex(({ atom }) => atom.kind !== "assertion");
  if (first < 0) return null;
  const inWord = items.slice(0, first).some(({ atom, min }) => atom.kind === "assertion" && atom.boundary && min >= 1);
  const starts = walkSequence(items.slice(first), [{ text: "", open: true }], inWord);
  let held = heldText(items);
  // A beginning must be one character at least (after \b with a letter or digit, the first of a word).
  if (starts.length <= MOST_STARTS && starts.every(({ text }) => text !== "")) {
    const beginnings = [...new Set(starts.map(({ text }) => text))];
    // A held text that every beginning holds is there whenever a beginning is.
    if (beginnings.every((beginning) => beginning.includes(held))) held = "";
    // Fewest by prefix for texts too (not by "holds": "外墙" holds "墙" but starts elsewhere): `matchesOf`
    // needs the character every match starts with.
    return inWord ? { words: fewest(beginnings, startsWith), texts: [], held } : { words: null, texts: fewest(beginnings, startsWith), held };
  }
  // No beginning (a link's host name starts with any letter): then the text the branch must hold
  // somewhere, as the link's "." before its top-level domain, or nothing known when it has none.
  return held === "" ? null : { words: null, texts: [], held };
}

/** The words of a text that start with a beginning: where each starts, how many places in all, whether one is long. */
interface WordsFound {
  /** Their places are `starts[from]` up to `starts[to]` (`WordIndex`): `to - from` places. */
  from: number;
  to: number;
  /** Whether one of them is longer than any word a person writes (`LONG_WORD`). */
  longWord: boolean;
}
const NONE_FOUND: WordsFound = Object.freeze({ from: 0, to: 0, longWord: false });

/**
 * Shorter than this, a text is searched by each pattern's one pass: for most
 * leads' few hundred characters that costs less than listing the words and
 * looking up where each pattern's words start (half as much under 500
 * characters; about the same at 500-1,000, where the look-ups' own patterns,
 * rarely used on short texts, also cost their first compilation; twice as
 * much at 2,000).
 */
const SHORT_TEXT = 1_000;

/**
 * How many tries at single places cost about what one pass of `pattern` over
 * a text of `length` characters does. A try at a word's start costs 20-40 ns
 * (most fail on their first character); a pass costs 0.2-0.7 ns a character
 * for a pattern of one or two branches and 4-7 ns for one of thirty (each
 * branch is tried at every word), measured over the corpus's longest ordinary
 * text. So a try is worth about 100 / (branches + 2) characters of a pass.
 * Either way the work is bounded: a try does at its place what the pass would
 * do there, so tries cost at most a pass and this many tries' overhead.
 */
function triesWorthAPass(pattern: RegExp, length: number): number {
  return (length * (branchCountOf(pattern) + 2)) / 250;
}
const branchCountOf = oncePerPattern((pattern) => topLevelBranches(pattern.source).length);

/** Longer than any word a person writes (and many of them are a text's whole length). */
const LONG_WORD = 40;

/** One top-level branch of a pattern: what a text needs for it to match, and the branch alone as a pattern. */
interface Branch extends BranchNeeds {
  pattern: RegExp;
  /** The search for `texts`, or null when there are none. */
  textsSearch: RegExp | null;
  /** The search for `held`, or null when it is "". */
  heldSearch: RegExp | null;
}

/**
 * A pattern's top-level branches, each alone (`A|B|C` matches a text when A,
 * B or C does), or null when the pattern is not read so (one branch, a
 * back-reference, a flag that changes what a character matches).
 */
const branchesOf = oncePerPattern(readBranches);

function readBranches(pattern: RegExp): Branch[] | null {
  if (/\\[1-9k]/.test(pattern.source)) return null;
  const branches = parsed(pattern);
  const sources = topLevelBranches(pattern.source);
  if (branches === null || branches.length < 2 || sources.length !== branches.length) return null;
  const flags = pattern.flags.replace(/[gy]/g, "");
  return branches.map((items, index) => {
    const needs = readBranch(items) ?? { words: null, texts: [], held: "" };
    return {
      ...needs,
      pattern: new RegExp(sources[index]!, flags),
      textsSearch: needs.texts.length > 0 ? searchOf(needs.texts) : null,
      heldSearch: needs.held !== "" ? searchOf([needs.held]) : null,
    };
  });
}

/**
 * `Array.from(text.matchAll(pattern), (match) => match[0])`, the same
 * matches in the same order, for a global pattern that starts with a look
 * back and whose every match starts with one of a few characters it names
 * (`(?<![\p{L}])(?:dịch vụ|website|...)`): the text is searched for those
 * characters with one class, and the pattern is tried at each (sticky). The
 * Vietnamese pitch words, tried at every character with a look back for a
 * letter, cost 0.2 ms on 5,000 characters of other scripts; 0.03 so. Any
 * other pattern is run as it is.
 */
export function matchesOf(pattern: RegExp, text: string): string[] {
  const first = firstCharactersOf(pattern);
  if (first === null) return Array.from(text.matchAll(pattern), (match) => match[0]);
  const sticky = stickyOf(pattern);
  const matches: string[] = [];
  // A text where these characters stand almost everywhere (a run of one of them): past this many
  // tries, the pattern's own search goes on from the current place, which no match before it crosses.
  let tries = 16 + text.length / 256;
  first.lastIndex = 0;
  for (let found = first.exec(text); found !== null; found = first.exec(text)) {
    if (--tries < 0) {
      const rest = globalOf(pattern);
      rest.lastIndex = found.index;
      for (let match = rest.exec(text); match !== null; match = rest.exec(text)) matches.push(match[0]);
      return matches;
    }
    sticky.lastIndex = found.index;
    const match = sticky.exec(text);
    if (match === null) continue;
    matches.push(match[0]);
    // The next match starts where this one ends, as a global search goes on (no match is empty).
    first.lastIndex = sticky.lastIndex;
  }
  return matches;
}

/**
 * Whether a global `pattern` finds `count` different matches in `text` or
 * more: `new Set(Array.from(text.matchAll(pattern), (match) => match[0])).size >= count`,
 * the same answer, stopping at the `count`th (a long text in the language a
 * pattern's words tell has hundreds of them: the search and a match object
 * for each cost 0.08 ms on 5,000 characters, half of it past the third).
 */
export function hasDistinctMatches(pattern: RegExp, text: string, count: number): boolean {
  const search = globalOf(pattern);
  const seen = new Set<string>();
  search.lastIndex = 0;
  for (let match = search.exec(text); match !== null; match = search.exec(text)) {
    seen.add(match[0]);
    if (seen.size >= count) return true;
    // The screens' patterns never match "" (a word at least); were one to, the search moves on past it.
    if (match[0] === "") search.lastIndex += 1;
  }
  return seen.size >= count;
}

/** A copy of a global pattern to search with from a place (`lastIndex`), the pattern itself left untouched. */
const globalOf = oncePerPattern((pattern) => new RegExp(pattern.source, pattern.flags));

/**
 * A class of the characters every match of `pattern` starts with, as a
 * global search, or null: when a branch starts otherwise (at a word, with a
 * class, with nothing sure) or may match nothing at all.
 */
const firstCharactersOf = oncePerPattern(readFirstCharacters);

function readFirstCharacters(pattern: RegExp): RegExp | null {
  // Only a pattern that starts with a look back (a whole word in a Latin-script language, `(?<![\p{L}])`):
  // its own search tests the look back's Unicode class at every character, the cost this saves. A plain
  // alternation ("推广|营销|...") is searched about as fast by the engine as by a class of its first
  // characters (faster, for the hundreds of Hangul syllables Korean words start with).
  if (!pattern.global || !/^\(\?<[=!]/.test(pattern.source)) return null;
  const branches = parsed(pattern);
  if (branches === null) return null;
  const characters = new Set<string>();
  for (const items of branches) {
    const needs = readBranch(items);
    // Beginnings read at the branch's start, each one character at least (so no match is empty).
    if (needs === null || needs.words !== null || needs.texts.length === 0) return null;
    for (const text of needs.texts) characters.add(text[0]!);
  }
  const escaped = [...characters].map((character) => character.replace(/[\\\]^-]/g, "\\$&")).join("");
  return new RegExp(`[${escaped}]`, pattern.unicode ? "gu" : "g");
}

/**
 * The working arrays of `WordIndex`'s constructor for a text of at most
 * `most` words, kept from one text to the next (a constructor runs to its end
 * before another starts): making seven typed arrays a text cost more than
 * filling them. The hash table and the counts are cleared for each text.
 */
function scratchFor(most: number): typeof scratch & { mask: number } {
  // The table's first `size` slots, at most half full.
  let size = 16;
  while (size < 2 * most) size <<= 1;
  if (scratch.hashes.length < most) {
    scratch = {
      table: new Int32Array(size),
      hashes: new Int32Array(most),
      wordStart: new Int32Array(most),
      wordSize: new Int32Array(most),
      counts: new Int32Array(most),
      placeStart: new Int32Array(most),
      placeWord: new Int32Array(most),
    };
  } else {
    scratch.table.fill(0, 0, size);
    scratch.counts.fill(0, 0, most);
  }
  return { ...scratch, mask: size - 1 };
}
let scratch = {
  /** A word's number + 1 by its hash (open addressing), 0 for an empty slot; at most half full. */
  table: new Int32Array(0),
  /** By a word's number: its hash, where it first starts, its length, how many places it starts. */
  hashes: new Int32Array(0),
  wordStart: new Int32Array(0),
  wordSize: new Int32Array(0),
  counts: new Int32Array(0),
  /** By each place a word starts, in the text's order: where, and which word. */
  placeStart: new Int32Array(0),
  placeWord: new Int32Array(0),
};

/**
 * The numbers of `words` (of `WordIndex`'s characters, distinct) in the order
 * of their characters, as `<` orders strings. Each word's first six
 * characters, in six bits each in that order, and its number make one
 * number, and a typed array sorts those numbers natively; only words whose
 * first six characters are the same are then compared as strings. Comparing
 * all of them as strings took 60-90 us a text of 300 different words, half a
 * long lead's index.
 */
function sortedWords(words: readonly string[], wordStart: Int32Array, wordSize: Int32Array, text: string): { order: number[]; prefixes: Float64Array } {
  const count = words.length;
  if (count >= WORD_NUMBERS) {
    const order = words.map((_, word) => word).sort((a, b) => (words[a]! < words[b]! ? -1 : 1));
    // Sorted as strings, their first six characters' keys are in order too (a shorter word's key is padded with 0).
    return { order, prefixes: Float64Array.from(order, (word) => prefixKey(text, wordStart[word]!, wordSize[word]!)) };
  }
  const keys = new Float64Array(count);
  for (let word = 0; word < count; word += 1) keys[word] = prefixKey(text, wordStart[word]!, wordSize[word]!) * WORD_NUMBERS + word;
  keys.sort();
  // Each key read back as its characters' part and the word's number (a power of two apart: exact, and no `%`
  // of doubles, which is a call); words whose characters' parts are the same are then sorted as strings.
  const order = new Array<number>(count);
  const prefixes = new Float64Array(count);
  for (let position = 0; position < count; position += 1) {
    const key = keys[position]!;
    const prefix = Math.floor(key / WORD_NUMBERS);
    prefixes[position] = prefix;
    order[position] = key - prefix * WORD_NUMBERS;
  }
  for (let first = 0; first < count; ) {
    const prefix = prefixes[first]!;
    let last = first + 1;
    while (last < count && prefixes[last] === prefix) last += 1;
    if (last - first > 1) {
      const run = order.slice(first, last).sort((a, b) => (words[a]! < words[b]! ? -1 : 1));
      for (let at = first; at < last; at += 1) order[at] = run[at - first]!;
    }
    first = last;
  }
  return { order, prefixes };
}

/**
 * A word's first six characters (of the `size` at `start` in `text`, each `[0-9A-Z_a-z]`) as one
 * number, six bits each in the order of their codes, 0 past the word's end: numbers in the order of
 * the strings, as far as their first six characters tell.
 */
function prefixKey(text: string, start: number, size: number): number {
  const end = start + Math.min(size, 6);
  let key = 0;
  for (let at = start; at < start + 6; at += 1) key = key * 64 + (at < end ? WORD_CODE_RANKS[text.charCodeAt(at)]! : 0);
  return key;
}
/** Words are numbered below this in a sort key (36 bits of characters and 17 of the number fit a double exactly). */
const WORD_NUMBERS = 2 ** 17;
/** Each character of a word (`[0-9A-Z_a-z]`) as 1-63 in the order of its code, 0 for none. */
const WORD_CODE_RANKS = (() => {
  const ranks = new Uint8Array(128);
  let rank = 0;
  for (let code = 0; code < 128; code += 1) if (/\w/.test(String.fromCharCode(code))) ranks[code] = ++rank;
  return ranks;
})();

/** The runs of letters a-z right after each "_" of a word: `word.match(/(?<=_)[a-z]+/g)`. */
function lettersAfterUnderscores(word: string): string[] {
  const runs: string[] = [];
  for (let at = word.indexOf("_"); at !== -1; at = word.indexOf("_", at + 1)) {
    let end = at + 1;
    while (end < word.length && word.charCodeAt(end) >= 97 && word.charCodeAt(end) <= 122) end += 1;
    if (end > at + 1) runs.push(word.slice(at + 1, end));
  }
  return runs;
}

/** A character of a word as `\b` reads words: `[A-Za-z0-9_]`. */
function isWordCode(code: number): boolean {
  return code < 128 && WORD_CODES[code] === 1;
}
const WORD_CODES = Uint8Array.from({ length: 128 }, (_, code) =>
  (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || code === 95 ? 1 : 0,
);

/** What `WordIndex` holds of a text: its distinct words sorted, their keys and long words, and their places word after word. */
interface Layout {
  words: string[];
  prefixes: Float64Array;
  longWordsBefore: Int32Array;
  starts: Int32Array;
  firstStart: Int32Array;
}

/** A text's `Layout`, read from its characters. */
function layoutOf(text: string): Layout {
  // One pass over the characters; a word is cut out of the text only the first time it is seen (a
  // long text repeats most of its words): a hash of its characters, in an open-addressing table of
  // numbers, finds the ones seen before. Numbers in typed arrays, not an object and an array a word:
  // a long lead of many different words spent 0.14 ms a text here, most of it making those.
  const length = text.length;
  const most = (length >> 1) + 1; // at most this many words: each but the last is followed by a non-word character
  const { table, mask, hashes, wordStart, wordSize, counts, placeStart, placeWord } = scratchFor(most);
  const words: string[] = [];
  let places = 0;
  let at = 0;
  while (at < length) {
    let code = text.charCodeAt(at);
    if (!isWordCode(code)) {
      at += 1;
      continue;
    }
    const start = at;
    let hash = 0;
    while (isWordCode(code)) {
      hash = (Math.imul(hash, 31) + code) | 0;
      at += 1;
      code = at < length ? text.charCodeAt(at) : -1;
    }
    const size = at - start;
    let slot = (hash ^ (hash >>> 15)) & mask;
    let word = -1;
    for (let entry = table[slot]!; entry !== 0; slot = (slot + 1) & mask, entry = table[slot]!) {
      const known = entry - 1;
      if (hashes[known] === hash && wordSize[known] === size && text.startsWith(words[known]!, start)) {
        word = known;
        break;
      }
    }
    if (word === -1) {
      word = words.length;
      words.push(text.slice(start, at));
      hashes[word] = hash;
      wordStart[word] = start;
      wordSize[word] = size;
      table[slot] = word + 1;
    }
    counts[word] = counts[word]! + 1;
    placeStart[places] = start;
    placeWord[places] = word;
    places += 1;
  }
  // The words sorted by their characters (no two are the same), and their places laid out in that order.
  const { order, prefixes } = sortedWords(words, wordStart, wordSize, text);
  const rank = hashes; // each word's hash is no longer needed: its place in the order instead
  const firstStart = new Int32Array(words.length + 1);
  const longWordsBefore = new Int32Array(words.length + 1);
  for (let position = 0; position < order.length; position += 1) {
    const word = order[position]!;
    rank[word] = position;
    firstStart[position + 1] = firstStart[position]! + counts[word]!;
    longWordsBefore[position + 1] = longWordsBefore[position]! + (wordSize[word]! > LONG_WORD ? 1 : 0);
  }
  const next = counts; // each word's count is no longer needed: where its next place goes instead
  next.set(firstStart.subarray(0, words.length));
  const starts = new Int32Array(places);
  for (let place = 0; place < places; place += 1) {
    const position = rank[placeWord[place]!]!;
    starts[next[position]!] = placeStart[place]!;
    next[position] = next[position]! + 1;
  }
  return { words: order.map((word) => words[word]!), prefixes, longWordsBefore, starts, firstStart };
}

/**
 * The `Layout` of `text` from that of `other`, a text of the same length (the
 * folded text, of which `text` is the leet reading): each run of word
 * characters of `text` that holds a character the two do not share, with
 * where it starts, merged into `other`'s words, less their places inside those
 * runs. Each word of `text` is then listed with its places, and no other: one
 * that holds a changed character is such a run; any other is `other`'s word at
 * the same place, as the characters around it are not word characters and so
 * not changed; and a word of `other` inside a changed run is in no word of
 * `text` but that run. (A word's places are `other`'s, then the runs', not in
 * the text's order: `test` tries them all.) Null when a changed character is
 * not a word's (then `text` is read whole).
 */
function mergedLayout(text: string, other: string, index: WordIndex): Layout | null {
  if (other.length !== text.length) return null;
  const changed = new Map<string, number[]>();
  /** 1 inside a run that holds a changed character: `other`'s words there are not `text`'s. */
  const inChangedRun = new Uint8Array(text.length);
  for (let at = 0; at < text.length; at += 1) {
    if (text.charCodeAt(at) === other.charCodeAt(at)) continue;
    if (!isWordCode(text.charCodeAt(at))) return null;
    let start = at;
    while (start > 0 && isWordCode(text.charCodeAt(start - 1))) start -= 1;
    let end = at + 1;
    while (end < text.length && isWordCode(text.charCodeAt(end))) end += 1;
    inChangedRun.fill(1, start, end);
    const word = text.slice(start, end);
    const places = changed.get(word);
    if (places === undefined) changed.set(word, [start]);
    else places.push(start);
    at = end - 1;
  }
  const { words: otherWords, prefixes: otherPrefixes, starts: otherStarts, firstStart: otherFirstStart } = index.layout();
  const added = [...changed.keys()].sort();
  const count = otherWords.length + added.length; // at most: a word in both is listed once
  const words: string[] = [];
  const prefixes = new Float64Array(count);
  const longWordsBefore = new Int32Array(count + 1);
  const firstStart = new Int32Array(count + 1);
  let placeCount = otherStarts.length;
  for (const places of changed.values()) placeCount += places.length;
  const starts = new Int32Array(placeCount);
  let placed = 0;
  let mine = 0;
  let theirs = 0;
  while (theirs < otherWords.length || mine < added.length) {
    const fromOther = mine === added.length || (theirs < otherWords.length && otherWords[theirs]! <= added[mine]!);
    const fromAdded = theirs === otherWords.length || (mine < added.length && added[mine]! <= otherWords[theirs]!);
    const word = fromOther ? otherWords[theirs]! : added[mine]!;
    const position = words.length;
    const before = placed;
    const prefix = fromOther ? otherPrefixes[theirs]! : prefixKey(word, 0, word.length);
    if (fromOther) {
      // Its places outside the changed runs (inside one, `text` has another word).
      for (let place = otherFirstStart[theirs]!; place < otherFirstStart[theirs + 1]!; place += 1) {
        const start = otherStarts[place]!;
        if (inChangedRun[start] === 0) starts[placed++] = start;
      }
      theirs += 1;
    }
    if (fromAdded) {
      for (const place of changed.get(word)!) starts[placed++] = place;
      mine += 1;
    }
    // A word of `other` that stands only where `text` changed is none of `text`'s.
    if (placed === before) continue;
    words.push(word);
    prefixes[position] = prefix;
    firstStart[position + 1] = placed;
    longWordsBefore[position + 1] = longWordsBefore[position]! + (word.length > LONG_WORD ? 1 : 0);
  }
  return {
    words,
    prefixes: prefixes.subarray(0, words.length),
    longWordsBefore: longWordsBefore.subarray(0, words.length + 1),
    starts: starts.subarray(0, placed),
    firstStart: firstStart.subarray(0, words.length + 1),
  };
}

/**
 * A text and its words as `\b` reads them (runs of ASCII letters, digits and
 * "_"): each distinct word once, sorted, with where it starts in the text.
 * `test` answers a pattern's `test` on the text, looking only where a match
 * can start.
 */
export class WordIndex {
  private readonly text: string;
  /** The distinct words, sorted (a binary search finds those that start with a beginning). */
  private readonly words: string[];
  /**
   * Where the words start in the text, word after word in `words`' order (each word's places in the
   * text's order): the places of `words[i]` are `starts[firstStart[i]]` up to `starts[firstStart[i + 1]]`,
   * so the words that start with a beginning, which sit side by side in `words`, have theirs side by side.
   */
  private readonly starts: Int32Array;
  private readonly firstStart: Int32Array;
  /**
   * Each word's first six characters as a number (`prefixKey`), in `words`' order: the words that start
   * with a beginning are found by comparing numbers, not strings (a long text's few hundred beginnings,
   * each found by comparing strings, took about 0.1 ms a text).
   */
  private readonly prefixes: Float64Array;
  /** How many of `words` before each place in it are longer than any word a person writes (`LONG_WORD`). */
  private readonly longWordsBefore: Int32Array;
  /**
   * For a text of many words, where the words that start with each character start in `words`
   * (`characterStartsOf`), made when first needed: a beginning's words are then found among those
   * that share its first character.
   */
  private characterStarts: Int32Array | undefined;

  /** Below this length `test` makes each pattern's one pass (`SHORT_TEXT`; a test sets 0 to check the look-ups). */
  private readonly shortText: number;

  /**
   * The index of `text`; or, given `differingFrom` (the index of a text of the same length that
   * differs only in some word characters, as the leet reading differs from the folded text), one made
   * from that index and the words that hold a changed character (`mergedLayout`): the same words
   * and places, for half the work.
   */
  constructor(text: string, shortText = SHORT_TEXT, differingFrom?: WordIndex) {
    this.text = text;
    this.shortText = shortText;
    const layout = (differingFrom !== undefined ? mergedLayout(text, differingFrom.text, differingFrom) : null) ?? layoutOf(text);
    this.words = layout.words;
    this.prefixes = layout.prefixes;
    this.longWordsBefore = layout.longWordsBefore;
    this.starts = layout.starts;
    this.firstStart = layout.firstStart;
  }

  /** What the index holds (for an index made from it, `mergedLayout`). */
  layout(): Layout {
    const { words, prefixes, longWordsBefore, starts, firstStart } = this;
    return { words, prefixes, longWordsBefore, starts, firstStart };
  }

  /** The runs of letters a-z right after a "_", distinct and sorted, listed when first asked for. */
  private underscored: string[] | undefined;

  /**
   * Whether letters a-z starting with `start` (itself a-z) stand right after
   * a "_" (which `\b` reads as part of a word, and a letter-only boundary
   * does not): "my_seo".
   */
  followsAnUnderscore(start: string): boolean {
    // Searching for "_seo" itself tries every "_" of a text of 5,000 of them; the runs after one are read once,
    // from the distinct words (a "_" and the letters after it are always inside one), of a text that has a "_"
    // at all, and only from the words that have one.
    this.underscored ??= this.text.includes("_")
      ? [...new Set(this.words.filter((word) => word.includes("_")).flatMap(lettersAfterUnderscores))].sort()
      : [];
    return startsAny(this.underscored, start);
  }

  /** Whether a word of the text starts with `start`. */
  startsAWord(start: string): boolean {
    return startsAny(this.words, start);
  }

  /**
   * `pattern.test(text)`, the same answer, for a pattern that can match only
   * where `beginning` (letters a-z) starts with no letter or digit before it:
   * where a word with that beginning starts, or right after a "_" (a listed
   * phrase, `(?<![\p{L}\p{N}])seo...`). Such a pattern's pass over a whole
   * text tries its look-behind at every character; here it is tried (sticky)
   * only at the places the words start, unless a "_" comes before the
   * beginning somewhere or the places are many, when the pass is made as before.
   */
  testWhereWordsStart(pattern: RegExp, beginning: string): boolean {
    const found = this.wordsStartingWith(wordBeginning(beginning));
    if (this.followsAnUnderscore(beginning)) return pattern.test(this.text);
    if (found.to === found.from) return false;
    if (found.to - found.from > this.text.length / PLACES_WORTH_A_PHRASE_PASS) return pattern.test(this.text);
    return this.triedAt(stickyOf(pattern), found);
  }

  /**
   * `pattern.test(text)`, the same answer, looking only where a match can
   * start. A pattern whose every branch starts at a word with one of its
   * beginnings (`beginningsOf`) can match only where such a word starts:
   * there are none in most texts, and a few in most others, where the pattern
   * is tried alone (sticky); a pattern with a branch read otherwise (a held
   * text that is in the text, or no beginning at all) and a text where its
   * words start in more places than a pass over the text is worth, are tested
   * branch by branch (`testBranches`), which at worst is the pattern's pass
   * over the whole text, as before. A short text has that pass at once.
   */
  test(pattern: RegExp): boolean {
    const { text } = this;
    // A short text (most leads): one pass is cheaper than looking up where words start.
    if (text.length < this.shortText) return wholeOf(pattern).test(text);
    const beginnings = beginningsOf(pattern);
    if (beginnings !== null && !(beginnings.texts.length > 0 && this.holds(searchOf(beginnings.texts)))) {
      // Each beginning's words are tried as they are found, until a match or until the places tried
      // would add up to more than a pass is worth (or one is a long word): then the branches are
      // tested. Finding all the places first meant finding each beginning twice, and all of them
      // where the first match is at the first few (most texts that have a pattern's words).
      const limit = triesWorthAPass(pattern, text.length);
      const sticky = stickyOf(pattern);
      let tries = 0;
      let worthAPass = false;
      for (const beginning of wordBeginningsOf(beginnings.words)) {
        const found = this.wordsStartingWith(beginning);
        if (found.to === found.from) continue;
        tries += found.to - found.from;
        if (tries > limit || found.longWord) {
          worthAPass = true;
          break;
        }
        if (this.triedAt(sticky, found)) return true;
      }
      if (!worthAPass) return false;
    }
    // The pattern would pass over the whole text: branch by branch, it may not need to.
    const branches = branchesOf(pattern);
    return branches === null ? wholeOf(pattern).test(text) : this.testBranches(pattern, branches);
  }

  /**
   * `test` branch by branch (a match of `A|B|C` is one of A, B or C): a
   * branch whose beginning or held text ("%", "$") the text lacks is passed
   * over, one whose words start in a few places is tried alone there, and at
   * most one that may start in many places has a pass of its own over the
   * text. On a run of "1 " the signs' branches that start with a number
   * ("\d+\s?%", "\d+ links") were the reason for a pass of the whole
   * sign, every branch tried at every position; now they need a "%" or a
   * "links" first. When more than one branch needs a pass, or the tries add
   * up to more than one, the whole pattern makes its one pass as before.
   */
  private testBranches(pattern: RegExp, branches: readonly Branch[]): boolean {
    const { text } = this;
    const limit = triesWorthAPass(pattern, text.length);
    let dense: RegExp | null = null;
    let tries = 0;
    const sparse: Branch[] = [];
    for (const branch of branches) {
      if (branch.words !== null) {
        const { count, longWord } = this.startsOfAll(wordBeginningsOf(branch.words));
        if (count === 0) continue;
        // A try at a long word may read all of it and back ("\d+\s?%" at 5,000 digits): first see that
        // the text has what the branch holds, a search (made once per text) that would cost more than a
        // try at ordinary words.
        if (longWord && branch.heldSearch !== null && !this.holds(branch.heldSearch)) continue;
        if (count <= limit && tries + count <= limit) {
          tries += count;
          sparse.push(branch);
          continue;
        }
      } else if (branch.textsSearch !== null && !this.holds(branch.textsSearch)) continue;
      // This branch would need a pass over the text, unless the text lacks what it holds (a search, made
      // only now: most branches are passed over or tried in a few places first, at less cost).
      if (branch.heldSearch !== null && !this.holds(branch.heldSearch)) continue;
      // One such pass is worth it; two are the whole pattern's one.
      if (dense !== null) return wholeOf(pattern).test(text);
      dense = branch.pattern;
    }
    for (const { pattern: alone, words } of sparse) {
      const sticky = stickyOf(alone);
      for (const beginning of wordBeginningsOf(words!)) if (this.triedAt(sticky, this.wordsStartingWith(beginning))) return true;
    }
    return dense !== null && dense.test(text);
  }

  /**
   * Where the words that start with `beginning` start, how many places that
   * is and whether one of them is long, found by comparing numbers (each
   * word's first six characters, `prefixes`), a string comparison only for a
   * beginning longer than that. Asked again, it is found again: a few steps,
   * less than keeping what was found (a long text's few hundred beginnings).
   */
  private wordsStartingWith({ text: beginning, low, high }: WordBeginning): WordsFound {
    const { words, prefixes } = this;
    // The words whose first six characters start with the beginning's: among those that share its
    // first character (a text of many words), or all of them.
    let first = 0;
    let last = words.length;
    if (words.length >= WORDS_WORTH_CHARACTER_STARTS) {
      const characters = (this.characterStarts ??= characterStartsOf(prefixes));
      first = characters[Math.floor(low / CHARACTER_KEYS)]!;
      last = characters[Math.ceil(high / CHARACTER_KEYS)]!;
    }
    first = firstAtLeast(prefixes, low, first, last);
    last = firstAtLeast(prefixes, high, first, last);
    // A longer beginning: of those (sorted as strings), the ones that go on with its other characters.
    if (beginning.length > 6 && first < last) {
      first = firstFrom(words, beginning, first, last);
      last = firstPast(words, beginning, first, last);
    }
    if (first === last) return NONE_FOUND;
    return { from: this.firstStart[first]!, to: this.firstStart[last]!, longWord: this.longWordsBefore[last]! > this.longWordsBefore[first]! };
  }

  /** How many places words starting with any of `beginnings` start at, and whether one of those words is long. */
  private startsOfAll(beginnings: readonly WordBeginning[]): { count: number; longWord: boolean } {
    let count = 0;
    let longWord = false;
    for (const beginning of beginnings) {
      const found = this.wordsStartingWith(beginning);
      count += found.to - found.from;
      if (found.longWord) longWord = true;
    }
    return { count, longWord };
  }

  /** Whether the sticky `pattern` matches at one of the places `found` lists. */
  private triedAt(sticky: RegExp, { from, to }: WordsFound): boolean {
    const { text, starts } = this;
    for (let place = from; place < to; place += 1) {
      sticky.lastIndex = starts[place]!;
      if (sticky.test(text)) return true;
    }
    return false;
  }

  /** Whether `search` (a `searchOf`) finds its text in the text, searched once per text. */
  private holds(search: RegExp): boolean {
    let held = this.held.get(search);
    if (held === undefined) {
      held = search.test(this.text);
      this.held.set(search, held);
    }
    return held;
  }
  private readonly held = new Map<RegExp, boolean>();
}

/**
 * A phrase tried at more places than a text's length over this makes its pass over the text instead
 * (a try at a place costs about what the pass spends at a few characters).
 */
const PLACES_WORTH_A_PHRASE_PASS = 8;

/**
 * One search for any of some strings, made once. Not `includes` for each,
 * nor a pattern of one plain string, which V8 runs as `includes`: that stops
 * at every occurrence of the first character, and ".com", ".net", ... each
 * stopped at every dot of a run of 5,000 of them (0.04 ms each); a group
 * makes it a pattern the regular-expression engine runs (0.008 ms).
 */
function searchOf(strings: readonly string[]): RegExp {
  // Most lists are a pattern's own (the same array each time): found by the array, without joining it.
  const listed = SEARCH_OF_LIST.get(strings);
  if (listed !== undefined) return listed;
  const key = strings.join("\u0000");
  let search = SEARCH_OF.get(key);
  if (search === undefined) {
    search = new RegExp(`(?:${strings.map((string) => string.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|")})`);
    SEARCH_OF.set(key, search);
  }
  SEARCH_OF_LIST.set(strings, search);
  return search;
}
const SEARCH_OF_LIST = new WeakMap<readonly string[], RegExp>();
const SEARCH_OF = new Map<string, RegExp>();

/** The place in a sorted list (from `low` up to `high`) of the first string not sorted before `start`. */
function firstFrom(sorted: readonly string[], start: string, low = 0, high = sorted.length): number {
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < start) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The place in sorted numbers (from `low` up to `high`) of the first not below `key`. */
function firstAtLeast(sorted: Float64Array, key: number, low: number, high: number): number {
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The place in a sorted list (from `low` up to `high`, where the strings
 * that start with `start` are not sorted before `low`) of the first that
 * does not start with it: those that do sit side by side.
 */
function firstPast(sorted: readonly string[], start: string, low: number, high: number): number {
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]!.startsWith(start)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A beginning of words ("improv"), with the `prefixKey`s of the words that
 * start with it: from `low` up to (not including) `high`, those of its first
 * six characters followed by anything (a shorter beginning is followed by any
 * characters, or none, which is 0). A beginning with a character no word has
 * (not `[0-9A-Z_a-z]`) starts no word: an empty range. ("" starts every word.)
 */
export interface WordBeginning {
  text: string;
  low: number;
  high: number;
}

/** `text` as a `WordBeginning`, read once per beginning. */
export function wordBeginning(text: string): WordBeginning {
  let beginning = WORD_BEGINNINGS.get(text);
  if (beginning === undefined) {
    let key = 0;
    let valid = true;
    for (let at = 0; at < text.length; at += 1) if (!isWordCode(text.charCodeAt(at))) valid = false;
    for (let at = 0; at < 6; at += 1) key = key * 64 + (at < text.length && valid ? WORD_CODE_RANKS[text.charCodeAt(at)]! : 0);
    beginning = valid ? { text, low: key, high: key + 64 ** Math.max(0, 6 - text.length) } : { text, low: 0, high: 0 };
    WORD_BEGINNINGS.set(text, beginning);
  }
  return beginning;
}
const WORD_BEGINNINGS = new Map<string, WordBeginning>();

/** A list of beginnings (a pattern's or a branch's, the same array each time) as `WordBeginning`s, read once per list. */
function wordBeginningsOf(texts: readonly string[]): readonly WordBeginning[] {
  let beginnings = WORD_BEGINNINGS_OF.get(texts);
  if (beginnings === undefined) {
    beginnings = texts.map(wordBeginning);
    WORD_BEGINNINGS_OF.set(texts, beginnings);
  }
  return beginnings;
}
const WORD_BEGINNINGS_OF = new WeakMap<readonly string[], readonly WordBeginning[]>();

/** From this many distinct words on, a text's words are first narrowed by their first character (`characterStartsOf`). */
const WORDS_WORTH_CHARACTER_STARTS = 64;
/** The `prefixKey`s of the words that start with one character: 64 ** 5 of them. */
const CHARACTER_KEYS = 64 ** 5;

/**
 * For each character of a word (its rank in `prefixKey`, 0 for none, and one
 * past the last), the place in sorted keys of the first not below it: the
 * words that start with a character sit from its place up to the next one's.
 */
function characterStartsOf(prefixes: Float64Array): Int32Array {
  const starts = new Int32Array(65);
  let position = 0;
  for (let character = 0; character <= 64; character += 1) {
    const key = character * CHARACTER_KEYS;
    while (position < prefixes.length && prefixes[position]! < key) position += 1;
    starts[character] = position;
  }
  return starts;
}

/** Whether a string of a sorted list starts with `start`. */
function startsAny(sorted: readonly string[], start: string): boolean {
  const first = firstFrom(sorted, start);
  return first < sorted.length && sorted[first]!.startsWith(start);
}

/**
 * The pattern for a pass over a whole text: the same matches, with the `\b`
 * that starts most of its branches tested once per position instead of once
 * per branch (`\bA|\bB|C` is `\b(?:A|B)|C`; the order of branches does not
 * change whether there is a match): a fifth less CPU alone on the signs of
 * many branches, a few percent of a lead. A pattern with a back-reference is
 * left as it is.
 */
const wholeOf = oncePerPattern((pattern) => {
  const branches = topLevelBranches(pattern.source);
  const atWord = branches.filter((branch) => branch.startsWith("\\b"));
  return atWord.length < 2 || /\\[1-9k]/.test(pattern.source)
    ? pattern
    : new RegExp(
        [`\\b(?:${atWord.map((branch) => branch.slice(2)).join("|")})`, ...branches.filter((branch) => !branch.startsWith("\\b"))].join("|"),
        pattern.flags,
      );
});

/** A pattern's source cut at its top-level "|" (not inside a group or a class, not escaped). */
function topLevelBranches(source: string): string[] {
  const branches: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at];
    if (char === "\\") at += 1;
    else if (inClass) inClass = char !== "]";
    else if (char === "[") inClass = true;
    else if (char === "(") depth += 1;
    else if (char === ")") depth -= 1;
    else if (char === "|" && depth === 0) {
      branches.push(source.slice(start, at));
      start = at + 1;
    }
  }
  branches.push(source.slice(start));
  return branches;
}

/** The pattern tried at one place only (the `y` flag): the same source, so the same matches there. */
const stickyOf = oncePerPattern((pattern) => new RegExp(pattern.source, `${pattern.flags.replace("g", "")}y`));
