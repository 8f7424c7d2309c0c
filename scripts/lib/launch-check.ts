/**
 * What stands between this repository and a site a real owner can launch: sample
 * content (client/content/sample.ts says what counts), production settings in
 * wrangler.toml, the Worker's secrets on Cloudflare and the inbox's sign-in.
 * Each finding says, in words an owner can act on, what is wrong and what to do.
 * `scripts/check-launch.ts` prints them; `npm run deploy` stops while any is left.
 * Runs on plain Node 22 (type stripping): erasable TypeScript only.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { experimental_readRawConfig } from "wrangler";
import { findPhoto } from "./photos.ts";

export type FindingArea = "content" | "settings" | "secrets" | "inbox";

export interface Finding {
  area: FindingArea;
  /** What is still sample or missing, and what to do about it. */
  text: string;
}

export interface LaunchCheckOptions {
  /** The repository (or a copy of its wrangler.toml, client/content and common/). */
  root: string;
  /** Names of the secrets set on the production Worker; throws with a readable message when they cannot be listed. */
  listSecrets: () => Promise<string[]>;
}

/**
 * Secrets the Worker cannot run without (every lead would answer 500), or
 * without which the owner's phone never hears of a lead (the VAPID private key),
 * or no customer can book the estimate visit (the booking links' key).
 */
export const REQUIRED_SECRETS = ["IP_HASH_SECRET", "VAPID_PRIVATE_KEY", "BOOKING_TOKEN_SECRET"] as const;

const AREA_HEADINGS: Record<FindingArea, string> = {
  content: "Sample content (client/content/)",
  settings: "Production settings (wrangler.toml)",
  secrets: "Secrets (set on Cloudflare with `npx wrangler secret put`)",
  inbox: "Sign-in to the lead inbox (Cloudflare Access)",
};

// Shapes read from the content modules; kept structural so a copy of the content can be checked.
interface ContentModules {
  sample: { SAMPLE_BUSINESS: Record<string, string>; SAMPLE_REVIEW_LINKS: Record<string, string> };
  business: {
    business: Record<string, unknown> & {
      siteUrl: string;
      reviewPlatforms: { name: string; url: string; sample?: true }[];
    };
  };
  testimonials: { testimonials: { author: string; location: string; sample?: true }[] };
  images: { allImages: () => { id: string }[] };
}

/**
 * What the last build put on the site (dist/client/_site/content.json, written
 * by scripts/build/published-content.ts): which sections the owner published
 * from the inbox, and their content. A published section counts as the
 * owner's own, sample only where it still equals a sample value or carries a
 * sample review; without a build, the repository's content is checked.
 */
interface LiveContent {
  sources: Record<string, "published" | "repository">;
  content: {
    business: { name: string; short_name: string; phone: string; email: string; owner_name: string; review_links: Record<string, string> };
    reviews: { items: { author: string; town: string; hidden: boolean; sample?: true }[] };
    gallery: { sections: { projects: { id: string; hidden: boolean; photo: unknown }[] }[] };
    pictures: { photos: Record<string, unknown> };
  };
}

function loadLiveContent(root: string): LiveContent | null {
  const file = join(root, "dist/client/_site/content.json");
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8")) as LiveContent;
}

const FIX_IN_SITE_SCREEN = "Change it in the inbox under Site › Business, then Publish.";

async function loadContent(root: string): Promise<ContentModules> {
  const load = (file: string) => import(pathToFileURL(join(root, "client/content", file)).href);
  const [sample, business, testimonials, images] = await Promise.all([
    load("sample.ts"),
    load("business.ts"),
    load("testimonials.ts"),
    load("images.ts"),
  ]);
  return { sample, business, testimonials, images } as ContentModules;
}

/** What each sample business value is, as the owner would call it. */
const BUSINESS_FIELDS: Record<string, string> = {
  name: "The business name",
  shortName: "The short business name used in running text",
  phoneDisplay: "The phone number",
  phoneE164: "The phone number behind the call buttons",
  email: "The public e-mail address",
  siteUrl: "The web address",
  ownerName: "The owner's name",
};

