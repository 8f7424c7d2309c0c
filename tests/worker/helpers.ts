/**
 * Shared test helpers. Requests go through the Worker's real fetch handler with
 * a test ExecutionContext, so a test can wait for what the handler started in
 * waitUntil (the first send of a notice) before it looks at D1.
 */
import { createExecutionContext, createScheduledController, introspectWorkflow, waitOnExecutionContext } from "cloudflare:test";
import type { WorkflowInstanceModifier } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import worker from "../../worker/index";
import { CRONS } from "../../worker/scheduled";
import { digestDay } from "../../worker/journey/daily-digest";
import { database } from "../../worker/db/client";
import { forms, type NewLeadRow } from "../../worker/db/schema";
import { queueNoticeStatement } from "../../worker/leads/notice-storage";

export const BASE = "https://site.test";

let ipCounter = 0;
/**
 * A client IP in a /64 of its own, so the per-network limits one test trips
 * never reach another test (limits key IPv6 by its /64, so 2001:db8::1 and
 * 2001:db8::2 would be one visitor).
 */
export function freshIp(): string {
  ipCounter += 1;
  return `2001:db8:${ipCounter.toString(16)}::1`;
}

export interface CallOptions {
  method?: string;
  /** Sent as JSON with Content-Type application/json. */
  body?: unknown;
  /** Sent as is (set Content-Type yourself). */
  rawBody?: BodyInit | null;
  headers?: Record<string, string>;
  /** CF-Connecting-IP; a fresh one when omitted, no header at all when null. */
  ip?: string | null;
  cf?: Record<string, unknown>;
  env?: Cloudflare.Env;
  /**
   * Polled (at most 5 s) after the answer while the test's mail stand-ins still receive what the
   * lead's journey sends: for a step the notice wait does not cover (the customer's confirmation).
   */
  until?: () => Promise<boolean>;
}

export function request(path: string, options: CallOptions = {}): Request {
  const headers = new Headers(options.headers);
  if (options.ip !== null) headers.set("CF-Connecting-IP", options.ip ?? freshIp());
  let body: BodyInit | null = options.rawBody ?? null;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  }
  const init: Record<string, unknown> = { method: options.method ?? "POST", headers, body };
  if (options.cf) init["cf"] = options.cf;
  return new Request(`${BASE}${path}`, init as RequestInit);
}

/**
 * While a test's env carries a stand-in MAILER, the Worker's own send_email
 * binding (the one its workflows use: they get the Worker's env, not the
 * request's) hands each message to that stand-in. The mail service is the edge
 * of the world: everything up to the binding call runs for real.
 */
export function routeMailer(testEnv: Cloudflare.Env): () => void {
  const restores = (["MAILER", "CUSTOMER_MAILER"] as const).map((binding) => routeBinding(binding, testEnv[binding]));
  return () => restores.forEach((restore) => restore());
}

type MailBinding = "MAILER" | "CUSTOMER_MAILER";

/** Per binding: one spy for the file (a spy restored and made again stops reaching the workflows' binding). */
const mailRoutes: Partial<Record<MailBinding, { spy: ReturnType<typeof spyOnMailer>; targets: SendEmail[] }>> = {};

function spyOnMailer(binding: MailBinding) {
  return vi.spyOn(env[binding], "send");
}

function routeBinding(binding: MailBinding, target: SendEmail): () => void {
  if (target === env[binding]) return () => {};
  // The innermost routing wins, and with none left the binding is the real (simulated) one again.
  const route = (mailRoutes[binding] ??= { spy: spyOnMailer(binding), targets: [] });
  route.targets.push(target);
  route.spy.mockImplementation((message: EmailMessageBuilder) => route.targets.at(-1)!.send(message));
  return () => {
    route.targets.splice(route.targets.lastIndexOf(target), 1);
    if (route.targets.length === 0) route.spy.mockReset();
  };
}

/**
 * Waits until every started journey has made its first attempt at its notice
 * (sent, or failed once and now retrying with backoff), at most `ms`: the
 * journeys run on their own after the request, as they do in production.
 */
export async function settleJourneys(ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const [row] = await rows<{ waiting: number }>(`
      select count(*) as waiting from email_outbox o join forms f on f.id = o.lead_id
      where o.status = 'pending' and o.in_summary = 0 and o.attempts = 0 and f.is_spam = 0 and f.journey_started_at is not null`);
    if (!row?.waiting || Date.now() > end) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Calls the Worker, waits for its waitUntil work to settle and for the journeys it started to try their notices. */
export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const testEnv = options.env ?? env;
  const restore = routeMailer(testEnv);
  try {
    const response = await worker.fetch(request(path, options), testEnv, ctx);
    await waitOnExecutionContext(ctx);
    await settleJourneys();
    if (options.until) await pollUntil(options.until);
    return response;
  } finally {
    restore();
  }
}

