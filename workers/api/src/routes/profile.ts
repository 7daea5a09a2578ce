/**
 * The skin profile questionnaire and the advanced-analysis details of one routine entry (its
 * request schemas: core/schemas/profile.ts).
 *
 * - GET /api/profile: the signed-in user's skin profile, or the defaults (normal, hydration,
 *   20-29, no sensitivities) with `saved: false` when none was saved yet.
 * - PUT /api/profile: saves it (upsert). The evaluation engine reads it for every later evaluation
 *   (queue/consumer.ts: sensitivities become flags).
 * - PUT /api/stacks/{id}/products/{entryId}: usage frequency, 1-5 suitability rating, known
 *   concentrations and (only for an entry listed without ingredients) its INCI list. Owner only;
 *   changes that one entry and nothing else (not the stack, not its evaluation). Of a public routine, a
 *   change others read (the strengths, the INCI list) is refused to a banned member and limited per member.
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { ProfileResponse } from "@core/api/profile";
import type { RoutineEntrySavedResponse } from "@core/api/routines";
import { AGE_BRACKETS, PRIMARY_CONCERNS, SENSITIVITIES, SKIN_TYPES } from "@core/domain";
import { AdvancedProductSchema, DEFAULT_PROFILE, ProfileSchema } from "@core/schemas/profile";
import { skinProfiles, routineProducts } from "@db/schema";
import type { AppEnv } from "../env";
import { concentrationProblem } from "@core/concentrations";
import { badRequest, conflict, notFound } from "../lib/errors";
import { isUuid } from "@core/ids";
import { admitRoutineEdit, entryChangeIsShared, ownedRoutine, serializeProduct, routineNotFound } from "../lib/routines/routines";
import { UuidParam } from "@core/schemas/params";
import * as v from "valibot";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";

type ProfileRow = typeof skinProfiles.$inferSelect;

function serializeProfile(row: ProfileRow | undefined): ProfileResponse {
  if (!row) return { profile: { ...DEFAULT_PROFILE, sensitivities: [], updatedAt: null }, saved: false };
  const known = <T extends string>(value: string, list: readonly T[], fallback: T): T => ((list as readonly string[]).includes(value) ? (value as T) : fallback);
  return {
    profile: {
      skinType: known(row.skinType, SKIN_TYPES, DEFAULT_PROFILE.skinType),
      primaryConcern: known(row.primaryConcern, PRIMARY_CONCERNS, DEFAULT_PROFILE.primaryConcern),
      ageBracket: known(row.ageBracket, AGE_BRACKETS, DEFAULT_PROFILE.ageBracket),
      sensitivities: SENSITIVITIES.filter((s) => (row.sensitivities ?? []).includes(s)),
      pregnant: row.pregnant === 1,
      breastfeeding: row.breastfeeding === 1,
      updatedAt: row.updatedAt.toISOString(),
    },
    saved: true,
  };
}

export const profileRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    const [row] = await c.get("db").select().from(skinProfiles).where(eq(skinProfiles.userId, c.get("user").id)).limit(1);
    return c.json(serializeProfile(row));
  })
  .put("/", requireUser, validate("json", ProfileSchema), async (c) => {
    const input = c.req.valid("json");
    const userId = c.get("user").id;
    const values = {
      skinType: input.skinType,
      primaryConcern: input.primaryConcern,
      ageBracket: input.ageBracket,
      sensitivities: input.sensitivities,
      updatedAt: new Date(),
    };
    // Pregnancy and breastfeeding are kept when a form does not ask about them.
    const pregnant = {
      ...(input.pregnant === undefined ? {} : { pregnant: input.pregnant ? 1 : 0 }),
      ...(input.breastfeeding === undefined ? {} : { breastfeeding: input.breastfeeding ? 1 : 0 }),
    };
    const [row] = await c
      .get("db")
      .insert(skinProfiles)
      .values({ userId, ...values, ...pregnant })
      .onConflictDoUpdate({ target: skinProfiles.userId, set: { ...values, ...pregnant } })
      .returning();
    return c.json({ ...serializeProfile(row), message: "Skin profile saved" });
  });

/** Mounted at /api/stacks next to the stack routes (its paths do not overlap theirs). */
/**
 * `:id` names a routine (any other shape answers like a missing one, 404); `:entryId` is checked
 * after the routine's ownership (403 first), as an entry the routine does not have.
 */
const EntryParams = v.object({ id: UuidParam, entryId: v.string() });

export const routineProductRoutes = new Hono<AppEnv>().put("/:id/products/:entryId", requireUser, validate("json", AdvancedProductSchema), validate("param", EntryParams, routineNotFound), async (c) => {
  const input = c.req.valid("json");
  const db = c.get("db");
  const user = c.get("user");
  const { id, entryId } = c.req.valid("param");
  // 404 for a routine the caller cannot see (a banned member's public one included), 403 for another's they can.
  const routine = await ownedRoutine(db, id, user.id);
  const [entry] = isUuid(entryId)
    ? await db
        .select()
        .from(routineProducts)
        .where(and(eq(routineProducts.id, entryId), eq(routineProducts.stackId, routine.id)))
        .limit(1)
    : [];
  if (!entry) throw notFound("This product is not in the routine (it may have been edited meanwhile)", "stack_product_not_found");

  const ingredients = input.ingredients ?? "";
  const setIngredients = ingredients !== "" && ingredients !== entry.ingredients.trim();
  if (setIngredients && entry.ingredients.trim() !== "") {
    throw conflict("This product already has an ingredient list; only a product listed without one can be given one", "ingredients_already_listed");
  }
  // Declared strengths must be of ingredients the entry lists, and plausible (core/concentrations).
  const problem = input.concentrations
    ? concentrationProblem(setIngredients ? ingredients : entry.ingredients, input.concentrations, entry.name)
    : null;
  if (problem) throw badRequest(problem.message, problem.code);
  const changes = {
    usageFrequency: input.usageFrequency,
    selfAssessment: input.selfAssessment,
    ...(input.concentrations ? { concentrations: input.concentrations } : {}),
    ...(setIngredients ? { ingredients } : {}),
  };
  if (await admitRoutineEdit(db, user, routine, () => entryChangeIsShared(entry, { ...entry, ...changes }))) c.set("guestPagesUnchanged", true);
  const [updated] = await db
    .update(routineProducts)
    .set(changes)
    .where(eq(routineProducts.id, entry.id))
    .returning();
  return c.json({ product: { ...serializeProduct(updated), routine: updated.routine }, message: "Product details saved" } satisfies RoutineEntrySavedResponse);
});
