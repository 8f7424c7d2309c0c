/**
 * `npm run spam:rounds`: the other languages' figures on text the model never
 * learned from. For each other-language round of the tuning part, a model is
 * trained (threshold chosen by cross-validation, as `npm run spam:train` does)
 * on the tuning part without that round, and the round is judged by the rules
 * and that model, per language (see scripts/lib/spam-language-rounds.ts for
 * what this does and does not estimate). `-- --misses` lists what each got
 * wrong. `-- --judge real.json junk.json` instead judges a new round, in the
 * table's group format, with the committed model before it joins the table:
 * its first reading. `-- --without "Tuning set nineteen"` leaves that round out
 * of every model's training and of the rounds judged (what the others' figures
 * were before it joined). `-- --only "Round sixteen"` judges only that round
 * (the option repeats). Trains once a round: about a minute each.
 * The held-out part is never read here.
 */
import { readFileSync } from "node:fs";
import { register } from "node:module";

// common/ imports without file extensions, as the bundler resolves them; Node needs the hook.
register("./lib/resolve-ts.mjs", import.meta.url);
const { TUNING_JUNK, TUNING_REAL } = await import("../tests/common/spam-cases.ts");
const { SPAM_MODEL } = await import("../common/spam-model-trained.ts");
const { formatLanguageFigures, judgeByLanguage, languageRounds, leaveRoundOut } = await import("./lib/spam-language-rounds.ts");

const args = process.argv.slice(2);
const misses = args.includes("--misses");
const valuesOf = (option: string) => args.flatMap((arg, index) => (args[index - 1] === option ? [arg] : []));
const without = valuesOf("--without");
const only = valuesOf("--only");
const judgeAt = args.indexOf("--judge");
if (judgeAt >= 0) {
  const [realFile, junkFile] = [args[judgeAt + 1], args[judgeAt + 2]];
  if (!realFile || !junkFile) {
    console.error("--judge takes two files: the customers' groups and the pitches' groups (JSON, the table's format).");
    process.exit(2);
  }
  const figures = judgeByLanguage(JSON.parse(readFileSync(realFile, "utf8")), JSON.parse(readFileSync(junkFile, "utf8")), SPAM_MODEL);
  console.log(`${realFile} and ${junkFile}, judged by the rules and the committed model (threshold ${SPAM_MODEL.threshold}):`);
  console.log(formatLanguageFigures(figures, misses).join("\n"));
} else {
  const rounds = languageRounds(TUNING_REAL, TUNING_JUNK);
  const unknown = [...without, ...only].filter((round) => !rounds.includes(round));
  if (unknown.length) {
    console.error(`No such round: ${unknown.join(", ")}. The rounds: ${rounds.join(", ")}.`);
    process.exit(2);
  }
  for (const round of rounds.filter((round) => !without.includes(round) && (!only.length || only.includes(round)))) {
    const { threshold, languageThreshold, figures } = leaveRoundOut(TUNING_REAL, TUNING_JUNK, round, without);
    console.log(`${round}, judged by the rules and a model trained without it (threshold ${threshold}, other languages ${languageThreshold}):`);
    console.log(formatLanguageFigures(figures, misses).join("\n"));
  }
}
