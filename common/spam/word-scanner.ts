/**
 * One pass over a text for many word lists at once, with the same matches as
 * each list's own regular expression run globally (`text.matchAll(pattern)`).
 *
 * The other languages' request, pitch and seller words (`languages.ts`) are
 * alternations of plain words: `(?<![\p{L}])(?:pintar|pintura|techos?|...)(?![\p{L}])`
 * for a Latin-script language, `(?:粉刷|刷漆|墙|...)` for one written without
 * spaces. V8 runs such an alternation of non-Latin-1 words by trying it at
 * every character of the text, and a text "written in" every language (10,000
 * different characters of many scripts) had fifteen of them make their own
 * pass: 0.5-0.8 ms of a lead's 2 ms. Here each pattern is read, once, into the
 * strings it can match, in the order the regular expression tries them; all of
 * them go into one trie, and a text is read once: at each character that some
 * word starts with, the trie is followed as far as the text goes with it.
 *
 * The answers are the patterns' own, by construction:
 * - at one place a regular expression takes the first of its alternatives (in
 *   the order written, `s?` trying "s" first, a class any of its characters)
 *   whose characters and look-arounds all hold there: each string of a pattern
 *   carries its rank in that order and its look-arounds, and the first that holds
 *   is taken;
 * - a global search takes the first place, from where its last match ended,
 *   at which the pattern matches: each pattern here keeps where its last match
 *   ended, and places are read in order.
 * A pattern is read only if it is written with what this reader knows (plain
 * characters, escaped punctuation, groups, named groups, `?`, classes of
 * listed characters, `(?<![\p{L}])`, `(?![\p{L}])` and a negative look ahead
 * of plain words, with the `u` flag); any other pattern (a repeat, `\s`, a
 * range of a class...) is not read, and `scan` leaves it to run as itself
 * (`compiled` says which). `screens-shortcuts.test.ts` compares the two on the
 * labelled table, the adversarial corpus and seeded fuzzed texts.
 */
import { LETTER, kindAt, kindOfCodeUnit } from "./characters";

/** A look-around of one string of a pattern, at `offset` characters from where the string starts. */
type Check =
  | { kind: "no letter before"; offset: number }
  | { kind: "no letter after"; offset: number }
  | { kind: "not followed by"; offset: number; texts: readonly string[] };

/** One string a pattern can match, what must hold around it, and the named group it is in. */
interface Expansion {
  text: string;
  checks: Check[];
  /** The named group the string is in, by its place among the pattern's named groups; -1 for none. */
  group: number;
}

/** A pattern this reader does not read: it runs as itself. */
class NotRead extends Error {}

/** More strings than this for one pattern: not worth listing; it runs as itself. */
const MOST_EXPANSIONS = 20_000;

/** Characters that stand for themselves in a pattern, one after another. */
const PLAIN_RUN = /[^\\^$.|?*+()[\]{}]+/y;

/** A letter before or after, as `[\p{L}]` reads it (a class of one Unicode property). */
const LETTER_CLASSES = new Set(["[\\p{L}]", "\\p{L}"]);

/**
 * The strings a pattern matches, in the order its regular expression tries
 * them at one place, and the names of its named groups in the order they are
 * written (the order of a match's `groups`). Throws `NotRead`.
 */
