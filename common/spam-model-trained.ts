/**
 * The trained spam model the Worker screens with: its weights are data
 * (`spam-model-weights.json`, written by `npm run spam:train`), imported as
 * JSON, which the Worker's bundler and Node both read natively. Only the
 * Worker, the tests and the scripts import this; the browser bundle never
 * does, so the lead form downloads no weights.
 */
import trained from "./spam-model-weights.json" with { type: "json" };
import type { SpamModel } from "./spam-model";

export const SPAM_MODEL: SpamModel = {
  bias: trained.bias,
  threshold: trained.threshold,
  languageThreshold: trained.languageThreshold,
  weights: trained.weights,
};
