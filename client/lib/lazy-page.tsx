import { lazy, type ComponentType } from "react";

/**
 * A route's page, split into its own chunk. `preload()` fetches it ahead of
 * time: the browser does so for the current route before hydrating (so
 * hydration never meets a suspended page and the prerendered HTML stays as it
 * is) and for a link the visitor hovers or focuses; the prerender awaits it
 * before rendering. Once loaded, the page renders synchronously.
 */
export interface LazyPage<P extends object = object> {
  (props: P): React.ReactElement;
  preload(): Promise<void>;
}

export function lazyPage<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      Loaded = module.default;
    }));
  const Suspending = lazy(() => preload().then(() => ({ default: Loaded as ComponentType<P> })));

  const Page = ((props: P) => (Loaded ? <Loaded {...props} /> : <Suspending {...props} />)) as LazyPage<P>;
  Page.preload = preload;
  return Page;
}
