/**
 * Puts the owner's published content into the build: a Vite plugin that
 * answers client/content/published.ts with the sections the build read and
 * checked, so the pages, the structured data and the browser bundle all show
 * them. Also writes the build's record of the live content for the Worker
 * (dist/client/_site/content.json; worker/site/live-content.ts reads it).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";
import { SITE_SECTIONS, type PublishedSiteContent, type SiteContent, type SiteSection } from "../../common/site-content.ts";

export function publishedContentPlugin(root: string, published: PublishedSiteContent): Plugin {
  const target = resolve(root, "client/content/published.ts");
  return {
    name: "published-site-content",
    enforce: "pre",
    load(id) {
      if (id.split("?")[0] !== target) return null;
      return `export const published = ${JSON.stringify(published)};\n`;
    },
  };
}

/** The live content path under dist/client; the Worker's LIVE_CONTENT_PATH names the same file. */
export const LIVE_CONTENT_FILE = "_site/content.json";

/** A picture of the site the owner can give a photo (the gallery's are on its projects). */
export interface SitePicture {
  id: string;
  alt: string;
  aspect: string;
}

export async function writeLiveContent(
  clientDir: string,
  repository: SiteContent,
  published: PublishedSiteContent,
  pictures: readonly SitePicture[],
): Promise<void> {
  const content = {} as Record<SiteSection, unknown>;
  const sources = {} as Record<SiteSection, "published" | "repository">;
  for (const section of SITE_SECTIONS) {
    content[section] = published[section] ?? repository[section];
    sources[section] = published[section] ? "published" : "repository";
  }
  const target = join(clientDir, LIVE_CONTENT_FILE);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, JSON.stringify({
      built_at: new Date().toISOString(),
      sources,
      content,
      // The inbox lists these under Photos, each with its shape for the crop.
      pictures: pictures.filter((picture) => !picture.id.startsWith("gallery/")).map(({ id, alt, aspect }) => ({ id, alt, aspect })),
    }),);
}
