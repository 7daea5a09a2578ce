/**
 * Routines are private until their owner shares them, and a shared routine never shows the
 * owner's skin feeling, skin profile, sensitivities, pregnancy, or what was derived from them.
 */
import { renderInsight, renderMessage, type StoredInsight, type StoredText } from "@core/evaluation/render";
import { english } from "@core/evaluation/english";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { evaluations } from "@db/schema";
import { call, evaluatedPersonalRoutine as personalRoutine, evaluatedRoutineOf, signUp, withTestDb } from "./helpers";

const FEELING = "My cheeks feel tight and red since my last peel";

/** A signed-up owner with a personal skin profile and an evaluated routine that has a skin feeling. */
const evaluatedPersonalRoutine = () => personalRoutine(FEELING);

type RoutineJson = Record<string, unknown> & {
  evaluation: Record<string, unknown> & { insights: { ruleId?: string; title: string; description: string }[]; analysis: string };
  morningProducts: Record<string, unknown>[];
  nightProducts: Record<string, unknown>[];
};

const getRoutine = async (id: string, token?: string) => call(`/api/stacks/${id}`, token ? { token } : {});
const share = (id: string, token: string, isPublic: boolean) => call(`/api/stacks/${id}/visibility`, { method: "PUT", token, json: { isPublic } });
const publicIds = async () =>
  ((await (await call("/api/routines/public?limit=50")).json()) as { routines: { id: string }[] }).routines.map((r) => r.id);

