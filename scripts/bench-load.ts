// `npm run bench:load`: 500 leads from 500 visitors, 50 at a time, against the
// Worker under `wrangler dev` as `npm start` runs it (a fresh local D1 in its own
// state folder; or a running one with `--url http://127.0.0.1:8787`, whose D1
// must then start empty of leads for the stored count to mean anything). Each
// visitor has a network of its own (an IPv6 /64 from the documentation range,
// which wrangler dev passes to the Worker as CF-Connecting-IP), so the
// per-network cooldown and hourly cap see 500 visitors, as a flood of real
// customers would. Every answer must be 201 and every lead stored (counted
// through the inbox's API, sign-in off on loopback); no 5xx. It prints p50 and
// p99 of the answer time. The lead's journey (mail, pushes, reminder) runs in a
// Workflow after the answer, so the answer itself stores the lead and nothing more.
// Options: `--leads 500`, `--concurrency 50`, `--url <running worker>`.
// Runs on plain Node 22 (type stripping): erasable TypeScript only.
import { benchQuote } from "./lib/bench-lead.ts";
import { startWorker } from "./lib/dev-worker.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const LEADS = Number(option("leads") ?? 500);
const CONCURRENCY = Number(option("concurrency") ?? 50);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

function quote(i: number) {
  return benchQuote(i, `visitor.${i + 1}.${Date.now()}@gmail.com`);
}

const worker = option("url") ? { baseUrl: option("url")!.replace(/\/+$/, ""), stop: async () => {} } : await startWorker();
try {
  const base = worker.baseUrl;
  const statuses = new Map<number, number>();
  const times: number[] = [];
  const failures: string[] = [];
  let next = 0;
  const started = performance.now();
  async function visitor(): Promise<void> {
    for (let i = next++; i < LEADS; i = next++) {
      const begin = performance.now();
      let status = 0;
      try {
        const response = await fetch(`${base}/api/leads`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: base, "CF-Connecting-IP": `2001:db8:${(i + 1).toString(16)}::1` },
          body: JSON.stringify(quote(i)),
        });
        status = response.status;
        const text = await response.text();
        if (status !== 201) failures.push(`lead ${i + 1}: ${status} ${text.slice(0, 200)}`);
      } catch (error) {
        failures.push(`lead ${i + 1}: ${String(error)}`);
      }
      times.push(performance.now() - begin);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, visitor));
  const wall = performance.now() - started;
  times.sort((a, b) => a - b);

  const listed = await fetch(`${base}/api/admin/leads?per_page=1`);
  const stored = listed.ok ? ((await listed.json()) as { total: number }).total : -1;
  const fiveHundreds = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);

  console.log(`Load bench: ${LEADS} leads from ${LEADS} visitors, ${CONCURRENCY} at a time, through POST /api/leads at ${base}`);
  console.log(`  answers: ${[...statuses].map(([status, count]) => `${count} × ${status || "no answer"}`).join(", ")}; 5xx: ${fiveHundreds}`);
  console.log(`  stored (the inbox's count): ${stored}`);
  console.log(`  answer time: p50 ${percentile(times, 0.5).toFixed(0)} ms, p99 ${percentile(times, 0.99).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms; ${(LEADS / (wall / 1000)).toFixed(1)} leads/s over ${(wall / 1000).toFixed(1)} s`);
  for (const failure of failures.slice(0, 5)) console.error(`  ${failure}`);
  if (failures.length > 0 || fiveHundreds > 0 || (stored !== LEADS && !option("url"))) process.exitCode = 1;
} finally {
  await worker.stop();
}
