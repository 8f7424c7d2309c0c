// What the bench needs of the "cloudflare:workers" module when the Worker's
// code runs in Node: the Workflows base class (the engine itself is the bench's
// step recorder, bench-worker.ts). Erasable TypeScript only.
export class WorkflowEntrypoint<Env = unknown> {
  protected ctx: unknown;
  protected env: Env;
  constructor(ctx: unknown, env: Env) {
    this.ctx = ctx;
    this.env = env;
  }
}
