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
 *   npm run bench -- --routes /,/gallery        only these routes
 *   npm run bench -- --peer ../other/dist       also measure another built static
 *                                   site, served by the same server setup in the
 *                                   same run, and print ours/theirs per route
 *   npm run bench -- --peer DIR --pair /gallery=/work   pair a route with a
 *                                   differently named peer page (repeatable)
 *   npm run bench -- --brotli 11    compress as ahead of time (default 5: as the
 *                                   edge compresses HTML on the fly)
 *   npm run bench -- --photos DIR   measure the site with a photograph (from DIR,
 *                                   cycling) behind every picture the build draws,
 *                                   built in a scratch copy of the repository
 *   npm run bench -- --admin        the owner's inbox instead: /admin,
 *                                   /admin/leads/<id>, /admin/dashboard and
 *                                   /admin/settings, answered by the real Worker
 *                                   under `wrangler dev` (its own free port, fresh
 *                                   local D1 with --leads N leads sent through the
 *                                   public API, default 36) behind an HTTP/2 + TLS
 *                                   front that compresses with brotli as the edge
 *                                   does; --runs and --brotli apply
 *
 * Paired routes: `--pair` first, else the same path when the peer has it, else
 * the usual names a contractor site gives the page (/gallery ↔ /projects, ...).
 * Routes with no peer page are measured for us only.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants as zlibConstants } from "node:zlib";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "./lib/chromium.ts";
import { listHtmlFiles, resolvePath, routeOfFile } from "./lib/built-site.ts";
import { ALL_ROUTES, NOT_FOUND_PATH } from "./lib/routes.ts";
import { DEFAULT_BROTLI_QUALITY, serveStatic } from "./lib/static-server.ts";
import { buildWithPhotos, drawnPictureIds } from "./lib/photo-build.ts";
import { brotliFront, firstViewCpu, seedLeads, startDevServer } from "./lib/admin-bench.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const distDir = join(root, "dist", "client");
const outDir = join(root, "bench-results");

const args = process.argv.slice(2);
const runsArg = args.indexOf("--runs");
const runs = runsArg >= 0 ? Math.max(1, Math.min(10, Number(args[runsArg + 1]) || 1)) : 1;
const build = !args.includes("--no-build");
const valuesOf = (flag: string) => args.flatMap((arg, i) => (arg === flag && args[i + 1] ? [args[i + 1]!] : []));
const onlyRoutes = valuesOf("--routes").flatMap((list) => list.split(",")).filter(Boolean);
const peerArg = valuesOf("--peer")[0];
const brotliArg = valuesOf("--brotli")[0];
const brotliQuality = brotliArg === undefined ? DEFAULT_BROTLI_QUALITY : Number(brotliArg);
if (!Number.isInteger(brotliQuality) || brotliQuality < 0 || brotliQuality > 11) {
  console.error(`bench: --brotli ${brotliArg}: expected a quality from 0 to 11.`);
  process.exit(1);
}
const admin = args.includes("--admin");
const adminLeads = Math.max(1, Math.min(200, Number(valuesOf("--leads")[0] ?? 36) || 36));
const photosArg = valuesOf("--photos")[0];
const photosDir = photosArg ? resolve(process.env.INIT_CWD ?? process.cwd(), photosArg) : undefined;
if (photosDir && !existsSync(photosDir)) {
  console.error(`bench: --photos ${photosArg}: no such directory.`);
  process.exit(1);
}
// npm runs the script from the package root; a relative --peer means where the command was typed.
const peerDir = peerArg ? resolve(process.env.INIT_CWD ?? process.cwd(), peerArg) : undefined;
if (peerDir && !existsSync(peerDir)) {
  console.error(`bench: --peer ${peerArg}: no such directory.`);
  process.exit(1);
}
const explicitPairs = new Map(
  valuesOf("--pair").map((pair) => {
    const [ours, theirs] = pair.split("=");
    if (!ours || !theirs) {
      console.error(`bench: --pair ${pair}: expected /our-path=/peer-path.`);
      process.exit(1);
    }
    return [ours, theirs] as const;
  }),
);
/** What other contractor sites usually call our pages, tried in order when the peer lacks the same path. */
const USUAL_PEER_NAMES: Record<string, string[]> = {
  "/gallery": ["/projects", "/portfolio", "/our-work", "/work"],
  "/testimonials": ["/reviews"],
  "/quote": ["/estimate", "/free-estimate", "/get-a-quote"],
  "/about": ["/about-us"],
  "/contact": ["/contact-us"],
  "/faq": ["/faqs"],
};

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
  /** Lighthouse's CPU benchmark of the host during the run; under 1000 its figures are inflated. */
  benchmarkIndex?: number;
  /** The document's observed server response time (the Worker's answer, for the inbox). */
  serverResponseMs?: number;
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
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    serverResponseMs: metric("server-response-time"),
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
    benchmarkIndex: pick("benchmarkIndex"),
    serverResponseMs: pick("serverResponseMs"),
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
  const index = median(rows.map((r) => r.benchmarkIndex).filter((v): v is number => typeof v === "number"));
  if (index !== undefined) {
    // Lighthouse's 4x CPU slowdown assumes a host that scores about 1000 or more;
    // a busy machine makes every time above (TBT most) read high.
    console.log(`host CPU benchmark index (median): ${Math.round(index)}${index < 1000 ? " — below the 1000 Lighthouse expects: times read high" : ""}`);
  }
}

