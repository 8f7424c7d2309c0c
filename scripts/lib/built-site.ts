/**
 * Reading the built site in dist/client without a browser: its HTML files,
 * the route each one serves, the URLs and ids in its markup, and whether an
 * internal path resolves the way Workers Static Assets would resolve it
 * (html_handling "auto-trailing-slash": /about → about.html or about/index.html).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

export function listHtmlFiles(distDir: string): string[] {
  return listFiles(distDir)
    .filter((path) => path.endsWith(".html"))
    .sort();
}

/** "/about" for about.html or about/index.html, "/" for index.html. */
export function routeOfFile(distDir: string, file: string): string {
  const rel = relative(distDir, file).split(sep).join("/");
  const withoutExt = rel.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
  return `/${withoutExt}`.replace(/\/$/, "") || "/";
}

/** The file Workers Static Assets would serve for this path, or undefined (a 404). */
export function resolvePath(distDir: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes("..")) return undefined;
  const clean = decoded.replace(/\/+$/, "");
  const candidates = clean === "" ? ["index.html"] : [clean, `${clean}.html`, `${clean}/index.html`];
  for (const candidate of candidates) {
    const path = join(distDir, candidate);
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", "#x27": "'", "#x2F": "/" };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x?[0-9a-fA-F]+|[a-zA-Z]+);/g, (whole, name: string) => {
    if (ENTITIES[name] !== undefined) return ENTITIES[name]!;
    if (name.startsWith("#x")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return whole;
  });
}

export interface Tag {
  name: string;
  attrs: Record<string, string>;
}

/** Start tags with their attributes, outside comments, <script> and <style> bodies. */
export function startTags(html: string): Tag[] {
  const stripped = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, "$1$2")
    .replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, "$1$2");
  const tags: Tag[] = [];
  for (const match of stripped.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g)) {
    const attrs: Record<string, string> = {};
    for (const attr of (match[2] ?? "").matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attrs[attr[1]!.toLowerCase()] = decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? "");
    }
    tags.push({ name: match[1]!.toLowerCase(), attrs });
  }
  return tags;
}

/** Inline <script> bodies (the boot loader may live there). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? "");
}

export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? "");
}

const URL_METAS = new Set(["og:image", "og:image:url", "og:image:secure_url", "og:url", "twitter:image"]);

/** Every URL the markup references: href, src, srcset/imagesrcset candidates, poster, og/twitter image content, data. */
export function referencedUrls(tags: Tag[]): { tag: string; attr: string; url: string }[] {
  const urls: { tag: string; attr: string; url: string }[] = [];
  for (const tag of tags) {
    for (const attr of ["href", "src", "poster", "data", "action"]) {
      const value = tag.attrs[attr];
      if (value !== undefined && value !== "") urls.push({ tag: tag.name, attr, url: value.trim() });
    }
    for (const attr of ["srcset", "imagesrcset"]) {
      const value = tag.attrs[attr];
      if (!value) continue;
      for (const candidate of value.split(",")) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) urls.push({ tag: tag.name, attr, url });
      }
    }
    if (tag.name === "meta" && URL_METAS.has(tag.attrs.property ?? tag.attrs.name ?? "") && tag.attrs.content) {
      urls.push({ tag: "meta", attr: tag.attrs.property ?? tag.attrs.name ?? "content", url: tag.attrs.content });
    }
  }
  return urls;
}

/** Ids (and <a name>) a fragment can point at. */
export function anchorsOf(tags: Tag[]): Set<string> {
  const ids = new Set<string>();
  for (const tag of tags) {
    if (tag.attrs.id) ids.add(tag.attrs.id);
    if (tag.name === "a" && tag.attrs.name) ids.add(tag.attrs.name);
  }
  return ids;
}
