/**
 * `npm run build`: the whole site into dist/client, ready for `wrangler dev` or
 * `wrangler deploy`.
 *   0. The owner's published content (SITE_CONTENT=local|remote; the repository's
 *      own by default) is read and checked with the Site screens' schemas, and its
 *      photos fetched, before anything is written: a bad row stops the build here,
 *      naming the section and field, and the site being served stays as it was.
 *   1. Vite builds the browser code (the after-paint module, the lead form's
 *      island) and the stylesheets, then the inline first-paint script, then the
 *      owner's inbox, its own build under dist/client/admin/.
 *   2. Vite builds the prerender entry for Node.
 *   3. Every content picture is written in its sizes and formats.
 *   4. Every route is rendered to a complete HTML file, plus 404.html.
 *   5. sitemap.xml, robots.txt, _headers, icons and the link-preview image.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import { build } from "vite";
import { galleryPictureId, type SiteContent } from "../common/site-content.ts";
import { allImages as repositoryImages } from "../client/content/images.ts";
import { repositorySiteContent } from "../client/content/site-sections.ts";
import { publishedContentPlugin, writeLiveContent } from "./build/published-content.ts";
import { SiteContentError, contentSource, readPublishedContent } from "./lib/site-content-source.ts";
import { generateImages, generateSiteIcons } from "./build/images.ts";
import { pruneCss } from "./build/prune-css.ts";
import { writeInboxInstallFiles } from "./build/inbox-install.ts";
import { headersFile, robotsTxt, sitemapXml } from "./build/site-files.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/**
 * Where the site is written: dist/client, unless SITE_BUILD_OUT names another
 * folder. The local builder builds beside the folder `wrangler dev` serves and
 * swaps the result in only when the build succeeded, so a failed build never
 * leaves the running site half-written.
 */
const clientDir = process.env.SITE_BUILD_OUT ? resolve(process.env.SITE_BUILD_OUT) : join(root, "dist/client");
const started = Date.now();
const step = (label: string) => console.log(`[build] ${label} (${((Date.now() - started) / 1000).toFixed(1)}s)`);

process.chdir(root);
const source = contentSource();
const site = await readPublishedContent(root, source, join(root, ".cache/site-photos"));
await checkPublishedPictures(site.published, site.photos);
const published = Object.keys(site.published);
step(`site content: ${source}${published.length ? ` (published: ${published.join(", ")}; ${site.photos.size} photos)` : " (the repository's own)"}`);
const contentPlugin = publishedContentPlugin(root, site.published);

await build({ logLevel: "warn", plugins: [contentPlugin], build: { outDir: clientDir } });
step("browser bundle");
const firstPaintScript = await buildInlineScript("client/first-paint.ts");
step(`first-paint script (${firstPaintScript.length} bytes, inlined)`);
// After the public build, which empties dist/client; its own config, so it shares no chunk with the site.
await build({ configFile: join(root, "vite.admin.config.ts"), logLevel: "warn", build: { outDir: join(clientDir, "admin") } });
// The inbox's manifest, icons and service worker: after its build, which empties dist/client/admin/.
await writeInboxInstallFiles(join(clientDir, "admin"), await readFile(join(root, "client/admin/install/inbox-icon.svg"), "utf8"));
// A service worker is one classic script at a fixed address (its address decides its scope), never hashed.
await writeFile(join(clientDir, "admin/sw.js"), `${await buildInlineScript("client/admin/push/service-worker.ts")}\n`);
step("inbox app");
await build({ logLevel: "warn", plugins: [contentPlugin], build: { ssr: "client/entry-prerender.tsx" } });
step("prerender bundle");

type Manifest = Record<string, { file: string; isEntry?: boolean; css?: string[]; name?: string }>;
const manifest = JSON.parse(await readFile(join(clientDir, ".vite/manifest.json"), "utf8")) as Manifest;
const afterPaintModule = `/${manifest["client/after-paint.ts"]!.file}`;
const siteCssFile = manifest["client/styles/index.css"]!.file;
const siteCss = (await readFile(join(clientDir, siteCssFile), "utf8")).trim();
// The site stylesheet is inlined into every page; the file itself is never requested.
await rm(join(clientDir, siteCssFile));
// The lead form's stylesheet is inlined only into the pages that show a form,
// so they paint styled before any script. Neither file is ever requested.
const formCssFile = manifest["client/styles/forms.css"]?.file;
if (!formCssFile) throw new Error("the lead form's stylesheet is missing from the Vite manifest");
const formCss = (await readFile(join(clientDir, formCssFile), "utf8")).trim();
await rm(join(clientDir, formCssFile));
// Every class name the public scripts carry (the inbox app is its own build): a rule
// they may need once they run is kept on every page.
const publicScripts = [
  firstPaintScript,
  ...(await Promise.all(
    Object.values(manifest)
      .filter((chunk) => chunk.file.endsWith(".js"))
      .map((chunk) => readFile(join(clientDir, chunk.file), "utf8")),
  )),
].join("\n");
const cssFor = (html: string) => {
  const site = pruneCss(siteCss, { html, scripts: publicScripts });
  return html.includes('class="lf-form') ? `${site}\n${formCss}` : site;
};