/** Each page's document at the edge's brotli levels: what must fit the first round trip (about 14.6 KB). */
function printDocumentSizes(dir: string): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const size = (raw: Buffer, quality: number) => brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } }).length;
  console.log("document sizes (raw / brotli 4 / brotli 5 / brotli 11):");
  for (const file of listHtmlFiles(dir).filter((file) => !file.includes(`${join(dir, "admin")}`))) {
    const raw = readFileSync(file);
    console.log(`  ${routeOfFile(dir, file).padEnd(34)} ${kb(raw.length).padStart(9)} ${kb(size(raw, 4)).padStart(8)} ${kb(size(raw, 5)).padStart(8)} ${kb(size(raw, 11)).padStart(8)}`);
  }
}

function printPeerTable(pairs: { route: string; peerRoute: string; ours: Row; theirs: Row }[]): void {
  const ms = (v?: number) => (v === undefined ? "-" : `${Math.round(v)}`);
  const kb = (v?: number) => (v === undefined ? "-" : (v / 1024).toFixed(1));
  // A ratio of two zeros (no blocking time on either side) is a tie, not a division by zero.
  const ratio = (a?: number, b?: number) =>
    a === undefined || b === undefined ? "-" : b === 0 ? (a === 0 ? "1.00" : "inf") : (a / b).toFixed(2);
  const header = ["route", "peer route", "perf", "LCP ms", "LCP ratio", "FCP ratio", "TBT ms", "JS KB", "total KB", "bytes ratio"];
  const body = pairs.map(({ route, peerRoute, ours, theirs }) => [
    route,
    peerRoute,
    `${ours.performance ?? "-"}/${theirs.performance ?? "-"}`,
    `${ms(ours.lcpMs)}/${ms(theirs.lcpMs)}`,
    ratio(ours.lcpMs, theirs.lcpMs),
    ratio(ours.fcpMs, theirs.fcpMs),
    `${ms(ours.tbtMs)}/${ms(theirs.tbtMs)}`,
    `${kb(ours.jsBytes)}/${kb(theirs.jsBytes)}`,
    `${kb(ours.totalBytes)}/${kb(theirs.totalBytes)}`,
    ratio(ours.totalBytes, theirs.totalBytes),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of body) console.log(line(row));
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
if (admin) {
  await benchInbox();
  process.exit(0);
}

// With --photos, the site as launched: a photo behind every picture this build still draws.
const measuredDir = photosDir ? buildWithPhotos(root, photosDir, drawnPictureIds(distDir, join(root, "client/content/photos")), distDir) : distDir;
// Serve a copy, so a rebuild of dist/client during the run cannot change what is measured.
const siteDir = mkdtempSync(join(tmpdir(), "bench-site-"));
cpSync(measuredDir, siteDir, { recursive: true });
console.log(
  `== serving over HTTP/2 + TLS, brotli level ${brotliQuality}${brotliQuality === DEFAULT_BROTLI_QUALITY ? " (as the edge compresses on the fly)" : ""}; pictures: ${photosDir ? `photographs from ${photosDir}` : "as built"} ==`,
);
printDocumentSizes(siteDir);
const server = await serveStatic(siteDir, 0, { http2: true, brotliQuality });
// The peer gets the same server code, compression and protocol on its own port.
let peerSiteDir: string | undefined;
if (peerDir) {
  peerSiteDir = mkdtempSync(join(tmpdir(), "bench-peer-"));
  cpSync(peerDir, peerSiteDir, { recursive: true });
}
const peer = peerSiteDir ? await serveStatic(peerSiteDir, 0, { http2: true, brotliQuality }) : undefined;
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...CHROMIUM_ARGS],
  logLevel: "error",
});
console.log(`== lighthouse (mobile, simulated throttling, ${runs} run${runs > 1 ? "s" : ""} per route) against ${server.url} ==`);

