/**
 * `npm run publish:photos -- DIR [--origin http://127.0.0.1:8787]`: does what
 * the owner does before launch, through the inbox's own API against a running
 * `npm start`: uploads the photographs in DIR, puts one (cycling) behind every
 * picture the site draws (heroes, service pages, before/after, every gallery
 * project), publishes, and waits until the local builder has the site live.
 * Then `npm run bench -- --no-build` measures the site as the owner's photos
 * make it. Sign-in is off under `npm start`, so no token is needed; the
 * inbox's API refuses a foreign Origin, so requests name the site's own.
 * Runs on plain Node 22 (type stripping): erasable TypeScript only.
 */
import { readFileSync } from "node:fs";
import { basename, extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { drawnPictureIds, photosIn } from "./lib/photo-build.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const originFlag = args.indexOf("--origin");
const origin = originFlag >= 0 ? args[originFlag + 1]! : "http://127.0.0.1:8787";
const dir = args.find((arg, i) => !arg.startsWith("--") && args[i - 1] !== "--origin");
if (!dir) {
  console.error("usage: npm run publish:photos -- DIR [--origin http://127.0.0.1:8787]");
  process.exit(2);
}
const photoDir = resolve(process.env.INIT_CWD ?? process.cwd(), dir);
const TYPES: Record<string, string> = { ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".webp": "image/webp" };

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${origin}/api/admin/site${path}`, {
    ...init,
    headers: { Origin: origin, ...(init.body && !(init.body instanceof FormData) ? { "Content-Type": "application/json" } : {}), ...init.headers },
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

interface Choice {
  id: string;
  focus_x: number;
  focus_y: number;
}
interface SiteAnswer {
  live: { content: { gallery: { sections: { projects: { photo: Choice | null }[] }[] }; pictures: { photos: Record<string, unknown> } } };
  sections: Record<string, { draft: unknown; published: unknown }>;
}

const files = photosIn(photoDir);
if (files.length === 0) throw new Error(`no photographs in ${photoDir}`);
const uploaded: string[] = [];
for (const file of files) {
  const form = new FormData();
  form.set("file", new Blob([readFileSync(file)], { type: TYPES[extname(file).toLowerCase()] ?? "application/octet-stream" }), basename(file));
  const answer = await api<{ photo: { id: string; width: number; height: number } }>("/photos", { method: "POST", body: form });
  console.log(`uploaded ${basename(file)}: ${answer.photo.id} (${answer.photo.width} x ${answer.photo.height})`);
  uploaded.push(answer.photo.id);
}
let next = 0;
const choice = (): Choice => ({ id: uploaded[next++ % uploaded.length]!, focus_x: 0.5, focus_y: 0.5 });

// Every picture outside the gallery: those this build still draws and those already given a photo
// (a second run replaces those too, rather than dropping them); the gallery's photos sit on its projects.
const site = await api<SiteAnswer>("");
const drawn = drawnPictureIds(join(root, "dist/client"), join(root, "client/content/photos")).filter((id) => !id.startsWith("gallery/"));
const pictureIds = [...new Set([...drawn, ...Object.keys(site.live.content.pictures.photos)])].sort();
const photos = Object.fromEntries(pictureIds.map((id) => [id, { ...choice(), alt: `Owner's photograph for ${id}` }]));
const gallery = site.live.content.gallery;
for (const section of gallery.sections) for (const project of section.projects) project.photo = choice();

await api("/pictures", { method: "PUT", body: JSON.stringify({ photos }) });
await api("/gallery", { method: "PUT", body: JSON.stringify(gallery) });
const projects = gallery.sections.reduce((sum, section) => sum + section.projects.length, 0);
console.log(`drafts: ${pictureIds.length} pictures and ${projects} gallery projects, each with a photo`);

const asked = await api<{ publish: { id: string; status: string } }>("/publish", { method: "POST" });
const started = Date.now();
console.log(`publish ${asked.publish.id}: ${asked.publish.status}`);
for (;;) {
  await new Promise((done) => setTimeout(done, 2_000));
  const { publish } = await api<{ publish: { status: string; reason: string | null } }>(`/publishes/${asked.publish.id}`);
  if (publish.status === "live") {
    console.log(`live after ${Math.round((Date.now() - started) / 1000)} s: dist/client now shows the owner's photos`);
    break;
  }
  if (publish.status === "failed") throw new Error(`the publish failed: ${publish.reason ?? "no reason given"}`);
  if (Date.now() - started > 20 * 60_000) throw new Error("no build within 20 minutes");
}
