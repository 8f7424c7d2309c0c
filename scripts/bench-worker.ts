/**
 * `npm run bench:worker`: the CPU time the Worker's own JavaScript spends on
 * each step of a lead's journey and of the daily digest (Cloudflare Workflows:
 * the Free plan allows 10 ms of CPU per step), on the five-minute cron and on
 * the admin exports, at stated volumes, to compare with the Workers Free
 * plan's 10 ms of CPU per invocation (Paid: 30 s by default).
 *
 * How it measures, and why this way:
 * - Inside workerd, `performance.now()` and `Date.now()` do not advance during
 *   pure computation (a Spectre mitigation), so a Worker cannot time its own CPU.
 * - So the job code runs here, in Node 22 (the same V8 engine workerd embeds),
 *   unchanged: the real workflow classes (LeadJourney, DailyDigest) run by a
 *   step recorder that times each `step.do` (the wait for the owner's answer
 *   times out, sleeps return at once), the real cron handler (`runScheduled`)
 *   and the real Hono app (`/api/admin/leads.csv`, `/api/admin/stats`), against
 *   a SQLite database built
 *   from the same migrations/ through a small D1-shaped adapter
 *   (bench-worker/d1-sqlite.ts). The mail binding is a stub that accepts every
 *   mail, and the push service (fetch) one that answers 201 (the edges of the
 *   world; they do no work of their own). Pushes are made for real: the
 *   development VAPID pair signs them, each of 10 devices' keys encrypts one.
 * - CPU is `process.cpuUsage()` (user + system) around the job, minus the CPU
 *   spent inside SQLite calls, which the adapter counts: on Cloudflare a query
 *   runs in D1, not in the Worker's isolate, and the CPU limit does not count
 *   it. What is left is the Worker's JavaScript: building queries, decoding
 *   rows, rendering mail, CSV and JSON, and garbage collection. cpuUsage is the
 *   whole process's, so V8's helper threads (background compilation, parallel
 *   garbage collection) are counted too: the figures are an upper bound.
 * - Each job runs in a Node process of its own, once on a fresh copy of its
 *   seeded database ("first": V8 compiles the code paths as it meets them, as
 *   in the first invocation in a new isolate; the modules' top-level code, which
 *   workerd runs at startup outside any invocation, is loaded before the clock
 *   starts), then five more times on fresh copies ("warm", the median), as
 *   later invocations in a warm isolate do.
 * Figures vary with the machine: they are printed, never asserted. A figure
 * near 10 ms on a loaded machine is a warning, not a verdict.
 *
 * Options: `-- --runs 9` warm runs per job; `--only csv,stats` a subset (names: answer,
 * journey, digest, cron, csv, stats).
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { register } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { sqliteD1, type EngineClock } from "./bench-worker/d1-sqlite.ts";
import { benchQuote } from "./lib/bench-lead.ts";
import { median } from "./lib/figures.ts";

register("./lib/resolve-ts.mjs", import.meta.url);

/** The parts of the Worker the bench calls (its modules are typed for workerd, not for this Node project). */
type WorkerEnv = Record<string, unknown>;
interface WorkerModule {
  default: {
    fetch(request: Request, env: WorkerEnv, ctx: unknown): Promise<Response>;
    scheduled(controller: { cron: string; scheduledTime: number; noRetry(): void }, env: WorkerEnv, ctx: unknown): Promise<void>;
  };
}
// Paths in variables: the type checker leaves the Worker's sources to the worker project.
const WORKER_ENTRY = "../worker/index.ts";
const SCHEDULE = "../worker/scheduled.ts";
const { default: worker } = (await import(WORKER_ENTRY)) as WorkerModule;
const { CRONS } = (await import(SCHEDULE)) as { CRONS: { notices: string; daily: string } };
/** A workflow class as the bench drives it: constructed with (ctx, env), run with (event, step). */
type WorkflowClass = new (ctx: unknown, env: WorkerEnv) => { run(event: { payload: unknown }, step: unknown): Promise<void> };
const { LeadJourney, DailyDigest } = (await import(WORKER_ENTRY)) as unknown as { LeadJourney: WorkflowClass; DailyDigest: WorkflowClass };

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const FREE_PLAN_CPU_MS = 10;
const HOUR = 60 * 60 * 1000;

const { values: options } = parseArgs({
  options: { runs: { type: "string", default: "5" }, only: { type: "string", default: "" }, child: { type: "string" } },
});
const WARM_RUNS = Math.max(1, Number(options.runs) || 5);

// ---------------------------------------------------------------------------
// The database: migrations, then each job's data.