/** The peer's page for one of our routes, or undefined when it has none. */
function peerRouteFor(route: string, dir: string): string | undefined {
  const explicit = explicitPairs.get(route);
  if (explicit) return explicit;
  return [route, ...(USUAL_PEER_NAMES[route] ?? [])].find((candidate) => resolvePath(dir, candidate));
}

async function lighthouseSamples(url: string, port = chrome.port, keep?: (lhr: Lhr) => void): Promise<Omit<Row, "route" | "url" | "runs">[]> {
  const samples: Omit<Row, "route" | "url" | "runs">[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (result) {
      samples.push(measure(result.lhr));
      keep?.(result.lhr);
    }
  }
  return samples;
}

const rows: Row[] = [];
const peerRows: { route: string; peerRoute: string; ours: Row; theirs: Row }[] = [];
try {
  const unknown = onlyRoutes.filter((route) => !ALL_ROUTES.includes(route));
  if (unknown.length > 0) throw new Error(`--routes: not a route of this site: ${unknown.join(", ")}`);
  const targets = ALL_ROUTES.filter((route) => onlyRoutes.length === 0 || onlyRoutes.includes(route)).map((route) => ({ route, path: route }));
  for (const target of targets) {
    const url = `${server.url}${target.path}`;
    const samples = await lighthouseSamples(url);
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
    // The peer's page right after ours, so both see the same machine load.
    const peerRoute = peer && peerDir ? peerRouteFor(target.route, peerSiteDir!) : undefined;
    if (peer && peerRoute && target.route !== NOT_FOUND_PATH) {
      const peerUrl = `${peer.url}${peerRoute}`;
      const theirs = combine(peerRoute, peerUrl, await lighthouseSamples(peerUrl));
      peerRows.push({ route: target.route, peerRoute, ours: row, theirs });
      console.log(`measured peer ${peerRoute}`);
    }
  }
} finally {
  await chrome.kill();
  await server.close();
  await peer?.close();
  rmSync(siteDir, { recursive: true, force: true });
  if (peerSiteDir) rmSync(peerSiteDir, { recursive: true, force: true });
}

console.log("");
printTable(rows);
if (peerDir) {
  console.log(`\n== ours / peer (${peerDir}); below 1.00 means we are faster or lighter ==`);
  if (peerRows.length === 0) console.log("no route of ours has a page in the peer; pair them with --pair /ours=/theirs");
  else printPeerTable(peerRows);
}
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, "lighthouse.json"),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      lighthouse: "13",
      formFactor: "mobile",
      throttling: "simulated",
      runs,
      brotliQuality,
      pictures: photosDir ? { photos: photosDir } : "as built",
      rows,
      ...(peerDir && { peer: { dir: peerDir, pairs: peerRows.map(({ route, peerRoute, theirs }) => ({ route, peerRoute, row: theirs })) } }),
    },
    null,
    2,
  ) + "\n",
);
console.log(`\nwritten: ${join("bench-results", "lighthouse.json")}`);

/**
 * `--admin`: the owner's four screens, each measured as the public routes are
 * (same Lighthouse settings, same medians), against the Worker itself, since
 * the inbox's pages are made per request. The machine's load is printed with
 * the figures: the host is shared, and a busy one reads slow.
 */
