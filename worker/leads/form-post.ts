/**
 * The lead form without JavaScript. The pages are prerendered HTML hydrated
 * only after `load`, so a visitor on a slow phone (or with JavaScript blocked)
 * can submit the real `<form method="post" action="/api/leads">` before React
 * takes it over. The browser then posts form-encoded fields and shows whatever
 * comes back as a page. This module turns such a post into the API's wire body
 * (the route runs the same pipeline as for JSON) and answers with the page the
 * form came from: the spec's message in the form's status region and, on a
 * refusal, everything the visitor typed written back into the fields.
 *
 * Everything echoed is escaped: escapeHtml for attribute values and the
 * fallback page, HTMLRewriter's setInnerContent({ html: false }) for text.
 */
import { errorSummary } from "../platform/log";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  ATTRIBUTION_QUERY_PARAMS,
  FIELD_BY_WIRE_NAME,
  FIELD_LIMITS,
  FORM_FIELD_ORDER,
  MAX_BODY_BYTES,
  MESSAGES,
  META_LIMITS,
  PREFERRED_CONTACT_LABELS,
  PREFERRED_CONTACTS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  WIRE_FIELD_NAMES,
  type FormType,
  type LeadFormValues,
} from "../../common";
import type { AppEnv } from "../platform/app-env";
import { readConfig } from "../platform/env";
import { ApiError, mediaType, readBytesCapped } from "../platform/http";
import { escapeHtml } from "../../common/html";
import { clientIp, hmacHex } from "../platform/tracking";

export type FormField = keyof LeadFormValues;

/** The prerendered page holding each form. */
export const FORM_PAGES: Readonly<Record<FormType, string>> = { quote: "/quote", contact: "/contact" };

/**
 * Percent-encoding triples every non-ASCII byte, so the JSON cap would refuse a
 * long message in, say, Vietnamese that the JSON path accepts. Every field at its
 * limit, 3-byte characters, encoded: about 100 KB.
 */
export const FORM_BODY_MAX_BYTES = Math.max(4 * MAX_BODY_BYTES, 128 * 1024);

/** Same-hour repeats of an identical no-JS post count as one submission (see formSubmissionId). */
const REPEAT_WINDOW_MS = 60 * 60 * 1000;

const FORM_MEDIA_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);


/** A browser's own form submission (what a form without JavaScript sends). */
export function isFormPost(request: Request): boolean {
  return FORM_MEDIA_TYPES.has(mediaType(request));
}

/** A form post as read: its form, the visitor's values, the raw fields. */
export interface FormPost {
  formType: FormType;
  values: Partial<Record<FormField, string>>;
  fields: Record<string, string>;
}

/** Reads the posted fields (first value of each name; a file counts as empty), capped in size. */
export async function readFormFields(request: Request): Promise<Record<string, string>> {
  const bytes = await readBytesCapped(request, FORM_BODY_MAX_BYTES);
  let data: FormData;
  try {
    data = await new Response(bytes, { headers: { "Content-Type": request.headers.get("Content-Type")! } }).formData();
  } catch {
    throw new ApiError(400, "invalid_form", MESSAGES.failure);
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of data.entries()) {
    if (!(name in fields)) fields[name] = typeof value === "string" ? value : "";
  }
  return fields;
}

