/**
 * No broken internal links or anchors in the built site: every href/src/srcset
 * in every prerendered page (and url() in its CSS, and every sitemap entry)
 * resolves to a built file or route, and every #fragment exists on its target
 * page.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test, inject } from "vitest";
import {
  anchorsOf,
  inlineStyles,
  listFiles,
  listHtmlFiles,
  referencedUrls,
  resolvePath,
  routeOfFile,
  startTags,
} from "../../scripts/lib/built-site.ts";
import { NOT_FOUND_PATH, PAGE_ROUTES } from "../../scripts/lib/routes.ts";

/** The snapshot of dist/client this run serves (see tests/browser/support/paths.ts). */
const SITE_DIR = inject("siteDir");

const files = listHtmlFiles(SITE_DIR);
const pages = files.map((file) => {
  const html = readFileSync(file, "utf8");
  const tags = startTags(html);
  return { file, route: routeOfFile(SITE_DIR, file), html, tags, anchors: anchorsOf(tags) };
});
const anchorsByFile = new Map(pages.map((p) => [p.file, p.anchors]));

/** The production origin, from the home page's canonical link: absolute links to it are internal too. */
const canonical = pages.find((p) => p.route === "/")?.tags.find((t) => t.name === "link" && t.attrs.rel === "canonical")?.attrs.href;
const siteOrigin = canonical ? new URL(canonical).origin : "https://site.invalid";

function check(url: string, fromRoute: string, fromFile?: string, tag?: string): string | undefined {
  if (/^(mailto|tel|sms|data|blob):/i.test(url)) return undefined;
  // A fragment alone points into the page itself (the 404 page is served at any path).
  if (url.startsWith("#") && fromFile) {
    const fragment = decodeURIComponent(url.slice(1));
    return !fragment || anchorsByFile.get(fromFile)?.has(fragment) ? undefined : `no id="${fragment}" on this page`;
  }
  if (/^javascript:/i.test(url)) return "javascript: URL";
  const base = new URL(fromRoute, siteOrigin);
  let target: URL;
  try {
    target = new URL(url, base);
  } catch {
    return "unparseable URL";
  }
  if (target.origin !== siteOrigin) return undefined; // outbound: not ours to resolve offline
  if (target.pathname.startsWith("/api/")) return tag === "form" ? undefined : "links into the API";
  const file = resolvePath(SITE_DIR, target.pathname);
  if (!file) return `no built file for ${target.pathname}`;
  const fragment = decodeURIComponent(target.hash.slice(1));
  if (fragment && file.endsWith(".html") && !anchorsByFile.get(file)?.has(fragment)) {
    return `no id="${fragment}" on ${target.pathname}`;
  }
  return undefined;
}

describe("built site", () => {
  test("every route is a prerendered file, and 404.html exists", () => {
    const routes = new Set(pages.map((p) => p.route));
    for (const route of PAGE_ROUTES) expect(routes, `a prerendered page for ${route}`).toContain(route);
    expect(existsSync(join(SITE_DIR, "404.html"))).toBe(true);
    expect(resolvePath(SITE_DIR, NOT_FOUND_PATH)).toBeUndefined();
  });

  test("every internal href/src/srcset resolves and every #anchor exists", () => {
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages) {
      for (const ref of referencedUrls(page.tags)) {
        checked += 1;
        const problem = check(ref.url, page.route === "/404" ? NOT_FOUND_PATH : page.route, page.file, ref.tag);
        if (problem) broken.push(`${relative(SITE_DIR, page.file)}: <${ref.tag} ${ref.attr}="${ref.url}">: ${problem}`);
      }
    }
    console.log(`links: ${checked} references in ${pages.length} pages checked`);
    expect(broken).toEqual([]);
  });

  test("every url() in the CSS resolves", () => {
    const sources = [
      ...listFiles(SITE_DIR).filter((f) => f.endsWith(".css")).map((f) => ({ where: relative(SITE_DIR, f), css: readFileSync(f, "utf8"), from: `/${relative(SITE_DIR, f)}` })),
      ...pages.flatMap((p) => inlineStyles(p.html).map((css) => ({ where: `${relative(SITE_DIR, p.file)} <style>`, css, from: p.route }))),
    ];
    const broken: string[] = [];
    for (const source of sources) {
      for (const match of source.css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
        const url = match[2]!;
        if (url.startsWith("#")) continue;
        const problem = check(url, source.from);
        if (problem) broken.push(`${source.where}: url(${url}): ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });

  test("sitemap.xml lists every route and only resolvable ones", () => {
    const sitemapPath = join(SITE_DIR, "sitemap.xml");
    expect(existsSync(sitemapPath), "dist/client/sitemap.xml").toBe(true);
    const locs = [...readFileSync(sitemapPath, "utf8").matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1]!);
    const paths = locs.map((loc) => new URL(loc).pathname.replace(/\/$/, "") || "/");
    expect(paths.sort()).toEqual([...PAGE_ROUTES].sort());
    for (const loc of locs) expect(check(loc, "/"), loc).toBeUndefined();
  });
});
