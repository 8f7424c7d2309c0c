/**
 * The owner edits the site: /api/admin/site/* (mounted behind the inbox's
 * sign-in gate and Origin check in worker/admin/route.ts).
 *
 *   GET  /                      every section's draft and published content, which
 *                               have unpublished changes, the live content, the last publish
 *   PUT  /:section              a section's whole draft (400 with `fields` naming each bad field)
 *   POST /photos                a photo (multipart, field `file`) into R2
 *   GET  /photos/:id            an uploaded photo, for the inbox's previews
 *   POST /publish               snapshot the drafts and ask for a build (202)
 *   GET  /publishes/:id         a publish's state
 */
import { Hono } from "hono";
import { MESSAGES } from "../../common";
import { fieldErrors } from "../../common/lead";
import { PHOTO_ID_PATTERN, SECTION_SCHEMAS, SITE_LIMITS, SITE_SECTIONS, photosIn, type SiteSection } from "../../common/site-content";
import { methodNotAllowed, type AdminEnv } from "../admin/http";
import { ApiError, mediaType, readBytesUpTo, readJsonObject } from "../platform/http";
import { buildTarget, requestBuild } from "./build-request";
import { readLiveContent } from "./live-content";
import { readPhoto } from "./photo-bytes";
import {
  failPublish,
  getPhoto,
  getPublish,
  insertPhoto,
  lastLivePublish,
  lastPublish,
  readSections,
  saveDraft,
  snapshotAndRecordPublish,
  unknownPhotoIds,
} from "./storage";

export const SITE_MESSAGES = {
  unknownSection: `There is no such section. Use one of: ${SITE_SECTIONS.join(", ")}.`,
  invalidSection: "Some of this section's fields need changing before it can be saved.",
  unknownPhoto: "This photo was never uploaded. Upload it again.",
  publishNotFound: "There is no publish with this id.",
  photoNotFound: "There is no photo with this id.",
  notMultipart: "Send the photo as multipart/form-data with the field `file`.",
  noFile: "Attach the photo as the field `file`.",
  photoTooBig: `The photo is larger than ${SITE_LIMITS.photoBytes / 1024 / 1024} MB. Choose a smaller one (the inbox scales a photo down before it uploads).`,
  notAPhoto: "This file is not a JPEG, PNG or WebP photo (checked by its contents, not its name). SVG, PDF and other files cannot be used.",
  corruptPhoto: "This photo could not be read: the file is damaged or incomplete. Take or choose it again.",
  photoDimensions: `The photo is too large to use: at most ${SITE_LIMITS.photoSide.toLocaleString("en-US")} pixels on a side and ${SITE_LIMITS.photoPixels / 1_000_000} megapixels.`,
} as const;

/** A section's JSON: the whole gallery with its ~90 projects is about 50 KB. */
const SECTION_BODY_BYTES = 512 * 1024;
/** The photo plus the multipart envelope around it. */
const UPLOAD_BODY_BYTES = SITE_LIMITS.photoBytes + 64 * 1024;

export const siteApi = new Hono<AdminEnv>();

siteApi.get("/", async (c) => {
  const [sections, live, last, lastLive] = await Promise.all([
    readSections(c.env.DB),
    readLiveContent(c.env),
    lastPublish(c.env.DB),
    lastLivePublish(c.env.DB),
  ]);
  return c.json({
    ok: true as const,
    sections,
    // What the live site shows, section by section (the repository's own until published); null before any build.
    live: live ? { built_at: live.built_at, sources: live.sources, content: live.content } : null,
    last_publish: last,
    last_live_publish: lastLive,
  });
});
siteApi.all("/", methodNotAllowed("GET"));

function isSection(value: string): value is SiteSection {
  return (SITE_SECTIONS as readonly string[]).includes(value);
}

siteApi.post("/publish", async (c) => {
  const now = new Date().toISOString();
  const { publish, askBuild } = await snapshotAndRecordPublish(c.env.DB, {
    id: crypto.randomUUID(),
    now,
    askedBy: c.get("owner").email,
  });
  if (askBuild) {
    // After the answer: the owner sees "asked" at once, and a slow or failing hook
    // turns the publish "failed" with the reason instead of holding the phone's request.
    c.executionCtx.waitUntil(
      (async () => {
        const result = await requestBuild(buildTarget(c.env), publish.id);
        if (!result.ok) await failPublish(c.env.DB, publish.id, result.reason, new Date().toISOString());
      })(),
    );
  }
  return c.json({ ok: true as const, publish }, 202);
});
siteApi.all("/publish", methodNotAllowed("POST"));

siteApi.get("/publishes/:id", async (c) => {
  const publish = await getPublish(c.env.DB, c.req.param("id"));
  if (!publish) throw new ApiError(404, "not_found", SITE_MESSAGES.publishNotFound);
  return c.json({ ok: true as const, publish });
});
siteApi.all("/publishes/:id", methodNotAllowed("GET"));

