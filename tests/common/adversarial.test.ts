/**
 * The screens on input built to slow them down (`adversarial-leads.ts`: runs
 * of each punctuation character, digits, spaces, alternations of them and each
 * pattern's near-misses, at the form's maximum lengths). What they decide for
 * each is asserted here; the CPU they take is printed by `npm run bench:screens`
 * (a test never fails on timing). Every pattern is written to be linear in its
 * input (see `common/spam/patterns.ts`), so these leads cost what an ordinary
 * lead of the same length costs.
 */
import { describe, expect, it } from "vitest";
import { screenLead } from "../../common";
import { SPAM_MODEL } from "../../common/spam-model-trained";
import { FIELD_LIMITS } from "../../common/lead-fields";
import { adversarialLeads, runOf } from "./adversarial-leads";

const leads = adversarialLeads();
const screened = leads.map((lead) => ({ lead, result: screenLead(lead, SPAM_MODEL), rules: screenLead(lead) }));

describe("the screens on adversarial input at the form's maximum lengths", () => {
  it("builds the corpus at the longest lengths the form allows", () => {
    expect(leads.length).toBeGreaterThan(150);
    for (const lead of leads.filter(({ label }) => !label.startsWith("an address"))) {
      expect(lead.message).toHaveLength(FIELD_LIMITS.message);
      expect(lead.projectDetails).toHaveLength(FIELD_LIMITS.projectDetails);
    }
    for (const lead of leads.filter(({ label }) => label.startsWith("an address"))) {
      expect(lead.email.length).toBeLessThanOrEqual(FIELD_LIMITS.email);
      expect(lead.email.length).toBeGreaterThan(200);
    }
  });

  it("lets blank texts through to the form's own checks: whitespace alone says nothing either way", () => {
    for (const char of [" ", "\t", "\n"]) {
      const { result } = screened.find(({ lead }) => lead.label === `a run of ${JSON.stringify(char)}`)!;
      expect(result.outcome).toBe("accept");
    }
  });

  it("holds every text with no word and no phone number, with and without the model", () => {
    const wordless = screened.filter(({ lead }) => /\S/.test(lead.message) && !/\p{L}/u.test(lead.message) && !/\d{3}.{0,2}\d{3}.{0,2}\d{4}/.test(lead.message));
    expect(wordless.length).toBeGreaterThan(40);
    for (const { lead, result, rules } of wordless) {
      expect(result.outcome, lead.label).toBe("hold");
      expect(rules.outcome, lead.label).toBe("hold");
      expect(result.reason, lead.label).toContain("Message has no words");
    }
  });

  it("refuses none of the texts (no listed thing is sold in them), and only the addresses made of test words or a keyboard run", () => {
    const refused = screened.filter(({ result }) => result.outcome === "refuse").map(({ lead }) => lead.label);
    // "mememe..." is glue alone, no test word: a name like "meme.jones@" is not refused for it.
    expect(refused.sort()).toEqual(['an address of "hjkl" runs', 'an address of "test" runs']);
    // The browser (rules only) refuses exactly what the Worker refuses.
    expect(screened.filter(({ rules }) => rules.outcome === "refuse").map(({ lead }) => lead.label).sort()).toEqual(refused);
  });

  it("holds a listed word spelled out or in leetspeak however long the run, and names it where it stands alone", () => {
    for (const unit of ["s.e.o ", "s e o ", "5e0 "]) {
      const { result } = screened.find(({ lead }) => lead.label === `${JSON.stringify(unit)} repeated`)!;
      expect(result.outcome, unit).toBe("hold");
    }
    // "5e0 5e0 ..." is the word SEO again and again; "s e o s e o ..." is one run of single letters, read as one word.
    expect(screened.find(({ lead }) => lead.label === '"5e0 " repeated')!.result.reason).toContain('"SEO"');
  });

  it("still reads a request for painting at the end of a long run of near-misses", () => {
    for (const unit of ["404-555-", "50 % ", "www.", "a-b-c-", "improve a ", "1 "]) {
      const padding = runOf(unit, FIELD_LIMITS.message - 80);
      const result = screenLead({ email: "pat.lee@gmail.com", message: `${padding} Please repaint our living room, call me at 404-555-0142.` }, SPAM_MODEL);
      expect(result.outcome, unit).not.toBe("refuse");
      // The same request alone is accepted; the padding may hold it, never refuse it.
      expect(screenLead({ email: "pat.lee@gmail.com", message: "Please repaint our living room, call me at 404-555-0142." }, SPAM_MODEL).outcome).toBe("accept");
    }
  });
});
