// Runs in workerd before each test file. Setup files run outside the per-file
// storage isolation and may run more than once; applyD1Migrations skips the
// migrations already applied, so this is safe.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
