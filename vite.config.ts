import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * Two builds share this config (scripts/build.ts runs both):
 * - the browser build: `client/boot.ts` (the one script a page references: the
 *   header's menus and the like at once, the lead form's React island later)
 *   and the two stylesheets (the site's, the form's), which the prerender inlines;
 * - the prerender build (`--ssr client/entry-prerender.tsx`), run once in Node to
 *   write every page's HTML.
 * No index.html input: the document template is client/document.ts.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // One year for both builds, so the footer says the same year however it is built.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { common: new URL("./common/index.ts", import.meta.url).pathname },
  },
  build: isSsrBuild
    ? {
        outDir: "dist/prerender",
        emptyOutDir: true,
        rolldownOptions: { input: "client/entry-prerender.tsx" },
      }
    : {
        outDir: "dist/client",
        emptyOutDir: true,
        manifest: true,
        modulePreload: { polyfill: false },
        target: "es2022",
        rolldownOptions: {
          input: { boot: "client/boot.ts", site: "client/styles/index.css", forms: "client/styles/forms.css" },
        },
      },
}));
