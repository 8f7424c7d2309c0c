/**
 * The owner's inbox: its API under /api/admin/* and its app under /admin.
 * Every request passes the sign-in gate first (access.ts), then the Origin
 * check if it changes anything, then the request's own validation.
 */
import { Hono } from "hono";
import { queueNoticeStatement } from "../leads/notice-storage";
import { notifyAnswered, releaseJourneyId, startJourneyInBackground } from "../journey/start";
import { answerError } from "../platform/answer-error";
import { readConfig } from "../platform/env";
import { ApiError, parseRequest, readJsonObject } from "../platform/http";
import { pushApi } from "../push/route";
import { siteApi } from "../site/route";
import { estimateAdmin } from "../booking/admin-route";
import { recordFirstResponse } from "./response-time";
import { leadCsvLine, leadsCsvHeader } from "./csv";
import { ADMIN_APP_CSP, ADMIN_MESSAGES, adminHeaders, methodNotAllowed, refuseForeignOrigin, requireOwner, type AdminEnv } from "./http";
import { localDate } from "../../common/local-time";
import { readLeadChanges, readLeadFilters, readLeadList, readStatsQuery, responseTapSchema } from "./requests";
import { serveInboxApp } from "./serve-app";
import { dashboardStats, siteHosts } from "./stats";
import { allLeads, deleteLead, getAdminLead, leadJourneyState, listLeads, updateLead, type AdminLead, type LeadChanges } from "./storage";

/** JSON answers: nothing in them may load, run or be framed. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const adminApi = new Hono<AdminEnv>();

adminApi.use("*", adminHeaders({ csp: API_CSP }));
adminApi.use("*", requireOwner("api"));
adminApi.use("*", refuseForeignOrigin);

async function leadOr404(d1: D1Database, id: string): Promise<AdminLead> {
  const lead = await getAdminLead(d1, id);
  if (!lead) throw new ApiError(404, "not_found", ADMIN_MESSAGES.leadNotFound);
  return lead;
}

adminApi.get("/session", (c) => {
  const owner = c.get("owner");
  return c.json({ ok: true as const, user: { email: owner.email }, sign_in: owner.signIn });
});

adminApi.get("/leads", async (c) => {
  const { filters, page, perPage } = readLeadList(c.req.url);
  const { leads, total } = await listLeads(c.env.DB, filters, { page, perPage });
  return c.json({ ok: true as const, leads, page, per_page: perPage, total });
});
adminApi.all("/leads", methodNotAllowed("GET"));

adminApi.get("/leads.csv", async (c) => {
  const leads = await allLeads(c.env.DB, readLeadFilters(c.req.url));
  const csv = leadsCsvHeader() + leads.map(leadCsvLine).join("");
  const filename = `leads-${localDate(new Date())}.csv`;
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
  });
});
adminApi.all("/leads.csv", methodNotAllowed("GET"));

adminApi.get("/leads/:id", async (c) => {
  return c.json({ ok: true as const, lead: await leadOr404(c.env.DB, c.req.param("id")) });
});

/** Who gave a verdict when sign-in is off (local development on loopback): nobody signed in, but it was the owner's machine. */
const LOCAL_OWNER = "owner (sign-in off)";

