/**
 * Seeded random leads for checking that a change for speed changes no answer
 * of the spam screens (`npm run screens:verdicts`) and that a shortcut finds
 * what its pattern finds (`screens-shortcuts.test.ts`): texts in mixed
 * scripts, runs of punctuation, digits and leetspeak, with the other
 * languages' own words (drawn from their patterns, `languages.ts`), the
 * listed phrases and pieces of the labelled table's texts (which bring each
 * language's function words) spliced into them, each one, two or three words
 * apart or run together. The same seed gives the same leads.
 */
import { FIELD_LIMITS } from "../../common/lead-fields";
import { LANGUAGE_TERMS } from "../../common/spam/languages";
import { SOLICITATION_PHRASES } from "../../common/spam/phrases";
import { TUNING_JUNK, TUNING_REAL, casesOf } from "./spam-cases";
import { HELD_OUT_JUNK, HELD_OUT_REAL } from "./spam-cases-held-out";

/** A regular expression's source as a tree, enough to write strings it matches (`samples`). */
type Node =
  | { kind: "text"; text: string }
  | { kind: "oneOf"; chars: string[] }
  | { kind: "choice"; branches: Node[][] }
  | { kind: "optional"; node: Node };

/**
 * Reads the alternations the languages' patterns are written with: literal
 * characters, groups (a look around writes nothing), classes of listed
 * characters and `?`. Anything else is read as its characters.
 */
function parseAlternation(source: string): Node[][] {
  let at = 0;
  function branches(): Node[][] {
    const all = [sequence()];
    while (source[at] === "|") {
      at += 1;
      all.push(sequence());
    }
    return all;
  }
  function sequence(): Node[] {
    const nodes: Node[] = [];
    while (at < source.length && source[at] !== "|" && source[at] !== ")") {
      let node = atom();
      if (node === null) continue;
      if (source[at] === "?") {
        at += 1;
        node = { kind: "optional", node };
      }
      nodes.push(node);
    }
    return nodes;
  }
  function atom(): Node | null {
    const char = source[at]!;
    at += 1;
    if (char === "(") {
      const look = /^\?<?[=!]/.exec(source.slice(at, at + 3));
      if (look) at += look[0].length;
      else if (source.startsWith("?:", at)) at += 2;
      else if (source.startsWith("?<", at)) at = source.indexOf(">", at) + 1;
      const inner = branches();
      at += 1; // ")"
      return look ? null : { kind: "choice", branches: inner };
    }
    if (char === "[") {
      const chars: string[] = [];
      while (source[at] !== "]") {
        if (source[at] === "\\") {
          // `\p{L}` in a class: a letter stands for it.
          if (source[at + 1] === "p") {
            at = source.indexOf("}", at) + 1;
            chars.push("x");
          } else {
            chars.push(source[at + 1]!);
            at += 2;
          }
        } else {
          chars.push(source[at]!);
          at += 1;
        }
      }
      at += 1;
      return { kind: "oneOf", chars };
    }
    if (char === "\\") {
      at += 1;
      return { kind: "text", text: source[at - 1]! };
    }
    return { kind: "text", text: char };
  }
  return branches();
}

/** A seeded generator of numbers in [0, 1) (a linear congruential one: enough for test data). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function write(nodes: readonly Node[], random: () => number): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "text") out += node.text;
    else if (node.kind === "oneOf") out += node.chars[Math.floor(random() * node.chars.length)];
    else if (node.kind === "optional") out += random() < 0.5 ? write([node.node], random) : "";
    else out += write(node.branches[Math.floor(random() * node.branches.length)]!, random);
  }
  return out;
}

/** Every top-level alternative of a language's request, pitch and seller patterns, as a writer of one of its strings. */
function languageWords({ request, pitch, seller }: (typeof LANGUAGE_TERMS)[number]): ((random: () => number) => string)[] {
  return [request, pitch, seller].flatMap((pattern) => {
    // The alternatives sit in one group (`(?:...)`, after a look back for a Latin-script language's whole words).
    const tree = parseAlternation(pattern.source);
    const group = tree.length === 1 ? tree[0]!.find((node) => node.kind === "choice") : undefined;
    const alternatives = group?.kind === "choice" ? group.branches : tree;
    // A seller pattern's alternatives are grouped by kind: one level further.
    return alternatives.flatMap((branch) => {
      const only = branch.length === 1 ? branch[0]! : undefined;
      return only?.kind === "choice" ? only.branches : [branch];
    }).map((branch) => (random: () => number) => write(branch, random));
  });
}