function applyMigrations(path: string): void {
  const { db } = sqliteD1(path, { engineMicros: 0 });
  for (const file of readdirSync(join(ROOT, "migrations")).filter((name) => name.endsWith(".sql")).sort()) {
    for (const statement of readFileSync(join(ROOT, "migrations", file), "utf8").split("--> statement-breakpoint")) {
      if (statement.trim()) db.exec(statement);
    }
  }
  db.close();
}

const TOWNS = ["Roswell", "Alpharetta", "Marietta", "Johns Creek", "Milton", "Woodstock", "Canton", "Cumming"];
const SERVICES = ["interior", "exterior", "cabinet", "deck", "pressure", "epoxy"];
const SOURCES = ["google", "facebook", "nextdoor", "", ""];

interface SeedLead {
  heldReason?: string;
  createdAt: number;
  notice?: { status: "pending" | "sent"; inSummary: boolean };
}

/** A browser's subscription keys (base64url), as a real one sends them: a P-256 public key and a 16-byte secret. */
interface DeviceKeys {
  p256dh: string;
  auth: string;
}

async function makeDeviceKeys(count: number): Promise<DeviceKeys[]> {
  const toBase64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
  return Promise.all(
    Array.from({ length: count }, async () => {
      const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
      const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
      return { p256dh: toBase64Url(raw), auth: toBase64Url(crypto.getRandomValues(new Uint8Array(16))) };
    }),
  );
}

/** Leads of realistic size: a quote with its bundled message, attribution and a user agent. */
function seed(path: string, leads: SeedLead[], devices: DeviceKeys[]): void {
  const { db } = sqliteD1(path, { engineMicros: 0 });
  const insertLead = db.prepare(
    `insert into forms (id, submission_id, form_type, full_name, email, phone, message, site_name, visitor_id, session_id,
       ip_hash, ua, referrer, city, state, country, address, service_type, preferred_contact, preferred_time, project_details,
       landing_page, utm_source, utm_medium, utm_campaign, is_spam, spam_reason, held_at, held_by, status, created_at)
     values (?, ?, 'quote', ?, ?, ?, ?, 'peachtree-brush-painting', ?, ?, ?, ?, ?, ?, 'GA', 'US', ?, ?, 'phone', 'Weekday mornings', ?,
       ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertNotice = db.prepare(
    "insert into email_outbox (lead_id, status, in_summary, attempts, sent_at, created_at) values (?, ?, ?, 0, ?, ?)",
  );
  db.exec("BEGIN");
  leads.forEach((lead, i) => {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
    const town = TOWNS[i % TOWNS.length]!;
    const service = SERVICES[i % SERVICES.length]!;
    const details = `Two-story house in ${town}, about 2,400 sq ft. Siding and trim, some peeling on the south side; we would like a quote for the whole exterior this spring. `.repeat(2);
    const message = `Project Address: ${100 + i} Canton St, ${town}, GA 30075\nService Type: ${service}\nPreferred Contact: Phone call\nPreferred Time: Weekday mornings\n\nProject Details:\n${details}`;
    const iso = new Date(lead.createdAt).toISOString();
    insertLead.run(
      id,
      `10000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      `Customer Number${i} Lastname`,
      `customer.${i}@gmail.com`,
      "(770) 555-0142",
      message,
      `fp-${i.toString(16)}`,
      `session-${i}`,
      "9f".repeat(32),
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      i % 3 === 0 ? "https://www.google.com/" : "",
      town,
      `${100 + i} Canton St, ${town}, GA 30075`,
      service,
      details,
      "/services/exterior-painting?utm_source=google&utm_medium=cpc",
      SOURCES[i % SOURCES.length] || null,
      i % 5 === 0 ? "cpc" : null,
      i % 5 === 0 ? "spring-exterior" : null,
      lead.heldReason ? 1 : 0,
      lead.heldReason ?? null,
      lead.heldReason ? iso : null,
      lead.heldReason ? "screens" : null,
      ["new", "contacted", "quoted", "won", "lost"][i % 5]!,
      iso,
    );
    if (lead.notice) {
      insertNotice.run(id, lead.notice.status, lead.notice.inSummary ? 1 : 0, lead.notice.status === "sent" ? iso : null, iso);
    }
  });
  const insertDevice = db.prepare("insert into push_subscriptions (endpoint, p256dh, auth, label, hours) values (?, ?, ?, ?, ?)");
  devices.forEach((device, i) => insertDevice.run(`https://push.bench.test/send/device-${i}`, device.p256dh, device.auth, `Phone ${i + 1}`, i % 2 ? "business" : "any"));
  db.exec("COMMIT");
  db.close();
}

