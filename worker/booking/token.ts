/**
 * The customer's booking link: `<lead id>.<expiry, unix seconds>.<HMAC-SHA256>`
 * under BOOKING_TOKEN_SECRET (WebCrypto), base64url. Bound to one lead and
 * valid for 14 days from the lead, so a link in a mail cannot be turned to
 * another lead, and an old link stops working by itself. The signature is
 * checked with crypto.subtle.verify (a constant-time comparison).
 */
import { base64UrlToBytes, bytesToBase64Url } from "../push/base64url";
import { BOOKING_MESSAGES } from "./messages";
import { ApiError } from "../platform/http";

export const BOOKING_LINK_DAYS = 14;
const DAY_SECONDS = 24 * 60 * 60;
const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{9,11})\.([A-Za-z0-9_-]{43})$/;
const encoder = new TextEncoder();

const keys = new Map<string, Promise<CryptoKey>>();
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

/** A signed link token for a lead, valid BOOKING_LINK_DAYS days from `issuedAt` (the lead's arrival). */
export async function signBookingToken(secret: string, leadId: string, issuedAt: Date): Promise<string> {
  const expires = Math.floor(issuedAt.getTime() / 1000) + BOOKING_LINK_DAYS * DAY_SECONDS;
  const payload = `${leadId}.${expires}`;
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await keyOf(secret), encoder.encode(payload)));
  return `${payload}.${bytesToBase64Url(signature)}`;
}

/**
 * The lead a token names. 400 when it is missing or not shaped like one, 403
 * when its signature is not ours (forged or altered), 410 when it has expired.
 */
export async function verifyBookingToken(secret: string, token: unknown, now: Date): Promise<{ leadId: string; expiresAt: Date }> {
  if (typeof token !== "string" || token === "") throw new ApiError(400, "token_missing", BOOKING_MESSAGES.tokenMissing);
  const match = TOKEN.exec(token);
  if (!match) throw new ApiError(400, "token_invalid", BOOKING_MESSAGES.tokenInvalid);
  const [, leadId, expires, signature] = match as unknown as [string, string, string, string];
  const bytes = base64UrlToBytes(signature);
  const valid =
    bytes !== null &&
    (await crypto.subtle.verify("HMAC", await keyOf(secret), bytes, encoder.encode(`${leadId}.${expires}`)));
  if (!valid) throw new ApiError(403, "token_forged", BOOKING_MESSAGES.tokenForged);
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt.getTime() <= now.getTime()) throw new ApiError(410, "link_expired", BOOKING_MESSAGES.linkExpired);
  return { leadId, expiresAt };
}
