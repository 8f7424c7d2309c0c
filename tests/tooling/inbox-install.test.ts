/**
 * What makes the inbox installable, as the build writes it: the manifest and
 * icons (scripts/build/inbox-install.ts), and the default name a device gets
 * when the owner turns notifications on from it.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultDeviceLabel } from "../../client/admin/push/device-label.ts";
import { INBOX_MANIFEST, INBOX_THEME_COLOR, writeInboxInstallFiles } from "../../scripts/build/inbox-install.ts";

let dir = "";

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "inbox-install-"));
  await writeInboxInstallFiles(dir, await readFile(new URL("../../client/admin/install/inbox-icon.svg", import.meta.url), "utf8"));
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...data.subarray(offset, offset + 4)];
}

describe("the inbox's manifest and icons", () => {
  it("writes the manifest as built, installable under /admin/", async () => {
    const manifest = JSON.parse(await readFile(join(dir, "manifest.webmanifest"), "utf8"));
    expect(manifest).toEqual(JSON.parse(JSON.stringify(INBOX_MANIFEST)));
    expect(manifest).toMatchObject({ id: "/admin/", start_url: "/admin/", scope: "/admin/", display: "standalone", theme_color: INBOX_THEME_COLOR });
  });

  it("draws every icon at its stated size: maskable ones full bleed, the plain ones with rounded corners", async () => {
    for (const icon of INBOX_MANIFEST.icons) {
      const file = join(dir, icon.src.replace(/^\/admin\//, ""));
      const { width, height, format } = await sharp(file).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format).toBe("png");
      const [, , , cornerAlpha] = await pixel(file, 0, 0);
      // Android crops a maskable icon to its own shape, so its corner must be painted; a plain icon is shown as is.
      expect(cornerAlpha, icon.src).toBe(icon.purpose === "maskable" ? 255 : 0);
    }
    const touch = await sharp(join(dir, "apple-touch-icon.png")).metadata();
    expect([touch.width, touch.height, touch.hasAlpha]).toEqual([180, 180, false]);
  });
});

describe("a device's default name", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1", 0, "iPhone"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15", 5, "iPad"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36", 5, "Android phone"],
    ["Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36", 5, "Android tablet"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0", 0, "Edge on Windows"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15", 0, "Safari on Mac"],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36", 0, "Chrome on Linux"],
    ["Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0", 0, "Firefox on Linux"],
  ])("%s, %i touch points → %s", (userAgent, touchPoints, label) => {
    expect(defaultDeviceLabel(userAgent, touchPoints)).toBe(label);
  });
});