async function benchInbox(): Promise<void> {
  const dev = await startDevServer();
  let front: Awaited<ReturnType<typeof brotliFront>> | undefined;
  let browser: Awaited<ReturnType<typeof chromeLauncher.launch>> | undefined;
  const adminRows: Row[] = [];
  let cpu: Awaited<ReturnType<typeof firstViewCpu>> = [];
  try {
    console.log(`== wrangler dev at ${dev.baseUrl}; seeding ${adminLeads} leads through POST /api/leads ==`);
    const ids = await seedLeads(dev.baseUrl, adminLeads);
    front = await brotliFront(dev.baseUrl, brotliQuality);
    browser = await chromeLauncher.launch({
      chromePath: findChromium(),
      chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...CHROMIUM_ARGS],
      logLevel: "error",
    });
    // The newest lead: the one a push notification opens.
    const screens = ["/admin", `/admin/leads/${ids[0]}`, "/admin/dashboard", "/admin/settings"];
    console.log(`== lighthouse (mobile, simulated throttling, ${runs} run${runs > 1 ? "s" : ""} per screen) against ${front.url}, HTTP/2 + TLS, brotli ${brotliQuality} ==`);
    console.log(`load before: ${loadAverage()}`);
    // Each screen's last Lighthouse report, whole, to see where its time goes (LCP element, requests, tasks).
    const reportsDir = join(outDir, "lighthouse-admin");
    mkdirSync(reportsDir, { recursive: true });
    for (const path of screens) {
      const url = `${front.url}${path}`;
      const name = path === "/admin" ? "list" : path.slice("/admin/".length).replace(/\/.*$/, "");
      const keep = (lhr: Lhr) => writeFileSync(join(reportsDir, `${name}.json`), JSON.stringify(lhr));
      adminRows.push(combine(path.replace(ids[0]!, "<id>"), url, await lighthouseSamples(url, browser.port, keep)));
      console.log(`measured ${path}`);
    }
    console.log(`load after: ${loadAverage()}`);
    cpu = await firstViewCpu(root, dev.baseUrl, screens).catch((error: unknown) => {
      console.error(`bench: the first view's CPU was not measured: ${String(error)}`);
      return [];
    });
  } finally {
    await browser?.kill();
    await front?.close();
    await dev.stop();
  }
  console.log("");
  printTable(adminRows);
  console.log("JS = every script the screen loaded (compressed bytes on the wire), before and after its first view is interactive.");
  // Lighthouse's model starts every time from the document's observed answer time: under wrangler dev on a
  // busy machine that is the local runtime's time (D1 on local SQLite, the page drawn), and it reads high.
  console.log(`server response (observed, median): ${adminRows.map((row) => `${row.route} ${row.serverResponseMs === undefined ? "-" : `${Math.round(row.serverResponseMs)} ms`}`).join(", ")}`);
  const targets = adminRows.map((row) => {
    const misses = [
      (row.lcpMs ?? Infinity) > 1000 && "LCP > 1.0 s",
      (row.tbtMs ?? Infinity) >= 50 && "TBT >= 50 ms",
      (row.cls ?? Infinity) >= 0.02 && "CLS >= 0.02",
      (row.jsBytes ?? Infinity) > 60 * 1024 && "JS > 60 KB",
      row.accessibility !== 100 && "a11y < 100",
    ].filter(Boolean);
    return `  ${row.route.padEnd(18)} ${misses.length === 0 ? "met" : `NOT met: ${misses.join(", ")}`}`;
  });
  console.log(`Worker CPU to draw the first view (Node's V8, the renderer as the Worker builds it, replaying the Worker's API answers; Free plan: 10 ms per request):`);
  for (const row of cpu) {
    const screen = `${row.path.replace(/[0-9a-f-]{36}/, "<id>")}${row.layout ? ` (${row.layout})` : ""}`;
    console.log(`  ${screen.padEnd(24)} first ${row.firstMs.toFixed(1)} ms, warm median ${row.warmMs.toFixed(1)} ms, ${(row.htmlBytes / 1024).toFixed(1)} KB drawn`);
  }
  console.log(`targets (LCP <= 1.0 s, TBT < 50 ms, CLS < 0.02, JS <= 60 KB, accessibility 100):\n${targets.join("\n")}`);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, "lighthouse-admin.json"),
    JSON.stringify({ date: new Date().toISOString(), lighthouse: "13", formFactor: "mobile", throttling: "simulated", runs, brotliQuality, leads: adminLeads, rows: adminRows }, null, 2) + "\n",
  );
  console.log(`\nwritten: ${join("bench-results", "lighthouse-admin.json")}, each screen's last report in ${join("bench-results", "lighthouse-admin")}/`);
}

function loadAverage(): string {
  return `load average ${loadavg().map((v) => v.toFixed(2)).join(", ")} (${cpus().length} cores)`;
}