function contentFindings(content: ContentModules, photosDir: string, live: LiveContent | null): Finding[] {
  const findings: Finding[] = [];
  const sample = content.sample.SAMPLE_BUSINESS;
  const published = (section: string) => live?.sources[section] === "published";
  const owned = published("business") ? live!.content.business : null;
  const business = owned
    ? {
        ...content.business.business,
        name: owned.name,
        shortName: owned.short_name,
        phoneDisplay: owned.phone,
        phoneE164: `+1${owned.phone.replace(/\D/g, "")}`,
        email: owned.email,
        ownerName: owned.owner_name,
        reviewPlatforms: (["google", "nextdoor"] as const)
          .filter((key) => owned.review_links[key])
          .map((key) => ({
            name: key === "google" ? "Google" : "Nextdoor",
            url: owned.review_links[key]!,
            ...(owned.review_links[key] === content.sample.SAMPLE_REVIEW_LINKS[key] ? { sample: true as const } : {}),
          })),
      }
    : content.business.business;
  for (const [field, label] of Object.entries(BUSINESS_FIELDS)) {
    if (business[field] === sample[field]) {
      findings.push({
        area: "content",
        text:
          field === "siteUrl"
            ? `${label} is still the sample "${sample[field]}". Put the real one in business.ts (${field}).`
            : `${label} is still the sample "${sample[field]}". ${FIX_IN_SITE_SCREEN}`,
      });
    }
  }
  for (const platform of business.reviewPlatforms) {
    if (platform.sample) {
      findings.push({
        area: "content",
        text:
          `The ${platform.name} review link is a sample (${platform.url}). Put the business's own ` +
          `${platform.name} page in the inbox under Site › Business (review links), then Publish.`,
      });
    }
  }
  const sampleReviews = published("reviews")
    ? live!.content.reviews.items.filter((review) => review.sample && !review.hidden).map((review) => ({ author: review.author, location: review.town }))
    : content.testimonials.testimonials.filter((review) => review.sample);
  if (sampleReviews.length > 0) {
    const names = sampleReviews.map((review) => `${review.author} (${review.location})`).join(", ");
    findings.push({
      area: "content",
      text:
        `${sampleReviews.length} of the reviews on the testimonials page are samples written for the template, ` +
        `not customers' words: ${names}. Replace them in the inbox under Site › Reviews with real reviews, then Publish.`,
    });
  }
  // Pictures: the gallery's as published (its projects with an uploaded photo count), the others with a photo published for their id.
  const publishedPhotos = published("pictures") ? live!.content.pictures.photos : {};
  const galleryIds = published("gallery")
    ? live!.content.gallery.sections.flatMap((section) =>
        section.projects.filter((project) => !project.hidden).map((project) => ({ id: `gallery/${project.id}`, uploaded: project.photo !== null })),
      )
    : null;
  const pictures = [
    ...content.images
      .allImages()
      .filter((image) => !galleryIds || !image.id.startsWith("gallery/"))
      .map((image) => ({ id: image.id, uploaded: image.id in publishedPhotos })),
    ...(galleryIds ?? []),
  ];
  const drawn = pictures.filter((image) => !image.uploaded && !findPhoto(photosDir, image.id));
  if (drawn.length > 0) {
    const byFolder = new Map<string, string[]>();
    for (const image of drawn) {
      const slash = image.id.lastIndexOf("/");
      const folder = slash >= 0 ? image.id.slice(0, slash) : ".";
      byFolder.set(folder, [...(byFolder.get(folder) ?? []), image.id.slice(slash + 1)]);
    }
    const lines = [...byFolder].map(([folder, names]) => `      ${folder}/: ${names.join(", ")}`);
    findings.push({
      area: "content",
      text:
        `${drawn.length} pictures are still drawn placeholders, not photos of your work. Give each a photo in the inbox ` +
        `under Site › Photos and Publish (or save it as client/content/photos/<id>.jpg, see client/content/photos/README.md):\n${lines.join("\n")}`,
    });
  }
  return findings;
}

function isPlaceholderId(id: unknown): boolean {
  return typeof id !== "string" || id.trim() === "" || /^[0-]+$/.test(id) || /replace|your|placeholder|todo|x{6,}/i.test(id);
}

const trimSlash = (url: string) => url.trim().replace(/\/+$/, "");

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

