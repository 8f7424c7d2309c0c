/**
 * `/admin`: the leads, newest first. A table at a desk, cards on a phone, the
 * filters in the address, paging, and the CSV of exactly what is filtered.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type MouseEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { api, csvHref } from "../api/client.ts";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "../api/types.ts";
import type { ListLead, ListPage } from "./list-lead.ts";
import { resources } from "../api/resources.ts";
import { useFirstViewDevice, useKeepTypedBeforeTakeOver } from "../first-view/data.tsx";
import { InTurn, TakeOverLater } from "../first-view/in-turns.tsx";
import { LIST_LAYOUT_COOKIE, type DrawnListLayout } from "../../../common/inbox-first-view.ts";
import { useResource } from "../api/use-resource.ts";
import { ListNotifyMe } from "../push/list-notify-me.tsx";
import { inboxHref } from "../shell/addresses.ts";
import { inAppLink, leftToBrowser } from "../shell/in-app-links.ts";
import { PageHeading } from "../shell/page-heading.tsx";
import { EmptyState, ErrorState, Loading } from "../shell/states.tsx";
import { AttentionBadges, SpamReason, StatusBadge } from "./badges.tsx";
import { VIEWS, apiQuery, narrowingCount, readFilters, writeFilters, type Filters } from "./filters.ts";
import { serviceLabel, telHref, townOf, whenReceived } from "./format.ts";

export function ListPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = apiQuery(filters);
  const list = useResource(resources.leads(query), { keepPrevious: true });
  const navigate = useNavigate();

  const change = (changes: Partial<Filters>, replace = false) =>
    setParams(writeFilters({ ...filters, page: 1, ...changes }), { replace });
  const clearNarrowing = () => change({ status: "", form_type: "", from: "", to: "", q: "" });
  const narrowing = narrowingCount(filters);
  const viewLabel = VIEWS.find((v) => v.value === filters.spam)?.label ?? "Inbox";

  return (
    <>
      <div className="page-head">
        <PageHeading title={filters.spam ? `${viewLabel} leads` : "Leads"}>Leads</PageHeading>
        <a className="button button--quiet" href={csvHref(writeFilters(filters))} download>
          <DownloadIcon /> Export CSV
        </a>
      </div>
      <ListNotifyMe />

      <nav className="views" aria-label="Which leads">
        {VIEWS.map((view) => (
          <a
            key={view.value || "inbox"}
            className="view-tab"
            {...inAppLink(`/?${writeFilters({ ...filters, spam: view.value, page: 1 }).toString()}`)}
            aria-current={filters.spam === view.value ? "page" : undefined}
            title={view.hint}
          >
            {view.label}
          </a>
        ))}
      </nav>

      {/* The filters and the results are taken over in turns of their own after the page's frame
          (first-view/in-turns.tsx), keeping what is drawn: a search typed before then stays. */}
      <TakeOverLater>
        <FilterBar filters={filters} narrowing={narrowing} onChange={change} onClear={clearNarrowing} />
      </TakeOverLater>

      <TakeOverLater>
        <ListBody
          list={list}
          filters={filters}
          narrowing={narrowing}
          onClear={clearNarrowing}
          onPage={(page) => {
            setParams(writeFilters({ ...filters, page }));
            window.scrollTo({ top: 0 });
          }}
          onFirstPage={() => navigate({ search: writeFilters({ ...filters, page: 1 }).toString() })}
        />
      </TakeOverLater>
    </>
  );
}

