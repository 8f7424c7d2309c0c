/**
 * The owner's daily digest: one morning mail with everything since the last
 * digest, so nothing the site took in can go unseen, whatever happened to the
 * notices. It lists the window's leads (with their notice's fate), the held
 * leads with the reason each was held, the leads that went out in a summary past
 * the hourly ceiling, and every failed notice of a lead not handled yet; each
 * with a link to the lead in the inbox. Nothing is cut without saying so: past
 * DIGEST_SECTION_LIMIT real leads the digest says how many more and links to the
 * inbox's list of them, and past HELD_LIST_LIMIT held ones it sums them up by
 * reason with a link to the held view. It is sent even on a quiet day: a digest
 * that says "no leads" tells the owner the site and its mail still work.
 *
 * Each day's digest is a DailyDigest workflow (worker/journey/daily-digest.ts)
 * that reads each section in a step of its own and mails it with retries; what
 * it covers is kept in digest_runs (digest-run.ts): from the end of the last
 * digest sent to a little before the run that opened it.
 */
import { wasRefusedAtForm } from "../../common";
import { BUSINESS_TIME_ZONE } from "../../common/constants";
import { localDate } from "../../common/local-time";
import {
  escapeHtml,
  htmlLink,
  inboxUrl,
  inboxViewUrl,
  isFlagged,
  leadLine,
  leadLineHtml,
  leadPageUrl,
  mailDocument,
  type LeadLineFields,
  type MailConfig,
  type MailContent,
} from "./notice";
import { DIGEST_SECTION_LIMIT, HELD_LIST_LIMIT, type DigestLead, type DigestWindowData } from "./digest-storage";
import { businessMinutesBetween } from "../../common/business-hours";
import { formatWait } from "../push/message";
import type { SpeedToLeadDigest } from "../push/digest-storage";

export interface DigestData extends DigestWindowData {
  /** The window the digest covers: [from, until). */
  from: Date;
  until: Date;
  /** Leads still waiting for an answer and pushes that never went out; absent: no such sections. */
  speed?: SpeedToLeadDigest;
  /** Confirmations to customers that failed after their retries in the window (customer-mail/). */
  failedConfirmations?: LeadLineFields[];
}

interface Item {
  line: string;
  lineHtml: string;
  detail: string;
  url: string;
}

interface Section {
  title: string;
  /** Said under the title: what the owner should do about these. */
  hint: string;
  items: Item[];
  /** Lines said instead of the items: held leads summed up by reason. */
  tally?: string[];
  /** Leads counted but not listed, and the inbox's view that lists them all. */
  more?: { count: number; what: string; url: string };
}

function noticeState(entry: DigestLead): string {
  const notice = entry.notice;
  if (!notice) return "No notice was sent.";
  if (notice.status === "sent") {
    return notice.in_summary ? "Listed in a summary mail (past the hourly ceiling)." : "Notice sent.";
  }
  if (notice.status === "failed") return `Notice failed after ${notice.attempts} attempts over three days.`;
  return notice.in_summary
    ? "Waiting for the next summary mail."
    : notice.attempts > 0
      ? `Notice not delivered yet (${notice.attempts} attempts so far); still retrying.`
      : "Notice on its way.";
}

function section(title: string, total: number, hint: string, entries: DigestLead[], item: (entry: DigestLead) => Item): Section {
  return { title: `${title} (${total})`, hint, items: entries.map(item) };
}

function leadItem(detail: (entry: DigestLead) => string, siteUrl: string) {
  return (entry: DigestLead): Item => ({
    line: leadLine(entry.lead),
    lineHtml: leadLineHtml(entry.lead),
    detail: detail(entry),
    url: leadPageUrl(siteUrl, entry.lead.id),
  });
}

// Made once per isolate: building a DateTimeFormat costs about 0.1 ms of CPU (see notice.ts).
const shortDateFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
  timeZone: BUSINESS_TIME_ZONE,
});

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Speed to lead: every lead nobody has answered yet, with how long it has
 * waited in business minutes (repeated each morning until it is answered), and
 * each push to the owner's phone that never went out in the last 24 hours.
 */
