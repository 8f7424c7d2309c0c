/**
 * A tiny static server for dist/client that behaves like the edge for the
 * bench: gzip/brotli compression, immutable caching for hashed /assets,
 * /about → about.html (or about/index.html), and 404.html with a real 404 for
 * any unknown path. Loopback only.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import { createSecureServer, type Http2ServerRequest } from "node:http2";
import { tmpdir } from "node:os";
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

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A throwaway self-signed certificate for 127.0.0.1, made with openssl. The
 * edge serves pages over HTTP/2 (one connection for the document, the hero
 * picture and the scripts); a plain HTTP/1.1 server would make Lighthouse
 * model a new connection for each early request, which no visitor pays.
 */
export function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "bench-tls-"));
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
        "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Brotli quality of the text the server sends. The edge compresses HTML on the
 * fly at about level 5 (level 11 is for files compressed once, ahead of time),
 * so 5 is what a visitor gets; the bench can be told 11 to compare.
 */
export const DEFAULT_BROTLI_QUALITY = 5;

/**
 * `http2: true` serves HTTPS with HTTP/2 as the edge does (the browser must be
 * told to accept the self-signed certificate: --ignore-certificate-errors).
 */
export function serveStatic(
  distDir: string,
  port = 0,
  { http2 = false, brotliQuality = DEFAULT_BROTLI_QUALITY }: { http2?: boolean; brotliQuality?: number } = {},
): Promise<StaticServer> {
  const brotli = (raw: Buffer) => brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } });
  const cache = new Map<string, Cached>();
  // Every file is read and compressed before the first request, as the edge
  // serves cached compressed copies: compressing on a request would add the
  // compressor's time to the page's time to first byte.
  const load = (file: string): Cached => {
    let entry = cache.get(file);
    if (!entry) {
      const raw = readFileSync(file);
      entry = COMPRESSIBLE.has(extname(file))
        ? {
            raw,
            br: brotli(raw),
            gzip: gzipSync(raw, { level: 9 }),
          }
        : { raw };
      cache.set(file, entry);
    }
    return entry;
  };
  for (const file of listFiles(distDir)) load(file);

  // What both the HTTP/1.1 and the HTTP/2 compatibility responses offer.
  type Response = {
    writeHead(status: number, headers: Record<string, string>): unknown;
    end(): unknown;
    end(body: Buffer | string): unknown;
  };
  const handle = (req: IncomingMessage | Http2ServerRequest, res: Response) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let file = resolvePath(distDir, url.pathname);
    let status = 200;
    if (!file) {
      status = 404;
      file = join(distDir, "404.html");
      try {
        statSync(file);
      } catch {
        res.writeHead(404, { "content-type": "text/plain" });
        res.end("Not found");
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
        entry.br ??= brotli(entry.raw);
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
    if (req.method === "HEAD") res.end();
    else res.end(body);
  };
  const server = http2
    ? createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, handle)
    : createServer(handle);

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      resolve({
        url: `${http2 ? "https" : "http"}://127.0.0.1:${actual}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
