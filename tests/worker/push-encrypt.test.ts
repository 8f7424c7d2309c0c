/**
 * The Web Push encoder against RFC 8291's own example (Appendix A): the same
 * keys, salt and plaintext must give the RFC's message byte for byte, and the
 * receiving side (the tests' stand-in browser) must read it back.
 */
import { describe, expect, it } from "vitest";
import { base64UrlToBytes, bytesToBase64Url } from "../../worker/push/base64url";
import { encryptPushMessage, importP256PrivateKey, importP256PublicKey } from "../../worker/push/encrypt";
import { decryptPushBody } from "./push-helpers";

// RFC 8291, Appendix A.
const RFC = {
  plaintext: "When I grow up, I want to be a watermelon",
  asPublic: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  message:
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml" +
    "mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT" +
    "pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

function bytes(value: string): Uint8Array {
  return base64UrlToBytes(value)!;
}

describe("RFC 8291 aes128gcm encoder", () => {
  it("reproduces the RFC's Appendix A message byte for byte", async () => {
    const asPublic = bytes(RFC.asPublic);
    const senderKeys = {
      publicKey: await importP256PublicKey(asPublic),
      privateKey: await importP256PrivateKey(bytes(RFC.asPrivate), asPublic),
    };
    const message = await encryptPushMessage(
      { p256dh: bytes(RFC.uaPublic), auth: bytes(RFC.auth) },
      new TextEncoder().encode(RFC.plaintext),
      { senderKeys, salt: bytes(RFC.salt) },
    );
    expect(bytesToBase64Url(message)).toBe(RFC.message);
  });

  it("the receiving side decrypts the RFC's message to its plaintext", async () => {
    const uaPublic = bytes(RFC.uaPublic);
    const device = { privateKey: await importP256PrivateKey(bytes(RFC.uaPrivate), uaPublic), publicKey: uaPublic, auth: bytes(RFC.auth) };
    expect(new TextDecoder().decode(await decryptPushBody(bytes(RFC.message), device))).toBe(RFC.plaintext);
  });

  it("uses a fresh key and salt per message, so two messages never share a key", async () => {
    const keys = { p256dh: bytes(RFC.uaPublic), auth: bytes(RFC.auth) };
    const plaintext = new TextEncoder().encode("same text");
    const [a, b] = await Promise.all([encryptPushMessage(keys, plaintext), encryptPushMessage(keys, plaintext)]);
    expect(bytesToBase64Url(a.subarray(0, 16))).not.toBe(bytesToBase64Url(b.subarray(0, 16)));
    expect(bytesToBase64Url(a.subarray(21, 86))).not.toBe(bytesToBase64Url(b.subarray(21, 86)));
    // Header: 16-byte salt, record size 4096, a 65-byte key id.
    expect(new DataView(a.buffer).getUint32(16)).toBe(4096);
    expect(a[20]).toBe(65);
  });
});