function FilterBar({
  filters,
  narrowing,
  onChange,
  onClear,
}: {
  filters: Filters;
  narrowing: number;
  onChange: (changes: Partial<Filters>, replace?: boolean) => void;
  onClear: () => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(narrowing > 0 && (filters.status !== "" || filters.form_type !== "" || !!filters.from || !!filters.to));
  const [draft, setDraft] = useState(filters.q);
  // A search typed into the drawn page before the app took it over is kept, and searched.
  useKeepTypedBeforeTakeOver(`${id}-q`, setDraft);
  const [shownQ, setShownQ] = useState(filters.q);
  // The address changed the search from outside (clear filters, back button): show it.
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    if (filters.q !== draft.trim()) setDraft(filters.q);
  }
  // Search as the owner types, once they pause; replace the address so Back skips the keystrokes.
  // The latest onChange, read when the pause ends (not a reason to restart the wait).
  const onChangeLatest = useRef(onChange);
  useEffect(() => {
    onChangeLatest.current = onChange;
  });
  useEffect(() => {
    if (draft.trim() === filters.q) return;
    const timer = setTimeout(() => onChangeLatest.current({ q: draft }, true), 400);
    return () => clearTimeout(timer);
  }, [draft, filters.q]);

  const more = [filters.status, filters.form_type, filters.from || filters.to].filter(Boolean).length;
  return (
    <form
      className="filters"
      role="search"
      aria-label="Filter leads"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: draft }, true);
      }}
    >
      <div className="filters-search">
        <label htmlFor={`${id}-q`} className="visually-hidden">
          Search leads by name, e-mail, phone, address, message or note
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className="input input--search"
          placeholder="Search leads"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          enterKeyHint="search"
          autoComplete="off"
        />
        <button
          type="button"
          className="button filters-toggle"
          aria-expanded={open}
          aria-controls={`${id}-more`}
          onClick={() => setOpen(!open)}
        >
          <FilterIcon /> Filters{more > 0 ? <span className="count-pill">{more}</span> : null}
        </button>
      </div>
      <div id={`${id}-more`} className="filters-more" data-open={open || undefined}>
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            className="input"
            value={filters.status}
            onChange={(event) => onChange({ status: event.target.value as Filters["status"] })}
          >
            <option value="">Any status</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-form`}>Form</label>
          <select
            id={`${id}-form`}
            className="input"
            value={filters.form_type}
            onChange={(event) => onChange({ form_type: event.target.value as Filters["form_type"] })}
          >
            <option value="">Both forms</option>
            <option value="quote">Quote requests</option>
            <option value="contact">Contact messages</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>From</label>
          <input
            id={`${id}-from`}
            type="date"
            className="input"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>To</label>
          <input
            id={`${id}-to`}
            type="date"
            className="input"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </div>
        {narrowing > 0 ? (
          <button type="button" className="button button--quiet filters-clear" onClick={onClear}>
            Clear filters
          </button>
        ) : null}
      </div>
    </form>
  );
}

function ListBody({
  list,
  filters,
  narrowing,
  onClear,
  onPage,
  onFirstPage,
}: {
  list: ReturnType<typeof useResource<ListPage>>;
  filters: Filters;
  narrowing: number;
  onClear: () => void;
  onPage: (page: number) => void;
  onFirstPage: () => void;
}) {
  const { data, error, loading, reload } = list;
  const layout = useListLayout();
  if (error && !loading) return <ErrorState error={error} onRetry={reload} title="The leads didn't load" />;
  if (!data) return <Loading label="Loading leads…" rows={6} className="loading--list" />;

  const pages = Math.max(1, Math.ceil(data.total / data.per_page));
  const first = (data.page - 1) * data.per_page + 1;
  const last = first + data.leads.length - 1;
  const status = loading
    ? "Updating…"
    : data.total === 0
      ? "No leads"
      : `${data.leads.length < data.total ? `${first}–${last} of ` : ""}${data.total} ${data.total === 1 ? "lead" : "leads"}`;

  return (
    <section className="results" data-layout={layout} aria-busy={loading} aria-labelledby="results-count">
      <p id="results-count" className="results-count" aria-live="polite">
        {status}
      </p>
      {data.leads.length === 0 ? (
        data.total > 0 ? (
          <EmptyState title="This page is past the end">
            <button type="button" className="button" onClick={onFirstPage}>
              Go to the first page
            </button>
          </EmptyState>
        ) : (
          <NothingHere filters={filters} narrowing={narrowing} onClear={onClear} />
        )
      ) : (
        <>
          {layout !== "cards" ? <LeadTable leads={data.leads} /> : null}
          {layout !== "table" ? <LeadCards leads={data.leads} /> : null}
        </>
      )}
      {pages > 1 ? (
        <nav className="pager" aria-label="Pages">
          <button type="button" className="button" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
            ← Newer
          </button>
          <span className="pager-where">
            Page {data.page} of {pages}
          </span>
          <button type="button" className="button" disabled={data.page >= pages} onClick={() => onPage(data.page + 1)}>
            Older →
          </button>
        </nav>
      ) : null}
    </section>
  );
}

function NothingHere({ filters, narrowing, onClear }: { filters: Filters; narrowing: number; onClear: () => void }) {
  if (narrowing > 0) {
    return (
      <EmptyState title="No leads match these filters">
        <p>Try a wider date range or fewer words, or start over.</p>
        <button type="button" className="button button--primary" onClick={onClear}>
          Clear filters
        </button>
      </EmptyState>
    );
  }
  if (filters.spam === "held") {
    return (
      <EmptyState title="Nothing is held">
        <p>When the spam screens keep a submission back, it waits here so you can release a real customer.</p>
      </EmptyState>
    );
  }
  if (filters.spam === "flagged") {
    return (
      <EmptyState title="Nothing is flagged">
        <p>Leads mailed to you with “[Check]” in the subject are listed here.</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState title="No leads yet">
      <p>When someone sends the quote or contact form on the website, the lead appears here and in your e-mail.</p>
    </EmptyState>
  );
}

/** The width from which the list is a table (admin.css says the same). */
const WIDE_QUERY = "(min-width: 960px)";

/** One function for every render, so the list does not subscribe again each time it renders. */
function followWidth(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Which of the list's two layouts to render. The Worker draws the one the
 * request names (the cookie below, or a phone's hints: drawnListLayout), or
 * both when it cannot tell, and the stylesheet shows the one that fits. The
 * browser renders only the one that fits, from its first render on: Preact
 * takes the drawn page over element by element, matching each by its tag, and
 * removes the other (hidden) one, so nothing on screen moves. It follows the
 * width after that (a tablet turned), and remembers the layout in a cookie so
 * the Worker draws only that one next time.
 */
function useListLayout(): DrawnListLayout {
  const drawn = useFirstViewDevice().listLayout;
  const layout = useSyncExternalStore(
    followWidth,
    () => (typeof window === "undefined" ? drawn : window.matchMedia(WIDE_QUERY).matches ? "table" : "cards"),
    () => drawn,
  );
  useEffect(() => {
    if (layout === "both") return;
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${LIST_LAYOUT_COOKIE}=${layout}; Path=/admin; Max-Age=31536000; SameSite=Strict${secure}`;
  }, [layout]);
  return layout;
}

