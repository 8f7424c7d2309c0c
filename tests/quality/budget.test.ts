/**
 * Size budget: first-load JavaScript at most 60 KB gzip on a page without a
 * form and 100 KB on the two form pages (what a phone downloads before the
 * visitor does anything competes with the page for bandwidth and main thread),
 * CSS at most 30 KB gzip. Prints the figures.
 *
 * First-load JS of a page is its inline scripts (the first-paint script every
 * page ends with, counted gzipped on its own) plus the union of
 *   - what its HTML references (script src, modulepreload, /assets/*.js named
 *     in an inline loader) and the static imports of those chunks (from the Vite
 *     manifest, or the chunks' own import statements), and
 *   - every script the page actually fetches in Chromium until it is hydrated
 *     and the network is idle (a form page's island is loaded after `load` by
 *     a dynamic import, which no static reading sees), with their static imports.
 * Sizes are the files on disk gzipped here, so they do not depend on how the
 * local server compresses.
 *
 * The owner's inbox (/admin) is a separate Vite build in dist/client/admin/.
 * The last test proves it costs the public pages nothing: no page or public
 * chunk names it, the public build's manifest holds none of its modules, and
 * every script a public page loads is a file of the public build. So the
 * public chunks, and each page's first-load JavaScript, are what they would
 * be without the inbox.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test, inject } from "vitest";
import type { Browser } from "playwright-core";
import { inlineScripts, inlineStyles, listFiles, resolvePath, startTags } from "../../scripts/lib/built-site.ts";
import { ALL_ROUTES, NOT_FOUND_PATH } from "../../scripts/lib/routes.ts";
import { DESKTOP, baseUrl, launchBrowser, waitForHydration } from "../browser/support/browser.ts";

/** The snapshot of dist/client this run serves (see tests/browser/support/paths.ts). */
const SITE_DIR = inject("siteDir");

/**
 * First-load JavaScript: a page without a form needs only its inline
 * first-paint script (the header's menus) and the module it starts once the
 * page is painted (phone-click recording, next-page prerender, the map); a page
 * with the lead form also loads React and the form's island.
 */
const JS_BUDGET = 60 * 1024;
const FORM_PAGE_JS_BUDGET = 100 * 1024;
const FORM_ROUTES = new Set(["/contact", "/quote"]);
const budgetFor = (route: string) => (FORM_ROUTES.has(route) ? FORM_PAGE_JS_BUDGET : JS_BUDGET);
/** The inbox's URL space: its app and its API. */
const INBOX_PATH = /\/(?:api\/)?admin\b/;
const CSS_BUDGET = 30 * 1024;

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;
const manifestPath = join(SITE_DIR, ".vite", "manifest.json");
const manifest: Manifest | undefined = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, "utf8")) : undefined;
const byFile = new Map(Object.values(manifest ?? {}).map((entry) => [`/${entry.file}`, entry]));

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file)).length;
    gzipCache.set(file, size);
  }
  return size;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Static import closure of built JS chunks, by URL path (/assets/x.js). */
function withStaticImports(start: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const entry = byFile.get(path);
    if (entry) {
      for (const key of entry.imports ?? []) {
        const imported = manifest?.[key]?.file;
        if (imported) queue.push(`/${imported}`);
      }
      continue;
    }
    const file = resolvePath(SITE_DIR, path);
    if (!file) continue;
    const code = readFileSync(file, "utf8");
    // Static forms only: `import"./x.js"`, `import{a}from"./x.js"`, `export*from"./x.js"`; never `import("./x.js")`.
    for (const match of code.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)) {
      queue.push(new URL(match[1]!, `http://x${path}`).pathname);
    }
  }
  return seen;
}

/** The page's inline scripts that run (its structured data is not script). */
function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\bsrc=/.test(match[1] ?? "") && !/type="(?:application\/ld\+json|speculationrules)"/.test(match[1] ?? ""))
    .map((match) => match[2] ?? "")
    .filter((code) => code.trim() !== "");
}

