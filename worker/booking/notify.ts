/**
 * What a booking change sets off, after the customer's answer (waitUntil):
 * the owner's mail (with the visit as an .ics), a push to the owner's phones
 * ("Estimate visit booked: Maria Lopez, Tue Dec 2, 4:00 PM, Roswell"), and on
 * the first booking the customer's own mail with the .ics. Every mail call has
 * a timeout and is tried again a few times; a failure is logged and never
 * touches the booking, which is already stored.
 *
 * These run in the booking request's waitUntil with a few quick retries, not as
 * Workflow steps: the booking itself is already stored and on the lead's page,
 * so a buzz that fails after its retries costs the owner a notification, not a
 * visit.
 */
import { sql } from "drizzle-orm";
import { database } from "../db/client";
import { readConfig, customerMailOn, vapidKeys, type Env } from "../platform/env";
import { errorSummary } from "../platform/log";
import { escapeHtml } from "../../common/html";
import { visitLabel } from "../../common/booking/slots";
import { business } from "../../client/content/business";
import { listDevices, recordDeviceOutcome, removeGoneSubscriptions, subscriptionsByIds } from "../push/deliveries";
import { bookingPayload } from "../push/message";
import { PushFailure, sendPush } from "../push/send";
import { leadPageUrl } from "../leads/notice";
import { greetingFor } from "../customer-mail/greeting";
import { mailCustomer, withTimeout } from "../customer-mail/send";
import { addressHash } from "../customer-mail/confirmation";
import { visitIcs } from "./ics";
import { visitSummary, visitTitle, type VisitEvent } from "./visit-text";
import { bookingUrlFor } from "./links";
import type { EstimateVisitRow, LeadRow } from "../db/schema";


const RETRY_DELAYS_MS = [1_000, 4_000] as const;
const ICS_TYPE = "text/calendar; charset=utf-8";

async function withRetries(what: string, work: () => Promise<void>, sleep: (ms: number) => Promise<unknown>): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      await work();
      return true;
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        console.error(`${what}: giving up: ${errorSummary(error)}`);
        return false;
      }
      await sleep(delay);
    }
  }
}

function ownerIcs(env: Env, lead: LeadRow, visit: EstimateVisitRow): string {
  const config = readConfig(env);
  return visitIcs(visit, {
    summary: `Estimate visit: ${lead.full_name.trim().slice(0, 80)}`,
    description: [lead.address, lead.phone, leadPageUrl(config.SITE_URL, lead.id)].filter(Boolean).join("\n"),
    host: new URL(config.SITE_URL).host,
    stamp: new Date(),
  });
}

/** The visit as the owner's calendar file, for the inbox's "Add to calendar". */
export function ownerVisitIcs(env: Env, lead: LeadRow, visit: EstimateVisitRow): string {
  return ownerIcs(env, lead, visit);
}

/** The visit as the customer's calendar file: the business, the time, the site; nothing they typed. */
export function customerVisitIcs(env: Env, visit: EstimateVisitRow): string {
  const config = readConfig(env);
  return visitIcs(visit, {
    summary: `Free estimate visit: ${business.name}`,
    description: `${business.name} comes by for your free estimate. Questions or changes: ${business.phoneDisplay}. ${config.SITE_URL}`,
    host: new URL(config.SITE_URL).host,
    stamp: new Date(),
  });
}

function ownerMail(env: Env, lead: LeadRow, visit: EstimateVisitRow, event: VisitEvent) {
  const config = readConfig(env);
  const summary = visitSummary(lead, visit);
  const subject = `${visitTitle(event)}: ${summary}`.replace(/[\r\n]+/g, " ");
  const url = leadPageUrl(config.SITE_URL, lead.id);
  const when = `${visitLabel(visit.start_at)} (Atlanta time)`;
  const text = [subject, "", `When: ${when}`, `Who: ${lead.full_name}`, `Address: ${lead.address || "not given"}`, `Phone: ${lead.phone || "not given"}`, "", `Open the lead: ${url}`].join("\n");
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif">`,
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    `<p>When: ${escapeHtml(when)}<br>Who: ${escapeHtml(lead.full_name)}<br>Address: ${escapeHtml(lead.address || "not given")}<br>Phone: ${escapeHtml(lead.phone || "not given")}</p>`,
    `<p><a href="${escapeHtml(url)}">Open the lead in the inbox</a> to confirm, move or cancel it.</p>`,
    "</body></html>",
  ].join("\n");
  return { subject, html, text };
}