// ---------------------------------------------------------------------------
// The jobs.

/** The development VAPID pair of .dev.vars.example: pushes are signed as in `npm start`. */
function exampleVars(): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of readFileSync(join(ROOT, ".dev.vars.example"), "utf8").split("\n")) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (match) vars[match[1]!] = match[2]!;
  }
  return vars;
}

function workerEnv(d1: unknown): WorkerEnv {
  const mailer = { send: async () => ({ messageId: "<bench@local>" }) };
  const vars = exampleVars();
  return {
    DB: d1,
    MAILER: mailer,
    SITE_NAME: "peachtree-brush-painting",
    SITE_URL: "https://www.peachtreebrushpainting.com",
    ALLOWED_ORIGINS: "",
    MAIL_FROM: "website@peachtreebrushpainting.com",
    MAIL_FROM_NAME: "Peachtree Brush Painting website",
    MAIL_TO: "office@peachtreebrushpainting.com",
    NOTICE_CEILING_PER_HOUR: "30",
    PHONE_CLICK_RETENTION_DAYS: "400",
    HELD_SPAM_RETENTION_DAYS: "30",
    NOTICE_RETENTION_DAYS: "30",
    ACCESS_TEAM_DOMAIN: "",
    ACCESS_AUD: "",
    IP_HASH_SECRET: "bench-secret-0123456789abcdef",
    VAPID_PUBLIC_KEY: vars["VAPID_PUBLIC_KEY"] ?? "",
    VAPID_PRIVATE_KEY: vars["VAPID_PRIVATE_KEY"] ?? "",
    VAPID_SUBJECT: "mailto:office@peachtreebrushpainting.com",
    REMINDER_AFTER_BUSINESS_MINUTES: "15",
    // The rate limits' KV (the edge of the world): every cooldown free, every write accepted.
    RATE_LIMITS: { get: async () => null, put: async () => {}, delete: async () => {} },
    // The workflows' bindings: creating an instance is Cloudflare's work, not the Worker's CPU.
    LEAD_JOURNEY: { create: async () => ({}), get: async () => ({ sendEvent: async () => {} }) },
    DAILY_DIGEST: { create: async () => ({}) },
  };
}

// The push service: every push accepted (the edge of the world; the Worker's own work, encrypting
// and signing, is what is measured). Only the bench's device endpoints are answered here.
const realFetch = globalThis.fetch;
globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.startsWith("https://push.bench.test/")) return new Response(null, { status: 201 });
  return realFetch(input, init);
}) as typeof fetch;

const executionContext = { waitUntil() {}, passThroughOnException() {}, props: {} };

async function fetchOk(env: WorkerEnv, path: string): Promise<void> {
  const response = await worker.fetch(new Request(`http://127.0.0.1:8787${path}`), env, executionContext);
  // Reading the body is part of the job: the CSV is built as it is returned.
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
}

function cron(name: string, env: WorkerEnv): Promise<void> {
  return worker.scheduled({ cron: name, scheduledTime: Date.now(), noRetry() {} }, env, executionContext);
}

/** CPU of the Worker's JavaScript in one stretch: process CPU minus what SQLite spent meanwhile. */
interface CpuClock {
  engine: EngineClock;
}

function cpuSince(start: NodeJS.CpuUsage, engineAtStart: number, clock: CpuClock): number {
  const spent = process.cpuUsage(start);
  return (spent.user + spent.system - (clock.engine.engineMicros - engineAtStart)) / 1000;
}

/**
 * The Workflows engine as far as the bench needs it: runs each `step.do` at
 * once and records its CPU under the step's name (a name seen again, as the
 * ten devices' pushes, is recorded under a shared label); the wait for the
 * owner's answer times out (so the reminder runs too); sleeps return at once.
 */
function stepRecorder(clock: CpuClock, record: (name: string, ms: number) => void) {
  // Steps the workflow runs side by side (the notice, each device) are timed one at a time, so no
  // step's figure holds another's CPU (on Cloudflare each step is an invocation of its own).
  let turn: Promise<unknown> = Promise.resolve();
  return {
    async do(name: string, configOrFn: unknown, maybeFn?: () => Promise<unknown>) {
      const fn = (typeof configOrFn === "function" ? configOrFn : maybeFn) as () => Promise<unknown>;
      const mine = turn.then(async () => {
        const start = process.cpuUsage();
        const engineAtStart = clock.engine.engineMicros;
        const result = await fn();
        record(name, cpuSince(start, engineAtStart, clock));
        return result;
      });
      turn = mine.catch(() => undefined);
      // The engine stores a step's result and hands the workflow a copy.
      return structuredClone(await mine);
    },
    async sleep() {},
    async sleepUntil() {},
    async waitForEvent() {
      throw new Error("timed out");
    },
  };
}

