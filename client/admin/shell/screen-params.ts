/**
 * Which screen an address shows, and its path parameters (`/leads/:id`), read
 * once per address with patterns compiled once per screen.
 *
 * Why not the router's `<Routes>`: it reads its children, flattens and ranks
 * every route, and compiles each pattern to a regular expression on every
 * render. On Lighthouse's four-times-slowed phone that was about a tenth of the
 * app's first task as it took the Worker's drawn page over, for five fixed
 * screens. The patterns here are the router's own syntax (static segments and
 * `:name`, any case, a trailing slash allowed), so `screens.tsx` reads the same.
 */
import { createContext, useContext } from "react";

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

const ScreenParamsContext = createContext<ScreenParams>({});
export const ScreenParamsProvider = ScreenParamsContext.Provider;

/** The path parameters of the screen being shown (`id` on a lead's page). */
export function useScreenParams(): ScreenParams {
  return useContext(ScreenParamsContext);
}
