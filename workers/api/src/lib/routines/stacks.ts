import type { Period } from "@core/domain";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@db/client";
import { evaluations, sessions, stackProducts, stacks, users } from "@db/schema";
import type { RoutineProduct } from "@core/schemas/stacks";
import type { Stack, StackEvaluation, StackProduct } from "@core/api/stacks";
import { overallScore } from "@core/evaluation/score";
import { isUuid } from "@core/ids";
import { legacySharedEvaluation, type SharedEvaluation } from "@core/privacy";
import { notFound } from "../errors";

type StackRow = typeof stacks.$inferSelect;
type ProductRow = typeof stackProducts.$inferSelect;
type EvaluationRow = typeof evaluations.$inferSelect;

export function toProductRows(stackId: string, routine: Period, products: RoutineProduct[]) {
  return products.map((p, i) => ({
    stackId,
    routine,
    position: i + 1,
    productId: isUuid(p.productId ?? p.id) ? (p.productId ?? p.id)! : null,
    name: (p.name || p.productName || "").trim(),
    brand: p.brand ?? "",
    productType: p.productType ?? "",
    ingredients: p.ingredients ?? "",
    imageUrl: p.imageUrl ?? null,
    usageFrequency: p.usageFrequency ?? null,
    selfAssessment: p.selfAssessment ?? null,
    concentrations: p.concentrations ?? [],
  }));
}

/** A product of GET /api/stacks/{id}, as its owner sees it. */
export function serializeProduct(p: ProductRow) {
  return {
    id: p.id,
    productId: p.productId,
    name: p.name,
    brand: p.brand,
    imageUrl: p.imageUrl,
    productType: p.productType,
    ingredients: p.ingredients,
    order: p.position,
    usageFrequency: p.usageFrequency,
    selfAssessment: p.selfAssessment,
    concentrations: p.concentrations,
  } satisfies StackProduct;
}

/**
 * A product as others see it: how the owner rates a product on their skin and how often they use
 * it (advanced analysis) are theirs alone.
 */
function sharedProduct(p: ProductRow): StackProduct {
  const { usageFrequency: _u, selfAssessment: _s, ...rest } = serializeProduct(p);
  return rest;
}

/** The scores (with the card's overall), findings and texts of an evaluation or of its shared view. */
function scoredParts(v: SharedEvaluation) {
  const scores = {
    completenessScore: v.completenessScore,
    effectivenessScore: v.effectivenessScore,
    safetyScore: v.safetyScore,
    ingredientQualityScore: v.ingredientQualityScore,
    routineBalanceScore: v.routineBalanceScore,
  };
  return {
    ...scores,
    overallScore: overallScore(scores),
    insights: v.insights,
    recommendations: v.recommendations,
    analysis: v.analysis,
    scoreExplanations: v.scoreExplanations,
    productMarks: v.productMarks,
  };
}

/** The evaluation as its owner sees it. */
export function serializeEvaluation(e: EvaluationRow) {
  return {
    id: e.id,
    ...scoredParts(e as unknown as SharedEvaluation),
    skinFeeling: e.skinFeeling,
    narrativeSource: e.narrativeSource,
    engineVersion: e.engineVersion,
    createdAt: e.createdAt.toISOString(),
  } satisfies StackEvaluation;
}

/** The evaluation as others see it: computed without the owner's personal inputs (core/privacy). */
function serializeSharedEvaluation(e: EvaluationRow): StackEvaluation {
  const view = (e.sharedView as SharedEvaluation | null) ?? legacySharedEvaluation(e);
  return { id: e.id, ...scoredParts(view), engineVersion: e.engineVersion, createdAt: e.createdAt.toISOString() };
}

export function serializeStack(
  stack: StackRow,
  products: ProductRow[],
  evaluation: EvaluationRow | null,
  owner: { name: string | null; username: string | null; email: string },
  viewerId: string | null,
): Stack {
  const sorted = [...products].sort((a, b) => a.position - b.position);
  const isOwner = viewerId === stack.userId;
  const product = isOwner ? serializeProduct : sharedProduct;
  return {
    id: stack.id,
    name: stack.name,
    goal: stack.goal,
    secondaryGoals: stack.secondaryGoals,
    skinType: stack.skinType,
    // The skin feeling, like the email, is the owner's alone.
    ...(isOwner ? { skinFeeling: stack.skinFeeling } : {}),
    status: stack.status,
    isPublic: stack.isPublic,
    userId: stack.userId,
    createdAt: stack.createdAt.toISOString(),
    updatedAt: stack.updatedAt.toISOString(),
    morningProducts: sorted.filter((p) => p.routine === "morning").map(product),
    nightProducts: sorted.filter((p) => p.routine === "night").map(product),
    evaluation: evaluation ? (isOwner ? serializeEvaluation(evaluation) : serializeSharedEvaluation(evaluation)) : null,
    user: { name: owner.name ?? owner.username, username: owner.username, ...(isOwner ? { email: owner.email } : {}) },
  };
}

