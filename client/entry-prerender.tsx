/**
 * Built with `vite build --ssr` and run once in Node by scripts/build.ts: renders
 * each route to HTML and hands the build everything it needs from the content
 * (routes, images, structured data), so the build reads the same data the
 * pages do.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { App } from "./app.tsx";
import { findRoute, NotFoundPage } from "./routes.tsx";

export { sitePages } from "./site-pages.ts";
export { allImages, ogImage } from "./content/images.ts";
export { renderDocument, NOT_FOUND_PATH } from "./document.ts";
export { business } from "./content/business.ts";
// The build allows the speculation rules the page script adds by their hash.
export { SPECULATION_RULES } from "./enhance/prefetch.ts";

/** The body markup of one URL, after loading its page's chunk. */
export async function renderApp(url: string): Promise<string> {
  const route = findRoute(new URL(url, "http://prerender.local").pathname);
  await (route?.page ?? NotFoundPage).preload();
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}

