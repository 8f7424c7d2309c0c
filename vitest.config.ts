import { defineConfig } from "vitest/config";

// One entry per test project; run one with `npx vitest run --project <name>`.
export default defineConfig({
  test: {
    projects: ["tests/worker/vitest.config.ts", "tests/browser/vitest.config.ts", "tests/quality/vitest.config.ts", "tests/tooling/vitest.config.ts"],
  },
});
