/**
 * The structured data every page carries, read from the built HTML as a search
 * engine reads it. The business is described honestly: no rating and no
 * reviews of itself (search engines refuse self-served review markup, and the
 * site's testimonials are its own selection), and `sameAs` lists no sample
 * review-platform link.
 */
import { readFileSync } from "node:fs";
import { describe, expect, inject, test } from "vitest";
import { listHtmlFiles, routeOfFile } from "../../scripts/lib/built-site.ts";
import { business } from "../../client/content/business.ts";

const SITE_DIR = inject("siteDir");

type JsonLd = Record<string, unknown>;

function jsonLdBlocks(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as JsonLd,
  );
}

const pages = listHtmlFiles(SITE_DIR)
  .map((file) => ({ route: routeOfFile(SITE_DIR, file), blocks: jsonLdBlocks(readFileSync(file, "utf8")) }))
  // The public pages: not the 404 page, not the owner's inbox app (never indexed).
  .filter((page) => page.route !== "/404" && page.route !== "/admin" && !page.route.startsWith("/admin/"));

describe("structured data", () => {
  test("every page names the business once; the home, about and contact pages describe it with its towns and hours, without ratings or reviews", () => {
    expect(pages.length).toBeGreaterThan(10);
    const full = ["/", "/about", "/contact"];
    for (const page of pages) {
      const businesses = page.blocks.filter((block) => block["@type"] === "HousePainter");
      expect(businesses, page.route).toHaveLength(1);
      const data = businesses[0]!;
      expect(data.name, page.route).toBe(business.name);
      expect(data["@id"], page.route).toBe(`${business.siteUrl}/#business`);
      if (full.includes(page.route)) {
        expect(data.areaServed as unknown[], page.route).toHaveLength(12);
        expect(data.openingHoursSpecification as unknown[], page.route).toHaveLength(2);
      } else {
        // Named by @id only: search engines join it to the full description.
        expect(Object.keys(data).sort(), page.route).toEqual(["@context", "@id", "@type", "name", "url"]);
      }
      expect(data, page.route).not.toHaveProperty("aggregateRating");
      expect(data, page.route).not.toHaveProperty("review");
      expect(JSON.stringify(page.blocks), page.route).not.toMatch(/"@type":"(Review|AggregateRating)"/);
    }
  });

  test("sameAs lists only review-platform links not marked as samples (none today)", () => {
    const confirmed = business.reviewPlatforms.filter((platform) => !platform.sample).map((platform) => platform.url);
    for (const page of pages.filter((page) => ["/", "/about", "/contact"].includes(page.route))) {
      const data = page.blocks.find((block) => block["@type"] === "HousePainter")!;
      if (confirmed.length === 0) expect(data, page.route).not.toHaveProperty("sameAs");
      else expect(data.sameAs, page.route).toEqual(confirmed);
    }
  });

  test("service pages describe their service, and the FAQ page its questions", () => {
    const servicePages = pages.filter((page) => page.route.startsWith("/services/"));
    expect(servicePages).toHaveLength(6);
    for (const page of servicePages) expect(page.blocks.map((block) => block["@type"]), page.route).toContain("Service");
    const faq = pages.find((page) => page.route === "/faq")!;
    const faqBlock = faq.blocks.find((block) => block["@type"] === "FAQPage")!;
    expect(faqBlock.mainEntity as unknown[]).toHaveLength(10);
  });
});