/** "push the lead to device 3" -> "push the lead to a device": the ten devices' steps as one row. */
function stepLabel(name: string): string {
  return name.replace(/device \d+/, "one device");
}

interface Job {
  name: string;
  label: string;
  volume: string;
  leads: (now: number) => SeedLead[];
  /** Runs the job; a job of steps reports each step's CPU through `record`, a plain one is timed whole. */
  run: (env: WorkerEnv, clock: CpuClock, record: (name: string, ms: number) => void, now: number) => Promise<void>;
  steps: boolean;
}

const LEAD_ID = "00000000-0000-4000-8000-000000000000";

/** One visitor's quote, as the form sends it. */
function leadRequest(i: number): Request {
  return new Request("http://127.0.0.1:8787/api/leads", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1:8787", "CF-Connecting-IP": `2001:db8:${(i + 1).toString(16)}::1` },
    body: JSON.stringify(benchQuote(i, `visitor.${i + 1}@gmail.com`)),
  });
}

let leadRequests = 0;

const JOBS: Job[] = [
  {
    name: "answer",
    label: "POST /api/leads: the answer, and what it starts after",
    volume: "one quote (KV cooldown stubbed: always free)",
    leads: () => [],
    steps: false,
    run: async (env) => {
      const pending: Promise<unknown>[] = [];
      const response = await worker.fetch(leadRequest(leadRequests++), env, { ...executionContext, waitUntil: (p: Promise<unknown>) => pending.push(p) });
      if (response.status !== 201) throw new Error(`POST /api/leads answered ${response.status}: ${await response.text()}`);
      await Promise.all(pending);
    },
  },
  {
    name: "journey",
    label: "lead journey, per step",
    volume: "1 lead, VAPID keys set, 10 devices",
    leads: (now) => [{ createdAt: now - 20 * 60_000, notice: { status: "pending", inSummary: false } }],
    steps: true,
    run: (env, clock, record, now) =>
      new LeadJourney({}, env).run({ payload: { leadId: LEAD_ID, clockFrom: new Date(now - 20 * 60_000).toISOString() } }, stepRecorder(clock, record)),
  },
  {
    name: "digest",
    label: "daily digest, per step",
    volume: "500 leads and 5,000 held in the last 24 h",
    leads: (now) => [
      ...Array.from({ length: 5_000 }, (_, i) => ({ createdAt: now - 23 * HOUR + i * 10, heldReason: i % 4 ? 'Hidden field "website" was filled' : "Sent 0.4 s after the form opened" })),
      ...Array.from({ length: 500 }, (_, i): SeedLead => ({ createdAt: now - 20 * HOUR + i * 60_000, notice: { status: "sent", inSummary: i % 10 === 0 } })),
    ],
    steps: true,
    run: (env, clock, record) => new DailyDigest({}, env).run({ payload: { day: "2026-11-24" } }, stepRecorder(clock, record)),
  },
  {
    name: "cron",
    label: "five-minute cron: journeys to start, summary past the ceiling",
    volume: "25 leads without a journey, 100 in one summary",
    leads: (now) => [
      ...Array.from({ length: 100 }, (_, i): SeedLead => ({ createdAt: now - 30 * 60_000 + i, notice: { status: "pending", inSummary: true } })),
      ...Array.from({ length: 25 }, (_, i): SeedLead => ({ createdAt: now - 10 * 60_000 + i })),
    ],
    steps: false,
    run: (env) => cron(CRONS.notices, env),
  },
  {
    name: "csv",
    label: "inbox: CSV export",
    volume: "5,000 leads",
    leads: (now) => Array.from({ length: 5_000 }, (_, i): SeedLead => ({ createdAt: now - i * 1.7 * HOUR, notice: { status: "sent", inSummary: false } })),
    steps: false,
    run: (env) => fetchOk(env, "/api/admin/leads.csv"),
  },
  {
    name: "stats",
    label: "inbox: dashboard stats",
    volume: "5,000 leads over 52 weeks",
    leads: (now) => Array.from({ length: 5_000 }, (_, i) => ({ createdAt: now - i * 1.7 * HOUR })),
    steps: false,
    run: (env) => fetchOk(env, "/api/admin/stats?weeks=52"),
  },
];

