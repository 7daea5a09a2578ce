/**
 * The skin profile questionnaire: its options, the answer of
 * GET /api/profile read defensively, and the defaults a routine suggests.
 *
 * Deliberately light: core/domain, the profile's schema and the analysis's label tables
 * (core/advanced-analysis/labels, which imports no knowledge base), never the whole analysis: it
 * would pull the ingredient knowledge base into every page that shows the questionnaire.
 */
import {
  AGE_BRACKETS,
  PRIMARY_CONCERNS,
  QUESTIONNAIRE_CONCERNS,
  SENSITIVITIES,
  SKIN_TYPES,
  type AgeBracket,
  type PrimaryConcern,
  type Sensitivity,
  type SkinType,
} from "@core/domain";
import { CONCERN_LABELS } from "@core/advanced-analysis/labels";
import type { ProfileResponse } from "@core/api/profile";
import { DEFAULT_PROFILE_ANSWERS as DEFAULT_PROFILE, type ProfileAnswers, type ProfileBody } from "@core/schemas/profile";

export type { ProfileAnswers };
export { DEFAULT_PROFILE };

export const CONTINUE_LABEL = "Continue to Product Selection";

export interface Option<T extends string> {
  id: T;
  label: string;
  description?: string;
}

const SKIN_TYPE_TEXT: Record<SkinType, Omit<Option<SkinType>, "id">> = {
  normal: { label: "Normal", description: "Balanced, rarely reactive" },
  dry: { label: "Dry", description: "Feels tight, can flake" },
  oily: { label: "Oily", description: "Shiny, enlarged pores" },
  combination: { label: "Combination", description: "Oily T-zone, drier cheeks" },
  sensitive: { label: "Sensitive", description: "Stings, redness, reacts easily" },
};

/** core's skin types, in its order, as the questionnaire words them. */
export const SKIN_TYPE_OPTIONS: readonly Option<SkinType>[] = SKIN_TYPES.map((id) => ({ id, ...SKIN_TYPE_TEXT[id] }));

/** The concerns' names, as the analysis words them. */
export const CONCERN_OPTION_LABELS: Record<PrimaryConcern, string> = CONCERN_LABELS;

const CONCERN_DESCRIPTIONS: Record<PrimaryConcern, string> = {
  acne: "Breakouts, clogged pores",
  hyperpigmentation: "Dark spots, uneven tone",
  "fine-lines": "Fine lines and wrinkles",
  hydration: "Dehydrated, dull skin",
  rosacea: "Persistent redness, flushing",
  "barrier-repair": "Compromised, reactive barrier",
  "anti-aging": "Firmness and signs of ageing",
};

/** The six concerns the questionnaire offers, plus the saved one when it is the seventh. */
export function concernOptions(current?: PrimaryConcern): Option<PrimaryConcern>[] {
  const ids: PrimaryConcern[] = [...QUESTIONNAIRE_CONCERNS];
  if (current && !ids.includes(current)) ids.push(current);
  return ids.map((id) => ({ id, label: CONCERN_OPTION_LABELS[id], description: CONCERN_DESCRIPTIONS[id] }));
}

/** Same labels as core's AGE_BRACKET_LABELS, without the 'Age' prefix of the results sentence. */
export const AGE_OPTIONS: readonly Option<AgeBracket>[] = AGE_BRACKETS.map((id) => ({
  id,
  label: id === "under-20" ? "Under 20" : id,
}));

/** Title-cased, unlike the analysis's sentence words (core's SENSITIVITY_LABELS); acids name their kinds. */
const SENSITIVITY_OPTION_LABELS: Record<Sensitivity, string> = {
  fragrance: "Fragrance",
  alcohol: "Alcohol",
  "essential-oils": "Essential Oils",
  retinoids: "Retinoids",
  acids: "Acids (AHA/BHA)",
  "vitamin-c": "Vitamin C",
};