describe("a routine is private by default", () => {
  it("others and guests get 404; it is not in the public list; the owner sees it", async () => {
    const { owner, stackId: routineId } = await evaluatedPersonalRoutine();
    const stranger = await signUp();
    expect((await getRoutine(routineId, stranger.token)).status).toBe(404);
    expect((await getRoutine(routineId)).status).toBe(404);
    expect(await publicIds()).not.toContain(routineId);
    const own = await getRoutine(routineId, owner.token);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ id: routineId, isPublic: false });
  });

  it("Make public shares it, Make private takes it back", async () => {
    const { owner, stackId: routineId } = await evaluatedPersonalRoutine();
    const shared = await share(routineId, owner.token, true);
    expect(shared.status).toBe(200);
    expect(await shared.json()).toMatchObject({ isPublic: true });
    expect((await getRoutine(routineId)).status).toBe(200);
    expect(await publicIds()).toContain(routineId);

    expect((await share(routineId, owner.token, false)).status).toBe(200);
    expect((await getRoutine(routineId)).status).toBe(404);
    expect(await publicIds()).not.toContain(routineId);
  });

  it("only the owner changes it; bad input changes nothing", async () => {
    const { owner, stackId: routineId } = await evaluatedPersonalRoutine();
    const stranger = await signUp();
    expect((await share(routineId, stranger.token, true)).status).toBe(404);
    expect((await call(`/api/stacks/${routineId}/visibility`, { method: "PUT", json: { isPublic: true } })).status).toBe(401);
    const bad = await call(`/api/stacks/${routineId}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: "yes" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "validation_error", message: expect.stringContaining("isPublic") });
    expect((await getRoutine(routineId)).status).toBe(404);
  });

  it("a post about it shares it, and it stays public while a post is about it", async () => {
    const { owner, stackId: routineId } = await evaluatedPersonalRoutine();
    const post = await call("/api/posts", { method: "POST", token: owner.token, json: { stackId: routineId, title: "My night routine", description: "" } });
    expect(post.status).toBe(201);
    expect((await getRoutine(routineId)).status).toBe(200);
    const refused = await share(routineId, owner.token, false);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "shared_in_posts" });
    expect((await getRoutine(routineId)).status).toBe(200);
    const { id } = (await post.json()) as { id: string };
    expect((await call(`/api/posts/${id}`, { method: "DELETE", token: owner.token })).status).toBe(200);
    expect((await share(routineId, owner.token, false)).status).toBe(200);
  });
});

describe("a shared routine, field by field", () => {
  it("the owner sees the skin feeling, the profile's insights and the advanced data; others see none of it", async () => {
    const { owner, stackId: routineId } = await evaluatedPersonalRoutine();
    const entry = ((await (await getRoutine(routineId, owner.token)).json()) as RoutineJson).nightProducts[0];
    const rated = await call(`/api/stacks/${routineId}/products/${entry.id}`, {
      method: "PUT",
      token: owner.token,
      json: { usageFrequency: "alternate-nights", selfAssessment: 1, concentrations: [{ ingredient: "Retinol", percentage: 0.5 }] },
    });
    expect(rated.status).toBe(200);
    expect((await share(routineId, owner.token, true)).status).toBe(200);

    const mine = (await (await getRoutine(routineId, owner.token)).json()) as RoutineJson;
    expect(mine.skinFeeling).toBe(FEELING);
    expect(mine.evaluation.skinFeeling).toBe(FEELING);
    // The engine reads the feeling into advice of its own words.
    // Stored as codes (ADR 0045): rendered in English here.
    expect(renderMessage(mine.evaluation.analysis as StoredText, english)).toContain("You describe tightness");
    const myRules = mine.evaluation.insights.map((i) => i.ruleId);
    expect(myRules).toContain("pregnancy-caution");
    expect(myRules).toContain("sensitivity-fragrance");
    expect(mine.nightProducts[0]).toMatchObject({ usageFrequency: "alternate-nights", selfAssessment: 1 });
    expect(mine.user).toHaveProperty("email");

    const stranger = await signUp();
    for (const token of [stranger.token, undefined]) {
      const res = await getRoutine(routineId, token);
      expect(res.status).toBe(200);
      const theirs = (await res.json()) as RoutineJson;
      // What a reader sees: the answer itself, and its coded findings rendered in English (ADR 0045).
      const text =
        JSON.stringify(theirs) +
        renderMessage(theirs.evaluation.analysis as StoredText, english) +
        JSON.stringify(theirs.evaluation.insights.map((i) => renderInsight(i as unknown as StoredInsight, english)));
      expect(theirs).not.toHaveProperty("skinFeeling");
      expect(theirs.evaluation).not.toHaveProperty("skinFeeling");
      expect(text).not.toContain("cheeks");
      expect(text).not.toContain("You describe");
      expect(text).not.toMatch(/pregnan|breastfeed/i);
      expect(text).not.toMatch(/sensitivit(y|ies) to fragrance|you listed/i);
      expect(text).not.toMatch(/fine.lines|30-39/i); // primary concern and age bracket
      expect(theirs.evaluation.insights.map((i) => i.ruleId)).not.toContain("pregnancy-caution");
      expect(theirs.evaluation.insights.some((i) => i.ruleId?.startsWith("sensitivity-"))).toBe(false);
      expect(theirs.nightProducts[0]).not.toHaveProperty("usageFrequency");
      expect(theirs.nightProducts[0]).not.toHaveProperty("selfAssessment");
      expect(theirs.nightProducts[0]).toMatchObject({ name: "Retinol Night Serum", concentrations: [{ ingredient: "Retinol", percentage: 0.5 }] });
      expect(theirs.user).not.toHaveProperty("email");
      // The public evaluation is the routine's, for anyone: still scored and explained.
      expect(theirs.evaluation.safetyScore).toEqual(expect.any(Number));
      expect(renderMessage(theirs.evaluation.analysis as StoredText, english)).toContain("SAFETY");
    }
  });

  it("how often and on which days the owner uses each product stays theirs: others' view is made and served without it (ADR 0082)", async () => {
    const owner = await signUp();
    const night = [
      { name: "Retinol Night Serum", productType: "Serum", ingredients: "Aqua, Squalane, Retinol, Tocopherol", days: ["mon", "thu"] },
      { name: "Glycolic Toner", productType: "Toner", ingredients: "Aqua, Glycolic Acid, Sodium Hydroxide, Glycerin", usageFrequency: "2x-week" },
      { name: "Lactic Serum", productType: "Serum", ingredients: "Aqua, Lactic Acid, Glycerin", usageFrequency: "3x-week" },
    ];
    const routineId = await evaluatedRoutineOf(
      { token: owner.token, id: owner.user.id },
      { goal: "anti-aging", secondaryGoals: [], skinType: "normal", morningProducts: [{ name: "Gentle Cleanser", productType: "Cleanser", ingredients: "Aqua, Glycerin, Coco-Glucoside" }], nightProducts: night },
    );
    expect((await share(routineId, owner.token, true)).status).toBe(200);
    const mine = (await (await getRoutine(routineId, owner.token)).json()) as RoutineJson & { evaluation: { productMarks: Record<string, unknown>[] } };
    // The owner's own evaluation reads their week.
    expect(mine.evaluation.productMarks.find((m) => m.name === "Retinol Night Serum")).toMatchObject({ days: ["mon", "thu"] });
    const ownText = JSON.stringify(mine.evaluation.insights.map((i) => renderInsight(i as unknown as StoredInsight, english)));
    // Each product's uses a week ("2× a week") and the days of the owner's week ("Mon/Thu") in the texts.
    const OWN_WEEK = /\d× a week|Mon\/Thu|some days of the week/;
    expect(ownText).toMatch(OWN_WEEK);

    // What is stored for others was evaluated without the owner's week.
    const [row] = await withTestDb((db) => db.select({ view: evaluations.sharedView }).from(evaluations).where(eq(evaluations.stackId, routineId)));
    const storedView = row.view as { productMarks: Record<string, unknown>[]; insights: { exposure?: { perWeek?: number }[] }[] };
    expect(JSON.stringify(storedView)).not.toMatch(/usageFrequency|2x-week|3x-week/);
    for (const mark of storedView.productMarks) expect(mark).not.toHaveProperty("days");
    // Read as used every day of its routine.
    const notes = storedView.insights.flatMap((i) => i.exposure ?? []);
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(note.perWeek).toBe(7);

    // A view stored before that (the owner's evaluation itself) is served without it as well.
    const [stored] = await withTestDb((db) => db.select().from(evaluations).where(eq(evaluations.stackId, routineId)));
    const ownersAsShared = { ...row.view!, insights: stored.insights, productMarks: stored.productMarks, analysis: stored.analysis, scoreExplanations: stored.scoreExplanations };
    // And one stored before texts were codes: the owner's evaluation as English sentences.
    const ownersInEnglish = {
      ...ownersAsShared,
      insights: (stored.insights as StoredInsight[]).map((i) => renderInsight(i, english)),
      analysis: renderMessage(stored.analysis as StoredText, english),
    };
    expect(JSON.stringify(ownersInEnglish.insights)).toMatch(OWN_WEEK);
    for (const view of [row.view, ownersAsShared, ownersInEnglish]) {
      await withTestDb((db) => db.update(evaluations).set({ sharedView: view }).where(eq(evaluations.stackId, routineId)));
      for (const token of [(await signUp()).token, undefined]) {
        const theirs = (await (await getRoutine(routineId, token)).json()) as RoutineJson;
        const answer = JSON.stringify(theirs);
        expect(answer).not.toMatch(/usageFrequency|"days"|perWeek|"schedule"|2x-week|3x-week|"mon"|"thu"/);
        const text =
          renderMessage(theirs.evaluation.analysis as StoredText, english) +
          JSON.stringify(theirs.evaluation.insights.map((i) => renderInsight(i as unknown as StoredInsight, english))) +
          JSON.stringify(Object.values(theirs.evaluation.scoreExplanations as Record<string, StoredText>).map((t) => renderMessage(t, english)));
        expect(text).not.toMatch(OWN_WEEK);
        expect(text).not.toContain("Suggested week");
        expect(theirs.evaluation.insights.length).toBeGreaterThan(0);
      }
    }
  });

  it("the public list and the feed show the scores of the shared view", async () => {
    const { owner, stackId: routineId } = await evaluatedPersonalRoutine();
    expect((await share(routineId, owner.token, true)).status).toBe(200);
    const [row] = await withTestDb((db) => db.select().from(evaluations).where(eq(evaluations.stackId, routineId)));
    const shared = row.sharedView as { safetyScore: number };
    // The owner's pregnancy and fragrance sensitivity cost safety points that others must not see.
    expect(row.safetyScore).toBeLessThan(shared.safetyScore);
    const publicSafety = async () => {
      const { routines } = (await (await call("/api/routines/public?limit=50")).json()) as { routines: { id: string; evaluation: { safetyScore: number } }[] };
      return routines.find((r) => r.id === routineId)?.evaluation.safetyScore;
    };
    expect(await publicSafety()).toBe(shared.safetyScore);
    expect(row.sharedSafetyScore).toBe(shared.safetyScore);
    // The five shared scores are columns kept from the view by PostgreSQL (migration 0012): without
    // a view (an evaluation from before them) they are the stored scores.
    await withTestDb((db) => db.update(evaluations).set({ sharedView: null }).where(eq(evaluations.stackId, routineId)));
    expect(await publicSafety()).toBe(row.safetyScore);
  });

  it("an evaluation stored before shared views keeps only the scores and the insights not drawn from the profile", async () => {
    const { owner, stackId: routineId } = await evaluatedPersonalRoutine();
    await withTestDb((db) => db.update(evaluations).set({ sharedView: null }).where(eq(evaluations.stackId, routineId)));
    expect((await share(routineId, owner.token, true)).status).toBe(200);
    const theirs = (await (await getRoutine(routineId)).json()) as RoutineJson;
    expect(JSON.stringify(theirs)).not.toMatch(/pregnan|cheeks|you listed/i);
    expect(theirs.evaluation.analysis).toBe("");
    expect(theirs.evaluation.insights.length).toBeGreaterThan(0);
  });
});

describe("headers of personal answers", () => {
  it("api answers are not stored by caches; pages and api send COOP and a Permissions-Policy", async () => {
    const { owner, stackId: routineId } = await evaluatedPersonalRoutine();
    for (const res of [await getRoutine(routineId, owner.token), await call("/api/auth/me", { token: owner.token }), await call("/api/profile", { token: owner.token })]) {
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("permissions-policy")).toMatch(/microphone=\(\)/);
      expect(res.headers.get("permissions-policy")).toMatch(/geolocation=\(\)/);
    }
  });
});
