// The Worker's sources import each other without file extensions (the bundler
// resolves them); Node needs them. This resolve hook tries "<specifier>.ts" and
// "<specifier>/index.ts" for a relative import Node cannot find as written, and
// gives "cloudflare:workers" and "inbox-first-view" small stand-ins (bench-worker/).
import { existsSync } from "node:fs";
import { fileURLToPath, URL } from "node:url";

export async function resolve(specifier, context, nextResolve) {
  // The Workers runtime's own module: the bench's stand-in (WorkflowEntrypoint only).
  if (specifier === "cloudflare:workers") {
    return nextResolve(new URL("../bench-worker/cloudflare-workers.ts", import.meta.url).href, context);
  }
  // wrangler.toml's alias for the inbox's server-side drawing (React in .tsx, which Node cannot load): the
  // bench's stand-in, as the scheduled jobs it times never draw a screen.
  if (specifier === "inbox-first-view") {
    return nextResolve(new URL("../bench-worker/inbox-first-view.ts", import.meta.url).href, context);
  }
  if ((specifier.startsWith("./") || specifier.startsWith("../")) && context.parentURL?.startsWith("file:")) {
    for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
      const url = new URL(candidate, context.parentURL);
      if (existsSync(fileURLToPath(url))) return nextResolve(url.href, context);
    }
  }
  return nextResolve(specifier, context);
}