interface RawConfig {
  vars?: Record<string, unknown>;
  d1_databases?: { binding?: string; database_name?: string; database_id?: string }[];
  kv_namespaces?: { binding?: string; id?: string }[];
  send_email?: { name?: string; destination_address?: string; allowed_sender_addresses?: string[] }[];
}

/**
 * Mail to customers (confirmation, booking .ics, review request) is off unless
 * CUSTOMER_MAIL = "on"; off is a fair choice (it needs the Workers Paid plan and
 * the domain onboarded to Email Service), so it is said, not refused. Once on,
 * it needs a sender that the CUSTOMER_MAILER binding allows.
 */
function customerMailFindings(config: RawConfig): Finding[] {
  const vars = config.vars ?? {};
  const on = String(vars["CUSTOMER_MAIL"] ?? "off").trim().toLowerCase() === "on";
  const from = String(vars["CUSTOMER_MAIL_FROM"] ?? "").trim();
  const binding = config.send_email?.find((entry) => entry.name === "CUSTOMER_MAILER");
  if (!on) {
    console.log(
      "Note: mail to customers is off (CUSTOMER_MAIL is not \"on\"): no confirmation, booking .ics or review e-mail is sent. " +
        "To turn it on: onboard the site's domain to Cloudflare Email Service (Workers Paid plan), set CUSTOMER_MAIL = \"on\" and CUSTOMER_MAIL_FROM.",
    );
    return [];
  }
  const findings: Finding[] = [];
  if (!binding) findings.push({ area: "settings", text: "CUSTOMER_MAIL is on but wrangler.toml has no [[send_email]] binding named CUSTOMER_MAILER." });
  if (!from) {
    findings.push({ area: "settings", text: "CUSTOMER_MAIL is on but CUSTOMER_MAIL_FROM is empty: set it to the site's sending address (the one CUSTOMER_MAILER allows)." });
  } else if (binding && !(binding.allowed_sender_addresses ?? []).includes(from)) {
    findings.push({
      area: "settings",
      text: `CUSTOMER_MAIL_FROM (${from}) is not in CUSTOMER_MAILER's allowed_sender_addresses: the mail service would refuse every customer mail.`,
    });
  }
  return findings;
}

/** VAPID_PUBLIC_KEY of .dev.vars.example: the development pair, whose private half is public in the repository. */
function developmentVapidKey(root: string): string | null {
  const file = join(root, ".dev.vars.example");
  if (!existsSync(file)) return null;
  const match = /^VAPID_PUBLIC_KEY=(.+)$/m.exec(readFileSync(file, "utf8"));
  return match?.[1]?.trim() || null;
}

/** Web Push to the owner's phones: the site's own VAPID key pair and a plain mailto: subject. */
function pushFindings(config: RawConfig, developmentKey: string | null): Finding[] {
  const vars = config.vars ?? {};
  const text = (name: string) => (typeof vars[name] === "string" ? (vars[name] as string).trim() : "");
  const findings: Finding[] = [];
  const publicKey = text("VAPID_PUBLIC_KEY");
  if (!publicKey) {
    findings.push({
      area: "settings",
      text:
        "VAPID_PUBLIC_KEY is empty, so the inbox cannot notify the owner's phone of a lead. Run `npm run vapid:keys`, " +
        "put the public key in [vars] and store the private key with `npx wrangler secret put VAPID_PRIVATE_KEY`.",
    });
  } else if (publicKey === developmentKey) {
    findings.push({
      area: "settings",
      text:
        "VAPID_PUBLIC_KEY is the development key of .dev.vars.example, whose private half anyone can read in the repository. " +
        "Run `npm run vapid:keys` for the site's own pair (public key in [vars], private key as the secret VAPID_PRIVATE_KEY).",
    });
  } else if (!/^[A-Za-z0-9_-]{87}$/.test(publicKey)) {
    findings.push({ area: "settings", text: "VAPID_PUBLIC_KEY is not a key from `npm run vapid:keys` (87 base64url characters)." });
  }
  const subject = text("VAPID_SUBJECT");
  if (!/^mailto:[^\s<>@]+@[^\s<>@]+$/.test(subject) && !/^https:\/\/\S+$/.test(subject)) {
    findings.push({
      area: "settings",
      text:
        `VAPID_SUBJECT ("${subject}") must be the owner's address as a plain mailto: (mailto:owner@example.com, no spaces or ` +
        "angle brackets, which Apple's push service refuses) or an https address.",
    });
  }
  return findings;
}

