/**
 * What the Worker answers a no-JavaScript form post with: which form page, the
 * status, the message for the form's status region, the field messages, and
 * on a refusal everything the visitor typed, to write back. Never JSON: the
 * browser shows the answer as a page. The words are the ones the hydrated form
 * shows for the same JSON answer (common/lead-form.ts), so a visitor reads
 * the same thing with or without JavaScript.
 */
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { MESSAGES, refusalFieldErrors, refusalMessage, type FormType } from "../../../common";
import { ApiError } from "../../platform/http";
import { errorSummary } from "../../platform/log";
import type { FormField, FormPost } from "./read";

/** The prerendered page holding each form. */
export const FORM_PAGES: Readonly<Record<FormType, string>> = { quote: "/quote", contact: "/contact" };

export interface FormAnswer {
  formType: FormType;
  kind: "success" | "error";
  status: ContentfulStatusCode;
  message: string;
  /** On a refusal: what the visitor typed, to write back. */
  values: Partial<Record<FormField, string>>;
  /** Per-field messages, by form field name. */
  fieldErrors: Partial<Record<FormField, string>>;
  /** Headers of the refusal (Retry-After of a limit). */
  headers: Record<string, string>;
  /** An accepted quote's booking page ("/book?token=…"), offered under the thank-you. */
  bookingPath?: string;
}

/** 200 and the form's thank-you; the form starts over empty, as the hydrated one resets. */
export function acceptedAnswer(formType: FormType): FormAnswer {
  const message = formType === "quote" ? MESSAGES.quoteSuccess : MESSAGES.contactSuccess;
  return { formType, kind: "success", status: 200, message, values: {}, fieldErrors: {}, headers: {} };
}

/**
 * A refusal's 4xx (an ApiError from the origin check, the reading or the
 * pipeline) or a fault's 500, with its message and every value the visitor
 * typed. A fault is logged here, as the JSON path's onError logs it.
 */
export function refusedAnswer(post: FormPost, error: unknown): FormAnswer {
  if (!(error instanceof ApiError)) console.error(`Form post failed: ${errorSummary(error)}`);
  const refusal = error instanceof ApiError ? error : new ApiError(500, "internal_error", MESSAGES.failure);
  const fieldErrors = Object.fromEntries(
    refusalFieldErrors(post.formType, { code: refusal.code, fields: refusal.extra.fields }),
  ) as FormAnswer["fieldErrors"];
  return {
    formType: post.formType,
    kind: "error",
    status: refusal.status,
    message: refusalMessage(refusal.code, Object.keys(fieldErrors).length > 0),
    values: post.values,
    fieldErrors,
    headers: refusal.extra.headers ?? {},
  };
}

