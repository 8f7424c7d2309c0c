/**
 * The owner's subscribed devices: reading a browser's subscription, storing it,
 * and what the inbox may see of it (never the keys, never the whole endpoint:
 * the endpoint is a bearer address anyone could push to if it leaked).
 */
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { database } from "../db/client";
import type { InboxPushSubscription } from "../../common/inbox";
import { pushDeliveries, pushSubscriptions, PUSH_HOURS, type PushSubscriptionRow } from "../db/schema";
import ipaddr from "ipaddr.js";
import { base64UrlToBytes } from "./base64url";

export const MAX_LABEL_LENGTH = 60;
/** Push services' endpoints are a few hundred characters; anything far longer is not one. */
const MAX_ENDPOINT_LENGTH = 2048;

export const PUSH_MESSAGES = {
  subscriptionNotFound: "There is no device with this id. It may have been removed.",
  endpoint: "The endpoint must be the push service's https address from the browser's subscription (a public host name, no IP address, no port).",
  p256dh: "keys.p256dh must be the browser's P-256 public key (65 bytes, base64url).",
  auth: "keys.auth must be the browser's 16-byte auth secret (base64url).",
  label: `Keep the device name to ${MAX_LABEL_LENGTH} characters.`,
  hours: `Hours must be one of ${PUSH_HOURS.join(", ")}.`,
  nothingToChange: "Send at least one of label or hours.",
  pushOff: "Notifications are not set up on this site (VAPID keys missing).",
} as const;

/** A device as the inbox shows it. */
export type PublicSubscription = InboxPushSubscription;

export function publicSubscription(row: PushSubscriptionRow): PublicSubscription {
  return {
    id: row.id,
    label: row.label,
    endpoint_host: new URL(row.endpoint).host,
    hours: row.hours,
    created_at: row.created_at,
    last_success_at: row.last_success_at,
    last_failure_at: row.last_failure_at,
    failures: row.failures,
  };
}

/** Where an endpoint may point: loopback only in local development; never at the site itself. */
export interface EndpointRules {
  /** Local development (sign-in off, and the inbox reached on a loopback host): a stand-in push service on this machine. */
  allowLoopback: boolean;
  /** The site's own host names (the request's host, the allowed origins): a push there would call the site's own API. */
  ownHosts: readonly string[];
}

/**
 * Top-level names that are never a public push service: reserved for tests
 * and documentation (RFC 2606, RFC 6761), local networks (RFC 6762 .local,
 * .internal, home.arpa and the rest of .arpa) and names companies use only
 * inside their networks.
 */
const PRIVATE_TLDS = new Set(["localhost", "local", "internal", "arpa", "test", "invalid", "example", "onion", "lan", "home", "corp", "intranet", "private"]);

/** Services whose names resolve to whatever address is written in them ("127.0.0.1.nip.io"). */
const ADDRESS_IN_NAME_DOMAINS = ["nip.io", "sslip.io", "xip.io", "localtest.me", "lvh.me"];

function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
  if (host === "localhost") return true;
  if (!ipaddr.isValid(host)) return false;
  const address = ipaddr.process(host);
  return address.range() === "loopback";
}

/** An IP literal in any form the URL parser leaves: dotted IPv4 (it turns "0x7f.1" and "2130706433" into that), bracketed IPv6, IPv4-mapped IPv6. */
function isIpLiteral(hostname: string): boolean {
  if (hostname.startsWith("[")) return true;
  const host = hostname.replace(/\.$/, "");
  return ipaddr.isValid(host) || /^[\d.]+$/.test(host);
}

/**
 * An endpoint we may push to: https on a public host name and the default
 * port, which is what every browser's push service gives (FCM, Mozilla,
 * Apple, Windows). Never an IP literal (no "https://169.254.169.254/",
 * "https://[::ffff:127.0.0.1]/", "https://0.0.0.0/"), no "localhost" (with or
 * without its trailing dot), no single-label or private name (".local",
 * ".internal", ".test"...), no other port, no credentials, and not the site's
 * own host, so "Send a test" can never be turned into a request to the
 * Worker's own API or a network inside the edge. Plain http or https to a
 * loopback address is taken only in local development (see `EndpointRules`),
 * so the whole flow can be tried against a stand-in push service on this
 * machine. (A public name that resolves to a private address is not caught
 * here, as a Worker cannot resolve names; Cloudflare does not route a Worker's
 * fetch to private addresses.)
 */
