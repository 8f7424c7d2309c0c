import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

/** The repository's own scripts, run in Node as an owner or CI would run them (no server, no browser). */
export default defineProject({
  root: fileURLToPath(new URL("../../", import.meta.url)),
  test: {
    name: "tooling",
    environment: "node",
    include: ["tests/tooling/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
