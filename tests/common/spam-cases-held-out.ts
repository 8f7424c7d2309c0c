/**
 * The held-out part of the spam screens' labelled table: the cases the
 * screens are judged on, never the ones they are tuned on.
 *
 * Written in rounds, each before the rules it judges and without running the
 * screens on it:
 * - the first groups, in one sitting before the screens were reworked to judge
 *   intent (six more, three real and three junk, before the rules met a
 *   second table);
 * - round three, by another engineer who never saw the rules, after the rule
 *   for vendors' ways of writing was frozen. Judged once, it showed the rule
 *   caught only half the pitch families no list names, so it moved to the
 *   tuning part (its first figures are in that commit's message);
 * - round four, by another engineer who never saw the rules or the other
 *   rounds, after the rules learned from round three were frozen. Judged
 *   once, it caught 55% of its junk: patterns of how vendors write did not
 *   reach pitch families they were not written from. It moved to the tuning
 *   part too, and the screens changed their default (see `screenLead`);
 * - round five, by two more engineers, each alone, who never saw the rules or
 *   the other rounds. Judged once with that default: 1.5% of its customers
 *   held, none refused, 87.6% of its junk stopped. Moved to the tuning part;
 * - round six, by three more engineers, each alone, who never saw the rules
 *   or the other rounds. Judged once: 1.9% of its customers held, none
 *   refused, 80.6% of its junk stopped. Hand-written signs had reached what
 *   they could; moved to the tuning part, which now trains a model;
 * - round seven, by four more engineers, each alone, who never saw the rules,
 *   the model or the other rounds. Judged once: 1.4% of its customers held,
 *   none refused, 87.6% of its junk stopped. Moved to the tuning part;
 * - round eight, by six more engineers, each alone, who never saw the rules,
 *   the model or the other rounds. Judged once: 1.9% of its customers held,
 *   none refused, 90.7% of its junk stopped. Moved to the tuning part;
 * - round nine (marked below), by eight more engineers, each alone, who never
 *   saw the rules, the model or the other rounds; committed before the
 *   screens first ran on it.
 *
 * No rule is ever changed because of a case here: the test prints these
 * figures and judges the screens by them alone (0 real customers refused, at
 * least 95% of junk refused or held, at most 3% of real customers held). A
 * rule tuned until these pass would be judged on the examples it was fitted
 * to, which says nothing about the next lead. If a case here shows a defect,
 * move it to the tuning part (`spam-cases/tuning-*.json`), fix the rule there, and write
 * a new, unseen case here in its place, saying so in the commit.
 *
 * Its categories, like the tuning part's, each say why their cases are real
 * or junk and what makes them hard for a screen. The labels are the authors'
 * own: a case they judged junk stays junk even where a screen could not know
 * (a scam that reads like a job).
 *
 * The cases are data: `spam-cases/held-out-real.json` and `held-out-junk.json`,
 * one category a block and one case a line; a round's first group says so in
 * its `round`.
 */
import type { CaseGroup } from "./spam-cases";
import heldOutJunk from "./spam-cases/held-out-junk.json" with { type: "json" };
import heldOutReal from "./spam-cases/held-out-real.json" with { type: "json" };

export const HELD_OUT_REAL: readonly CaseGroup[] = heldOutReal;
export const HELD_OUT_JUNK: readonly CaseGroup[] = heldOutJunk;