function settingsFindings(config: RawConfig, content: ContentModules): { settings: Finding[]; inbox: Finding[] } {
  const settings: Finding[] = [];
  const inbox: Finding[] = [];
  const vars = config.vars ?? {};
  const text = (name: string) => (typeof vars[name] === "string" ? (vars[name] as string).trim() : "");

  for (const db of config.d1_databases ?? []) {
    if (isPlaceholderId(db.database_id)) {
      settings.push({
        area: "settings",
        text:
          `The database "${db.binding}" has no real id yet. Run \`npx wrangler d1 create ${db.database_name ?? "<name>"}\` ` +
          "and paste the database_id it prints into [[d1_databases]].",
      });
    }
  }
  for (const kv of config.kv_namespaces ?? []) {
    if (isPlaceholderId(kv.id)) {
      settings.push({
        area: "settings",
        text:
          `The storage for limits "${kv.binding}" has no real id yet. Run \`npx wrangler kv namespace create ${kv.binding ?? "<binding>"}\` ` +
          "and paste the id it prints into [[kv_namespaces]].",
      });
    }
  }

  const mailer = (config.send_email ?? []).find((binding) => binding.name === "MAILER") ?? config.send_email?.[0];
  const destination = mailer?.destination_address?.trim() ?? "";
  const mailTo = text("MAIL_TO");
  if (!mailTo || !destination) {
    settings.push({
      area: "settings",
      text: "The owner's address for lead notices is missing: set MAIL_TO in [vars] and destination_address in [[send_email]] to it.",
    });
  } else if (mailTo.toLowerCase() !== destination.toLowerCase()) {
    settings.push({
      area: "settings",
      text:
        `MAIL_TO (${mailTo}) and the mailer's destination_address (${destination}) differ. ` +
        "The mailer can only send to destination_address, so set both to the owner's verified address.",
    });
  }

  const siteUrl = trimSlash(text("SITE_URL"));
  const profileUrl = trimSlash(content.business.business.siteUrl);
  const origins = text("ALLOWED_ORIGINS")
    .split(",")
    .map(trimSlash)
    .filter(Boolean);
  if (!siteUrl) {
    settings.push({
      area: "settings",
      text: `SITE_URL is not set in [vars]. Set it to the site's address (${profileUrl}); lead notices link to the inbox with it.`,
    });
  } else {
    if (siteUrl !== profileUrl) {
      settings.push({
        area: "settings",
        text: `SITE_URL (${siteUrl}) is not the web address in business.ts (${profileUrl}). Make them the same.`,
      });
    }
    if (!origins.includes(siteUrl)) {
      settings.push({
        area: "settings",
        text: `ALLOWED_ORIGINS does not include SITE_URL (${siteUrl}); forms sent from the site would be refused. Add it.`,
      });
    }
  }

  const siteHost = hostOf(siteUrl || profileUrl)?.replace(/^www\./, "");
  const mailFrom = text("MAIL_FROM");
  const fromDomain = mailFrom.includes("@") ? mailFrom.slice(mailFrom.lastIndexOf("@") + 1).toLowerCase() : "";
  if (!mailFrom) {
    settings.push({ area: "settings", text: "MAIL_FROM is not set: set it to an address on the site's domain, e.g. website@" + (siteHost ?? "<domain>") + "." });
  } else if (siteHost && fromDomain !== siteHost && !fromDomain.endsWith(`.${siteHost}`)) {
    settings.push({
      area: "settings",
      text: `MAIL_FROM (${mailFrom}) is not on the site's domain (${siteHost}). Use an address there, on the domain onboarded to Cloudflare Email Service.`,
    });
  }

  // Settings still pointing at the sample business, whatever the content says.
  const { domain, name } = content.sample.SAMPLE_BUSINESS;
  const settingValues: [string, string][] = [
    ...Object.entries(vars)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string")
      .map(([key, value]): [string, string] => [key, value]),
    ["The mailer's destination_address", destination],
  ];
  for (const [key, value] of settingValues) {
    const lower = value.toLowerCase();
    if ((domain && lower.includes(domain.toLowerCase())) || (name && lower.includes(name.toLowerCase()))) {
      settings.push({
        area: "settings",
        text: `${key} still names the sample business ("${value}"). Use the real business's name, domain and addresses.`,
      });
    }
  }

  for (const [key, what] of [
    ["ACCESS_TEAM_DOMAIN", "your Cloudflare Access team domain (e.g. yourteam.cloudflareaccess.com)"],
    ["ACCESS_AUD", "the Application Audience (AUD) tag of the Access application that protects /admin"],
  ] as const) {
    if (!text(key)) {
      inbox.push({
        area: "inbox",
        text:
          `${key} is empty. Set it in [vars] to ${what}. Until both Access settings are set, the inbox ` +
          "answers only on this computer, so you could not read your leads online.",
      });
    }
  }
  return { settings, inbox };
}

