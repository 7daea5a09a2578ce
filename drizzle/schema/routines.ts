import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Weekday } from "../../core/domain";
import { uuidKey, time, belongsTo } from "./columns";
import { products } from "./catalog";
import { users } from "./users";

export const routines = pgTable(
  "stacks",
  {
    id: uuidKey(),
    userId: belongsTo("user_id", () => users.id),
    name: text("name").notNull(),
    goal: text("goal").notNull(),
    secondaryGoals: jsonb("secondary_goals").$type<string[]>().notNull().default([]),
    skinType: text("skin_type").notNull().default("normal"),
    skinFeeling: text("skin_feeling").notNull().default(""),
    /** Private by default: shared by its owner (Make public, or a post about it). */
    isPublic: boolean("is_public").notNull().default(false),
    /**
     * Why a public routine is public: 'owner' (its owner chose Make public) or 'post' (a post
     * about it shared it; deleting the last such post makes it private again, a trigger of
     * migration 0015). Null while private.
     */
    publicVia: text("public_via", { enum: ["owner", "post"] }),
    /** The queue job whose result the stack waits for; a newer request supersedes an older one. */
    pendingJobId: text("pending_job_id"),
    /** Client-sent Idempotency-Key of the request that created it: a double submit creates one stack. */
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the request the key came with: the key reused with another request is refused (ADR 0069). */
    idempotencyFingerprint: text("idempotency_fingerprint"),
    /** pending: queued for evaluation; evaluated; failed: the credit was refunded. */
    status: text("status", { enum: ["draft", "pending", "evaluated", "failed"] })
      .notNull()
      .default("pending"),
    createdAt: time("created_at").notNull().defaultNow(),
    updatedAt: time("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("stacks_user_created_idx").on(t.userId, t.createdAt),
    index("stacks_public_created_idx").on(t.createdAt).where(sql`${t.isPublic} and ${t.status} = 'evaluated'`),
    uniqueIndex("stacks_idempotency_key").on(t.userId, t.idempotencyKey),
  ],
);

export type Concentration = { ingredient: string; percentage: number };

export const routineProducts = pgTable(
  "stack_products",
  {
    id: uuidKey(),
    stackId: belongsTo("stack_id", () => routines.id),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    routine: text("routine", { enum: ["morning", "night"] }).notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    brand: text("brand").notNull().default(""),
    productType: text("product_type").notNull().default(""),
    ingredients: text("ingredients").notNull().default(""),
    imageUrl: text("image_url"),
    usageFrequency: text("usage_frequency"),
    /** The weekdays it is used on when its owner follows a weekly schedule; null: every day of usageFrequency (ADR 0033). */
    days: jsonb("days").$type<Weekday[]>(),
    selfAssessment: integer("self_assessment"),
    concentrations: jsonb("concentrations").$type<Concentration[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex("stack_products_position_key").on(t.stackId, t.routine, t.position),
    // Counts per catalogue product (popular products, an ingredient page's order, a product's shared routines).
    index("stack_products_product_idx").on(t.productId),
  ],
);

/**
 * A score as everyone but the owner sees it: from the shared view, else (evaluations stored before
 * shared views) the stored score. Kept beside the view so that the feed, the public routines and
 * the profiles read five numbers instead of taking apart the whole view (several kilobytes,
 * compressed out of line by PostgreSQL) once per score and row (migration 0012, ADR 0024).
 */
const sharedScore = (column: string, key: string, stored: string) =>
  doublePrecision(column).generatedAlwaysAs(sql.raw(`coalesce((shared_view ->> '${key}')::double precision, ${stored}::double precision)`));

export const evaluations = pgTable(
  "evaluations",
  {
    id: uuidKey(),
    stackId: belongsTo("stack_id", () => routines.id),
    /** The queue job that produced it: a redelivered job never writes twice. */
    jobId: text("job_id").notNull(),
    completenessScore: numeric("completeness_score", { precision: 3, scale: 1, mode: "number" }).notNull(),
    effectivenessScore: numeric("effectiveness_score", { precision: 3, scale: 1, mode: "number" }).notNull(),
    safetyScore: numeric("safety_score", { precision: 3, scale: 1, mode: "number" }).notNull(),
    ingredientQualityScore: numeric("ingredient_quality_score", { precision: 3, scale: 1, mode: "number" }).notNull(),
    routineBalanceScore: numeric("routine_balance_score", { precision: 3, scale: 1, mode: "number" }).notNull(),
    insights: jsonb("insights").notNull().default([]),
    recommendations: jsonb("recommendations").notNull().default([]),
    scoreExplanations: jsonb("score_explanations").notNull().default({}),
    productMarks: jsonb("product_marks").notNull().default([]),
    /**
     * The narrative: the engine's as a message (codes with parameters, ADR 0045), or a text (the AI's,
     * written in `narrativeLanguage`, and narratives stored before engine 1.4.0).
     */
    analysis: jsonb("analysis").notNull().default(sql`'""'::jsonb`),
    skinFeeling: text("skin_feeling").notNull().default(""),
    engineVersion: text("engine_version").notNull(),
    narrativeSource: text("narrative_source", { enum: ["engine", "openai"] }).notNull().default("engine"),
    /** The language the AI wrote the narrative in (ADR 0055); null for the engine's, which reads in every language. */
    narrativeLanguage: text("narrative_language"),
    /**
     * The same routine evaluated without the owner's personal inputs (skin profile, sensitivities,
     * pregnancy, skin feeling): what everyone else sees of a shared routine (core/privacy.ts).
     */
    sharedView: jsonb("shared_view"),
    sharedCompletenessScore: sharedScore("shared_completeness_score", "completenessScore", "completeness_score"),
    sharedEffectivenessScore: sharedScore("shared_effectiveness_score", "effectivenessScore", "effectiveness_score"),
    sharedSafetyScore: sharedScore("shared_safety_score", "safetyScore", "safety_score"),
    sharedIngredientQualityScore: sharedScore("shared_ingredient_quality_score", "ingredientQualityScore", "ingredient_quality_score"),
    sharedRoutineBalanceScore: sharedScore("shared_routine_balance_score", "routineBalanceScore", "routine_balance_score"),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("evaluations_job_key").on(t.jobId),
    index("evaluations_stack_created_idx").on(t.stackId, t.createdAt),
  ],
);
