/**
 * `npm run bench:screens`: the CPU time the spam screens take per lead in the
 * Worker (the rules and the learned model together), to compare with the
 * Workers Free plan's 10 ms of CPU per invocation. It runs `screenLead` with
 * the model, as the Worker does, in Node 22 (the V8 workerd embeds) over every
 * case of the labelled table's held-out part, over the longest lead the form
 * allows in words (5,000 characters of message and 5,000 of project details),
 * over long seeded fuzzed leads that mix every language's words (`tests/common/fuzzed-leads.ts`),
 * and over the adversarial corpus (`tests/common/adversarial-leads.ts`: runs of
 * punctuation, digits, spaces and each pattern's near-misses at the form's
 * maximum lengths), printing median, p99 and worst for each.
 * Each lead is timed five times (fifteen for the few long ones) after a
 * warm-up and its best time kept. The time is the process's CPU time
 * (`process.cpuUsage`, user and system), not the wall clock: on a machine
 * shared with other work a wall-clock figure counts the time the screens sat
 * waiting for a core, and the CPU time is what the Workers plan counts. The
 * machine's load average is printed beside the figures; the worst figures
 * still vary a little from run to run (caches, other processes' memory
 * traffic, the process's own background threads).
 * Printed, never asserted.
 */
import { register } from "node:module";
import { loadAverages } from "./lib/figures.ts";

// common/ imports without file extensions, as the bundler resolves them; Node needs the hook.
register("./lib/resolve-ts.mjs", import.meta.url);
const { SPAM_MODEL } = await import("../common/spam-model-trained.ts");
const { screenLead } = await import("../common/spam/index.ts");
const { HELD_OUT_JUNK, HELD_OUT_REAL } = await import("../tests/common/spam-cases-held-out.ts");
const { adversarialLeads } = await import("../tests/common/adversarial-leads.ts");

type Lead = Parameters<typeof screenLead>[0];

/** Milliseconds of this process's CPU time (user and system) that `work` takes. */
function cpuMs(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

function bestOf(runs: number, lead: Lead): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) best = Math.min(best, cpuMs(() => screenLead(lead, SPAM_MODEL)));
  return best;
}

console.log(`CPU time per lead (user + system), best of several runs each; load average ${loadAverages()}`);

/** Median, p99 and worst of some leads' best times (of `runs` tries), and which lead was the worst. */
function figures(name: string, leads: readonly (Lead & { label?: string })[], runs: number): void {
  for (const lead of leads) screenLead(lead, SPAM_MODEL);
  const timed = leads.map((lead) => ({ lead, ms: bestOf(runs, lead) })).sort((a, b) => a.ms - b.ms);
  const at = (share: number) => timed[Math.min(timed.length - 1, Math.floor(share * timed.length))]!.ms.toFixed(2);
  const worst = timed.at(-1)!;
  console.log(
    `${name}, ${timed.length} leads: median ${at(0.5)} ms, p99 ${at(0.99)} ms, worst ${worst.ms.toFixed(2)} ms` +
      (worst.lead.label ? ` (${worst.lead.label})` : ""),
  );
}

figures("spam screens with the model over the held-out table", [...HELD_OUT_REAL, ...HELD_OUT_JUNK].flatMap((group) => group.cases), 5);
figures("spam screens with the model over the adversarial corpus (each at the form's maximum lengths)", adversarialLeads(), 15);

// Seeded fuzzed leads (tests/common/fuzzed-leads.ts) of 5,000 characters or more: every language's own words,
// the listed phrases, pieces of the table's texts and runs of many scripts mixed, so a text is "written in"
// several languages at once and every screen has words to look at. Not the corpus the line is about,
// but leads anybody can send: the heaviest found so far.
const { fuzzedLeads } = await import("../tests/common/fuzzed-leads.ts");
const mixed = fuzzedLeads(3000, 77)
  .filter((lead) => lead.message.length + lead.projectDetails.length >= 5000)
  .map((lead) => ({ ...lead, label: `${lead.label}, ${lead.message.length + lead.projectDetails.length} characters` }));
figures("spam screens with the model over long seeded fuzzed leads mixing every language's words", mixed, 7);