/** core's sensitivities, in its order. */
export const SENSITIVITY_OPTIONS: readonly Option<Sensitivity>[] = SENSITIVITIES.map((id) => ({ id, label: SENSITIVITY_OPTION_LABELS[id] }));

/** Adds or removes a sensitivity; the list stays in vocabulary order. */
export function toggleSensitivity(list: readonly Sensitivity[], id: Sensitivity): Sensitivity[] {
  const next = list.includes(id) ? list.filter((s) => s !== id) : [...list, id];
  return SENSITIVITIES.filter((s) => next.includes(s));
}

const pick = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  typeof value === "string" && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** Answers from any object (an api answer, stored state); unknown values fall back to `fallback`. */
export function readProfile(value: unknown, fallback: ProfileAnswers = DEFAULT_PROFILE): ProfileAnswers {
  const x = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const sensitivities = Array.isArray(x.sensitivities) ? x.sensitivities : fallback.sensitivities;
  return {
    skinType: pick(SKIN_TYPES, x.skinType) ?? fallback.skinType,
    primaryConcern: pick(PRIMARY_CONCERNS, x.primaryConcern) ?? fallback.primaryConcern,
    ageBracket: pick(AGE_BRACKETS, x.ageBracket) ?? fallback.ageBracket,
    sensitivities: SENSITIVITIES.filter((s) => sensitivities.includes(s)),
    ...(typeof x.pregnant === "boolean" ? { pregnant: x.pregnant } : {}),
    ...(typeof x.breastfeeding === "boolean" ? { breastfeeding: x.breastfeeding } : {}),
  };
}

/** The answers GET or PUT /api/profile gives (core/api/profile): the saved profile, else `fallback`. */
export function profileAnswers(answer: ProfileResponse, fallback: ProfileAnswers = DEFAULT_PROFILE): { profile: ProfileAnswers; saved: boolean } {
  if (!answer.saved) return { profile: fallback, saved: false };
  const { updatedAt: _updatedAt, ...profile } = answer.profile;
  return { profile, saved: true };
}

/** The concern a routine goal suggests, for a user who never filled in the questionnaire. */
export const GOAL_CONCERNS: Record<string, PrimaryConcern> = {
  hydration: "hydration",
  brightening: "hyperpigmentation",
  "anti-aging": "fine-lines",
  "oil-control": "acne",
  "even-tone": "hyperpigmentation",
  "acne-care": "acne",
  "reduce-redness": "rosacea",
  glow: "hydration",
};

/** Defaults for a routine: its skin type and the concern its goal suggests. */
export function profileDefaultsFor(routine: { skinType?: string | null; goal?: string | null } | null | undefined): ProfileAnswers {
  return {
    ...DEFAULT_PROFILE,
    skinType: pick(SKIN_TYPES, routine?.skinType) ?? DEFAULT_PROFILE.skinType,
    primaryConcern: (routine?.goal && GOAL_CONCERNS[routine.goal]) || DEFAULT_PROFILE.primaryConcern,
    sensitivities: [],
  };
}

/** The PUT /api/profile body. */
export function profilePayload(profile: ProfileAnswers): ProfileBody {
  return {
    skinType: profile.skinType,
    primaryConcern: profile.primaryConcern,
    ageBracket: profile.ageBracket,
    sensitivities: [...profile.sensitivities],
    ...(profile.pregnant === undefined ? {} : { pregnant: profile.pregnant }),
    ...(profile.breastfeeding === undefined ? {} : { breastfeeding: profile.breastfeeding }),
  };
}

/**
 * Where 'Continue to Product Selection' leads from /profile: the advanced analysis of the routine
 * given as ?stackId= (a plain id only; it opens at the product details, the profile being done),
 * else the create-routine wizard.
 */
export function profileNextPath(routineId: string | null | undefined): string {
  return routineId && /^[A-Za-z0-9-]{1,64}$/.test(routineId) ? `/advanced-analysis/${routineId}?step=products` : "/add-stack";
}