const prerender = await import(pathToFileURL(join(root, "dist/prerender/entry-prerender.js")).href);

const images = await generateImages(prerender.allImages(), {
  clientDir,
  cacheDir: join(root, ".cache/images"),
  photosDir: join(root, "client/content/photos"),
  // The pages' heroes: backdrops under the hero's gradient, encoded lighter.
  backdropIds: new Set(prerender.sitePages.flatMap((page: { heroImage?: { id: string } }) => (page.heroImage ? [page.heroImage.id] : []))),
  uploadedPhotos: site.photos,
});
step(`images: ${images.images} pictures, ${images.encoded} files encoded`);

const pages: { path: string; file: string }[] = [
  ...prerender.sitePages.map((route: { path: string }) => ({
    path: route.path,
    file: route.path === "/" ? "index.html" : `${route.path.slice(1)}.html`,
  })),
  { path: prerender.NOT_FOUND_PATH, file: "404.html" },
];
const inlinedStyles = new Set<string>();
for (const page of pages) {
  const route = prerender.sitePages.find((entry: { path: string }) => entry.path === page.path);
  const appHtml = await prerender.renderApp(page.path);
  // The stylesheet is cut to what the whole document (head, header, page, footer) can use.
  const css = cssFor(prerender.renderDocument(route, appHtml, { css: "", firstPaintScript, afterPaintModule }));
  inlinedStyles.add(css);
  const html = prerender.renderDocument(route, appHtml, { css, firstPaintScript, afterPaintModule });
  const target = join(clientDir, page.file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, html);
}
step(`${pages.length} pages prerendered`);

const { business } = prerender;
const logoSvg = await readFile(join(root, "client/content/logo.svg"), "utf8");
await generateSiteIcons(prerender.ogImage, clientDir, join(root, "client/content/photos"), logoSvg, site.photos);
// What the live site shows, section by section, for the Worker (the inbox's first drafts, the business-hours clock).
await writeLiveContent(clientDir, repositorySiteContent() as SiteContent, site.published, prerender.allImages());
await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(business.siteUrl, prerender.sitePages, new Date().toISOString().slice(0, 10)));
await writeFile(join(clientDir, "robots.txt"), robotsTxt(business.siteUrl));
await writeFile(
  join(clientDir, "_headers"),
  await headersFile({ styles: [...inlinedStyles], scripts: [firstPaintScript, prerender.SPECULATION_RULES], mapEmbedUrl: business.mapEmbedUrl }),
);
// Build bookkeeping that must not be served.
await writeFile(join(clientDir, ".assetsignore"), ".vite\n");
if (!existsSync(join(clientDir, "404.html"))) throw new Error("404.html was not written");
step("site files");

/**
 * The published pictures name pictures the site has (or the published
 * gallery's projects), and every published photo decodes: checked before the
 * build writes anything, like the rows themselves.
 */
async function checkPublishedPictures(content: typeof site.published, photos: typeof site.photos): Promise<void> {
  const known = new Set(repositoryImages().map((image) => image.id));
  for (const section of content.gallery?.sections ?? []) for (const project of section.projects) known.add(galleryPictureId(project.id));
  for (const id of Object.keys(content.pictures?.photos ?? {})) {
    if (!known.has(id)) throw new SiteContentError(`Published site content, section "pictures": field photos.${id}: the site has no picture with this id.`);
  }
  for (const photo of photos.values()) {
    try {
      await sharp(photo.path).stats();
    } catch {
      throw new SiteContentError(`Published site content: photo ${photo.id} cannot be decoded (damaged file).`);
    }
  }
}

/**
 * A script meant to be inlined into the page: one self-contained classic
 * script (no imports left, so it runs as the parser reaches it), minified,
 * never written to disk. The inbox's service worker is built the same way.
 */
async function buildInlineScript(entry: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      target: "es2022",
      minify: true,
      lib: { entry, formats: ["iife"], name: "firstPaint" },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ("output" in result ? result.output : []));
  const code = chunks.filter((chunk) => chunk.type === "chunk").map((chunk) => chunk.code);
  if (code.length !== 1) throw new Error(`${entry} must build to one script, not ${code.length}`);
  // Safe inside <script>…</script>: the text may not close the element.
  if (/<\/script/i.test(code[0]!)) throw new Error(`${entry} contains "</script"`);
  return code[0]!.trim();
}
