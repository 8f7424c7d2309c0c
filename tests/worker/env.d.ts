import type { D1Migration } from "cloudflare:test";

// The Worker's own bindings come from worker-configuration.d.ts (`npm run types`);
// this adds what only the test runner provides.
declare global {
  namespace Cloudflare {
    interface Env {
      /** Added by tests/worker/vitest.config.ts for setup.ts. */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
