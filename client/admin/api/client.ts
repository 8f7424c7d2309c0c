/**
 * Calls to the inbox API. Every call resolves with the answer's data or
 * rejects with an ApiError whose `kind` decides what the owner is told: a
 * lost connection, a sign-in that ran out (Access answers 401/403, or
 * redirects to its login page), a lead that is gone, or the API's own message.
 */
import { isRecord, readJson } from "../../lib/json.ts";
import type { EstimateCalendar } from "../../../common/booking/calendar.ts";
import type { SiteState } from "../site/site-api.ts";
import type { CalendarAnswer, LeadVisitAnswer, ReviewHow, VisitAction } from "./types.ts";
import type { Lead, LeadChanges, LeadPage, PushDevice, PushDevices, PushHours, ResponseHow, Session, Stats } from "./types.ts";

export type ApiErrorKind = "network" | "auth" | "not_found" | "invalid" | "server";

export const AUTH_EXPIRED_MESSAGE = "Your sign-in has expired — reload to sign in again.";
const NETWORK_MESSAGE = "Can't reach the inbox. Check your connection, then try again.";
const SERVER_MESSAGE = "The inbox had a problem answering. Try again in a moment.";
const NOT_FOUND_MESSAGE = "This lead no longer exists. It may have been erased.";

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

const TIMEOUT_MS = 20_000;

/**
 * How a call reaches the API: the browser's fetch in the app; in the Worker,
 * while it draws a screen's first view, a call straight into its own API
 * handlers (worker/admin/first-view.ts), so both ask the same API the same way.
 */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

const browserFetch: ApiTransport = (path, init) => fetch(path, init);

/** One API call from the browser; a JSON body is sent as JSON, a FormData (a photo) as multipart. */
export function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  return callOver<T>(browserFetch, path, init);
}

