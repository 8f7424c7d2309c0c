/**
 * The owner's part of a lead: where it stands (status) and a private note.
 * Status saves the moment it is chosen; the note saves on its button, and the
 * line under each says plainly whether it is saved, saving or failed.
 */
import { useEffect, useId, useState } from "react";
import { api, messageOf } from "../api/client.ts";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type Lead, type LeadStatus } from "../api/types.ts";
import { useKeepTypedBeforeTakeOver } from "../first-view/data.tsx";
import { useNotify } from "../shell/notices.tsx";

type SaveState = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: Date } | { kind: "error"; message: string };

// Made on first use: the first Intl object a page makes costs it 30-60 ms (client/admin/leads/business-clock.ts).
let clockFormat: Intl.DateTimeFormat | undefined;
const clock = { format: (date: Date) => (clockFormat ??= new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" })).format(date) };

export function FollowUp({ lead, onSaved }: { lead: Lead; onSaved: (lead: Lead) => void }) {
  const id = useId();
  const notify = useNotify();
  const [statusSave, setStatusSave] = useState<SaveState>({ kind: "idle" });
  const [noteSave, setNoteSave] = useState<SaveState>({ kind: "idle" });
  const [note, setNote] = useState(lead.note);
  // A note typed before the app took the page over is kept (the take-over would write the saved one over it).
  useKeepTypedBeforeTakeOver(`${id}-note`, setNote);
  const [pendingStatus, setPendingStatus] = useState<LeadStatus | null>(null);
  const dirty = note !== lead.note;

  // Leaving with a note typed but not saved asks first (reload, close, another site).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  async function saveStatus(status: LeadStatus) {
    setPendingStatus(status);
    setStatusSave({ kind: "saving" });
    try {
      const { lead: saved } = await api.updateLead(lead.id, { status });
      onSaved(saved);
      setStatusSave({ kind: "saved", at: new Date() });
      notify(`Status set to ${LEAD_STATUS_LABELS[saved.status]}.`);
    } catch (error) {
      setStatusSave({ kind: "error", message: `Not saved: ${messageOf(error)}` });
    } finally {
      setPendingStatus(null);
    }
  }

  async function saveNote() {
    setNoteSave({ kind: "saving" });
    try {
      const { lead: saved } = await api.updateLead(lead.id, { note });
      onSaved(saved);
      setNote(saved.note);
      setNoteSave({ kind: "saved", at: new Date() });
    } catch (error) {
      setNoteSave({ kind: "error", message: `Not saved: ${messageOf(error)}` });
    }
  }

  const noteLine =
    noteSave.kind === "saving"
      ? "Saving…"
      : noteSave.kind === "error"
        ? noteSave.message
        : dirty
          ? "Not saved yet"
          : noteSave.kind === "saved"
            ? `Saved at ${clock.format(noteSave.at)}`
            : lead.note
              ? "Saved"
              : "Only you see this note.";

  return (
    <section className="panel follow-up" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="panel-title">
        Follow-up
      </h2>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          className="input input--status"
          value={pendingStatus ?? lead.status}
          disabled={statusSave.kind === "saving"}
          onChange={(event) => void saveStatus(event.target.value as LeadStatus)}
          aria-describedby={`${id}-status-line`}
        >
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <p id={`${id}-status-line`} className={`save-line save-line--${statusSave.kind}`} role="status">
          {statusSave.kind === "saving"
            ? "Saving…"
            : statusSave.kind === "error"
              ? statusSave.message
              : statusSave.kind === "saved"
                ? `Saved at ${clock.format(statusSave.at)}`
                : ""}
        </p>
      </div>
      <form
        className="field"
        onSubmit={(event) => {
          event.preventDefault();
          void saveNote();
        }}
      >
        <label htmlFor={`${id}-note`}>Note</label>
        <textarea
          id={`${id}-note`}
          className="input input--note"
          rows={4}
          maxLength={5000}
          value={note}
          placeholder="e.g. Called Tue, quote sent, wants to start after the 15th"
          onChange={(event) => {
            setNote(event.target.value);
            if (noteSave.kind !== "saving") setNoteSave({ kind: "idle" });
          }}
          aria-describedby={`${id}-note-line`}
        />
        <div className="note-actions">
          <p
            id={`${id}-note-line`}
            className={`save-line save-line--${noteSave.kind === "idle" && dirty ? "dirty" : noteSave.kind}`}
            role="status"
          >
            {noteLine}
          </p>
          <button type="submit" className="button button--primary" disabled={!dirty || noteSave.kind === "saving"}>
            Save note
          </button>
        </div>
      </form>
    </section>
  );
}
