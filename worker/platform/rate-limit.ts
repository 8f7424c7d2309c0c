/**
 * Per-visitor limits. A visitor is their network: the IPv4 address, or the IPv6
 * /64. An ISP hands each household a /64 (or larger) and a device picks new
 * addresses inside it at will, so keying IPv6 limits by the full address would
 * let one laptop pose as millions of visitors.
 *
 * Two stores, each for what it does well:
 * - the 30 s cooldown lives in KV (a fast read at the edge). It stores the time
 *   of the last accepted submission and compares it, because KV keys cannot
 *   expire in under 60 s. KV is eventually consistent, so this is a brake, not
 *   an exact count; and KV is never allowed to cost a lead: if a read or write
 *   throws, the request goes through and one line without personal data is logged.
 * - hourly caps are exact counts in D1 (see leads/storage.ts and
 *   phone-clicks/storage.ts), checked inside the INSERT itself, so concurrent
 *   requests cannot all slip past a count they each read before the others wrote.
 */
import ipaddr from "ipaddr.js";
import { errorSummary } from "./log";
import { clientIp, hmacHex } from "./tracking";

/** KV's smallest allowed expirationTtl. */
const MIN_KV_TTL_SECONDS = 60;
export const HOUR_MS = 60 * 60 * 1000;

export type LimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * The limit key of a client IP: the IPv4 address itself (an IPv4-mapped IPv6
 * address counts as its IPv4 address), or the /64 of an IPv6 address written
 * one canonical way ("2001:db8:0:1::/64"), whatever form the address came in.
 * "" when the IP is unknown; an unparseable value is kept as is (lower-cased).
 * Parsing is ipaddr.js's; IPv4 must be four decimal parts, as CF-Connecting-IP
 * writes it (ipaddr.js would also read "127.1" or hex parts as an address).
 */
export function networkKey(ip: string): string {
  const value = ip.trim().replace(/^\[|\]$/g, "").toLowerCase();
  if (!value) return "";
  if (ipaddr.IPv4.isValidFourPartDecimal(value)) return ipaddr.IPv4.parse(value).toString();
  if (!ipaddr.IPv6.isValid(value)) return value;
  const address = ipaddr.IPv6.parse(value);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  return `${address.parts.slice(0, 4).map((group) => group.toString(16)).join(":")}::/64`;
}

/** HMAC of the client's network under the ip_hash secret (stored as ip_network_hash); "" when the IP is unknown. */
export async function networkHash(request: Request, secret: string): Promise<string> {
  const key = networkKey(clientIp(request));
  return key ? hmacHex(secret, key) : "";
}

/** The limit subject for a client: its network hash, or one shared bucket when the IP is unknown. */
export function limitSubject(networkHashValue: string): string {
  return networkHashValue || "unknown-ip";
}

/** Start of the sliding hour a cap counts over, as stored timestamps are written. */
export function hourAgoIso(now: number): string {
  return new Date(now - HOUR_MS).toISOString();
}

/** Seconds until the oldest of the counted rows leaves the sliding hour. */
export function retryAfterHourly(oldestIso: string | null, now: number): number {
  const oldest = oldestIso ? Date.parse(oldestIso) : Number.NaN;
  if (!Number.isFinite(oldest)) return secondsUntil(HOUR_MS);
  return secondsUntil(oldest + HOUR_MS - now);
}

function cooldownKey(scope: string, subject: string): string {
  return `cooldown:${scope}:${subject}`;
}

function secondsUntil(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

function logKvFailure(step: string, error: unknown): void {
  // The key holds the visitor's network hash: log the error's name and code only.
  console.error(`Rate limit store unavailable (${step}); letting the request through: ${errorSummary(error)}`);
}

/** Refuses a second accepted submission within `cooldownMs`. Fails open: a KV error lets the request through. */
export async function checkCooldown(
  kv: KVNamespace,
  scope: string,
  subject: string,
  cooldownMs: number,
  now = Date.now(),
): Promise<LimitVerdict> {
  let stored: string | null;
  try {
    stored = await kv.get(cooldownKey(scope, subject));
  } catch (error) {
    logKvFailure("cooldown read", error);
    return { ok: true };
  }
  const last = Number(stored);
  if (Number.isFinite(last) && last > 0 && now - last < cooldownMs && now >= last) {
    return { ok: false, retryAfterSeconds: secondsUntil(cooldownMs - (now - last)) };
  }
  return { ok: true };
}

/** Starts the cooldown after an accepted submission. Fails open: a KV error only means no cooldown this time. */
export async function startCooldown(
  kv: KVNamespace,
  scope: string,
  subject: string,
  cooldownMs: number,
  now = Date.now(),
): Promise<void> {
  const ttl = Math.max(MIN_KV_TTL_SECONDS, Math.ceil(cooldownMs / 1000) * 2);
  try {
    await kv.put(cooldownKey(scope, subject), String(now), { expirationTtl: ttl });
  } catch (error) {
    logKvFailure("cooldown write", error);
  }
}
