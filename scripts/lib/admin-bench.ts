/**
 * What `npm run bench -- --admin` needs besides Lighthouse: the real Worker
 * under `wrangler dev` (as `npm start` runs it: the built dist/client, fresh
 * local D1/KV with the migrations applied, sign-in off on loopback), a few
 * dozen leads sent through the public API as visitors send them, and an
 * HTTP/2 + TLS front that compresses with brotli as the edge does on the fly.
 *
 * The front compresses each answer as it passes (the inbox's pages are made per
 * request, so nothing can be compressed ahead of time) and passes every header
 * on both ways, as the edge does: the browser's user agent, client hints and
 * cookies reach the Worker (the list is drawn for the device they name), and
 * Cache-Control reaches the browser: what Lighthouse sees is what the Worker sent.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import type { DrawnListLayout, RenderInboxScreen } from "../../common/inbox-first-view.ts";
import { selfSignedCertificate } from "./static-server.ts";

export { startDevServer } from "../../tests/browser/support/dev-server.ts";

/** Everything the inbox sends that a browser gets compressed from the edge. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;
/** Headers of one hop only; HTTP/2 refuses them. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "upgrade", "proxy-connection"]);

export interface Front {
  url: string;
  close(): Promise<void>;
}

/** An HTTP/2 + TLS front for `upstream` (loopback) that brotli-compresses text at `brotliQuality`. */
export function brotliFront(upstream: string, brotliQuality: number): Promise<Front> {
  const handle = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    void (async () => {
      try {
        const forwarded = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          // HTTP/2's pseudo-headers (:path, :authority) and this hop's own are not the Worker's.
          if (name.startsWith(":") || HOP_HEADERS.has(name) || name === "host" || name === "te" || value === undefined) continue;
          forwarded.set(name, Array.isArray(value) ? value.join(name === "cookie" ? "; " : ", ") : value);
        }
        // The front compresses; the Worker's answer comes plain.
        forwarded.set("accept-encoding", "identity");
        const answer = await fetch(new URL(req.url, upstream), { method: req.method, headers: forwarded, redirect: "manual" });
        const raw = Buffer.from(await answer.arrayBuffer());
        const headers: Record<string, string | string[]> = {};
        answer.headers.forEach((value, name) => {
          if (!HOP_HEADERS.has(name)) headers[name] = value;
        });
        let body = raw;
        const type = answer.headers.get("content-type") ?? "";
        if (COMPRESSIBLE.test(type) && /\bbr\b/.test(String(req.headers["accept-encoding"] ?? "")) && raw.length > 0) {
          body = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } });
          headers["content-encoding"] = "br";
        }
        headers["content-length"] = String(body.length);
        res.writeHead(answer.status, headers);
        if (req.method === "HEAD") res.end();
        else res.end(body);
      } catch (error) {
        res.writeHead(502, { "content-type": "text/plain" });
        res.end(`bench front: ${String(error)}`);
      }
    })();
  };
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, handle);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ url: `https://127.0.0.1:${port}`, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}

const FIRST_NAMES = ["Maria", "James", "Keisha", "Tom", "Priya", "Luis", "Hannah", "Dwayne", "Mei", "Carlos", "Grace", "Omar"];
const LAST_NAMES = ["Lopez", "Carter", "Nguyen", "Patel", "Johnson", "Okafor", "Kim", "Brooks", "Rivera", "Walsh"];
const TOWNS = ["Roswell", "Alpharetta", "Marietta", "Milton", "Johns Creek", "Sandy Springs", "Woodstock"];
const SERVICES = ["interior", "exterior", "cabinet", "deck", "pressure", "epoxy"];
const DETAILS = [
  "Two-story house, siding and trim. Some wood rot by the garage door that may need replacing first.",
  "Living room, dining room and hallway, ceilings included. Walls are beige now, thinking a warm white.",
  "Kitchen cabinets, about 30 doors and drawers, oak with an orange tint we want gone.",
  "Deck about 400 sq ft plus the back fence. Last stained five years ago, greying now.",
  "Driveway and front walk before we sell the house in the spring.",
  "Two-car garage floor, oil stains, want a flake finish.",
];

/**
 * Sends `count` leads through POST /api/leads as visitors do (quote and contact
 * forms, each from its own visitor network so the per-network limits see
 * separate visitors), then answers a few as the owner would, so the list shows
 * every status. Returns the ids, newest first.
 */
