/**
 * `npm run bench -- --photos DIR`: the site as the owner will launch it, with a
 * photograph behind every picture the build still draws. The repository is
 * copied to a scratch folder (its node_modules linked, not copied), a photo from
 * DIR is put in for each drawn picture id (cycling through DIR's files), and
 * the copy is built there. Nothing in the repository changes, and the photos
 * are never committed: the launched site ships the owner's own.
 * Runs on plain Node 22 (type stripping): erasable TypeScript only.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, extname, join, relative } from "node:path";
import { LIVE_CONTENT_FILE } from "../build/published-content.ts";
import { PHOTO_EXTENSIONS, findPhoto } from "./photos.ts";

/** Folders of the repository a build does not need (or makes itself). */
const NOT_COPIED = new Set(["node_modules", ".git", "dist", "bench-results", "test-results", ".wrangler"]);

/**
 * A picture file from an owner's uploaded photo: `img/<id>-<photo tag>-<width>.avif`,
 * the tag being the photo id's first 8 hex digits and the crop point
 * (client/lib/images.ts, e.g. `pages/home-hero-2d8c565e50x50-800.avif`). Such a
 * picture is a photograph already, not a drawing.
 */
const OWNER_PHOTO_FILE = /-[0-9a-f]{8}\d{1,3}x\d{1,3}-\d+\.avif$/;

/** The picture ids a build drew: every `img/<id>-<width>.avif` it wrote, less those made from the owner's photos. */
export function drawnPictureIds(distDir: string, photosDir: string): string[] {
  const imgDir = join(distDir, "img");
  const ids = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".avif") && !OWNER_PHOTO_FILE.test(name)) ids.add(relative(imgDir, path).replace(/-\d+\.avif$/, ""));
    }
  };
  if (existsSync(imgDir)) walk(imgDir);
  return [...ids].filter((id) => !findPhoto(photosDir, id)).sort();
}

/** The photographs in a folder, in name order. */
export function photosIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => (PHOTO_EXTENSIONS as readonly string[]).includes(extname(name).slice(1).toLowerCase()))
    .sort()
    .map((name) => join(dir, name));
}

/**
 * Builds a copy of the repository at `root` with a photo for each drawn picture; answers the copy's dist/client.
 * When the site measured was built from what the owner published locally (`npm start`'s builder: its
 * live-content record names a published section), the copy reads the same local D1 and R2, so the
 * owner's words and photos stay and only the pictures still drawn get a stand-in.
 */
export function buildWithPhotos(root: string, photoDir: string, drawnIds: string[], distDir = join(root, "dist", "client")): string {
  const photos = photosIn(photoDir);
  if (photos.length === 0) throw new Error(`no photographs (${PHOTO_EXTENSIONS.join(", ")}) in ${photoDir}`);
  const scratch = mkdtempSync(join(tmpdir(), "bench-photos-"));
  for (const name of readdirSync(root)) {
    if (NOT_COPIED.has(name)) continue;
    cpSync(join(root, name), join(scratch, name), { recursive: true });
  }
  symlinkSync(join(root, "node_modules"), join(scratch, "node_modules"), "dir");
  drawnIds.forEach((id, index) => {
    const photo = photos[index % photos.length]!;
    const target = join(scratch, "client/content/photos", `${id}${extname(photo).toLowerCase()}`);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(photo, target);
  });
  console.log(`== build with photos: ${drawnIds.length} pictures from ${photos.length} photographs in ${photoDir} (scratch copy ${scratch}) ==`);
  const env = builtFromLocalContent(distDir)
    ? { ...process.env, SITE_CONTENT: "local", SITE_CONTENT_PERSIST_TO: join(root, ".wrangler", "state") }
    : process.env;
  if (env.SITE_CONTENT === "local") console.log("== the site measured shows the owner's published content: the copy reads it from the local D1 and R2 ==");
  const result = spawnSync("npm", ["run", "build"], { cwd: scratch, stdio: "inherit", env });
  if (result.status !== 0) throw new Error("the build with photos failed");
  return join(scratch, "dist", "client");
}

/** Whether a built site shows content the owner published (its live-content record names a published section). */
function builtFromLocalContent(distDir: string): boolean {
  const record = join(distDir, LIVE_CONTENT_FILE);
  if (!existsSync(record)) return false;
  const { sources } = JSON.parse(readFileSync(record, "utf8")) as { sources?: Record<string, string> };
  return Object.values(sources ?? {}).includes("published");
}
