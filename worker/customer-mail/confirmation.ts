/**
 * sendCustomerConfirmation: the customer's confirmation after an accepted
 * lead, as one idempotent call that its Workflow step (the lead's journey,
 * worker/journey/lead-journey.ts) may repeat:
 *
 * - never for a held or refused lead, nor a lead that is gone;
 * - at most one per address per 30 days and 3 per visitor key (the lead's
 *   network) per day, decided in one INSERT ... SELECT in D1, so two leads at
 *   the same instant cannot both slip past the count;
 * - one row per lead (customer_mails, unique lead and kind): a repeated call
 *   after a send sends nothing, a call after a skip skips again;
 * - each attempt is counted before it sends; an attempt that fails throws
 *   (the caller retries) until CONFIRMATION_MAX_ATTEMPTS, when the row is
 *   marked failed and the owner's digest lists it.
 */
import { sql } from "drizzle-orm";
import { database } from "../db/client";
import { customerMailOn, readConfig, type Env } from "../platform/env";
import { errorSummary } from "../platform/log";
import { hmacHex } from "../platform/tracking";
import { getLead } from "../leads/storage";
import { business } from "../../client/content/business";
import { responseBusinessMinutes } from "../admin/response-time";
import { bookingUrlFor } from "../booking/links";
import { composeConfirmation } from "./compose";
import { mailCustomer } from "./send";
import type { CustomerMailRow, LeadRow } from "../db/schema";

export const CONFIRMATION_MAX_ATTEMPTS = 3;
/** The same address gets one confirmation in this many days, whatever it sends meanwhile. */
export const CONFIRMATION_ADDRESS_DAYS = 30;
/** Confirmations per visitor key (network) per day, so one sender cannot mail a list of strangers. */
export const CONFIRMATIONS_PER_NETWORK_PER_DAY = 3;
/** The typical first answer is quoted once this many leads were answered in the last 30 days. */
export const TYPICAL_ANSWER_MIN_LEADS = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

export type ConfirmationOutcome =
  | "sent"
  | "already_sent"
  | "skipped"
  | "off"
  | "failed";

/** The HMAC of a normalised address: enough to count "the same address", without a second copy of it. */
export function addressHash(secret: string, email: string): Promise<string> {
  return hmacHex(secret, `mail:${email.trim().toLowerCase()}`);
}

function isHeld(lead: LeadRow): boolean {
  return lead.is_spam || lead.screen_outcome === "hold" || lead.screen_outcome === "refuse";
}

/** Inserts the lead's confirmation row, already skipped if a rule says so; the row as it stands. */
async function reserve(d1: D1Database, lead: LeadRow, hash: string, now: Date): Promise<CustomerMailRow> {
  const db = database(d1);
  const nowIso = now.toISOString();
  const addressSince = new Date(now.getTime() - CONFIRMATION_ADDRESS_DAYS * DAY_MS).toISOString();
  const networkSince = new Date(now.getTime() - DAY_MS).toISOString();
  const network = lead.ip_network_hash;
  await db.run(sql`
    INSERT INTO customer_mails (lead_id, kind, address_hash, network_hash, status, reason, created_at)
    SELECT ${lead.id}, 'confirmation', ${hash}, ${network}, CASE WHEN r.reason IS NULL THEN 'pending' ELSE 'skipped' END, r.reason, ${nowIso}
    FROM (SELECT CASE
      WHEN EXISTS (SELECT 1 FROM customer_mails WHERE kind = 'confirmation' AND address_hash = ${hash}
        AND status IN ('pending', 'sent') AND created_at >= ${addressSince} AND lead_id != ${lead.id})
        THEN 'This address had a confirmation in the last 30 days.'
      WHEN ${network} != '' AND (SELECT count(*) FROM customer_mails WHERE kind = 'confirmation' AND network_hash = ${network}
        AND status IN ('pending', 'sent', 'failed') AND created_at >= ${networkSince} AND lead_id != ${lead.id}) >= ${CONFIRMATIONS_PER_NETWORK_PER_DAY}
        THEN 'This visitor had 3 confirmations today.'
      END AS reason) AS r
    WHERE true -- SQLite reads ON CONFLICT after a SELECT only once a WHERE ends it
    ON CONFLICT (lead_id, kind) DO NOTHING`);
  const [row] = await db.all<CustomerMailRow>(sql`SELECT * FROM customer_mails WHERE lead_id = ${lead.id} AND kind = 'confirmation'`);
  if (!row) throw new Error("The confirmation row could not be read back.");
  return row;
}

