/**
 * The inbox app's server renderer (client/admin/first-view/server.ts), which
 * the Worker's build takes from the app's source under this name (wrangler.toml
 * [alias], and the worker tests' vitest config). Its type is the contract in
 * common/, which the renderer itself is checked against in the client project.
 */
declare module "inbox-first-view" {
  export const renderInboxScreen: import("../../common/inbox-first-view").RenderInboxScreen;
}
