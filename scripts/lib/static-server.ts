/**
 * A tiny static server for dist/client that behaves like the edge for the
 * bench: gzip/brotli compression, immutable caching for hashed /assets,
 * /about → about.html (or about/index.html), and 404.html with a real 404 for
 * any unknown path. Loopback only.
 */
import { readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { resolvePath } from "./built-site.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".xml", ".txt", ".svg", ".webmanifest"]);

interface Cached {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export function serveStatic(distDir: string, port = 0): Promise<StaticServer> {
  const cache = new Map<string, Cached>();
  const load = (file: string): Cached => {
    let entry = cache.get(file);
    if (!entry) {
      entry = { raw: readFileSync(file) };
      cache.set(file, entry);
    }
    return entry;
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let file = resolvePath(distDir, url.pathname);
    let status = 200;
    if (!file) {
      status = 404;
      file = join(distDir, "404.html");
      try {
        statSync(file);
      } catch {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        return;
      }
    }
    const ext = extname(file);
    const entry = load(file);
    const headers: Record<string, string> = {
      "content-type": TYPES[ext] ?? "application/octet-stream",
      "cache-control": url.pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      vary: "Accept-Encoding",
    };
    let body = entry.raw;
    const accept = String(req.headers["accept-encoding"] ?? "");
    if (COMPRESSIBLE.has(ext)) {
      if (/\bbr\b/.test(accept)) {
        entry.br ??= brotliCompressSync(entry.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        body = entry.br;
        headers["content-encoding"] = "br";
      } else if (/\bgzip\b/.test(accept)) {
        entry.gzip ??= gzipSync(entry.raw, { level: 9 });
        body = entry.gzip;
        headers["content-encoding"] = "gzip";
      }
    }
    headers["content-length"] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
