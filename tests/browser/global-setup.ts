/**
 * One `wrangler dev` for the whole run. The browser and quality projects both
 * list this file as globalSetup; vitest runs it once per project in the same
 * main process, so the server is kept on globalThis with a reference count and
 * started once, stopped after the last project is done.
 */
import type { TestProject } from "vitest/node";
import { startDevServer, type DevServer } from "./support/dev-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    persistDir: string;
    /** The snapshot of dist/client this run serves and checks. */
    siteDir: string;
    wranglerLog: string;
    /** Epoch ms when this run's server started (files older than this belong to other sessions). */
    serverStartedAt: number;
  }
}

interface Shared {
  refs: number;
  startedAt: number;
  server: Promise<DevServer>;
}

const KEY = Symbol.for("peachtree.tests.wranglerDev");
const store = globalThis as unknown as Record<symbol, Shared | undefined>;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (store[KEY] ??= { refs: 0, startedAt: Date.now(), server: startDevServer() });
  shared.refs += 1;
  let server: DevServer;
  try {
    server = await shared.server;
  } catch (error) {
    shared.refs -= 1;
    if (shared.refs === 0) store[KEY] = undefined;
    throw error;
  }
  project.provide("baseUrl", server.baseUrl);
  project.provide("persistDir", server.stateDir);
  project.provide("siteDir", server.siteDir);
  project.provide("wranglerLog", server.log);
  project.provide("serverStartedAt", shared.startedAt);
  return async () => {
    shared.refs -= 1;
    if (shared.refs > 0) return;
    store[KEY] = undefined;
    await server.stop();
  };
}
