import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The owner's inbox: its own Vite build, separate from the public site's, so no
 * byte of it can end up in a public page's bundle and the public build's
 * chunks cannot be shared with it. scripts/build.ts runs it after the public
 * build (which empties dist/client) and writes it to dist/client/admin/:
 * index.html plus hashed files under assets/, all requested under /admin/,
 * where the Worker checks sign-in before serving them.
 *
 * No inline script: Vite's module preload polyfill would be inlined into the
 * HTML otherwise, and the inbox's policy is `default-src 'self'`.
 */
export default defineConfig({
  root: new URL("./client/admin", import.meta.url).pathname,
  base: "/admin/",
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: new URL("./dist/client/admin", import.meta.url).pathname,
    emptyOutDir: true,
    target: "es2022",
    modulePreload: { polyfill: false },
    // Never inline an asset as a data: URL into the HTML or CSS.
    assetsInlineLimit: 0,
  },
});
