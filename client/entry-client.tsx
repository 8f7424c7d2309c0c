import { startTransition, StrictMode } from "react";
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

// Hydrating inside a transition lets React yield to the browser every few
// milliseconds instead of holding the main thread for the whole page, so a tap
// or scroll during hydration is never kept waiting.
startTransition(() => {
  hydrateRoot(
    document.getElementById("root")!,
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});

installLinkPrefetch();
