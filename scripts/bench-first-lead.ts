/**
 * `npm run bench:first-lead`: the CPU a fresh isolate's first lead costs the
 * spam screens, with and without the Worker's warm-up at start-up
 * (`worker/leads/warm-screens.ts`). `bench:screens` times warm code; a new
 * isolate's first lead also pays for V8 compiling the screens and each of
 * their regular expressions at first use, which the Free plan's 10 ms of CPU
 * a request counts too.
 *
 * Each measurement is a fresh Node 22 process (the V8 workerd embeds): it loads
 * the model and builds the languages' scanner as the Worker does at start-up,
 * runs the warm-up or not, then screens one lead. It prints, for each lead,
 * the median over the runs of the start-up's CPU and the first lead's CPU
 * (user + system). Node's start-up includes compiling TypeScript, which a
 * Worker's bundle does not, so only the difference between the two start-ups
 * is the warm-up's cost. Printed, never asserted.
 */
import { spawnSync } from "node:child_process";
import { register } from "node:module";
import { fileURLToPath } from "node:url";
import { loadAverages, median } from "./lib/figures.ts";

/** One lead a customer might send first, in English and in two of the other languages the screens read. */
const FIRST_LEADS = {
  English: {
    email: "casey.morgan@outlook.com",
    message: "Hello, looking for a quote to paint our living room, hallway and two bedrooms in Sandy Springs. Walls and trim. Free any weekday after 3.",
  },
  Chinese: { email: "zhang.min@163.com", message: "您好，我们在Suwanee有一套房子，想粉刷外墙和车库门，请问什么时候可以上门估价？" },
  Korean: { email: "minji.kang@naver.com", projectDetails: "존스크릭 단독주택 주방 캐비닛 도색 견적 문의드립니다. 문짝 24개 정도입니다." },
} as const;
type LeadName = keyof typeof FIRST_LEADS;

const RUNS = 5;

const cpuMs = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1000;

if (process.argv[2] === "--child") {
  const [, , , mode, name] = process.argv as [string, string, string, "warm" | "cold", LeadName];
  // common/ imports without file extensions, as the bundler resolves them; Node needs the hook.
  register("./lib/resolve-ts.mjs", import.meta.url);
  const started = process.cpuUsage();
  const { SPAM_MODEL } = await import("../common/spam-model-trained.ts");
  const { screenLead } = await import("../common/spam/index.ts");
  const { prepareLanguageScanner } = await import("../common/spam/languages.ts");
  if (mode === "warm") {
    const { warmScreens } = await import("../worker/leads/warm-screens.ts");
    warmScreens();
  } else {
    prepareLanguageScanner();
  }
  const startUp = cpuMs(process.cpuUsage(started));
  const first = process.cpuUsage();
  screenLead(FIRST_LEADS[name], SPAM_MODEL);
  console.log(JSON.stringify({ startUp, firstLead: cpuMs(process.cpuUsage(first)) }));
} else {
  console.log(`A fresh process's first lead: median of ${RUNS} processes each, CPU time (user + system); load average ${loadAverages()}`);
  for (const name of Object.keys(FIRST_LEADS) as LeadName[]) {
    const figures = { cold: { startUp: [] as number[], firstLead: [] as number[] }, warm: { startUp: [] as number[], firstLead: [] as number[] } };
    for (let run = 0; run < RUNS; run += 1) {
      for (const mode of ["cold", "warm"] as const) {
        const child = spawnSync(
          process.execPath,
          ["--experimental-transform-types", "--disable-warning=ExperimentalWarning", fileURLToPath(import.meta.url), "--child", mode, name],
          { encoding: "utf8" },
        );
        if (child.status !== 0) throw new Error(`the ${mode} run for the ${name} lead failed: ${child.stderr}`);
        const { startUp, firstLead } = JSON.parse(child.stdout) as { startUp: number; firstLead: number };
        figures[mode].startUp.push(startUp);
        figures[mode].firstLead.push(firstLead);
      }
    }
    const line = (mode: "cold" | "warm") => `first lead ${median(figures[mode].firstLead).toFixed(2)} ms`;
    const warmUpCost = median(figures.warm.startUp) - median(figures.cold.startUp);
    console.log(
      `${name} lead: without the warm-up ${line("cold")}; with it ${line("warm")}, start-up ${warmUpCost.toFixed(0)} ms longer (the warm-up's cost)`,
    );
  }
  console.log(`load average at the end: ${loadAverages()}`);
}