export async function seedLeads(baseUrl: string, count: number): Promise<string[]> {
  const headers = { "Content-Type": "application/json", Origin: baseUrl };
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]}`;
    const quote = i % 4 !== 3;
    const body = {
      form_type: quote ? "quote" : "contact",
      submission_id: crypto.randomUUID(),
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}.${i}@gmail.com`,
      phone: `(770) 555-${String(1000 + i).padStart(4, "0")}`,
      message: quote ? "" : "Do you also paint commercial offices? We have a small suite in Alpharetta, about 2,000 sq ft.",
      address: quote ? `${100 + i * 3} Peachtree Lane, ${TOWNS[i % TOWNS.length]}, GA 30075` : "",
      service_type: quote ? SERVICES[i % SERVICES.length] : "",
      project_details: quote ? DETAILS[i % DETAILS.length] : "",
      preferred_contact: i % 3 === 0 ? "email" : "phone",
      preferred_time: "",
      visitor_id: `bench-${i}`,
      session_id: `bench-${i}`,
      referrer: "",
      elapsed_ms: 20_000,
      website: "",
    };
    const response = await fetch(`${baseUrl}/api/leads`, {
      method: "POST",
      headers: { ...headers, "CF-Connecting-IP": `198.51.100.${(i % 250) + 1}` },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { id?: string };
    if (response.status !== 201 || !answer.id) throw new Error(`seeding lead ${i + 1}: ${response.status} ${JSON.stringify(answer)}`);
    ids.unshift(answer.id);
  }
  // Some answered, some won or lost, as an inbox a few weeks in looks.
  const statuses = ["contacted", "quoted", "won", "lost"];
  for (const [index, id] of ids.slice(6).entries()) {
    if (index % 2 === 1) continue;
    const response = await fetch(`${baseUrl}/api/admin/leads/${id}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ status: statuses[index % statuses.length], note: "Called back, walked the house on Saturday." }),
    });
    if (!response.ok) throw new Error(`updating lead ${id}: ${response.status} ${await response.text()}`);
  }
  return ids;
}

/**
 * The Worker's CPU to draw each screen's first view. workerd cannot time its
 * own CPU (its clocks stand still while code runs), so the renderer is built
 * as the Worker builds it (the same source and aliases, by Vite for Node) and
 * run here, in Node's V8 (the engine workerd embeds), on the API answers the
 * real Worker gave for the seeded leads, replayed from memory: what is timed
 * is reading those answers and drawing the page, not the queries. CPU is
 * process.cpuUsage(), so V8's helper threads count too (an upper bound). Once
 * cold (the first draw compiles the code, as in a new isolate) and the median
 * of 20 warm draws. The list is drawn in each of the layouts the Worker may
 * draw (drawnListLayout): the cards (a phone), the table (a desk the app has
 * seen), both (a first visit from a browser that does not say what it is).
 */
export async function firstViewCpu(
  root: string,
  baseUrl: string,
  paths: string[],
): Promise<{ path: string; layout?: DrawnListLayout; firstMs: number; warmMs: number; htmlBytes: number }[]> {
  const { build } = await import("vite");
  const { INBOX_REACT_ALIASES } = await import("../../vite.admin.config.ts");
  const outDir = mkdtempSync(join(tmpdir(), "bench-first-view-"));
  try {
    await build({
      configFile: false,
      root,
      logLevel: "error",
      resolve: { alias: Object.entries(INBOX_REACT_ALIASES).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement })) },
      ssr: { noExternal: true },
      build: { ssr: join(root, "client/admin/first-view/server.ts"), outDir, emptyOutDir: true, target: "es2022", minify: false },
    });
    const { renderInboxScreen } = (await import(join(outDir, "server.js"))) as { renderInboxScreen: RenderInboxScreen };
    const results = [];
    for (const path of paths) {
      const url = new URL(path, baseUrl);
      // The real Worker's answers, recorded once.
      const answers = new Map<string, { status: number; body: string }>();
      await renderInboxScreen(url, async (apiPath) => {
        const response = await fetch(new URL(apiPath, baseUrl), { headers: { Accept: "application/json" } });
        answers.set(apiPath, { status: response.status, body: await response.text() });
        return new Response(answers.get(apiPath)!.body, { status: response.status, headers: { "Content-Type": "application/json" } });
      });
      const replay = async (apiPath: string) => {
        const answer = answers.get(apiPath);
        return new Response(answer?.body ?? "{}", { status: answer?.status ?? 404, headers: { "Content-Type": "application/json" } });
      };
      const cpuMs = () => {
        const usage = process.cpuUsage();
        return (usage.user + usage.system) / 1000;
      };
      const layouts: (DrawnListLayout | undefined)[] = url.pathname === "/admin" ? ["cards", "table", "both"] : [undefined];
      for (const layout of layouts) {
        const device = layout ? { listLayout: layout } : undefined;
        const times: number[] = [];
        let htmlBytes = 0;
        for (let i = 0; i <= 20; i++) {
          const started = cpuMs();
          htmlBytes = (await renderInboxScreen(url, replay, device)).html.length;
          times.push(cpuMs() - started);
        }
        const [first, ...warm] = times;
        warm.sort((a, b) => a - b);
        results.push({ path, layout, firstMs: first!, warmMs: warm[Math.floor(warm.length / 2)]!, htmlBytes });
      }
    }
    return results;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
