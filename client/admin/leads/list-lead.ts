/**
 * A lead as the list keeps it: the fields its table and cards show, and the
 * start of what the customer wrote, instead of the whole record the API
 * answers (user agent, visitor and session ids, campaign tags, the note...).
 * The list's first view carries its data inside the page, so every byte kept
 * here is a byte the owner's phone downloads before it can paint; a lead's own
 * page loads the whole lead. The list's components take `ListLead`, so reading
 * a field that is not kept here is a type error, not a blank on the screen.
 */
import type { Lead, LeadPage } from "../api/types.ts";
import { summary } from "./format.ts";

/** More than a card's two lines or a table row's one line show at any width (the stylesheet cuts it with an ellipsis). */
const SUMMARY_LENGTH = 200;

export type ListLead = Pick<
  Lead,
  | "id"
  | "form_type"
  | "full_name"
  | "email"
  | "phone"
  | "service_type"
  | "address"
  | "city"
  | "status"
  | "created_at"
  | "is_spam"
  | "spam_reason"
  | "spam_verdict"
  | "follows_refused_id"
  | "notice"
  | "first_response_at"
> & {
  /** What the customer asked for, in one line, cut to SUMMARY_LENGTH characters. */
  summary: string;
};

export interface ListPage extends Omit<LeadPage, "leads"> {
  leads: ListLead[];
}

export function listLead(lead: Lead): ListLead {
  const text = summary(lead);
  return {
    id: lead.id,
    form_type: lead.form_type,
    full_name: lead.full_name,
    email: lead.email,
    phone: lead.phone,
    service_type: lead.service_type,
    address: lead.address,
    city: lead.city,
    status: lead.status,
    created_at: lead.created_at,
    is_spam: lead.is_spam,
    spam_reason: lead.spam_reason,
    spam_verdict: lead.spam_verdict,
    follows_refused_id: lead.follows_refused_id,
    notice: lead.notice,
    first_response_at: lead.first_response_at,
    summary: text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : text,
  };
}

/** The API's page of leads as the list keeps it. */
export function listPage({ leads, page, per_page, total }: LeadPage): ListPage {
  return { leads: leads.map(listLead), page, per_page, total };
}
