/**
 * The launch check: today's repository (sample content, placeholder ids, no
 * Access settings) must fail and name every stand-in, `npm run deploy` must stop
 * at it, and a copy of the repository's config and content with every value
 * filled in must pass. The filled-in copy is the real wrangler.toml,
 * client/content and common/ with the sample values replaced, checked by the same code the
 * CLI runs; only the list of secrets on Cloudflare is supplied by the test,
 * because Cloudflare's API cannot be reached from here.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { allImages } from "../../client/content/images.ts";
import { SAMPLE_BUSINESS } from "../../client/content/sample.ts";
import { repositorySiteContent } from "../../client/content/site-sections.ts";
import { testimonials } from "../../client/content/testimonials.ts";
import { checkLaunch, formatFindings, type Finding } from "../../scripts/lib/launch-check.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

async function runNpm(script: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)("npm", ["run", "--silent", script], {
      cwd: ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_API_TOKEN: "" },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

describe("npm run check:launch on today's repository", () => {
  let result: { code: number; output: string };
  beforeAll(async () => {
    result = await runNpm("check:launch");
  });

  test("exits non-zero", () => {
    expect(result.code).not.toBe(0);
    expect(result.output).toContain("Not ready to launch");
  });

  test("names each sample business detail", () => {
    for (const value of [
      SAMPLE_BUSINESS.name,
      SAMPLE_BUSINESS.phoneDisplay,
      SAMPLE_BUSINESS.email,
      SAMPLE_BUSINESS.siteUrl,
      SAMPLE_BUSINESS.ownerName,
    ]) {
      expect(result.output).toContain(`"${value}"`);
    }
  });

  test("names the nine sample reviews, both sample review links and every drawn picture", () => {
    expect(testimonials).toHaveLength(9);
    for (const review of testimonials) expect(result.output).toContain(`${review.author} (${review.location})`);
    expect(result.output).toContain("The Google review link is a sample");
    expect(result.output).toContain("The Nextdoor review link is a sample");
    const images = allImages();
    expect(result.output).toContain(`${images.length} pictures are still drawn placeholders`);
    for (const image of images) expect(result.output).toContain(image.id.split("/").pop()!);
  });

  test("names the missing production settings, secret and inbox sign-in", () => {
    expect(result.output).toContain('The database "DB" has no real id yet');
    expect(result.output).toContain('The storage for limits "RATE_LIMITS" has no real id yet');
    expect(result.output).toContain(`MAIL_FROM still names the sample business`);
    expect(result.output).toContain("IP_HASH_SECRET");
    expect(result.output).toContain("ACCESS_TEAM_DOMAIN is empty");
    expect(result.output).toContain("ACCESS_AUD is empty");
    expect(result.output).toMatch(/SITE_URL/);
    expect(result.output).toContain("VAPID_PUBLIC_KEY is empty");
    expect(result.output).toContain("VAPID_PRIVATE_KEY");
  });
});

test("npm run deploy stops at the launch check, before building or deploying", async () => {
  const { code, output } = await runNpm("deploy");
  expect(code).not.toBe(0);
  expect(output).toContain("Not ready to launch");
  expect(output).not.toMatch(/vite|Migrations to be applied|Uploaded/i);
});

describe("a fully filled-in configuration", () => {
  const REAL = {
    name: "Riverside Finish Co.",
    shortName: "Riverside Finish",
    phoneDisplay: "(678) 304-2291",
    phoneE164: "+16783042291",
    email: "hello@riversidefinish.example",
    siteUrl: "https://www.riversidefinish.example",
    ownerName: "Alex Moreno",
  };
  let dir: string;
  const withSecrets = async () => ["IP_HASH_SECRET", "VAPID_PRIVATE_KEY", "BOOKING_TOKEN_SECRET"];
  /** A VAPID public key of the site's own (made by `npm run vapid:keys`). */
  const SITE_VAPID_KEY = "BJihjRW-PvGV_8ACSJ2nm-P1ESxwpChg87dkhSeuGRIKQAzhEdlqqMsO4hndCTZTdBqw_ii7WODiZ40t3A4ydQI";

  /** Writes a copy of wrangler.toml, client/content and common/ with every sample value replaced. */
  function fill(target: string) {
    cpSync(join(ROOT, "client/content"), join(target, "client/content"), { recursive: true });
    cpSync(join(ROOT, "common"), join(target, "common"), { recursive: true });
    cpSync(join(ROOT, ".dev.vars.example"), join(target, ".dev.vars.example"));
    const businessFile = join(target, "client/content/business.ts");
    let business = readFileSync(businessFile, "utf8");
    for (const [field, value] of Object.entries(REAL)) {
      business = business.replace(`SAMPLE_BUSINESS.${field}`, JSON.stringify(value));
    }
    business = business
      .replace(/^\s*sample: true,\n/gm, "")
      .replace(/google: "https:\/\/www\.google\.com[^"]*"/, 'google: "https://g.page/r/riverside-finish/review"')
      .replace(/nextdoor: "https:\/\/nextdoor\.com[^"]*"/, 'nextdoor: "https://nextdoor.com/pages/riverside-finish-co/"');
    writeFileSync(businessFile, business);
    const reviewsFile = join(target, "client/content/testimonials.ts");
    writeFileSync(reviewsFile, readFileSync(reviewsFile, "utf8").replace(/^\s*sample: true,\n/gm, ""));
    for (const image of allImages()) {
      const photo = join(target, "client/content/photos", `${image.id}.jpg`);
      mkdirSync(dirname(photo), { recursive: true });
      writeFileSync(photo, "a photo");
    }
    const toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8")
      .replace(/^(database_id = )".*"$/m, '$1"3f6f1c2a-9a47-4d0e-8b8e-2f1d7c0a5e11"')
      .replace(/^(id = )".*"$/m, '$1"8c1f0a2b3d4e5f60718293a4b5c6d7e8"')
      .replace(/^(ALLOWED_ORIGINS = )".*"$/m, '$1"https://www.riversidefinish.example,https://riversidefinish.example"')
      .replace(/^(MAIL_FROM = )".*"$/m, '$1"website@riversidefinish.example"')
      .replace(/^(MAIL_FROM_NAME = )".*"$/m, '$1"Riverside Finish website"')
      .replace(/^(MAIL_TO = )".*"$/m, '$1"alex@riversidefinish.example"')
      .replace(/^(destination_address = )".*"$/m, '$1"alex@riversidefinish.example"')
      .replace(/^(VAPID_PUBLIC_KEY = )".*"$/m, `$1"${SITE_VAPID_KEY}"`)
      .replace(/^(VAPID_SUBJECT = )".*"$/m, '$1"mailto:alex@riversidefinish.example"')
      .replace(/^SITE_URL = .*\n/m, "")
      .replace(/^ACCESS_(TEAM_DOMAIN|AUD) = .*\n/gm, "")
      .replace(
        /^\[vars\]\n/m,
        '[vars]\nSITE_URL = "https://www.riversidefinish.example"\n' +
          'ACCESS_TEAM_DOMAIN = "riverside.cloudflareaccess.com"\n' +
          'ACCESS_AUD = "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2"\n',
      );
    writeFileSync(join(target, "wrangler.toml"), toml);
  }

  const copies: string[] = [];
  function withToml(edit: (toml: string) => string): string {
    const copy = mkdtempSync(join(tmpdir(), "launch-check-"));
    copies.push(copy);
    cpSync(dir, copy, { recursive: true });
    writeFileSync(join(copy, "wrangler.toml"), edit(readFileSync(join(dir, "wrangler.toml"), "utf8")));
    return copy;
  }

  const texts = (findings: Finding[]) => findings.map((finding) => finding.text);

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "launch-check-"));
    fill(dir);
  });
  afterAll(() => {
    for (const path of [dir, ...copies]) rmSync(path, { recursive: true, force: true });
  });

  test("passes", async () => {
    const findings = await checkLaunch({ root: dir, listSecrets: withSecrets });
    expect(texts(findings)).toEqual([]);
    expect(formatFindings(findings)).toMatch(/^Ready to launch/);
  });

  test("counts what the owner published from the inbox as real: the repository's samples behind it do not matter", async () => {
    // The production settings of the filled copy, but the repository's sample content, overridden
    // by a build's record of what the owner published (facts, reviews, gallery, a photo per picture).
    const copy = mkdtempSync(join(tmpdir(), "launch-check-published-"));
    copies.push(copy);
    cpSync(dir, copy, { recursive: true });
    rmSync(join(copy, "client/content"), { recursive: true });
    cpSync(join(ROOT, "client/content"), join(copy, "client/content"), { recursive: true });
    // The web address is the developer's setting (with SITE_URL in wrangler.toml), not the owner's.
    const businessFile = join(copy, "client/content/business.ts");
    writeFileSync(businessFile, readFileSync(businessFile, "utf8").replace("SAMPLE_BUSINESS.siteUrl", JSON.stringify(REAL.siteUrl)));
    const repository = repositorySiteContent();
    const photo = { id: "0123456789abcdef0123456789abcdef", focus_x: 0.5, focus_y: 0.5 };
    const gallery = structuredClone(repository.gallery);
    for (const section of gallery.sections) for (const project of section.projects) project.photo = photo;
    const pictures = {
      photos: Object.fromEntries(allImages().filter((image) => !image.id.startsWith("gallery/")).map((image) => [image.id, { ...photo, alt: image.alt }])),
    };
    const reviews = { items: [{ ...repository.reviews.items[0]!, sample: undefined, author: "Maria L." }], featured: [repository.reviews.items[0]!.id] };
    const business = {
      ...repository.business,
      name: REAL.name,
      short_name: REAL.shortName,
      phone: REAL.phoneDisplay,
      email: REAL.email,
      owner_name: REAL.ownerName,
      review_links: { google: "https://g.page/r/riverside-finish/review", nextdoor: "" },
    };
    const writeLive = (content: Record<string, unknown>) => {
      mkdirSync(join(copy, "dist/client/_site"), { recursive: true });
      const sources = Object.fromEntries(Object.keys(repository).map((section) => [section, section in content ? "published" : "repository"]));
      writeFileSync(join(copy, "dist/client/_site/content.json"), JSON.stringify({ built_at: "", sources, content: { ...repository, ...content } }));
    };

    writeLive({ business, reviews, gallery, pictures });
    expect(texts(await checkLaunch({ root: copy, listSecrets: withSecrets }))).toEqual([]);

    // A published sample review, a sample phone number and one picture without a photo are still found.
    const half = { ...pictures, photos: { ...pictures.photos } };
    delete half.photos["og/share"];
    writeLive({ business: { ...business, phone: SAMPLE_BUSINESS.phoneDisplay }, reviews: repository.reviews, gallery, pictures: half });
    const found = texts(await checkLaunch({ root: copy, listSecrets: withSecrets }));
    expect(found).toEqual([
      expect.stringContaining(`The phone number is still the sample "${SAMPLE_BUSINESS.phoneDisplay}". Change it in the inbox under Site › Business`),
      expect.stringContaining(`The phone number behind the call buttons is still the sample "${SAMPLE_BUSINESS.phoneE164}"`),
      expect.stringContaining("9 of the reviews on the testimonials page are samples"),
      expect.stringMatching(/^1 pictures are still drawn placeholders[\s\S]*og\/: share/),
    ]);
  });

  test("fails on the one thing left: a missing secret", async () => {
    const findings = await checkLaunch({ root: dir, listSecrets: async () => ["VAPID_PRIVATE_KEY", "BOOKING_TOKEN_SECRET"] });
    expect(texts(findings)).toEqual([expect.stringContaining("The secret IP_HASH_SECRET is not set")]);
    const noVapid = await checkLaunch({ root: dir, listSecrets: async () => ["IP_HASH_SECRET", "BOOKING_TOKEN_SECRET"] });
    expect(texts(noVapid)).toEqual([expect.stringContaining("The secret VAPID_PRIVATE_KEY is not set")]);
  });

  test("fails while the VAPID key is missing or the development pair, or the subject is not a plain mailto:", async () => {
    const developmentKey = /^VAPID_PUBLIC_KEY=(.+)$/m.exec(readFileSync(join(ROOT, ".dev.vars.example"), "utf8"))![1]!;
    const development = withToml((toml) => toml.replace(/^(VAPID_PUBLIC_KEY = )".*"$/m, `$1"${developmentKey}"`));
    expect(texts(await checkLaunch({ root: development, listSecrets: withSecrets }))).toEqual([
      expect.stringContaining("VAPID_PUBLIC_KEY is the development key"),
    ]);
    const missing = withToml((toml) => toml.replace(/^(VAPID_PUBLIC_KEY = )".*"$/m, '$1""'));
    expect(texts(await checkLaunch({ root: missing, listSecrets: withSecrets }))).toEqual([
      expect.stringContaining("VAPID_PUBLIC_KEY is empty"),
    ]);
    const bracketed = withToml((toml) => toml.replace(/^(VAPID_SUBJECT = )".*"$/m, '$1"mailto:Alex <alex@riversidefinish.example>"'));
    expect(texts(await checkLaunch({ root: bracketed, listSecrets: withSecrets }))).toEqual([
      expect.stringContaining("VAPID_SUBJECT"),
    ]);
  });

  test("with customer mail on, names a missing sender or one the CUSTOMER_MAILER binding does not allow", async () => {
    const on = (toml: string) => toml.replace(/^(CUSTOMER_MAIL = )".*"$/m, '$1"on"');
    const noSender = withToml(on);
    expect(texts(await checkLaunch({ root: noSender, listSecrets: withSecrets }))).toEqual([expect.stringContaining("CUSTOMER_MAIL_FROM is empty")]);
    const notAllowed = withToml((toml) => on(toml).replace(/^(CUSTOMER_MAIL_FROM = )".*"$/m, '$1"hello@riversidefinish.example"'));
    expect(texts(await checkLaunch({ root: notAllowed, listSecrets: withSecrets }))).toEqual([
      expect.stringContaining("is not in CUSTOMER_MAILER's allowed_sender_addresses"),
    ]);
    const ready = withToml((toml) =>
      on(toml)
        .replace(/^(CUSTOMER_MAIL_FROM = )".*"$/m, '$1"website@riversidefinish.example"')
        .replace(/^allowed_sender_addresses = .*$/m, 'allowed_sender_addresses = ["website@riversidefinish.example"]'),
    );
    expect(await checkLaunch({ root: ready, listSecrets: withSecrets })).toEqual([]);
  });

  test("fails when the secrets cannot be listed (not logged in)", async () => {
    const findings = await checkLaunch({
      root: dir,
      listSecrets: async () => {
        throw new Error("not authenticated");
      },
    });
    expect(texts(findings)).toEqual([expect.stringContaining("Could not read the Worker's secrets")]);
  });

  test("fails when MAIL_TO is not the mailer's destination_address", async () => {
    const copy = withToml((toml) => toml.replace(/^(MAIL_TO = )".*"$/m, '$1"someone@riversidefinish.example"'));
    const findings = await checkLaunch({ root: copy, listSecrets: withSecrets });
    expect(texts(findings)).toEqual([expect.stringContaining("MAIL_TO (someone@riversidefinish.example) and the mailer's destination_address")]);
  });

  test("fails when SITE_URL is missing, differs from the business profile, or is not an allowed origin", async () => {
    const missing = withToml((toml) => toml.replace(/^SITE_URL = .*\n/m, ""));
    expect(texts(await checkLaunch({ root: missing, listSecrets: withSecrets }))).toEqual([
      expect.stringContaining("SITE_URL is not set"),
    ]);
    const other = withToml((toml) => toml.replace(/^(SITE_URL = )".*"$/m, '$1"https://riversidefinish.example"'));
    expect(texts(await checkLaunch({ root: other, listSecrets: withSecrets }))).toEqual([
      expect.stringContaining("is not the web address in business.ts"),
    ]);
    const notAllowed = withToml((toml) =>
      toml.replace(/^(ALLOWED_ORIGINS = )".*"$/m, '$1"https://riversidefinish.example"'),
    );
    expect(texts(await checkLaunch({ root: notAllowed, listSecrets: withSecrets }))).toEqual([
      expect.stringContaining("ALLOWED_ORIGINS does not include SITE_URL"),
    ]);
  });

  test("fails when MAIL_FROM is not on the site's domain, or the Access settings are empty", async () => {
    const offDomain = withToml((toml) => toml.replace(/^(MAIL_FROM = )".*"$/m, '$1"website@mailer.example"'));
    expect(texts(await checkLaunch({ root: offDomain, listSecrets: withSecrets }))).toEqual([
      expect.stringContaining("is not on the site's domain (riversidefinish.example)"),
    ]);
    const noAccess = withToml((toml) => toml.replace(/^(ACCESS_AUD = )".*"$/m, '$1""'));
    expect(texts(await checkLaunch({ root: noAccess, listSecrets: withSecrets }))).toEqual([
      expect.stringContaining("ACCESS_AUD is empty"),
    ]);
  });
});