function staticReferences(html: string): string[] {
  const refs: string[] = [];
  for (const tag of startTags(html)) {
    if (tag.name === "script" && tag.attrs.src) refs.push(tag.attrs.src);
    // The module an inline script imports by the address its element names.
    for (const value of tag.name === "script" ? Object.values(tag.attrs) : []) {
      if (/^\/assets\/[^"'`]+\.js$/.test(value)) refs.push(value);
    }
    if (tag.name === "link" && /modulepreload/.test(tag.attrs.rel ?? "") && tag.attrs.href) refs.push(tag.attrs.href);
  }
  for (const code of inlineScripts(html)) {
    for (const match of code.matchAll(/["'`](\/?assets\/[^"'`]+\.js)["'`]/g)) refs.push(match[1]!);
  }
  return refs.map((ref) => new URL(ref, "http://x/").pathname);
}

function htmlFileFor(route: string): string {
  const file = route === NOT_FOUND_PATH ? join(SITE_DIR, "404.html") : resolvePath(SITE_DIR, route);
  if (!file) throw new Error(`No built HTML for ${route}`);
  return file;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("size budget", () => {
  test("first-load JavaScript is at most 60 KB gzip on a page without a form, 100 KB on /contact and /quote", async () => {
    const rows: { route: string; files: number; inlineGz: number; staticGz: number; firstLoadGz: number; biggest: string }[] = [];
    for (const route of ALL_ROUTES) {
      const html = readFileSync(htmlFileFor(route), "utf8");
      const fromHtml = withStaticImports(staticReferences(html));
      const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl() });
      const page = await context.newPage();
      const fetched = new Set<string>();
      // Scripts only: a <link rel=prefetch> for the next page is not this page's first load.
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === "script" && url.origin === new URL(baseUrl()).origin) fetched.add(url.pathname);
      });
      await page.goto(route, { waitUntil: "load" });
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      await context.close();
      const all = withStaticImports([...fromHtml, ...fetched]);
      const size = (paths: Set<string>) =>
        [...paths].reduce((sum, path) => {
          const file = resolvePath(SITE_DIR, path);
          return sum + (file ? gzipSize(file) : 0);
        }, 0);
      const biggest = [...all]
        .map((path) => ({ path, gz: resolvePath(SITE_DIR, path) ? gzipSize(resolvePath(SITE_DIR, path)!) : 0 }))
        .sort((a, b) => b.gz - a.gz)
        .slice(0, 4)
        .map((f) => `${f.path.replace(/^\/assets\//, "")} ${kb(f.gz)}`)
        .join(", ");
      const inlineGz = executableInlineScripts(html).reduce((sum, code) => sum + gzipSync(code).length, 0);
      rows.push({ route, files: all.size, inlineGz, staticGz: size(fromHtml), firstLoadGz: inlineGz + size(all), biggest });
      const notPublic = [...all].filter((path) => path.startsWith("/admin/") || !byFile.has(path));
      expect(notPublic, `${route} loads only files of the public build`).toEqual([]);
    }
    console.log(
      "First-load JS (gzip):\n" +
        rows
          .map(
            (r) =>
              `  ${r.route.padEnd(34)} ${kb(r.firstLoadGz).padStart(9)}  (inline ${kb(r.inlineGz)}; ${r.files} files; referenced by the HTML: ${kb(r.staticGz)}; largest: ${r.biggest})`,
          )
          .join("\n"),
    );
    const over = rows.filter((r) => r.firstLoadGz > budgetFor(r.route)).map((r) => `${r.route}: ${kb(r.firstLoadGz)} (budget ${kb(budgetFor(r.route))})`);
    expect(over, "pages over their first-load JS budget").toEqual([]);
    expect(rows.every((r) => r.inlineGz > 0 && r.staticGz > 0), "every page runs its first-paint script and names its module").toBe(true);
  });

  test("CSS is at most 30 KB gzip (built stylesheets in total, and each page's inline + linked CSS)", () => {
    // The public site's stylesheets; the inbox's own (under admin/) is never sent to a visitor.
    const cssFiles = listFiles(SITE_DIR).filter((f) => f.endsWith(".css") && !relative(SITE_DIR, f).startsWith("admin/"));
    const filesTotal = cssFiles.reduce((sum, f) => sum + gzipSize(f), 0);
    const perPage = ALL_ROUTES.map((route) => {
      const html = readFileSync(htmlFileFor(route), "utf8");
      const linked = startTags(html)
        .filter((t) => t.name === "link" && /stylesheet/.test(t.attrs.rel ?? "") && t.attrs.href)
        .map((t) => resolvePath(SITE_DIR, new URL(t.attrs.href!, "http://x/").pathname))
        .filter((f): f is string => !!f);
      const css = inlineStyles(html).join("\n") + linked.map((f) => readFileSync(f, "utf8")).join("\n");
      const htmlGz = gzipSync(html).length;
      return { route, cssGz: gzipSync(css).length, htmlGz };
    });
    console.log(
      `CSS files in dist/client: ${cssFiles.map((f) => relative(SITE_DIR, f)).join(", ") || "none"} = ${kb(filesTotal)} gzip\n` +
        "Per page (gzip): CSS inline+linked / whole HTML document (14 KB first round trip is the aim):\n" +
        perPage.map((p) => `  ${p.route.padEnd(34)} CSS ${kb(p.cssGz).padStart(8)}   HTML ${kb(p.htmlGz).padStart(8)}`).join("\n"),
    );
    expect(filesTotal).toBeLessThanOrEqual(CSS_BUDGET);
    const over = perPage.filter((p) => p.cssGz > CSS_BUDGET).map((p) => `${p.route}: ${kb(p.cssGz)}`);
    expect(over).toEqual([]);
  });

  test("every page's document is at most 13 KB at brotli 5, as the edge compresses it, inside the first round trip", () => {
    // The edge compresses HTML on the fly at about level 5; a new connection's first round trip
    // carries about 14.6 KB, and 13 KB leaves room for the response headers.
    const DOCUMENT_BUDGET = 13 * 1024;
    const sizes = ALL_ROUTES.map((route) => {
      const html = readFileSync(htmlFileFor(route));
      const br = (quality: number) => brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } }).length;
      return { route, br4: br(4), br5: br(5), br11: br(11) };
    });
    console.log(
      "Documents (brotli 4 / 5 / 11; the budget is judged at 5):\n" +
        sizes.map((s) => `  ${s.route.padEnd(34)} ${kb(s.br4).padStart(8)} ${kb(s.br5).padStart(8)} ${kb(s.br11).padStart(8)}`).join("\n"),
    );
    expect(sizes.filter((s) => s.br5 > DOCUMENT_BUDGET).map((s) => `${s.route}: ${kb(s.br5)}`)).toEqual([]);
  });

  test("the inbox is not in any public page or public chunk, and not in the public build", () => {
    const referencing = ALL_ROUTES.filter((route) => INBOX_PATH.test(readFileSync(htmlFileFor(route), "utf8")));
    expect(referencing, "public pages that name /admin or /api/admin").toEqual([]);
    const publicChunks = listFiles(join(SITE_DIR, "assets")).filter((file) => file.endsWith(".js"));
    expect(publicChunks.length).toBeGreaterThan(0);
    const chunksNamingInbox = publicChunks.filter((file) => INBOX_PATH.test(readFileSync(file, "utf8"))).map((file) => relative(SITE_DIR, file));
    expect(chunksNamingInbox, "public chunks that name the inbox").toEqual([]);
    expect(manifest, "the public build's manifest").toBeDefined();
    const inboxModules = Object.keys(manifest ?? {}).filter((source) => source.startsWith("client/admin/"));
    expect(inboxModules, "inbox modules in the public build").toEqual([]);
    // Search engines are kept out: not in the sitemap, disallowed in robots.txt.
    expect(readFileSync(join(SITE_DIR, "sitemap.xml"), "utf8")).not.toMatch(INBOX_PATH);
    expect(readFileSync(join(SITE_DIR, "robots.txt"), "utf8")).toMatch(/^Disallow: \/admin$/m);
    // The inbox's own build is there, with no inline script (its policy is default-src 'self'; the Worker
    // adds the one starter it allows by hash, worker/admin/app-after-paint.ts).
    const inboxHtml = readFileSync(join(SITE_DIR, "admin", "index.html"), "utf8");
    expect(inboxHtml).toMatch(/<meta name="robots" content="noindex/);
    expect(inlineScripts(inboxHtml).filter((code) => code.trim() !== "")).toEqual([]);
    const inboxJs = listFiles(join(SITE_DIR, "admin", "assets")).filter((file) => file.endsWith(".js"));
    const inboxGz = inboxJs.reduce((sum, file) => sum + gzipSize(file), 0);
    console.log(`Inbox app (not loaded by any public page): ${inboxJs.length} JS file(s), ${kb(inboxGz)} gzip`);
    expect(inboxGz).toBeGreaterThan(0);
  });
});
