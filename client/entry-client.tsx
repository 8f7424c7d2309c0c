import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app.tsx";
import { captureAttribution } from "./lib/tracking.ts";
import { findRoute, NotFoundPage } from "./routes.tsx";
import { installLinkPrefetch } from "./lib/prefetch.ts";

captureAttribution();

// Load this page's chunk first, so hydration renders exactly the prerendered HTML.
const current = findRoute(window.location.pathname);
await (current?.page ?? NotFoundPage).preload();

hydrateRoot(
  document.getElementById("root")!,
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);

installLinkPrefetch();
