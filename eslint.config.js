// ESLint for the whole repository: `npm run lint` (part of `npm test`).
// Syntax-level typescript-eslint rules only: the type-aware set would type-check
// every file a second time on each run, and `tsc -b` (also in `npm test`) does that.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["dist/", "node_modules/", ".wrangler/", ".cache/", "bench-results/", "test-results/", "worker-configuration.d.ts"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // An unused name is dead code; a leading underscore marks one kept on purpose
      // (a parameter a signature requires, a rest sibling that drops a key).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // Types only for side effects (`import "./x.ts"`) are rare; type imports keep bundles honest.
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
    },
  },
  // The browser: React components and the scripts they load.
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // The Worker runs in workerd: Service Worker globals (fetch, caches, crypto), no DOM.
  {
    files: ["worker/**/*.ts", "tests/worker/**/*.ts"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // Code both sides import: only what the browser and workerd share.
  {
    files: ["common/**/*.ts", "tests/common/**/*.ts"],
    languageOptions: { globals: { ...globals["shared-node-browser"] } },
  },
  // Tests read D1 rows and JSON answers whose shape the next assertion checks;
  // typing each one would restate the schema without catching anything more.
  {
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  // Build scripts, tooling and the Node-side tests (which also drive a browser page).
  {
    files: ["scripts/**/*.ts", "tests/browser/**/*.ts", "tests/quality/**/*.ts", "tests/tooling/**/*.ts", "*.config.{ts,js}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // Deliberate React patterns the hooks rules cannot tell from mistakes:
  // - the lead form keeps its latest mode in a ref for the lazily loaded engine, and
  //   warms that engine once on mount.
  {
    files: ["client/components/lead-form.tsx"],
    rules: {
      "react-hooks/refs": "off",
      "react-hooks/exhaustive-deps": "off",
    },
  },
);
