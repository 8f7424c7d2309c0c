/**
 * What the inbox API accepts, read with zod. A refusal is the public API's 400
 * with `fields` naming each bad parameter, so the app can point at it.
 */
import { z } from "zod";
import { LEAD_STATUSES, SPAM_VERDICTS, type SpamVerdict } from "../db/schema";
import { MESSAGES } from "../../common";
import { ApiError, parseRequest } from "../platform/http";
import { ADMIN_MESSAGES } from "./http";
import { localDaysRange, parseCalendarDate } from "../../common/local-time";
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

/**
 * The dates a filter may name. Leads exist only from the site's launch on; the
 * bounds keep the day arithmetic (the day after `to`, its Atlanta midnight)
 * within four-digit years, so a far date is a 400 that says so, not a
 * RangeError and a 500.
 */
export const EARLIEST_FILTER_DATE = "2000-01-01";
export const LATEST_FILTER_DATE = "2099-12-31";

const calendarDate = z
  .string()
  .refine((value) => parseCalendarDate(value) !== null, { error: "Use a real date written YYYY-MM-DD." })
  .refine((value) => value >= EARLIEST_FILTER_DATE && value <= LATEST_FILTER_DATE, {
    error: `Use a date from ${EARLIEST_FILTER_DATE} to ${LATEST_FILTER_DATE}.`,
  });

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
 * The query's parameters. An empty value counts as absent: a form with "All
 * statuses" selected sends `status=`. Unknown parameters are ignored, like any
 * web page does with a cache-buster. A known parameter given twice with
 * different values is refused (400 naming it): picking one would show the
 * owner a list filtered other than the address says.
 */
function queryOf(url: string, known: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  const repeated: Record<string, string> = {};
  for (const [name, value] of new URL(url).searchParams) {
    if (value === "") continue;
    if (!(name in query)) query[name] = value;
    else if (query[name] !== value && known.includes(name)) repeated[name] = `Give ${name} once.`;
  }
  if (Object.keys(repeated).length > 0) {
    throw new ApiError(400, "invalid_request", MESSAGES.invalidRequest, { fields: repeated });
  }
  return query;
}

function toFilters({ status, form_type, spam, from, to, q }: z.output<typeof filtersSchema>): LeadFilters {
  return { status, form_type, spam, q: q || undefined, ...localDaysRange(from, to) };
}

export function readLeadFilters(url: string): LeadFilters {
  return toFilters(parseRequest(filtersSchema, queryOf(url, Object.keys(filterShape))));
}

export function readLeadList(url: string): { filters: LeadFilters; page: number; perPage: number } {
  const { page, per_page, ...filters } = parseRequest(listSchema, queryOf(url, [...Object.keys(filterShape), "page", "per_page"]));
  return { filters: toFilters(filters), page, perPage: per_page };
}

export function readStatsQuery(url: string): { weeks: number } {
  return parseRequest(statsSchema, queryOf(url, ["weeks"]));
}

const changesSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: `Status must be one of ${statusList}.` }).optional(),
  note: z
    .string({ error: "Note must be text." })
    .max(MAX_NOTE_LENGTH, { error: `Keep the note under ${MAX_NOTE_LENGTH} characters.` })
    .optional(),
  spam: z.boolean({ error: "Spam must be true (hold) or false (release)." }).optional(),
  spam_verdict: z.enum(SPAM_VERDICTS, { error: "Spam verdict must be spam or not_spam." }).optional(),
  pinned: z.boolean({ error: "Pinned must be true (keep it past the held-lead purge) or false." }).optional(),
});

export type ChangesRequest = Omit<LeadChanges, "is_spam" | "spam_verdict"> & { spam?: boolean; spam_verdict?: SpamVerdict };

/**
 * The body of a PATCH: any of status, note, spam, spam_verdict, pinned, and nothing
 * else. The owner's verdict also decides the hold ("spam" holds, "not_spam"
 * releases), so a body that says both ways is refused rather than guessed.
 */
export function readLeadChanges(body: Record<string, unknown>): ChangesRequest {
  const unknown = Object.keys(body).filter((key) => !(key in changesSchema.shape));
  if (unknown.length > 0) {
    throw new ApiError(400, "invalid_request", MESSAGES.invalidRequest, {
      fields: Object.fromEntries(unknown.map((key) => [key, ADMIN_MESSAGES.unknownField])),
    });
  }
  const changes = parseRequest(changesSchema, body);
  if (changes.spam_verdict !== undefined && changes.spam !== undefined && changes.spam !== (changes.spam_verdict === "spam")) {
    throw new ApiError(400, "invalid_request", ADMIN_MESSAGES.verdictContradictsSpam, {
      fields: { spam_verdict: ADMIN_MESSAGES.verdictContradictsSpam },
    });
  }
  if (
    changes.status === undefined &&
    changes.note === undefined &&
    changes.spam === undefined &&
    changes.spam_verdict === undefined &&
    changes.pinned === undefined
  ) {
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
