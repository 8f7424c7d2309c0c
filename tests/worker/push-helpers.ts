/**
 * A stand-in for the push services (FCM, Mozilla's autopush, Apple's): the
 * real ones cannot be reached from the test machine, and a test must not
 * depend on them anyway. It sits where they would, at the Worker's outbound
 * fetch (the global fetch the Worker calls, replaced for the test's duration),
 * and does what a real one does with a push: checks the VAPID token's ES256
 * signature against the site's public key (RFC 8292) and its claims, then does
 * what the browser does: decrypts the aes128gcm body (RFC 8291) with the
 * device's own private key and auth secret. A test then reads the payload.
 */
import { env } from "cloudflare:workers";
import { decodeProtectedHeader, importJWK, jwtVerify } from "jose";
import { vi } from "vitest";
import { base64UrlToBytes, bytesToBase64Url } from "../../worker/push/base64url";
import { deriveContentKeys, ecdh, importP256PublicKey, rawPublicKey } from "../../worker/push/encrypt";
import type { PushPayload } from "../../worker/push/message";

/** A browser's side of a subscription: what it sends the server, and the private key it keeps. */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  privateKey: CryptoKey;
  publicKey: Uint8Array;
  auth: Uint8Array;
}

let deviceCounter = 0;

/**
 * A browser's subscription to the stand-in push service. Its host looks like a
 * public push service's (the Worker refuses reserved names such as ".test" as
 * endpoints); it is never reached, as `standInPushService` answers for it.
 */
export async function makeDevice(origin = "https://push.stand-in.dev"): Promise<TestDevice> {
  deviceCounter += 1;
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const publicKey = await rawPublicKey(pair.publicKey);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return {
    endpoint: `${origin}/send/device-${deviceCounter}-${crypto.randomUUID()}`,
    keys: { p256dh: bytesToBase64Url(publicKey), auth: bytesToBase64Url(auth) },
    privateKey: pair.privateKey,
    publicKey,
    auth,
  };
}

/** What `PushSubscription.toJSON()` gives a page, plus optional label and hours. */
export function subscriptionBody(device: TestDevice, extra: { label?: string; hours?: "any" | "business" } = {}) {
  return { endpoint: device.endpoint, expirationTime: null, keys: device.keys, ...extra };
}

/** The receiving browser's half of RFC 8291: the plaintext of an aes128gcm body. */
export async function decryptPushBody(body: Uint8Array, device: Pick<TestDevice, "privateKey" | "publicKey" | "auth">): Promise<Uint8Array> {
  const salt = body.subarray(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error("More than one record: a push message is always one.");
  const ecdhSecret = await ecdh(device.privateKey, await importP256PublicKey(senderPublic));
  const { cek, nonce } = await deriveContentKeys({
    ecdhSecret,
    auth: device.auth,
    receiverPublic: device.publicKey,
    senderPublic,
    salt,
  });
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, ciphertext));
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 0x02) throw new Error("The record does not end with the last-record delimiter 0x02.");
  return padded.subarray(0, end);
}

export interface ReceivedPush {
  endpoint: string;
  payload: PushPayload;
  headers: Headers;
  claims: { aud: string; exp: number; sub: string };
}

/**
 * Checks a push request as a push service does (RFC 8292 and RFC 8030):
 * `Authorization: vapid t=<jwt>, k=<key>` with k the site's public key, an
 * ES256 token whose signature verifies with that key, `aud` the push
 * service's origin, `exp` within 24 hours, `sub` a plain mailto: or https URL;
 * `Content-Encoding: aes128gcm`, a TTL, `Urgency: high`.
 */
export async function verifyPushRequest(request: Request): Promise<{ claims: ReceivedPush["claims"]; body: Uint8Array }> {
  const authorization = request.headers.get("Authorization") ?? "";
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`Not a VAPID Authorization header: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== env.VAPID_PUBLIC_KEY) throw new Error("k is not the site's VAPID public key");
  if (decodeProtectedHeader(token).alg !== "ES256") throw new Error("The token is not ES256");
  const raw = base64UrlToBytes(key)!;
  const publicJwk = { kty: "EC", crv: "P-256", x: bytesToBase64Url(raw.subarray(1, 33)), y: bytesToBase64Url(raw.subarray(33, 65)) };
  const { payload } = await jwtVerify(token, await importJWK(publicJwk, "ES256"), {
    audience: new URL(request.url).origin,
    algorithms: ["ES256"],
  });
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== "number" || payload.exp - now > 24 * 60 * 60) throw new Error("exp is more than 24 hours away");
  const sub = String(payload.sub ?? "");
  if (!/^mailto:[^\s<>]+$/.test(sub) && !/^https:\/\/\S+$/.test(sub)) throw new Error(`sub is not a plain mailto: or https URL: ${sub}`);
  if (request.headers.get("Content-Encoding") !== "aes128gcm") throw new Error("Content-Encoding is not aes128gcm");
  if (!/^\d+$/.test(request.headers.get("TTL") ?? "")) throw new Error("No TTL");
  if (request.headers.get("Urgency") !== "high") throw new Error("Urgency is not high");
  return { claims: { aud: String(payload.aud), exp: payload.exp, sub }, body: new Uint8Array(await request.arrayBuffer()) };
}

/** The stand-in never answers (a push service that hangs): the request waits until the sender aborts it. */
export const HANG = 0;

export interface PushServiceStandIn {
  received: ReceivedPush[];
  /** Every request that reached the stand-in, accepted or not. */
  attempts: string[];
  /** The status the service answers for an endpoint (201 unless set), or HANG. */
  answer(endpoint: string, status: number): void;
  /** The statuses for an endpoint's next requests, in turn (then 201): e.g. [503, 503] or [HANG]. */
  answerInTurn(endpoint: string, statuses: number[]): void;
  restore(): void;
}

/**
 * Puts the stand-in in front of the Worker's outbound fetch for the devices
 * given; any other request goes on to the real fetch. A request that fails
 * the checks gets 400 and fails the test through `received` being short.
 */
export function standInPushService(devices: TestDevice[]): PushServiceStandIn {
  const byEndpoint = new Map(devices.map((device) => [device.endpoint, device]));
  const statuses = new Map<string, number>();
  const queued = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  const attempts: string[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const device = byEndpoint.get(request.url);
    if (!device) return realFetch(input, init);
    attempts.push(request.url);
    const status = queued.get(request.url)?.shift() ?? statuses.get(request.url) ?? 201;
    if (status === HANG) {
      return new Promise<Response>((_, reject) => {
        request.signal.addEventListener("abort", () => reject(request.signal.reason ?? new Error("aborted")));
      });
    }
    if (status >= 300) return new Response("stand-in refusal", { status });
    try {
      const { claims, body } = await verifyPushRequest(request);
      const payload = JSON.parse(new TextDecoder().decode(await decryptPushBody(body, device))) as PushPayload;
      received.push({ endpoint: request.url, payload, headers: request.headers, claims });
      return new Response(null, { status: 201 });
    } catch (error) {
      return new Response(String(error), { status: 400 });
    }
  });
  return {
    received,
    attempts,
    answer: (endpoint, status) => statuses.set(endpoint, status),
    answerInTurn: (endpoint, list) => queued.set(endpoint, [...list]),
    restore: () => spy.mockRestore(),
  };
}