siteApi.post("/photos", async (c) => {
  const request = c.req.raw;
  if (mediaType(request) !== "multipart/form-data") throw new ApiError(415, "unsupported_media_type", SITE_MESSAGES.notMultipart);
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > UPLOAD_BODY_BYTES) throw new ApiError(413, "photo_too_big", SITE_MESSAGES.photoTooBig);
  const { bytes, complete } = await readBytesUpTo(request, UPLOAD_BODY_BYTES);
  if (!complete) throw new ApiError(413, "photo_too_big", SITE_MESSAGES.photoTooBig);

  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": request.headers.get("Content-Type")! } }).formData();
  } catch {
    throw new ApiError(400, "invalid_form", SITE_MESSAGES.notMultipart);
  }
  const file = form.get("file");
  if (!file || typeof file === "string") {
    throw new ApiError(400, "invalid_request", SITE_MESSAGES.noFile, { fields: { file: SITE_MESSAGES.noFile } });
  }
  if (file.size > SITE_LIMITS.photoBytes) throw new ApiError(413, "photo_too_big", SITE_MESSAGES.photoTooBig);

  const data = new Uint8Array(await file.arrayBuffer());
  const reading = readPhoto(data);
  if (reading.kind === "not_a_photo") {
    throw new ApiError(415, "unsupported_photo_type", SITE_MESSAGES.notAPhoto, { fields: { file: SITE_MESSAGES.notAPhoto } });
  }
  if (reading.kind === "corrupt") throw new ApiError(400, "corrupt_photo", SITE_MESSAGES.corruptPhoto, { fields: { file: SITE_MESSAGES.corruptPhoto } });
  const { type, width, height } = reading;
  if (width > SITE_LIMITS.photoSide || height > SITE_LIMITS.photoSide || width * height > SITE_LIMITS.photoPixels) {
    throw new ApiError(422, "photo_dimensions", SITE_MESSAGES.photoDimensions, { fields: { file: SITE_MESSAGES.photoDimensions } });
  }

  const id = crypto.randomUUID().replaceAll("-", "");
  const sha256 = [...new Uint8Array(await crypto.subtle.digest("SHA-256", data))].map((b) => b.toString(16).padStart(2, "0")).join("");
  // R2 first: a D1 row always names bytes that exist. A photo stored but never recorded is only unused space.
  await c.env.PHOTOS.put(`photos/${id}`, data, {
    httpMetadata: { contentType: type },
    customMetadata: { width: String(width), height: String(height), sha256 },
  });
  await insertPhoto(c.env.DB, { id, content_type: type, width, height, bytes: data.byteLength, sha256, created_at: new Date().toISOString() });
  return c.json({ ok: true as const, photo: { id, width, height } }, 201);
});
siteApi.all("/photos", methodNotAllowed("POST"));

siteApi.get("/photos/:id", async (c) => {
  const id = c.req.param("id");
  const row = PHOTO_ID_PATTERN.test(id) ? await getPhoto(c.env.DB, id) : null;
  const object = row ? await c.env.PHOTOS.get(`photos/${id}`) : null;
  if (!row || !object) throw new ApiError(404, "not_found", SITE_MESSAGES.photoNotFound);
  // An uploaded photo never changes under its id.
  return new Response(object.body, {
    headers: { "Content-Type": row.content_type, "Content-Length": String(row.bytes), "Cache-Control": "private, max-age=31536000, immutable" },
  });
});
siteApi.all("/photos/:id", methodNotAllowed("GET"));

siteApi.put("/:section", async (c) => {
  const section = c.req.param("section");
  if (!isSection(section)) throw new ApiError(404, "not_found", SITE_MESSAGES.unknownSection);
  const body = await readJsonObject(c.req.raw, SECTION_BODY_BYTES);
  const parsed = SECTION_SCHEMAS[section].safeParse(body);
  if (!parsed.success) {
    throw new ApiError(400, "invalid_content", SITE_MESSAGES.invalidSection, { fields: fieldErrors(parsed.error.issues) });
  }
  const photos = photosIn(section, parsed.data);
  const unknown = new Set(await unknownPhotoIds(c.env.DB, photos.map((photo) => photo.id)));
  if (unknown.size > 0) {
    const fields = Object.fromEntries(photos.filter((photo) => unknown.has(photo.id)).map((photo) => [photo.path, SITE_MESSAGES.unknownPhoto]));
    throw new ApiError(400, "invalid_content", SITE_MESSAGES.invalidSection, { fields });
  }
  const now = new Date().toISOString();
  await saveDraft(c.env.DB, section, parsed.data, now);
  const state = (await readSections(c.env.DB))[section];
  return c.json({ ok: true as const, section, ...state });
});
siteApi.all("/:section", (c) => {
  if (!isSection(c.req.param("section"))) return c.json({ ok: false, error: { code: "not_found", message: MESSAGES.apiNotFound } }, 404);
  return methodNotAllowed("PUT")(c);
});
