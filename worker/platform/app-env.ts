import type { Env } from "./env";

/** Hono's type parameter for every app and sub-app of the Worker. */
export interface AppEnv {
  Bindings: Env;
}
