/**
 * `/admin/leads/:id`: one lead, everything stored about it. On a phone the
 * order is what the owner needs first: who, call or reply, is it held, the
 * status and note; then the request, where the lead came from, and the notice.
 */
import { useId, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { ApiError, api, messageOf } from "../api/client.ts";
import { REFUSED_AT_FORM, type Lead, type LeadVisitAnswer, type ResponseHow } from "../api/types.ts";
import { resources } from "../api/resources.ts";
import { useResource, type Resource } from "../api/use-resource.ts";
import { TakeOverLater } from "../first-view/in-turns.tsx";
import { inAppLink } from "../shell/in-app-links.ts";
import { useScreenParams } from "../shell/screen-params.ts";
import { useNotify } from "../shell/notices.tsx";
import { PageHeading } from "../shell/page-heading.tsx";
import { EmptyState, ErrorState, Loading } from "../shell/states.tsx";
import { AttentionBadges, StatusBadge, isFlagged, isRefusedAtForm, noticeSentence } from "./badges.tsx";
import { EraseLead } from "./erase-lead.tsx";
import { PinLead } from "./pin-lead.tsx";
import { EstimateVisitPanels } from "./estimate-visit.tsx";
import { FollowUp } from "./follow-up.tsx";
import { formLabel, fullDate, place, preferredContactLabel, replyHref, serviceLabel, telHref, whenReceived } from "./format.ts";
import { PhoneIcon } from "./list-page.tsx";
import { ResponseClock, useRecordResponse } from "./response-clock.tsx";

export function LeadPage() {
  const { id = "" } = useScreenParams();
  const resource = useResource(resources.lead(id));
  // Loaded beside the lead, not after it; the page opens with both (a failed visit shows its own retry).
  const estimateVisit = useResource(resources.leadVisit(id));
  const location = useLocation();
  const backTo = typeof location.state?.list === "string" ? (location.state.list as string) : "/";

  const back = (
    <a {...inAppLink(backTo)} className="back-link">
      ← All leads
    </a>
  );
  if (resource.error && !resource.loading) {
    if (resource.error instanceof ApiError && resource.error.kind === "not_found") {
      return (
        <>
          {back}
          <PageHeading title="Lead not found">Lead not found</PageHeading>
          <EmptyState title="Nothing to show">
            <p>This lead no longer exists. It may have been erased.</p>
          </EmptyState>
        </>
      );
    }
    return (
      <>
        {back}
        <PageHeading title="Lead">Lead</PageHeading>
        <ErrorState error={resource.error} onRetry={resource.reload} title="The lead didn't load" />
      </>
    );
  }
  if (!resource.data || (!estimateVisit.data && !estimateVisit.error)) {
    return (
      <>
        {back}
        <Loading label="Loading the lead…" rows={3} className="loading--lead" />
      </>
    );
  }
  return <LeadView lead={resource.data} estimateVisit={estimateVisit} onChange={resource.set} back={back} backTo={backTo} />;
}

function LeadView({
  lead,
  estimateVisit,
  onChange,
  back,
  backTo,
}: {
  lead: Lead;
  estimateVisit: Resource<LeadVisitAnswer>;
  onChange: (lead: Lead) => void;
  back: ReactNode;
  backTo: string;
}) {
  const tel = telHref(lead.phone);
  const respond = useRecordResponse(lead, onChange);
  const navigate = useNavigate();
  const notify = useNotify();
  const followUp = <FollowUp key={lead.id} lead={lead} onSaved={onChange} />;
  // The estimate visit (Confirm, Move, Cancel, Add to calendar) and, on a won lead, Ask for a review.
  const estimate = <EstimateVisitPanels lead={lead} visit={estimateVisit} />;
  const request = <Request lead={lead} onRespond={respond} />;
  const source = <Source lead={lead} />;
  const visit = <Visitor lead={lead} />;
  const notice = (
    <section className="panel" aria-labelledby="notice-h">
      <h2 id="notice-h" className="panel-title">
        Your notice
      </h2>
      <p className={`notice-state notice-state--${lead.notice?.status ?? "none"}`}>{noticeSentence(lead, fullDate)}</p>
    </section>
  );
  // A clean lead can still be spam the screens missed; held and flagged leads have their callout at the top.
  const hold = lead.is_spam || isFlagged(lead) ? null : <SpamPanel lead={lead} onChange={onChange} />;
  const erase = (
    <EraseLead
      lead={lead}
      onErased={() => {
        notify(`${lead.full_name}’s lead was erased.`);
        navigate(backTo);
      }}
    />
  );
  return (
    <article className="lead">
      <header className="lead-head">
        {back}
        <PageHeading title={lead.full_name}>{lead.full_name}</PageHeading>
        <p className="lead-sub">
          {formLabel(lead.form_type)}
          {lead.service_type ? ` · ${serviceLabel(lead.service_type)}` : ""} · received{" "}
          <time dateTime={lead.created_at} title={fullDate(lead.created_at)}>
            {whenReceived(lead.created_at).replace(/^(Today|Yesterday)/, (day) => day.toLowerCase())}
          </time>
        </p>
        <div className="badges">
          <StatusBadge status={lead.status} />
          <AttentionBadges lead={lead} />
        </div>
        <ResponseClock lead={lead} />
      </header>

      {/* The first tap on any of these is the lead's first response; the link opens the app either way. */}
      <div className="contact-actions">
        {tel ? (
          <a className="button button--call button--big" href={tel} onClick={() => respond("call")}>
            <PhoneIcon /> Call {lead.phone}
          </a>
        ) : null}
        {tel ? (
          <a className="button button--big button--pair" href={tel.replace(/^tel:/, "sms:")} onClick={() => respond("text")}>
            <TextIcon /> Text
          </a>
        ) : null}
        <a className="button button--big button--pair" href={replyHref(lead)} onClick={() => respond("email")}>
          <MailIcon /> Reply by e-mail
        </a>
      </div>

      {lead.is_spam || isFlagged(lead) ? <SpamPanel lead={lead} onChange={onChange} /> : null}

      {/* Each column taken over in a turn of its own after the page's head (first-view/in-turns.tsx),
          keeping what is drawn: a note typed or a control focused before then stays. */}
      <div className="lead-body">
        <TakeOverLater>
          <div className="lead-first">
            {followUp}
            {estimate}
          </div>
        </TakeOverLater>
        <TakeOverLater>
          <div className="lead-main">
            {request}
            {source}
            {visit}
          </div>
        </TakeOverLater>
        <TakeOverLater>
          <div className="lead-rest">
            {notice}
            {hold}
            {erase}
          </div>
        </TakeOverLater>
      </div>
    </article>
  );
}

/** "Refused, then sent again": the two ends of one visitor's revision, so the owner never reads them as two strangers. */
function RevisionLink({ lead }: { lead: Lead }) {
  if (lead.sent_again_id) {
    return (
      <p>
        The visitor revised it and sent it again: <a {...inAppLink(`/leads/${lead.sent_again_id}`)}>open the lead they sent</a>.
      </p>
    );
  }
  if (lead.follows_refused_id) {
    return (
      <p className="panel-text">
        The form refused this visitor’s first try, and they sent it again: <a {...inAppLink(`/leads/${lead.follows_refused_id}`)}>see the refused one</a>.
      </p>
    );
  }
  return null;
}

/** The owner's word on the screens, as a sentence: who said it and when. */
function verdictSentence(lead: Lead): string | null {
  if (!lead.spam_verdict) return null;
  const said = lead.spam_verdict === "spam" ? "marked it spam" : "marked it not spam";
  return `You ${said} on ${fullDate(lead.spam_verdict_at)}${lead.spam_verdict_by ? ` (${lead.spam_verdict_by})` : ""}. The screens learn from these.`;
}

/**
 * The owner teaches the screens here. Held (or refused at the form): "Not spam"
 * releases it (its notice goes out). Flagged: "Not spam" confirms it, "Spam"
 * holds it. A clean lead: "Spam" holds it. Each records the verdict beside the
 * screens' reason, for the screens' record and `npm run spam:report`.
 */
function SpamPanel({ lead, onChange }: { lead: Lead; onChange: (lead: Lead) => void }) {
  const notify = useNotify();
  const [state, setState] = useState<{ kind: "idle" | "saving" } | { kind: "error"; message: string }>({ kind: "idle" });
  const id = useId();

  async function judge(verdict: "spam" | "not_spam") {
    setState({ kind: "saving" });
    try {
      const { lead: saved } = await api.updateLead(lead.id, { spam_verdict: verdict });
      onChange(saved);
      setState({ kind: "idle" });
      notify(
        verdict === "spam"
          ? "Marked spam and held. It stays here under Held."
          : lead.is_spam
            ? "Released as not spam. Its notice to you is on its way."
            : "Marked not spam. Thanks: the screens’ record counts it.",
      );
      // The button just pressed goes away with the panel; keep the keyboard on the page.
      document.querySelector<HTMLElement>("main h1")?.focus();
    } catch (error) {
      setState({ kind: "error", message: messageOf(error) });
    }
  }
  const saving = state.kind === "saving";
  const error =
    state.kind === "error" ? (
      <p className="save-line save-line--error" role="alert">
        Not saved: {state.message}
      </p>
    ) : null;
  const verdict = verdictSentence(lead);
  const spamButton = (
    <button type="button" className="button" disabled={saving} onClick={() => void judge("spam")}>
      {saving ? "Saving…" : "Spam: hold it"}
    </button>
  );

  if (lead.is_spam) {
    const refused = isRefusedAtForm(lead);
    return (
      <section className="callout callout--held" aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`} className="callout-title">
          {refused ? "Refused at the form: the visitor was asked to revise it" : "Held as likely spam: not mailed to you"}
        </h2>
        <p>
          <span className="callout-label">Why:</span> {(refused ? lead.spam_reason?.slice(REFUSED_AT_FORM.length) : lead.spam_reason) || "No reason was recorded."}
        </p>
        <RevisionLink lead={lead} />
        <p>If this is a real customer, say so: it moves to your inbox and its notice is mailed to you.</p>
        <button type="button" className="button button--primary" disabled={saving} onClick={() => void judge("not_spam")}>
          {saving ? "Releasing…" : "Not spam: release it"}
        </button>
        {verdict ? <p className="panel-text">{verdict}</p> : null}
        {error}
        <PinLead lead={lead} onChange={onChange} />
      </section>
    );
  }
  if (isFlagged(lead)) {
    return (
      <section className="callout callout--flagged" aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`} className="callout-title">
          Flagged for a check
        </h2>
        <p>
          <span className="callout-label">Why:</span> {lead.spam_reason}
        </p>
        <RevisionLink lead={lead} />
        <p>It was mailed to you with “[Check]” in the subject. Is it a real customer?</p>
        <div className="button-row">
          <button type="button" className="button button--primary" disabled={saving} onClick={() => void judge("not_spam")}>
            {saving ? "Saving…" : "Not spam"}
          </button>
          {spamButton}
        </div>
        {error}
      </section>
    );
  }
  return (
    <section className="panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="panel-title">
        Not a real customer?
      </h2>
      <RevisionLink lead={lead} />
      <p className="panel-text">Mark it spam: it moves to Held and leaves the dashboard. You can release it again.</p>
      {spamButton}
      {verdict ? <p className="panel-text">{verdict}</p> : null}
      {error}
    </section>
  );
}

