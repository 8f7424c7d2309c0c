/**
 * No visitor data in any log. Workers Logs' invocation logs record each
 * request's URL and headers (the visitor's IP, User-Agent, the Referer with its
 * ad tags, the owner's searches in the inbox's query string), and traces record
 * the same URLs; the Worker's own console lines carry none of that. So the
 * deployed configuration must keep invocation logs and traces off: Cloudflare
 * turns invocation logs on by default whenever observability is enabled, so an
 * absent setting counts as on.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { experimental_readRawConfig } from "wrangler";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

interface Observability {
  enabled?: boolean;
  logs?: { enabled?: boolean; invocation_logs?: boolean };
  traces?: { enabled?: boolean };
}

describe("wrangler.toml: logs", () => {
  const { rawConfig } = experimental_readRawConfig({ config: join(ROOT, "wrangler.toml") });
  const observability = (rawConfig as { observability?: Observability }).observability ?? {};

  it("turns invocation logs off (they record the URL and headers of every request)", () => {
    if (observability.enabled === false) return;
    expect(observability.logs?.invocation_logs, "[observability.logs] invocation_logs").toBe(false);
  });

  it("keeps traces off (they record every request's URL)", () => {
    expect(observability.traces?.enabled ?? false, "[observability.traces] enabled").toBe(false);
  });

  it("still keeps the Worker's own logs (failed notices, purges, digests are reported there)", () => {
    expect(observability.enabled).toBe(true);
    expect(observability.logs?.enabled ?? true).toBe(true);
  });
});
