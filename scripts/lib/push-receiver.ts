/**
 * The receiving end of a Web Push, for the push bench's stand-in push service:
 * what a push service checks (the VAPID token, RFC 8292) and what the browser
 * does (decrypt the aes128gcm body, RFC 8291), written apart from the Worker's
 * sender on Node's WebCrypto so the two are checked against each other.
 * Runs on plain Node 22 (type stripping): erasable TypeScript only.
 */
import { webcrypto } from "node:crypto";
import { importJWK, jwtVerify } from "jose";

const subtle = webcrypto.subtle;
const encoder = new TextEncoder();

export interface Device {
  privateKey: CryptoKey;
  publicKey: Uint8Array;
  auth: Uint8Array;
  /** base64url, as PushSubscription.toJSON() gives them. */
  keys: { p256dh: string; auth: string };
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

export async function makeDevice(): Promise<Device> {
  const pair = (await subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const publicKey = new Uint8Array(await subtle.exportKey("raw", pair.publicKey));
  const auth = webcrypto.getRandomValues(new Uint8Array(16));
  return { privateKey: pair.privateKey, publicKey, auth, keys: { p256dh: b64(publicKey), auth: b64(auth) } };
}

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const key = await subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  return new Uint8Array(Buffer.concat(parts));
}

/** The plaintext of an aes128gcm push body, decrypted with the device's keys. */
export async function decrypt(body: Uint8Array, device: Device): Promise<string> {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const sender = await subtle.importKey("raw", senderPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const secret = new Uint8Array(await subtle.deriveBits({ name: "ECDH", public: sender }, device.privateKey, 256));
  const ikm = await hkdf(device.auth, secret, concat(encoder.encode("WebPush: info\0"), device.publicKey, senderPublic), 32);
  const cek = await hkdf(salt, ikm, encoder.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode("Content-Encoding: nonce\0"), 12);
  const key = await subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, body.subarray(21 + idLength)));
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return new TextDecoder().decode(padded.subarray(0, end));
}

/** Throws unless the request carries a valid VAPID token for `audience`, signed by `publicKey`. */
export async function verifyVapid(authorization: string, publicKey: string, audience: string): Promise<void> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  if (match[2] !== publicKey) throw new Error("k is not the site's VAPID public key");
  const raw = Buffer.from(publicKey, "base64url");
  const jwk = { kty: "EC", crv: "P-256", x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33, 65)) };
  const { payload } = await jwtVerify(match[1]!, await importJWK(jwk, "ES256"), { audience, algorithms: ["ES256"] });
  if (typeof payload.exp !== "number" || payload.exp - Date.now() / 1000 > 24 * 60 * 60) throw new Error("exp over 24 h");
  if (!/^mailto:[^\s<>]+$/.test(String(payload.sub))) throw new Error(`sub is not a plain mailto: ${String(payload.sub)}`);
}
