import { describe, expect, it } from "vitest";
import { SPAM_MODEL } from "../../common/spam-model-weights.ts";
import { formatSpamModel, trainSpamModel } from "../../scripts/lib/spam-model-train.ts";
import { TUNING_JUNK, TUNING_REAL, casesOf } from "../common/spam-cases.ts";

describe("npm run spam:train", () => {
  it("the committed model is what training on the tuning part gives (nobody edits weights by hand)", () => {
    const { model, crossValidation } = trainSpamModel(casesOf(TUNING_REAL), casesOf(TUNING_JUNK));
    console.log(
      `Spam model: ${Object.keys(model.weights).length} weights, threshold ${model.threshold}; cross-validation on the tuning part: ` +
        `${crossValidation.realHeld}/${crossValidation.real} real held, ${crossValidation.junkStopped}/${crossValidation.junk} junk stopped`,
    );
    expect(model.threshold, "run `npm run spam:train` and commit common/spam-model-weights.ts").toBe(SPAM_MODEL.threshold);
    expect(model.bias).toBe(SPAM_MODEL.bias);
    expect(model.weights).toEqual(SPAM_MODEL.weights);
    expect(formatSpamModel(model, crossValidation)).toContain(`threshold: ${SPAM_MODEL.threshold},`);
  });

  it("holds at most 1.5% of real customers in cross-validation, by construction of the threshold", () => {
    const { crossValidation } = trainSpamModel(casesOf(TUNING_REAL), casesOf(TUNING_JUNK));
    expect(crossValidation.realHeld / crossValidation.real).toBeLessThanOrEqual(0.015);
  });
});
