/**
 * Asking for a build of the site after a Publish: the Workers Builds deploy
 * hook in production (DEPLOY_HOOK_URL, a secret: a POST with no body starts a
 * build of the connected branch, and Workers Builds skips a repeat that
 * arrives before the first build runs), or under `npm start` the local builder
 * (LOCAL_BUILDER_URL, scripts/local-builder.ts) on the developer's own machine.
 * Each attempt has a timeout and a failed one is retried after a pause, so an
 * outage or a hang of the hook costs the owner a "failed" state with the
 * reason, never a lost publish or a request that never ends.
 */
import { isLoopbackHost } from "../admin/access";
import type { Env } from "../platform/env";

/**
 * Per attempt, at most 8 s (the hook answers in well under a second when it
 * works); three attempts, pausing 0.5 s and 2 s between them. A test shortens
 * the times to make the hook hang without waiting half a minute.
 */
export const BUILD_REQUEST_TIMING = { timeoutMs: 8_000, attempts: 3, pausesMs: [500, 2_000] };

export type BuildTarget = { kind: "deploy_hook"; url: string } | { kind: "local_builder"; url: string } | { kind: "none" };

export function buildTarget(env: Pick<Env, "DEPLOY_HOOK_URL" | "LOCAL_BUILDER_URL">): BuildTarget {
  const hook = (env.DEPLOY_HOOK_URL ?? "").trim();
  if (hook) return { kind: "deploy_hook", url: hook };
  const local = (env.LOCAL_BUILDER_URL ?? "").trim();
  // The local builder only ever on this machine: the var must never send a publish elsewhere.
  if (local && URL.canParse(local) && isLoopbackHost(local)) return { kind: "local_builder", url: `${local.replace(/\/+$/, "")}/build` };
  return { kind: "none" };
}

export type BuildRequestResult = { ok: true } | { ok: false; reason: string };

export const BUILD_REQUEST_MESSAGES = {
  none: "No build could be asked for: the site has no deploy hook (DEPLOY_HOOK_URL) or local builder configured.",
  failed: (what: string, detail: string) => `The ${what} could not be reached (${detail}). Your changes are saved: tap Publish again in a few minutes.`,
} as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `target` for a build of the site for publish `publishId`. */
export async function requestBuild(target: BuildTarget, publishId: string): Promise<BuildRequestResult> {
  if (target.kind === "none") return { ok: false, reason: BUILD_REQUEST_MESSAGES.none };
  const what = target.kind === "deploy_hook" ? "deploy hook" : "local builder";
  let detail = "";
  const { timeoutMs, attempts, pausesMs } = BUILD_REQUEST_TIMING;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await fetch(target.url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: target.kind === "local_builder" ? JSON.stringify({ publish_id: publishId }) : "{}",
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return { ok: true };
      detail = `HTTP ${response.status}`;
      // A 4xx other than 429 is a wrong hook URL: asking again will not help.
      if (response.status < 500 && response.status !== 429) break;
    } catch (error) {
      detail = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError") ? "no answer in time" : "network error";
    }
    if (attempt < attempts) await sleep(pausesMs[attempt - 1] ?? pausesMs.at(-1) ?? 0);
  }
  console.error(`Site publish ${publishId}: the ${what} failed (${detail})`);
  return { ok: false, reason: BUILD_REQUEST_MESSAGES.failed(what, detail) };
}
