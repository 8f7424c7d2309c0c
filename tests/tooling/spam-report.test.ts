/**
 * `npm run spam:report` as the owner runs it: against a local D1 made from the
 * real migrations (in a folder of its own), with verdicts written the way the
 * inbox writes them, through wrangler itself.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatSpamReport, type VerdictRow } from "../../scripts/lib/spam-report.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const run = promisify(execFile);
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
let persist: string;

async function wrangler(...args: string[]) {
  return run("npx", ["--no-install", "wrangler", ...args], { cwd: root, env, encoding: "utf8" });
}

beforeAll(async () => {
  persist = mkdtempSync(join(tmpdir(), "spam-report-"));
  await wrangler("d1", "migrations", "apply", "DB", "--local", "--persist-to", persist);
  const insert = (id: string, email: string, message: string, outcome: string, reason: string | null, verdict: string | null) =>
    `insert into forms (id, submission_id, form_type, full_name, email, message, site_name, screen_outcome, spam_reason, spam_verdict, spam_verdict_by, spam_verdict_at) ` +
    `values ('${id}', '${id}', 'contact', 'X', '${email}', '${message}', 'site', '${outcome}', ${reason ? `'${reason}'` : "null"}, ${verdict ? `'${verdict}'` : "null"}, 'owner@example.org', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));`;
  const sql = [
    insert("a", "office@acme.com", "Grow your business with us", "refuse", "Refused at the form: Message in an offer", "not_spam"),
    insert("b", "growth@gmail.com", "We build websites for painters", "accept", null, "spam"),
    insert("c", "bot1@gmail.com", "hi", "refuse", "Refused at the form: Address uses the test word", "spam"),
    insert("d", "no.verdict@gmail.com", "Paint my deck", "accept", null, null),
  ].join(" ");
  await wrangler("d1", "execute", "DB", "--local", "--persist-to", persist, "--command", sql);
}, 120_000);

afterAll(() => rmSync(persist, { recursive: true, force: true }));

describe("npm run spam:report", () => {
  it("prints the owner's verdicts that disagree with the screens as cases, and counts the rest", async () => {
    const { stdout } = await run("node", ["scripts/spam-report.ts", "--persist-to", persist], { cwd: root, env, encoding: "utf8" });
    expect(stdout).toContain("3 in all, 1 agreeing with the screens");
    expect(stdout).toMatch(/Real customers the screens held, refused or flagged \(1\)[^\n]*\n {2}\{\n {4}"category": "Customers the owner released \(verdicts to \d{4}-\d\d-\d\d\)",\n {4}"why": "[^"]+",\n {4}"cases": \[\n {6}\{"label":"owner's verdict not_spam on \d{4}-\d\d-\d\d; the screens said refuse \(Refused at the form: Message in an offer\)","email":"office@acme\.com","message":"Grow your business with us"\}\n/);
    expect(stdout).toMatch(/Junk the screens let through or only flagged \(1\)[^\n]*\n {2}\{\n {4}"category": "Junk the owner marked[^\n]+\n[^\n]+\n {4}"cases": \[\n {6}\{"label":"[^"]+the screens said accept","email":"growth@gmail\.com","message":"We build websites for painters"\}\n/);
    expect(stdout).not.toContain("no.verdict@gmail.com");
    expect(stdout).not.toContain("bot1@gmail.com");
  });

  it("refuses a bad --days with a message", async () => {
    await expect(run("node", ["scripts/spam-report.ts", "--days", "soon"], { cwd: root, env, encoding: "utf8" })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--days takes a whole number"),
    });
  });
});

describe("the report's cases", () => {
  it("carry a quote's typed project details, which is what the screens read, in the table's JSON", () => {
    const row: VerdictRow = {
      created_at: "2026-11-20T10:00:00.000Z",
      email: "li@gmail.com",
      message: "Address: 1 Main St\nProject details: Paint the fence",
      project_details: "Paint the fence",
      form_type: "quote",
      screen_outcome: "hold",
      spam_reason: "Project details reads as an offer",
      spam_verdict: "not_spam",
      spam_verdict_at: "2026-11-21T10:00:00.000Z",
    };
    expect(formatSpamReport([row], 90)).toContain(
      '      {"label":"owner\'s verdict not_spam on 2026-11-21; the screens said hold (Project details reads as an offer)","email":"li@gmail.com","projectDetails":"Paint the fence"}',
    );
  });
});