async function pollUntil(done: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done()) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** Runs one of the Worker's crons as Cloudflare would (the five-minute notice run unless told otherwise). */
export async function runCron(
  cron: string = CRONS.notices,
  testEnv: Cloudflare.Env = env,
  scheduledTime: Date = new Date(),
): Promise<void> {
  // The handler awaits its work itself (no waitUntil); the journeys it starts run on their own.
  const restore = routeMailer(testEnv);
  try {
    await worker.scheduled(createScheduledController({ scheduledTime, cron }), testEnv);
    await settleJourneys();
  } finally {
    restore();
  }
}

/** Marks the pending notices earlier tests left behind as sent, so a cron run in this test sees only its own. */
export async function settleOtherNotices(): Promise<void> {
  await env.DB.prepare("update email_outbox set status = 'sent', sent_at = created_at where status = 'pending'").run();
}

let digestRuns = 0;

/**
 * Runs the daily cron as if on a day of its own (each day's digest is the
 * workflow instance "digest-<day>", so a second run on the same day starts
 * nothing) and waits for that digest's workflow to finish. What the digest
 * covers is read from the real clock, as in production. Answers the day.
 */
export async function runDailyDigest(
  testEnv: Cloudflare.Env = env,
  options: { modify?: (m: WorkflowInstanceModifier) => Promise<void>; status?: "complete" | "errored" } = {},
): Promise<string> {
  digestRuns += 1;
  const scheduledTime = new Date(Date.now() + digestRuns * 24 * 60 * 60 * 1000);
  const day = digestDay(scheduledTime);
  const restore = routeMailer(testEnv);
  await using introspector = await introspectWorkflow(env.DAILY_DIGEST);
  try {
    if (options.modify) await introspector.modifyAll(options.modify);
    await worker.scheduled(createScheduledController({ scheduledTime, cron: CRONS.daily }), testEnv);
    const [instance] = await introspector.get();
    if (!instance) throw new Error(`The daily cron started no digest for ${day}`);
    await instance.waitForStatus(options.status ?? "complete");
  } finally {
    restore();
  }
  return day;
}

/**
 * A D1 binding that counts the statements run through it (each statement of a
 * batch counts, as it does against the plan's per-invocation limit), to check a
 * cron's query budget. Everything is passed to the real local D1.
 */
