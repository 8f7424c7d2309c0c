/**
 * The spam screens made ready when the Worker starts, not by the first lead.
 *
 * A fresh isolate's first lead would otherwise pay for building the other
 * languages' word scanner (20-30 ms of CPU), V8 compiling the screens' code
 * and each regular expression at first use, and the model's first look-ups:
 * 45-75 ms, several times the Free plan's 10 ms of CPU a request. Work done at
 * start-up counts against the start-up limit (1 s) instead, and the platform
 * often starts an isolate while the visitor's connection is still being set
 * up. A handful of short sample leads (`warm-up-leads.json`: a customer and a
 * pitch in English, a request in each other language the screens read) runs
 * every path once; the screens keep no state from a lead, so what they decide
 * afterwards is unchanged. The verdicts of the samples are thrown away.
 */
import { SPAM_MODEL } from "../../common/spam-model-trained";
import { screenLead, type LeadScreenInput } from "../../common/spam";
import { prepareLanguageScanner } from "../../common/spam/languages";
import warmUpLeads from "./warm-up-leads.json" with { type: "json" };

export function warmScreens(): void {
  prepareLanguageScanner();
  for (const lead of warmUpLeads as LeadScreenInput[]) screenLead(lead, SPAM_MODEL);
}
