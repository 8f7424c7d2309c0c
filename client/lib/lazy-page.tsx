import { lazy, type ComponentType } from "react";

/**
 * A route's page in its own module, loaded on demand: the prerender awaits
 * `preload()` before rendering a route, so the render never meets a suspended
 * page; once loaded, the page renders synchronously.
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
