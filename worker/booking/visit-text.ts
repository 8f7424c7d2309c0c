/** How a visit is named in the owner's mail subject and push: one wording for both. */
import { visitLabel } from "../../common/booking/slots";
import { townOf } from "../customer-mail/compose";
import type { EstimateVisitRow, LeadRow } from "../db/schema";

export type VisitEvent = "booked" | "moved" | "cancelled";

const EVENT_TITLES: Record<VisitEvent, string> = {
  booked: "Estimate visit booked",
  moved: "Estimate visit moved",
  cancelled: "Estimate visit cancelled",
};

/** "Maria Lopez, Tue Dec 2, 4:00 PM, Roswell": who, when, where (the town from the address, when it names one). */
export function visitSummary(lead: Pick<LeadRow, "full_name" | "address">, visit: Pick<EstimateVisitRow, "start_at">): string {
  return [lead.full_name.trim().replace(/\s+/g, " ").slice(0, 80), visitLabel(visit.start_at), townOf(lead.address) ?? ""].filter(Boolean).join(", ");
}

/** The event a visit's row says happened last (for the push, rendered when it is sent). */
export function visitEventOf(visit: Pick<EstimateVisitRow, "status" | "created_at" | "updated_at" | "changed_by">): VisitEvent {
  if (visit.status === "cancelled") return "cancelled";
  return visit.updated_at !== visit.created_at && visit.changed_by === "customer" ? "moved" : "booked";
}

export function visitTitle(event: VisitEvent): string {
  return EVENT_TITLES[event];
}

