/**
 * Copy rules a read of every page found broken once, checked on the built HTML:
 * every <title> ends with the business name, US spelling of "email" and
 * "color", one wording for the quote call to action, no claim's plus sign in
 * running text, and no project shown twice under two different towns.
 */
import { readFileSync } from "node:fs";
import { describe, expect, inject, test } from "vitest";
import { decodeEntities, listHtmlFiles, routeOfFile } from "../../scripts/lib/built-site.ts";
import { business } from "../../client/content/business.ts";

const SITE_DIR = inject("siteDir");

// The public pages; the owner's inbox app (dist/client/admin/) is its own product with its own title.
const pages = listHtmlFiles(SITE_DIR)
  .filter((file) => !/^\/admin(\/|$)/.test(routeOfFile(SITE_DIR, file)))
  .map((file) => {
    const html = readFileSync(file, "utf8");
    const body = html.slice(html.indexOf("<body"));
    const visible = decodeEntities(body.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
    const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    return { route: routeOfFile(SITE_DIR, file), html: body, visible, title };
  });

describe("page copy", () => {
  test("every page title ends with the business name", () => {
    for (const page of pages) expect(page.title, page.route).toMatch(new RegExp(` \\| ${business.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  });

  test("one spelling: email and color", () => {
    for (const page of pages) {
      expect(page.visible, page.route).not.toMatch(/\be-mail/i);
      expect(page.visible, page.route).not.toMatch(/\bcolour/i);
    }
  });

  test("the quote call to action has one wording", () => {
    for (const page of pages) {
      const labels = [...page.html.matchAll(/<a\b[^>]*href="\/quote"[^>]*>([\s\S]*?)<\/a>/g)]
        .map((match) => decodeEntities(match[1]!.replace(/<[^>]+>/g, "")).trim())
        .filter((label) => /quote/i.test(label) && !/^request a free quote$/.test(label));
      for (const label of labels) expect(label, page.route).toBe("Get a Free Quote");
    }
  });

  test("no claim's plus sign inside a sentence", () => {
    for (const page of pages) expect(page.visible, page.route).not.toMatch(/(more than|over) \d+\+/i);
  });

  test("a project named in one town is not shown in another", () => {
    // Project captions read "<what> in <Town>"; the same <what> in two towns is one job told twice.
    const towns = new Map<string, Set<string>>();
    const pattern = new RegExp(`<h3[^>]*>([^<]+?) in (${business.towns.join("|")})</h3>`, "g");
    for (const page of pages.filter((p) => p.route === "/gallery" || p.route.startsWith("/services/"))) {
      for (const match of page.html.matchAll(pattern)) {
        const what = decodeEntities(match[1]!).toLowerCase();
        towns.set(what, new Set([...(towns.get(what) ?? []), match[2]!]));
      }
    }
    expect(towns.size, "project captions found").toBeGreaterThan(50);
    const repeated = [...towns].filter(([, inTowns]) => inTowns.size > 1).map(([what, inTowns]) => `${what}: ${[...inTowns].join(", ")}`);
    expect(repeated).toEqual([]);
  });
});