export function isAcceptableEndpoint(value: string, rules: EndpointRules): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (rules.allowLoopback && isLoopbackHostname(url.hostname)) return url.protocol === "https:" || url.protocol === "http:";
  if (url.protocol !== "https:" || url.port !== "") return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (isIpLiteral(url.hostname)) return false;
  const labels = host.split(".");
  if (labels.length < 2 || labels.some((label) => label === "")) return false;
  if (PRIVATE_TLDS.has(labels.at(-1)!) || labels.includes("localhost")) return false;
  if (ADDRESS_IN_NAME_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`))) return false;
  return !rules.ownHosts.some((own) => own.toLowerCase().replace(/\.$/, "") === host);
}

function decodesTo(length: number, check?: (bytes: Uint8Array) => boolean) {
  return (value: string) => {
    const bytes = base64UrlToBytes(value);
    return bytes !== null && bytes.length === length && (check ? check(bytes) : true);
  };
}

const label = z.string({ error: PUSH_MESSAGES.label }).trim().max(MAX_LABEL_LENGTH, { error: PUSH_MESSAGES.label });
const hours = z.enum(PUSH_HOURS, { error: PUSH_MESSAGES.hours });

/** `PushSubscription.toJSON()` plus the optional label and hours. */
export function subscriptionSchema(rules: EndpointRules) {
  return z.object({
    endpoint: z
      .string({ error: PUSH_MESSAGES.endpoint })
      .max(MAX_ENDPOINT_LENGTH, { error: PUSH_MESSAGES.endpoint })
      .refine((value) => isAcceptableEndpoint(value, rules), { error: PUSH_MESSAGES.endpoint }),
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        // An uncompressed point starts with 0x04; WebCrypto checks it lies on the curve when a push is sent.
        p256dh: z.string({ error: PUSH_MESSAGES.p256dh }).refine(decodesTo(65, (bytes) => bytes[0] === 0x04), { error: PUSH_MESSAGES.p256dh }),
        auth: z.string({ error: PUSH_MESSAGES.auth }).refine(decodesTo(16), { error: PUSH_MESSAGES.auth }),
      },
      { error: `${PUSH_MESSAGES.p256dh} ${PUSH_MESSAGES.auth}` },
    ),
    label: label.optional(),
    hours: hours.optional(),
  });
}
export type SubscriptionRequest = z.output<ReturnType<typeof subscriptionSchema>>;

export const subscriptionChangesSchema = z.strictObject({ label: label.optional(), hours: hours.optional() });
export type SubscriptionChanges = z.output<typeof subscriptionChangesSchema>;

export async function listSubscriptions(d1: D1Database): Promise<PushSubscriptionRow[]> {
  return database(d1).select().from(pushSubscriptions).orderBy(desc(pushSubscriptions.created_at), desc(pushSubscriptions.id)).all();
}

export async function getSubscription(d1: D1Database, id: number): Promise<PushSubscriptionRow | undefined> {
  return database(d1).select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).get();
}

/**
 * Stores a subscription; the same endpoint again (the browser renewed its keys,
 * or the owner tapped "notify me" twice) updates that row. The label and hours
 * are kept when the request leaves them out. `created` says which happened.
 */
export async function upsertSubscription(
  d1: D1Database,
  request: SubscriptionRequest,
  nowIso: string,
): Promise<{ row: PushSubscriptionRow; created: boolean }> {
  const [row] = await database(d1)
    .insert(pushSubscriptions)
    .values({
      endpoint: request.endpoint,
      p256dh: request.keys.p256dh,
      auth: request.keys.auth,
      label: request.label ?? "",
      hours: request.hours ?? "any",
      created_at: nowIso,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: request.keys.p256dh,
        auth: request.keys.auth,
        ...(request.label === undefined ? {} : { label: request.label }),
        ...(request.hours === undefined ? {} : { hours: request.hours }),
        // New keys are a fresh start for the failure count.
        failures: 0,
      },
    })
    .returning()
    .all();
  // An update keeps the row's created_at, so only a new row carries this request's time.
  return { row: row!, created: row!.created_at === nowIso };
}

export async function updateSubscription(
  d1: D1Database,
  id: number,
  changes: SubscriptionChanges,
): Promise<PushSubscriptionRow | undefined> {
  const [row] = await database(d1).update(pushSubscriptions).set(changes).where(eq(pushSubscriptions.id, id)).returning().all();
  return row;
}

/**
 * Removes a device and every push still queued for it, in one batch (the
 * foreign key cascades in D1 too, but the deletion must not depend on a pragma).
 */
export async function deleteSubscription(d1: D1Database, id: number): Promise<boolean> {
  const db = database(d1);
  const [, deleted] = await db.batch([
    db.delete(pushDeliveries).where(eq(pushDeliveries.subscription_id, id)),
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id)).returning({ id: pushSubscriptions.id }),
  ]);
  return deleted.length > 0;
}
