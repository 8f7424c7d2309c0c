/**
 * Finds a Chromium for Playwright, axe and Lighthouse. `npx playwright install`
 * cannot download a browser on these machines, so a system Chromium is the norm.
 * Order: CHROME_PATH, the usual system paths, then a Playwright-installed one.
 * When none is found this throws with the install command: never skip silently.
 */
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

const SYSTEM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * Headless flags for a machine with no internet. Without the background
 * networking flags Chromium keeps calling home and floods the closed network.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

function playwrightInstalled(): string | undefined {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), ".cache", "ms-playwright");
  if (!existsSync(root)) return undefined;
  const dirs = readdirSync(root).filter((d) => d.startsWith("chromium")).sort().reverse();
  for (const dir of dirs) {
    for (const rel of ["chrome-linux64/chrome", "chrome-linux/chrome", "chrome-linux/headless_shell", "chrome-headless-shell-linux64/chrome-headless-shell"]) {
      const candidate = join(root, dir, rel);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`);
  }
  const found = SYSTEM_PATHS.find((p) => existsSync(p)) ?? playwrightInstalled();
  if (found) return found;
  throw new Error(
    "No Chromium found (looked at CHROME_PATH, " + SYSTEM_PATHS.join(", ") + " and Playwright's browser cache).\n" +
      "Install one: `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROME_PATH to a Chrome/Chromium binary.",
  );
}