/**
 * The owner called or wrote from the list: the lead's first answer, recorded as
 * from its page (it stops the response clock and the "Still waiting" reminder).
 * Fire and forget with keepalive: the phone or mail app opens whatever happens,
 * and the API keeps only the first answer.
 */
function recordTap(lead: ListLead, how: "call" | "email"): void {
  if (lead.first_response_at || lead.is_spam) return;
  api.recordResponse(lead.id, how).catch(() => {
    // Not recorded (offline, say): the lead's page records the next tap.
  });
}

/** Back to the same filtered list from a lead's page. */
function useListState() {
  const location = useLocation();
  return { list: `${location.pathname}${location.search}` };
}

/**
 * The rows' links are plain links, answered by one click handler on the whole
 * list: a lead's name opens its page in the app, a call or e-mail tap is
 * recorded (recordTap). A router link and handlers per row cost the phone
 * about a millisecond per row as the app took the drawn list over, and a row
 * not yet taken over (first-view/in-turns.tsx) is answered all the same.
 * A click the browser should handle (a new tab, a modifier key) is left to it.
 */
function useLeadLinks(leads: ListLead[]) {
  const navigate = useNavigate();
  const state = useListState();
  return {
    href: (lead: ListLead) => inboxHref(`/leads/${encodeURIComponent(lead.id)}`),
    onClick(event: MouseEvent<HTMLElement>) {
      const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-lead-id]");
      const lead = link && leads.find((candidate) => candidate.id === link.dataset.leadId);
      if (!link || !lead) return;
      const tap = link.dataset.tap;
      if (tap === "call" || tap === "email") return recordTap(lead, tap);
      if (leftToBrowser(event, link)) return;
      event.preventDefault();
      navigate(`/leads/${encodeURIComponent(lead.id)}`, { state });
    },
  };
}

