/**
 * Pinning a held lead: held leads (the screens' and the owner's "Spam" alike)
 * are erased 30 days after they were held, so their user agent and IP hash are
 * not kept forever. A pinned lead is kept until the owner unpins or erases it.
 */
import { useState } from "react";
import { api, messageOf } from "../api/client.ts";
import type { Lead } from "../api/types.ts";
import { useNotify } from "../shell/notices.tsx";

export function PinLead({ lead, onChange }: { lead: Lead; onChange: (lead: Lead) => void }) {
  const notify = useNotify();
  const [state, setState] = useState<{ kind: "idle" | "saving" } | { kind: "error"; message: string }>({ kind: "idle" });

  async function setPinned(pinned: boolean) {
    setState({ kind: "saving" });
    try {
      const { lead: saved } = await api.updateLead(lead.id, { pinned });
      onChange(saved);
      setState({ kind: "idle" });
      notify(pinned ? "Pinned: kept until you unpin or erase it." : "Unpinned: erased 30 days after it was held, like other held leads.");
    } catch (error) {
      setState({ kind: "error", message: messageOf(error) });
    }
  }

  const saving = state.kind === "saving";
  return (
    <div className="pin-lead">
      <p className="panel-text">
        {lead.pinned
          ? "Pinned: kept until you unpin or erase it."
          : "Held leads are erased 30 days after they were held. Pin it to keep it (for a record of a scam, say)."}
      </p>
      <button type="button" className="button" disabled={saving} aria-pressed={lead.pinned} onClick={() => void setPinned(!lead.pinned)}>
        {saving ? "Saving…" : lead.pinned ? "Unpin" : "Pin: keep it"}
      </button>
      {state.kind === "error" ? (
        <p className="save-line save-line--error" role="alert">
          Not saved: {state.message}
        </p>
      ) : null}
    </div>
  );
}
