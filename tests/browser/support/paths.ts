import { fileURLToPath } from "node:url";
import { join } from "node:path";

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const DIST_CLIENT = join(REPO_ROOT, "dist", "client");
/**
 * The built site as it was when the run started: wrangler dev serves this copy
 * (same [assets] rules, `--assets` only swaps the directory) and the quality
 * checks read it, so a rebuild of dist/client during a run (wrangler dev
 * reloads and can crash on half-written files) cannot change what is tested.
 */
export const SITE_DIR = join(REPO_ROOT, ".wrangler", "test-site");
/** A fresh wrangler state (D1, KV) per test run, apart from the developer's own .wrangler/state. */
export const TEST_STATE_DIR = join(REPO_ROOT, ".wrangler", "test-state");
/** Where wrangler's local send_email simulation writes messages (one folder per wrangler session). */
export const EMAIL_TMP_DIR = join(REPO_ROOT, ".wrangler", "tmp", "email");
export const TEST_RESULTS_DIR = join(REPO_ROOT, "test-results");
export const WRANGLER_LOG = join(TEST_RESULTS_DIR, "wrangler-dev.log");

/** Wrangler with no network: no metrics, no fetch of request.cf (a fixed placeholder geo is used). */
export const WRANGLER_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  CI: "1",
  NO_COLOR: "1",
  FORCE_COLOR: "0",
};
