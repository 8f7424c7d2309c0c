/**
 * The Site screens' API (/api/admin/site*) with the Worker's real local D1 and
 * R2: drafts, bad input of every kind the owner could send, photo uploads
 * checked by their bytes, and Publish asking for one build. The deploy hook is
 * Cloudflare's API, which a test cannot reach: a stand-in answers, throws or
 * hangs in its place (a spy on the Worker's outbound fetch), and says so below.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SITE_LIMITS } from "../../common/site-content";
import { repositoryBusinessFacts } from "../../client/content/business";
import { OPENING_HOURS } from "../../common/business";
import { isWithinBusinessHours, setOpeningHours } from "../../common/business-hours";
import { BUILD_REQUEST_TIMING } from "../../worker/site/build-request";
import { LIVE_CONTENT_PATH, forgetLiveContent, applyLiveHours } from "../../worker/site/live-content";
import { adminCall, call } from "./helpers";
import { PHOTO_FIXTURES } from "./site-photo-fixtures";

const HOOK_URL = "https://api.cloudflare.com/client/v4/workers/builds/deploy_hooks/00000000-test-hook";
const hookEnv = { ...env, DEPLOY_HOOK_URL: HOOK_URL } as Cloudflare.Env;

const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

function put(section: string, body: unknown) {
  return adminCall(`/api/admin/site/${section}`, { method: "PUT", body });
}

async function upload(data: Uint8Array | string, name = "photo.jpg", type = "image/jpeg") {
  const form = new FormData();
  form.append("file", new File([data], name, { type }));
  return adminCall("/api/admin/site/photos", { method: "POST", rawBody: form });
}

async function fields(response: Response): Promise<Record<string, string>> {
  const body = (await response.json()) as { ok: boolean; error: { fields?: Record<string, string> } };
  expect(body.ok).toBe(false);
  return body.error.fields ?? {};
}

const review = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  quote: "They painted our kitchen cabinets and the finish is perfect.",
  author: "Dana P.",
  town: "Roswell",
  source: "Google Reviews",
  rating: 5,
  date: "2026-11-02",
  ...overrides,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("drafts", () => {
  it("answers every section, none changed, before the owner edits anything", async () => {
    const response = await adminCall("/api/admin/site");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { sections: Record<string, { draft: unknown; unpublished_changes: boolean }>; last_publish: unknown };
    expect(Object.keys(body.sections).sort()).toEqual(["business", "faq", "gallery", "pictures", "reviews"]);
    for (const state of Object.values(body.sections)) expect(state).toMatchObject({ draft: null, unpublished_changes: false });
    expect(body.last_publish).toBeNull();
  });

  it("saves a section's draft as the schema reads it, marked not yet on the site", async () => {
    const response = await put("business", { ...repositoryBusinessFacts, phone: "+1 404-555-0199" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { draft: { phone: string }; unpublished_changes: boolean; published: unknown };
    expect(body.draft.phone).toBe("(404) 555-0199");
    expect(body).toMatchObject({ unpublished_changes: true, published: null });
    const row = await env.DB.prepare("select draft from site_content where section = 'business'").first<{ draft: string }>();
    expect(JSON.parse(row!.draft).phone).toBe("(404) 555-0199");
  });

  it("stores text with HTML as the text typed", async () => {
    const response = await put("reviews", {
      items: [review("r1", { quote: '<script>alert("hi")</script> Great <b>crew</b>' }), review("r2"), review("r3")],
      featured: ["r1", "r2", "r3"],
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { draft: { items: { quote: string }[] } };
    expect(body.draft.items[0]!.quote).toBe('<script>alert("hi")</script> Great <b>crew</b>');
  });
});

describe("bad input: a 400 naming each bad field, nothing saved", () => {
  async function expectRefused(section: string, body: unknown, expected: Record<string, string | RegExp>) {
    const before = await env.DB.prepare("select draft from site_content where section = ?").bind(section).first();
    const response = await put(section, body);
    expect(response.status).toBe(400);
    const found = await fields(response);
    for (const [field, message] of Object.entries(expected)) expect(found[field], field).toMatch(message);
    const after = await env.DB.prepare("select draft from site_content where section = ?").bind(section).first();
    expect(after).toEqual(before);
  }

  it("a review over 1,500 characters", async () => {
    const long = "x".repeat(SITE_LIMITS.reviewChars + 1);
    await expectRefused("reviews", { items: [review("r1", { quote: long })], featured: ["r1"] }, { "items.0.quote": /at most 1500 characters/ });
  });

  it("a phone number that is not a US number", async () => {
    await expectRefused("business", { ...repositoryBusinessFacts, phone: "+44 20 7946 0958" }, { phone: /US phone number/ });
  });

  it("an hour range that ends before it starts", async () => {
    const hours = { ...repositoryBusinessFacts.hours, Saturday: { opens: "16:00", closes: "09:00" } };
    await expectRefused("business", { ...repositoryBusinessFacts, hours }, { "hours.Saturday.closes": /after the opening time/ });
  });

  it("a town list of zero", async () => {
    await expectRefused("business", { ...repositoryBusinessFacts, towns: [] }, { towns: /at least one town/ });
  });

  it("a duplicate FAQ question", async () => {
    const items = [
      { id: "q1", question: "Are estimates free?", answer: "Yes." },
      { id: "q2", question: "are estimates FREE", answer: "Still yes." },
    ];
    await expectRefused("faq", { items }, { "items.1.question": /already in the list/ });
  });

  it("a gallery photo that was never uploaded", async () => {
    const gallery = {
      sections: [
        {
          id: "interior-painting",
          title: "Interior Painting",
          description: "Rooms.",
          projects: [{ id: "new-1", title: "Den", description: "A den.", alt: "A den", photo: { id: "a".repeat(32) } }],
        },
      ],
    };
    await expectRefused("gallery", gallery, { "sections.0.projects.0.photo.id": /never uploaded/ });
  });

  it("an unknown section is a 404, a body that is not JSON a 415", async () => {
    expect((await put("prices", {})).status).toBe(404);
    const response = await adminCall("/api/admin/site/faq", { method: "PUT", rawBody: "items=1", headers: { "Content-Type": "text/plain" } });
    expect(response.status).toBe(415);
  });
});

describe("POST /api/admin/site/photos", () => {
  it("stores a JPEG, a PNG and a WebP in R2 with the size read from their bytes", async () => {
    for (const [name, base64, type] of [
      ["kitchen.jpg", PHOTO_FIXTURES.jpeg, "image/jpeg"],
      ["kitchen.png", PHOTO_FIXTURES.png, "image/png"],
      ["kitchen.webp", PHOTO_FIXTURES.webp, "image/webp"],
      ["lossless.webp", PHOTO_FIXTURES.webpLossless, "image/webp"],
      // The name and the claimed type do not matter; the bytes do.
      ["IMG_0001.HEIC", PHOTO_FIXTURES.jpeg, "application/octet-stream"],
    ] as const) {
      const response = await upload(bytes(base64), name, type);
      expect(response.status, name).toBe(201);
      const { photo } = (await response.json()) as { photo: { id: string; width: number; height: number } };
      expect(photo).toMatchObject({ width: 40, height: 30 });
      const object = await env.PHOTOS.get(`photos/${photo.id}`);
      expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes(base64));
      const back = await adminCall(`/api/admin/site/photos/${photo.id}`);
      expect(back.headers.get("Content-Type")).toBe(name.endsWith(".png") ? "image/png" : name.includes("webp") ? "image/webp" : "image/jpeg");
      expect(new Uint8Array(await back.arrayBuffer())).toEqual(bytes(base64));
    }
  });

  it("refuses an SVG and a PDF renamed .jpg with 415", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const pdf = "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n";
    for (const data of [svg, pdf]) {
      const response = await upload(data, "photo.jpg", "image/jpeg");
      expect(response.status).toBe(415);
      expect((await fields(response)).file).toMatch(/not a JPEG, PNG or WebP/);
    }
  });

  it("refuses a corrupt photo with 400", async () => {
    const jpeg = bytes(PHOTO_FIXTURES.jpeg);
    for (const data of [jpeg.slice(0, 40), bytes(PHOTO_FIXTURES.png).slice(0, 60), bytes(PHOTO_FIXTURES.webp).slice(0, 20)]) {
      const response = await upload(data);
      expect(response.status).toBe(400);
      expect((await fields(response)).file).toMatch(/damaged or incomplete/);
    }
  });

  it("refuses a photo of 20,000 x 20,000 pixels", async () => {
    // A real PNG header claiming 20,000 x 20,000 (a decompression bomb needs no more than that).
    const png = bytes(PHOTO_FIXTURES.png);
    new DataView(png.buffer).setUint32(16, 20_000);
    new DataView(png.buffer).setUint32(20, 20_000);
    const response = await upload(png, "huge.png", "image/png");
    expect(response.status).toBe(422);
    expect((await fields(response)).file).toMatch(/too large to use/);
  });

  it("refuses more than 15 MB with 413", async () => {
    const big = new Uint8Array(SITE_LIMITS.photoBytes + 1);
    big.set(bytes(PHOTO_FIXTURES.jpeg));
    expect((await upload(big)).status).toBe(413);
  });

  it("asks for the field `file` and for multipart", async () => {
    const form = new FormData();
    form.append("photo", new File([bytes(PHOTO_FIXTURES.jpeg)], "a.jpg"));
    const response = await adminCall("/api/admin/site/photos", { method: "POST", rawBody: form });
    expect(response.status).toBe(400);
    expect(await fields(response)).toHaveProperty("file");
    const json = await adminCall("/api/admin/site/photos", { method: "POST", body: { file: "x" } });
    expect(json.status).toBe(415);
  });

  it("answers 404 for a photo id that does not exist", async () => {
    expect((await adminCall(`/api/admin/site/photos/${"b".repeat(32)}`)).status).toBe(404);
    expect((await adminCall("/api/admin/site/photos/..%2F..%2Fsecret")).status).toBe(404);
  });
});

describe("publish", () => {
  let hookCalls: Request[];

  beforeEach(() => {
    hookCalls = [];
  });

  /** Stand-in for the deploy hook (Cloudflare's API is out of reach in a test): answers as Workers Builds does. */
  function hookAnswers(answer: () => Promise<Response>) {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.url !== HOOK_URL) return realFetch(input, init);
      hookCalls.push(request);
      return answer();
    });
  }

  async function publish(testEnv = hookEnv) {
    const response = await adminCall("/api/admin/site/publish", { method: "POST", env: testEnv });
    expect(response.status).toBe(202);
    return ((await response.json()) as { publish: { id: string; status: string } }).publish;
  }

  async function state(id: string) {
    const response = await adminCall(`/api/admin/site/publishes/${id}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { publish: { status: string; reason: string | null } }).publish;
  }

  it("snapshots the drafts, asks the deploy hook for one build, and two quick publishes make one build", async () => {
    hookAnswers(async () => Response.json({ success: true, result: { build_uuid: "b1" } }));
    await put("faq", { items: [{ id: "q1", question: "Do you paint decks?", answer: "Yes." }] });

    const first = await publish();
    expect(first.status).toBe("asked");
    expect(hookCalls).toHaveLength(1);
    expect(hookCalls[0]!.method).toBe("POST");

    const site = (await (await adminCall("/api/admin/site")).json()) as {
      sections: { faq: { published: { items: unknown[] }; unpublished_changes: boolean } };
      last_publish: { id: string };
    };
    expect(site.sections.faq.published.items).toHaveLength(1);
    expect(site.sections.faq.unpublished_changes).toBe(false);
    expect(site.last_publish.id).toBe(first.id);

    // A second edit and publish before any build started: the same publish, the snapshot retaken, no second build.
    await put("faq", { items: [{ id: "q1", question: "Do you paint decks?", answer: "Yes, and fences." }] });
    const second = await publish();
    expect(second.id).toBe(first.id);
    expect(hookCalls).toHaveLength(1);
    const published = await env.DB.prepare("select published from site_content where section = 'faq'").first<{ published: string }>();
    expect(JSON.parse(published!.published).items[0].answer).toBe("Yes, and fences.");

    // Once a build has taken it (the build marks it building), the next publish needs a build of its own.
    await env.DB.prepare("update site_publishes set status = 'building' where id = ?").bind(first.id).run();
    const third = await publish();
    expect(third.id).not.toBe(first.id);
    expect(hookCalls).toHaveLength(2);
    await env.DB.prepare("update site_publishes set status = 'live', finished_at = ? where status in ('asked', 'building')").bind(new Date().toISOString()).run();
  });

  it("a publish no build took for 20 minutes is given up on, and the next publish asks for a build of its own", async () => {
    hookAnswers(async () => Response.json({ success: true }));
    const stale = await publish();
    // As if its build never started (the hook answered, but no build ran).
    await env.DB.prepare("update site_publishes set asked_at = ? where id = ?").bind(new Date(Date.now() - 21 * 60_000).toISOString(), stale.id).run();
    const fresh = await publish();
    expect(fresh.id).not.toBe(stale.id);
    expect(hookCalls).toHaveLength(2);
    expect(await state(stale.id)).toMatchObject({ status: "failed", reason: expect.stringMatching(/No build started/) });
    await env.DB.prepare("update site_publishes set status = 'live', finished_at = ? where status = 'asked'").bind(new Date().toISOString()).run();
  });

  it("a deploy hook that throws: retried, then the publish fails with the reason", async () => {
    BUILD_REQUEST_TIMING.pausesMs = [1, 1];
    vi.spyOn(console, "error").mockImplementation(() => {});
    hookAnswers(async () => {
      throw new TypeError("fetch failed");
    });
    const asked = await publish();
    expect(hookCalls).toHaveLength(3);
    const after = await state(asked.id);
    expect(after.status).toBe("failed");
    expect(after.reason).toMatch(/deploy hook could not be reached \(network error\)/);
    BUILD_REQUEST_TIMING.pausesMs = [500, 2_000];
  });

  it("a deploy hook that hangs: each attempt is cut off, then the publish fails", async () => {
    Object.assign(BUILD_REQUEST_TIMING, { timeoutMs: 50, pausesMs: [1, 1] });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.url !== HOOK_URL) return realFetch(input, init);
      hookCalls.push(request);
      // Never answers; only the Worker's own timeout ends the wait.
      return new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
    });
    const started = Date.now();
    const asked = await publish();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(hookCalls).toHaveLength(3);
    const after = await state(asked.id);
    expect(after).toMatchObject({ status: "failed" });
    expect(after.reason).toMatch(/no answer in time/);
    Object.assign(BUILD_REQUEST_TIMING, { timeoutMs: 8_000, pausesMs: [500, 2_000] });
  });

  it("a deploy hook that refuses the URL (404) is not retried", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    hookAnswers(async () => new Response("not found", { status: 404 }));
    const asked = await publish();
    expect(hookCalls).toHaveLength(1);
    expect((await state(asked.id)).reason).toMatch(/HTTP 404/);
  });

  it("with neither a hook nor a local builder, the publish fails saying so; the snapshot is kept", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const asked = await publish({ ...env, DEPLOY_HOOK_URL: "", LOCAL_BUILDER_URL: "" } as Cloudflare.Env);
    expect(await state(asked.id)).toMatchObject({ status: "failed", reason: expect.stringMatching(/no deploy hook/) });
  });

  it("never sends a publish to a local builder that is not on this machine", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const calls = vi.spyOn(globalThis, "fetch");
    const asked = await publish({ ...env, DEPLOY_HOOK_URL: "", LOCAL_BUILDER_URL: "https://builder.example.com" } as Cloudflare.Env);
    expect(calls).not.toHaveBeenCalled();
    expect((await state(asked.id)).status).toBe("failed");
  });

  it("answers 404 for an unknown publish", async () => {
    expect((await adminCall("/api/admin/site/publishes/nope")).status).toBe(404);
  });
});

describe("behind the inbox's sign-in", () => {
  it("refuses a request that does not come through Access", async () => {
    const response = await adminCall("/api/admin/site", { base: "https://www.example.com" });
    expect(response.status).toBe(403);
  });
});

describe("the live content the build recorded", () => {
  /** The build's dist/client/_site/content.json, served by a stand-in assets binding (the API tests have no build). */
  function assetsWith(content: unknown): Fetcher {
    return {
      fetch: async (input: Request | string) => {
        const url = new URL(input instanceof Request ? input.url : input);
        return url.pathname === LIVE_CONTENT_PATH ? Response.json(content) : new Response("not found", { status: 404 });
      },
    } as unknown as Fetcher;
  }

  afterEach(() => {
    forgetLiveContent();
    setOpeningHours(OPENING_HOURS);
  });

  it("sets the business-hours clock to the published hours and closed holidays", async () => {
    const hours = { ...repositoryBusinessFacts.hours, Saturday: null, Monday: { opens: "07:00", closes: "15:00" } };
    const live = {
      built_at: "2026-11-24T12:00:00.000Z",
      sources: { business: "published", reviews: "repository", faq: "repository", gallery: "repository", pictures: "repository" },
      content: {
        business: {
          ...repositoryBusinessFacts,
          hours,
          holidays_closed: [
            { date: "2026-11-25", name: "Day before Thanksgiving" },
            { date: "2026-11-26", name: "Thanksgiving" },
          ],
        },
      },
    };
    // Saturday 2026-11-28 noon and Monday 2026-11-23 7:30 in Atlanta (UTC-5); Thursday 2026-11-26 is
    // Thanksgiving, closed before too (the federal holidays are the default list), and a Wednesday the owner closes.
    const saturdayNoon = "2026-11-28T17:00:00.000Z";
    const mondayEarly = "2026-11-23T12:30:00.000Z";
    const thanksgivingNoon = "2026-11-26T17:00:00.000Z";
    const wednesdayNoon = "2026-11-25T17:00:00.000Z";
    const clock = () => [saturdayNoon, mondayEarly, thanksgivingNoon, wednesdayNoon].map((at) => isWithinBusinessHours(at));
    expect(clock()).toEqual([true, false, false, true]);

    forgetLiveContent();
    await applyLiveHours({ ASSETS: assetsWith(live) });
    expect(clock()).toEqual([false, true, false, false]);

    // And the inbox's GET answers it as the live site's content.
    forgetLiveContent();
    const response = await adminCall("/api/admin/site", { env: { ...env, ASSETS: assetsWith(live) } as Cloudflare.Env });
    const body = (await response.json()) as { live: { sources: Record<string, string>; content: { business: { holidays_closed: unknown[] } } } };
    expect(body.live.sources.business).toBe("published");
    expect(body.live.content.business.holidays_closed).toHaveLength(2);
  });

  it("is not served to visitors", async () => {
    const response = await call(LIVE_CONTENT_PATH, { method: "GET" });
    expect(response.status).toBe(404);
  });
});