export function toFormPost(fields: Record<string, string>): FormPost {
  // A post without a usable form_type (never from our pages) is answered on the contact page.
  const formType: FormType = fields["form_type"] === "quote" ? "quote" : "contact";
  const values: FormPost["values"] = {};
  for (const field of Object.keys(WIRE_FIELD_NAMES) as FormField[]) {
    const value = fields[field];
    if (value !== undefined) values[field] = value;
  }
  return { formType, values, fields };
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
export function toLeadBody(post: FormPost, request: Request, submissionId: string): Record<string, unknown> {
  const referer = request.headers.get("Referer") ?? "";
  const body: Record<string, unknown> = {
    form_type: post.fields["form_type"],
    submission_id: submissionId,
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

/**
 * A post without JavaScript carries no submission_id, so the Worker makes one:
 * keyed on the client IP, the posted fields and the hour. A double click, or
 * "resubmit the form?" on reload, then replays the first answer (the success
 * message) instead of meeting the 30 s cooldown and telling a visitor whose
 * lead was stored to wait and try again. A different text, another IP or a
 * later hour is a new submission. The value is formatted as a UUID (version 8).
 */
export async function formSubmissionId(secret: string, request: Request, fields: Record<string, string>, now: number) {
  const canonical = Object.keys(fields)
    .sort()
    .map((name) => [name, fields[name]]);
  const hex = await hmacHex(
    secret,
    JSON.stringify(["form-post", clientIp(request), Math.floor(now / REPEAT_WINDOW_MS), canonical]),
  );
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What the answer page says. */
export interface FormAnswer {
  formType: FormType;
  kind: "success" | "error";
  status: ContentfulStatusCode;
  message: string;
  /** On a refusal: what the visitor typed, to write back. */
  values: Partial<Record<FormField, string>>;
  /** Per-field messages, by form field name. */
  fieldErrors: Partial<Record<FormField, string>>;
  headers: Record<string, string>;
}

export function successAnswer(formType: FormType): FormAnswer {
  const message = formType === "quote" ? MESSAGES.quoteSuccess : MESSAGES.contactSuccess;
  return { formType, kind: "success", status: 200, message, values: {}, fieldErrors: {}, headers: {} };
}

/** A refusal (or failure) as the page shows it; mirrors what the hydrated form does with the JSON error. */
export function errorAnswer(post: FormPost, error: ApiError): FormAnswer {
  const shown = FORM_FIELD_ORDER[post.formType];
  const fieldErrors: FormAnswer["fieldErrors"] = {};
  for (const [wire, message] of Object.entries(error.extra.fields ?? {})) {
    const field = FIELD_BY_WIRE_NAME[wire];
    if (field && shown.includes(field)) fieldErrors[field] ??= message;
  }
  if (error.code === "blocked_email") fieldErrors.email ??= MESSAGES.blockedEmail;
  if (error.code === "blocked_content") {
    fieldErrors[post.formType === "quote" ? "projectDetails" : "message"] ??= MESSAGES.blockedContent;
  }
  // "Check the highlighted fields" with nothing highlighted helps no one.
  const message =
    error.code === "invalid_request" && Object.keys(fieldErrors).length === 0 ? MESSAGES.failure : error.message;
  return {
    formType: post.formType,
    kind: "error",
    status: error.status,
    message,
    values: post.values,
    fieldErrors,
    headers: error.extra.headers ?? {},
  };
}

type Submit = (c: Context<AppEnv>, body: Record<string, unknown>) => Promise<unknown>;

/**
 * Runs a form post through `submit` (the route's pipeline) and answers with
 * HTML: 200 and the success message, or the refusal's 4xx (500 for a fault)
 * with its message and the visitor's values. Never JSON, never a lost value.
 */
export async function answerFormPost(c: Context<AppEnv>, submit: Submit): Promise<Response> {
  let post: FormPost = toFormPost({});
  let answer: FormAnswer;
  try {
    post = toFormPost(await readFormFields(c.req.raw));
    const secret = readConfig(c.env).IP_HASH_SECRET;
    const submissionId = await formSubmissionId(secret, c.req.raw, post.fields, Date.now());
    await submit(c, toLeadBody(post, c.req.raw, submissionId));
    answer = successAnswer(post.formType);
  } catch (error) {
    if (!(error instanceof ApiError)) {
      // The JSON path's onError logs the same way; the visitor keeps every value to send again.
      console.error(`Form post failed: ${errorSummary(error)}`);
    }
    answer = errorAnswer(
      post,
      error instanceof ApiError ? error : new ApiError(500, "internal_error", MESSAGES.failure),
    );
  }
  return respondWithPage(c.env, c.req.raw, answer);
}

/** The answer on the form's own prerendered page, or the fallback page if that cannot be had. */
export async function respondWithPage(env: Cloudflare.Env, request: Request, answer: FormAnswer): Promise<Response> {
  const page = await fetchFormPage(env, request, answer.formType);
  if (page) {
    try {
      const rendered = await renderFormPage(page, answer);
      if (rendered) return rendered;
      console.error(`Form post: no lead form found on ${FORM_PAGES[answer.formType]}; answering with the plain page.`);
    } catch (error) {
      console.error(`Form post: could not rewrite the form page: ${errorSummary(error)}`);
    }
  }
  return fallbackPage(answer);
}

async function fetchFormPage(env: Cloudflare.Env, request: Request, formType: FormType): Promise<Response | null> {
  if (!env.ASSETS) return null;
  try {
    const page = await env.ASSETS.fetch(new Request(new URL(FORM_PAGES[formType], request.url)));
    if (page.ok && (page.headers.get("Content-Type") ?? "").startsWith("text/html")) return page;
    await page.body?.cancel();
    console.error(`Form post: ${FORM_PAGES[formType]} answered ${page.status}; answering with the plain page.`);
  } catch (error) {
    console.error(`Form post: could not fetch the form page: ${errorSummary(error)}`);
  }
  return null;
}

/** The page's own hardening headers (from _headers, when ASSETS adds them), kept on the answer. */
const PAGE_HEADERS_KEPT = ["Strict-Transport-Security", "Permissions-Policy", "Cross-Origin-Opener-Policy"];

function answerHeaders(answer: FormAnswer, csp: string, page?: Response): Headers {
  const headers = new Headers(answer.headers);
  for (const name of PAGE_HEADERS_KEPT) {
    const value = page?.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("Content-Type", "text/html; charset=utf-8");
  // A page holding what one visitor typed: never cached, never indexed, never framed.
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Content-Security-Policy", csp);
  return headers;
}

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

const FORM = 'form[action="/api/leads"]';

const ERROR_ICON =
  '<svg class="lf-error-icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false"><path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 4a.9.9 0 0 1 .9.9v4.2a.9.9 0 0 1-1.8 0V6.4a.9.9 0 0 1 .9-.9Zm0 9.2a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" fill="currentColor"/></svg>';

/**
 * Writes the answer into the prerendered page (a Response from ASSETS) and
 * returns the finished response, or null when the page holds no lead form of
 * this kind. The page's module script is removed: hydrating here (the address
 * is /api/leads) would render the not-found route over the answer. Without it
 * the page is what a visitor without JavaScript sees anyway, and a second post
 * from it works the same way. The Content-Security-Policy allows no script and
 * exactly the page's inline styles (by hash), so the page's own looks stay.
 */
export async function renderFormPage(page: Response, answer: FormAnswer): Promise<Response | null> {
  const form = `${FORM}[data-mode="${answer.formType}"]`;
  const order = FORM_FIELD_ORDER[answer.formType];
  const firstInvalid = order.find((field) => answer.fieldErrors[field] !== undefined);
  const styles: string[] = [];
  let placed = false;

  const markInvalid = (element: Element, field: FormField) => {
    const message = answer.fieldErrors[field];
    if (message === undefined) return;
    const id = element.getAttribute("id") ?? `lf-${field}`;
    element.setAttribute("id", id);
    element.setAttribute("aria-invalid", "true");
    element.setAttribute("aria-describedby", `${id}-error`);
    if (field === firstInvalid) element.setAttribute("autofocus", "");
    element.after(`<p class="lf-error" id="${escapeHtml(id)}-error">${ERROR_ICON}${escapeHtml(message)}</p>`, {
      html: true,
    });
  };

  let rewriter = new HTMLRewriter()
    .on("script[src]", { element: (element) => void element.remove() })
    .on('link[rel="modulepreload"]', { element: (element) => void element.remove() })
    .on("style", {
      element: () => void styles.push(""),
      text: (chunk) => {
        styles[styles.length - 1] += chunk.text;
      },
    })
    .on(`${form} .lf-status--${answer.kind}`, {
      element: (element) => {
        placed = true;
        element.setInnerContent(answer.message, { html: false });
        // Focusing the message on load scrolls it into view and has it read out;
        // a field error takes the focus instead, as the hydrated form does.
        if (answer.kind === "success" || firstInvalid === undefined) {
          element.setAttribute("tabindex", "-1");
          element.setAttribute("autofocus", "");
        }
      },
    });

  for (const field of order) {
    const value = answer.values[field];
    if (field === "preferredContact") {
      rewriter = rewriter.on(`${form} input[name="${field}"]`, {
        element: (element) => {
          if (value === undefined || value === "") return;
          if (element.getAttribute("value") === value) element.setAttribute("checked", "");
          else element.removeAttribute("checked");
        },
      });
      continue;
    }
    rewriter = rewriter
      .on(`${form} input[name="${field}"]`, {
        element: (element) => {
          // setAttribute escapes only the double quote: "&" and "<" go out as they are, so a
          // typed "&amp;" would come back as "&". Escape it all here; setAttribute then finds
          // nothing left to escape (form-post.test.ts pins the exact round trip).
          if (value !== undefined) element.setAttribute("value", escapeHtml(value));
          markInvalid(element, field);
        },
      })
      .on(`${form} textarea[name="${field}"]`, {
        element: (element) => {
          // The parser drops one newline right after <textarea>: keep a typed leading one.
          if (value !== undefined) element.setInnerContent(value.startsWith("\n") ? `\n${value}` : value, { html: false });
          markInvalid(element, field);
        },
      })
      .on(`${form} select[name="${field}"]`, { element: (element) => markInvalid(element, field) })
      .on(`${form} select[name="${field}"] option`, {
        element: (element) => {
          if (value === undefined) return;
          if ((element.getAttribute("value") ?? "") === value) element.setAttribute("selected", "");
          else element.removeAttribute("selected");
        },
      });
  }

  const html = await rewriter.transform(page).text();
  if (!placed) return null;
  const hashes = await Promise.all(styles.map(async (css) => `'sha256-${await sha256Base64(css)}'`));
  const csp = [
    "default-src 'self'",
    "script-src 'none'",
    `style-src 'self' ${hashes.join(" ")}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.openstreetmap.org",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
  return new Response(html, { status: answer.status, headers: answerHeaders(answer, csp, page) });
}

const FIELD_LABELS: Readonly<Record<FormField, string>> = {
  name: "Full name",
  email: "Email",
  phone: "Phone",
  message: "Message",
  address: "Project address",
  serviceType: "Service needed",
  projectDetails: "Project details",
  preferredContact: "Preferred contact method",
  preferredTime: "Best time to reach you",
};

const FIELD_CHOICES: Partial<Record<FormField, readonly (readonly [string, string])[]>> = {
  serviceType: [["", "Select a service"], ...SERVICE_TYPES.map((value) => [value, SERVICE_TYPE_LABELS[value]] as const)],
  preferredContact: PREFERRED_CONTACTS.map((value) => [value, PREFERRED_CONTACT_LABELS[value]] as const),
};

const MAX_LENGTHS: Partial<Record<FormField, number>> = FIELD_LIMITS;

function fallbackField(field: FormField, answer: FormAnswer): string {
  const value = answer.values[field] ?? "";
  const id = `f-${field}`;
  const error = answer.fieldErrors[field];
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : "";
  const max = MAX_LENGTHS[field] ? ` maxlength="${MAX_LENGTHS[field]}"` : "";
  const choices = FIELD_CHOICES[field];
  let control: string;
  if (choices) {
    const options = choices
      .map(
        ([choice, label]) =>
          `<option value="${escapeHtml(choice)}"${choice === value ? " selected" : ""}>${escapeHtml(label)}</option>`,
      )
      .join("");
    control = `<select id="${id}" name="${field}"${described}>${options}</select>`;
  } else if (field === "message" || field === "projectDetails") {
    control = `<textarea id="${id}" name="${field}" rows="5"${max}${described}>${escapeHtml(value)}</textarea>`;
  } else {
    control = `<input id="${id}" name="${field}" value="${escapeHtml(value)}"${max}${described}>`;
  }
  const message = error ? `<br><strong id="${id}-error">${escapeHtml(error)}</strong>` : "";
  return `<p><label for="${id}">${FIELD_LABELS[field]}</label><br>${control}${message}</p>`;
}

/**
 * The answer when the prerendered page cannot be had (no ASSETS binding, the
 * page missing or unreadable): a plain page with the message and, on a
 * refusal, the form again with every value the visitor typed, so nothing is
 * lost even here. Self-contained: no script, no style, nothing loaded.
 */
export function fallbackPage(answer: FormAnswer): Response {
  const back = FORM_PAGES[answer.formType];
  const form =
    answer.kind === "error"
      ? `<form method="post" action="/api/leads"><input type="hidden" name="form_type" value="${answer.formType}">` +
        FORM_FIELD_ORDER[answer.formType].map((field) => fallbackField(field, answer)).join("") +
        `<p><button type="submit">Send again</button></p></form>`
      : "";
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(answer.message)}</title></head><body><main>` +
    `<p role="${answer.kind === "success" ? "status" : "alert"}"><strong>${escapeHtml(answer.message)}</strong></p>` +
    form +
    `<p><a href="${back}">Back to the ${answer.formType === "quote" ? "quote" : "contact"} page</a></p>` +
    `</main></body></html>`;
  const csp = "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
  return new Response(html, { status: answer.status, headers: answerHeaders(answer, csp) });
}
