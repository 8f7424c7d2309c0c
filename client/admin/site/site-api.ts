/** The Site screens' calls to /api/admin/site (worker/site/route.ts). */
import type { SiteContent, SiteSection } from "../../../common/site-content.ts";
import { call } from "../api/client.ts";

export type PublishStatus = "asked" | "building" | "live" | "failed";

export interface Publish {
  id: string;
  status: PublishStatus;
  reason: string | null;
  asked_at: string;
  started_at: string | null;
  finished_at: string | null;
  live_at: string | null;
}

export interface SectionState<T> {
  draft: T | null;
  published: T | null;
  draft_updated_at: string | null;
  published_at: string | null;
  unpublished_changes: boolean;
}

export interface SitePictureInfo {
  id: string;
  alt: string;
  aspect: "wide" | "landscape" | "square" | "portrait";
}

export interface SiteState {
  sections: { [S in SiteSection]: SectionState<SiteContent[S]> };
  live: { built_at: string; sources: Record<SiteSection, "published" | "repository">; content: SiteContent; pictures?: SitePictureInfo[] } | null;
  last_publish: Publish | null;
  last_live_publish: Publish | null;
}

/** The state itself (GET /api/admin/site) is a resource: api/resources.ts `site`, drawn in the first view. */
export const siteApi = {
  save: <S extends SiteSection>(section: S, content: SiteContent[S]) =>
    call<{ ok: true } & SectionState<SiteContent[S]>>(`/api/admin/site/${section}`, { method: "PUT", body: JSON.stringify(content) }),
  upload: (file: Blob, name: string) => {
    const form = new FormData();
    form.append("file", file, name);
    return call<{ ok: true; photo: { id: string; width: number; height: number } }>("/api/admin/site/photos", {
      method: "POST",
      body: form,
      // A photo over a job site's signal takes longer than a lead's JSON.
      signal: AbortSignal.timeout(120_000),
    });
  },
  publish: () => call<{ ok: true; publish: Publish }>("/api/admin/site/publish", { method: "POST" }),
  publishState: (id: string, signal?: AbortSignal) => call<{ ok: true; publish: Publish }>(`/api/admin/site/publishes/${encodeURIComponent(id)}`, { signal }),
};

export const photoUrl = (id: string) => `/api/admin/site/photos/${id}`;

/** The content a section's editor starts from: the draft, else what was published, else what the live site shows. */
export function startingContent<S extends SiteSection>(state: SiteState, section: S): SiteContent[S] | null {
  const own = state.sections[section];
  return (own.draft ?? own.published ?? state.live?.content[section] ?? null) as SiteContent[S] | null;
}
