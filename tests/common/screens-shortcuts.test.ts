/**
 * The spam screens' shortcuts for speed never change an answer. Each saves
 * work the screens did before and gives the same result by construction; this
 * checks that over every text of the labelled table, the adversarial corpus
 * and each sign's examples:
 * - a pattern skipped because the text lacks what its matches begin with
 *   (`common/spam/beginnings.ts`) never matches that text;
 * - two texts' folds joined (`foldJoined`) are the fold of the joined texts;
 * - the model's features, built skipping the words and pairs seen before, are
 *   those of the plain loop, in the same order;
 * - a character's kind, remembered once per Worker (`characters.ts`), is what
 *   the Unicode patterns say of it, and the model's words read by one pass over
 *   the characters are `MODEL_WORD`'s;
 * - the phone number searched from the text's first four digits in a row is
 *   found exactly where `PHONE_NUMBER` finds one;
 * - each other language's words, searched from the characters they start with
 *   (`matchesOf`), are the matches of the pattern's own global search;
 * - every language's words read in one pass by the scanner (`word-scanner.ts`)
 *   are each pattern's own matches, in order, with the same named group.
 * The CPU they save is printed by `npm run bench:screens`, never asserted.
 */
import { describe, expect, it } from "vitest";
import { foldForScreening } from "../../common";
import { type WordBeginning, WordIndex, beginningsOf, hasDistinctMatches, matchesOf, wordBeginning } from "../../common/spam/beginnings";
import { LANGUAGE_TERMS } from "../../common/spam/languages";
import { WordScanner } from "../../common/spam/word-scanner";
import { SPELLED_OUT, decodeLeet, foldJoined, foldText, joinSpelledOut } from "../../common/spam/folding";
import { PHRASE_PATTERNS, phrasesIn } from "../../common/spam/phrases";
import { OFFER_FAMILIES, OFFER_HINTS, SELLS_IT, STRONG_PITCH_MARKS, VENDOR_FRAMING, WEAK_PITCH_MARKS } from "../../common/spam/offers";
import { ASKS_FOR_WORK, CUSTOMER_SIGNS, NAMES_PAINT_WORK } from "../../common/spam/requests";
import { leadModelFeatures } from "../../common/spam/decide";
import { HAN_OR_HANGUL, HAN_OR_HANGUL_KIND, LETTER, MARK, NUMBER, OTHER, hasHanOrHangul, hasLetter, hasOtherScript, kindAt, kindOfCodeUnit } from "../../common/spam/characters";
import { OTHER_SCRIPT, PHONE_NUMBER, hasPhoneNumber } from "../../common/spam/patterns";
import { HAN_OR_HANGUL_RUN, MODEL_WORD, spamModelFeatures, tokens } from "../../common/spam-model";
import { readIntent } from "../../common/spam/intent";
import { TUNING_JUNK, TUNING_REAL, casesOf } from "./spam-cases";
import { HELD_OUT_JUNK, HELD_OUT_REAL } from "./spam-cases-held-out";
import { adversarialLeads } from "./adversarial-leads";
import { fuzzedLeads } from "./fuzzed-leads";

const SIGNS = [...STRONG_PITCH_MARKS, ...OFFER_FAMILIES, ...WEAK_PITCH_MARKS, ...OFFER_HINTS, ...VENDOR_FRAMING];
const PATTERNS = [...SIGNS.map(({ pattern }) => pattern), ASKS_FOR_WORK, NAMES_PAINT_WORK, CUSTOMER_SIGNS];
const LEADS = [...casesOf([...TUNING_REAL, ...TUNING_JUNK, ...HELD_OUT_REAL, ...HELD_OUT_JUNK]), ...adversarialLeads()];
const TEXTS = [
  ...LEADS.flatMap((lead) => [lead.message ?? "", lead.projectDetails ?? ""]).filter((text) => text.trim() !== ""),
  ...SIGNS.flatMap(({ catches, spares }) => [catches, spares]),
];

