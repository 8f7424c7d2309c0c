/**
 * The owner's drafts, the published snapshots, the publishes and the photos'
 * records in D1 (site_content, site_publishes, site_photos in worker/db/schema.ts).
 */
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import { SITE_SECTIONS, type SiteSection } from "../../common/site-content";
import { database } from "../db/client";
import { siteContent, sitePhotos, sitePublishes, type SitePublishStatus } from "../db/schema";

export interface SectionState {
  draft: unknown;
  published: unknown;
  draft_updated_at: string | null;
  published_at: string | null;
  /** The draft differs from what the last Publish took. */
  unpublished_changes: boolean;
}

export interface PublishRecord {
  id: string;
  status: SitePublishStatus;
  reason: string | null;
  asked_at: string;
  joined_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  /** When it went live: its finish time when it is live. */
  live_at: string | null;
}

/** How long a publish may wait for a build to take it: a Workers Build starts within a minute or two. */
export const PUBLISH_WAIT_MS = 20 * 60_000;
export const PUBLISH_NOT_TAKEN = "No build started for this publish within 20 minutes. Your changes are saved: tap Publish again.";

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export async function readSections(d1: D1Database): Promise<Record<SiteSection, SectionState>> {
  const rows = await database(d1).select().from(siteContent);
  const states = {} as Record<SiteSection, SectionState>;
  for (const section of SITE_SECTIONS) {
    const row = rows.find((candidate) => candidate.section === section);
    states[section] = {
      draft: parse(row?.draft ?? null),
      published: parse(row?.published ?? null),
      draft_updated_at: row?.draft_updated_at ?? null,
      published_at: row?.published_at ?? null,
      unpublished_changes: row ? row.draft !== row.published : false,
    };
  }
  return states;
}

export async function saveDraft(d1: D1Database, section: SiteSection, content: unknown, now: string): Promise<void> {
  const draft = JSON.stringify(content);
  await database(d1)
    .insert(siteContent)
    .values({ section, draft, draft_updated_at: now })
    .onConflictDoUpdate({ target: siteContent.section, set: { draft, draft_updated_at: now } });
}

function toRecord(row: typeof sitePublishes.$inferSelect): PublishRecord {
  const { asked_by: _askedBy, ...rest } = row;
  return { ...rest, live_at: row.status === "live" ? row.finished_at : null };
}

export async function getPublish(d1: D1Database, id: string): Promise<PublishRecord | null> {
  const [row] = await database(d1).select().from(sitePublishes).where(eq(sitePublishes.id, id)).limit(1);
  return row ? toRecord(row) : null;
}

export async function lastPublish(d1: D1Database): Promise<PublishRecord | null> {
  const [row] = await database(d1).select().from(sitePublishes).orderBy(desc(sitePublishes.asked_at)).limit(1);
  return row ? toRecord(row) : null;
}

/** The last publish that went live, for "on the site since". */
export async function lastLivePublish(d1: D1Database): Promise<PublishRecord | null> {
  const [row] = await database(d1)
    .select()
    .from(sitePublishes)
    .where(eq(sitePublishes.status, "live"))
    .orderBy(desc(sitePublishes.finished_at))
    .limit(1);
  return row ? toRecord(row) : null;
}

/**
 * Takes the snapshot (every draft becomes its section's published content) and
 * records the publish, in one batch. When a publish is still waiting for its
 * build (asked, no build has read the content yet), this one joins it: the
 * snapshot is taken again, no second build is asked for, and the answer is
 * that publish. Answers the publish and whether a build must be asked for.
 */
export async function snapshotAndRecordPublish(
  d1: D1Database,
  { id, now, askedBy }: { id: string; now: string; askedBy: string | null },
): Promise<{ publish: PublishRecord; askBuild: boolean }> {
  const db = database(d1);
  // A publish no build took within the wait is given up on (failed, with why), so it can never hold
  // every later publish waiting for a build that is not coming.
  const staleBefore = new Date(Date.parse(now) - PUBLISH_WAIT_MS).toISOString();
  await db
    .update(sitePublishes)
    .set({ status: "failed", reason: PUBLISH_NOT_TAKEN, finished_at: now })
    .where(and(eq(sitePublishes.status, "asked"), lt(sitePublishes.asked_at, staleBefore)));
  const [waiting] = await db.select().from(sitePublishes).where(eq(sitePublishes.status, "asked")).orderBy(desc(sitePublishes.asked_at)).limit(1);
  const snapshot = d1.prepare("update site_content set published = draft, published_at = ?1 where published is not draft").bind(now);
  if (waiting) {
    await d1.batch([snapshot, d1.prepare("update site_publishes set joined_at = ?1 where id = ?2").bind(now, waiting.id)]);
    return { publish: toRecord({ ...waiting, joined_at: now }), askBuild: false };
  }
  await d1.batch([
    snapshot,
    d1.prepare("insert into site_publishes (id, status, asked_at, asked_by) values (?1, 'asked', ?2, ?3)").bind(id, now, askedBy),
  ]);
  const publish = await getPublish(d1, id);
  return { publish: publish!, askBuild: true };
}

/** The build could not be asked for: the publish failed with the reason (only while no build has it). */
export async function failPublish(d1: D1Database, id: string, reason: string, now: string): Promise<void> {
  await database(d1)
    .update(sitePublishes)
    .set({ status: "failed", reason, finished_at: now })
    .where(and(eq(sitePublishes.id, id), inArray(sitePublishes.status, ["asked"])));
}

export async function insertPhoto(d1: D1Database, row: typeof sitePhotos.$inferInsert): Promise<void> {
  await database(d1).insert(sitePhotos).values(row);
}

export async function getPhoto(d1: D1Database, id: string) {
  const [row] = await database(d1).select().from(sitePhotos).where(eq(sitePhotos.id, id)).limit(1);
  return row ?? null;
}

/** The ids among `ids` that no upload made. */
export async function unknownPhotoIds(d1: D1Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const found = new Set<string>();
  // D1 allows 100 bound parameters per statement.
  for (let i = 0; i < unique.length; i += 90) {
    const rows = await database(d1)
      .select({ id: sitePhotos.id })
      .from(sitePhotos)
      .where(inArray(sitePhotos.id, unique.slice(i, i + 90)));
    for (const row of rows) found.add(row.id);
  }
  return unique.filter((id) => !found.has(id));
}