type Fact = [label: string, value: ReactNode];

function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="facts">
      {facts.map(([label, value]) => (
        <div key={label} className="fact">
          <dt>{label}</dt>
          <dd>{value === "" || value === null || value === undefined ? <span className="muted">Not given</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id} className="panel-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Request({ lead, onRespond }: { lead: Lead; onRespond: (how: ResponseHow) => void }) {
  const mapHref = lead.address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(lead.address)}` : "";
  const contact: Fact[] = [
    [
      "E-mail",
      <a href={`mailto:${lead.email}`} onClick={() => onRespond("email")}>
        {lead.email}
      </a>,
    ],
    [
      "Phone",
      lead.phone && telHref(lead.phone) ? (
        <a href={telHref(lead.phone)} onClick={() => onRespond("call")}>
          {lead.phone}
        </a>
      ) : (
        lead.phone
      ),
    ],
  ];
  if (lead.form_type === "quote") {
    return (
      <Section title="Quote request">
        <Facts
          facts={[
            ["Service", serviceLabel(lead.service_type)],
            [
              "Address",
              lead.address ? (
                <>
                  {lead.address}{" "}
                  <a href={mapHref} target="_blank" rel="noreferrer" className="inline-link">
                    Map<span className="visually-hidden"> of {lead.address} (opens Google Maps)</span>
                  </a>
                </>
              ) : (
                ""
              ),
            ],
            ...contact,
            ["Prefers", preferredContactLabel(lead.preferred_contact)],
            ["Best time", lead.preferred_time],
          ]}
        />
        <h3 className="subhead">Project details</h3>
        <p className="long-text">{lead.project_details || <span className="muted">Not given</span>}</p>
        {lead.message && lead.message !== lead.project_details ? (
          <details className="more">
            <summary>The whole request as mailed</summary>
            <p className="long-text">{lead.message}</p>
          </details>
        ) : null}
      </Section>
    );
  }
  return (
    <Section title="Message">
      <p className="long-text">{lead.message || <span className="muted">No message</span>}</p>
      <Facts facts={contact} />
    </Section>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function Source({ lead }: { lead: Lead }) {
  const campaign = [lead.utm_source, lead.utm_medium, lead.utm_campaign, lead.utm_term, lead.utm_content, lead.gclid].some(Boolean);
  const summaryText = lead.gclid
    ? "A Google ad (gclid)"
    : lead.utm_source
      ? `Campaign: ${lead.utm_source}${lead.utm_medium ? ` / ${lead.utm_medium}` : ""}`
      : lead.referrer
        ? `From ${hostOf(lead.referrer)}`
        : "Direct: typed in, a bookmark, or a link that hid where it came from";
  return (
    <Section title="Where they came from">
      <p className="source-summary">{summaryText}</p>
      <Facts
        facts={[
          ["Landing page", lead.landing_page ?? ""],
          ["Referrer", lead.referrer],
          ...(campaign
            ? ([
                ["UTM source", lead.utm_source ?? ""],
                ["UTM medium", lead.utm_medium ?? ""],
                ["UTM campaign", lead.utm_campaign ?? ""],
                ["UTM term", lead.utm_term ?? ""],
                ["UTM content", lead.utm_content ?? ""],
                ["Google click id", lead.gclid ?? ""],
              ] as Fact[])
            : ([["UTM and gclid", <span className="muted">None</span>]] as Fact[])),
        ]}
      />
    </Section>
  );
}

/** An identifier in monospace, or nothing (so the row says "Not given"). */
function code(value: string): ReactNode {
  return value ? <code>{value}</code> : "";
}

function Visitor({ lead }: { lead: Lead }) {
  return (
    <Section title="Visit and record">
      <Facts
        facts={[
          ["Location (from the network)", place(lead)],
          ["Received", fullDate(lead.created_at)],
          ["Last changed", lead.updated_at ? fullDate(lead.updated_at) : <span className="muted">Never</span>],
          ["Browser", lead.ua],
          ["Visitor id", code(lead.visitor_id)],
          ["Session id", code(lead.session_id)],
          ...(lead.ip_hash ? ([["Network (hashed)", <code>{lead.ip_hash.slice(0, 16)}…</code>]] as Fact[]) : []),
          ["Site", lead.site_name],
          ["Submission id", code(lead.submission_id)],
          ["Lead id", code(lead.id)],
        ]}
      />
    </Section>
  );
}

function TextIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M4 5h16v11H9l-5 4z" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M3 6h18v12H3z" />
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="m3 7 9 6 9-6" />
    </svg>
  );
}
