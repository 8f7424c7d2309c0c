import { fileURLToPath } from "node:url";
import { join } from "node:path";

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const DIST_CLIENT = join(REPO_ROOT, "dist", "client");
export const TEST_RESULTS_DIR = join(REPO_ROOT, "test-results");
/**
 * One test run's own files, under .wrangler/test-runs/<run id>/ (the repo is
 * shared, so two runs at once must not delete each other's state):
 * - state: a fresh wrangler state (D1, KV), apart from the developer's .wrangler/state;
 * - site: the built site as it was when the run started. wrangler dev serves this
 *   copy (same [assets] rules, `--assets` only swaps the directory) and the
 *   quality checks read it, so a rebuild of dist/client during a run cannot
 *   change what is tested.
 * The wrangler dev log goes to test-results/ and stays after the run.
 */
export function runPaths(runId: string): { runDir: string; stateDir: string; siteDir: string; log: string } {
  const runDir = join(REPO_ROOT, ".wrangler", "test-runs", runId);
  return {
    runDir,
    stateDir: join(runDir, "state"),
    siteDir: join(runDir, "site"),
    log: join(TEST_RESULTS_DIR, `wrangler-dev-${runId}.log`),
  };
}

/** Where wrangler's local send_email simulation writes messages (one folder per wrangler session). */
export const EMAIL_TMP_DIR = join(REPO_ROOT, ".wrangler", "tmp", "email");

/** Wrangler with no network: no metrics, no fetch of request.cf (a fixed placeholder geo is used). */
export const WRANGLER_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  CI: "1",
  NO_COLOR: "1",
  FORCE_COLOR: "0",
};
