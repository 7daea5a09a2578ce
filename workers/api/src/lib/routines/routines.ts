import { defaultRoutineName, type GoalId, type Period } from "@core/domain";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@db/client";
import { prepared } from "@db/prepared-statements";
import { evaluations, skinProfiles, routineProducts, routines, users } from "@db/schema";
import type { RoutineProduct } from "@core/schemas/routines";
import type { Stack, RoutineEvaluation, StackProduct } from "@core/api/routines";
import { overallScore } from "@core/evaluation/score";
import { isUuid } from "@core/ids";
import { legacySharedEvaluation, withoutUsage, type SharedEvaluation } from "@core/privacy";
import { forbidden, notFound } from "../errors";
import { enforceRateLimit } from "../rate-limit";
import { isoTime } from "../sql-time";
import { sharedRoutine } from "../community/visibility";

type RoutineRow = typeof routines.$inferSelect;
type ProductRow = typeof routineProducts.$inferSelect;
type EvaluationRow = typeof evaluations.$inferSelect;

export function toProductRows(routineId: string, routine: Period, products: RoutineProduct[]) {
  return products.map((p, i) => ({
    stackId: routineId,
    routine,
    position: i + 1,
    productId: isUuid(p.productId ?? p.id) ? (p.productId ?? p.id)! : null,
    name: (p.name || p.productName || "").trim(),
    brand: p.brand ?? "",
    productType: p.productType ?? "",
    ingredients: p.ingredients ?? "",
    imageUrl: p.imageUrl ?? null,
    usageFrequency: p.usageFrequency ?? null,
    days: p.days ?? null,
    selfAssessment: p.selfAssessment ?? null,
    concentrations: p.concentrations ?? [],
  }));
}

/**
 * The wizard's pregnancy and breastfeeding answers, saved to the owner's skin profile (private;
 * the engine reads them from there). A "no" never creates a profile; a "yes" creates one with the
 * questionnaire's defaults when there is none.
 */
export async function savePregnancyAnswers(
  tx: Pick<Database, "insert" | "update">,
  userId: string,
  answers: { pregnant?: boolean; breastfeeding?: boolean },
) {
  const set = {
    ...(answers.pregnant === undefined ? {} : { pregnant: answers.pregnant ? 1 : 0 }),
    ...(answers.breastfeeding === undefined ? {} : { breastfeeding: answers.breastfeeding ? 1 : 0 }),
  };
  if (Object.keys(set).length === 0) return;
  if (answers.pregnant || answers.breastfeeding) {
    await tx.insert(skinProfiles).values({ userId, ...set }).onConflictDoUpdate({ target: skinProfiles.userId, set: { ...set, updatedAt: new Date() } });
  } else {
    await tx.update(skinProfiles).set({ ...set, updatedAt: new Date() }).where(eq(skinProfiles.userId, userId));
  }
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
    days: p.days ?? null,
    selfAssessment: p.selfAssessment,
    concentrations: p.concentrations,
  } satisfies StackProduct;
}

/**
 * A product as others see it: how the owner rates a product on their skin and how often (and on
 * which days) they use it are theirs alone.
 */
