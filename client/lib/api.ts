/**
 * Sending a lead to the Worker. Resolves, never rejects: the form turns a
 * failure into the fixed failure message. Loaded with the form engine, not the page.
 */
import type { LeadRequestInput } from "../../common/lead.ts";
import { MESSAGES } from "../../common/messages.ts";
import { isRecord, readJson } from "./json.ts";

export const LEADS_ENDPOINT = "/api/leads";

/** A lead that gets no answer in this time is treated as a dropped connection. */
const LEAD_TIMEOUT_MS = 20_000;
const NETWORK_RETRY_DELAY_MS = 1_000;

export type SubmitLeadResult =
  | {
      ok: true;
      id: string;
      /** An accepted quote's signed booking link token (booking on): the success state offers a visit time. */
      bookingToken?: string;
    }
  | {
      ok: false;
      /** HTTP status; 0 when no answer arrived (offline, dropped, timed out). */
      status: number;
      /** The API's error code, or "network_error" / "bad_response". */
      code: string;
      /** The API's message, or MESSAGES.failure when there was none. */
      message: string;
      /** Field errors keyed by wire (snake_case) name, on 400 invalid_request. */
      fields?: Record<string, string>;
      /** Seconds from Retry-After, on 429. */
      retryAfter?: number;
      /** The underlying error, for the console. */
      cause?: unknown;
    };

interface ApiErrorBody {
  ok: false;
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}


function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === "string") out[key] = message;
  }
  return Object.keys(out).length ? out : undefined;
}


async function postLead(body: string): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LEAD_TIMEOUT_MS);
  try {
    return await fetch(LEADS_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
      body,
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends one submission attempt. A connection that drops before any answer is
 * retried once with the same body (and so the same `submission_id`): the
 * Worker answers a repeated id with the first answer, so nothing is stored or
 * mailed twice.
 */
export async function submitLead(request: LeadRequestInput): Promise<SubmitLeadResult> {
  const body = JSON.stringify(request);
  let response: Response;
  try {
    try {
      response = await postLead(body);
    } catch (err) {
      // fetch rejects with a TypeError when the connection fails; an abort is our own timeout.
      if (!(err instanceof TypeError)) throw err;
      await new Promise((resolve) => setTimeout(resolve, NETWORK_RETRY_DELAY_MS));
      response = await postLead(body);
    }
  } catch (err) {
    return { ok: false, status: 0, code: "network_error", message: MESSAGES.failure, cause: err };
  }

  const data = await readJson(response);
  if (response.ok && isRecord(data) && data.ok === true) {
    return {
      ok: true,
      id: typeof data.id === "string" || typeof data.id === "number" ? String(data.id) : "",
      ...(typeof data.booking_token === "string" && data.booking_token ? { bookingToken: data.booking_token } : {}),
    };
  }

  const error = isRecord(data) ? (data as unknown as ApiErrorBody).error : undefined;
  const retryAfter = Number(response.headers.get("Retry-After"));
  return {
    ok: false,
    status: response.status,
    code: typeof error?.code === "string" ? error.code : "bad_response",
    message: typeof error?.message === "string" && error.message ? error.message : MESSAGES.failure,
    fields: stringRecord(error?.fields),
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    cause: data ?? `HTTP ${response.status}`,
  };
}

