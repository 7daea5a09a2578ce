/** The shape of the ingredient knowledge base, shared by the evaluation engine and the advanced analysis. */
import type { GoalId, PrimaryConcern } from "../domain";

export type ActiveClass =
  | "retinoid"
  | "aha"
  | "bha"
  | "pha"
  | "vitamin-c"
  | "niacinamide"
  | "benzoyl-peroxide"
  | "azelaic-acid"
  | "peptide"
  | "ceramide"
  | "humectant"
  | "emollient"
  | "occlusive"
  | "mineral-uv-filter"
  | "chemical-uv-filter"
  | "soothing"
  | "antioxidant"
  | "fragrance"
  | "fragrance-allergen"
  | "drying-alcohol"
  | "fatty-alcohol"
  | "essential-oil"
  | "surfactant"
  | "sulfate-surfactant"
  | "preservative"
  | "silicone"
  | "exfoliant-physical"
  | "brightening"
  | "solvent"
  | "other";

export type Concern = "irritation" | "drying" | "sensitising" | "photosensitising" | "comedogenic";

export interface KbEntry {
  /** Canonical lowercased INCI name. */
  inci: string;
  /** Other names that resolve to this entry (lowercased). */
  aliases: string[];
  /** Display name. */
  displayName: string;
  /** Function tags in the CosIng vocabulary (e.g. "HUMECTANT", "SKIN CONDITIONING"). */
  functions: string[];
  classes: ActiveClass[];
  benefits: string[];
  concerns: Concern[];
  /** Fulton scale 0-5 where known. */
  comedogenic?: number;
  pregnancyCaution?: boolean;
  fungalAcneTrigger?: boolean;
  targetsConcerns: PrimaryConcern[];
  targetsGoals: GoalId[];
  researchNotes: string;
  /** Effective concentration in percent, where one is established. */
  effectiveConcentration?: number;
}