const SCRIPT_RANGES: [number, number][] = [
  [0x61, 0x7a], [0xc0, 0x24f], [0x1ea0, 0x1ef9], [0x400, 0x4ff], [0x4e00, 0x9fff], [0xac00, 0xd7a3], [0x1100, 0x11ff],
  [0x3040, 0x30ff], [0x600, 0x6ff], [0x900, 0x97f], [0x370, 0x3ff], [0x300, 0x36f], [0x2000, 0x206f], [0xff01, 0xff5e],
];
const PUNCTUATION = [..." \t\n-._*·•/:;,!?@#$%&()[]{}+='\"“”‘’<>|\\~^`"];
const LEET = [..."013457@$"];
const SEPARATORS = [" ", " ", " ", "", ", ", ". ", "\n", " - ", "!", "? ", "  ", "\u200b", "_", "."];

/** `count` leads from `seed`, each text at most the form's length for its field. */
export function fuzzedLeads(count: number, seed = 23): { label: string; email: string; message: string; projectDetails: string }[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const groups = [...TUNING_REAL, ...TUNING_JUNK, ...HELD_OUT_REAL, ...HELD_OUT_JUNK];
  const textsOf = (cases: readonly { message?: string; projectDetails?: string }[]) =>
    cases.flatMap(({ message, projectDetails }) => [message ?? "", projectDetails ?? ""]).filter((text) => text.trim() !== "");
  const emails = casesOf(groups).map(({ email }) => email);
  // Half the leads mix every language; the other half keep to one (its words, and the table's texts in
  // it or in English), so a text written in that language alone is read too.
  const everyLanguage = { words: LANGUAGE_TERMS.flatMap(languageWords), texts: textsOf(casesOf(groups)), scripts: SCRIPT_RANGES };
  const english = textsOf(casesOf(groups.filter(({ language }) => language === undefined)));
  const oneLanguage = LANGUAGE_TERMS.map((terms) => ({
    words: languageWords(terms),
    texts: [...english, ...textsOf(casesOf(groups.filter(({ language }) => language === terms.language)))],
    scripts: SCRIPT_RANGES.slice(0, 2),
  }));
  let focus = everyLanguage;

  function tableSlice(): string {
    const text = pick(focus.texts);
    const start = Math.floor(random() * text.length);
    return text.slice(start, start + 1 + Math.floor(random() * 120));
  }
  function scriptRun(): string {
    const [low, high] = pick(focus.scripts);
    return Array.from({ length: 1 + Math.floor(random() * 12) }, () => String.fromCodePoint(low + Math.floor(random() * (high - low + 1)))).join("");
  }
  const pieces: (() => string)[] = [
    () => pick(focus.words)(random),
    () => pick(focus.words)(random),
    () => pick(focus.words)(random),
    () => pick(SOLICITATION_PHRASES),
    tableSlice,
    tableSlice,
    scriptRun,
    () => pick(PUNCTUATION).repeat(1 + Math.floor(random() * 30)),
    () => String(Math.floor(random() * 10 ** (1 + Math.floor(random() * 10)))),
    () => Array.from({ length: 1 + Math.floor(random() * 6) }, () => (random() < 0.4 ? pick(LEET) : String.fromCharCode(97 + Math.floor(random() * 26)))).join(""),
    () => String.fromCodePoint(0x1f300 + Math.floor(random() * 0x300)),
  ];

  function text(limit: number): string {
    // Mostly a lead's few hundred characters, sometimes the form's longest.
    const long = random() < 0.08;
    const target = long ? limit : 20 + Math.floor(random() * 600);
    let out = "";
    while (out.length < target) out += pick(pieces)() + pick(SEPARATORS);
    return out.slice(0, target);
  }

  return Array.from({ length: count }, (_, index) => {
    focus = random() < 0.5 ? everyLanguage : pick(oneLanguage);
    return {
      label: `fuzzed lead ${index} (seed ${seed})`,
      email: pick(emails),
      message: text(FIELD_LIMITS.message),
      projectDetails: random() < 0.5 ? text(FIELD_LIMITS.projectDetails) : "",
    };
  });
}