// ---------------------------------------------------------------------------

/** One run of a job on a fresh copy of its database: CPU per step (or "whole") and SQLite's own time. */
async function measure(job: Job, seeded: string, dir: string, index: number, now: number): Promise<{ steps: Map<string, number[]>; engineMs: number }> {
  const path = join(dir, `${job.name}-${index}.sqlite`);
  copyFileSync(seeded, path);
  const clock: CpuClock = { engine: { engineMicros: 0 } };
  const { d1, db } = sqliteD1(path, clock.engine);
  const env = workerEnv(d1);
  const steps = new Map<string, number[]>();
  const record = (name: string, ms: number) => {
    const label = stepLabel(name);
    steps.set(label, [...(steps.get(label) ?? []), ms]);
  };
  const start = process.cpuUsage();
  await job.run(env, clock, record, now);
  if (!job.steps) record("whole", cpuSince(start, 0, clock));
  db.close();
  return { steps, engineMs: clock.engine.engineMicros / 1000 };
}

interface StepResult {
  step: string;
  firstMs: number;
  warmMs: number;
}

interface JobResult {
  name: string;
  steps: StepResult[];
  engineMs: number;
}

/** Seeds and measures one job in this process; answers its figures. */
async function runJob(job: Job): Promise<JobResult> {
  const dir = mkdtempSync(join(tmpdir(), "bench-worker-"));
  // The Worker logs a line per run; the bench prints its own table instead.
  const { log, error } = console;
  console.log = () => {};
  console.error = () => {};
  try {
    const seeded = join(dir, `${job.name}.sqlite`);
    applyMigrations(seeded);
    const now = Date.now();
    seed(seeded, job.leads(now), await makeDeviceKeys(10));
    const first = await measure(job, seeded, dir, 0, now);
    const warm: Map<string, number[]>[] = [];
    const engine: number[] = [];
    for (let run = 1; run <= WARM_RUNS; run++) {
      const measured = await measure(job, seeded, dir, run, now);
      warm.push(measured.steps);
      engine.push(measured.engineMs);
    }
    const steps = [...first.steps].map(([step, times]) => ({
      step,
      // The first run's first time through this step (a new isolate compiles as it goes);
      // warm: the median of every later time through it.
      firstMs: times[0]!,
      warmMs: median(warm.flatMap((run) => run.get(step) ?? [])),
    }));
    return { name: job.name, steps, engineMs: median(engine) };
  } finally {
    console.log = log;
    console.error = error;
    rmSync(dir, { recursive: true, force: true });
  }
}

const RESULT_PREFIX = "bench-worker-result ";

if (options.child) {
  const job = JOBS.find((candidate) => candidate.name === options.child);
  if (!job) throw new Error(`No job named ${options.child}`);
  console.log(RESULT_PREFIX + JSON.stringify(await runJob(job)));
} else {
  const only = new Set(options.only.split(",").map((name) => name.trim()).filter(Boolean));
  console.log(`Worker CPU per step and per invocation (the Worker's JavaScript; D1's own time excluded), Node ${process.version}, ${WARM_RUNS} warm runs`);
  console.log("");
  const rows: string[][] = [["job", "step", "volume", "first", "warm (median)", "plan"]];
  for (const job of JOBS) {
    if (only.size && !only.has(job.name)) continue;
    // A process per job, so each job's first run starts as cold as a new isolate.
    const output = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), "--child", job.name, "--runs", String(WARM_RUNS)], {
      encoding: "utf8",
    });
    const line = output.split("\n").find((text) => text.startsWith(RESULT_PREFIX));
    if (!line) throw new Error(`The ${job.name} job printed no result:\n${output}`);
    const result = JSON.parse(line.slice(RESULT_PREFIX.length)) as JobResult;
    for (const step of result.steps) {
      rows.push([
        job.label,
        step.step === "whole" ? "(one invocation)" : step.step,
        job.volume,
        `${step.firstMs.toFixed(1)} ms`,
        `${step.warmMs.toFixed(1)} ms`,
        step.warmMs < FREE_PLAN_CPU_MS ? (step.firstMs < FREE_PLAN_CPU_MS ? "Free" : "Free (warm)") : "Paid",
      ]);
    }
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
  console.log("");
  console.log(
    `plan: "Free" when both figures are under the Free plan's ${FREE_PLAN_CPU_MS} ms of CPU per invocation or Workflow step; ` +
      `"Free (warm)" when only a first run in a new isolate goes over; "Paid" (30 s by default) otherwise.`,
  );
}
