/**
 * The spam screens' learned model is the Worker's alone: the browser runs the
 * same rules (to refuse exactly what the Worker refuses) but never the model,
 * so no script or file the site serves carries its weights
 * (common/spam-model-weights.json, about 8,600 of them).
 */
import { readFileSync } from "node:fs";
import { describe, expect, inject, test } from "vitest";
import { listFiles } from "../../scripts/lib/built-site.ts";
import trained from "../../common/spam-model-weights.json" with { type: "json" };

const SITE_DIR = inject("siteDir");

describe("the built site", () => {
  test("serves none of the spam model's weights", () => {
    // Features that are the model's own (word pairs and rule readings), not words any page would write.
    const features = Object.keys(trained.weights).filter((feature) => /^(?:b|r|e):/.test(feature)).slice(0, 50);
    expect(features.length).toBe(50);
    const files = listFiles(SITE_DIR).filter((file) => /\.(?:js|json|html|mjs)$/.test(file));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const found = features.filter((feature) => text.includes(JSON.stringify(feature)));
      expect(found, file).toEqual([]);
      expect(text.includes('"threshold":' + String(trained.threshold)) && text.includes('"bias":'), file).toBe(false);
    }
  });
});