function speedToLeadSections(data: DigestData, config: MailConfig): Section[] {
  if (!data.speed) return [];
  const { waiting, failedPushes } = data.speed;
  const lead = (row: DigestLead["lead"], detail: string): Item => ({
    line: leadLine(row),
    lineHtml: leadLineHtml(row),
    detail,
    url: leadPageUrl(config.SITE_URL, row.id),
  });
  return [
    sectionOf(
      "Still waiting for an answer",
      "Leads of the last three days nobody has called, texted or written to yet (no tap in the inbox, status still New). The time counts business hours only.",
      waiting.map((row) => lead(row, `Waiting ${formatWait(businessMinutesBetween(row.created_at, data.until))} of business hours.`)),
      `${inboxUrl(config.SITE_URL)}?status=new`,
    ),
    sectionOf(
      "Phone notifications that failed",
      "The push to the owner's phone never went out (the notice mail is separate). If a device keeps failing, send it a test from the inbox's settings, or turn notifications on again on it.",
      failedPushes.map((failed) =>
        lead(
          failed.lead,
          `${failed.kind === "reminder" ? "Reminder" : "Notification"} to ${failed.device} failed: ${failed.last_error ?? "unknown error"}`,
        ),
      ),
      `${inboxUrl(config.SITE_URL)}/settings`,
    ),
  ];
}

/** A section from ready items: at most DIGEST_SECTION_LIMIT listed, the rest counted with a link to the inbox. */
function sectionOf(title: string, hint: string, items: Item[], inbox: string): Section {
  const unlisted = items.length - DIGEST_SECTION_LIMIT;
  return {
    title: `${title} (${items.length})`,
    hint,
    items: items.slice(0, DIGEST_SECTION_LIMIT),
    ...(unlisted > 0 && { more: { count: unlisted, what: "more are not listed here", url: inbox } }),
  };
}