function sharedProduct(p: ProductRow): StackProduct {
  const { usageFrequency: _u, days: _d, selfAssessment: _s, ...rest } = serializeProduct(p);
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
function serializeEvaluation(e: EvaluationRow): RoutineEvaluation {
  return ownerEvaluation({
    ...(e as unknown as SharedEvaluation),
    id: e.id,
    skinFeeling: e.skinFeeling,
    narrativeSource: e.narrativeSource,
    narrativeLanguage: e.narrativeLanguage,
    engineVersion: e.engineVersion,
    createdAt: e.createdAt.toISOString(),
  });
}

/** What the owner's evaluation is made of: its stored parts, with the time as ISO text. */
type OwnerEvaluationParts = SharedEvaluation &
  Pick<RoutineEvaluation, "id" | "engineVersion" | "createdAt"> & {
    skinFeeling: string;
    narrativeSource: "engine" | "openai";
    narrativeLanguage: string | null;
  };

function ownerEvaluation(e: OwnerEvaluationParts): RoutineEvaluation {
  return {
    id: e.id,
    ...scoredParts(e),
    skinFeeling: e.skinFeeling,
    narrativeSource: e.narrativeSource,
    ...(e.narrativeSource === "openai" && e.narrativeLanguage ? { narrativeLanguage: e.narrativeLanguage } : {}),
    engineVersion: e.engineVersion,
    createdAt: e.createdAt,
  };
}

/** The evaluation as others see it: computed without the owner's personal inputs (core/privacy). */
function serializeSharedEvaluation(e: EvaluationRow): RoutineEvaluation {
  const view = (e.sharedView as SharedEvaluation | null) ?? legacySharedEvaluation(e);
  return sharedEvaluation(view, { id: e.id, engineVersion: e.engineVersion, createdAt: e.createdAt.toISOString() });
}

function sharedEvaluation(view: SharedEvaluation, about: Pick<RoutineEvaluation, "id" | "engineVersion" | "createdAt">): RoutineEvaluation {
  return { id: about.id, ...scoredParts(withoutUsage(view)), engineVersion: about.engineVersion, createdAt: about.createdAt };
}

/** A stack's own fields, its times as ISO text. */
type RoutineFields = Pick<RoutineRow, "id" | "userId" | "name" | "goal" | "secondaryGoals" | "skinType" | "skinFeeling" | "status" | "isPublic"> & {
  createdAt: string;
  updatedAt: string;
};

function serializeRoutine(
  routine: RoutineFields,
  products: ProductRow[],
  evaluation: RoutineEvaluation | null,
  owner: { name: string | null; username: string | null; email: string },
  viewerId: string | null,
): Stack {
  const sorted = [...products].sort((a, b) => a.position - b.position);
  const isOwner = viewerId === routine.userId;
  const product = isOwner ? serializeProduct : sharedProduct;
  return {
    id: routine.id,
    name: routine.name,
    goal: routine.goal,
    secondaryGoals: routine.secondaryGoals,
    skinType: routine.skinType,
    // The skin feeling, like the email, is the owner's alone.
    ...(isOwner ? { skinFeeling: routine.skinFeeling } : {}),
    status: routine.status,
    isPublic: routine.isPublic,
    userId: routine.userId,
    createdAt: routine.createdAt,
    updatedAt: routine.updatedAt,
    morningProducts: sorted.filter((p) => p.routine === "morning").map(product),
    nightProducts: sorted.filter((p) => p.routine === "night").map(product),
    evaluation,
    user: { name: owner.name ?? owner.username, username: owner.username, ...(isOwner ? { email: owner.email } : {}) },
  };
}

/** Loads stacks with their products, latest evaluation and owner in four queries, whatever the count. */
export async function loadRoutines(db: Database, rows: RoutineRow[], viewerId: string | null): Promise<Stack[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((s) => s.id);
  const [products, evals, owners] = await Promise.all([
    db.select().from(routineProducts).where(inArray(routineProducts.stackId, ids)).orderBy(asc(routineProducts.position)),
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
  return rows.map((s) => {
    const evaluation = evals.find((e) => e.stackId === s.id);
    return serializeRoutine(
      { ...s, createdAt: s.createdAt.toISOString(), updatedAt: s.updatedAt.toISOString() },
      products.filter((p) => p.stackId === s.id),
      evaluation ? (s.userId === viewerId ? serializeEvaluation(evaluation) : serializeSharedEvaluation(evaluation)) : null,
      owners.find((o) => o.id === s.userId)!,
      viewerId,
    );
  });
}

export async function findRoutine(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(routines).where(eq(routines.id, id)).limit(1);
  return row ?? null;
}

/** The stack if the viewer may see it (their own, or a public one); otherwise 404, never revealing that it exists. */
export async function findVisibleRoutine(db: Database, id: string, viewerId: string | null) {
  const [row] = await db
    .select({ stack: routines, shared: sql<boolean>`${sharedRoutine("stacks")}` })
    .from(routines)
    .where(eq(routines.id, id))
    .limit(1);
  if (!row || (row.stack.userId !== viewerId && !row.shared)) throw routineNotFound();
  return row.stack;
}

/** A session token's verified claims; whether its session is still live is checked by the statement. */
export type ViewerClaims = { userId: string; sessionId: string } | null;

export const routineNotFound = () => notFound("The stack you're looking for doesn't exist or has been removed.", "stack_not_found");

/** The row of loadVisibleStack's statement. */
interface VisibleRoutineRow extends Record<string, unknown> {
  stack: RoutineFields;
  owner_name: string | null;
  owner_username: string | null;
  owner_email: string;
  viewer_id: string | null;
  shared: boolean;
  products: ProductRow[];
  /** The latest evaluation: its owner's parts for the owner; for anyone else, only its shared view. */
  evaluation:
    | (Pick<RoutineEvaluation, "id" | "engineVersion" | "createdAt"> &
        ({ seenBy: "owner"; parts: OwnerEvaluationParts } | { seenBy: "others"; view: SharedEvaluation | null; legacy: Parameters<typeof legacySharedEvaluation>[0] }))
    | null;
}

/**
 * A routine with its products, latest evaluation and owner, as the viewer may see it, in one
 * statement: the viewer is the claims' user only while their session is live (not revoked, not
 * expired, account not deleted), checked by the same statement. A private routine of someone else
 * is a 404, never revealing that it exists. The statement reads only the evaluation the viewer
 * sees (the owner's, or the shared view): written as SQL rather than with drizzle's query builder,
 * which cost this request a fifth of the Worker's time (docs/performance.md).
 */
export async function loadVisibleRoutine(db: Database, id: string, claims: ViewerClaims): Promise<Stack> {
  const liveViewer = claims
    ? sql`(select s.user_id from sessions s join users su on su.id = s.user_id
        where s.id = ${claims.sessionId} and s.user_id = ${claims.userId} and s.revoked_at is null
          and s.expires_at > now() and su.deleted_at is null)`
    : sql`null::uuid`;
  const { rows } = await db.execute<VisibleRoutineRow>(prepared(sql`
    select json_build_object('id', st.id, 'userId', st.user_id, 'name', st.name, 'goal', st.goal,
        'secondaryGoals', st.secondary_goals, 'skinType', st.skin_type, 'skinFeeling', st.skin_feeling,
        'status', st.status, 'isPublic', st.is_public,
        'createdAt', ${isoTime("st.created_at")}, 'updatedAt', ${isoTime("st.updated_at")}) as stack,
      u.name as owner_name, u.username as owner_username, u.email as owner_email, v.viewer_id, ${sharedRoutine("st")} as shared,
      (select coalesce(json_agg(json_build_object(
          'id', sp.id, 'stackId', sp.stack_id, 'productId', sp.product_id, 'routine', sp.routine,
          'position', sp.position, 'name', sp.name, 'brand', sp.brand, 'productType', sp.product_type,
          'ingredients', sp.ingredients, 'imageUrl', sp.image_url, 'usageFrequency', sp.usage_frequency, 'days', sp.days,
          'selfAssessment', sp.self_assessment, 'concentrations', sp.concentrations) order by sp.position), '[]'::json)
        from stack_products sp where sp.stack_id = st.id) as products,
      (select json_build_object('id', e.id, 'engineVersion', e.engine_version, 'createdAt', ${isoTime("e.created_at")},
          'seenBy', case when st.user_id = v.viewer_id then 'owner' else 'others' end,
          'parts', case when st.user_id = v.viewer_id then json_build_object(
            'completenessScore', e.completeness_score, 'effectivenessScore', e.effectiveness_score,
            'safetyScore', e.safety_score, 'ingredientQualityScore', e.ingredient_quality_score,
            'routineBalanceScore', e.routine_balance_score, 'insights', e.insights,
            'recommendations', e.recommendations, 'analysis', e.analysis, 'scoreExplanations', e.score_explanations,
            'productMarks', e.product_marks, 'skinFeeling', e.skin_feeling, 'narrativeSource', e.narrative_source,
            'narrativeLanguage', e.narrative_language) end,
          'view', case when st.user_id is distinct from v.viewer_id then e.shared_view end,
          'legacy', case when st.user_id is distinct from v.viewer_id and e.shared_view is null then json_build_object(
            'completenessScore', e.completeness_score, 'effectivenessScore', e.effectiveness_score,
            'safetyScore', e.safety_score, 'ingredientQualityScore', e.ingredient_quality_score,
            'routineBalanceScore', e.routine_balance_score, 'insights', e.insights) end)
        from evaluations e where e.stack_id = st.id order by e.created_at desc limit 1) as evaluation
    from stacks st
    join users u on u.id = st.user_id
    cross join (select ${liveViewer} as viewer_id) v
    where st.id = ${id}`));
  const row = rows[0];
  // Others see it only while it is shared by an owner in good standing (not banned: ADR 0029).
  if (!row || (row.stack.userId !== row.viewer_id && row.shared !== true)) throw routineNotFound();
  // The statement chose the evaluation by the same test as serializeStack's isOwner.
  const e = row.evaluation;
  const evaluation = !e
    ? null
    : e.seenBy === "owner"
      ? ownerEvaluation({ ...e.parts, id: e.id, engineVersion: e.engineVersion, createdAt: e.createdAt })
      : sharedEvaluation(e.view ?? legacySharedEvaluation(e.legacy), e);
  const owner = { name: row.owner_name, username: row.owner_username, email: row.owner_email };
  return serializeRoutine(row.stack, row.products, evaluation, owner, row.viewer_id);
}

/** JSON with every object's keys in one order: jsonb answers them in its own order, not in the one they were sent in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** A product row, stored or about to be (`toProductRows`: no id yet). */
type ProductFields = Omit<ProductRow, "id" | "stackId">;

/** The fields of a routine others read (`serializeRoutine` for a viewer who is not the owner). */
type SharedRoutineFields = Pick<RoutineRow, "name" | "goal" | "secondaryGoals" | "skinType">;

/**
 * What others read of a routine, as comparable text: its name, goals and skin type, and each product as
 * `sharedProduct` gives it, in its routine and place. The rows' ids are left out (a save of the routine makes its rows
 * anew), and so is what only the owner sees (a product's frequency, days and rating).
 */
export function sharedContent(routine: SharedRoutineFields, rows: readonly ProductFields[]): string {
  const products = [...rows]
    .sort((a, b) => (a.routine === b.routine ? a.position - b.position : a.routine < b.routine ? -1 : 1))
    .map((row) => {
      const { id: _id, ...shown } = sharedProduct({ ...row, id: "", stackId: "" } as ProductRow);
      return [row.routine, shown];
    });
  return canonicalJson([routine.name, routine.goal, routine.secondaryGoals, routine.skinType, products]);
}

/** What PUT /api/stacks/{id} writes to the routine's own row for an edit (`UpdateRoutineSchema`'s fields). */
export function editedRoutineFields(
  routine: Pick<RoutineRow, "goal">,
  edit: { name?: string; goal?: GoalId; secondaryGoals?: readonly GoalId[]; skinType?: string },
): Partial<SharedRoutineFields> {
  return {
    ...(edit.name !== undefined ? { name: edit.name || defaultRoutineName(edit.goal ?? (routine.goal as GoalId)) } : {}),
    ...(edit.goal ? { goal: edit.goal } : {}),
    ...(edit.secondaryGoals ? { secondaryGoals: [...new Set(edit.secondaryGoals)] } : {}),
    ...(edit.skinType ? { skinType: edit.skinType } : {}),
  };
}

/**
 * Whether an edit of the whole routine (`UpdateRoutineSchema`'s fields) changes what others read of it: its name, goals,
 * skin type, or its products as others see them (`sharedContent`). An edit of the owner's own fields only (a product's
 * frequency, days or rating) or one that changes nothing keeps a public routine's guest pages, and their cache, as they
 * were (ADR 0083, ADR 0085). Reads the routine's rows once.
 */
export async function editChangesSharedContent(
  db: Database,
  routine: RoutineRow,
  edit: { name?: string; goal?: GoalId; secondaryGoals?: readonly GoalId[]; skinType?: string; morningProducts: RoutineProduct[]; nightProducts: RoutineProduct[] },
): Promise<boolean> {
  const stored = await db.select().from(routineProducts).where(eq(routineProducts.stackId, routine.id));
  const edited = [...toProductRows(routine.id, "morning", edit.morningProducts), ...toProductRows(routine.id, "night", edit.nightProducts)];
  return sharedContent(routine, stored) !== sharedContent({ ...routine, ...editedRoutineFields(routine, edit) }, edited);
}

/** Whether a change of one product row changes what others read of it (`sharedContent`). */
export function entryChangeIsShared(before: ProductRow, after: ProductRow): boolean {
  const none = { name: "", goal: "", secondaryGoals: [], skinType: "" };
  return sharedContent(none, [before]) !== sharedContent(none, [after]);
}

/**
 * The routine if the user owns it, for a change: 404 when they cannot see it at all (a banned member's public routine
 * included: a 403 would say it exists), 403 when it is someone else's routine they can see.
 */
export async function ownedRoutine(db: Database, id: string, userId: string) {
  const routine = await findVisibleRoutine(db, id, userId);
  if (routine.userId !== userId) throw forbidden("Only the owner can change this routine");
  return routine;
}

/**
 * Admits an edit of a routine and answers whether the guest pages stay as they were. Only a change others read of a
 * public routine concerns them (ADR 0085): a banned member cannot make one (it would be published unreviewed when the
 * ban is lifted), and a member makes at most `routineEdits` an hour.
 */
export async function admitRoutineEdit(db: Database, user: { id: string; banned: boolean }, routine: Pick<RoutineRow, "isPublic">, changesShared: () => boolean | Promise<boolean>): Promise<boolean> {
  if (!routine.isPublic || !(await changesShared())) return true;
  assertNotBanned(user, "change what others read of a public routine");
  await enforceRateLimit(db, "routineEdits", user.id);
  return false;
}

/** Banned members keep their routines but cannot show them, or change what others read of them (403 account_banned, ADR 0029, ADR 0085). */
export function assertNotBanned(user: { banned: boolean }, what: string) {
  if (user.banned) throw forbidden(`Your account has been suspended from the community by a moderator: you cannot ${what}.`, "account_banned");
}
