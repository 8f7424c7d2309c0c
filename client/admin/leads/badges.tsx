/** The small labels that say where a lead stands: its status, held/flagged, a notice that did not go out. */
import { LEAD_STATUS_LABELS, REFUSED_AT_FORM, wasRefusedAtForm, type Lead, type LeadStatus } from "../api/types.ts";

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`badge badge--status badge--${status}`}>{LEAD_STATUS_LABELS[status] ?? status}</span>;
}

/** Flagged: stored and mailed, but the screens saw something worth a second look, and the owner has not said "not spam". */
export function isFlagged(lead: Pick<Lead, "is_spam" | "spam_reason" | "spam_verdict">): boolean {
  return !lead.is_spam && !!lead.spam_reason && lead.spam_verdict !== "not_spam";
}

/** Held because the form refused it: the visitor saw the refusal and was asked to revise. */
export function isRefusedAtForm(lead: Pick<Lead, "is_spam" | "spam_reason">): boolean {
  return lead.is_spam && wasRefusedAtForm(lead.spam_reason);
}

/** Held, flagged and notice trouble; nothing for a clean lead whose notice went out. */
export function AttentionBadges({ lead }: { lead: Pick<Lead, "is_spam" | "spam_reason" | "spam_verdict" | "follows_refused_id" | "notice"> }) {
  const notice = lead.notice?.status;
  return (
    <>
      {lead.is_spam ? <span className="badge badge--held">{isRefusedAtForm(lead) ? "Refused at the form" : "Held"}</span> : null}
      {lead.follows_refused_id ? <span className="badge badge--pending">Sent again after a refusal</span> : null}
      {isFlagged(lead) ? <span className="badge badge--flagged">Flagged</span> : null}
      {notice === "failed" ? <span className="badge badge--failed">Notice failed</span> : null}
      {notice === "pending" ? <span className="badge badge--pending">Notice pending</span> : null}
    </>
  );
}

/** The screens' reason, in words, under the name: a badge alone does not say why. */
export function SpamReason({ lead }: { lead: Pick<Lead, "is_spam" | "spam_reason"> }) {
  if (!lead.spam_reason) return null;
  return (
    <p className="spam-reason">
      <span className="visually-hidden">{isRefusedAtForm(lead) ? "Refused because: " : lead.is_spam ? "Held because: " : "Flagged because: "}</span>
      {isRefusedAtForm(lead) ? lead.spam_reason.slice(REFUSED_AT_FORM.length) : lead.spam_reason}
    </p>
  );
}

/** The owner's notice as a sentence, for the lead's page. */
export function noticeSentence(lead: Lead, formatDate: (iso: string | null) => string): string {
  const notice = lead.notice;
  if (!notice) {
    return lead.is_spam
      ? "No notice: held leads are not mailed one by one. Release it to get its notice."
      : "No notice was queued for this lead.";
  }
  const tries = `${notice.attempts} ${notice.attempts === 1 ? "try" : "tries"}`;
  switch (notice.status) {
    case "sent":
      return notice.sent_at ? `Sent ${formatDate(notice.sent_at)}.` : "Sent.";
    case "pending":
      return notice.attempts > 0
        ? `Not sent yet after ${tries}; it will be tried again.${notice.last_error ? ` Last error: ${notice.last_error}` : ""}`
        : "Queued; it goes out within a few minutes.";
    case "failed":
      return `Failed after ${tries}.${notice.last_error ? ` Last error: ${notice.last_error}` : ""} This lead reaches you only here and in the daily digest.`;
    default:
      return `${notice.status}${notice.last_error ? ` (${notice.last_error})` : ""}.`;
  }
}