export function renderDigest(data: DigestData, config: MailConfig): MailContent {
  // The inbox filters by Atlanta calendar days, both included: the days the window touches.
  const lastInstant = new Date(Math.max(data.from.getTime(), data.until.getTime() - 1));
  const days = { from: localDate(data.from), to: localDate(lastInstant) };
  const listHeld = data.heldTotal <= HELD_LIST_LIMIT;

  const newLeads = section(
    "New leads",
    data.receivedTotal,
    "Every lead that was not held, and what became of its notice.",
    data.received,
    leadItem(
      (entry) => [isFlagged(entry.lead) ? `Check: ${entry.lead.spam_reason}.` : "", noticeState(entry)].filter(Boolean).join(" "),
      config.SITE_URL,
    ),
  );
  if (data.receivedTotal > data.received.length) {
    newLeads.more = {
      count: data.receivedTotal - data.received.length,
      what: "more, the newest, are not listed here",
      url: inboxViewUrl(config.SITE_URL, days),
    };
  }

  const held = section(
    "Held as spam",
    data.heldTotal,
    listHeld
      ? "Stored but not mailed. If one is a real customer, open it and release it: its notice goes out then."
      : "Stored but not mailed, too many to list one by one. Why they were held is below; look through them in the inbox and release any real customer.",
    listHeld ? data.held : [],
    leadItem(
      (entry) =>
        wasRefusedAtForm(entry.lead.spam_reason)
          ? `${entry.lead.spam_reason}. The visitor was asked to revise it; release it if it is a real customer.`
          : `Held because: ${entry.lead.spam_reason ?? "no reason recorded"}.`,
      config.SITE_URL,
    ),
  );
  if (!listHeld) {
    held.tally = data.heldByReason.map((row) => `${row.count} held because: ${row.reason ?? "no reason recorded"}`);
    held.more = { count: data.heldTotal, what: "held leads in all", url: inboxViewUrl(config.SITE_URL, { spam: "held", ...days }) };
  }

  const failed = section(
    "Notices that failed",
    data.failedTotal,
    "The mail service refused these notices for more than three days. Open each lead and answer it from the inbox; it stays here until its status is no longer New.",
    data.failed,
    leadItem((entry) => `Last error: ${entry.notice?.last_error ?? "unknown"}`, config.SITE_URL),
  );
  if (data.failedTotal > data.failed.length) {
    failed.more = {
      count: data.failedTotal - data.failed.length,
      what: "more, of newer leads, are not listed here; every lead still marked New",
      url: `${inboxUrl(config.SITE_URL)}?status=new`,
    };
  }

  const sections = [
    newLeads,
    held,
    failed,
    ...speedToLeadSections(data, config),
    ...(data.failedConfirmations
      ? [
          sectionOf(
            "Confirmations to customers that failed",
            "The mail service refused the customer's confirmation after every retry. The owner's notice is separate; answer these customers yourself.",
            data.failedConfirmations.map((lead) => ({
              line: leadLine(lead),
              lineHtml: leadLineHtml(lead),
              detail: "Their confirmation e-mail did not go out.",
              url: leadPageUrl(config.SITE_URL, lead.id),
            })),
            inboxUrl(config.SITE_URL),
          ),
        ]
      : []),
    section(
      "Past the hourly ceiling",
      data.summarisedTotal,
      "More notices than the hourly ceiling allows came in at once, so these went out together in one summary mail.",
      data.received.filter((entry) => entry.notice?.in_summary),
      leadItem(noticeState, config.SITE_URL),
    ),
  ];

  const subject =
    `Daily lead digest: ${plural(data.receivedTotal, "new lead", "new leads")}, ${data.heldTotal} held, ` +
    `${plural(data.failedTotal, "failed notice", "failed notices")}`;
  const period = `Leads received from ${shortDateFormat.format(data.from)} to ${shortDateFormat.format(data.until)}.`;
  const inbox = inboxUrl(config.SITE_URL);
  const described = (part: Section) => part.items.length > 0 || part.tally !== undefined;

  const html = mailDocument(subject, [
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(period)}</p>`,
    ...sections.flatMap((part) => [
      `<h2 style="font-size:16px;margin-top:24px">${escapeHtml(part.title)}</h2>`,
      described(part) ? `<p style="color:#555">${escapeHtml(part.hint)}</p>` : "<p>None.</p>",
      ...(part.tally ? ["<ul>", ...part.tally.map((line) => `<li>${escapeHtml(line)}</li>`), "</ul>"] : []),
      ...(part.items.length
        ? [
            "<ul>",
            ...part.items.map(
              (item) =>
                `<li style="margin-bottom:8px">${item.lineHtml}<br>${escapeHtml(item.detail)}<br>` +
                `${htmlLink(item.url, "Open in the inbox")}</li>`,
            ),
            "</ul>",
          ]
        : []),
      part.more
        ? `<p>${escapeHtml(`${part.more.count} ${part.more.what}:`)} ${htmlLink(part.more.url, "open them in the inbox")}</p>`
        : "",
    ]),
    `<p>${htmlLink(inbox, "Open the inbox")}</p>`,
    `<p style="color:#666;font-size:12px">Sent every morning by the ${escapeHtml(config.SITE_NAME)} website.</p>`,
  ]);
  const text = [
    subject,
    "",
    period,
    ...sections.flatMap((part) => [
      "",
      part.title,
      ...(described(part) ? [part.hint] : ["None."]),
      ...(part.tally ?? []).map((line) => `- ${line}`),
      ...part.items.flatMap((item) => [`- ${item.line}`, `  ${item.detail}`, `  ${item.url}`]),
      ...(part.more ? [`${part.more.count} ${part.more.what}: ${part.more.url}`] : []),
    ]),
    "",
    `Inbox: ${inbox}`,
    `Sent every morning by the ${config.SITE_NAME} website.`,
  ].join("\n");
  return { subject, html, text };
}