function LeadTable({ leads }: { leads: ListLead[] }) {
  const links = useLeadLinks(leads);
  return (
    // The click is the rows' own links' (Enter on a link clicks it too): delegated here, not a control of its own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="table-wrap" onClick={links.onClick}>
      <table className="lead-table">
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Name</th>
            <th scope="col">Phone and e-mail</th>
            <th scope="col">Asked for</th>
            <th scope="col">Town</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <InTurn key={lead.id} as="tr" className={lead.is_spam ? "is-held" : undefined}>
              {() => {
                const tel = telHref(lead.phone);
                return (
                  <>
                    <td className="cell-date">
                      <time dateTime={lead.created_at}>{whenReceived(lead.created_at)}</time>
                    </td>
                    <td className="cell-name">
                      <a href={links.href(lead)} data-lead-id={lead.id} className="lead-link">
                        {lead.full_name}
                      </a>
                      <div className="badges">
                        <AttentionBadges lead={lead} />
                      </div>
                      <SpamReason lead={lead} />
                    </td>
                    <td className="cell-contact">
                      {tel ? (
                        <a href={tel} data-lead-id={lead.id} data-tap="call">
                          {lead.phone}
                        </a>
                      ) : (
                        <span className="muted">{lead.phone || "No phone"}</span>
                      )}
                      <a href={`mailto:${lead.email}`} className="cell-email" data-lead-id={lead.id} data-tap="email">
                        {lead.email}
                      </a>
                    </td>
                    <td className="cell-request">
                      <span className="request-kind">{requestKind(lead)}</span>
                      <span className="request-text">{lead.summary}</span>
                    </td>
                    <td>{townOf(lead)}</td>
                    <td>
                      <StatusBadge status={lead.status} />
                    </td>
                  </>
                );
              }}
            </InTurn>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LeadCards({ leads }: { leads: ListLead[] }) {
  const links = useLeadLinks(leads);
  return (
    // The click is the rows' own links' (Enter on a link clicks it too): delegated here, not a control of its own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <ul className="lead-cards" onClick={links.onClick}>
      {leads.map((lead) => (
        <InTurn key={lead.id} as="li" className={`lead-card${lead.is_spam ? " is-held" : ""}`}>
          {() => {
            const tel = telHref(lead.phone);
            const meta = [whenReceived(lead.created_at), requestKind(lead), townOf(lead)].filter(Boolean);
            return (
              <>
                <div className="lead-card-head">
                  <a href={links.href(lead)} data-lead-id={lead.id} className="lead-link lead-card-link">
                    {lead.full_name}
                  </a>
                  <StatusBadge status={lead.status} />
                </div>
                <p className="lead-card-meta">{meta.join(" · ")}</p>
                <div className="badges">
                  <AttentionBadges lead={lead} />
                </div>
                <SpamReason lead={lead} />
                {lead.summary ? <p className="lead-card-text">{lead.summary}</p> : null}
                {tel ? (
                  <div className="lead-card-actions">
                    <a
                      className="button button--call-quiet"
                      href={tel}
                      aria-label={`Call ${lead.full_name}, ${lead.phone}`}
                      data-lead-id={lead.id}
                      data-tap="call"
                    >
                      <PhoneIcon /> {lead.phone}
                    </a>
                  </div>
                ) : null}
              </>
            );
          }}
        </InTurn>
      ))}
    </ul>
  );
}

/** The service asked for, or "Message" for the contact form (a quote always names a service). */
function requestKind(lead: Pick<ListLead, "service_type" | "form_type">): string {
  if (lead.service_type) return serviceLabel(lead.service_type);
  return lead.form_type === "quote" ? "Quote request" : "Message";
}

export function PhoneIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1l-2.2 2.2Z"
      />
    </svg>
  );
}

function DownloadIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 20h14" />
    </svg>
  );
}

function FilterIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}
