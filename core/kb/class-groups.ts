/** Groups of ingredient classes that both engines (the routine evaluation and the advanced analysis) read the same way. */
import type { ActiveClass } from "./types";

/** Formulation-base classes: an ingredient with only these classes is the vehicle, not an active for a goal or concern. */
export const VEHICLE_CLASSES: ReadonlySet<ActiveClass> = new Set<ActiveClass>([
  "solvent",
  "emollient",
  "occlusive",
  "silicone",
  "fatty-alcohol",
  "surfactant",
  "sulfate-surfactant",
  "preservative",
  "fragrance",
  "fragrance-allergen",
  "essential-oil",
  "drying-alcohol",
]);

export const UV_FILTER_CLASSES: readonly ActiveClass[] = ["mineral-uv-filter", "chemical-uv-filter"];
