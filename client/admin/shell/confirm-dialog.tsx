/**
 * A button that asks before it does something that cannot be undone (erase a
 * lead, remove a device). A native modal <dialog>: focus starts on "Keep it",
 * stays inside, and Escape closes it, with no script of ours to get wrong. A
 * failure is said inside the dialog, which stays open so the owner can try again.
 */
import { useId, useRef, useState, type ReactNode } from "react";
import { messageOf } from "../api/client.ts";

interface ConfirmDialogProps {
  /** What the button that opens the dialog shows. */
  trigger: ReactNode;
  title: ReactNode;
  text: ReactNode;
  /** The confirming button's label, and its label while the action runs. */
  confirmLabel: string;
  busyLabel: string;
  /** Said before the error's message when the action fails ("Not erased"). */
  failedPrefix: string;
  /** The action itself; the dialog closes when it succeeds. */
  action: () => Promise<unknown>;
  /** After the dialog has closed on success. */
  onDone: () => void;
}

export function ConfirmDialog({ trigger, title, text, confirmLabel, busyLabel, failedPrefix, action, onDone }: ConfirmDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<{ kind: "idle" | "busy" } | { kind: "error"; message: string }>({ kind: "idle" });

  async function confirm() {
    setState({ kind: "busy" });
    try {
      await action();
      dialog.current?.close();
      onDone();
    } catch (error) {
      setState({ kind: "error", message: messageOf(error) });
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--danger-quiet"
        onClick={() => {
          setState({ kind: "idle" });
          dialog.current?.showModal();
        }}
      >
        {trigger}
      </button>
      <dialog ref={dialog} className="dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <h2 id={`${id}-title`} className="dialog-title">
          {title}
        </h2>
        <p id={`${id}-text`}>{text}</p>
        {state.kind === "error" ? (
          <p className="save-line save-line--error" role="alert">
            {failedPrefix}: {state.message}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            Keep it
          </button>
          <button type="button" className="button button--danger" disabled={state.kind === "busy"} onClick={() => void confirm()}>
            {state.kind === "busy" ? busyLabel : confirmLabel}
          </button>
        </div>
      </dialog>
    </>
  );
}
