/**
 * A customer's erasure request: delete the lead and its notice for good. The
 * confirmation names the person, so the owner cannot erase the wrong one by a
 * slip of the thumb. A native modal <dialog>: focus starts on "Keep it", stays inside, and
 * Escape closes it, with no script of ours to get wrong.
 */
import { useId, useRef, useState } from "react";
import { api, messageOf } from "../api/client.ts";
import type { Lead } from "../api/types.ts";

export function EraseLead({ lead, onErased }: { lead: Lead; onErased: () => void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<{ kind: "idle" | "erasing" } | { kind: "error"; message: string }>({ kind: "idle" });
  const name = lead.full_name || "this person";

  async function erase() {
    setState({ kind: "erasing" });
    try {
      await api.eraseLead(lead.id);
      dialog.current?.close();
      onErased();
    } catch (error) {
      setState({ kind: "error", message: messageOf(error) });
    }
  }

  return (
    <section className="panel panel--danger" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="panel-title">
        Erase this lead
      </h2>
      <p className="panel-text">
        When a customer asks you to delete their data, erase the lead: their details, message and notice are removed for good.
      </p>
      <button
        type="button"
        className="button button--danger-quiet"
        onClick={() => {
          setState({ kind: "idle" });
          dialog.current?.showModal();
        }}
      >
        Erase…
      </button>
      <dialog ref={dialog} className="dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <h2 id={`${id}-title`} className="dialog-title">
          Erase {name}’s lead?
        </h2>
        <p id={`${id}-text`}>
          Everything {name} sent, and the notice about it, is deleted from the inbox. This cannot be undone.
        </p>
        {state.kind === "error" ? (
          <p className="save-line save-line--error" role="alert">
            Not erased: {state.message}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            Keep it
          </button>
          <button type="button" className="button button--danger" disabled={state.kind === "erasing"} onClick={() => void erase()}>
            {state.kind === "erasing" ? "Erasing…" : `Erase ${name}`}
          </button>
        </div>
      </dialog>
    </section>
  );
}
