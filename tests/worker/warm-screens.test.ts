/**
 * The screens' warm-up at the Worker's start (worker/leads/warm-screens.ts) runs
 * each sample lead through the whole of the screens: the customers in every
 * language the screens read are accepted (so the request and language paths
 * run to the end), and the pitch is refused for what it says, not stopped at
 * its address (so the rules and the model read its text).
 */
import { describe, expect, it } from "vitest";
import { screenLead, type LeadScreenInput } from "../../common/spam";
import { SPAM_MODEL } from "../../common/spam-model-trained";
import { warmScreens } from "../../worker/leads/warm-screens";
import warmUpLeads from "../../worker/leads/warm-up-leads.json" with { type: "json" };

const samples = warmUpLeads as LeadScreenInput[];

describe("the screens' warm-up", () => {
  it("runs at start-up without a fault, and its samples read as what they are", () => {
    expect(() => warmScreens()).not.toThrow();
    const outcomes = samples.map((lead) => ({ email: lead.email, result: screenLead(lead, SPAM_MODEL) }));
    const pitches = outcomes.filter(({ result }) => result.outcome === "refuse");
    expect(pitches.map(({ email }) => email)).toEqual(["growth@rank-agency.io"]);
    expect(pitches[0]!.result).toMatchObject({ code: "blocked_content" });
    for (const { email, result } of outcomes.filter(({ result }) => result.outcome !== "refuse")) {
      expect({ email, outcome: result.outcome }).toEqual({ email, outcome: "accept" });
    }
    // One sample in English and one in each other language the screens read.
    expect(samples.length).toBe(7);
  });
});
