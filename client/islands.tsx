/**
 * Hydrates the page's islands (islands/registry.ts) and nothing else: each
 * `[data-island]` container becomes its own React root over its prerendered
 * HTML. Loaded by after-paint.ts on pages that have one.
 */
import { startTransition, StrictMode, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islands, type IslandName } from "./islands/registry.ts";

for (const container of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = container.dataset.island as IslandName;
  const Component = islands[name] as ComponentType<object> | undefined;
  if (!Component) continue;
  const props = JSON.parse(container.dataset.props ?? "{}") as object;
  // Hydrating inside a transition lets React yield to the browser every few
  // milliseconds, so a tap or a keystroke during hydration is never kept waiting.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Component {...props} />
      </StrictMode>,
      { identifierPrefix: container.dataset.islandPrefix },
    );
  });
}
