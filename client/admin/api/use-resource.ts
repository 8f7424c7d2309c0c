/**
 * Loads one API answer for a key (a lead id, a list query). With
 * `keepPrevious`, the last good answer stays on screen while the next one
 * loads, so changing a filter dims the list instead of blanking it and the
 * page never jumps. When the page arrived with the answer inside (the first
 * view the Worker drew, first-view/data.tsx), it starts with that answer and
 * asks nothing: the first render is the page as it was drawn.
 */
import { useCallback, useEffect, useState } from "react";
import { useFirstViewData } from "../first-view/data.tsx";
import type { ResourceSpec } from "./resources.ts";

export type Resource<T> = {
  data: T | undefined;
  error: unknown;
  /** True while a request for the current key is under way. */
  loading: boolean;
  reload: () => void;
  /** Replace the data with a fresher copy (e.g. the lead a PATCH answered with). */
  set: (data: T) => void;
};

interface Settled<T> {
  /** The request this answer belongs to: the key and the attempt. */
  request: string;
  key: string;
  data?: T;
  error?: unknown;
}

export function useResource<T>({ key, load }: ResourceSpec<T>, options: { keepPrevious?: boolean } = {}): Resource<T> {
  const firstView = useFirstViewData();
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}:${key}`;
  const [settled, setSettled] = useState<Settled<T>>(() => {
    const drawn = firstView.get(key);
    return drawn ? { request, key, data: drawn.data as T } : { request: "", key: "" };
  });

  useEffect(() => {
    // Already answered: the first view's data for this very request.
    if (settled.request === request) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ request, key, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled((previous) => ({ request, key, data: previous.key === key ? previous.data : undefined, error }));
      },
    );
    return () => controller.abort();
    // `load` is derived from `key` by the caller; the key and the attempt decide when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: T) => setSettled((previous) => ({ ...previous, data, error: undefined })), []);
  const current = settled.key === key;
  return {
    data: current || options.keepPrevious ? settled.data : undefined,
    error: settled.request === request ? settled.error : undefined,
    loading: settled.request !== request,
    reload,
    set,
  };
}
