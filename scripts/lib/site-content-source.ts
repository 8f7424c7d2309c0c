/**
 * Where a build's site content comes from (`SITE_CONTENT`):
 * - `repository` (the default of `npm run build` and the tests): the content in
 *   client/content/ as committed;
 * - `local` (`npm start` and its local builder): what the owner published into
 *   the local D1 and R2 that `wrangler dev` uses;
 * - `remote` (the release in Workers Builds, `npm run release`): the production
 *   D1 and R2, read with the deploy's API token.
 * A section never published is the repository's own. Every published section
 * is checked with the same schemas the inbox and its API use: a bad row stops
 * the build with the section and field named, before anything is written, so
 * the site being served stays as it was.
 * Runs on plain Node 22 (type stripping): erasable TypeScript only.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { experimental_readRawConfig } from "wrangler";
import { SECTION_SCHEMAS, SITE_SECTIONS, photosIn, type PublishedSiteContent, type SiteSection } from "../../common/site-content.ts";
import { d1Query, sqlText, whereFlags, wrangler, type Where } from "./wrangler-cli.ts";

export type ContentSource = "repository" | Where;

export function contentSource(value = process.env.SITE_CONTENT): ContentSource {
  const source = (value ?? "repository").trim() || "repository";
  if (source !== "repository" && source !== "local" && source !== "remote") {
    throw new Error(`SITE_CONTENT must be repository, local or remote, not "${source}"`);
  }
  return source;
}

export class SiteContentError extends Error {
  override name = "SiteContentError";
}

/** An uploaded photo as the build needs it: its bytes on disk, named by content hash. */
export interface PhotoFile {
  id: string;
  path: string;
  sha256: string;
}

export interface ResolvedSiteContent {
  source: ContentSource;
  published: PublishedSiteContent;
  /** Uploaded photos the published content uses, by photo id. */
  photos: Map<string, PhotoFile>;
}

interface ContentRow {
  section: string;
  published: string | null;
}

interface PhotoRow {
  id: string;
  content_type: string;
  sha256: string;
}

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** Checks one published section; a failure names the section and every bad field. */
export function checkSection(section: SiteSection, json: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new SiteContentError(`Published site content, section "${section}": the stored row is not valid JSON.`);
  }
  const parsed = SECTION_SCHEMAS[section].safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `field ${issue.path.map(String).join(".") || "(whole section)"}: ${issue.message}`);
    throw new SiteContentError(`Published site content, section "${section}": ${problems.join("; ")}`);
  }
  return parsed.data;
}

function bucketName(root: string): string {
  const { rawConfig } = experimental_readRawConfig({ config: join(root, "wrangler.toml") });
  const buckets = (rawConfig.r2_buckets ?? []) as { binding: string; bucket_name?: string }[];
  const bucket = buckets.find((entry) => entry.binding === "PHOTOS")?.bucket_name;
  if (!bucket) throw new Error("wrangler.toml has no R2 bucket bound as PHOTOS");
  return bucket;
}

/** The published sections from D1 (checked) and their photos from R2, cached by content hash. */
export async function readPublishedContent(root: string, source: ContentSource, cacheDir: string): Promise<ResolvedSiteContent> {
  const published: PublishedSiteContent = {};
  const photos = new Map<string, PhotoFile>();
  if (source === "repository") return { source, published, photos };

  let rows: ContentRow[];
  try {
    rows = await d1Query<ContentRow>(root, source, "select section, published from site_content where published is not null");
  } catch (error) {
    // A local database that was never migrated has no owner content to read.
    if (source === "local" && /no such table/i.test(String((error as Error).message))) {
      console.warn("[build] the local D1 has no site_content table yet (run `npm run db:migrate:local`): the repository's content is used");
      return { source, published, photos };
    }
    throw error;
  }
  for (const row of rows) {
    if (!(SITE_SECTIONS as readonly string[]).includes(row.section) || row.published === null) continue;
    const section = row.section as SiteSection;
    (published as Record<string, unknown>)[section] = checkSection(section, row.published);
  }

  const uses = SITE_SECTIONS.flatMap((section) => (published[section] ? photosIn(section, published[section]).map((use) => ({ section, ...use })) : []));
  const ids = [...new Set(uses.map((use) => use.id))];
  if (ids.length === 0) return { source, published, photos };

  const known = new Map<string, PhotoRow>();
  for (let i = 0; i < ids.length; i += 90) {
    const list = ids.slice(i, i + 90).map(sqlText).join(", ");
    for (const row of await d1Query<PhotoRow>(root, source, `select id, content_type, sha256 from site_photos where id in (${list})`)) known.set(row.id, row);
  }
  const missing = uses.find((use) => !known.has(use.id));
  if (missing) throw new SiteContentError(`Published site content, section "${missing.section}": field ${missing.path}: no uploaded photo has the id ${missing.id}.`);

  await mkdir(cacheDir, { recursive: true });
  const bucket = bucketName(root);
  for (const id of ids) {
    const row = known.get(id)!;
    if (!/^[a-f0-9]{64}$/.test(row.sha256)) throw new SiteContentError(`Photo ${id}: its stored hash is not a SHA-256.`);
    const path = join(cacheDir, `${row.sha256}.${EXTENSIONS[row.content_type] ?? "bin"}`);
    if (!existsSync(path)) {
      // Fetched once per content hash: a publish downloads (and later encodes) only new photos.
      const partial = `${path}.part`;
      await wrangler(root, ["r2", "object", "get", `${bucket}/photos/${id}`, ...whereFlags(source), "--file", partial]);
      await rename(partial, path).catch(async (error: unknown) => {
        await rm(partial, { force: true });
        throw error;
      });
    }
    photos.set(id, { id, path, sha256: row.sha256 });
  }
  // A photo's bytes must be the bytes uploaded: a mismatch is a damaged download or object.
  for (const photo of photos.values()) {
    const digest = createHash("sha256").update(await readFile(photo.path)).digest("hex");
    if (digest !== photo.sha256) {
      await rm(photo.path, { force: true });
      throw new SiteContentError(`Photo ${photo.id}: the bytes read from R2 do not match the upload (sha256).`);
    }
  }
  return { source, published, photos };
}
