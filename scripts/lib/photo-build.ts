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
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, extname, join, relative } from "node:path";
import { PHOTO_EXTENSIONS, findPhoto } from "./photos.ts";

/** Folders of the repository a build does not need (or makes itself). */
const NOT_COPIED = new Set(["node_modules", ".git", "dist", "bench-results", "test-results", ".wrangler"]);

/** The picture ids a build drew: every `img/<id>-<width>.avif` it wrote. */
export function drawnPictureIds(distDir: string, photosDir: string): string[] {
  const imgDir = join(distDir, "img");
  const ids = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".avif")) ids.add(relative(imgDir, path).replace(/-\d+\.avif$/, ""));
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

/** Builds a copy of the repository at `root` with a photo for each drawn picture; answers the copy's dist/client. */
export function buildWithPhotos(root: string, photoDir: string, drawnIds: string[]): string {
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
  const result = spawnSync("npm", ["run", "build"], { cwd: scratch, stdio: "inherit" });
  if (result.status !== 0) throw new Error("the build with photos failed");
  return join(scratch, "dist", "client");
}
