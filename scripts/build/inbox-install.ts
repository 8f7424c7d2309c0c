/**
 * What makes the owner's inbox installable on a phone: its web app manifest and
 * its icons, drawn from client/admin/install/inbox-icon.svg. Written into
 * dist/client/admin/ after the inbox's own Vite build (which empties that
 * folder), so they are served under /admin/ behind the same sign-in check as
 * the rest of the inbox.
 *
 * The icon's mark sits inside the central 40% circle the maskable-icon format
 * keeps visible, on a full-bleed background, so the same drawing serves as the
 * maskable icon (Android crops it to its own shape) and, with rounded corners
 * cut out, as the plain one.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";

/** The inbox bar's colour (client/admin/styles/admin.css): the installed app's title bar matches it. */
export const INBOX_THEME_COLOR = "#0f2438";
/** The page background while the app starts, so the launch screen does not flash white before the list. */
export const INBOX_BACKGROUND_COLOR = "#f5f3ef";

const ICON_SIZES = [192, 512] as const;

export const INBOX_MANIFEST = {
  // The app's identity: stays the same if start_url ever changes, so an installed copy is not orphaned.
  id: "/admin/",
  name: "Peachtree Brush Inbox",
  short_name: "Inbox",
  description: "Your quote requests and messages from the website, with a notification for each new one.",
  start_url: "/admin/",
  scope: "/admin/",
  display: "standalone",
  orientation: "any",
  theme_color: INBOX_THEME_COLOR,
  background_color: INBOX_BACKGROUND_COLOR,
  lang: "en-US",
  dir: "ltr",
  icons: ICON_SIZES.flatMap((size) => [
    { src: `/admin/icons/inbox-${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose: "any" },
    { src: `/admin/icons/inbox-maskable-${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose: "maskable" },
  ]),
} as const;

/** Writes manifest.webmanifest, the icons and apple-touch-icon.png into the inbox's build folder. */
export async function writeInboxInstallFiles(adminDir: string, iconSvg: string): Promise<void> {
  const iconsDir = join(adminDir, "icons");
  await mkdir(iconsDir, { recursive: true });
  const source = Buffer.from(iconSvg);
  const render = (size: number) => sharp(source, { density: Math.ceil((72 * size) / 512) + 1 }).resize(size, size);
  for (const size of ICON_SIZES) {
    await render(size).png().toFile(join(iconsDir, `inbox-maskable-${size}.png`));
    const radius = Math.round(size * 0.22);
    const corners = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}"/></svg>`);
    await render(size)
      .composite([{ input: corners, blend: "dest-in" }])
      .png()
      .toFile(join(iconsDir, `inbox-${size}.png`));
  }
  // iOS rounds the corners of a Home Screen icon itself and shows transparency as black: full bleed.
  await render(180).flatten({ background: INBOX_THEME_COLOR }).png().toFile(join(adminDir, "apple-touch-icon.png"));
  await writeFile(join(adminDir, "manifest.webmanifest"), `${JSON.stringify(INBOX_MANIFEST, null, 2)}\n`);
}
