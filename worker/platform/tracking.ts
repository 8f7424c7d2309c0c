/**
 * Tracking enrichment, the one place that turns a request into the visitor
 * facts stored with leads and phone clicks (ip_hash, ua, city/state/country).
 * The raw IP never leaves this module.
 */

/** Longest User-Agent kept; real ones are under 300 characters, anything longer is noise. */
export const MAX_UA_LENGTH = 512;
const MAX_GEO_LENGTH = 100;

export interface ClientFacts {
  /** HMAC-SHA-256 (hex) of the client IP under IP_HASH_SECRET; "" when the IP is unknown. */
  ip_hash: string;
  ua: string;
  city: string;
  state: string;
  country: string;
}

/**
 * The client IP, from CF-Connecting-IP only. Cloudflare's edge sets that header
 * itself and overwrites whatever the client sent. `wrangler dev` adds it (the
 * caller's address) when a request has none but passes a sent one through, so
 * locally a test can pose as any IP; in production it cannot. X-Forwarded-For is
 * NOT used: a visitor can put any value in it, which would let one client pose
 * as many (dodging the per-IP limits) or as someone else. Without the header
 * there is no trustworthy IP, so such requests share one anonymous limit bucket.
 */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP")?.trim() ?? "";
}

const encoder = new TextEncoder();
const keyCache = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
    ]);
    keyCache.set(secret, key);
  }
  return key;
}

/** Hex HMAC-SHA-256 of `value`; keyed so the stored hashes cannot be reversed by hashing every IPv4 address. */
export async function hmacHex(secret: string, value: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(value));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function hashIp(secret: string, ip: string): Promise<string> {
  return ip ? hmacHex(secret, ip) : "";
}

function clean(value: unknown, max: number): string {
  if (typeof value !== "string") return "";
  // Headers arrive as Latin-1; drop control characters so a stored value prints cleanly.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim().slice(0, max);
}

function decodeHeader(value: string | null): string {
  if (!value) return "";
  // Cloudflare sends cf-ipcity percent-encoded when the name is not ASCII.
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Geo from `request.cf` (set by Cloudflare, and by wrangler dev as a fixed
 * placeholder), falling back to the cf-ipcity / cf-region / cf-ipcountry headers
 * that the "Add visitor location headers" managed transform adds.
 */
export function geoOf(request: Request): Pick<ClientFacts, "city" | "state" | "country"> {
  const cf = (request as { cf?: IncomingRequestCfProperties }).cf;
  const header = (name: string) => decodeHeader(request.headers.get(name));
  return {
    city: clean(cf?.city || header("cf-ipcity"), MAX_GEO_LENGTH),
    state: clean(cf?.region || header("cf-region"), MAX_GEO_LENGTH),
    country: clean(cf?.country || header("cf-ipcountry"), MAX_GEO_LENGTH),
  };
}

/** Everything the API stores about the requester besides what the visitor typed. */
export async function clientFacts(request: Request, ipHashSecret: string): Promise<ClientFacts> {
  return {
    ip_hash: await hashIp(ipHashSecret, clientIp(request)),
    ua: clean(request.headers.get("User-Agent"), MAX_UA_LENGTH),
    ...geoOf(request),
  };
}
