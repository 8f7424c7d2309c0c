/**
 * Build time only: renders one island (islands/registry.ts) as its own React
 * root inside the prerendered page, in a container that tells the browser what
 * to hydrate (`data-island`), with which props (`data-props`) and with which id
 * prefix (`data-island-prefix`: an island's `useId` values must not collide
 * with the page's, and the browser must compute the same ones). Rendered as a
 * separate root because that is exactly what client/islands.tsx hydrates.
 */
import { StrictMode, useId, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { islands, type IslandName, type IslandProps } from "./registry.ts";

export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const prefix = `${name}-${useId().replace(/[^A-Za-z0-9]/g, "")}-`;
  const Component = islands[name] as ComponentType<IslandProps<N>>;
  const html = renderToString(
    <StrictMode>
      <Component {...props} />
    </StrictMode>,
    { identifierPrefix: prefix },
  );
  return (
    <div
      className="island"
      data-island={name}
      data-island-prefix={prefix}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
