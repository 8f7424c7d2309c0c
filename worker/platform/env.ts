/**
 * The Worker's configuration: bindings from wrangler.toml, vars, and the
 * IP_HASH_SECRET secret. Vars and secrets are parsed with zod (once per env object)
 * so a missing or malformed value fails loudly in the log (and as a generic
 * 500 to the visitor) instead of silently storing unhashed or empty data.
 */
import { z } from "zod";
import { base64UrlToBytes } from "../push/base64url";
import type { VapidKeys } from "../push/vapid";

// The bindings, vars and secrets, as `npm run types` generates them from
// wrangler.toml and .dev.vars.example into worker-configuration.d.ts (the global
// Cloudflare.Env, which `import { env } from "cloudflare:workers"` in the tests
// also uses).
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
  // Web Push (VAPID, RFC 8292). All three absent: push is off and leads are only mailed.
  VAPID_PUBLIC_KEY: z.string().trim().default("").refine((value) => value === "" || decodedLength(value) === 65, {
    error: "VAPID_PUBLIC_KEY must be the base64url of a 65-byte P-256 public key (npm run vapid:keys)",
  }),
  VAPID_PRIVATE_KEY: z.string().trim().default("").refine((value) => value === "" || decodedLength(value) === 32, {
    error: "VAPID_PRIVATE_KEY must be the base64url of a 32-byte P-256 private key (npm run vapid:keys)",
  }),
  // A plain mailto: (Apple's push service refuses spaces and angle brackets) or an https URL.
  VAPID_SUBJECT: z
    .string()
    .trim()
    .default("")
    .refine((value) => value === "" || /^mailto:[^\s<>@]+@[^\s<>@]+$/.test(value) || /^https:\/\/\S+$/.test(value), {
      error: "VAPID_SUBJECT must be mailto:address (no spaces or angle brackets) or an https URL",
    }),
  // A lead still unanswered this many business minutes after it arrived gets one reminder push.
  REMINDER_AFTER_BUSINESS_MINUTES: count(15),
  // Mail to customers (the confirmation after a lead, the booking's .ics, a review request) goes
  // out only when CUSTOMER_MAIL is "on" and CUSTOMER_MAIL_FROM names the one sender the
  // CUSTOMER_MAILER binding allows (wrangler.toml); otherwise none is sent (customerMailOn).
  CUSTOMER_MAIL: z.string().trim().toLowerCase().default("off"),
  CUSTOMER_MAIL_FROM: z.union([z.literal(""), email]).default(""),
  // Key of the HMAC that signs the customers' booking links. Empty: booking is off (no link is offered).
  BOOKING_TOKEN_SECRET: z.string().default("").refine((value) => value === "" || value.length >= 32, {
    error: "BOOKING_TOKEN_SECRET must be at least 32 characters (or empty: booking off)",
  }),
});

/** Whether customer mail may go out: switched on, with a sender, and the binding present. */
export function customerMailOn(env: Env, config: Config = readConfig(env)): boolean {
  return config.CUSTOMER_MAIL === "on" && config.CUSTOMER_MAIL_FROM !== "" && Boolean((env as { CUSTOMER_MAILER?: unknown }).CUSTOMER_MAILER);
}

function decodedLength(value: string): number {
  return base64UrlToBytes(value)?.length ?? -1;
}

export type Config = z.output<typeof configSchema>;

/**
 * The VAPID keys when the pair and the subject are set; null when push is off
 * (neither key set). Half a pair or a pair without a subject is a mistake,
 * reported like any bad var.
 */
export function vapidKeys(config: Config): VapidKeys | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = config;
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey || !subject) {
    throw new ConfigError("Invalid Worker configuration: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set together");
  }
  return { publicKey, privateKey, subject };
}

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
