/**
 * The inbox's addresses, in one place for the browser's app and the Worker's
 * drawing: where it lives, the href of an inbox path, and which screen a path
 * shows with its parameters (`/leads/:id`).
 *
 * The screens are matched with patterns compiled once per screen, not by the
 * router's `<Routes>`: that reads its children, flattens and ranks every route
 * and compiles each pattern to a regular expression on every render, which on
 * Lighthouse's four-times-slowed phone was about a tenth of the app's first
 * task as it took the Worker's drawn page over, for five fixed screens. The
 * patterns are the router's own syntax (static segments and `:name`, any case,
 * a trailing slash allowed), so `screens.tsx` reads the same.
 */

/** Where the inbox lives: the router's basename, in the browser and in the Worker's drawing. */
export const INBOX_BASENAME = "/admin";

/**
 * The address of an inbox path (with its query, if any) for an `href`, as the
 * router writes it: "/" is "/admin", "/dashboard" is "/admin/dashboard",
 * "/?spam=held" is "/admin?spam=held", and an empty query is dropped.
 */
export function inboxHref(to: string): string {
  const [, path = "", rest = ""] = /^([^?#]*)(.*)$/s.exec(to) ?? [];
  return `${path === "/" || path === "" ? INBOX_BASENAME : `${INBOX_BASENAME}${path}`}${rest === "?" ? "" : rest}`;
}

/** A screen's path parameters by name. */
export type ScreenParams = Record<string, string>;

export interface CompiledPath {
  pattern: RegExp;
  names: string[];
}

/** "/leads/:id" as a regular expression and its parameter names. */
export function compileScreenPath(path: string): CompiledPath {
  const names: string[] = [];
  const source = path
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(":")) {
        names.push(segment.slice(1));
        return "/([^/]+)";
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    })
    .join("");
  return { pattern: new RegExp(`^${source}/*$`, "i"), names };
}

/** The parameters of `pathname` under a compiled path, or undefined when it does not match. */
export function matchScreenPath({ pattern, names }: CompiledPath, pathname: string): ScreenParams | undefined {
  const match = pattern.exec(pathname);
  if (!match) return undefined;
  const params: ScreenParams = {};
  names.forEach((name, i) => {
    const value = match[i + 1] ?? "";
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      params[name] = value;
    }
  });
  return params;
}

