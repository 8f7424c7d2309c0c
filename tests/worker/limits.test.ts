import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LEADS_PER_HOUR_PER_IP, MESSAGES } from "../../common";
import { networkKey } from "../../worker/platform/rate-limit";
import { hmacHex } from "../../worker/platform/tracking";
import { call, contactBody, envWith, freshIp, json, quoteBody, rows, throwingKv } from "./helpers";

const LEADS = "/api/leads";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("networkKey: one visitor = one IPv4 address or one IPv6 /64", () => {
  it("writes every form of an IPv6 address's /64 the same way", () => {
    const forms = [
      "2001:db8:85a3:12::1",
      "2001:0db8:85a3:0012:0000:0000:0000:0001",
      "2001:DB8:85A3:12:ffff:ffff:ffff:ffff",
      "[2001:db8:85a3:12::abcd]",
      "fe80::1%eth0".replace("fe80::1", "2001:db8:85a3:12::9"),
    ];
    for (const ip of forms) expect(networkKey(ip)).toBe("2001:db8:85a3:12::/64");
    expect(networkKey("2001:db8:85a3:13::1")).toBe("2001:db8:85a3:13::/64");
    expect(networkKey("::1")).toBe("0:0:0:0::/64");
  });

  it("counts an IPv4-mapped IPv6 address (dotted or hex) as its IPv4 address", () => {
    expect(networkKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(networkKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(networkKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(networkKey("203.0.113.7")).toBe("203.0.113.7");
    // Two IPv4 addresses are two visitors, even in one /24.
    expect(networkKey("203.0.113.8")).not.toBe(networkKey("203.0.113.7"));
  });

  it("keeps an unknown IP empty and an unparseable one as it is", () => {
    expect(networkKey("")).toBe("");
    expect(networkKey("not-an-ip")).toBe("not-an-ip");
    expect(networkKey("1::2::3")).toBe("1::2::3");
    expect(networkKey("300.1.1.1")).toBe("300.1.1.1");
  });
});

describe("per-network limits on POST /api/leads", () => {
  it("stores ip_network_hash: the HMAC of the network under the ip_hash secret", async () => {
    const response = await call(LEADS, { body: contactBody(), ip: "2001:db8:aaaa:1::42" });
    const [row] = await rows<Record<string, string>>("select ip_hash, ip_network_hash from forms where id = ?", (await json(response)).id);
    expect(row!["ip_network_hash"]).toBe(await hmacHex(env.IP_HASH_SECRET, "2001:db8:aaaa:1::/64"));
    expect(row!["ip_hash"]).toBe(await hmacHex(env.IP_HASH_SECRET, "2001:db8:aaaa:1::42"));
  });

  it("gives two addresses of one IPv6 /64 one cooldown, and another /64 its own", async () => {
    expect((await call(LEADS, { body: contactBody(), ip: "2001:db8:beef:7::1" })).status).toBe(201);
    const sameNetwork = await call(LEADS, { body: contactBody(), ip: "2001:db8:beef:7:a:b:c:d" });
    expect(sameNetwork.status).toBe(429);
    expect((await json(sameNetwork)).error).toEqual({ code: "cooldown", message: MESSAGES.cooldown });
    expect((await call(LEADS, { body: contactBody(), ip: "2001:db8:beef:8::1" })).status).toBe(201);
  });

  it("gives an IPv4-mapped IPv6 address the cooldown of its IPv4 address", async () => {
    expect((await call(LEADS, { body: quoteBody(), ip: "198.51.100.23" })).status).toBe(201);
    const mapped = await call(LEADS, { body: quoteBody(), ip: "::ffff:198.51.100.23" });
    expect(mapped.status).toBe(429);
    expect((await json(mapped)).error.code).toBe("cooldown");
  });

  it("counts the hourly cap across a whole /64 (ten addresses, one visitor)", async () => {
    const prefix = "2001:db8:cafe:1";
    const statuses: number[] = [];
    for (let i = 1; i <= 10; i++) {
      // Clear the cooldown between submissions: this test is about the hourly cap.
      const keys = await env.RATE_LIMITS.list({ prefix: "cooldown:lead-contact:" });
      for (const key of keys.keys) await env.RATE_LIMITS.delete(key.name);
      statuses.push((await call(LEADS, { body: contactBody(), ip: `${prefix}::${i.toString(16)}` })).status);
    }
    expect(statuses).toEqual([...Array(LEADS_PER_HOUR_PER_IP).fill(201), ...Array(10 - LEADS_PER_HOUR_PER_IP).fill(429)]);
  }, 30_000);

  it("keeps the hourly cap exact when submissions arrive at the same moment", async () => {
    const ip = freshIp();
    const network = await hmacHex(env.IP_HASH_SECRET, networkKey(ip));
    // The network already sent all but one of its allowed leads this hour (stored as the Worker stores them).
    for (let i = 0; i < LEADS_PER_HOUR_PER_IP - 1; i++) {
      await env.DB.prepare(
        "insert into forms (id, submission_id, form_type, full_name, email, site_name, ip_network_hash, created_at) values (?, ?, 'contact', 'Earlier', 'earlier@gmail.com', 'peachtree-brush-painting', ?, ?)",
      )
        .bind(crypto.randomUUID(), crypto.randomUUID(), network, new Date(Date.now() - (i + 1) * 60_000).toISOString())
        .run();
    }
    // KV down, so the cooldown lets everything through (it fails open) and only D1's count stands in the way.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const noCooldown = envWith({ RATE_LIMITS: throwingKv() });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(LEADS, { body: contactBody(), ip, env: noCooldown })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    // Exactly one more lead fits; every other concurrent request is refused by the cap.
    expect(statuses).toEqual([201, ...Array(7).fill(429)]);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect((await json(answer)).error.code).toBe("rate_limited");
    }
    const [{ stored }] = (await rows<{ stored: number }>(
      "select count(*) as stored from forms where ip_network_hash = ?",
      network,
    )) as [{ stored: number }];
    expect(stored).toBe(LEADS_PER_HOUR_PER_IP);
  });

  it("answers the cap's Retry-After from the oldest lead of the hour", async () => {
    const ip = freshIp();
    const network = await hmacHex(env.IP_HASH_SECRET, networkKey(ip));
    const oldest = Date.now() - 50 * 60_000;
    for (let i = 0; i < LEADS_PER_HOUR_PER_IP; i++) {
      await env.DB.prepare(
        "insert into forms (id, submission_id, form_type, full_name, email, site_name, ip_network_hash, created_at) values (?, ?, 'quote', 'Earlier', 'earlier@gmail.com', 'peachtree-brush-painting', ?, ?)",
      )
        .bind(crypto.randomUUID(), crypto.randomUUID(), network, new Date(oldest + i * 60_000).toISOString())
        .run();
    }
    const over = await call(LEADS, { body: quoteBody(), ip });
    expect(over.status).toBe(429);
    expect((await json(over)).error).toEqual({ code: "rate_limited", message: MESSAGES.rateLimited });
    // The oldest of the six leaves the hour in about ten minutes.
    const retryAfter = Number(over.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60 + 1);
  });
});

describe("KV outage", () => {
  it("stores the lead and answers 201 when every KV call throws, logging no personal data", async () => {
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
    const ip = "192.0.2.77";
    const body = contactBody({ name: "Kv Outage", email: "kv.outage@gmail.com" });
    const response = await call(LEADS, { body, ip, env: envWith({ RATE_LIMITS: throwingKv() }) });
    expect(response.status).toBe(201);
    const { id } = await json(response);
    expect(await rows("select full_name from forms where id = ?", id)).toEqual([{ full_name: "Kv Outage" }]);
    // Both the cooldown read and its write failed, and each said so in one line.
    expect(logged.filter((line) => line.startsWith("Rate limit store unavailable"))).toHaveLength(2);
    const hash = await hmacHex(env.IP_HASH_SECRET, ip);
    for (const line of logged) {
      expect(line).not.toContain(ip);
      expect(line).not.toContain(hash);
      expect(line).not.toContain("kv.outage@gmail.com");
      expect(line).not.toContain("cooldown:");
    }
  });
});

describe("logs carry no visitor data", () => {
  it("logs a D1 failure by its name and code, not drizzle's message with every parameter", async () => {
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${String(arg.cause)}` : String(arg))).join(" "));
    });
    // A D1 binding whose statements fail, as D1 does in an outage (the edge of the world).
    const broken = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "prepare") {
          return (query: string) => {
            const real = target.prepare(query);
            return new Proxy(real, {
              get(statement, key) {
                if (key === "bind") return () => ({ all: fail, run: fail, first: fail, raw: fail });
                if (["all", "run", "first", "raw"].includes(String(key))) return fail;
                return Reflect.get(statement, key, statement);
              },
            });
          };
        }
        if (prop === "batch") return fail;
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    async function fail(): Promise<never> {
      throw new Error("D1_ERROR: database is locked: SQLITE_BUSY");
    }
    const body = contactBody({ name: "Private Person", email: "private.person@gmail.com", message: "My gate code is 4321" });
    const response = await call(LEADS, { body, env: envWith({ DB: broken }) });
    expect(response.status).toBe(500);
    expect(logged.length).toBeGreaterThan(0);
    const text = logged.join("\n");
    expect(text).toContain("SQLITE_BUSY");
    for (const secret of ["Private Person", "private.person@gmail.com", "4321", body["submission_id"] as string]) {
      expect(text).not.toContain(secret);
    }
  });
});
