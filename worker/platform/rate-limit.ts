/**
 * Cooldowns and hourly caps in KV. KV is eventually consistent and its keys
 * cannot expire in under 60 s, so:
 * - the cooldown stores the time of the last accepted submission and compares
 *   it, instead of relying on a 30 s expiry;
 * - counters live in fixed one-hour windows whose keys carry the window number
 *   and expire a little after the window ends.
 * Two requests racing through the same edge can both pass; these limits are a
 * brake on abuse, not an exact count. Idempotency is done in D1, not here.
 */

/** KV's smallest allowed expirationTtl. */
const MIN_KV_TTL_SECONDS = 60;
const HOUR_MS = 60 * 60 * 1000;

export type LimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** The limit subject for a client: its IP hash, or one shared bucket when the IP is unknown. */
export function limitSubject(ipHash: string): string {
  return ipHash || "unknown-ip";
}

function cooldownKey(scope: string, subject: string): string {
  return `cooldown:${scope}:${subject}`;
}

function windowKey(scope: string, subject: string, now: number): string {
  return `count:${scope}:${subject}:${Math.floor(now / HOUR_MS)}`;
}

function secondsUntil(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

export async function checkCooldown(
  kv: KVNamespace,
  scope: string,
  subject: string,
  cooldownMs: number,
  now = Date.now(),
): Promise<LimitVerdict> {
  const last = Number(await kv.get(cooldownKey(scope, subject)));
  if (Number.isFinite(last) && last > 0 && now - last < cooldownMs && now >= last) {
    return { ok: false, retryAfterSeconds: secondsUntil(cooldownMs - (now - last)) };
  }
  return { ok: true };
}

export async function startCooldown(
  kv: KVNamespace,
  scope: string,
  subject: string,
  cooldownMs: number,
  now = Date.now(),
): Promise<void> {
  const ttl = Math.max(MIN_KV_TTL_SECONDS, Math.ceil(cooldownMs / 1000) * 2);
  await kv.put(cooldownKey(scope, subject), String(now), { expirationTtl: ttl });
}

export async function checkHourlyCap(
  kv: KVNamespace,
  scope: string,
  subject: string,
  limit: number,
  now = Date.now(),
): Promise<LimitVerdict> {
  const count = Number(await kv.get(windowKey(scope, subject, now))) || 0;
  if (count >= limit) {
    return { ok: false, retryAfterSeconds: secondsUntil(HOUR_MS - (now % HOUR_MS)) };
  }
  return { ok: true };
}

export async function countInHour(kv: KVNamespace, scope: string, subject: string, now = Date.now()): Promise<number> {
  const key = windowKey(scope, subject, now);
  const count = (Number(await kv.get(key)) || 0) + 1;
  // Expires shortly after its window ends (and never sooner than KV allows).
  const ttl = Math.max(MIN_KV_TTL_SECONDS, secondsUntil(HOUR_MS - (now % HOUR_MS)) + MIN_KV_TTL_SECONDS);
  await kv.put(key, String(count), { expirationTtl: ttl });
  return count;
}
