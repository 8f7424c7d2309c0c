/**
 * Which sites may send the API a change. Browsers send Origin on every
 * cross-origin request and on same-origin POSTs, so a post from another site's
 * page is recognisable and refused. Browsers that send Fetch Metadata also say
 * `Sec-Fetch-Site: cross-site` for such a post even when Origin is stripped
 * (some privacy tools strip it), so that refuses too. A request with neither
 * (curl, a server) is let through: the limits, not this check, stop scripts.
 */
import { MESSAGES } from "../../common";
import { ApiError } from "./http";

/**
 * An origin as browsers serialise it: lower-case scheme and host, no default
 * port, no trailing slash; null for anything that is not a web origin,
 * the opaque `null` of sandboxed frames, file: pages and privacy modes included.
 */
export function normalizeOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  // An origin has no path, query, fragment or credentials; a value with them is not one.
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) return null;
  return url.origin;
}

/** True when the request's sender is this site, one of `allowed`, or not a browser page at all (see above). */
export function isAllowedOrigin(request: Request, allowed: readonly string[]): boolean {
  const origin = request.headers.get("Origin");
  if (origin === null) return request.headers.get("Sec-Fetch-Site")?.trim().toLowerCase() !== "cross-site";
  const normalized = normalizeOrigin(origin);
  if (normalized === null) return false;
  if (normalized === new URL(request.url).origin) return true;
  return allowed.some((entry) => normalizeOrigin(entry) === normalized);
}

/** The API's 403 for a change sent from another site. */
export function forbiddenOrigin(): ApiError {
  return new ApiError(403, "forbidden_origin", MESSAGES.forbiddenOrigin);
}

/** Throws the API's 403 unless the request's sender is this site or one of `allowed`. */
export function requireAllowedOrigin(request: Request, allowed: readonly string[]): void {
  if (!isAllowedOrigin(request, allowed)) throw forbiddenOrigin();
}
