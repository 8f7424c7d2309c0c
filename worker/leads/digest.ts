/**
 * The owner's daily digest: one morning mail with everything of the last 24
 * hours, so nothing the site took in can go unseen, whatever happened to the
 * notices. It lists the day's leads (with their notice's fate), every held lead
 * with the reason it was held, the leads that went out in a summary past the
 * hourly ceiling, and every failed notice of a lead not handled yet; each with
 * a link to the lead in the inbox. It is sent even on a quiet day: a digest
 * that says "no leads" tells the owner the site and its mail still work.
 */
import { BUSINESS_TIME_ZONE } from "../../common/constants";
import { readConfig, type Env } from "../platform/env";
import {
  escapeHtml,
  htmlLink,
  inboxUrl,
  isFlagged,
  leadLine,
  leadLineHtml,
  leadPageUrl,
  mailDocument,
  type MailConfig,
  type MailContent,
} from "./notice";
import { DIGEST_SECTION_LIMIT, failedNoticesOfNewLeads, leadsSince, type DigestLead } from "./digest-storage";
import { mailOwner } from "./outbox";
import { businessMinutesBetween } from "../../common/business-hours";
import { formatWait } from "../push/message";
import { speedToLeadDigest, type SpeedToLeadDigest } from "../push/digest-storage";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DigestData {
  /** The window's end (the run's time); the window is the 24 hours before it. */
  until: Date;
  leads: DigestLead[];
  failed: DigestLead[];
  /** Leads still waiting for an answer and pushes that never went out; absent: no such sections. */
  speed?: SpeedToLeadDigest;
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
  /** Rows beyond DIGEST_SECTION_LIMIT, counted but not listed. */
  more: number;
}

function noticeState(entry: DigestLead): string {
  const notice = entry.notice;
  if (!notice) return "No notice was sent.";
  if (notice.status === "sent") {
    return notice.in_summary ? "Listed in a summary mail (past the hourly ceiling)." : "Notice sent.";
  }
  if (notice.status === "failed") return `Notice failed after ${notice.attempts} attempts.`;
  return notice.in_summary
    ? "Waiting for the next summary mail."
    : `Notice not delivered yet (${notice.attempts} attempts so far); still retrying.`;
}

function section(title: string, hint: string, entries: DigestLead[], item: (entry: DigestLead) => Item): Section {
  return {
    title: `${title} (${entries.length})`,
    hint,
    items: entries.slice(0, DIGEST_SECTION_LIMIT).map(item),
    more: Math.max(0, entries.length - DIGEST_SECTION_LIMIT),
  };
}

function shortDate(date: Date): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);
}

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
    ),
  ];
}

/** A section from ready items (the counted-and-capped shape every section has). */
function sectionOf(title: string, hint: string, items: Item[]): Section {
  return {
    title: `${title} (${items.length})`,
    hint,
    items: items.slice(0, DIGEST_SECTION_LIMIT),
    more: Math.max(0, items.length - DIGEST_SECTION_LIMIT),
  };
}

export function renderDigest(data: DigestData, config: MailConfig): MailContent {
  const url = (entry: DigestLead) => leadPageUrl(config.SITE_URL, entry.lead.id);
  const received = data.leads.filter((entry) => !entry.lead.is_spam);
  const held = data.leads.filter((entry) => entry.lead.is_spam);
  const summarised = received.filter((entry) => entry.notice?.in_summary);

  const sections = [
    section("New leads", "Every lead that was not held, and what became of its notice.", received, (entry) => ({
      line: leadLine(entry.lead),
      lineHtml: leadLineHtml(entry.lead),
      detail: [isFlagged(entry.lead) ? `Check: ${entry.lead.spam_reason}.` : "", noticeState(entry)]
        .filter(Boolean)
        .join(" "),
      url: url(entry),
    })),
    section(
      "Held as spam",
      "Stored but not mailed. If one is a real customer, open it and release it: its notice goes out then.",
      held,
      (entry) => ({
        line: leadLine(entry.lead),
        lineHtml: leadLineHtml(entry.lead),
        detail: `Held because: ${entry.lead.spam_reason ?? "no reason recorded"}.`,
        url: url(entry),
      }),
    ),
    section(
      "Notices that failed",
      "The mail service refused these notices for more than three days. Open each lead and answer it from the inbox; it stays here until its status is no longer New.",
      data.failed,
      (entry) => ({
        line: leadLine(entry.lead),
        lineHtml: leadLineHtml(entry.lead),
        detail: `Last error: ${entry.notice?.last_error ?? "unknown"}`,
        url: url(entry),
      }),
    ),
    ...speedToLeadSections(data, config),
    section(
      "Past the hourly ceiling",
      "More notices than the hourly ceiling allows came in at once, so these went out together in one summary mail.",
      summarised,
      (entry) => ({
        line: leadLine(entry.lead),
        lineHtml: leadLineHtml(entry.lead),
        detail: noticeState(entry),
        url: url(entry),
      }),
    ),
  ];

  const since = new Date(data.until.getTime() - DAY_MS);
  const subject =
    `Daily lead digest: ${plural(received.length, "new lead", "new leads")}, ${held.length} held, ` +
    `${plural(data.failed.length, "failed notice", "failed notices")}`;
  const period = `Leads received from ${shortDate(since)} to ${shortDate(data.until)}.`;
  const inbox = inboxUrl(config.SITE_URL);

  const html = mailDocument(subject, [
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(period)}</p>`,
    ...sections.flatMap((part) => [
      `<h2 style="font-size:16px;margin-top:24px">${escapeHtml(part.title)}</h2>`,
      part.items.length ? `<p style="color:#555">${escapeHtml(part.hint)}</p>` : "<p>None.</p>",
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
      part.more ? `<p>And ${part.more} more: see the inbox.</p>` : "",
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
      ...(part.items.length ? [part.hint] : ["None."]),
      ...part.items.flatMap((item) => [`- ${item.line}`, `  ${item.detail}`, `  ${item.url}`]),
      ...(part.more ? [`And ${part.more} more: see the inbox.`] : []),
    ]),
    "",
    `Inbox: ${inbox}`,
    `Sent every morning by the ${config.SITE_NAME} website.`,
  ].join("\n");
  return { subject, html, text };
}

/** Reads the last 24 hours (two D1 statements) and mails the digest to the owner. */
export async function sendDailyDigest(env: Env, until: Date = new Date()): Promise<DigestData> {
  const since = new Date(until.getTime() - DAY_MS).toISOString();
  const [leads, failed, speed] = await Promise.all([
    leadsSince(env.DB, since),
    failedNoticesOfNewLeads(env.DB),
    speedToLeadDigest(env.DB, since, until),
  ]);
  const data = { until, leads, failed, speed };
  await mailOwner(env, renderDigest(data, readConfig(env)));
  return data;
}
