import { useEffect } from "react";
import type { PageMeta } from "../content/copy/shared.ts";

/**
 * Keeps the tab title and description in step after a client-side navigation.
 * The prerendered HTML already carries both (client/document.ts), so on the
 * first page this writes the same values again.
 */
export function usePageMeta(meta: PageMeta) {
  useEffect(() => {
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
  }, [meta.title, meta.description]);
}
