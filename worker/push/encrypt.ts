/**
 * Web Push message encryption, RFC 8291 (`Content-Encoding: aes128gcm`, the
 * RFC 8188 format), on WebCrypto alone. Every push service decrypts nothing: it
 * forwards the bytes to the browser, which alone holds the private key matching
 * the subscription's `p256dh` and the shared `auth` secret. The older `aesgcm`
 * draft some libraries still send is not accepted by current browsers' rules
 * and is not offered here.
 *
 * tests/worker/push-encrypt.test.ts checks the output against the RFC's own
 * example (Appendix A) byte for byte.
 */
import { bytesToBase64Url, concatBytes } from "./base64url";

/** The record size written in the header; one record holds any push message (at most 4 KB). */
const RECORD_SIZE = 4096;
const KEY_INFO = new TextEncoder().encode("WebPush: info\0");
const CEK_INFO = new TextEncoder().encode("Content-Encoding: aes128gcm\0");
const NONCE_INFO = new TextEncoder().encode("Content-Encoding: nonce\0");
/** The delimiter that ends the last (here the only) record's plaintext, before any padding. */
const LAST_RECORD = 0x02;

/** What the browser gave us: its P-256 public key (65 bytes, uncompressed) and the 16-byte auth secret. */
export interface PushKeys {
  p256dh: Uint8Array;
  auth: Uint8Array;
}

/** For the RFC's example only: fixed sender keys and salt instead of fresh random ones. */
export interface FixedEncryptionInputs {
  senderKeys: CryptoKeyPair;
  salt: Uint8Array;
}

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

/** The raw bytes of an uncompressed P-256 public key (0x04 || x || y). */
export async function rawPublicKey(key: CryptoKey): Promise<Uint8Array> {
  return new Uint8Array((await crypto.subtle.exportKey("raw", key)) as ArrayBuffer);
}

export function importP256PublicKey(raw: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", raw, { name: "ECDH", namedCurve: "P-256" }, true, []);
}

/**
 * A P-256 private key from its 32-byte scalar `d` and the matching public key,
 * as WebCrypto imports private EC keys only as JWK or PKCS#8.
 */
export function importP256PrivateKey(d: Uint8Array, publicKey: Uint8Array, usages: string[] = ["deriveBits"]): Promise<CryptoKey> {
  const jwk: JsonWebKey = {
    kty: "EC",
    crv: "P-256",
    d: bytesToBase64Url(d),
    x: bytesToBase64Url(publicKey.subarray(1, 33)),
    y: bytesToBase64Url(publicKey.subarray(33, 65)),
    ext: true,
  };
  return crypto.subtle.importKey("jwk", jwk, { name: "ECDH", namedCurve: "P-256" }, true, usages);
}

/**
 * The content-encryption key and nonce of one message, from the ECDH secret
 * between one side's private key and the other side's public key. Shared by
 * the sender (here) and the receiver (the tests' stand-in push client).
 */
export async function deriveContentKeys(options: {
  ecdhSecret: Uint8Array;
  auth: Uint8Array;
  receiverPublic: Uint8Array;
  senderPublic: Uint8Array;
  salt: Uint8Array;
}): Promise<{ cek: Uint8Array; nonce: Uint8Array }> {
  const keyInfo = concatBytes(KEY_INFO, options.receiverPublic, options.senderPublic);
  const ikm = await hkdf(options.auth, options.ecdhSecret, keyInfo, 32);
  return {
    cek: await hkdf(options.salt, ikm, CEK_INFO, 16),
    nonce: await hkdf(options.salt, ikm, NONCE_INFO, 12),
  };
}

export async function ecdh(privateKey: CryptoKey, publicKey: CryptoKey): Promise<Uint8Array> {
  // WebCrypto's member is `public`; workers-types spells it `$public` (a reserved word in C++), hence the cast.
  const algorithm = { name: "ECDH", public: publicKey } as unknown as SubtleCryptoDeriveKeyAlgorithm;
  return new Uint8Array(await crypto.subtle.deriveBits(algorithm, privateKey, 256));
}

/**
 * The request body of one push message: salt, record size, the sender's
 * one-time public key, then the single encrypted record. A fresh key pair and
 * salt per message, so no two messages share a key.
 */
export async function encryptPushMessage(keys: PushKeys, plaintext: Uint8Array, fixed?: FixedEncryptionInputs): Promise<Uint8Array> {
  const senderKeys =
    fixed?.senderKeys ??
    ((await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair);
  const salt = fixed?.salt ?? crypto.getRandomValues(new Uint8Array(16));
  const senderPublic = await rawPublicKey(senderKeys.publicKey);
  const ecdhSecret = await ecdh(senderKeys.privateKey, await importP256PublicKey(keys.p256dh));
  const { cek, nonce } = await deriveContentKeys({ ecdhSecret, auth: keys.auth, receiverPublic: keys.p256dh, senderPublic, salt });

  const aesKey = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  const record = concatBytes(plaintext, Uint8Array.of(LAST_RECORD));
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, aesKey, record));

  const header = new Uint8Array(16 + 4 + 1 + senderPublic.length);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = senderPublic.length;
  header.set(senderPublic, 21);
  return concatBytes(header, ciphertext);
}
