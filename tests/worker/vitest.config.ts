/**
 * The worker test project: tests run inside workerd with the bindings of
 * wrangler.toml (local D1, KV, simulated send_email), storage isolated per test
 * file. The D1 migrations are the same files wrangler applies; they are read
 * here (in Node) and applied by setup.ts (in workerd).
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("../..", import.meta.url));

// wrangler.toml serves ./dist/client as static assets, and the runtime refuses a
// missing assets directory. The API tests need no pages, so an empty folder is
// enough when the client has not been built yet (dist/ is git-ignored).
mkdirSync(`${root}/dist/client`, { recursive: true });

export default defineConfig(async () => {
  const migrations = await readD1Migrations(`${root}/migrations`);
  return {
    root,
    plugins: [
      cloudflareTest({
        wrangler: { configPath: `${root}/wrangler.toml` },
        miniflare: {
          // Test-only bindings: the migrations for setup.ts, and a fixed hashing secret
          // (.dev.vars may not exist in CI; the secret is never read from it here).
          bindings: {
            TEST_MIGRATIONS: migrations,
            IP_HASH_SECRET: "test-only-ip-hash-secret-0123456789",
            // The development VAPID pair of .dev.vars.example, so pushes are on in the tests.
            VAPID_PUBLIC_KEY: "BIeTJ5RHV3Xvk3Tef8vSoKbrbXq61X6_o2MYZYV8hTqtbKXzCKp8NDt6nKVpbiKhXaHDxkucdziKLDzk3VN8k1s",
            VAPID_PRIVATE_KEY: "SO3Um_pqCzI2V7yAKrLQYWDldz1rE9bivNo7Djmk_2U",
            // Customer mail on (as under npm start) and a fixed booking-link secret.
            CUSTOMER_MAIL: "on",
            CUSTOMER_MAIL_FROM: "website@peachtreebrushpainting.com",
            BOOKING_TOKEN_SECRET: "test-only-booking-token-secret-0123456789",
          },
        },
      }),
    ],
    // As wrangler.toml [alias]: the inbox's first-view renderer, with React as Preact.
    resolve: {
      alias: [
        { find: /^inbox-first-view$/, replacement: `${root}/client/admin/first-view/server.ts` },
        // The same as vite.admin.config.ts's INBOX_REACT_ALIASES.
        { find: /^react$/, replacement: "preact/compat" },
        { find: /^react-dom$/, replacement: "preact/compat" },
        { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
        // Vite compiles JSX for development here.
        { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
        { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
        { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
      ],
    },
    test: {
      name: "worker",
      include: ["tests/worker/**/*.test.ts", "tests/common/**/*.test.ts"],
      setupFiles: ["tests/worker/setup.ts"],
    },
  };
});