describe("what a pattern's matches begin with", () => {
  it("reads the beginnings from the pattern, and says null where it cannot be sure", () => {
    const read = (pattern: RegExp) => {
      const beginnings = beginningsOf(pattern);
      return beginnings && { words: [...beginnings.words].sort(), texts: [...beginnings.texts].sort() };
    };
    expect(read(/\b(?:re)?paint(?:ed|ing)?\s+x|\bstain\w*|\$\s?\d/)).toEqual({ words: ["paint", "repaint", "stain"], texts: ["$"] });
    // "web\s?site": "web", then "site" or a space ("website" says no more than "web"); "i'm" is the word "i" and then no word.
    expect(read(/\bweb\s?site\b|\bi'm\s+here/)).toEqual({ words: ["i", "web"], texts: [] });
    expect(read(/\b\d+\s+links?\b/)).toEqual({ words: [..."0123456789"], texts: [] });
    // No beginning (any letter), but every match holds ".com" somewhere; one with neither is not read.
    expect(read(/[a-z]+\.com/)).toEqual({ words: [], texts: [".com"] });
    expect(read(/[a-z]+\d/)).toBeNull();
    expect(read(/\bfoo|(?:bar)?baz/)).toEqual({ words: ["foo"], texts: ["baz"] });
    expect(read(/\b(?:a|\s)(?:b|c)/)).toBeNull(); // one branch starts with a space, at no word, and no character is always there
    expect(read(/\bfoo/i)).toBeNull(); // "Foo" matches too: the flag changes the letters
    expect(read(/(\w)\1/)).toBeNull();
  });

  it("reads most signs, so a text without their words skips them", () => {
    const read = PATTERNS.filter((pattern) => beginningsOf(pattern) !== null);
    expect(read.length).toBeGreaterThanOrEqual(PATTERNS.length - 10);
  });

  it("answers each pattern as its pass over the whole text does: over the labelled table, the adversarial corpus and each sign's examples", () => {
    let matched = 0;
    let skipped = 0;
    // And long texts where many places start a word with a digit, a word is longer than any a person
    // writes, and "%" or "$" stands beside them: a branch then has a pass of its own or is passed over.
    const long = TEXTS.slice(0, 400).map((text, index) => `${"1 ".repeat(400)}${text} ${"5".repeat(60)}${["%", "$", " off", ""][index % 4]} ${text}`);
    for (const text of [...TEXTS, ...long]) {
      const folded = foldForScreening(text);
      for (const read of new Set([folded, decodeLeet(folded)])) {
        // Every text looked up, the short ones too (which the screens pass over at once).
        const words = new WordIndex(read, 0);
        for (const pattern of PATTERNS) {
          const whole = pattern.test(read);
          if (words.test(pattern) !== whole) expect.fail(`/${pattern.source.slice(0, 60)}.../ on ${JSON.stringify(read.slice(0, 200))}: ${whole} on the whole text`);
          if (whole) matched += 1;
          else if (!words.startsAWord(beginningsOf(pattern)?.words[0] ?? "")) skipped += 1;
        }
      }
    }
    // The check saw both kinds: matches, and texts a pattern need not look at.
    expect(matched).toBeGreaterThan(10_000);
    expect(skipped).toBeGreaterThan(100_000);
  }, 60_000);
});

describe("a text's word index", () => {
  /** What the index holds, read from its fields: the distinct words sorted, each with the places it starts. */
  function contents(index: WordIndex): { words: string[]; starts: number[][] } {
    const { words, starts, firstStart } = index as unknown as { words: string[]; starts: Int32Array; firstStart: Int32Array };
    return { words, starts: words.map((_, at) => [...starts.subarray(firstStart[at], firstStart[at + 1])]) };
  }
  /** The same, the plain way: `\b`'s words by a pattern, a Set and the string sort. */
  function plainly(text: string): { words: string[]; starts: number[][] } {
    const places = new Map<string, number[]>();
    for (const match of text.matchAll(/[A-Za-z0-9_]+/g)) {
      const known = places.get(match[0]);
      if (known) known.push(match.index);
      else places.set(match[0], [match.index]);
    }
    const words = [...places.keys()].sort();
    return { words, starts: words.map((word) => places.get(word)!) };
  }

  it("lists each distinct word once, sorted as strings, with every place it starts; and the letters after each \"_\"", () => {
    // Words that share their first six characters or fewer (the sort's numeric key) in every order, long
    // words, every word character, "_" runs; the table, the corpus and fuzzed leads.
    const made = [
      "abcdefg abcdef abcdefgh abcdeF abcdef_ ABCDEFG abcde abcdefg 0abc _abc a_b_c __x z9 Z9 z_ z",
      Array.from({ length: 400 }, (_, at) => `word${at % 7}${"_aZ9".repeat(at % 5)}x${at % 3}`).join(" - "),
      Array.from({ length: 130 }, (_, code) => String.fromCharCode(code).repeat(1 + (code % 8))).join(" "),
      `${"my_seo ".repeat(50)}x_chat_gpt_ _ _a_b seo_x`,
    ];
    const fuzzed = fuzzedLeads(400, 23).flatMap((lead) => [lead.message, lead.projectDetails]);
    for (const text of [...made, ...TEXTS, ...fuzzed]) {
      const index = new WordIndex(text);
      expect(contents(index), text.slice(0, 80)).toEqual(plainly(text));
      const underscored = [...new Set(text.match(/(?<=_)[a-z]+/g))].sort();
      for (const run of underscored) expect(index.followsAnUnderscore(run), run).toBe(true);
      for (const start of ["a", "s", "seo", "x", "zz", "chat"]) {
        expect(index.followsAnUnderscore(start), start).toBe(underscored.some((run) => run.startsWith(start)));
      }
    }
  }, 60_000);
});

describe("the words of a text that start with a beginning", () => {
  /** Where the index says the words that start with `beginning` start, and whether one is long: found by comparing numbers. */
  function found(index: WordIndex, beginning: string): { from: number; to: number; longWord: boolean } {
    const { from, to, longWord } = (index as unknown as { wordsStartingWith(beginning: WordBeginning): { from: number; to: number; longWord: boolean } })
      .wordsStartingWith(wordBeginning(beginning));
    return { from, to, longWord };
  }
  /** The same, the plain way: each distinct word compared as a string. */
  function plainly(index: WordIndex, beginning: string): { from: number; to: number; longWord: boolean } {
    const { words, firstStart } = index as unknown as { words: string[]; firstStart: Int32Array };
    const positions = words.flatMap((word, position) => (word.startsWith(beginning) ? [position] : []));
    if (positions.length === 0) return { from: 0, to: 0, longWord: false };
    return {
      from: firstStart[positions[0]!]!,
      to: firstStart[positions.at(-1)! + 1]!,
      longWord: positions.some((position) => words[position]!.length > 40),
    };
  }

  it("are the words that start with it as strings, for every beginning the screens look up and crafted ones", () => {
    // Every pattern's and phrase's beginnings; beginnings of one to six characters and longer (the numeric
    // key holds six), upper case, digits and "_", characters no word has, and "".
    const beginnings = [
      ...new Set([
        ...PATTERNS.flatMap((pattern) => beginningsOf(pattern)?.words ?? []),
        ...PHRASE_PATTERNS.flatMap(({ first }) => (first === null ? [] : [first])),
        ...["", "a", "ab", "abc", "abcdef", "abcdefg", "abcdefgh", "abcdefghijklm", "ABCDEF", "ABCDEFG", "Z9", "z_", "_", "__x", "0", "09", "9x"],
        ...["word1", "word1_aZ9", "word1_aZ9_aZ9x", "é", "a-b", "seo ", "x".repeat(41), "x".repeat(7), "zz", "~"],
      ]),
    ];
    // Texts of fewer words than the first-character table is worth and of more, with words sharing six
    // characters or more, words longer than any a person writes, and every word character.
    const made = [
      "abcdefg abcdef abcdefgh abcdeF abcdef_ ABCDEFG abcde abcdefg 0abc _abc a_b_c __x z9 Z9 z_ z",
      Array.from({ length: 400 }, (_, at) => `word${at % 7}${"_aZ9".repeat(at % 5)}x${at % 3}`).join(" - "),
      Array.from({ length: 130 }, (_, code) => String.fromCharCode(code).repeat(1 + (code % 8))).join(" "),
      Array.from({ length: 300 }, (_, at) => `${"x".repeat(1 + (at % 50))}${at % 10} abcdefghijklm${at} seo${at % 4}`).join(" "),
    ];
    const fuzzed = fuzzedLeads(300, 41).flatMap((lead) => [lead.message, lead.projectDetails]);
    let some = 0;
    for (const text of [...made, ...TEXTS.slice(0, 2000), ...fuzzed]) {
      const index = new WordIndex(text);
      for (const beginning of beginnings) {
        const expected = plainly(index, beginning);
        const actual = found(index, beginning);
        if (actual.to !== expected.to || actual.from !== expected.from || actual.longWord !== expected.longWord) {
          expect.fail(`${JSON.stringify(beginning)} in ${JSON.stringify(text.slice(0, 80))}: ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`);
        }
        if (expected.to > expected.from) some += 1;
      }
    }
    expect(some).toBeGreaterThan(20_000);
  }, 60_000);
});

describe("the leet reading's index, made from the folded text's", () => {
  it("lists the leet reading's words where they start, and answers each pattern and phrase as its pass over the leet reading does", () => {
    let compared = 0;
    const fuzzed = fuzzedLeads(500, 53).flatMap((lead) => [lead.message, lead.projectDetails]);
    const made = [
      "5e0 b4cklinks ch@tgpt w3b_d3sign $eo", "my 3rd 1st 2nd 10am 4pm", `${"a1 ".repeat(300)}s3o`, "x@y $5 @home 5$ 7h3 3nd",
      "1a".repeat(2000), "ch@t ".repeat(500), "ch at ch@t chat c h@t", "@a a@ $$a a$$ 1_a a_1 _1a",
    ];
    for (const text of [...made, ...TEXTS, ...fuzzed]) {
      const { folded, leet } = foldText(text);
      if (leet === folded) continue;
      const merged = new WordIndex(leet, 0, new WordIndex(folded, 0));
      // Each word of the leet reading, with the places it starts (in another order, maybe), and no other.
      const listed = (index: WordIndex) => {
        const { words, starts, firstStart } = index as unknown as { words: string[]; starts: Int32Array; firstStart: Int32Array };
        return new Map(words.map((word, at) => [word, new Set(starts.subarray(firstStart[at], firstStart[at + 1]))]));
      };
      expect(listed(merged), leet.slice(0, 80)).toEqual(listed(new WordIndex(leet)));
      for (const pattern of PATTERNS) {
        if (merged.test(pattern) !== pattern.test(leet)) expect.fail(`/${pattern.source.slice(0, 60)}/ on ${JSON.stringify(leet.slice(0, 120))}`);
      }
      for (const { first, pattern } of PHRASE_PATTERNS) {
        if (first !== null && merged.testWhereWordsStart(pattern, first) !== pattern.test(leet)) expect.fail(`${first} on ${JSON.stringify(leet.slice(0, 120))}`);
      }
      compared += 1;
    }
    expect(compared).toBeGreaterThan(300);
  }, 120_000);
});

describe("a text that sells in none of its sentences", () => {
  it("is one SELLS_IT does not match as a whole: a sentence's match is the whole text's", () => {
    let selling = 0;
    for (const text of [...TEXTS, ...fuzzedLeads(400, 47).flatMap((lead) => [lead.message, lead.projectDetails])]) {
      const { leet } = foldText(text);
      const inASentence = leet.split(/[.!?\n;]+/).some((sentence) => SELLS_IT.test(sentence));
      if (inASentence) {
        selling += 1;
        if (!new WordIndex(leet).test(SELLS_IT)) expect.fail(`a sentence of ${JSON.stringify(leet.slice(0, 120))} sells, the whole text not`);
      }
    }
    expect(selling).toBeGreaterThan(100);
  }, 60_000);
});

describe("a language's words counted up to a few", () => {
  it("says whether a pattern finds so many different words as counting them all does", () => {
    const texts = [...TEXTS.slice(0, 1500), ...fuzzedLeads(300, 43).flatMap((lead) => [lead.message, lead.projectDetails])].map(foldForScreening);
    let enough = 0;
    for (const { request, pitch, seller } of LANGUAGE_TERMS) {
      for (const pattern of [request, pitch, seller]) {
        for (const text of texts) {
          const distinct = new Set(Array.from(text.matchAll(pattern), (match) => match[0])).size;
          for (const count of [1, 2, 3, 5]) {
            if (hasDistinctMatches(pattern, text, count) !== distinct >= count) expect.fail(`/${pattern.source.slice(0, 40)}/ x${count} in ${JSON.stringify(text.slice(0, 80))}`);
          }
          if (distinct >= 3) enough += 1;
        }
      }
    }
    expect(enough).toBeGreaterThan(500);
  }, 60_000);
});

describe("the listed phrases", () => {
  /** An index that looks nothing up: each phrase's pattern runs its pass over the whole text, the plain way. */
  class EveryWord extends WordIndex {
    constructor(private readonly whole: string) {
      super(whole);
    }
    override testWhereWordsStart(pattern: RegExp): boolean {
      return pattern.test(this.whole);
    }
  }

  it("are found in a text only where their first word starts a word or follows a \"_\", as each pattern's own pass finds them", () => {
    let named = 0;
    // Crafted: a "_" or a letter or digit before a phrase, phrases run together, a first word repeated more
    // often than tries are worth (the pass instead) and just under; the table, the corpus and long fuzzed leads
    // that name the phrases many times over, in every language's words.
    const made = [
      "my_seo guy", "über-seo", "5seo", "seo_x", "webdesign", "web-design firm", "x_chat gpt", "éseo", "seo\u0301", "𝒜seo 𝒜 seo",
      `${"web ".repeat(300)}web design`, `${"web ".repeat(100)}${"x".repeat(600)} web design`, `${"seo-seo ".repeat(200)}`,
      `${"lead gen ".repeat(40)}${"a_lead gen ".repeat(3)}`, `${"web-ish ".repeat(700)}web_design web--design`,
    ];
    const fuzzed = fuzzedLeads(600, 31).flatMap((lead) => [lead.message, lead.projectDetails]);
    for (const text of [...TEXTS, ...made, ...fuzzed]) {
      const fold = foldText(text);
      const found = phrasesIn(fold);
      expect(found, text).toEqual(phrasesIn(fold, new EveryWord(fold.folded), fold.leet !== fold.folded ? new EveryWord(fold.leet) : null));
      named += found.length;
    }
    expect(named).toBeGreaterThan(500);
  });
});

describe("two texts folded once", () => {
  it("joins their folds into the fold of the joined texts", () => {
    const pairs: [string, string][] = [
      ["Please s e", "o for the office"], // a run of single letters across the line break: "seo"
      ["a b", " c d"],
      ["x s", "e o"],
      ["Sure. s", "."],
      ["ΟΔΟΣ", "Σ paint"], // the Greek final sigma, read at the end of a word either way
      ["рaint it", "kitchen"], // a Cyrillic look-alike in the first
      ["\u0301abc", "e\u0301"], // combining marks at the edges
      ["e-mail me", "e-mail"],
    ];
    for (const lead of LEADS) {
      if (lead.message?.trim() && lead.projectDetails?.trim()) pairs.push([lead.message, lead.projectDetails]);
    }
    // And every text of the table with the next one, as if one were the other's project details.
    for (let at = 1; at < TEXTS.length; at += 1) pairs.push([TEXTS[at - 1]!, TEXTS[at]!]);
    expect(pairs.length).toBeGreaterThan(8_000);
    for (const [first, second] of pairs) {
      expect(foldJoined([foldText(first), foldText(second)])).toBe(foldForScreening(`${first}\n${second}`));
    }
  });
});

describe("runs of single letters joined", () => {
  it("drop the separators of each run as a replace of the run's pattern does: the table, fuzzed texts and runs of letters and separators", () => {
    const separators = [" ", ".", "-", "_", "*", "·", "•", "\u00a0", "\u3000", "\u2028", "\t", "  ", " . "];
    const letters = ["a", "i", "я", "字", "é", "\uD835\uDC00", "1", "ab"];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const made = Array.from({ length: 3000 }, () =>
      Array.from({ length: 2 + Math.floor(next() * 30) }, (_, index) => (index % 2 ? separators : letters)[Math.floor(next() * (index % 2 ? separators.length : letters.length))]).join(""),
    );
    const fuzzed = fuzzedLeads(500, 13).map(({ message }) => message.toLowerCase());
    let joined = 0;
    for (const text of [...TEXTS.map((text) => text.toLowerCase()), ...fuzzed, ...made]) {
      const expected = text.replace(SPELLED_OUT, (run) => run.replace(/[\s.\-_*·•]/g, ""));
      if (joinSpelledOut(text) !== expected) expect(joinSpelledOut(text), JSON.stringify(text.slice(0, 200))).toBe(expected);
      if (expected !== text) joined += 1;
    }
    expect(joined).toBeGreaterThan(1_000);
  });
});

describe("the model's features", () => {
  /** The plain loop: every word, stem and pair of each token in turn (what `spamModelFeatures` gives, faster). */
  function plainWordFeatures(folded: string): string[] {
    const words = (folded.match(/[\p{L}\p{N}]+(?:'\p{L}+)?/gu) ?? []).map((token) => (/^\p{N}+$/u.test(token) ? "<n>" : token));
    const features = new Set<string>();
    for (const [index, word] of words.entries()) {
      features.add(`w:${word}`);
      if (word.length > 5) features.add(`s:${word.slice(0, 5)}`);
      if (index > 0) features.add(`b:${words[index - 1]} ${word}`);
    }
    return [...features];
  }

  /** The character pairs of each run of `HAN_OR_HANGUL_RUN`, the first 600 read (a pair seen again counts), as the pattern's pass reads them. */
  function plainCharacterPairs(folded: string): string[] {
    const read = [...folded.matchAll(HAN_OR_HANGUL_RUN)].flatMap(([run]) => {
      const characters = [...run];
      return characters.slice(1).map((character, at) => `c:${characters[at]}${character}`);
    });
    return [...new Set(read.slice(0, 600))];
  }

  it("read the character pairs of Chinese and Korean as the runs of their pattern give them, up to the bound", () => {
    const astral = "\u{20000}\u{20001}\u{2A700}";
    const texts = [
      ...LEADS.map((lead) => [lead.message ?? "", lead.projectDetails ?? ""].filter((text) => text.trim() !== "").join("\n")),
      ...fuzzedLeads(600, 17).map(({ message }) => message),
      `我们${astral}提供\uD840推广 마케팅을 ${astral}`,
      "墙".repeat(700),
    ].map(foldForScreening);
    let pairs = 0;
    for (const folded of texts) {
      const features = spamModelFeatures(folded, readIntent(""), "a@b.com").filter((feature) => feature.startsWith("c:"));
      expect(features, folded.slice(0, 100)).toEqual(plainCharacterPairs(folded));
      pairs += features.length;
    }
    expect(pairs).toBeGreaterThan(5_000);
  });

  it("are the plain loop's words, stems and pairs, in the same order", () => {
    for (const lead of LEADS) {
      const features = leadModelFeatures(lead).filter((feature) => /^[wsb]:/.test(feature));
      const written = [lead.message ?? "", lead.projectDetails ?? ""].filter((text) => text.trim() !== "").join("\n");
      expect(features).toEqual(plainWordFeatures(foldForScreening(written)));
    }
  });
});

describe("characters read once", () => {
  const ODD_TEXTS = [
    "", "a", "1", "٣", "é", "я", "字", "마", "ㄱ", "ー", "•", "\u0301", "\uD835\uDC00", "\uD835", "\uDC00", "x\uD835", "\uDC00x", "\uD83D\uDE00 ok",
    "don't", "'s", "a'", "a'1", "a'b'c", "1'a", "l'été", "마케팅을'요", "Ⅻ", "½", "x²", "a\u0301'b", "\uD801\uDC00'\uD801\uDC01",
  ];

  it("gives each character of the basic plane the kind the Unicode patterns give it", () => {
    for (let code = 0; code < 0x10000; code += 1) {
      const character = String.fromCharCode(code);
      const kind = kindAt(character, 0);
      const expected =
        (/\p{L}/u.test(character) ? LETTER : 0) |
        (/\p{N}/u.test(character) ? NUMBER : 0) |
        (OTHER_SCRIPT.test(character) ? OTHER : 0) |
        (HAN_OR_HANGUL.test(character) ? HAN_OR_HANGUL_KIND : 0) |
        (/\p{M}/u.test(character) ? MARK : 0);
      if (kind !== expected) expect.fail(`U+${code.toString(16)}: ${kind}, the patterns say ${expected}`);
      if (kindOfCodeUnit(code) !== expected) expect.fail(`U+${code.toString(16)} alone: ${kindOfCodeUnit(code)}, the patterns say ${expected}`);
    }
  });

  it("finds a letter, another script and the model's words as the patterns do", () => {
    // Pairs of surrogates from a few planes, whole and cut.
    const astral = Array.from({ length: 400 }, (_, index) => String.fromCodePoint(0x10000 + index * 997));
    for (const text of [...TEXTS, ...ODD_TEXTS, ...astral, astral.join(""), astral.join("").slice(1)]) {
      const folded = foldForScreening(text);
      for (const read of [text, folded]) {
        expect(hasLetter(read), read.slice(0, 100)).toBe(/\p{L}/u.test(read));
        expect(hasOtherScript(read), read.slice(0, 100)).toBe(OTHER_SCRIPT.test(read));
        expect(hasHanOrHangul(read), read.slice(0, 100)).toBe(HAN_OR_HANGUL.test(read));
        const words = (read.match(MODEL_WORD) ?? []).map((token) => (/^\p{N}+$/u.test(token) ? "<n>" : token));
        expect(tokens(read), read.slice(0, 100)).toEqual(words);
      }
    }
  });
});

describe("a phone number searched from the first four digits", () => {
  it("is found where PHONE_NUMBER finds one: the table, the corpus and seeded strings of digits and separators", () => {
    let seed = 23;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pieces = ["404", "555", "1234", "12", "1", "+1", "+", "(404)", "(", ")", " ", "-", ".", "  ", "\n", "a", "12345", "4045551234", "0", "\t"];
    const strings = Array.from({ length: 20_000 }, () => Array.from({ length: 1 + Math.floor(next() * 16) }, () => pieces[Math.floor(next() * pieces.length)]).join(""));
    let found = 0;
    for (const text of [...TEXTS, ...TEXTS.map(foldForScreening), ...strings]) {
      const expected = PHONE_NUMBER.test(text);
      if (hasPhoneNumber(text) !== expected) expect.fail(`${JSON.stringify(text.slice(0, 200))}: PHONE_NUMBER says ${expected}`);
      if (expected) found += 1;
    }
    expect(found).toBeGreaterThan(1_000);
  });
});

describe("another language's words searched from their first characters", () => {
  it("are the pattern's own matches, in order: the table, the corpus, each language's words packed together, and runs of every character", () => {
    const patterns = LANGUAGE_TERMS.flatMap(({ request, pitch, seller }) => [request, pitch, seller]);
    // Each pattern's own alternatives written out, one after another and overlapping ("外墙" after "墙").
    const packed = patterns.map((pattern) => pattern.source.replace(/\(\?<?[=!][^)]*\)|[()?:\\]|\[[^\]]*\]/g, "").split("|").join(" ")).join(" ");
    const runs = Array.from({ length: 40 }, (_, index) => Array.from({ length: 2000 }, (_, at) => String.fromCharCode(0x100 + ((index * 7919 + at * 3) % 0x7000))).join(""));
    let found = 0;
    // Runs of one word's first character (every place a candidate: the pattern's own search takes over).
    const dense = ["墙", "外墙", "а", "по", "s", "ç", "마케"].map((unit) => unit.repeat(3000));
    for (const text of [...TEXTS.map(foldForScreening), packed, packed.split(" ").join(""), ...runs, ...dense, `${dense[0]}外墙 ${dense[2]} покрасить`]) {
      for (const pattern of patterns) {
        const expected = Array.from(text.matchAll(pattern), (match) => match[0]);
        expect(matchesOf(pattern, text), `/${pattern.source.slice(0, 40)}.../ on ${JSON.stringify(text.slice(0, 80))}`).toEqual(expected);
        found += expected.length;
      }
    }
    expect(found).toBeGreaterThan(2_000);
  });
});

describe("every language's words read in one pass", () => {
  /** A pattern's global matches, as text and the named group each is in (what `languages.ts` reads of them). */
  const ownMatches = (pattern: RegExp, text: string) =>
    Array.from(text.matchAll(pattern), (match) => ({
      text: match[0],
      group: Object.entries(match.groups ?? {}).find(([, found]) => found !== undefined)?.[0],
    }));

  it("takes, at each place, the first alternative the regular expression would, look-arounds and all", () => {
    const patterns = [
      /(?<![\p{L}])(?:techos?|techo|nuestr[oa]s?|habitaci[oó]n(?:es)?|ab??c)(?![\p{L}])/gu,
      /(?:墙|外墙|外墙面|субподряд(?!чик)|(?<![\p{L}])(?:мы|наш[аеиу]?|нашей)(?![\p{L}]))/gu,
      /(?<![\p{L}])(?:(?<seller>busco trabajo|trabajo)|(?<offersMaybe>trabajo estable|\$5))(?![\p{L}])/gu,
    ];
    const scanner = new WordScanner(patterns);
    const texts = [
      "techos techo techosx xtechos techo. nuestros nuestra nuestrasx habitaciones habitacion habitación abc ac",
      "外墙面外墙墙 субподряд субподрядчик субподрядчика мы мыть наша нашей нашего ваша",
      "busco trabajo estable; trabajo estable, trabajo $5 x$5 $50",
      "𝐀trabajo trabajo𝐀 мы𝐀 \uD835мы",
    ];
    for (const text of texts) {
      const found = scanner.scan(text, [0, 1, 2]);
      patterns.forEach((pattern, index) => expect(found[index], `${pattern.source} on ${text}`).toEqual(ownMatches(pattern, text)));
    }
    expect(scanner.scan(texts[0]!, [0])[1]).toBeNull(); // not asked for
  });

  it("leaves a pattern written with more than plain words to run as itself", () => {
    const unread = [/a+b/gu, /\d{3}/gu, /[a-z]x/gu, /(?:a|b)\s/gu, /foo/g, /foo/giu, /x?/gu, /(?=a)ab/gu, /(?<!b)ab/gu, /(a)\1/gu, /[^a]/gu, /a|/gu];
    const scanner = new WordScanner(unread);
    unread.forEach((pattern, index) => expect(scanner.compiled(index), pattern.source).toBe(false));
    expect(scanner.scan("aab ab", unread.map((_, index) => index)).every((found) => found === null)).toBe(true);
  });

  it("reads every language's request, pitch and seller patterns, and finds each one's own matches: the table, the corpus, fuzzed texts, runs of every character", () => {
    const patterns = LANGUAGE_TERMS.flatMap(({ request, pitch, seller }) => [request, pitch, seller]);
    const scanner = new WordScanner(patterns);
    // A pattern the scanner cannot read still works (it runs as itself), but is slower: say which.
    expect(patterns.filter((_, index) => !scanner.compiled(index)).map(({ source }) => source.slice(0, 60))).toEqual([]);
    const all = patterns.map((_, index) => index);
    const packed = patterns.map((pattern) => pattern.source.replace(/\(\?<?[=!][^)]*\)|[()?:\\]|\[[^\]]*\]|<\w+>/g, "").split("|").join(" ")).join(" ");
    const runs = Array.from({ length: 40 }, (_, index) => Array.from({ length: 2000 }, (_, at) => String.fromCharCode(0x100 + ((index * 7919 + at * 3) % 0x7000))).join(""));
    const fuzzed = fuzzedLeads(1500, 5).flatMap(({ message, projectDetails }) => [message, projectDetails]).filter((text) => text !== "");
    let found = 0;
    for (const text of [...TEXTS.map(foldForScreening), ...fuzzed, ...fuzzed.map(foldForScreening), packed, packed.split(" ").join(""), ...runs]) {
      const scanned = scanner.scan(text, all);
      patterns.forEach((pattern, index) => {
        const expected = ownMatches(pattern, text);
        const got = scanned[index];
        if (JSON.stringify(got) !== JSON.stringify(expected)) expect(got, `/${pattern.source.slice(0, 40)}.../ on ${JSON.stringify(text.slice(0, 200))}`).toEqual(expected);
        found += expected.length;
      });
    }
    expect(found).toBeGreaterThan(20_000);
  });
});
