/**
 * The build reads what the owner published, as `npm start`'s local builder
 * runs it: SITE_CONTENT=local against a local D1 and R2 (a state folder of the
 * test's own, filled with wrangler's own commands as the Worker would have
 * filled it), writing into a folder of its own. A published phone number,
 * review, FAQ answer and gallery project with a photo appear on the pages and
 * in the structured data; a bad row stops the build before it writes a file,
 * naming the section and the field.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { repositorySiteContent } from "../../client/content/site-sections.ts";
import { sqlText } from "../../scripts/lib/wrangler-cli.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);
const state = mkdtempSync(join(tmpdir(), "site-build-state-"));
const wranglerJs = join(root, "node_modules/wrangler/bin/wrangler.js");
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" };

async function wrangler(...args: string[]) {
  await run(process.execPath, [wranglerJs, ...args, "--local", "--persist-to", state], { cwd: root, env, maxBuffer: 16 << 20 });
}
const sql = (command: string) => wrangler("d1", "execute", "DB", "--command", command);

async function build(out: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(root, "scripts/build.ts")], {
      cwd: root,
      env: { ...env, SITE_CONTENT: "local", SITE_CONTENT_PERSIST_TO: state, SITE_BUILD_OUT: out },
      maxBuffer: 64 << 20,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

const PHOTO_ID = "0123456789abcdef0123456789abcdef";
const repository = repositorySiteContent();

beforeAll(async () => {
  await run(process.execPath, [wranglerJs, "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { cwd: root, env });
  // A real photo, 1600 x 1200, as the inbox would upload it.
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 90, b: 140 } } }).jpeg().toBuffer();
  const photoFile = join(state, "upload.jpg");
  writeFileSync(photoFile, photo);
  const sha256 = (await import("node:crypto")).createHash("sha256").update(photo).digest("hex");
  await wrangler("r2", "object", "put", `peachtree-brush-painting-photos/photos/${PHOTO_ID}`, "--file", photoFile, "--content-type", "image/jpeg");
  await sql(
    `insert into site_photos (id, content_type, width, height, bytes, sha256, created_at) values ('${PHOTO_ID}', 'image/jpeg', 1600, 1200, ${photo.length}, '${sha256}', '2026-11-24T00:00:00.000Z')`,
  );

  const business = { ...repository.business, phone: "(404) 555-0123", towns: ["Alpharetta", "Decatur"] };
  const reviews = {
    items: [
      ...repository.reviews.items,
      { id: "owner-1", quote: "Best <b>painters</b> in Decatur.", author: "Owner Test", town: "Decatur", source: "Other", rating: 5, date: "2026-11-20", service: "", hidden: false },
    ],
    featured: ["owner-1", "review-2", "review-3"],
  };
  const gallery = structuredClone(repository.gallery);
  gallery.sections[0]!.projects.unshift({
    id: "owner-den",
    title: "Owner's den in Decatur",
    description: "A den painted last week.",
    alt: "Den with blue walls",
    aspect: "landscape",
    tone: "#1E5A8C",
    photo: { id: PHOTO_ID, focus_x: 0.3, focus_y: 0.5 },
    hidden: false,
  });
  for (const [section, content] of Object.entries({ business, reviews, gallery })) {
    const json = sqlText(JSON.stringify(content));
    await sql(`insert into site_content (section, draft, draft_updated_at, published, published_at) values ('${section}', ${json}, 'now', ${json}, 'now')`);
  }
}, 180_000);

describe("a build from the local D1 and R2", () => {
  it("shows the published facts, review and gallery project with its photo", async () => {
    const out = mkdtempSync(join(tmpdir(), "site-build-out-"));
    const { code, output } = await build(out);
    expect(code, output.slice(-2_000)).toBe(0);
    expect(output).toMatch(/site content: local \(published: business, reviews, gallery; 1 photos\)/);

    const home = readFileSync(join(out, "index.html"), "utf8");
    expect(home).toContain("(404) 555-0123");
    expect(home).toContain('"telephone":"+14045550123"');
    expect(home).not.toContain("555-0142");
    // Markup in a review is text on the page.
    expect(home).toContain("Best &lt;b&gt;painters&lt;/b&gt; in Decatur.");
    const contact = readFileSync(join(out, "contact.html"), "utf8");
    expect(contact).toContain("Decatur");
    expect(contact).not.toContain(">Canton<");
    const gallery = readFileSync(join(out, "gallery.html"), "utf8");
    expect(gallery).toContain("Owner&#x27;s den in Decatur");
    const photoFile = /\/img\/gallery\/owner-den-[0-9a-f]{8}30x50-640\.avif/.exec(gallery)?.[0];
    expect(photoFile).toBeDefined();
    const encoded = await sharp(join(out, photoFile!)).metadata();
    expect(encoded).toMatchObject({ width: 640, height: 480 });

    const live = JSON.parse(readFileSync(join(out, "_site/content.json"), "utf8"));
    expect(live.sources).toEqual({ business: "published", reviews: "published", faq: "repository", gallery: "published", pictures: "repository" });
    expect(live.content.business.phone).toBe("(404) 555-0123");
  }, 600_000);

  it("stops on a bad row before writing anything, naming the section and the field", async () => {
    const bad = { ...repository.reviews, items: [{ ...repository.reviews.items[0]!, quote: "x".repeat(1_501) }, ...repository.reviews.items.slice(1)] };
    await sql(`update site_content set published = ${sqlText(JSON.stringify(bad))} where section = 'reviews'`);
    const out = join(mkdtempSync(join(tmpdir(), "site-build-bad-")), "client");
    const { code, output } = await build(out);
    expect(code).not.toBe(0);
    expect(output).toMatch(/Published site content, section "reviews": field items\.0\.quote: The review may be at most 1500 characters\./);
    expect(existsSync(out)).toBe(false);
  }, 180_000);
});
