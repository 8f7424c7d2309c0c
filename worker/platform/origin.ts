/**
 * The Origin allow-list. Browsers send Origin on every cross-origin request and
 * on same-origin POSTs, so a POST from another site's page is recognisable and
 * refused. A request without Origin (curl, a server) is let through: the
 * limits, not the Origin check, are what stop scripts.
 */
export function isAllowedOrigin(request: Request, allowed: readonly string[]): boolean {
  const origin = request.headers.get("Origin");
  if (origin === null) return true;
  const normalized = origin.trim().replace(/\/+$/, "");
  if (normalized === new URL(request.url).origin) return true;
  return allowed.includes(normalized);
}
