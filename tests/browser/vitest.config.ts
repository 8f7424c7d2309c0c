import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

/**
 * End-to-end tests in a real Chromium against `wrangler dev` (the real Worker,
 * local D1/KV, simulated mail). One browser per file and files one at a time:
 * the machines have two cores.
 */
export default defineProject({
  root: fileURLToPath(new URL("../../", import.meta.url)),
  test: {
    name: "browser",
    environment: "node",
    include: ["tests/browser/**/*.test.ts"],
    globalSetup: ["tests/browser/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