/** The owner's median first answer of the last 30 days, in business minutes; null below 10 answered leads. */
export async function typicalAnswerMinutes(d1: D1Database, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const rows = await database(d1).all<{ created_at: string; clock_started_at: string | null; first_response_at: string }>(sql`
    SELECT created_at, clock_started_at, first_response_at FROM forms
    WHERE first_response_at IS NOT NULL AND created_at >= ${since} AND is_spam = 0`);
  if (rows.length < TYPICAL_ANSWER_MIN_LEADS) return null;
  const minutes = rows.map((row) => responseBusinessMinutes(row) ?? 0).sort((a, b) => a - b);
  const middle = Math.floor(minutes.length / 2);
  return minutes.length % 2 ? minutes[middle]! : (minutes[middle - 1]! + minutes[middle]!) / 2;
}

/**
 * Sends (or has sent, or skips) the confirmation of one lead. Throws when an
 * attempt failed and more are allowed, so the Workflow step's retry tries
 * again; answers "failed" after the last.
 */
export async function sendCustomerConfirmation(env: Env, leadId: string, now: Date = new Date()): Promise<ConfirmationOutcome> {
  const config = readConfig(env);
  const lead = await getLead(env.DB, leadId);
  if (!lead || isHeld(lead)) return "skipped";
  if (!customerMailOn(env, config)) return "off";
  const row = await reserve(env.DB, lead, await addressHash(config.IP_HASH_SECRET, lead.email), now);
  if (row.status === "sent") return "already_sent";
  if (row.status === "skipped") return "skipped";
  if (row.status === "failed") return "failed";

  const db = database(env.DB);
  const [claimed] = await db.all<{ attempts: number }>(sql`
    UPDATE customer_mails SET attempts = attempts + 1 WHERE id = ${row.id} AND status = 'pending' RETURNING attempts`);
  if (!claimed) return "already_sent";

  const [typical, bookingUrl] = await Promise.all([
    typicalAnswerMinutes(env.DB, now),
    lead.form_type === "quote" ? bookingUrlFor(env, lead) : Promise.resolve(null),
  ]);
  const mail = composeConfirmation({
    lead: { form_type: lead.form_type, full_name: lead.full_name, service_type: lead.service_type, address: lead.address },
    business: { name: business.name, phoneDisplay: business.phoneDisplay },
    siteUrl: config.SITE_URL,
    bookingUrl,
    typicalAnswerMinutes: typical,
  });
  try {
    await mailCustomer(env, lead.email, mail);
  } catch (error) {
    const summary = errorSummary(error);
    const giveUp = claimed.attempts >= CONFIRMATION_MAX_ATTEMPTS;
    await db.run(sql`
      UPDATE customer_mails SET reason = ${summary}, status = ${giveUp ? "failed" : "pending"},
        failed_at = ${giveUp ? new Date().toISOString() : null}
      WHERE id = ${row.id} AND status = 'pending'`);
    console.error(`Confirmation for lead ${leadId}: attempt ${claimed.attempts} failed${giveUp ? ", giving up" : ""}: ${summary}`);
    if (giveUp) return "failed";
    throw error;
  }
  await db.run(sql`UPDATE customer_mails SET status = 'sent', sent_at = ${new Date().toISOString()}, reason = NULL WHERE id = ${row.id}`);
  return "sent";
}

