/**
 * The skin profile questionnaire (PUT /api/profile) and the advanced-analysis details of one
 * routine entry (PUT /api/stacks/{id}/products/{entryId}): schemas, limits and defaults shared by
 * the api and the web app.
 */
import * as v from "valibot";
import { AGE_BRACKETS, PRIMARY_CONCERNS, SENSITIVITIES, SKIN_TYPES, USAGE_FREQUENCIES, type AgeBracket, type PrimaryConcern, type Sensitivity, type SkinType } from "../domain";
import { objectMessage } from "./auth";
import { MAX_INGREDIENTS_TEXT } from "../routine-limits";
import { ConcentrationSchema } from "./routines";

/** The four answers of the questionnaire. */
export interface ProfileAnswers {
  skinType: SkinType;
  primaryConcern: PrimaryConcern;
  ageBracket: AgeBracket;
  sensitivities: Sensitivity[];
  /** Private, owner-only answers (never in a shared view): absent until the person answers. */
  pregnant?: boolean;
  breastfeeding?: boolean;
}

/** The questionnaire's answers before anyone saved them: normal skin, hydration, 20-29, no sensitivities. */
export const DEFAULT_PROFILE_ANSWERS: ProfileAnswers = Object.freeze({
  skinType: "normal",
  primaryConcern: "hydration",
  ageBracket: "20-29",
  sensitivities: [],
}) as ProfileAnswers;

/** GET /api/profile's profile when none was saved. */
export const DEFAULT_PROFILE = { ...DEFAULT_PROFILE_ANSWERS, sensitivities: [] as Sensitivity[], pregnant: false, breastfeeding: false } as const;

export const MAX_CONCENTRATIONS = 30;
const FREQUENCY_IDS = USAGE_FREQUENCIES.map((f) => f.id);

const oneOf = (field: string, values: readonly string[]) => `${field} must be one of: ${values.join(", ")}`;

const ALLOWED: Record<string, readonly string[]> = {
  skinType: SKIN_TYPES,
  primaryConcern: PRIMARY_CONCERNS,
  ageBracket: AGE_BRACKETS,
  sensitivities: SENSITIVITIES,
  usageFrequency: FREQUENCY_IDS,
};

/** Like core's objectMessage, but a missing choice field also lists its allowed values. */
const fieldMessage = (issue: v.BaseIssue<unknown>) => {
  if (issue.expected === "never") return "unknown field";
  const key = String(issue.path?.[issue.path.length - 1]?.key ?? "");
  const allowed = ALLOWED[key];
  return allowed ? `is required (one of: ${allowed.join(", ")})` : objectMessage(issue);
};

export const ProfileSchema = v.strictObject(
  {
    skinType: v.picklist(SKIN_TYPES, oneOf("skinType", SKIN_TYPES)),
    primaryConcern: v.picklist(PRIMARY_CONCERNS, oneOf("primaryConcern", PRIMARY_CONCERNS)),
    ageBracket: v.picklist(AGE_BRACKETS, oneOf("ageBracket", AGE_BRACKETS)),
    sensitivities: v.pipe(
      v.array(v.picklist(SENSITIVITIES, oneOf("sensitivities", SENSITIVITIES)), "sensitivities must be a list"),
      v.maxLength(SENSITIVITIES.length * 2, "sensitivities lists too many values"),
      v.transform((list) => SENSITIVITIES.filter((s) => list.includes(s))),
    ),
    pregnant: v.optional(v.boolean("pregnant must be true or false")),
    breastfeeding: v.optional(v.boolean("breastfeeding must be true or false")),
  },
  fieldMessage,
);

export const AdvancedProductSchema = v.strictObject(
  {
    usageFrequency: v.picklist(FREQUENCY_IDS, oneOf("usageFrequency", FREQUENCY_IDS)),
    selfAssessment: v.pipe(
      v.number("selfAssessment must be a whole number from 1 to 5"),
      v.integer("selfAssessment must be a whole number from 1 to 5"),
      v.minValue(1, "selfAssessment must be a whole number from 1 to 5"),
      v.maxValue(5, "selfAssessment must be a whole number from 1 to 5"),
    ),
    concentrations: v.optional(
      v.pipe(
        v.array(ConcentrationSchema, "concentrations must be a list of {ingredient, percentage}"),
        v.maxLength(MAX_CONCENTRATIONS, `concentrations can hold at most ${MAX_CONCENTRATIONS} entries`),
      ),
    ),
    ingredients: v.optional(
      v.pipe(
        v.string("ingredients must be a string"),
        v.trim(),
        v.maxLength(MAX_INGREDIENTS_TEXT, `ingredients must be at most ${MAX_INGREDIENTS_TEXT} characters`),
      ),
    ),
  },
  fieldMessage,
);

/** The PUT /api/profile body. */
export type ProfileBody = v.InferInput<typeof ProfileSchema>;
/** The PUT /api/stacks/{id}/products/{entryId} body. */
export type AdvancedProductBody = v.InferInput<typeof AdvancedProductSchema>;
