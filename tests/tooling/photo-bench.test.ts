/**
 * `npm run bench -- --photos DIR` puts a stand-in photograph behind every
 * picture a build still draws. After the owner publishes photos, the built
 * site's files carry the photo's tag in their names; those pictures are the
 * owner's photographs, not drawings, and must neither be counted as drawn nor
 * misread as picture ids (a stand-in named after a tagged file would never be
 * used, and the bench would measure drawings while claiming photographs).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { drawnPictureIds } from "../../scripts/lib/photo-build.ts";

const root = mkdtempSync(join(tmpdir(), "photo-bench-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function touch(path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, "");
}

describe("the pictures a build drew", () => {
  it("lists drawn pictures once per id, and leaves out the owner's photos and the repository's own", () => {
    const dist = join(root, "dist");
    const photos = join(root, "photos");
    for (const width of [480, 800, 1200]) {
      touch(join(dist, "img/pages/home-hero-" + width + ".avif"));
      touch(join(dist, "img/pages/home-hero-" + width + ".webp"));
      // Published by the owner: photo 2d8c565e…, cropped around its centre.
      touch(join(dist, "img/pages/about-hero-2d8c565e50x50-" + width + ".avif"));
      touch(join(dist, "img/gallery/interior-painting-01-17cc0eb330x75-" + width + ".avif"));
    }
    touch(join(dist, "img/gallery/interior-painting-02-640.avif"));
    touch(join(dist, "img/services/epoxy-floors-card-640.avif"));
    // A photo already in the repository for this id: not drawn either.
    touch(join(photos, "services/epoxy-floors-card.jpg"));

    expect(drawnPictureIds(dist, photos)).toEqual(["gallery/interior-painting-02", "pages/home-hero"]);
  });

  it("answers nothing for a build with no pictures", () => {
    expect(drawnPictureIds(join(root, "empty"), join(root, "photos"))).toEqual([]);
  });
});
