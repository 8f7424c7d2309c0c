/**
 * The Worker: a Hono app for /api/* and the owner's inbox at /admin
 * (wrangler.toml routes only those here first; every public page is a static
 * asset), the crons (scheduled.ts) and the Workflows (journey/).
 */
import { Hono, type Context } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { MESSAGES } from "../common";
import type { AppEnv } from "./platform/app-env";
import { readConfig, type Env } from "./platform/env";
import { errorBody } from "./platform/http";
import { requireAllowedOrigin } from "./platform/origin";
import { isFormPost } from "./leads/form-post/read";
import { answerError } from "./platform/answer-error";
import { runScheduled } from "./scheduled";
import { adminApi, adminApp } from "./admin/route";
import { leads } from "./leads/route";
import { phoneClicks } from "./phone-clicks/route";
import { trackingData } from "./tracking-data/route";
import { LIVE_CONTENT_PATH, applyLiveHours } from "./site/live-content";
import { booking } from "./booking/route";
import { renderBookingPage } from "./booking/page";
import { BOOKING_PAGE_PATH } from "./booking/links";

export const API_ROUTES = {
  "/api/leads": leads,
  "/api/get-tracking-data": trackingData,
  "/api/incrementPhoneClickCount": phoneClicks,
} as const;

/** Sent with every API answer, errors included (hono's secureHeaders adds the rest of its set: HSTS, COOP, CORP...). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cache-Control": "no-store",
  // JSON answers: nothing in them may load, run or be framed.
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

const app = new Hono<AppEnv>();

app.use(
  "/api/*",
  secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    // The HTML answer to a no-JavaScript form post brings the policy its page needs
    // (leads/form-post/render.ts): a header a route set itself is kept.
    overwrite: false,
  }),
);
app.use("/api/*", async (c, next) => {
  await next();
  // Not a security header to hono, but no API answer (a lead's id, a 422) may be cached anywhere.
  c.res.headers.set("Cache-Control", "no-store");
});

app.use("/api/*", async (c, next) => {
  // A plain HTML form post to /api/leads is answered with its form page, refusals included:
  // the leads route checks its sender itself, so a refused one gets the page with what it typed, not JSON.
  const answeredWithPage = c.req.path.replace(/\/+$/, "") === "/api/leads" && isFormPost(c.req.raw);
  if (c.req.method === "POST" && !answeredWithPage) {
    requireAllowedOrigin(c.req.raw, readConfig(c.env).ALLOWED_ORIGINS);
  }
  await next();
});

// The business-hours clock (response times, pushes, reminders) runs on the hours the live site shows.
app.use("/api/*", async (c, next) => {
  await applyLiveHours(c.env);
  await next();
});

for (const [path, route] of Object.entries(API_ROUTES)) {
  app.route(path, route);
  app.all(path, (c) => {
    c.header("Allow", "POST");
    return c.json(errorBody("method_not_allowed", MESSAGES.methodNotAllowed), 405);
  });
}

// The customer's estimate-visit booking: its API (GET and POST, so not in API_ROUTES) and its page.
app.route("/api/booking", booking);
app.get(BOOKING_PAGE_PATH, (c) => renderBookingPage(c, c.req.query("token") ?? ""));

// The owner's inbox: its own sign-in gate, headers and methods (admin/route.ts).
app.route("/api/admin", adminApi);
app.route("/admin", adminApp);

// The build's record of the live content is for the Worker (worker/site/live-content.ts), not for visitors.
app.all(`${LIVE_CONTENT_PATH.slice(0, LIVE_CONTENT_PATH.lastIndexOf("/"))}/*`, async (c) => {
  const page = await c.env.ASSETS.fetch(new Request(new URL("/404.html", c.req.url)));
  return new Response(page.body, { status: 404, headers: page.headers });
});

function apiNotFound(c: Context<AppEnv>) {
  return c.json(errorBody("not_found", MESSAGES.apiNotFound), 404);
}

app.all("/api/*", apiNotFound);

// Only reached if the assets layer hands a non-API request to the Worker.
app.notFound((c) => (c.req.path.startsWith("/api/") ? apiNotFound(c) : c.env.ASSETS.fetch(c.req.raw)));

app.onError(answerError);

export { app };
// The Workflows of wrangler.toml's [[workflows]]: a lead's journey, each day's digest.
export { LeadJourney } from "./journey/lead-journey";
export { DailyDigest } from "./journey/daily-digest";

export default {
  fetch: app.fetch,
  async scheduled(controller, env) {
    await applyLiveHours(env);
    // The run's own time names the day (its digest is "digest-<day>"), even when it starts late.
    await runScheduled(controller.cron, env, new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