async function mailOwnerAboutVisit(env: Env, lead: LeadRow, visit: EstimateVisitRow, event: VisitEvent): Promise<void> {
  const config = readConfig(env);
  const mail = ownerMail(env, lead, visit, event);
  await withTimeout(
    env.MAILER.send({
      from: config.MAIL_FROM_NAME ? { email: config.MAIL_FROM, name: config.MAIL_FROM_NAME } : config.MAIL_FROM,
      to: config.MAIL_TO,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: [{ disposition: "attachment", filename: "estimate-visit.ics", type: ICS_TYPE, content: ownerIcs(env, lead, visit) }],
    }),
  );
}

/** The customer's mail with the .ics, once per lead (the first booking), when customer mail is on. */
async function mailCustomerAboutVisit(env: Env, lead: LeadRow, visit: EstimateVisitRow): Promise<void> {
  const config = readConfig(env);
  if (!customerMailOn(env, config)) return;
  const db = database(env.DB);
  const hash = await addressHash(config.IP_HASH_SECRET, lead.email);
  await db.run(sql`
    INSERT INTO customer_mails (lead_id, kind, address_hash, network_hash, status, created_at)
    VALUES (${lead.id}, 'booking', ${hash}, ${lead.ip_network_hash}, 'pending', ${new Date().toISOString()})
    ON CONFLICT (lead_id, kind) DO NOTHING`);
  const [row] = await db.all<{ id: number; status: string }>(sql`SELECT id, status FROM customer_mails WHERE lead_id = ${lead.id} AND kind = 'booking'`);
  if (!row || row.status !== "pending") return;
  const when = `${visitLabel(visit.start_at)} (Atlanta time)`;
  const link = await bookingUrlFor(env, lead);
  const greeting = greetingFor(lead.full_name);
  const subject = `Your free estimate visit: ${visitLabel(visit.start_at)}`;
  const lines = [
    `Your free estimate visit with ${business.name} is booked for ${when}.`,
    "The calendar file attached adds it to your phone's calendar.",
    `To move or cancel it, use your booking link up to the minimum notice, or call us at ${business.phoneDisplay}.`,
  ];
  const notYou = "If you did not book this, please call us and ignore this email.";
  const text = [greeting, "", ...lines, ...(link ? ["", link] : []), "", notYou, "", business.name, config.SITE_URL].join("\n");
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    link ? `<p><a href="${escapeHtml(link)}">Move or cancel your visit</a></p>` : "",
    `<p style="color:#555">${escapeHtml(notYou)}</p>`,
    `<p>${escapeHtml(business.name)}<br><a href="${escapeHtml(config.SITE_URL)}">${escapeHtml(config.SITE_URL.replace(/^https?:\/\//, ""))}</a></p>`,
    "</body></html>",
  ].join("\n");
  try {
    await mailCustomer(env, lead.email, { subject, html, text, attachments: [{ filename: "estimate-visit.ics", type: ICS_TYPE, content: customerVisitIcs(env, visit) }] });
    await db.run(sql`UPDATE customer_mails SET status = 'sent', attempts = attempts + 1, sent_at = ${new Date().toISOString()} WHERE id = ${row.id}`);
  } catch (error) {
    await db.run(sql`UPDATE customer_mails SET attempts = attempts + 1, reason = ${errorSummary(error)} WHERE id = ${row.id}`);
    throw error;
  }
}

