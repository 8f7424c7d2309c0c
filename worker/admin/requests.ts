/**
 * What the inbox API accepts, read with zod. A refusal is the public API's 400
 * with `fields` naming each bad parameter, so the app can point at it.
 */
import { z } from "zod";
import { LEAD_STATUSES } from "../db/schema";
import { MESSAGES } from "../../common";
import { ApiError, parseRequest } from "../platform/http";
import { ADMIN_MESSAGES } from "./http";
import { localDaysRange, parseCalendarDate } from "./local-time";
import { RESPONSE_TAPS } from "./response-time";
import type { LeadChanges, LeadFilters } from "./storage";

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;
export const DEFAULT_STATS_WEEKS = 12;
/** Two years of weeks: enough for a season-over-season look, small enough to stay quick. */
export const MAX_STATS_WEEKS = 104;
export const MAX_SEARCH_LENGTH = 200;
export const MAX_NOTE_LENGTH = 5000;

const statusList = LEAD_STATUSES.join(", ");

const calendarDate = z
  .string()
  .refine((value) => parseCalendarDate(value) !== null, { error: "Use a real date written YYYY-MM-DD." });

function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

const filterShape = {
  status: z.enum(LEAD_STATUSES, { error: `Status must be one of ${statusList}.` }).optional(),
  form_type: z.enum(["quote", "contact"], { error: "Form type must be quote or contact." }).optional(),
  spam: z.enum(["held", "flagged", "all"], { error: "Spam must be held, flagged or all (or left out)." }).optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  q: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, { error: `Search for at most ${MAX_SEARCH_LENGTH} characters.` })
    .optional(),
};

function datesInOrder(value: { from?: string | undefined; to?: string | undefined }): boolean {
  return !value.from || !value.to || value.from <= value.to;
}
const datesInOrderIssue = { error: "The end date must be on or after the start date.", path: ["to"] };

const filtersSchema = z.object(filterShape).refine(datesInOrder, datesInOrderIssue);

const listSchema = z
  .object({
    ...filterShape,
    page: wholeNumber("Page", 1, 1_000_000).default(1),
    per_page: wholeNumber("Per page", 1, MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  })
  .refine(datesInOrder, datesInOrderIssue);

const statsSchema = z.object({ weeks: wholeNumber("Weeks", 1, MAX_STATS_WEEKS).default(DEFAULT_STATS_WEEKS) });

/**
 * The query's parameters, first value of each. An empty value counts as
 * absent: a form with "All statuses" selected sends `status=`. Unknown
 * parameters are ignored, like any web page does with a cache-buster.
 */
function queryOf(url: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URL(url).searchParams) {
    if (value !== "" && !(name in query)) query[name] = value;
  }
  return query;
}

function toFilters({ status, form_type, spam, from, to, q }: z.output<typeof filtersSchema>): LeadFilters {
  return { status, form_type, spam, q: q || undefined, ...localDaysRange(from, to) };
}

export function readLeadFilters(url: string): LeadFilters {
  return toFilters(parseRequest(filtersSchema, queryOf(url)));
}

export function readLeadList(url: string): { filters: LeadFilters; page: number; perPage: number } {
  const { page, per_page, ...filters } = parseRequest(listSchema, queryOf(url));
  return { filters: toFilters(filters), page, perPage: per_page };
}

export function readStatsQuery(url: string): { weeks: number } {
  return parseRequest(statsSchema, queryOf(url));
}

const changesSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: `Status must be one of ${statusList}.` }).optional(),
  note: z
    .string({ error: "Note must be text." })
    .max(MAX_NOTE_LENGTH, { error: `Keep the note under ${MAX_NOTE_LENGTH} characters.` })
    .optional(),
  spam: z.boolean({ error: "Spam must be true (hold) or false (release)." }).optional(),
});

export type ChangesRequest = Omit<LeadChanges, "is_spam"> & { spam?: boolean };

/** The body of a PATCH: any of status, note, spam, and nothing else. */
export function readLeadChanges(body: Record<string, unknown>): ChangesRequest {
  const unknown = Object.keys(body).filter((key) => !(key in changesSchema.shape));
  if (unknown.length > 0) {
    throw new ApiError(400, "invalid_request", MESSAGES.invalidRequest, {
      fields: Object.fromEntries(unknown.map((key) => [key, ADMIN_MESSAGES.unknownField])),
    });
  }
  const changes = parseRequest(changesSchema, body);
  if (changes.status === undefined && changes.note === undefined && changes.spam === undefined) {
    throw new ApiError(400, "invalid_request", ADMIN_MESSAGES.nothingToChange, {
      fields: { body: ADMIN_MESSAGES.nothingToChange },
    });
  }
  return changes;
}

/** The body of POST /leads/:id/response: which button the owner tapped. */
export const responseTapSchema = z.strictObject({
  how: z.enum(RESPONSE_TAPS, { error: `How must be one of ${RESPONSE_TAPS.join(", ")}.` }),
});