function expand(pattern: RegExp): { expansions: Expansion[]; groupNames: string[] } {
  if (pattern.flags.replace("g", "") !== "u") throw new NotRead(`flags ${pattern.flags}`);
  const source = pattern.source;
  // Halves of pairs of surrogates: a code unit would not be a character (and none is written so today).
  if (/[\uD800-\uDFFF]/.test(source)) throw new NotRead("a character outside the basic plane");
  const groupNames: string[] = [];
  let at = 0;

  function alternatives(group: number): Expansion[] {
    const all = sequence(group);
    while (source[at] === "|") {
      at += 1;
      all.push(...sequence(group));
    }
    return all;
  }

  function sequence(group: number): Expansion[] {
    let expansions: Expansion[] = [{ text: "", checks: [], group }];
    while (at < source.length && source[at] !== "|" && source[at] !== ")") {
      // A run of plain characters (most of a word list) is added to every string so far at once; its
      // last character is read on its own (below) when a quantifier follows it.
      PLAIN_RUN.lastIndex = at;
      const run = PLAIN_RUN.exec(source)?.[0] ?? "";
      const plain = source[at + run.length] === "?" ? run.slice(0, -1) : run;
      if (plain.length > 0) {
        at += plain.length;
        for (const expansion of expansions) expansion.text += plain;
        continue;
      }
      let next = atom(group);
      if (source[at] === "?") {
        at += 1;
        // Greedy: with the part first, then without it; lazy (`??`): the other way round.
        const lazy = source[at] === "?";
        if (lazy) at += 1;
        const none: Expansion = { text: "", checks: [], group: -1 };
        next = lazy ? [none, ...next] : [...next, none];
      }
      if (/^[*+{]/.test(source[at] ?? "")) throw new NotRead(`a repeat at ${at}`);
      // One string with nothing around it (an escaped character): added to every string so far.
      const only = next.length === 1 ? next[0]! : undefined;
      if (only !== undefined && only.checks.length === 0 && only.group === -1) {
        for (const expansion of expansions) expansion.text += only.text;
        continue;
      }
      // Every string so far, followed by each of the next part's, in that order (the order of backtracking).
      const product: Expansion[] = [];
      for (const before of expansions) {
        for (const after of next) {
          if (before.group >= 0 && after.group >= 0 && before.group !== after.group) throw new NotRead("two named groups in one match");
          product.push({
            text: before.text + after.text,
            checks: [...before.checks, ...after.checks.map((check) => ({ ...check, offset: check.offset + before.text.length }))],
            group: before.group >= 0 ? before.group : after.group,
          });
        }
      }
      if (product.length > MOST_EXPANSIONS) throw new NotRead("too many strings");
      expansions = product;
    }
    return expansions;
  }

  function atom(group: number): Expansion[] {
    const char = source[at]!;
    at += 1;
    if (char === "(") return parenthesis(group);
    if (char === "[") return characterClass().map((text) => ({ text, checks: [], group: -1 }));
    if (char === "\\") return [{ text: escaped(), checks: [], group: -1 }];
    if (".^$*+?{}]".includes(char)) throw new NotRead(`"${char}" at ${at - 1}`);
    return [{ text: char, checks: [], group: -1 }];
  }

  function escaped(): string {
    const char = source[at];
    at += 1;
    // Only escaped punctuation stands for itself ("\$", "\."); a letter or digit escape is a class or a reference.
    if (char === undefined || !/^[\\^$.|?*+()[\]{}/-]$/.test(char)) throw new NotRead(`escape \\${char ?? ""}`);
    return char;
  }

  function characterClass(): string[] {
    if (source[at] === "^") throw new NotRead("a negated class");
    const chars: string[] = [];
    while (at < source.length && source[at] !== "]") {
      const char = source[at]!;
      at += 1;
      const literal = char === "\\" ? escaped() : char;
      if (source[at] === "-" && source[at + 1] !== "]") throw new NotRead("a range in a class");
      chars.push(literal);
    }
    if (source[at] !== "]") throw new NotRead("an unclosed class");
    at += 1;
    return [...new Set(chars)];
  }

  function parenthesis(group: number): Expansion[] {
    const look = /^\?(<?)([=!])/.exec(source.slice(at, at + 3));
    if (look) {
      at += look[0].length;
      const end = closing(at);
      const inner = source.slice(at, end);
      at = end + 1;
      const [, behind, sign] = look;
      if (sign !== "!") throw new NotRead("a positive look-around");
      if (LETTER_CLASSES.has(inner)) {
        const check: Check = behind ? { kind: "no letter before", offset: 0 } : { kind: "no letter after", offset: 0 };
        return [{ text: "", checks: [check], group: -1 }];
      }
      if (behind) throw new NotRead("a look behind for text");
      // A negative look ahead for plain words: none of them follows.
      const texts = inner.split("|");
      if (texts.some((text) => text === "" || /[\\()[\]{}.^$*+?]/.test(text))) throw new NotRead("a look ahead for more than words");
      return [{ text: "", checks: [{ kind: "not followed by", offset: 0, texts }], group: -1 }];
    }
    let inGroup = group;
    if (source.startsWith("?:", at)) at += 2;
    else if (source.startsWith("?<", at)) {
      const end = source.indexOf(">", at);
      if (group >= 0) throw new NotRead("a named group in a named group");
      groupNames.push(source.slice(at + 2, end));
      inGroup = groupNames.length - 1;
      at = end + 1;
    } else if (source[at] === "?") throw new NotRead(`a group modifier at ${at}`);
    // A plain group (numbered): no pattern here reads its number, and its strings are the same.
    const expansions = alternatives(inGroup);
    if (source[at] !== ")") throw new NotRead(`an unclosed group at ${at}`);
    at += 1;
    return expansions;
  }

  /** Where the group opened before `from` closes (its contents read as plain text). */
  function closing(from: number): number {
    let depth = 0;
    let inClass = false;
    for (let index = from; index < source.length; index += 1) {
      const char = source[index];
      if (char === "\\") index += 1;
      else if (inClass) inClass = char !== "]";
      else if (char === "[") inClass = true;
      else if (char === "(") depth += 1;
      else if (char === ")") {
        if (depth === 0) return index;
        depth -= 1;
      }
    }
    throw new NotRead("an unclosed look-around");
  }

  const expansions = alternatives(-1);
  if (at !== source.length) throw new NotRead(`an unmatched ")" at ${at}`);
  // An empty match would move a global search on by one character: not read here.
  if (expansions.some(({ text }) => text === "")) throw new NotRead("a branch that matches nothing");
  return { expansions, groupNames };
}

/** One match of a pattern: its text, and the name of the named group it is in (as a match's `groups` has it). */
export interface ScannedMatch {
  text: string;
  group: string | undefined;
}

/** A string of a pattern at the end of a path of the trie. */
interface Terminal {
  pattern: number;
  /** Its place in the order its pattern tries its strings (lower first). */
  rank: number;
  length: number;
  checks: readonly Check[];
  group: string | undefined;
}

/** How many patterns one scanner reads (each is a bit of a 32-bit mask). */
const MOST_PATTERNS = 32;
/** How many nodes the trie may have (a node's number and a code unit make a 31-bit key). */
const MOST_NODES = 1 << 15;

/** A hash of an edge's key, spread over the bits (Fibonacci hashing): 17 bits, below `EDGE_HASHES`. */
function hashOf(key: number): number {
  return Math.imul(key, 0x9e3779b1) >>> 15;
}
const EDGE_HASHES = 1 << 17;
/** The three numbers of a code unit in `WordScanner.root`. */
const ANYWHERE = 0;
const AFTER_NO_LETTER = 1;
const ROOT_NEXT = 2;

/**
 * The scanner for some global patterns. `scan(text, which)` gives, for each
 * pattern of `which` that was read, its matches in the text (those of
 * `text.matchAll(pattern)`), and null for a pattern that was not read.
 */
export class WordScanner {
  private readonly read: boolean[];
  /**
   * The trie, node 0 its root, its edges in one hash table of typed arrays (a `Map` a node cost
   * 30 ns a step): the key of the edge out of `node` for code unit `code` is `node << 16 | code`,
   * found by open addressing from its hash; each slot is two numbers side by side, the key and the
   * node it leads to (one read of memory for both).
   */
  private readonly edges: Int32Array;
  private readonly edgeMask: number;
  /**
   * One bit for each hash (`hashOf`) an edge has, 16 KB: most steps of a walk find no edge (the text's
   * next character goes on no word), and the bit says so without reading the edges' table, which is
   * too large to stay near the processor (a read of it cost about as much as the rest of the step).
   */
  private readonly edgeHashes = new Int32Array(EDGE_HASHES / 32);
  /** The strings ending at each node. */
  private readonly ending: (Terminal[] | undefined)[] = [undefined];
  /** The patterns (a bit each) with a string through each node: a walk stops where none of those asked for goes on. */
  private readonly through: Int32Array;
  /**
   * For each code unit, three numbers side by side (it is read at every place of a text, and one read
   * of memory then serves all three): the patterns with a string that starts with it anywhere (a
   * string with no look behind at its start), those with one that starts with it after no letter (one
   * with `(?<![\p{L}])` first), and the node it leads to from the root (-1 for none).
   */
  private readonly root = new Int32Array(3 * 0x10000);

  constructor(patterns: readonly RegExp[]) {
    const edges = new Map<number, number>();
    const through = [0];
    const child = (node: number, code: number): number => {
      const key = (node << 16) | code;
      const next = edges.get(key);
      if (next !== undefined) return next;
      const made = through.length;
      through.push(0);
      this.ending.push(undefined);
      edges.set(key, made);
      return made;
    };
    this.read = patterns.map((pattern, index) => {
      if (!pattern.global || index >= MOST_PATTERNS) return false;
      let expanded: ReturnType<typeof expand>;
      try {
        expanded = expand(pattern);
      } catch (error) {
        if (error instanceof NotRead) return false;
        throw error;
      }
      // A node's number must fit an edge's key with its character (15 bits): a pattern past that runs as itself.
      const size = expanded.expansions.reduce((sum, { text }) => sum + text.length, 0);
      if (through.length + size >= MOST_NODES) return false;
      const bit = 1 << index;
      expanded.expansions.forEach(({ text, checks, group }, rank) => {
        const behind = checks.some((check) => check.kind === "no letter before" && check.offset === 0);
        const first = text.charCodeAt(0);
        if (behind) this.root[3 * first + AFTER_NO_LETTER]! |= bit;
        else this.root[3 * first + ANYWHERE]! |= bit;
        let node = 0;
        through[0]! |= bit;
        for (let at = 0; at < text.length; at += 1) {
          node = child(node, text.charCodeAt(at));
          through[node]! |= bit;
        }
        (this.ending[node] ??= []).push({ pattern: index, rank, length: text.length, checks, group: group >= 0 ? expanded.groupNames[group] : undefined });
      });
      return true;
    });
    this.through = Int32Array.from(through);
    // At most half full, so a search ends after a step or two.
    let slots = 1024;
    while (slots < edges.size * 2) slots *= 2;
    this.edges = new Int32Array(2 * slots).fill(-1);
    this.edgeMask = slots - 1;
    for (let code = 0; code < 0x10000; code += 1) this.root[3 * code + ROOT_NEXT] = -1;
    for (const [key, next] of edges) {
      if (key >>> 16 === 0) this.root[3 * (key & 0xffff) + ROOT_NEXT] = next;
      const hash = hashOf(key);
      this.edgeHashes[hash >>> 5]! |= 1 << (hash & 31);
      let slot = hash & this.edgeMask;
      while (this.edges[2 * slot] !== -1) slot = (slot + 1) & this.edgeMask;
      this.edges[2 * slot] = key;
      this.edges[2 * slot + 1] = next;
    }
  }

  /** The node the edge out of `node` for `code` leads to, or -1. */
  private next(node: number, code: number): number {
    const key = (node << 16) | code;
    const hash = hashOf(key);
    if ((this.edgeHashes[hash >>> 5]! & (1 << (hash & 31))) === 0) return -1;
    const { edges, edgeMask } = this;
    for (let slot = hash & edgeMask; ; slot = (slot + 1) & edgeMask) {
      const found = edges[2 * slot]!;
      if (found === key) return edges[2 * slot + 1]!;
      if (found === -1) return -1;
    }
  }

  /** Whether `patterns[index]` was read (else `scan` gives null for it and it must run as itself). */
  compiled(index: number): boolean {
    return this.read[index] === true;
  }

  /**
   * The matches in `text` of each pattern whose index is in `which`, in
   * order: `scan(text, [0, 2])[2]` is `Array.from(text.matchAll(patterns[2]))`
   * read as text and named group; null for a pattern not read, or not asked for.
   */
  scan(text: string, which: readonly number[]): (ScannedMatch[] | null)[] {
    const results: (ScannedMatch[] | null)[] = this.read.map(() => null);
    let asked = 0;
    for (const index of which) {
      if (this.read[index]) {
        asked |= 1 << index;
        results[index] = [];
      }
    }
    if (asked === 0) return results;
    const { root, ending, through } = this;
    /** Where each pattern's search goes on from (where its last match ended). */
    const from = new Int32Array(this.read.length);
    /** The string taken at the current place for each pattern, and which patterns have one. */
    const taken: (Terminal | undefined)[] = new Array(this.read.length);
    const length = text.length;
    for (let start = 0; start < length; start += 1) {
      const entry = 3 * text.charCodeAt(start);
      let mask = root[entry + ANYWHERE]! & asked;
      const afterNoLetter = root[entry + AFTER_NO_LETTER]! & asked;
      if (afterNoLetter !== 0 && !letterBefore(text, start)) mask |= afterNoLetter;
      if (mask === 0) continue;
      let found = 0;
      // A string of a pattern in `mask` starts with this character, so the root has it.
      let node = root[entry + ROOT_NEXT]!;
      for (let at = start + 1; (through[node]! & mask) !== 0; at += 1) {
        const ends = ending[node];
        if (ends !== undefined) found = this.take(ends, text, start, mask, from, taken, found);
        if (at >= length) break;
        node = this.next(node, text.charCodeAt(at));
        if (node < 0) break;
      }
      for (let pattern = 0; found !== 0; pattern += 1, found >>>= 1) {
        if ((found & 1) === 0) continue;
        const terminal = taken[pattern]!;
        taken[pattern] = undefined;
        results[pattern]!.push({ text: text.slice(start, start + terminal.length), group: terminal.group });
        from[pattern] = start + terminal.length;
      }
    }
    return results;
  }

  /**
   * Of the strings ending here (all of them in the text at `start`), each pattern's first in its
   * order whose look-arounds hold, where the pattern asked for may match (past its last match):
   * kept in `taken`, the patterns with one added to `found`.
   */
  private take(
    ends: readonly Terminal[],
    text: string,
    start: number,
    mask: number,
    from: Int32Array,
    taken: (Terminal | undefined)[],
    found: number,
  ): number {
    for (const terminal of ends) {
      const { pattern } = terminal;
      if (((mask >>> pattern) & 1) === 0 || from[pattern]! > start) continue;
      const before = taken[pattern];
      if (before !== undefined && before.rank < terminal.rank) continue;
      if (!holds(terminal.checks, text, start)) continue;
      taken[pattern] = terminal;
      found |= 1 << pattern;
    }
    return found;
  }
}

/** Whether every look-around of a string holds with the string at `start`. */
function holds(checks: readonly Check[], text: string, start: number): boolean {
  for (const check of checks) {
    const at = start + check.offset;
    if (check.kind === "no letter before") {
      if (letterBefore(text, at)) return false;
    } else if (check.kind === "no letter after") {
      if (at < text.length && (kindAt(text, at) & LETTER) !== 0) return false;
    } else if (check.texts.some((followed) => text.startsWith(followed, at))) return false;
  }
  return true;
}

/** Whether the character (code point) that ends right before `at` is a letter, as a look behind for `\p{L}` reads it. */
function letterBefore(text: string, at: number): boolean {
  if (at === 0) return false;
  const code = text.charCodeAt(at - 1);
  if (code >= 0xdc00 && code <= 0xdfff && at >= 2) {
    const high = text.charCodeAt(at - 2);
    if (high >= 0xd800 && high <= 0xdbff) return (kindAt(text, at - 2) & LETTER) !== 0;
  }
  return (kindOfCodeUnit(code) & LETTER) !== 0;
}