const longest: Lead = {
  email: "pat.lee@gmail.com",
  message: "Please call me after five, the gate code is 1234 and the dog is friendly. ".repeat(80).slice(0, 5000),
  projectDetails: "Two-story house, siding and trim, some peeling. We also want the deck stained and the fence. ".repeat(60).slice(0, 5000),
};
console.log(`the longest lead the form allows, in words (5,000 + 5,000 characters): ${bestOf(15, longest).toFixed(2)} ms`);

// Growth: every pattern the screens ran on the adversarial corpus and every listed one, timed alone on runs of each
// adversarial unit 2,000 and 8,000 characters long. A linear pattern takes about 4x as long on the
// longer run; one that backtracks takes about 16x. The worst ratio is printed (best of nine; times
// under 0.2 ms on the long run are left out as timer noise).
const patterns = new Map<string, RegExp>();
const proto = RegExp.prototype as unknown as Record<PropertyKey, (...args: unknown[]) => unknown>;
const originals = ["test", "exec", Symbol.replace, Symbol.match, Symbol.matchAll, Symbol.split].map((key) => [key, proto[key]!] as const);
for (const [key, original] of originals) {
  proto[key] = function (this: RegExp, ...args: unknown[]) {
    patterns.set(`${this.source}/${this.flags}`, this);
    return original.apply(this, args);
  };
}
const { runOf } = await import("../tests/common/adversarial-leads.ts");
const units = [...new Set(adversarialLeads().map((lead) => lead.message.slice(0, 12)))];
for (const lead of adversarialLeads()) screenLead(lead, SPAM_MODEL);
for (const [key, original] of originals) proto[key] = original;
// And every listed pattern, whether this corpus ran it or not: a pattern is skipped on a text that
// lacks what its matches begin with (common/spam/beginnings.ts), and another text may have it.
const offers = await import("../common/spam/offers.ts");
const requests = await import("../common/spam/requests.ts");
const shared = await import("../common/spam/patterns.ts");
const { PHRASE_PATTERNS } = await import("../common/spam/phrases.ts");
const { LANGUAGE_TERMS } = await import("../common/spam/languages.ts");
for (const pattern of [
  ...[offers.STRONG_PITCH_MARKS, offers.WEAK_PITCH_MARKS, offers.OFFER_FAMILIES, offers.OFFER_HINTS, offers.VENDOR_FRAMING].flat().map(({ pattern }) => pattern),
  offers.SELLS_IT,
  requests.ASKS_FOR_WORK,
  requests.NAMES_PAINT_WORK,
  requests.CUSTOMER_SIGNS,
  ...PHRASE_PATTERNS.map(({ pattern }) => pattern),
  ...LANGUAGE_TERMS.flatMap(({ request, pitch, seller }) => [request, pitch, seller]),
  ...Object.values(shared).filter((value) => value instanceof RegExp),
]) {
  patterns.set(`${pattern.source}/${pattern.flags}`, pattern);
}

function timeAlone(pattern: RegExp, text: string): number {
  const fresh = new RegExp(pattern.source, pattern.flags);
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 9; run += 1) {
    fresh.lastIndex = 0;
    best = Math.min(
      best,
      cpuMs(() => {
        if (fresh.global) for (const match of text.matchAll(fresh)) void match;
        else fresh.exec(text);
      }),
    );
  }
  return best;
}
let worst = { ratio: 0, ms: 0, unit: "", source: "" };
for (const pattern of patterns.values()) {
  for (const unit of units) {
    const short = timeAlone(pattern, runOf(unit, 2000));
    const long = timeAlone(pattern, runOf(unit, 8000));
    const ratio = long / Math.max(short, 0.05);
    if (long > 0.2 && ratio > worst.ratio) worst = { ratio, ms: long, unit, source: pattern.source.slice(0, 60) };
  }
}
console.log(
  `growth of each of the ${patterns.size} patterns the screens run, alone, from 2,000 to 8,000 characters of each adversarial run: ` +
    `worst ${worst.ratio.toFixed(1)}x (linear is about 4x, quadratic 16x): ${worst.ms.toFixed(2)} ms on ${JSON.stringify(worst.unit)} for /${worst.source}/`,
);
console.log(`load average at the end: ${loadAverages()}`);
