/**
 * The API's wire conventions: one error shape, and a JSON body reader that
 * refuses what it should before trusting a byte of it.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { MAX_BODY_BYTES, MESSAGES, cutTrackingValue, fieldErrors } from "../../common";

export interface ApiErrorBody {
  ok: false;
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** Messages for malformed requests; only a broken client ever sees them. */
export const REQUEST_MESSAGES = {
  invalidJson: "The request body is not valid JSON.",
  notAnObject: "The request body must be a JSON object.",
} as const;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { ok: false, error: fields ? { code, message, fields } : { code, message } };
}

/** Anything with zod's safeParse (zod and zod/mini schemas alike). */
interface RequestSchema<T> {
  safeParse(value: unknown):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/** The body as the schema reads it; a failure is the API's 400 with the failing fields. */
export function parseRequest<T>(schema: RequestSchema<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(400, "invalid_request", MESSAGES.invalidRequest, { fields: fieldErrors(parsed.error.issues) });
  }
  return parsed.data;
}

/** A limit the client ran into: 429 with the time it must wait. */
/** A tracking value in a request body: cut to `max`, or "" when absent or not a string; never a refusal. */
export function trackingField(max: number) {
  return z
    .unknown()
    .transform((value) => cutTrackingValue(value, max))
    .default("");
}

export function tooManyRequests(code: "cooldown" | "rate_limited", message: string, retryAfterSeconds: number): ApiError {
  return new ApiError(429, code, message, { headers: { "Retry-After": String(retryAfterSeconds) } });
}

export function errorResponse(c: Context, error: ApiError): Response {
  for (const [name, value] of Object.entries(error.extra.headers ?? {})) c.header(name, value);
  return c.json(errorBody(error.code, error.message, error.extra.fields), error.status);
}

/** The request's media type, without parameters, lower-cased ("" when absent). */
export function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * Reads a JSON object body. Refuses a non-JSON content type (415), more than
 * `maxBytes` (MAX_BODY_BYTES unless the route says otherwise) (413: checked on the bytes actually read, since Content-Length
 * can be absent or wrong), invalid JSON (400) and anything that is not a plain
 * object, arrays included (400).
 */
export async function readJsonObject(request: Request, maxBytes: number = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const type = mediaType(request);
  if (type !== "application/json" && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) {
    throw new ApiError(415, "unsupported_media_type", MESSAGES.unsupportedMediaType);
  }
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new ApiError(413, "body_too_large", MESSAGES.bodyTooLarge);
  }

  const text = await readTextCapped(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalid_json", REQUEST_MESSAGES.invalidJson);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ApiError(400, "invalid_body", REQUEST_MESSAGES.notAnObject);
  }
  return value as Record<string, unknown>;
}

async function readTextCapped(request: Request, maxBytes: number): Promise<string> {
  const bytes = await readBytesCapped(request, maxBytes);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ApiError(400, "invalid_json", REQUEST_MESSAGES.invalidJson);
  }
}

/** The body's bytes, refusing (413) as soon as more than `maxBytes` have been read. */
export async function readBytesCapped(request: Request, maxBytes: number): Promise<Uint8Array> {
  const { bytes, complete } = await readBytesUpTo(request, maxBytes);
  if (!complete) throw new ApiError(413, "body_too_large", MESSAGES.bodyTooLarge);
  return bytes;
}

/**
 * At most `maxBytes` of the body: all of it (`complete`), or the first
 * `maxBytes` when there is more, the rest left unread. Checked on the bytes
 * actually read, since Content-Length can be absent or wrong.
 */
export async function readBytesUpTo(request: Request, maxBytes: number): Promise<{ bytes: Uint8Array; complete: boolean }> {
  if (!request.body) return { bytes: new Uint8Array(0), complete: true };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let complete = true;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > maxBytes) {
      chunks.push(value.subarray(0, maxBytes - size));
      size = maxBytes;
      complete = false;
      await reader.cancel().catch(() => {});
      break;
    }
    size += value.byteLength;
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes, complete };
}
