/**
 * `npm run screens:verdicts -- record <file>` / `compare <file>`: every outcome
 * the spam screens give, written down before a change that must not alter
 * any (a speed refactor) and compared after it.
 *
 * For each lead it keeps the verdict with the model (outcome, reason, refusal
 * code and field, which holds the model's rounded probability), the verdict
 * without it (the browser's), the model's exact probability and a digest of
 * its features in order, and what `readLanguages` reads in each text. The
 * leads: every case of the labelled table (`tests/common/spam-cases/*.json`),
 * the adversarial corpus, and seeded fuzzed leads (`tests/common/fuzzed-leads.ts`:
 * mixed scripts, punctuation runs, the languages' own words and the listed
 * phrases spliced into random text). `compare` prints each lead that differs
 * and exits 1 if any does.
 *
 * A snapshot is of one version of the words and weights: it says nothing once
 * those change (another branch's new words), so it is a file of the moment,
 * not a test fixture.
 */
import { register } from "node:module";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";

register("./lib/resolve-ts.mjs", import.meta.url);
const { SPAM_MODEL } = await import("../common/spam-model-trained.ts");
const { screenLead, leadModelFeatures, foldForScreening } = await import("../common/spam/index.ts");
const { readLanguages } = await import("../common/spam/languages.ts");
const { spamModelProbability } = await import("../common/spam-model.ts");
const { TUNING_JUNK, TUNING_REAL, casesOf } = await import("../tests/common/spam-cases.ts");
const { HELD_OUT_JUNK, HELD_OUT_REAL } = await import("../tests/common/spam-cases-held-out.ts");
const { adversarialLeads } = await import("../tests/common/adversarial-leads.ts");
const { fuzzedLeads } = await import("../tests/common/fuzzed-leads.ts");

const [command, file, count = "6000"] = process.argv.slice(2);
if ((command !== "record" && command !== "compare") || !file) {
  console.error("usage: npm run screens:verdicts -- record|compare <file> [fuzzed lead count]");
  process.exit(2);
}

type Lead = { label?: string; email: string; message?: string; projectDetails?: string };
const leads: Lead[] = [
  ...casesOf([...TUNING_REAL, ...TUNING_JUNK, ...HELD_OUT_REAL, ...HELD_OUT_JUNK]),
  ...adversarialLeads(),
  ...fuzzedLeads(Number(count)),
];

const digest = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16);

function outcomes(lead: Lead) {
  const features = leadModelFeatures(lead);
  return {
    lead: digest([lead.email, lead.message, lead.projectDetails]),
    label: lead.label ?? "",
    withModel: screenLead(lead, SPAM_MODEL),
    withoutModel: screenLead(lead),
    probability: spamModelProbability(SPAM_MODEL, features),
    features: digest(features),
    languages: [lead.message ?? "", lead.projectDetails ?? ""].map((text) => readLanguages(foldForScreening(text))),
  };
}

const started = performance.now();
const now = leads.map(outcomes);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (command === "record") {
  writeFileSync(file, now.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
  console.log(`recorded the outcomes of ${now.length} leads in ${file} (${seconds} s)`);
} else {
  const before = readFileSync(file, "utf8").trim().split("\n").map((line) => JSON.parse(line) as ReturnType<typeof outcomes>);
  let differences = 0;
  if (before.length !== now.length) {
    console.log(`${before.length} leads recorded, ${now.length} now`);
    differences += 1;
  }
  for (let at = 0; at < Math.min(before.length, now.length); at += 1) {
    const was = JSON.stringify(before[at]);
    const is = JSON.stringify(now[at]);
    if (was !== is) {
      differences += 1;
      if (differences <= 20) console.log(`lead ${at} (${now[at]!.label}):\n  was ${was.slice(0, 600)}\n  now ${is.slice(0, 600)}`);
    }
  }
  const kinds = (outcome: string) => now.filter(({ withModel }) => withModel.outcome === outcome).length;
  console.log(
    `${now.length} leads compared (${seconds} s): ${differences} differences; ` +
      `now ${kinds("accept")} accepted, ${kinds("flag")} flagged, ${kinds("hold")} held, ${kinds("refuse")} refused`,
  );
  process.exit(differences === 0 ? 0 : 1);
}
