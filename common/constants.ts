/**
 * Numbers the browser and the Worker must agree on. One place for each, so the
 * client-side cooldown and the server-side one can never drift apart.
 */

/**
 * The owner works in Atlanta: every date the owner reads (the notice, the
 * digest, the inbox) and every "day" or "week" the inbox counts is on this clock.
 */
export const BUSINESS_TIME_ZONE = "America/New_York";

/** A second submission of the same form type within this window is refused: it is almost always a double click or a bot. */
export const SUBMIT_COOLDOWN_MS = 30_000;

/**
 * A person needs a few seconds to fill even the short contact form. A submit
 * faster than this (measured by the browser from first render) is kept as spam,
 * never mailed. When the browser sends no timing we make no judgement.
 */
export const MIN_HUMAN_FILL_MS = 3_000;

/**
 * Per visitor network (the IPv4 address or the IPv6 /64) and form type: more
 * than this many leads in the last hour answers 429. Counted exactly in D1.
 * Submissions the screens refused do not count here: a visitor refused a few
 * times who then corrects the form must not meet 429 with the corrected lead.
 */
export const LEADS_PER_HOUR_PER_IP = 6;

/**
 * The refusals' own cap, per network and form type in the last hour: each
 * refused submission is kept (held), so this bounds what a bot resending a
 * refused text can write. Higher than the leads' cap, and it only ever slows
 * further refused sends, never an accepted lead.
 */
export const REFUSALS_PER_HOUR_PER_IP = 20;

/** Session storage key of the per-tab session id; kept from the original site so sessions read the same in old and new data. */
export const SESSION_ID_STORAGE_KEY = "pb_session_id";

/** Largest JSON body the API reads; anything larger is refused with 413 before parsing. */
export const MAX_BODY_BYTES = 32 * 1024;