/** One API call over `transport`; a JSON body is sent as JSON, a FormData (a photo) as multipart. */
async function callOver<T>(transport: ApiTransport, path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await transport(path, {
      ...init,
      headers: { Accept: "application/json", ...(typeof init.body === "string" ? { "Content-Type": "application/json" } : {}) },
      credentials: "same-origin",
      cache: "no-store",
      // An expired Access session answers with a redirect to the login page; following
      // it cross-origin would fail as a confusing network error, so stop and say so.
      redirect: "manual",
      signal: init.signal ?? AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("network", NETWORK_MESSAGE, 0);
  }
  if (response.type === "opaqueredirect" || response.status === 401 || response.status === 403) {
    throw new ApiError("auth", AUTH_EXPIRED_MESSAGE, response.status);
  }
  const body = await readJson(response);
  if (response.ok && isRecord(body) && body.ok === true) return body as T;
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const message = typeof error.message === "string" && error.message ? error.message : undefined;
  if (response.status === 404) throw new ApiError("not_found", NOT_FOUND_MESSAGE, 404);
  if (response.status >= 400 && response.status < 500) {
    const fields = isRecord(error.fields)
      ? Object.fromEntries(Object.entries(error.fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
      : undefined;
    throw new ApiError("invalid", message ?? SERVER_MESSAGE, response.status, fields);
  }
  // 502: a service past the inbox refused (a push service answering a test); its message says which and why.
  throw new ApiError("server", response.status === 502 && message ? message : SERVER_MESSAGE, response.status);
}

export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return SERVER_MESSAGE;
}

/** The inbox API's calls over one transport. */
export function createApi(transport: ApiTransport) {
  return {
  session: (signal?: AbortSignal) => callOver<{ ok: true } & Session>(transport, "/api/admin/session", { signal }),
  leads: (query: string, signal?: AbortSignal) =>
    callOver<{ ok: true } & LeadPage>(transport, `/api/admin/leads${query ? `?${query}` : ""}`, { signal }),
  lead: (id: string, signal?: AbortSignal) =>
    callOver<{ ok: true; lead: Lead }>(transport, `/api/admin/leads/${encodeURIComponent(id)}`, { signal }),
  updateLead: (id: string, changes: LeadChanges) =>
    callOver<{ ok: true; lead: Lead }>(transport, `/api/admin/leads/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body: JSON.stringify(changes),
    }),
  eraseLead: (id: string) => callOver<{ ok: true }>(transport, `/api/admin/leads/${encodeURIComponent(id)}`, { method: "DELETE" }),
  stats: (weeks: number, signal?: AbortSignal) => callOver<{ ok: true; stats: Stats }>(transport, `/api/admin/stats?weeks=${weeks}`, { signal }),
  /**
   * The owner's first tap on call, text or e-mail. Sent with keepalive, because
   * the tap also opens the phone or mail app and the page may be left at once;
   * the API keeps only the first one.
   */
  recordResponse: (id: string, how: ResponseHow) =>
    callOver<{ ok: true; lead: Lead }>(transport, `/api/admin/leads/${encodeURIComponent(id)}/response`, {
      method: "POST",
      body: JSON.stringify({ how }),
      keepalive: true,
    }),
  pushDevices: (signal?: AbortSignal) => callOver<{ ok: true } & PushDevices>(transport, "/api/admin/push/subscriptions", { signal }),
  addPushDevice: (subscription: PushSubscriptionJSON, details: { label: string; hours?: PushHours }) =>
    callOver<{ ok: true; subscription: PushDevice }>(transport, "/api/admin/push/subscriptions", {
      method: "POST",
      body: JSON.stringify({ ...subscription, ...details }),
    }),
  updatePushDevice: (id: number, changes: { label?: string; hours?: PushHours }) =>
    callOver<{ ok: true; subscription: PushDevice }>(transport, `/api/admin/push/subscriptions/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body: JSON.stringify(changes),
    }),
  removePushDevice: (id: number) => callOver<{ ok: true }>(transport, `/api/admin/push/subscriptions/${encodeURIComponent(id)}`, { method: "DELETE" }),
  calendar: (signal?: AbortSignal) => callOver<{ ok: true } & CalendarAnswer>(transport, "/api/admin/calendar", { signal }),
  saveCalendar: (calendar: EstimateCalendar) =>
    callOver<{ ok: true } & CalendarAnswer>(transport, "/api/admin/calendar", { method: "PUT", body: JSON.stringify(calendar) }),
  leadVisit: (id: string, signal?: AbortSignal) => callOver<LeadVisitAnswer>(transport, `/api/admin/leads/${encodeURIComponent(id)}/visit`, { signal }),
  changeVisit: (id: string, action: VisitAction) =>
    callOver<LeadVisitAnswer>(transport, `/api/admin/leads/${encodeURIComponent(id)}/visit`, { method: "POST", body: JSON.stringify(action) }),
  askForReview: (id: string, how: ReviewHow) =>
    callOver<{ ok: true; review_request: { how: ReviewHow; requested_at: string } }>(transport, `/api/admin/leads/${encodeURIComponent(id)}/review-request`, {
      method: "POST",
      body: JSON.stringify({ how }),
      // The sms: link opens the Messages app at once; the record must still arrive.
      keepalive: true,
    }),
  testPushDevice: (id: number) => callOver<{ ok: true }>(transport, `/api/admin/push/subscriptions/${encodeURIComponent(id)}/test`, { method: "POST" }),
  /** The Site screens' state; its edits and Publish are in site/site-api.ts. */
  site: (signal?: AbortSignal) => callOver<{ ok: true } & SiteState>(transport, "/api/admin/site", { signal }),
  };
}

export type InboxApi = ReturnType<typeof createApi>;

/** The app's calls, over the browser's fetch. */
export const api = createApi(browserFetch);

/** The CSV export's address for a list query (same filters, no paging). */
export function csvHref(query: URLSearchParams): string {
  const params = new URLSearchParams(query);
  params.delete("page");
  params.delete("per_page");
  const text = params.toString();
  return `/api/admin/leads.csv${text ? `?${text}` : ""}`;
}
