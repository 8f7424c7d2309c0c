/**
 * VAPID (RFC 8292): every push request carries a token signed with the site's
 * private key, so a push service can tell our pushes from anyone else's and
 * the browser only accepts messages from the key it subscribed with. ES256,
 * signed with jose; `aud` is the push service's origin, `exp` under 24 hours
 * (services refuse longer), `sub` a plain `mailto:` address (Apple's service
 * refuses one with spaces or angle brackets).
 */
import { importJWK, SignJWT } from "jose";
import { base64UrlToBytes, bytesToBase64Url } from "./base64url";

/** Tokens live 12 hours and are reused until an hour before they expire: one signature per push service per half day. */
const TOKEN_LIFETIME_S = 12 * 60 * 60;
const RENEW_BEFORE_S = 60 * 60;

export interface VapidKeys {
  /** base64url of the 65-byte uncompressed P-256 public key (what browsers subscribe with). */
  publicKey: string;
  /** base64url of the 32-byte private scalar. */
  privateKey: string;
  /** `mailto:owner@example.com` or an https URL: how a push service can reach the sender. */
  subject: string;
}

const signingKeys = new Map<string, Promise<CryptoKey>>();
const tokens = new Map<string, { token: string; expiresAt: number }>();

function signingKey(keys: VapidKeys): Promise<CryptoKey> {
  const cacheKey = `${keys.publicKey}.${keys.privateKey}`;
  let key = signingKeys.get(cacheKey);
  if (!key) {
    key = (async () => {
      const raw = base64UrlToBytes(keys.publicKey) ?? new Uint8Array(0);
      const jwk = { kty: "EC", crv: "P-256", x: bytesToBase64Url(raw.subarray(1, 33)), y: bytesToBase64Url(raw.subarray(33, 65)), d: keys.privateKey };
      return (await importJWK(jwk, "ES256")) as CryptoKey;
    })();
    key.catch(() => signingKeys.delete(cacheKey));
    signingKeys.set(cacheKey, key);
  }
  return key;
}

/** The push service's origin, the token's audience. */
export function audienceOf(endpoint: string): string {
  return new URL(endpoint).origin;
}

/** `vapid t=<jwt>, k=<public key>` for a push to `endpoint`. */
export async function vapidAuthorization(keys: VapidKeys, endpoint: string, nowMs = Date.now()): Promise<string> {
  const audience = audienceOf(endpoint);
  const cacheKey = `${keys.publicKey}|${keys.subject}|${audience}`;
  const nowS = Math.floor(nowMs / 1000);
  const cached = tokens.get(cacheKey);
  if (cached && cached.expiresAt - RENEW_BEFORE_S > nowS) return `vapid t=${cached.token}, k=${keys.publicKey}`;
  const expiresAt = nowS + TOKEN_LIFETIME_S;
  const token = await new SignJWT({ sub: keys.subject })
    .setProtectedHeader({ alg: "ES256", typ: "JWT" })
    .setAudience(audience)
    .setExpirationTime(expiresAt)
    .sign(await signingKey(keys));
  tokens.set(cacheKey, { token, expiresAt });
  return `vapid t=${token}, k=${keys.publicKey}`;
}
