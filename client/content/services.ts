/**
 * The six services' full page copy, one module per service in services/<slug>.ts
 * (named by the slug: the router loads only the visited service's words).
 * Their order, names and cards come from service-catalog.ts. `items` has eight
 * entries for interior painting and six for every other service; `process`
 * always has four steps.
 */
import { service as interiorPainting } from "./services/interior-painting.ts";
import { service as exteriorPainting } from "./services/exterior-painting.ts";
import { service as cabinetRefinishing } from "./services/cabinet-refinishing.ts";
import { service as deckFenceStaining } from "./services/deck-fence-staining.ts";
import { service as pressureWashing } from "./services/pressure-washing.ts";
import { service as epoxyFloors } from "./services/epoxy-floors.ts";
import type { Service } from "./types.ts";

export const services: Service[] = [
  interiorPainting,
  exteriorPainting,
  cabinetRefinishing,
  deckFenceStaining,
  pressureWashing,
  epoxyFloors,
];
