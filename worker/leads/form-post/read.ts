/**
 * Reading a no-JavaScript form post. The pages are prerendered HTML hydrated
 * only after `load`, so a visitor on a slow phone (or with JavaScript blocked)
 * can submit the real `<form method="post" action="/api/leads">` before React
 * takes it over; the browser then posts the fields form-encoded and shows what
 * comes back as a page. This module turns such a post into what the visitor
 * typed (to write back on a refusal) and into the wire body of
 * `POST /api/leads`, so the route runs the same pipeline as for JSON.
 *
 * Reading never throws: a body that cannot be read whole (too large, the
 * wrong media type, malformed) still yields every value that could be
 * recovered, with the refusal to answer.
 */
import {
  ATTRIBUTION_QUERY_PARAMS,
  FORM_TYPES,
  MAX_BODY_BYTES,
  MESSAGES,
  META_LIMITS,
  WIRE_FIELD_NAMES,
  type FormType,
  type LeadFormValues,
} from "../../../common";
import { ApiError, mediaType, readBytesUpTo } from "../../platform/http";
import { clientIp, hmacHex } from "../../platform/tracking";
import { FORM_PAGES } from "./answer";
import { submissionTimes } from "../storage";

export type FormField = keyof LeadFormValues;

/**
 * Percent-encoding triples every non-ASCII byte, so the JSON cap would refuse a
 * long message in, say, Vietnamese that the JSON path accepts. Every field at its
 * limit, 3-byte characters, encoded: about 100 KB.
 */
export const FORM_BODY_MAX_BYTES = Math.max(4 * MAX_BODY_BYTES, 128 * 1024);

const FORM_MEDIA_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * A browser's own form submission, whose answer must be a page: a form media
 * type, or a navigation (Fetch Metadata says so even for a form whose enctype
 * is text/plain). The hydrated form's fetch is never a navigation and sends JSON.
 */
export function isFormPost(request: Request): boolean {
  if (FORM_MEDIA_TYPES.has(mediaType(request))) return true;
  return request.headers.get("Sec-Fetch-Mode") === "navigate" || request.headers.get("Sec-Fetch-Dest") === "document";
}

/** A form post as read: its form, the visitor's values, the raw fields. */
export interface FormPost {
  formType: FormType;
  values: Partial<Record<FormField, string>>;
  fields: Record<string, string>;
}

export interface ReadFormPost {
  post: FormPost;
  /** Why the post cannot go on to the pipeline (413, 415, 400); null when it was read whole. */
  problem: ApiError | null;
}

/** Reads the posted fields (first value of each name; a file counts as empty), at most FORM_BODY_MAX_BYTES of them. */
export async function readFormPost(request: Request): Promise<ReadFormPost> {
  const type = mediaType(request);
  let fields: Record<string, string> = {};
  let problem: ApiError | null = null;
  try {
    const { bytes, complete } = await readBytesUpTo(request, FORM_BODY_MAX_BYTES);
    if (!complete) problem = new ApiError(413, "body_too_large", MESSAGES.bodyTooLarge);
    if (type === "application/x-www-form-urlencoded") {
      fields = firstValues(new URLSearchParams(new TextDecoder().decode(bytes)));
    } else if (type === "multipart/form-data") {
      fields = firstValues(await parseMultipart(request, bytes, complete));
    } else {
      // A form with enctype="text/plain" (never ours): refused, but what it says is still the visitor's.
      fields = parsePlainText(new TextDecoder().decode(bytes));
      problem ??= new ApiError(415, "unsupported_media_type", MESSAGES.unsupportedMediaType);
    }
  } catch {
    problem ??= new ApiError(400, "invalid_form", MESSAGES.failure);
  }
  return { post: toFormPost(fields, request), problem };
}

function firstValues(entries: Iterable<[string, File | string]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (!(name in fields)) fields[name] = typeof value === "string" ? value : "";
  }
  return fields;
}

/**
 * The parts of a multipart body. A body cut at the size cap loses its last,
 * unfinished part: the parts before it are closed off and read.
 */
async function parseMultipart(request: Request, bytes: Uint8Array, complete: boolean): Promise<FormData> {
  const contentType = request.headers.get("Content-Type")!;
  let body: Uint8Array = bytes;
  if (!complete) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    const cut = boundary ? lastIndexOf(bytes, new TextEncoder().encode(`\r\n--${boundary}`)) : -1;
    if (!boundary || cut < 0) return new FormData();
    const closing = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    body = new Uint8Array(cut + closing.byteLength);
    body.set(bytes.subarray(0, cut));
    body.set(closing, cut);
  }
  return new Response(body, { headers: { "Content-Type": contentType } }).formData();
}

function lastIndexOf(haystack: Uint8Array, needle: Uint8Array): number {
  search: for (let start = haystack.byteLength - needle.byteLength; start >= 0; start -= 1) {
    for (let i = 0; i < needle.byteLength; i += 1) {
      if (haystack[start + i] !== needle[i]) continue search;
    }
    return start;
  }
  return -1;
}

