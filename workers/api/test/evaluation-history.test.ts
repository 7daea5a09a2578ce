/**
 * GET /api/stacks/{id}/evaluations: every evaluation of a routine is kept, and its scores over time
 * are the owner's; others see only the shared view's scores of a public routine.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { EvaluationHistory } from "@core/api/evaluation-history";
import { EVALUATION_HISTORY_MAX_LIMIT } from "@core/schemas/routines";
import { evaluations } from "@db/schema";
import { call, evaluatedPersonalRoutine, PERSONAL_ROUTINE_PRODUCTS, evaluateNow, signUp, withTestDb } from "./helpers";

const { cleanser, serum, cream } = PERSONAL_ROUTINE_PRODUCTS;
const sunscreen = { name: "Daily Fluid SPF 50", brand: "Test", productType: "Sunscreen", ingredients: "Aqua, Zinc Oxide, Glycerin, Niacinamide" };

/** An owner whose profile (pregnant, with a retinol serum) makes their scores differ from the shared view's. */
const evaluatedRoutine = () => evaluatedPersonalRoutine("Tight and red");

async function reevaluate(routineId: string, owner: { token: string; user: { id: string } }) {
  const res = await call(`/api/stacks/${routineId}/evaluate`, { method: "POST", token: owner.token });
  expect(res.status).toBe(202);
  await evaluateNow(routineId, owner.user.id);
}

const history = (id: string, token?: string, query = "") => call(`/api/stacks/${id}/evaluations${query}`, token ? { token } : {});
const historyJson = async (id: string, token?: string, query = "") => {
  const res = await history(id, token, query);
  expect(res.status).toBe(200);
  return (await res.json()) as EvaluationHistory;
};
const storedRows = (routineId: string) =>
  withTestDb((db) => db.select().from(evaluations).where(eq(evaluations.stackId, routineId)).orderBy(evaluations.createdAt));

describe("a routine's evaluations are kept", () => {
  it("re-evaluating adds a row and keeps the earlier ones; editing the routine deletes none", async () => {
    const { owner, stackId: routineId } = await evaluatedRoutine();
    const [first] = await storedRows(routineId);
    const edit = await call(`/api/stacks/${routineId}`, {
      method: "PUT",
      token: owner.token,
      json: { name: "Night Repair", goal: "anti-aging", morningProducts: [cleanser, sunscreen], nightProducts: [serum, cream] },
    });
    expect(edit.status).toBe(200);
    expect((await storedRows(routineId)).map((r) => r.id)).toEqual([first.id]);
    await reevaluate(routineId, owner);
    const rows = await storedRows(routineId);
    expect(rows).toHaveLength(2);
    expect(rows[0].id).toBe(first.id);
    // The sunscreen added by the edit is in the second evaluation only.
    expect(rows[1].completenessScore).toBeGreaterThan(rows[0].completenessScore);
  });
});

