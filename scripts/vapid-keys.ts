// Prints a fresh VAPID key pair (RFC 8292) for Web Push: the public key goes in
// wrangler.toml as VAPID_PUBLIC_KEY, the private key is a secret
// (`wrangler secret put VAPID_PRIVATE_KEY`). Changing the pair later means every
// device must turn notifications on again (browsers subscribe to one public key).
// Runs on plain Node 22 (type stripping): erasable TypeScript only.
import { webcrypto } from "node:crypto";

function base64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("base64url");
}

const pair = (await webcrypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
const publicKey = new Uint8Array(await webcrypto.subtle.exportKey("raw", pair.publicKey));
const jwk = await webcrypto.subtle.exportKey("jwk", pair.privateKey);

console.log(`VAPID_PUBLIC_KEY=${base64Url(publicKey)}`);
console.log(`VAPID_PRIVATE_KEY=${jwk.d}`);
console.log("");
console.log("Put VAPID_PUBLIC_KEY in wrangler.toml [vars]; store the private key with:");
console.log("  npx wrangler secret put VAPID_PRIVATE_KEY");
