/**
 * The parts of a page that React hydrates in the browser ("islands"); everything
 * else is server HTML that never ships as JavaScript. An island's props are
 * written into the page as JSON, so they must be plain data.
 */
import { LeadForm } from "../components/lead-form.tsx";

export const islands = {
  /** The lead form with its toasts: the form engine, validation and sending. */
  "lead-form": LeadForm,
};

export type IslandName = keyof typeof islands;
export type IslandProps<N extends IslandName> = Parameters<(typeof islands)[N]>[0];
