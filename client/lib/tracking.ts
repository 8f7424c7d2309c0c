/**
 * Who is submitting or calling, so the owner can tell repeat visitors and
 * where leads come from: a visitor id, a
 * per-tab session id, the referrer and the first-touch attribution of the
 * session. Nothing here runs at page load except `captureAttribution`, which
 * only reads `location` and writes one sessionStorage key.
 */
// Direct module paths keep the zod schemas out of the every-page bundle.
import { SESSION_ID_STORAGE_KEY } from "../../common/constants.ts";
import {
  ATTRIBUTION_KEYS,
  ATTRIBUTION_QUERY_PARAMS,
  cutTrackingValue,
  META_LIMITS,
  type Attribution,
} from "../../common/lead-fields.ts";
import { VISITOR_ID_FAILED_LOG } from "../../common/messages.ts";
import { randomId } from "./random-id.ts";
import { readStorage, writeStorage } from "./storage.ts";

/** sessionStorage key of the session's first-touch attribution (JSON). */
export const ATTRIBUTION_STORAGE_KEY = "pb_attribution";

/**
 * Fingerprinting runs in idle callbacks and can be slow on a busy phone; a
 * lead or a phone click never waits longer than this for it.
 */
const VISITOR_ID_TIMEOUT_MS = 4_000;

let visitorIdPromise: Promise<string> | undefined;

function sendsGlobalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

// Loaded here and only here, so the library is a separate chunk fetched when a
// visitor starts filling a form, never with the page.
const loadFingerprintLibrary = () => import("@fingerprintjs/fingerprintjs");

/**
 * Fetches the fingerprint library without running it. Computing a fingerprint
 * probes canvas, audio and fonts in tasks of a few hundred milliseconds on a
 * phone; run while the visitor types, those tasks would hold up their
 * keystrokes. So the form only fetches the library as it is being filled, and
 * the fingerprint itself is computed at submit, behind the "Sending" state.
 */
export function preloadVisitorIdLibrary(): void {
  if (sendsGlobalPrivacyControl()) return;
  loadFingerprintLibrary().catch(() => {
    // Tried again at submit, which falls back to a random id and logs why.
  });
}

async function fingerprint(): Promise<string> {
  const { load } = await loadFingerprintLibrary();
  // monitoring: false stops the agent's request to the vendor's statistics host.
  const agent = await load({ monitoring: false });
  const { visitorId } = await agent.get();
  if (!visitorId) throw new Error("Empty visitor id");
  return visitorId;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function resolveVisitorId(): Promise<string> {
  // A visitor who asked not to be tracked gets an id that lives only as long as the page.
  if (sendsGlobalPrivacyControl()) return randomId();
  try {
    return await withTimeout(fingerprint(), VISITOR_ID_TIMEOUT_MS);
  } catch (err) {
    console.error(VISITOR_ID_FAILED_LOG, err);
    return randomId();
  }
}

/**
 * The visitor id: a browser fingerprint hash, or a random UUID when
 * fingerprinting fails or Global Privacy Control is on. Computed once per page
 * life; every caller shares the same promise. Never rejects.
 */
export function getVisitorId(): Promise<string> {
  visitorIdPromise ??= resolveVisitorId();
  return visitorIdPromise;
}

// Kept in memory too, so a tab whose storage throws still has one session id.
let memorySessionId: string | undefined;

/** The per-tab session id, kept in sessionStorage under `pb_session_id`. */
export function getSessionId(): string {
  const stored = readStorage("sessionStorage", SESSION_ID_STORAGE_KEY);
  if (stored) return stored;
  memorySessionId ??= randomId();
  writeStorage("sessionStorage", SESSION_ID_STORAGE_KEY, memorySessionId);
  return memorySessionId;
}

/**
 * The page that sent the visitor here, or "", cut to the length the Worker
 * keeps: a same-site referrer from a long ad or e-mail link can run to
 * thousands of characters, and it must never weigh on the lead it rides with.
 */
export function getReferrer(): string {
  try {
    return cutTrackingValue(document.referrer, META_LIMITS.referrer);
  } catch {
    return "";
  }
}

export type { Attribution };

let memoryAttribution: Attribution | undefined;

function parseAttribution(raw: string | null): Attribution | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return undefined;
    const clean: Attribution = {};
    for (const key of ATTRIBUTION_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === "string" && value) clean[key] = value.slice(0, META_LIMITS[key]);
    }
    return clean;
  } catch {
    return undefined;
  }
}

function readLocation(): Attribution {
  const attribution: Attribution = {};
  try {
    const { pathname, search } = window.location;
    attribution.landing_page = (pathname + search).slice(0, META_LIMITS.landing_page);
    const params = new URLSearchParams(search);
    for (const key of ATTRIBUTION_QUERY_PARAMS) {
      const value = params.get(key)?.trim();
      if (value) attribution[key] = value.slice(0, META_LIMITS[key]);
    }
  } catch {
    // No location to read (never expected in a browser): send no attribution.
  }
  return attribution;
}

/**
 * Records the session's landing page and campaign parameters the first time it
 * runs in a tab; later calls (and later pages) keep the first touch. Cheap and
 * offline: the shell calls it once at start-up.
 */
export function captureAttribution(): Attribution {
  if (memoryAttribution) return memoryAttribution;
  const stored = parseAttribution(readStorage("sessionStorage", ATTRIBUTION_STORAGE_KEY));
  if (stored) {
    memoryAttribution = stored;
    return stored;
  }
  memoryAttribution = readLocation();
  writeStorage("sessionStorage", ATTRIBUTION_STORAGE_KEY, JSON.stringify(memoryAttribution));
  return memoryAttribution;
}

/** The session's first-touch attribution (captured now if the shell has not yet). */
export function getAttribution(): Attribution {
  return captureAttribution();
}