describe("GET /api/stacks/{id}/evaluations", () => {
  it("gives the owner their own scores of every evaluation, oldest first, with dates and the overall score", async () => {
    const { owner, stackId: routineId } = await evaluatedRoutine();
    await reevaluate(routineId, owner);
    const rows = await storedRows(routineId);
    const body = await historyJson(routineId, owner.token);
    expect(body.nextBefore).toBeNull();
    expect(body.evaluations.map((e) => e.id)).toEqual(rows.map((r) => r.id));
    const [latest] = body.evaluations.slice(-1);
    const row = rows[rows.length - 1];
    expect(latest).toEqual({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      completenessScore: row.completenessScore,
      effectivenessScore: row.effectivenessScore,
      safetyScore: row.safetyScore,
      ingredientQualityScore: row.ingredientQualityScore,
      routineBalanceScore: row.routineBalanceScore,
      overallScore: expect.any(Number),
    });
    expect(Date.parse(body.evaluations[0].createdAt)).toBeLessThanOrEqual(Date.parse(latest.createdAt));
  });

  it("gives others only the shared view's scores of a public routine, never the owner's personal ones", async () => {
    const { owner, stackId: routineId } = await evaluatedRoutine();
    const shared = await call(`/api/stacks/${routineId}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: true } });
    expect(shared.status).toBe(200);
    const [row] = await storedRows(routineId);
    const view = row.sharedView as Record<string, number>;
    // Retinol during pregnancy costs the owner safety points that the shared view knows nothing about.
    expect(view.safetyScore).toBeGreaterThan(row.safetyScore);
    const stranger = await signUp();
    for (const token of [stranger.token, undefined]) {
      const body = await historyJson(routineId, token);
      expect(body.evaluations).toHaveLength(1);
      const [entry] = body.evaluations;
      expect(entry).toMatchObject({
        id: row.id,
        completenessScore: view.completenessScore,
        effectivenessScore: view.effectivenessScore,
        safetyScore: view.safetyScore,
        ingredientQualityScore: view.ingredientQualityScore,
        routineBalanceScore: view.routineBalanceScore,
      });
      expect(Object.keys(entry).sort()).toEqual(
        ["completenessScore", "createdAt", "effectivenessScore", "id", "ingredientQualityScore", "overallScore", "routineBalanceScore", "safetyScore"],
      );
    }
  });

  it("gives others the stored scores of an evaluation kept from before shared views, as GET /api/stacks/{id} does", async () => {
    const { owner, stackId: routineId } = await evaluatedRoutine();
    await call(`/api/stacks/${routineId}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: true } });
    await withTestDb((db) => db.update(evaluations).set({ sharedView: null }).where(eq(evaluations.stackId, routineId)));
    const routine = (await (await call(`/api/stacks/${routineId}`)).json()) as { evaluation: Record<string, number> };
    const [entry] = (await historyJson(routineId)).evaluations;
    for (const key of ["completenessScore", "effectivenessScore", "safetyScore", "ingredientQualityScore", "routineBalanceScore", "overallScore"] as const) {
      expect(entry[key]).toBe(routine.evaluation[key]);
    }
  });

  it("answers 404 for a private routine to others and guests, and for a missing or malformed id", async () => {
    const { stackId: routineId } = await evaluatedRoutine();
    const stranger = await signUp();
    for (const res of [
      await history(routineId, stranger.token),
      await history(routineId),
      await history(crypto.randomUUID(), stranger.token),
      await history("not-a-uuid", stranger.token),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: expect.any(String), code: "stack_not_found" });
    }
  });

  it("pages with limit and before, latest first across pages", async () => {
    const { owner, stackId: routineId } = await evaluatedRoutine();
    await reevaluate(routineId, owner);
    await reevaluate(routineId, owner);
    const ids = (await storedRows(routineId)).map((r) => r.id);
    const latest = await historyJson(routineId, owner.token, "?limit=2");
    expect(latest.evaluations.map((e) => e.id)).toEqual(ids.slice(1));
    expect(latest.nextBefore).toBe(latest.evaluations[0].createdAt);
    const earlier = await historyJson(routineId, owner.token, `?limit=2&before=${encodeURIComponent(latest.nextBefore!)}`);
    expect(earlier.evaluations.map((e) => e.id)).toEqual(ids.slice(0, 1));
    expect(earlier.nextBefore).toBeNull();
  });

  it.each([
    ["limit=0", "at least 1"],
    [`limit=${EVALUATION_HISTORY_MAX_LIMIT + 1}`, `at most ${EVALUATION_HISTORY_MAX_LIMIT}`],
    ["limit=ten", "whole number"],
    ["before=yesterday", "before must be a date"],
    // JavaScript reads these as dates; PostgreSQL cannot store them.
    ["before=99999", "before must be a date"],
    ["before=275760-09-13", "before must be a date"],
    ["before=-000001-01-01", "before must be a date"],
  ])("refuses ?%s with a 400 naming the problem", async (query, text) => {
    const { owner, stackId: routineId } = await evaluatedRoutine();
    const res = await history(routineId, owner.token, `?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; code: string };
    expect(body.code).toBe("validation_error");
    expect(body.message).toContain(text);
  });
});
