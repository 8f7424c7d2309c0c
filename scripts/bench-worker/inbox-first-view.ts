// What the bench needs of "inbox-first-view" (wrangler.toml's alias for the inbox's server-side drawing,
// client/admin/first-view/server.ts, React in .tsx that Node cannot load) when the Worker's code runs in
// Node: nothing. The bench times scheduled jobs, which never draw an inbox screen; a call says so.
export const renderInboxScreen = (): never => {
  throw new Error("The Worker bench does not draw inbox screens (npm run bench -- --admin measures them).");
};
