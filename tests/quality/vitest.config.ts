import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

/**
 * Checks that cannot drift: axe on every route at two widths, the W3C HTML
 * checker over every prerendered file, internal links and anchors, and the
 * JS/CSS size budget. Shares the browser project's `wrangler dev` (the
 * globalSetup starts one server for both projects).
 */
export default defineProject({
  root: fileURLToPath(new URL("../../", import.meta.url)),
  test: {
    name: "quality",
    environment: "node",
    include: ["tests/quality/**/*.test.ts"],
    globalSetup: ["tests/browser/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