export function countingD1(d1: D1Database): { db: D1Database; statements: () => number } {
  let statements = 0;
  const real = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, prop) {
        if (prop === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
        if (prop === "first" || prop === "run" || prop === "all" || prop === "raw") {
          return (...args: unknown[]) => {
            statements += 1;
            return (target[prop] as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    real.set(proxy, statement);
    return proxy;
  };
  const db = new Proxy(d1, {
    get(target, prop) {
      if (prop === "prepare") return (query: string) => wrap(target.prepare(query));
      if (prop === "batch") {
        return (list: D1PreparedStatement[]) => {
          statements += list.length;
          return target.batch(list.map((statement) => real.get(statement) ?? statement));
        };
      }
      if (prop === "exec") {
        return (query: string) => {
          statements += 1;
          return target.exec(query);
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, statements: () => statements };
}

export async function json<T = any>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export async function rows<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]> {
  const result = await env.DB.prepare(sql).bind(...params).all<T>();
  return result.results;
}

let seq = 0;
/** A valid contact submission; `overrides` replace or add fields. */
export function contactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  seq += 1;
  return {
    form_type: "contact",
    submission_id: crypto.randomUUID(),
    name: "Jane Homeowner",
    email: `jane.homeowner${seq}@gmail.com`,
    phone: "",
    message: "Could you repaint my living room next month?",
    address: "",
    service_type: "",
    project_details: "",
    preferred_contact: "email",
    preferred_time: "",
    visitor_id: "visitor-1",
    session_id: "session-1",
    referrer: "https://www.google.com/",
    elapsed_ms: 12_000,
    website: "",
    ...overrides,
  };
}

/** A valid quote submission; `overrides` replace or add fields. */
export function quoteBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return contactBody({
    form_type: "quote",
    phone: "(770) 555-0142",
    message: "",
    address: "12 Peachtree Lane, Roswell, GA 30075",
    service_type: "exterior",
    project_details: "Two-story house, siding and trim, some peeling on the south side.",
    preferred_contact: "phone",
    preferred_time: "Weekday mornings",
    ...overrides,
  });
}

/**
 * A send_email binding that never answers, as a mail service that hangs: only
 * the binding's answer is made up (the edge of the world). A test shortens
 * CALL_TIMEOUT_MS.mail so the hang is cut in milliseconds.
 */
export function hangingMailer(): SendEmail & { calls: number } {
  const mailer = {
    calls: 0,
    send() {
      mailer.calls += 1;
      return new Promise<never>(() => {});
    },
  };
  return mailer as unknown as SendEmail & { calls: number };
}

/** A send_email binding that records what it is asked to send. */
export function recordingMailer(): SendEmail & { sent: EmailMessageBuilder[] } {
  const sent: EmailMessageBuilder[] = [];
  return {
    sent,
    async send(message: EmailMessage | EmailMessageBuilder) {
      sent.push(message as EmailMessageBuilder);
      return { messageId: `<${crypto.randomUUID()}@test>` };
    },
  } as SendEmail & { sent: EmailMessageBuilder[] };
}

/**
 * A send_email binding that fails like an outage of the mail service. This is
 * the edge of the world (Cloudflare's mail service), so replacing it is not
 * mocking our own code: everything up to the binding call runs for real.
 */
export function failingMailer(message = "Email Service unavailable"): SendEmail & { calls: number } {
  const mailer = {
    calls: 0,
    async send() {
      mailer.calls += 1;
      throw new Error(message);
    },
  };
  return mailer as unknown as SendEmail & { calls: number };
}

/**
 * A send_email binding that refuses any message with a Reply-To, as the mail
 * service does for an address it will not put in a header, and records the rest.
 * The edge of the world again: only the binding's answer is made up.
 */
export function replyToRefusingMailer(): SendEmail & { sent: EmailMessageBuilder[]; refused: number } {
  const sent: EmailMessageBuilder[] = [];
  const mailer = {
    sent,
    refused: 0,
    async send(message: EmailMessage | EmailMessageBuilder) {
      const builder = message as EmailMessageBuilder;
      if (builder.replyTo) {
        mailer.refused += 1;
        throw new Error("E_VALIDATION_ERROR: invalid replyTo address");
      }
      sent.push(builder);
      return { messageId: `<${crypto.randomUUID()}@test>` };
    },
  };
  return mailer as unknown as SendEmail & { sent: EmailMessageBuilder[]; refused: number };
}

/**
 * A KV binding whose every call throws, as KV does in an outage. A fair mock at
 * the edge of the world: the Worker's own code runs unchanged against it. The
 * message quotes the key, as real KV errors can, so a test can check it is not logged.
 */
export function throwingKv(): KVNamespace {
  const fail = async (key?: unknown) => {
    throw new Error(`KV operation failed for key ${String(key)}: 503 Service Unavailable`);
  };
  return { get: fail, put: fail, delete: fail, list: fail, getWithMetadata: fail } as unknown as KVNamespace;
}

export function envWith(overrides: Partial<Cloudflare.Env>): Cloudflare.Env {
  return { ...env, ...overrides };
}

// ---------------------------------------------------------------------------
// The owner's inbox (tests/worker/admin-*.test.ts)

/** A developer's own machine: without Access settings the inbox answers only there. */
export const LOOPBACK_BASE = "http://127.0.0.1:8787";

export interface AdminCallOptions {
  method?: string;
  /** Sent as JSON with Content-Type application/json. */
  body?: unknown;
  rawBody?: BodyInit | null;
  headers?: Record<string, string>;
  /** Scheme and host the request is addressed to; loopback when omitted. */
  base?: string;
  /** Sent as Cf-Access-Jwt-Assertion, as Cloudflare Access does. */
  token?: string;
  env?: Cloudflare.Env;
}

/** Calls the Worker at an inbox path (GET unless told) and waits for its waitUntil work. */
export async function adminCall(path: string, options: AdminCallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.token !== undefined) headers.set("Cf-Access-Jwt-Assertion", options.token);
  let body: BodyInit | null = options.rawBody ?? null;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  }
  const url = new URL(path, options.base ?? LOOPBACK_BASE);
  const ctx = createExecutionContext();
  const testEnv = options.env ?? env;
  const restore = routeMailer(testEnv);
  try {
    const response = await worker.fetch(new Request(url, { method: options.method ?? "GET", headers, body }), testEnv, ctx);
    await waitOnExecutionContext(ctx);
    await settleJourneys();
    return response;
  } finally {
    restore();
  }
}

/** Stores a lead row directly, any column set (a past created_at, attribution, a status). */
export async function seedLead(overrides: Partial<NewLeadRow> = {}): Promise<string> {
  const id = overrides.id ?? crypto.randomUUID();
  await database(env.DB)
    .insert(forms)
    .values({
      submission_id: crypto.randomUUID(),
      form_type: "contact",
      full_name: "Sam Seeded",
      email: `sam.seeded.${id.slice(0, 8)}@gmail.com`,
      message: "Please call me about painting.",
      site_name: "peachtree-brush-painting",
      created_at: new Date().toISOString(),
      ...overrides,
      id,
    })
    .run();
  return id;
}

/**
 * Gives a lead a notice row in a given delivery state: queued by the real
 * statement the lead's batch runs, then set to the state the test needs.
 */
export async function seedNotice(
  leadId: string,
  state: { status: "pending" | "sent" | "failed"; attempts?: number; last_error?: string | null; sent_at?: string | null },
): Promise<void> {
  await queueNoticeStatement(env.DB, leadId, Date.now(), 1_000_000).run();
  await env.DB.prepare("update email_outbox set status = ?, attempts = ?, last_error = ?, sent_at = ? where lead_id = ?")
    .bind(state.status, state.attempts ?? 0, state.last_error ?? null, state.sent_at ?? null, leadId)
    .run();
}

/** Empties the tables the inbox reads, so a test sees only what it stored. */
export async function clearLeads(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("delete from email_outbox"),
    env.DB.prepare("delete from forms"),
    env.DB.prepare("delete from phone_clicks"),
  ]);
}
