/**
 * On a lead's page: its estimate visit (booked by the customer from their
 * link) with Confirm, Move and Cancel, and "Add to calendar" (the visit as an
 * .ics the phone's calendar opens in one tap); and, on a won lead, "Ask for a
 * review".
 */
import { useEffect, useId, useRef, useState } from "react";
import { api, messageOf } from "../api/client.ts";
import type { Lead, LeadVisitAnswer, ReviewHow, VisitAction } from "../api/types.ts";
import type { Resource } from "../api/use-resource.ts";
import { useNotify } from "../shell/notices.tsx";
import { ConfirmDialog } from "../shell/confirm-dialog.tsx";
import { ErrorState } from "../shell/states.tsx";
import { fullDate } from "./format.ts";

type Busy = { kind: "idle" } | { kind: "saving" } | { kind: "error"; message: string };

const STATUS_TEXT = { booked: "Booked by the customer, not confirmed yet", confirmed: "Confirmed", cancelled: "Cancelled" } as const;

/**
 * The panels for the visit the lead page loaded beside the lead (`visit`): the
 * page waits for both, and the Worker draws both in the first view, so the
 * panels are there when the lead is and nothing below them moves.
 */
export function EstimateVisitPanels({ lead, visit: resource }: { lead: Lead; visit: Resource<LeadVisitAnswer> }) {
  // Reloaded when the status changes, so "Ask for a review" appears as soon as the lead is Won;
  // the panels on screen stay while it reloads.
  const { reload } = resource;
  const shownStatus = useRef(lead.status);
  useEffect(() => {
    if (shownStatus.current === lead.status) return;
    shownStatus.current = lead.status;
    reload();
  }, [lead.status, reload]);
  if (!resource.data) {
    return resource.error ? <ErrorState error={resource.error} onRetry={resource.reload} title="The estimate visit didn't load" /> : null;
  }
  const data = resource.data;
  return (
    <>
      {lead.form_type === "quote" || data.visit ? <VisitPanel lead={lead} data={data} onChange={resource.set} /> : null}
      {data.review.can_ask || data.review.asked ? <ReviewPanel lead={lead} data={data} onChange={resource.set} /> : null}
    </>
  );
}

function VisitPanel({ lead, data, onChange }: { lead: Lead; data: LeadVisitAnswer; onChange: (data: LeadVisitAnswer) => void }) {
  const id = useId();
  const notify = useNotify();
  const [busy, setBusy] = useState<Busy>({ kind: "idle" });
  const [moveTo, setMoveTo] = useState("");
  const visit = data.visit;
  const live = visit && visit.status !== "cancelled";

  async function change(action: VisitAction, done: string) {
    setBusy({ kind: "saving" });
    try {
      onChange(await api.changeVisit(lead.id, action));
      setBusy({ kind: "idle" });
      setMoveTo("");
      notify(done);
    } catch (error) {
      setBusy({ kind: "error", message: messageOf(error) });
    }
  }

  return (
    <section className="panel visit-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="panel-title">
        Estimate visit
      </h2>
      {!visit ? (
        <p className="panel-text">
          Not booked yet. The customer got a link to pick a time in their confirmation
          {data.booking_path ? " and on the form" : ""}; you can also call them and set one.
        </p>
      ) : (
        <>
          <p className="visit-when">
            <strong>{visit.label}</strong>
          </p>
          <p className={`visit-status visit-status--${visit.status}`}>
            {STATUS_TEXT[visit.status]}
            {visit.status === "cancelled" && visit.cancelled_at
              ? ` by ${visit.changed_by === "owner" ? "you" : "the customer"} on ${fullDate(visit.cancelled_at)}`
              : ""}
            .
          </p>
        </>
      )}
      {live ? (
        <>
          <div className="visit-actions">
            {visit.status === "booked" ? (
              <button type="button" className="button button--primary" disabled={busy.kind === "saving"} onClick={() => void change({ action: "confirm" }, "Visit confirmed.")}>
                Confirm
              </button>
            ) : null}
            <a className="button" href={`/api/admin/leads/${encodeURIComponent(lead.id)}/visit.ics`} download="estimate-visit.ics">
              Add to calendar
            </a>
            <ConfirmDialog
              trigger="Cancel visit…"
              title="Cancel this estimate visit?"
              text="The time opens again for other customers. The customer is e-mailed when customer mail is on."
              confirmLabel="Cancel visit"
              busyLabel="Cancelling…"
              failedPrefix="Not cancelled"
              action={async () => onChange(await api.changeVisit(lead.id, { action: "cancel" }))}
              onDone={() => notify("Visit cancelled.")}
            />
          </div>
          <form
            className="field visit-move"
            onSubmit={(event) => {
              event.preventDefault();
              if (moveTo) void change({ action: "move", start: moveTo }, "Visit moved.");
            }}
          >
            <label htmlFor={`${id}-move`}>Move to</label>
            <div className="field--inline">
              <select id={`${id}-move`} className="input" value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
                <option value="">Choose an open time</option>
                {data.slots.map((slot) => (
                  <option key={slot.start} value={slot.start}>
                    {slot.day}, {slot.time}
                  </option>
                ))}
              </select>
              <button type="submit" className="button" disabled={!moveTo || busy.kind === "saving"}>
                Move
              </button>
            </div>
          </form>
          <p className="chart-note">Times are Atlanta time. Moving or cancelling here e-mails the customer when customer mail is on; a call or text is still kind.</p>
        </>
      ) : null}
      <p className="save-line save-line--error" role="alert">
        {busy.kind === "error" ? busy.message : ""}
      </p>
    </section>
  );
}

function ReviewPanel({ lead, data, onChange }: { lead: Lead; data: LeadVisitAnswer; onChange: (data: LeadVisitAnswer) => void }) {
  const id = useId();
  const notify = useNotify();
  const [busy, setBusy] = useState<Busy>({ kind: "idle" });
  const asked = data.review.asked;

  async function ask(how: ReviewHow) {
    setBusy({ kind: "saving" });
    try {
      const { review_request } = await api.askForReview(lead.id, how);
      onChange({ ...data, review: { ...data.review, asked: review_request } });
      setBusy({ kind: "idle" });
      notify(how === "sms" ? "Review request recorded. Send the text from your phone." : "Review request e-mailed.");
    } catch (error) {
      setBusy({ kind: "error", message: messageOf(error) });
    }
  }

  return (
    <section className="panel review-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="panel-title">
        Ask for a review
      </h2>
      {asked ? (
        <p className="panel-text">
          Asked {asked.how === "sms" ? "by text" : "by e-mail"} on {fullDate(asked.requested_at)}. Each customer is asked once.
        </p>
      ) : (
        <>
          <p className="panel-text">Every won customer can be asked once, whatever they thought of the job: the Google review link goes with it.</p>
          <div className="visit-actions">
            {data.review.sms_href ? (
              <a className="button button--primary" href={data.review.sms_href} onClick={() => void ask("sms")}>
                Ask by text
              </a>
            ) : null}
            {data.review.can_email ? (
              <button type="button" className="button" disabled={busy.kind === "saving"} onClick={() => void ask("email")}>
                Ask by e-mail
              </button>
            ) : null}
          </div>
        </>
      )}
      <p className="save-line save-line--error" role="alert">
        {busy.kind === "error" ? busy.message : ""}
      </p>
    </section>
  );
}
