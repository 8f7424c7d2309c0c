// How well the spam screens read the other languages on text they never
// learned from, estimated from the tuning part itself: leave one round out.
// Each other-language round of the tuning part (groups tagged with a
// `language`, the first of a round carrying its `round` note) is judged by the
// rules and by a model trained, threshold and all, on the tuning part without
// that round, so the figures are what a new blind round of the same kind would
// likely show. The rules themselves (`common/spam/languages.ts`) were written
// having read every round of the tuning part: for them the figure is a fit,
// only the model's share is judged unseen.
import { type ScreenResult, screenLead } from "../../common/spam/index.ts";
import type { SpamModel } from "../../common/spam-model.ts";
import { type LabelledCase, type LabelledGroup, trainSpamModel } from "./spam-model-train.ts";

/** A group of the table as the rounds read it: its language, and the round note of its round's first group. */
export interface RoundGroup extends LabelledGroup {
  language?: string;
  round?: string;
}

/**
 * The round each other-language group belongs to, by its note's first words, up
 * to the first comma or colon ("Round twelve", "Tuning set nineteen"): a group
 * with a `round` note starts a round, and the groups with a `language` that
 * follow it belong to it. English groups belong to none.
 */
export function roundOfEachGroup(groups: readonly RoundGroup[]): (string | null)[] {
  let current: string | null = null;
  return groups.map((group) => {
    if (group.round) current = group.language ? group.round.split(/[,:]/)[0]!.trim() : null;
    return group.language ? current : null;
  });
}

/** The other-language rounds of the tuning part, in order. */
export function languageRounds(real: readonly RoundGroup[], junk: readonly RoundGroup[]): string[] {
  return [...new Set([...roundOfEachGroup(real), ...roundOfEachGroup(junk)].filter((round): round is string => round !== null))];
}

export function withoutRound(groups: readonly RoundGroup[], round: string): RoundGroup[] {
  const rounds = roundOfEachGroup(groups);
  return groups.filter((_, index) => rounds[index] !== round);
}

function ofRound(groups: readonly RoundGroup[], round: string): RoundGroup[] {
  const rounds = roundOfEachGroup(groups);
  return groups.filter((_, index) => rounds[index] === round);
}

export interface LanguageFigures {
  language: string;
  real: number;
  realRefused: number;
  realHeld: number;
  junk: number;
  junkStopped: number;
  /** The labels of the customers held or refused and of the pitches let through, to read why. */
  misses: string[];
}

function stopped(result: ScreenResult): boolean {
  return result.outcome === "hold" || result.outcome === "refuse";
}

/** Each language's figures for some groups, as the Worker screens them with `model`. */
export function judgeByLanguage(real: readonly RoundGroup[], junk: readonly RoundGroup[], model: SpamModel): LanguageFigures[] {
  const languages = [...new Set([...real, ...junk].map((group) => group.language ?? "English and mixed"))];
  const screen = (lead: LabelledCase) => screenLead({ email: lead.email, message: lead.message, projectDetails: lead.projectDetails }, model);
  return languages.map((language) => {
    const cases = (groups: readonly RoundGroup[]) =>
      groups.filter((group) => (group.language ?? "English and mixed") === language).flatMap((group) => group.cases);
    const realResults = cases(real).map((lead) => ({ lead, result: screen(lead) }));
    const junkResults = cases(junk).map((lead) => ({ lead, result: screen(lead) }));
    return {
      language,
      real: realResults.length,
      realRefused: realResults.filter(({ result }) => result.outcome === "refuse").length,
      realHeld: realResults.filter(({ result }) => result.outcome === "hold").length,
      junk: junkResults.length,
      junkStopped: junkResults.filter(({ result }) => stopped(result)).length,
      misses: [
        ...realResults.filter(({ result }) => stopped(result)).map(({ lead, result }) => `customer ${result.outcome}: "${lead.label}" (${result.reason})`),
        ...junkResults.filter(({ result }) => !stopped(result)).map(({ lead, result }) => `pitch ${result.outcome}: "${lead.label}"`),
      ],
    };
  });
}

export interface LeftOut {
  round: string;
  /** The thresholds cross-validation chose for the model trained without the round: English, and the other languages'. */
  threshold: number;
  languageThreshold?: number;
  figures: LanguageFigures[];
}

/**
 * One round judged by the rules and a model trained on the rest of the tuning
 * part, less the rounds in `alsoLeftOut` (to measure what a round adds to the
 * others' figures by training without it too).
 */
export function leaveRoundOut(real: readonly RoundGroup[], junk: readonly RoundGroup[], round: string, alsoLeftOut: readonly string[] = []): LeftOut {
  const trainedOn = (groups: readonly RoundGroup[]) => [round, ...alsoLeftOut].reduce<RoundGroup[]>((kept, left) => withoutRound(kept, left), [...groups]);
  const { model } = trainSpamModel(trainedOn(real), trainedOn(junk));
  return { round, threshold: model.threshold, languageThreshold: model.languageThreshold, figures: judgeByLanguage(ofRound(real, round), ofRound(junk, round), model) };
}

/** Figures as lines: one a language, then the total, then (with `misses`) what each missed. */
export function formatLanguageFigures(figures: readonly LanguageFigures[], misses = false): string[] {
  const total = figures.reduce(
    (sum, entry) => ({
      ...sum,
      real: sum.real + entry.real,
      realRefused: sum.realRefused + entry.realRefused,
      realHeld: sum.realHeld + entry.realHeld,
      junk: sum.junk + entry.junk,
      junkStopped: sum.junkStopped + entry.junkStopped,
    }),
    { language: "all", real: 0, realRefused: 0, realHeld: 0, junk: 0, junkStopped: 0, misses: [] as string[] },
  );
  const percent = (part: number, whole: number) => (whole ? ` (${((100 * part) / whole).toFixed(1)}%)` : "");
  return [...figures, total].flatMap((entry) => [
    `  ${entry.language}: customers refused ${entry.realRefused}/${entry.real}, held ${entry.realHeld}/${entry.real}${percent(entry.realHeld, entry.real)}; ` +
      `pitches stopped ${entry.junkStopped}/${entry.junk}${percent(entry.junkStopped, entry.junk)}`,
    ...(misses ? entry.misses.map((miss) => `      ${miss}`) : []),
  ]);
}