/** `name=value` lines, as a text/plain form sends them; a line without `=` continues the value before it. */
function parsePlainText(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  let last: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    const equals = line.indexOf("=");
    if (equals > 0 && !(line.slice(0, equals) in fields)) {
      last = line.slice(0, equals);
      fields[last] = line.slice(equals + 1);
    } else if (last !== undefined && line !== "") {
      fields[last] += `\n${line}`;
    }
  }
  return fields;
}

/** The form a post belongs to: its `form_type`, else the page it was sent from, else the contact form. */
function formTypeOf(fields: Record<string, string>, request: Request): FormType {
  const declared = FORM_TYPES.find((type) => type === fields["form_type"]);
  if (declared) return declared;
  let from = "";
  try {
    from = new URL(request.headers.get("Referer") ?? "").pathname.replace(/\/+$/, "");
  } catch {
    // No usable Referer: the contact page, which serves any question.
  }
  return FORM_TYPES.find((type) => FORM_PAGES[type] === from) ?? "contact";
}

function toFormPost(fields: Record<string, string>, request: Request): FormPost {
  const values: FormPost["values"] = {};
  for (const field of Object.keys(WIRE_FIELD_NAMES) as FormField[]) {
    const value = fields[field];
    if (value !== undefined) values[field] = value;
  }
  return { formType: formTypeOf(fields, request), values, fields };
}

function attributionFrom(referer: string): Record<string, string> {
  const found: Record<string, string> = {};
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return found;
  }
  for (const param of ATTRIBUTION_QUERY_PARAMS) {
    const value = url.searchParams.get(param);
    if (value) found[param] = value.slice(0, META_LIMITS[param]);
  }
  return found;
}

/**
 * The wire body of `POST /api/leads` for a form post. A post without JavaScript
 * has no visitor or session id and no fill time (so no too-fast judgement); its
 * referrer is the Referer header, i.e. the page the form was on, and the UTM
 * parameters in that page's address are its attribution. Metadata is trimmed
 * to the schema's limits so it can never be the reason a lead is refused.
 */
export async function leadBodyOf(
  post: FormPost,
  request: Request,
  secret: string,
  d1: D1Database,
  now = Date.now(),
): Promise<Record<string, unknown>> {
  const referer = request.headers.get("Referer") ?? "";
  const body: Record<string, unknown> = {
    form_type: post.fields["form_type"],
    submission_id: await formSubmissionId(secret, request, post.fields, d1, now),
    visitor_id: "",
    session_id: "",
    referrer: referer.slice(0, META_LIMITS.referrer),
    ...attributionFrom(referer),
    website: post.fields["website"] ?? "",
  };
  for (const [field, wire] of Object.entries(WIRE_FIELD_NAMES) as [FormField, string][]) {
    const value = post.values[field];
    // Absent (the contact form has no quote fields) takes the schema's default; so does
    // an empty radio group, which the schema would otherwise refuse as an unknown choice.
    if (value === undefined || (field === "preferredContact" && value === "")) continue;
    body[wire] = value;
  }
  return body;
}

/** A resend of the same fields from the same network within this long of the last is the same submission (a replay). */
export const FORM_REPLAY_WINDOW_MS = 2 * 60 * 1000;
/** How many separate sends of the very same fields one network can make; past it, a resend replays the last. */
const MAX_IDENTICAL_SENDS = 20;

/**
 * A post without JavaScript carries no submission_id, so the Worker makes one
 * from the client IP and the posted fields. A double click, "resubmit the
 * form?" on reload, or a retry after a lost answer within two minutes then
 * replays the first answer (the success message) instead of meeting the 30 s
 * cooldown and telling a visitor whose lead was stored to wait and try again.
 * A second send of the same words later (a customer trying again after a held
 * "Hello") is a new lead: the n-th send of the same fields gets the n-th id of
 * a fixed sequence (HMAC of IP, fields and n), so its own replays find it
 * again, and no clock boundary splits a double click in two. The value is
 * formatted as a UUID (version 8).
 */
async function formSubmissionId(secret: string, request: Request, fields: Record<string, string>, d1: D1Database, now: number) {
  const canonical = Object.keys(fields)
    .sort()
    .map((name) => [name, fields[name]]);
  const seed = JSON.stringify(["form-post", clientIp(request), canonical]);
  const ids = await Promise.all(
    Array.from({ length: MAX_IDENTICAL_SENDS }, async (_, send) => uuidOf(await hmacHex(secret, send === 0 ? seed : `${seed}#${send}`))),
  );
  const stored = await submissionTimes(d1, ids);
  const last = ids.findLastIndex((id) => stored.has(id));
  if (last < 0) return ids[0]!;
  const lastAt = Date.parse(stored.get(ids[last]!)!);
  const replay = now - lastAt < FORM_REPLAY_WINDOW_MS || last === ids.length - 1;
  return ids[replay ? last : last + 1]!;
}

function uuidOf(hex: string): string {
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
