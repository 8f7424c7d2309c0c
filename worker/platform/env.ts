/**
 * The Worker's configuration: bindings from wrangler.toml, vars, and the
 * IP_HASH_SECRET secret. Vars and secrets are parsed with zod (once per env object)
 * so a missing or malformed value fails loudly in the log (and as a generic
 * 500 to the visitor) instead of silently storing unhashed or empty data.
 */
import { z } from "zod";

// What wrangler.toml and .dev.vars / `wrangler secret put` provide. Declared on
// the global Cloudflare.Env so `import { env } from "cloudflare:workers"` (the
// tests) gets the same type as the handlers.
declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      RATE_LIMITS: KVNamespace;
      MAILER: SendEmail;
      ASSETS: Fetcher;
      SITE_NAME: string;
      ALLOWED_ORIGINS: string;
      MAIL_FROM: string;
      MAIL_FROM_NAME: string;
      MAIL_TO: string;
      IP_HASH_SECRET: string;
      SITE_URL?: string;
      NOTICE_CEILING_PER_HOUR?: string;
      PHONE_CLICK_RETENTION_DAYS?: string;
      HELD_SPAM_RETENTION_DAYS?: string;
      NOTICE_RETENTION_DAYS?: string;
      /** The inbox's Cloudflare Access team (`https://<team>.cloudflareaccess.com`); empty = sign-in off, loopback only. */
      ACCESS_TEAM_DOMAIN: string;
      /** The Access application's Audience (AUD) tag; empty = sign-in off, loopback only. */
      ACCESS_AUD: string;
    }
  }
}

export type Env = Cloudflare.Env;

const email = z.email();

/** A whole number of at least 1 from a var (wrangler passes vars as strings, or numbers when unquoted). */
function count(fallback: number) {
  return z.coerce.number().int().min(1).default(fallback);
}

const configSchema = z.object({
  SITE_NAME: z.string().trim().min(1),
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim().replace(/\/+$/, ""))
        .filter(Boolean),
    ),
  MAIL_FROM: email,
  MAIL_FROM_NAME: z.string().trim().default(""),
  // Must be the send_email binding's destination_address: the only address it may send to.
  MAIL_TO: email,
  // Short secrets make the hashed IPs guessable by brute force over the IPv4 space.
  IP_HASH_SECRET: z.string().min(16, "IP_HASH_SECRET must be set (at least 16 characters)"),
  // The site's public address: every owner notice and the digest link to the inbox under it.
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default("http://127.0.0.1:8787")
    .transform((value) => value.replace(/\/+$/, "")),
  // Individual owner notices per hour, site-wide; past it they go out in one summary mail.
  NOTICE_CEILING_PER_HOUR: count(30),
  // Retention, in days (the scheduled purge).
  PHONE_CLICK_RETENTION_DAYS: count(400),
  HELD_SPAM_RETENTION_DAYS: count(30),
  NOTICE_RETENTION_DAYS: count(30),
});

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

const cache = new WeakMap<object, Config>();

/** Parsed vars and secrets; throws ConfigError naming the bad keys (never their values). */
export function readConfig(env: Env): Config {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid Worker configuration: ${keys.join("; ")}`);
  }
  cache.set(env, parsed.data);
  return parsed.data;
}
