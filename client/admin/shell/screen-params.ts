/** The path parameters of the screen being shown (`id` on a lead's page), matched in addresses.ts. */
import { createContext, useContext } from "react";
import type { ScreenParams } from "./addresses.ts";

const ScreenParamsContext = createContext<ScreenParams>({});
export const ScreenParamsProvider = ScreenParamsContext.Provider;

/** The path parameters of the screen being shown (`id` on a lead's page). */
export function useScreenParams(): ScreenParams {
  return useContext(ScreenParamsContext);
}
