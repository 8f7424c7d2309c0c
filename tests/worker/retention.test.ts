/**
 * Push delivery rows and test pushes are purged 30 days after they finished
 * (they hold a push service's error text and which device heard of which
 * lead); a pending row, still to be sent, never is. Through the daily cron,
 * as Cloudflare runs it, on the real local D1.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CRONS } from "../../worker/scheduled";
import { PUSH_ROW_RETENTION_DAYS } from "../../worker/retention/push-rows";
import { envWith, recordingMailer, rows, runCron } from "./helpers";

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

async function device(): Promise<number> {
  const endpoint = `https://push.stand-in.dev/send/retention-${crypto.randomUUID()}`;
  await env.DB.prepare("insert into push_subscriptions (endpoint, p256dh, auth) values (?, 'p', 'a')").bind(endpoint).run();
  const [row] = await rows<{ id: number }>("select id from push_subscriptions where endpoint = ?", endpoint);
  return row!.id;
}

async function pushRow(subscription: number, fields: { status: string; created: number; sent?: number; failed?: number; error?: string }) {
  const result = await env.DB.prepare(
    "insert into push_deliveries (lead_id, subscription_id, kind, status, last_error, created_at, sent_at, failed_at) values (null, ?, 'test', ?, ?, ?, ?, ?) returning id",
  )
    .bind(
      subscription,
      fields.status,
      fields.error ?? null,
      daysAgo(fields.created),
      fields.sent === undefined ? null : daysAgo(fields.sent),
      fields.failed === undefined ? null : daysAgo(fields.failed),
    )
    .first<{ id: number }>();
  return result!.id;
}

describe("the purge of push rows", () => {
  it(`removes test pushes and delivery rows ${PUSH_ROW_RETENTION_DAYS} days after they finished, and never a pending one`, async () => {
    const phone = await device();
    const oldSent = await pushRow(phone, { status: "sent", created: 40, sent: 40 });
    const oldFailed = await pushRow(phone, { status: "failed", created: 45, failed: 31, error: "410 Gone from https://push.stand-in.dev/send/x" });
    const recentFailed = await pushRow(phone, { status: "failed", created: 45, failed: 10, error: "503" });
    const recentSent = await pushRow(phone, { status: "sent", created: 29, sent: 29 });
    const stillPending = await pushRow(phone, { status: "pending", created: 60 });

    await runCron(CRONS.daily, envWith({ MAILER: recordingMailer() }));

    const left = (await rows<{ id: number }>("select id from push_deliveries where subscription_id = ?", phone)).map((row) => row.id);
    expect(left.sort()).toEqual([recentFailed, recentSent, stillPending].sort());
    expect(left).not.toContain(oldSent);
    expect(left).not.toContain(oldFailed);
    // The device itself stays: only its old delivery rows go.
    expect(await rows("select id from push_subscriptions where id = ?", phone)).toHaveLength(1);
  });
});
