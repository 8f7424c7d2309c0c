import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * Two builds share this config (scripts/build.ts runs both):
 * - the browser build: `client/after-paint.ts` (the module a page's inline
 *   first-paint script imports once the page is painted; the lead form's React
 *   island later) and the two stylesheets (the site's, the form's), which the
 *   prerender inlines. The inline script itself is built by scripts/build.ts;
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
          input: { "after-paint": "client/after-paint.ts", site: "client/styles/index.css", forms: "client/styles/forms.css" },
          // The inline first-paint script calls after-paint's `enhancePage` export.
          // An app build drops its entries' exports by default (Vite leaves the
          // option out of its types, but passes it to Rolldown), and with them
          // the whole module, since its top level does nothing on its own.
          ...{ preserveEntrySignatures: "exports-only" as const },
        },
      },
}));
