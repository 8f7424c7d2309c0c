/**
 * `npm run spam:train`: trains the spam screens' model on the tuning part of
 * the labelled table (tests/common/spam-cases/tuning-*.json), chooses its threshold by
 * cross-validation, and writes common/spam-model-weights.json. Run it after
 * adding cases to the tuning part (the owner's verdicts from
 * `npm run spam:report`, or a held-out round once it has been judged), then
 * `npx vitest run --project worker tests/common` for the held-out figures.
 * The held-out part is never read here.
 */
import { writeFileSync } from "node:fs";
import { register } from "node:module";
import { fileURLToPath } from "node:url";

// common/ imports without file extensions, as the bundler resolves them; Node needs the hook.
register("./lib/resolve-ts.mjs", import.meta.url);
const { TUNING_JUNK, TUNING_REAL } = await import("../tests/common/spam-cases.ts");
const { formatSpamModel, trainSpamModel } = await import("./lib/spam-model-train.ts");

const { model, crossValidation } = trainSpamModel(TUNING_REAL, TUNING_JUNK);
const target = fileURLToPath(new URL("../common/spam-model-weights.json", import.meta.url));
writeFileSync(target, formatSpamModel(model, crossValidation));
const { realHeld, real, junkStopped, junk, threshold } = crossValidation;
console.log(`Wrote common/spam-model-weights.json: ${Object.keys(model.weights).length} weights, threshold ${threshold}.`);
console.log(
  `Cross-validation on the tuning part: ${realHeld}/${real} real customers held (${((100 * realHeld) / real).toFixed(1)}%), ` +
    `${junkStopped}/${junk} junk refused or held (${((100 * junkStopped) / junk).toFixed(1)}%).`,
);