/**
 * The owner's buzz for this change: one push per device, all at once, each with the push
 * service's timeout and its own retries, so a dead or slow device never delays another; a
 * device whose push service says it is gone (404/410) is forgotten.
 */
async function buzzOwner(env: Env, lead: LeadRow, visit: EstimateVisitRow, sleep: (ms: number) => Promise<unknown>): Promise<void> {
  const keys = vapidKeys(readConfig(env));
  if (!keys) return;
  const devices = await subscriptionsByIds(env.DB, (await listDevices(env.DB)).map((device) => device.id));
  const payload = bookingPayload(lead, visit);
  await Promise.all(
    devices.map((device) =>
      withRetries(
        `Visit push for lead ${lead.id} to device ${device.id}`,
        async () => {
          try {
            await sendPush(keys, device, payload, { kind: "booking", leadId: lead.id });
          } catch (error) {
            if (error instanceof PushFailure && error.gone) return removeGoneSubscriptions(env.DB, [device.id]);
            await recordDeviceOutcome(env.DB, device.id, false, new Date().toISOString()).catch(() => undefined);
            throw error;
          }
          await recordDeviceOutcome(env.DB, device.id, true, new Date().toISOString());
        },
        sleep,
      ),
    ),
  );
}

/** Everything a customer's booking change sets off; for waitUntil (never throws). */
export async function announceVisitChange(
  env: Env,
  lead: LeadRow,
  visit: EstimateVisitRow,
  event: VisitEvent,
  sleep: (ms: number) => Promise<unknown> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  await Promise.all([
    withRetries(`Visit notice to the owner for lead ${lead.id}`, () => mailOwnerAboutVisit(env, lead, visit, event), sleep),
    event === "booked" ? withRetries(`Visit mail to the customer of lead ${lead.id}`, () => mailCustomerAboutVisit(env, lead, visit), sleep) : Promise.resolve(true),
    buzzOwner(env, lead, visit, sleep).catch((error: unknown) => console.error(`Visit push for lead ${lead.id}: ${errorSummary(error)}`)),
  ]);
}

/**
 * The owner moved or cancelled the visit from the inbox: the customer hears it by mail (when
 * customer mail is on), with the updated calendar file. For waitUntil (never throws).
 */
export async function tellCustomerOfOwnerChange(
  env: Env,
  lead: LeadRow,
  visit: EstimateVisitRow,
  event: "moved" | "cancelled",
  sleep: (ms: number) => Promise<unknown> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<boolean> {
  const config = readConfig(env);
  if (!customerMailOn(env, config)) return false;
  const when = `${visitLabel(visit.start_at)} (Atlanta time)`;
  const greeting = greetingFor(lead.full_name);
  const subject = event === "moved" ? `Your free estimate visit is moved: ${visitLabel(visit.start_at)}` : "Your free estimate visit is cancelled";
  const line =
    event === "moved"
      ? `We moved your free estimate visit with ${business.name} to ${when}. The calendar file attached updates it in your calendar.`
      : `We cancelled your free estimate visit with ${business.name} of ${when}. We will be in touch to find another time.`;
  const question = `Questions? Call us at ${business.phoneDisplay}.`;
  const text = [greeting, "", line, question, "", business.name, config.SITE_URL].join("\n");
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(line)}</p>`,
    `<p>${escapeHtml(question)}</p>`,
    `<p>${escapeHtml(business.name)}<br><a href="${escapeHtml(config.SITE_URL)}">${escapeHtml(config.SITE_URL.replace(/^https?:\/\//, ""))}</a></p>`,
    "</body></html>",
  ].join("\n");
  return withRetries(
    `Visit change mail to the customer of lead ${lead.id}`,
    () => mailCustomer(env, lead.email, { subject, html, text, attachments: [{ filename: "estimate-visit.ics", type: ICS_TYPE, content: customerVisitIcs(env, visit) }] }),
    sleep,
  );
}