/** Loads stacks with their products, latest evaluation and owner in four queries, whatever the count. */
export async function loadStacks(db: Database, rows: StackRow[], viewerId: string | null): Promise<Stack[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((s) => s.id);
  const [products, evals, owners] = await Promise.all([
    db.select().from(stackProducts).where(inArray(stackProducts.stackId, ids)).orderBy(asc(stackProducts.position)),
    db
      .selectDistinctOn([evaluations.stackId])
      .from(evaluations)
      .where(inArray(evaluations.stackId, ids))
      .orderBy(evaluations.stackId, desc(evaluations.createdAt)),
    db
      .select({ id: users.id, name: users.name, username: users.username, email: users.email })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((s) => s.userId))])),
  ]);
  return rows.map((s) =>
    serializeStack(
      s,
      products.filter((p) => p.stackId === s.id),
      evals.find((e) => e.stackId === s.id) ?? null,
      owners.find((o) => o.id === s.userId)!,
      viewerId,
    ),
  );
}

export async function findStack(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(stacks).where(eq(stacks.id, id)).limit(1);
  return row ?? null;
}

/** The stack if the viewer may see it (their own, or a public one); otherwise 404, never revealing that it exists. */
export async function findVisibleStack(db: Database, id: string, viewerId: string | null) {
  const stack = await findStack(db, id);
  if (!stack || (stack.userId !== viewerId && !stack.isPublic)) throw stackNotFound();
  return stack;
}

/** A session token's verified claims; whether its session is still live is checked by the statement. */
export type ViewerClaims = { userId: string; sessionId: string } | null;

const stackNotFound = () => notFound("The stack you're looking for doesn't exist or has been removed.", "stack_not_found");

/**
 * A routine with its products, latest evaluation and owner, as the viewer may see it, in one
 * statement: the viewer is the claims' user only while their session is live (not revoked, not
 * expired, account not deleted), checked by the same statement. A private routine of someone else
 * is a 404, never revealing that it exists.
 */
export async function loadVisibleStack(db: Database, id: string, claims: ViewerClaims): Promise<Stack> {
  if (!isUuid(id)) throw stackNotFound();
  const liveViewer = claims
    ? sql<string | null>`(select s.user_id from ${sessions} s join ${users} su on su.id = s.user_id
        where s.id = ${claims.sessionId} and s.user_id = ${claims.userId} and s.revoked_at is null
          and s.expires_at > now() and su.deleted_at is null)`
    : sql<string | null>`null::uuid`;
  const [row] = await db
    .select({
      stack: stacks,
      owner: { name: users.name, username: users.username, email: users.email },
      evaluation: evaluations,
      viewerId: liveViewer,
      products: sql<ProductRow[]>`(select coalesce(json_agg(json_build_object(
          'id', sp.id, 'stackId', sp.stack_id, 'productId', sp.product_id, 'routine', sp.routine,
          'position', sp.position, 'name', sp.name, 'brand', sp.brand, 'productType', sp.product_type,
          'ingredients', sp.ingredients, 'imageUrl', sp.image_url, 'usageFrequency', sp.usage_frequency,
          'selfAssessment', sp.self_assessment, 'concentrations', sp.concentrations) order by sp.position), '[]'::json)
        from ${stackProducts} sp where sp.stack_id = ${stacks.id})`,
    })
    .from(stacks)
    .innerJoin(users, eq(users.id, stacks.userId))
    .leftJoin(
      evaluations,
      eq(evaluations.id, sql`(select e.id from ${evaluations} e where e.stack_id = ${stacks.id} order by e.created_at desc limit 1)`),
    )
    .where(eq(stacks.id, id))
    .limit(1);
  if (!row || (row.stack.userId !== row.viewerId && !row.stack.isPublic)) throw stackNotFound();
  return serializeStack(row.stack, row.products, row.evaluation, row.owner, row.viewerId);
}
