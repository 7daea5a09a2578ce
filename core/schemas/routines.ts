/** Valibot schemas for routines (stacks), shared by the web app and the api Worker. */
import * as v from "valibot";
import { dateParam, limitParam } from "./paging";
import { GOAL_IDS, SKIN_TYPES, USAGE_FREQUENCIES, WEEKDAYS } from "../domain";
import { concentrationProblem } from "../concentrations";
import { sortDays } from "../schedule";
import { objectMessage } from "./auth";
import { MAX_INGREDIENTS_TEXT, MAX_PRODUCTS_PER_ROUTINE, MAX_ROUTINE_NAME, MAX_SKIN_FEELING, MIN_PRODUCTS_TOTAL } from "../routine-limits";

const goal = v.picklist(GOAL_IDS, `goal must be one of: ${GOAL_IDS.join(", ")}`);
const skinType = v.picklist(SKIN_TYPES, `skinType must be one of: ${SKIN_TYPES.join(", ")}`);

/** The longest ingredient name a concentration may give. */
export const MAX_CONCENTRATION_INGREDIENT = 120;

export const ConcentrationSchema = v.strictObject(
  {
    ingredient: v.pipe(v.string(), v.trim(), v.nonEmpty("ingredient is required"), v.maxLength(MAX_CONCENTRATION_INGREDIENT)),
    percentage: v.pipe(v.number("percentage must be a number"), v.gtValue(0, "percentage must be greater than 0"), v.maxValue(100, "percentage must be at most 100")),
  },
  objectMessage,
);

const FREQUENCY_IDS = USAGE_FREQUENCIES.map((f) => f.id);

/** How often a product is used (core/domain USAGE_FREQUENCIES); null or absent: every day in its routine. */
export const UsageFrequencySchema = v.picklist(FREQUENCY_IDS, `usageFrequency must be one of: ${FREQUENCY_IDS.join(", ")}`);

/**
 * The weekdays a product is used on (an explicit weekly schedule, which wins over its frequency):
 * one to seven different days, stored Monday first (ADR 0033).
 */
export const ScheduleDaysSchema = v.pipe(
  v.array(v.picklist(WEEKDAYS, `days must be weekdays: ${WEEKDAYS.join(", ")}`), "days must be a list of weekdays"),
  v.minLength(1, "days must name at least one day (leave it out for every day)"),
  v.maxLength(WEEKDAYS.length, `days can name at most ${WEEKDAYS.length} days`),
  v.check((days) => new Set(days).size === days.length, "days must not repeat a day"),
  v.transform((days) => sortDays(days)),
);

/** A product in a routine: a catalogue product by id, or just a name and its ingredient text. */
export const RoutineProductSchema = v.pipe(
  v.strictObject(
    {
      id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
      productId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
      name: v.optional(v.pipe(v.string("name must be a string"), v.trim(), v.maxLength(120, "name must be at most 120 characters"))),
      productName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, "productName must be at most 120 characters"))),
      brand: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(120, "brand must be at most 120 characters")))),
      imageUrl: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500)))),
      productType: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40, "productType must be at most 40 characters")))),
      ingredients: v.optional(
        v.nullable(v.pipe(v.string(), v.maxLength(MAX_INGREDIENTS_TEXT, `ingredients must be at most ${MAX_INGREDIENTS_TEXT} characters`))),
      ),
      order: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
      usageFrequency: v.optional(v.nullable(UsageFrequencySchema)),
      days: v.optional(v.nullable(ScheduleDaysSchema)),
      selfAssessment: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)))),
      concentrations: v.optional(v.pipe(v.array(ConcentrationSchema), v.maxLength(30))),
    },
    objectMessage,
  ),
  v.check((p) => Boolean((p.name ?? p.productName ?? "").trim()), "name is required"),
  // Declared strengths must be of listed ingredients and within what a product contains (core/concentrations).
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || !dataset.value.concentrations?.length) return;
    const p = dataset.value;
    const problem = concentrationProblem(p.ingredients ?? "", p.concentrations!, (p.name || p.productName || "").trim());
    if (problem) addIssue({ message: `concentrations: ${problem.message}` });
  }),
);

const routine = (field: string) =>
  v.pipe(
    v.array(RoutineProductSchema, `${field} must be a list of products`),
    v.maxLength(MAX_PRODUCTS_PER_ROUTINE, `${field} can hold at most ${MAX_PRODUCTS_PER_ROUTINE} products`),
  );

type Routines = { morningProducts: unknown[]; nightProducts: unknown[] };
const productCount = (s: Routines) => s.morningProducts.length + s.nightProducts.length;

export const EvaluateSchema = v.pipe(
  v.strictObject(
    {
      stackName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_ROUTINE_NAME, `stackName must be at most ${MAX_ROUTINE_NAME} characters`))),
      goal,
      secondaryGoals: v.optional(v.pipe(v.array(goal), v.maxLength(GOAL_IDS.length)), []),
      skinType: v.optional(skinType, "normal"),
      morningProducts: routine("morningProducts"),
      nightProducts: routine("nightProducts"),
      skinFeeling: v.optional(
        v.pipe(v.string(), v.maxLength(MAX_SKIN_FEELING, `skinFeeling must be at most ${MAX_SKIN_FEELING} characters`)),
        "",
      ),
      /** The wizard's profile step: saved to the owner's skin profile (private), kept as is when absent. */
      pregnant: v.optional(v.boolean("pregnant must be true or false")),
      breastfeeding: v.optional(v.boolean("breastfeeding must be true or false")),
    },
    objectMessage,
  ),
  v.check((s) => productCount(s) >= MIN_PRODUCTS_TOTAL, `add at least ${MIN_PRODUCTS_TOTAL} products in all`),
);

export const UpdateRoutineSchema = v.pipe(
  v.strictObject(
    {
      name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_ROUTINE_NAME, `name must be at most ${MAX_ROUTINE_NAME} characters`))),
      goal: v.optional(goal),
      secondaryGoals: v.optional(v.pipe(v.array(goal), v.maxLength(GOAL_IDS.length))),
      skinType: v.optional(skinType),
      morningProducts: routine("morningProducts"),
      nightProducts: routine("nightProducts"),
    },
    objectMessage,
  ),
  v.check((s) => productCount(s) >= 1, "a routine needs at least one product"),
);

export type RoutineProduct = v.InferOutput<typeof RoutineProductSchema>;
export type EvaluateInput = v.InferOutput<typeof EvaluateSchema>;
export type UpdateRoutineInput = v.InferOutput<typeof UpdateRoutineSchema>;

/** PUT /api/stacks/{id}/visibility: share the routine with everyone, or make it private again. */
export const VisibilitySchema = v.strictObject(
  { isPublic: v.boolean("isPublic must be true or false") },
  objectMessage,
);

/** GET /api/stacks/{id}/evaluations: how many evaluations one page holds by default and at most. */
export const EVALUATION_HISTORY_DEFAULT_LIMIT = 20;
export const EVALUATION_HISTORY_MAX_LIMIT = 50;

/** Query of GET /api/stacks/{id}/evaluations: `limit`, and `before` (an evaluation's createdAt) for earlier ones. */
export const EvaluationHistoryQuerySchema = v.object({
  limit: limitParam(EVALUATION_HISTORY_MAX_LIMIT),
  before: dateParam("before"),
});
