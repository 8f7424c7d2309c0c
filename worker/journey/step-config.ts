/**
 * One place for how every step of the lead's journey and of the daily digest
 * is retried and cut short. Workflows runs each `step.do` again on a throw, with
 * the backoff given here, and fails it after `timeout` if it has not finished;
 * every outside call inside a step (the mail binding, a push service, D1) also
 * carries its own shorter timeout (`withTimeout`), so a call that hangs fails
 * its step at once instead of holding it until the step's timeout, and never
 * holds up another step (each device's push is a step of its own).
 *
 * The Free plan allows 10 ms of CPU per step; waiting on the network does not
 * count, so a step may wait for a slow service as long as its timeout allows.
 */
import type { WorkflowStepConfig } from "cloudflare:workers";

/**
 * How long an outside call may take before its attempt fails and is retried.
 * Read at each call (not copied), so a test can shorten them to show a hang
 * being cut in milliseconds instead of waiting the real 30 s.
 */
export const CALL_TIMEOUT_MS = {
  /** A mail send (notice, summary, digest). */
  mail: 30_000,
  /** A push service's answer (the fetch is aborted). */
  push: 10_000,
  /** One D1 statement or batch inside a step. */
  d1: 10_000,
};

/**
 * The step configurations, by what the step does. Retries back off
 * exponentially from `delay`: delay, 2×delay, 4×delay...
 */
export const STEP = {
  /**
   * The owner's notice: 12 retries from 75 s (75 s, 2.5 min, 5 min ... 42 h) span
   * about 85 hours, so a mail outage of a long weekend is ridden out; after
   * that the notice is recorded failed and the daily digest names the lead.
   */
  notice: { retries: { limit: 12, delay: "75 seconds", backoff: "exponential" }, timeout: "2 minutes" },
  /**
   * One device's push: 10 retries from 10 s (10 s, 20 s, 40 s ... 85 min), about
   * three hours in all. The first retry comes within seconds, so a push service's
   * passing 503 costs the owner seconds; a buzz a day late is no use, and the
   * notice mail and the digest cover a longer outage.
   */
  push: { retries: { limit: 10, delay: "10 seconds", backoff: "exponential" }, timeout: "1 minute" },
  /**
   * The customer's confirmation: sendCustomerConfirmation counts its own attempts and records the
   * third failure (CONFIRMATION_MAX_ATTEMPTS), so two retries, a minute then two apart: a confirmation
   * is worth minutes, not days, and a failed one is in the owner's digest.
   */
  confirmation: { retries: { limit: 2, delay: "1 minute", backoff: "exponential" }, timeout: "1 minute" },
  /** Reading or writing D1 only: quick retries, a D1 hiccup passes in seconds. */
  record: { retries: { limit: 8, delay: "5 seconds", backoff: "exponential" }, timeout: "1 minute" },
  /**
   * The daily digest's mail: 10 retries from 1 minute (about 17 hours in all), so
   * it goes out the same day or is left to the next day's digest, which then
   * covers both days (digest-run.ts).
   */
  digestMail: { retries: { limit: 10, delay: "1 minute", backoff: "exponential" }, timeout: "2 minutes" },
} as const satisfies Record<string, WorkflowStepConfig>;

export class CallTimedOut extends Error {
  override name = "CallTimedOut";
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms / 1000} s.`);
  }
}

/**
 * The call's result, or after `ms` the `timedOut` error (a CallTimedOut
 * unless the caller names its own). The call itself cannot be cancelled (the binding has no signal), but the step no longer waits for it:
 * the engine retries the step with its backoff.
 */
export async function withTimeout<T>(
  call: Promise<T>,
  ms: number,
  what: string,
  timedOut: () => Error = () => new CallTimedOut(what, ms),
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
