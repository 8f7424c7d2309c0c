/**
 * A customer's erasure request: delete the lead and its notice for good. The
 * confirmation names the person, so the owner cannot erase the wrong one by a
 * slip of the thumb.
 */
import { useId } from "react";
import { api } from "../api/client.ts";
import type { Lead } from "../api/types.ts";
import { ConfirmDialog } from "../shell/confirm-dialog.tsx";

export function EraseLead({ lead, onErased }: { lead: Lead; onErased: () => void }) {
  const id = useId();
  const name = lead.full_name || "this person";

  return (
    <section className="panel panel--danger" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="panel-title">
        Erase this lead
      </h2>
      <p className="panel-text">
        When a customer asks you to delete their data, erase the lead: their details, message and notice are removed for good.
      </p>
      <ConfirmDialog
        trigger="Erase…"
        title={`Erase ${name}’s lead?`}
        text={`Everything ${name} sent, and the notice about it, is deleted from the inbox. This cannot be undone.`}
        confirmLabel={`Erase ${name}`}
        busyLabel="Erasing…"
        failedPrefix="Not erased"
        action={() => api.eraseLead(lead.id)}
        onDone={onErased}
      />
    </section>
  );
}
