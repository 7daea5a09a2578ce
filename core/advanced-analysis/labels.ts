/** Names of concerns, sensitivities and age brackets, as the insights and the screens word them. */
import type { AgeBracket, PrimaryConcern } from "../domain";


export const CONCERN_LABELS: Record<PrimaryConcern, string> = {
  acne: "Acne",
  hyperpigmentation: "Hyperpigmentation",
  "fine-lines": "Fine Lines",
  hydration: "Hydration",
  rosacea: "Rosacea",
  "barrier-repair": "Barrier Repair",
  "anti-aging": "Anti-Aging",
};

export const AGE_BRACKET_LABELS: Record<AgeBracket, string> = {
  "under-20": "Under 20",
  "20-29": "Age 20-29",
  "30-39": "Age 30-39",
  "40-49": "Age 40-49",
  "50+": "Age 50+",
};
