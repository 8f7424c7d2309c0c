/**
 * How the API answers an error thrown by a handler: the app's onError, and
 * the inbox's first view (which calls the inbox API's handlers directly) uses
 * the same, so a missing lead is a 404 there too, not a logged fault.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { MESSAGES } from "../../common";
import { ConfigError } from "./env";
import { ApiError, errorBody, errorResponse } from "./http";
import { errorSummary } from "./log";

export function answerError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return errorResponse(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(errorBody("bad_request", error.message || MESSAGES.invalidRequest), error.status);
  }
  // A genuine server fault, answered with the generic sentence only. Logged by name and code, never its
  // message: a drizzle query error quotes every parameter, the visitor's name and e-mail included.
  console.error(error instanceof ConfigError ? error.message : `Unhandled API error: ${errorSummary(error)}`);
  return c.json(errorBody("internal_error", MESSAGES.failure), 500);
}
