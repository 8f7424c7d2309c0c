/**
 * Which push endpoints the owner's device may register: https on a public
 * host name and the default port, as every browser's push service gives;
 * never an IP literal in any spelling, a loopback or private name, another
 * port, or the site itself, so "Send a test" cannot be pointed at the edge's
 * own network or the Worker's API. Loopback only in local development (sign-in
 * off, which the inbox allows only when reached on a loopback host). The
 * function's cases, then the route through the real Worker.
 */
import { describe, expect, it } from "vitest";
import { isAcceptableEndpoint, PUSH_MESSAGES } from "../../worker/push/subscriptions";
import { adminCall, json } from "./helpers";
import { makeDevice, subscriptionBody } from "./push-helpers";

const PRODUCTION = { allowLoopback: false, ownHosts: ["www.peachtreebrushpainting.com", "peachtreebrushpainting.com"] };
const LOCAL = { allowLoopback: true, ownHosts: ["127.0.0.1"] };

describe("a push endpoint", () => {
  it("is taken from the browsers' push services", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGuQ",
      "https://wns2-by3p.notify.windows.com/w/?token=BQYAAA",
      "https://fcm.googleapis.com:443/fcm/send/abc",
      "https://FCM.googleapis.com./fcm/send/abc",
    ]) {
      expect(isAcceptableEndpoint(endpoint, PRODUCTION), endpoint).toBe(true);
    }
  });

  it("is never an IP literal, in any spelling", () => {
    for (const endpoint of [
      "https://169.254.169.254/latest/meta-data",
      "https://0.0.0.0/",
      "https://127.0.0.1/",
      "https://10.0.0.5/push",
      "https://8.8.8.8/push",
      "https://2130706433/",
      "https://0x7f.1/",
      "https://017700000001/",
      "https://[::1]/",
      "https://[::]/",
      "https://[::ffff:127.0.0.1]/",
      "https://[::ffff:7f00:1]/",
      "https://[0:0:0:0:0:ffff:a9fe:a9fe]/",
      "https://[fe80::1]/",
      "https://[2001:db8::1]/",
      "https://[64:ff9b::a9fe:a9fe]/",
    ]) {
      expect(isAcceptableEndpoint(endpoint, PRODUCTION), endpoint).toBe(false);
    }
  });

  it("is never localhost, a single-label name or a reserved or private name", () => {
    for (const endpoint of [
      "https://localhost/",
      "https://localhost./",
      "https://LOCALHOST/",
      "https://push.localhost/",
      "https://intranet/",
      "https://push/",
      "https://printer.local/",
      "https://metadata.google.internal/",
      "https://1.0.0.127.in-addr.arpa/",
      "https://router.home.arpa/",
      "https://push.test/",
      "https://push.invalid/",
      "https://push.example/",
      "https://nas.lan/",
      "https://127.0.0.1.nip.io/",
      "https://10-0-0-1.sslip.io/",
    ]) {
      expect(isAcceptableEndpoint(endpoint, PRODUCTION), endpoint).toBe(false);
    }
  });

  it("is https on the default port only, with no credentials", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://fcm.googleapis.com:80/fcm/send/abc",
      "https://user:pw@web.push.apple.com/x",
      "ftp://fcm.googleapis.com/x",
      "javascript:alert(1)",
      "not a url",
    ]) {
      expect(isAcceptableEndpoint(endpoint, PRODUCTION), endpoint).toBe(false);
    }
  });

  it("is never the site's own host, so a test push cannot call its API", () => {
    expect(isAcceptableEndpoint("https://www.peachtreebrushpainting.com/api/admin/leads", PRODUCTION)).toBe(false);
    expect(isAcceptableEndpoint("https://peachtreebrushpainting.com./api/admin/site", PRODUCTION)).toBe(false);
  });

  it("may be loopback, http or https on any port, only in local development", () => {
    for (const endpoint of ["http://127.0.0.1:9000/push/1", "http://localhost:9000/push/1", "https://[::1]:9443/push", "http://127.0.0.2:9000/x"]) {
      expect(isAcceptableEndpoint(endpoint, LOCAL), endpoint).toBe(true);
      expect(isAcceptableEndpoint(endpoint, PRODUCTION), endpoint).toBe(false);
    }
    // Local development opens loopback only, not the other private names.
    for (const endpoint of ["http://10.0.0.5/push", "https://169.254.169.254/", "http://printer.local/", "https://[::ffff:a9fe:a9fe]/"]) {
      expect(isAcceptableEndpoint(endpoint, LOCAL), endpoint).toBe(false);
    }
  });
});

describe("POST /api/admin/push/subscriptions", () => {
  // These run as local development (sign-in off, on a loopback host), where loopback itself is allowed: the rest is not.
  it("answers 400 with the endpoint's message for an address that is not a public push service", async () => {
    const device = await makeDevice();
    for (const endpoint of ["https://[::ffff:a9fe:a9fe]/push", "https://169.254.169.254/latest", "https://push.local/", "https://0.0.0.0/", "https://10.1.2.3/"]) {
      const response = await adminCall("/api/admin/push/subscriptions", { method: "POST", body: { ...subscriptionBody(device), endpoint } });
      expect(response.status, endpoint).toBe(400);
      expect((await json(response)).error.fields.endpoint).toBe(PUSH_MESSAGES.endpoint);
    }
  });

  it("refuses the site's own host, as the inbox is reached", async () => {
    const device = await makeDevice();
    const response = await adminCall("/api/admin/push/subscriptions", {
      method: "POST",
      body: { ...subscriptionBody(device), endpoint: "https://www.peachtreebrushpainting.com/api/admin/leads" },
    });
    expect(response.status).toBe(400);
  });

  it("takes a public push service's endpoint", async () => {
    const device = await makeDevice("https://fcm.googleapis.com");
    const response = await adminCall("/api/admin/push/subscriptions", { method: "POST", body: subscriptionBody(device) });
    expect(response.status).toBe(201);
    expect((await json(response)).subscription.endpoint_host).toBe("fcm.googleapis.com");
  });
});
