/**
 * A build records what became of the publishes it built (site_publishes, see
 * worker/db/schema.ts): it takes every publish still "asked" as "building" when
 * it starts, then marks them "live" or "failed" with the reason. The local
 * builder does this against the local D1, the release in Workers Builds
 * against the production D1 (with the deploy's API token).
 * Runs on plain Node 22 (type stripping): erasable TypeScript only.
 */
import { d1Query, sqlText, type Where } from "./wrangler-cli.ts";

/** Takes the publishes waiting for a build; answers their ids. */
export async function claimPublishes(root: string, where: Where, now = new Date().toISOString()): Promise<string[]> {
  const rows = await d1Query<{ id: string }>(
    root,
    where,
    `update site_publishes set status = 'building', started_at = ${sqlText(now)} where status = 'asked' returning id`,
  );
  return rows.map((row) => row.id);
}

export async function finishPublishes(
  root: string,
  where: Where,
  ids: string[],
  outcome: { status: "live" } | { status: "failed"; reason: string },
  now = new Date().toISOString(),
): Promise<void> {
  if (ids.length === 0) return;
  const reason = outcome.status === "failed" ? sqlText(outcome.reason.slice(0, 1_000)) : "null";
  await d1Query(
    root,
    where,
    `update site_publishes set status = ${sqlText(outcome.status)}, reason = ${reason}, finished_at = ${sqlText(now)} where id in (${ids.map(sqlText).join(", ")})`,
  );
}

/** The line of a failed build's output that says why: the content error when there is one, else the last error line. */
export function failureReason(output: string): string {
  // eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
  const lines = output.replace(/\u001b\[[0-9;]*m/g, "").split("\n").map((line) => line.trim()).filter(Boolean);
  const content = lines.find((line) => /Published site content|SiteContentError/.test(line));
  if (content) return content.replace(/^.*?(Published site content)/, "$1");
  const error = [...lines].reverse().find((line) => /error/i.test(line) && !/^at /.test(line));
  return error ?? lines.at(-1) ?? "The build failed.";
}