adminApi.patch("/leads/:id", async (c) => {
  const id = c.req.param("id");
  const { spam: spamAsked, spam_verdict, ...rest } = readLeadChanges(await readJsonObject(c.req.raw));
  const now = new Date();
  // The owner's verdict on the screens ("Not spam" / "Spam" on a lead's page) holds or releases
  // the lead as a plain `spam` change would, and is recorded with who said it and when.
  const spam = spam_verdict === undefined ? spamAsked : spam_verdict === "spam";
  const verdict =
    spam_verdict === undefined
      ? {}
      : { spam_verdict, spam_verdict_by: c.get("owner").email ?? LOCAL_OWNER, spam_verdict_at: now.toISOString() };

  const changes: LeadChanges = { ...rest, ...verdict, ...(spam === undefined ? {} : { is_spam: spam }) };
  const before = await leadJourneyState(c.env.DB, id);
  if (!before || !(await updateLead(c.env.DB, id, changes, now.toISOString()))) {
    throw new ApiError(404, "not_found", ADMIN_MESSAGES.leadNotFound);
  }
  // A hold withdrew the unsent notice together with the update (updateLead).
  // Releasing a held lead queues its notice again and starts a journey, its response clock from
  // now (updateLead): the lead's own journey if it never had one (held on arrival), else one for
  // this release, which sends what was withdrawn or dropped while it was held and skips every
  // device already buzzed. "Not spam" on a lead that was not held (a flagged one) starts nothing:
  // it was announced when it arrived, and its phones must not buzz again as if it were new.
  if (spam === false && before.is_spam) {
    await queueNoticeStatement(c.env.DB, id, now.getTime(), readConfig(c.env).NOTICE_CEILING_PER_HOUR).run();
    const instanceId = before.journey_started_at ? releaseJourneyId(id, before.held_at ?? now.toISOString()) : id;
    c.executionCtx.waitUntil(startJourneyInBackground(c.env, { leadId: id, clockFrom: now.toISOString() }, instanceId));
  }
  // The first status change away from "new" is the owner's first answer: the reminder is not sent.
  if (changes.status && changes.status !== "new" && !before.first_response_at) {
    c.executionCtx.waitUntil(notifyAnswered(c.env, id));
  }
  return c.json({ ok: true as const, lead: await leadOr404(c.env.DB, id) });
});

adminApi.delete("/leads/:id", async (c) => {
  if (!(await deleteLead(c.env.DB, c.req.param("id")))) {
    throw new ApiError(404, "not_found", ADMIN_MESSAGES.leadNotFound);
  }
  return c.json({ ok: true as const });
});
adminApi.all("/leads/:id", methodNotAllowed("GET, PATCH, DELETE"));

// The owner tapped call, text or e-mail on the lead: the first such tap stops its response clock.
adminApi.post("/leads/:id/response", async (c) => {
  const id = c.req.param("id");
  const { how } = parseRequest(responseTapSchema, await readJsonObject(c.req.raw));
  const recorded = await recordFirstResponse(c.env.DB, id, how, new Date().toISOString());
  if (recorded === "not_found") throw new ApiError(404, "not_found", ADMIN_MESSAGES.leadNotFound);
  // The first answer: the lead's journey is told, so its "Still waiting" reminder is not sent.
  if (recorded === "first") c.executionCtx.waitUntil(notifyAnswered(c.env, id));
  return c.json({ ok: true as const, lead: await leadOr404(c.env.DB, id) });
});
adminApi.all("/leads/:id/response", methodNotAllowed("POST"));

adminApi.route("/push", pushApi);
// The Site screens: the owner edits the site's facts, reviews, FAQ and photos, and publishes (worker/site/).
adminApi.route("/site", siteApi);
// Estimate visits, the estimate calendar and review requests (booking/admin-route.ts).
adminApi.route("/", estimateAdmin);

adminApi.get("/stats", async (c) => {
  const { weeks } = readStatsQuery(c.req.url);
  const config = readConfig(c.env);
  const ownHosts = siteHosts([new URL(c.req.url).origin, ...config.ALLOWED_ORIGINS]);
  return c.json({ ok: true as const, stats: await dashboardStats(c.env.DB, { weeks, now: new Date(), ownHosts }) });
});
adminApi.all("/stats", methodNotAllowed("GET"));
adminApi.all("/session", methodNotAllowed("GET"));

/** The app's pages and files: sign-in first, then the file or the app's index.html. */
export const adminApp = new Hono<AdminEnv>();

adminApp.use("*", adminHeaders({ csp: ADMIN_APP_CSP }));
adminApp.use("*", requireOwner("page"));
/**
 * The inbox API at its address, as the pages' first view calls it (first-view.ts):
 * the same handlers, and errors answered as the app answers them (a 404 for a missing lead).
 */
const inboxApiForPages = new Hono<AdminEnv>().route("/api/admin", adminApi);
inboxApiForPages.onError(answerError);
adminApp.get("*", (c) => serveInboxApp(c, inboxApiForPages));
adminApp.all("*", (c) => {
  c.header("Allow", "GET, HEAD");
  return c.text(ADMIN_MESSAGES.methodNotAllowed, 405);
});
