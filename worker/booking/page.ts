/**
 * The booking page at /book?token=…, rendered by the Worker so it works
 * without JavaScript: the open times as radio buttons grouped by day (a
 * fieldset per day, its legend the date), one "Book this time" button, and for
 * a booked visit its time, "Add to calendar" and Cancel. Posting goes to
 * /api/booking as a plain form and is answered with this page again, with what
 * happened in a status or alert region. Everything shown is escaped; nothing
 * on it runs script (its policy allows none).
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../platform/app-env";
import { ApiError } from "../platform/http";
import { escapeHtml } from "../../common/html";
import { dayHeading, timeOfDay, visitLabel, type Slot } from "../../common/booking/slots";
import { business } from "../../client/content/business";
import { changeable, openBooking, slotsFor, type BookingContext } from "./service";

export interface PageNotice {
  status: ContentfulStatusCode;
  message: string;
  kind: "success" | "error";
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2430;background:#f7f5f0}
main{max-width:42rem;margin:0 auto;padding:1.5rem 1rem 3rem}a{color:#1d4e89}
h1{font-size:1.6rem;line-height:1.25;margin:.5rem 0 1rem}h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
.site{font-weight:700;text-decoration:none;color:#1c2430}
.note{padding:.75rem 1rem;border-radius:.5rem;margin:1rem 0;border:2px solid}
.note.success{background:#e9f6ec;border-color:#2f7d46}.note.error{background:#fdecea;border-color:#b3261e}
.visit{background:#fff;border:1px solid #d5d0c4;border-radius:.5rem;padding:1rem;margin:1rem 0}
fieldset{border:1px solid #d5d0c4;border-radius:.5rem;background:#fff;margin:0 0 1rem;padding:.5rem 1rem 1rem}
legend{font-weight:700;padding:0 .25rem}
.times{display:flex;flex-wrap:wrap;gap:.5rem}
.times label{display:inline-flex;align-items:center;gap:.4rem;min-height:44px;padding:.4rem .8rem;border:1px solid #8a8579;border-radius:.5rem;background:#fff;cursor:pointer}
.times input{width:1.1rem;height:1.1rem;accent-color:#1d4e89}
button{font:inherit;font-weight:700;min-height:44px;padding:.6rem 1.2rem;border-radius:.5rem;border:2px solid #1d4e89;background:#1d4e89;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4e89}
:focus-visible{outline:3px solid #c2410c;outline-offset:2px}
.muted{color:#4b5563}
`;

async function styleHash(): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(STYLE)));
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `'sha256-${btoa(binary)}'`;
}

function groupByDay(slots: Slot[]): [string, Slot[]][] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = dayHeading(slot.start);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}

function slotForm(token: string, slots: Slot[], moving: boolean, visitMinutes: number): string {
  if (slots.length === 0) {
    return `<p>There are no open times in the next days. Please call us at <a href="tel:${escapeHtml(business.phoneE164)}">${escapeHtml(business.phoneDisplay)}</a> and we will find one together.</p>`;
  }
  const groups = groupByDay(slots)
    .map(
      ([day, daySlots]) =>
        `<fieldset><legend>${escapeHtml(day)}</legend><div class="times">` +
        daySlots
          .map((slot, index) => {
            const id = `slot-${escapeHtml(slot.start.replace(/[^0-9]/g, ""))}-${index}`;
            return `<label for="${id}"><input type="radio" id="${id}" name="start" value="${escapeHtml(slot.start)}" required>${escapeHtml(timeOfDay(slot.start))}</label>`;
          })
          .join("") +
        "</div></fieldset>",
    )
    .join("\n");
  return [
    `<form method="post" action="/api/booking">`,
    `<input type="hidden" name="token" value="${escapeHtml(token)}">`,
    `<input type="hidden" name="action" value="book">`,
    `<h2 id="times">${moving ? "Move to another time" : "Open times"}</h2>`,
    `<p class="muted">Times are Atlanta time (Eastern). A visit takes about ${visitMinutes} minutes.</p>`,
    groups,
    `<button type="submit">${moving ? "Move my visit to this time" : "Book this time"}</button>`,
    "</form>",
  ].join("\n");
}

function visitBlock(token: string, context: BookingContext, canChange: boolean): string {
  const visit = context.visit!;
  const ics = `/api/booking/visit.ics?token=${encodeURIComponent(token)}`;
  return [
    `<section class="visit" aria-labelledby="your-visit"><h2 id="your-visit">Your visit</h2>`,
    `<p><strong>${escapeHtml(visitLabel(visit.start_at))}</strong> (Atlanta time)${visit.status === "confirmed" ? ", confirmed" : ""}.</p>`,
    `<p><a href="${escapeHtml(ics)}">Add to calendar</a></p>`,
    canChange
      ? `<form method="post" action="/api/booking"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="action" value="cancel"><button type="submit" class="secondary">Cancel my visit</button></form>`
      : `<p>It is too close to change online. To change it, call us at <a href="tel:${escapeHtml(business.phoneE164)}">${escapeHtml(business.phoneDisplay)}</a>.</p>`,
    "</section>",
  ].join("\n");
}

/** The whole page for a token, with what just happened (a post's outcome) if anything. */
export async function renderBookingPage(c: Context<AppEnv>, token: string, notice?: PageNotice): Promise<Response> {
  const now = new Date();
  let body: string;
  let status: ContentfulStatusCode = notice?.status ?? 200;
  try {
    const context = await openBooking(c.env, token, now);
    const canChange = context.visit ? changeable(context, now) : true;
    const slots = canChange ? await slotsFor(c.env, context, now) : [];
    body = [context.visit ? visitBlock(token, context, canChange) : "", canChange ? slotForm(token, slots, !!context.visit, context.calendar.visit_minutes) : ""].join("\n");
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (!notice) status = error.status;
    notice ??= { status: error.status, message: error.message, kind: "error" };
    body = `<p>You can also call us at <a href="tel:${escapeHtml(business.phoneE164)}">${escapeHtml(business.phoneDisplay)}</a>.</p>`;
  }
  const note = notice
    ? `<div class="note ${notice.kind}" role="${notice.kind === "error" ? "alert" : "status"}">${escapeHtml(notice.message)}</div>`
    : "";
  const html = [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>Book your free estimate visit | ${escapeHtml(business.name)}</title>`,
    `<style>${STYLE}</style></head><body><main>`,
    `<a class="site" href="/">${escapeHtml(business.name)}</a>`,
    "<h1>Pick a time for your free estimate visit</h1>",
    note,
    body,
    "</main></body></html>",
  ].join("\n");
  return c.html(html, status, {
    "Content-Security-Policy": `default-src 'none'; style-src ${await styleHash()}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    "Cache-Control": "no-store",
    // The token is in the address: never sent to another site. Not "no-referrer", which makes the
    // browser send "Origin: null" with the page's own form post, and the Origin check refuse it.
    "Referrer-Policy": "same-origin",
    "X-Robots-Tag": "noindex, nofollow",
  });
}
