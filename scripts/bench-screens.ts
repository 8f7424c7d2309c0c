/**
 * `npm run bench:screens`: the CPU time the spam screens take per lead in the
 * Worker (the rules and the learned model together), to compare with the
 * Workers Free plan's 10 ms of CPU per invocation. It runs `screenLead` with
 * the model, as the Worker does, in Node 22 (the V8 workerd embeds) over every
 * case of the labelled table's held-out part, over the longest lead the form
 * allows in words (5,000 characters of message and 5,000 of project details),
 * and over the adversarial corpus (`tests/common/adversarial-leads.ts`: runs of
 * punctuation, digits, spaces and each pattern's near-misses at the form's
 * maximum lengths), printing median, p99 and worst for each.
 * Each lead is timed five times (fifteen for the few long ones) after a
 * warm-up and its best time kept, so the figures are the screens' own cost,
 * not the machine's other work; on a machine shared with other work the worst
 * figures still vary from run to run.
 * Printed, never asserted.
 */
import { register } from "node:module";

// common/ imports without file extensions, as the bundler resolves them; Node needs the hook.
register("./lib/resolve-ts.mjs", import.meta.url);
const { SPAM_MODEL } = await import("../common/spam-model-trained.ts");
const { screenLead } = await import("../common/spam/index.ts");
const { HELD_OUT_JUNK, HELD_OUT_REAL } = await import("../tests/common/spam-cases-held-out.ts");
const { adversarialLeads } = await import("../tests/common/adversarial-leads.ts");

type Lead = Parameters<typeof screenLead>[0];

function bestOf(runs: number, lead: Lead): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    screenLead(lead, SPAM_MODEL);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

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

const longest: Lead = {
  email: "pat.lee@gmail.com",
  message: "Please call me after five, the gate code is 1234 and the dog is friendly. ".repeat(80).slice(0, 5000),
  projectDetails: "Two-story house, siding and trim, some peeling. We also want the deck stained and the fence. ".repeat(60).slice(0, 5000),
};
console.log(`the longest lead the form allows, in words (5,000 + 5,000 characters): ${bestOf(15, longest).toFixed(2)} ms`);
