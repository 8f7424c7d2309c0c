/**
 * The list's filters live in the address (`/admin?status=new&spam=held&q=oak`),
 * so a reload, the back button or a link sent to oneself keeps them. The names
 * are the API's own query parameters: the list asks the API with the same
 * query string it shows, and the CSV export reuses it.
 */
import { LEAD_STATUSES, type LeadStatus, type SpamView } from "../api/types.ts";

export const PER_PAGE = 25;

export interface Filters {
  status: LeadStatus | "";
  form_type: "quote" | "contact" | "";
  spam: SpamView;
  from: string;
  to: string;
  q: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readFilters(params: URLSearchParams): Filters {
  const status = params.get("status") ?? "";
  const formType = params.get("form_type") ?? "";
  const spam = params.get("spam") ?? "";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    status: (LEAD_STATUSES as readonly string[]).includes(status) ? (status as LeadStatus) : "",
    form_type: formType === "quote" || formType === "contact" ? formType : "",
    spam: spam === "held" || spam === "flagged" || spam === "all" ? spam : "",
    from: DATE.test(from) ? from : "",
    to: DATE.test(to) ? to : "",
    q: (params.get("q") ?? "").slice(0, 200),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** Only the filters that are set, in a fixed order, so equal filters make equal addresses. */
export function writeFilters(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.spam) params.set("spam", filters.spam);
  if (filters.status) params.set("status", filters.status);
  if (filters.form_type) params.set("form_type", filters.form_type);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** The query the API is asked with: the filters plus the page size. */
export function apiQuery(filters: Filters): string {
  const params = writeFilters(filters);
  params.set("per_page", String(PER_PAGE));
  return params.toString();
}

/** Filters that narrow the chosen view (the view tabs themselves are not "filters"). */
export function narrowingCount(filters: Filters): number {
  return [filters.status, filters.form_type, filters.from || filters.to, filters.q.trim()].filter(Boolean).length;
}

export const VIEWS: { value: SpamView; label: string; hint: string }[] = [
  { value: "", label: "Inbox", hint: "Every lead except the held ones" },
  { value: "flagged", label: "Flagged", hint: "Mailed to you, marked for a check" },
  { value: "held", label: "Held", hint: "Kept back by the spam screens, not mailed" },
  { value: "all", label: "All", hint: "Everything, held leads included" },
];
