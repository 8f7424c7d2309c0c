/**
 * The tuning part of the spam screens' labelled table: leads real customers of
 * a North Metro Atlanta painter send, and the junk the site gets, in
 * categories, each saying why its cases are real or junk and what makes them
 * hard for a screen. Real customers come from the area's communities (Korean
 * in Duluth and Johns Creek, Indian, Chinese, Vietnamese, Hispanic, Nigerian,
 * Eastern European), write from employers' domains and role accounts, run
 * businesses the screens' words describe (a marketing agency, a web design
 * studio, an SEO consultancy) and mention things like home automation or
 * ChatGPT. Junk is what vendors and bots really send, with their evasions.
 *
 * The rules are written from this part; `spam-cases-held-out.ts` judges them.
 * A real customer may be flagged (the owner still gets the lead), never refused.
 * The owner's verdicts arrive here as groups from `npm run spam:report`.
 *
 * The cases are data: `spam-cases/tuning-real.json` and `tuning-junk.json`,
 * one category a block and one case a line, so a diff shows exactly which
 * cases changed. A group's optional `round` says where it came from (a
 * held-out round moved here once judged).
 */
import tuningJunk from "./spam-cases/tuning-junk.json" with { type: "json" };
import tuningReal from "./spam-cases/tuning-real.json" with { type: "json" };

export interface ScreenCase {
  /** What the case is, in a line. */
  label: string;
  email: string;
  /** The contact form's message. */
  message?: string;
  /** The quote form's project details. */
  projectDetails?: string;
}

/** A category of the table: its cases and why they are real customers (or junk) and hard to tell. */
export interface CaseGroup {
  category: string;
  why: string;
  /** Where the group came from, when it was a held-out round first. */
  round?: string;
  /** The language its cases are written in, when not English: the test prints figures per language. */
  language?: string;
  cases: readonly ScreenCase[];
}

/** Every case of some groups, in order. */
export function casesOf(groups: readonly CaseGroup[]): ScreenCase[] {
  return groups.flatMap((group) => group.cases);
}

export const TUNING_REAL: readonly CaseGroup[] = tuningReal;
export const TUNING_JUNK: readonly CaseGroup[] = tuningJunk;