const SECRET_HOW_TO: Record<(typeof REQUIRED_SECRETS)[number], string> = {
  IP_HASH_SECRET:
    "Run `npx wrangler secret put IP_HASH_SECRET` and enter a long random value " +
    "(for example the output of `openssl rand -hex 32`). Keep it: changing it resets the per-visitor limits.",
  VAPID_PRIVATE_KEY:
    "Run `npm run vapid:keys`, put its public key in [vars] as VAPID_PUBLIC_KEY and enter its private key with " +
    "`npx wrangler secret put VAPID_PRIVATE_KEY`. Keep the pair: changing it makes every phone turn notifications on again.",
  BOOKING_TOKEN_SECRET:
    "Run `npx wrangler secret put BOOKING_TOKEN_SECRET` and enter a long random value (`openssl rand -hex 32`). " +
    "It signs the customers' booking links; changing it makes the links already sent stop working.",
};

async function secretFindings(listSecrets: () => Promise<string[]>): Promise<Finding[]> {
  let names: string[];
  try {
    names = await listSecrets();
  } catch (error) {
    return [
      {
        area: "secrets",
        text:
          `Could not read the Worker's secrets from Cloudflare, so ${REQUIRED_SECRETS.join(" and ")} cannot be confirmed. ` +
          "Log in with `npx wrangler login` (or set CLOUDFLARE_API_TOKEN) and run the check again." +
          (error instanceof Error && error.message ? `\n      wrangler said: ${error.message}` : ""),
      },
    ];
  }
  return REQUIRED_SECRETS.filter((name) => !names.includes(name)).map((name) => ({
    area: "secrets" as const,
    text: `The secret ${name} is not set. ${SECRET_HOW_TO[name]}`,
  }));
}

/** Everything still sample or missing; empty when the site is ready to launch. */
export async function checkLaunch(options: LaunchCheckOptions): Promise<Finding[]> {
  const content = await loadContent(options.root);
  const { rawConfig } = experimental_readRawConfig({ config: join(options.root, "wrangler.toml") });
  const { settings, inbox } = settingsFindings(rawConfig as RawConfig, content);
  return [
    ...contentFindings(content, join(options.root, "client/content/photos"), loadLiveContent(options.root)),
    ...settings,
    ...pushFindings(rawConfig as RawConfig, developmentVapidKey(options.root)),
    ...customerMailFindings(rawConfig as RawConfig),
    ...(await secretFindings(options.listSecrets)),
    ...inbox,
  ];
}

/** The findings as the owner reads them, grouped by where the fix is made. */
export function formatFindings(findings: Finding[]): string {
  if (findings.length === 0) {
    return "Ready to launch: no sample content left, production settings, secrets and inbox sign-in are in place.";
  }
  const lines = [
    `Not ready to launch: ${findings.length} ${findings.length === 1 ? "thing is" : "things are"} still sample or missing.`,
  ];
  for (const area of Object.keys(AREA_HEADINGS) as FindingArea[]) {
    const inArea = findings.filter((finding) => finding.area === area);
    if (inArea.length === 0) continue;
    lines.push("", `${AREA_HEADINGS[area]}:`);
    for (const finding of inArea) lines.push(`  - ${finding.text}`);
  }
  lines.push("", "Fix each, then run `npm run check:launch` again. `npm run deploy` runs this check first and stops while anything is listed.");
  return lines.join("\n");
}
