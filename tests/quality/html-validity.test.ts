/**
 * The W3C Nu HTML checker (vnu.jar) over every prerendered page, in one Java
 * run: zero errors.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { describe, expect, test, inject } from "vitest";
import { listHtmlFiles } from "../../scripts/lib/built-site.ts";
import { PAGE_ROUTES } from "../../scripts/lib/routes.ts";
import { REPO_ROOT } from "../browser/support/paths.ts";

/** The snapshot of dist/client this run serves (see tests/browser/support/paths.ts). */
const SITE_DIR = inject("siteDir");

const run = promisify(execFile);
const VNU_JAR = join(REPO_ROOT, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe("W3C HTML checker", () => {
  test("every prerendered .html file has zero errors", async () => {
    expect(existsSync(VNU_JAR), `vnu.jar at ${VNU_JAR} (npm ci installs vnu-jar)`).toBe(true);
    await run("java", ["-version"]).catch(() => {
      throw new Error("Java is needed for the W3C checker: `apt-get install -y default-jre-headless`.");
    });
    const files = listHtmlFiles(SITE_DIR);
    expect(files.length, "every route plus 404.html").toBeGreaterThanOrEqual(PAGE_ROUTES.length + 1);
    // vnu exits 1 when it finds errors; the JSON report is on stderr either way.
    const result = await run("java", ["-Xss8m", "-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], {
      maxBuffer: 64 * 1024 * 1024,
      timeout: 170_000,
    }).catch((error: { stdout?: string; stderr?: string; code?: number }) => {
      if (error.code !== 1) throw error;
      return { stdout: error.stdout ?? "", stderr: error.stderr ?? "" };
    });
    const report = JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map((m) => {
        const file = m.url ? relative(SITE_DIR, new URL(m.url).pathname) : "?";
        return `${file}:${m.lastLine ?? "?"}: ${m.message}${m.extract ? `  [${m.extract.trim().slice(0, 120)}]` : ""}`;
      });
    console.log(`vnu: ${files.length} files checked, ${errors.length} errors`);
    expect(errors).toEqual([]);
  });
});
