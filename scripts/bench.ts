/**
 * `npm run bench`: builds the site, serves dist/client from a local static
 * server that compresses and caches like the edge (not wrangler), and runs
 * Lighthouse 13 (mobile, default simulated throttling) on every route,
 * including an unknown path. Prints one row per route and writes the same to
 * bench-results/lighthouse.json. It reports; it never fails on the numbers.
 *
 *   npm run bench                  one run per route
 *   npm run bench -- --runs 3      median of three runs per route
 *   npm run bench -- --no-build    measure the existing dist/client
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "./lib/chromium.ts";
import { resolvePath } from "./lib/built-site.ts";
import { ALL_ROUTES, NOT_FOUND_PATH } from "./lib/routes.ts";
import { serveStatic } from "./lib/static-server.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const distDir = join(root, "dist", "client");
const outDir = join(root, "bench-results");

const args = process.argv.slice(2);
const runsArg = args.indexOf("--runs");
const runs = runsArg >= 0 ? Math.max(1, Math.min(10, Number(args[runsArg + 1]) || 1)) : 1;
const build = !args.includes("--no-build");

interface Row {
  route: string;
  url: string;
  runs: number;
  status?: number;
  error?: string;
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  totalBytes?: number;
  jsBytes?: number;
}

function median(values: number[]): number | undefined {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function measure(lhr: Lhr): Omit<Row, "route" | "url" | "runs"> {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : undefined;
  };
  const metric = (id: string) => lhr.audits[id]?.numericValue;
  const requests = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number; statusCode?: number; url?: string }[] } | undefined)?.items ?? [];
  const document = requests.find((r) => r.resourceType === "Document");
  return {
    status: document?.statusCode,
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    totalBytes: metric("total-byte-weight"),
    jsBytes: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

function combine(route: string, url: string, samples: Omit<Row, "route" | "url" | "runs">[]): Row {
  const pick = (key: keyof Omit<Row, "route" | "url" | "runs" | "error" | "status">) =>
    median(samples.map((s) => s[key]).filter((v): v is number => typeof v === "number"));
  return {
    route,
    url,
    runs: samples.length,
    status: samples[0]?.status,
    error: samples.find((s) => s.error)?.error,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    fcpMs: pick("fcpMs"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    totalBytes: pick("totalBytes"),
    jsBytes: pick("jsBytes"),
  };
}

function printTable(rows: Row[]): void {
  const s = (ms?: number) => (ms === undefined ? "-" : `${(ms / 1000).toFixed(2)} s`);
  const k = (bytes?: number) => (bytes === undefined ? "-" : `${(bytes / 1024).toFixed(1)} KB`);
  const n = (v?: number) => (v === undefined ? "-" : String(v));
  const header = ["route", "status", "perf", "a11y", "bp", "seo", "FCP", "LCP", "TBT", "CLS", "total", "JS"];
  const body = rows.map((r) => [
    r.route,
    n(r.status),
    n(r.performance),
    n(r.accessibility),
    n(r.bestPractices),
    n(r.seo),
    s(r.fcpMs),
    s(r.lcpMs),
    r.tbtMs === undefined ? "-" : `${Math.round(r.tbtMs)} ms`,
    r.cls === undefined ? "-" : r.cls.toFixed(3),
    k(r.totalBytes),
    k(r.jsBytes),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of body) console.log(line(row));
  for (const r of rows.filter((row) => row.error)) console.log(`note: ${r.route}: ${r.error}`);
}

if (build) {
  console.log("== build ==");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("bench: the build failed; nothing measured.");
    process.exit(result.status ?? 1);
  }
}
if (!existsSync(join(distDir, "index.html"))) {
  console.error(`bench: no built site in ${distDir}; run without --no-build.`);
  process.exit(1);
}

// Serve a copy, so a rebuild of dist/client during the run cannot change what is measured.
const siteDir = mkdtempSync(join(tmpdir(), "bench-site-"));
cpSync(distDir, siteDir, { recursive: true });
const server = await serveStatic(siteDir, 0, { http2: true });
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...CHROMIUM_ARGS],
  logLevel: "error",
});
console.log(`== lighthouse (mobile, simulated throttling, ${runs} run${runs > 1 ? "s" : ""} per route) against ${server.url} ==`);

const rows: Row[] = [];
try {
  const targets = ALL_ROUTES.map((route) => ({ route, path: route }));
  for (const target of targets) {
    const url = `${server.url}${target.path}`;
    const samples: Omit<Row, "route" | "url" | "runs">[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (result) samples.push(measure(result.lhr));
    }
    const row = combine(target.route, url, samples);
    // Lighthouse names the status of a document it refused only in its message.
    row.status ??= Number(row.error?.match(/Status code: (\d{3})/)?.[1]) || (resolvePath(siteDir, target.path) ? 200 : 404);
    rows.push(row);
    // Lighthouse refuses to score a document answered with 404; the not-found page
    // itself is then measured at /404.html (served 200), so its figures exist too.
    if (target.route === NOT_FOUND_PATH && row.error) {
      const pageUrl = `${server.url}/404.html`;
      const result = await lighthouse(pageUrl, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (result) rows.push(combine("/404.html (404 page, served 200)", pageUrl, [measure(result.lhr)]));
    }
    console.log(`measured ${target.route}`);
  }
} finally {
  await chrome.kill();
  await server.close();
  rmSync(siteDir, { recursive: true, force: true });
}

console.log("");
printTable(rows);
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, "lighthouse.json"),
  JSON.stringify({ date: new Date().toISOString(), lighthouse: "13", formFactor: "mobile", throttling: "simulated", runs, rows }, null, 2) + "\n",
);
console.log(`\nwritten: ${join("bench-results", "lighthouse.json")}`);
