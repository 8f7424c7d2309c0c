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
 *
 * React is Preact here (preact/compat, INBOX_REACT_ALIASES): the same
 * components in a few kilobytes instead of about sixty, so the app that takes
 * over the Worker's drawn first view is small enough to load and run without
 * holding up the owner's phone. The Worker's build uses the same aliases
 * (wrangler.toml [alias]) to draw that first view.
 */
/** React's module names, answered by Preact's compatibility layer; wrangler.toml [alias] lists the same. */
export const INBOX_REACT_ALIASES: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-dev-runtime",
  "react-dom/client": "preact/compat/client",
  "react-dom/server": "preact/compat/server",
};

export default defineConfig({
  root: new URL("./client/admin", import.meta.url).pathname,
  base: "/admin/",
  plugins: [react()],
  resolve: {
    // Exact names only: `react` must not swallow `react-router-dom`.
    alias: Object.entries(INBOX_REACT_ALIASES).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement })),
  },
  publicDir: false,
  build: {
    outDir: new URL("./dist/client/admin", import.meta.url).pathname,
    emptyOutDir: true,
    target: "es2022",
    modulePreload: { polyfill: false },
    // Never inline an asset as a data: URL into the HTML or CSS.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // V8's compile hint (Chrome 136+; other engines read a comment): compile every function of the
        // app as the file is streamed in, on a background thread. Without it V8 compiles each function
        // the first time it runs, on the main thread: that was about half of the app's first task as it
        // took the drawn page over (110-160 ms against 50-70 ms, traced on a four-times-slowed phone).
        postBanner: (chunk) => (chunk.isEntry ? "//# allFunctionsCalledOnLoad" : ""),
      },
    },
  },
});
