/**
 * Edits of a public routine (ADR 0085): only a change of what others read of it moves the guest pages'
 * generation on, and such changes are limited per member; a banned member cannot make them; another
 * member's change of an entry of a banned member's public routine answers 404, as for a routine that does not exist.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@db/schema";
import { call, signUp, withTestDb } from "./helpers";

type Member = Awaited<ReturnType<typeof signUp>>;
interface Entry {
  id: string;
  name: string;
  ingredients: string;
}
interface Routine {
  id: string;
  morningProducts: Entry[];
  nightProducts: Entry[];
}

const cleanser = { name: "Gentle Cleanser", brand: "Test", productType: "Cleanser", ingredients: "Aqua, Glycerin, Coco-Glucoside" };
const retinol = { name: "Retinol Serum", brand: "Test", productType: "Serum", ingredients: "Aqua, Squalane, Retinol" };
const bare = { name: "Mystery Cream", brand: "Nobody", productType: "Moisturizer" };
const products = { morningProducts: [cleanser], nightProducts: [retinol, bare] };
/** The routine as the wizard submits it, and as PUT /api/stacks/{id} takes it back. */
const submitted = { stackName: "Shared", goal: "anti-aging", skinType: "dry", ...products };
const routineBody = { name: "Shared", goal: "anti-aging", skinType: "dry", ...products };
/** What a member may change of their public routines' shared content in an hour. */
const EDITS_AN_HOUR = 30;

async function generation(): Promise<bigint> {
  const res = await call("/api/guest-pages/generation");
  expect(res.status).toBe(200);
  return BigInt(((await res.json()) as { generation: string }).generation);
}

async function routineOf(owner: Member, id: string): Promise<Routine> {
  const res = await call(`/api/stacks/${id}`, { token: owner.token });
  expect(res.status).toBe(200);
  return (await res.json()) as Routine;
}

/** A new public routine of `owner`'s: a cleanser in the morning, a retinol serum and a cream without ingredients at night. */
async function publicRoutine(owner: Member, isPublic = true): Promise<Routine> {
  const res = await call("/api/evaluate-stack", { method: "POST", token: owner.token, json: submitted });
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as { id: string };
  if (isPublic) expect((await call(`/api/stacks/${id}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: true } })).status).toBe(200);
  return routineOf(owner, id);
}

const ban = (userId: string) => withTestDb((db) => db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, userId)));
const putEntry = (owner: { token: string }, routine: Routine, entry: Entry, json: unknown) =>
  call(`/api/stacks/${routine.id}/products/${entry.id}`, { method: "PUT", token: owner.token, json });
const putRoutine = (owner: { token: string }, routine: Routine, json: unknown) => call(`/api/stacks/${routine.id}`, { method: "PUT", token: owner.token, json });

describe("edits of a public routine and the guest pages' generation (ADR 0085)", () => {
  it("keeps the generation for edits of what only the owner sees: same values, ratings, frequencies, days", async () => {
    const owner = await signUp();
    const routine = await publicRoutine(owner);
    const serum = routine.nightProducts[0];
    const before = await generation();
    // The same entry details again and again, then another rating and frequency: others see neither.
    for (let i = 0; i < 5; i++) expect((await putEntry(owner, routine, serum, { usageFrequency: "daily-pm", selfAssessment: 3 })).status).toBe(200);
    expect((await putEntry(owner, routine, serum, { usageFrequency: "2x-week", selfAssessment: 5, concentrations: [] })).status).toBe(200);
    // The whole routine with the owner's own fields changed only.
    const mine = { ...routineBody, nightProducts: [{ ...retinol, usageFrequency: "weekly", days: ["mon"], selfAssessment: 1 }, bare] };
    for (let i = 0; i < 3; i++) expect((await putRoutine(owner, routine, mine)).status).toBe(200);
    expect(await generation()).toBe(before);

    // What others read moves it on: a strength of an ingredient, an ingredient list, a product's name.
    const saved = await routineOf(owner, routine.id);
    expect((await putEntry(owner, saved, saved.nightProducts[0], { usageFrequency: "2x-week", selfAssessment: 5, concentrations: [{ ingredient: "Retinol", percentage: 0.3 }] })).status).toBe(200);
    const strength = await generation();
    expect(strength).toBeGreaterThan(before);
    // The same strength again (read back from the database with its keys in another order) is no change.
    expect((await putEntry(owner, saved, saved.nightProducts[0], { usageFrequency: "weekly", selfAssessment: 2, concentrations: [{ percentage: 0.3, ingredient: "Retinol" }] })).status).toBe(200);
    expect(await generation()).toBe(strength);
    expect((await putEntry(owner, saved, saved.nightProducts[1], { usageFrequency: "daily-pm", selfAssessment: 3, ingredients: "Aqua, Glycerin" })).status).toBe(200);
    const listed = await generation();
    expect(listed).toBeGreaterThan(strength);
    expect((await putRoutine(owner, routine, { ...routineBody, morningProducts: [{ ...cleanser, name: "Renamed Cleanser" }] })).status).toBe(200);
    expect(await generation()).toBeGreaterThan(listed);
  });

  it(`a member changes what others read of their public routines at most ${EDITS_AN_HOUR} times an hour (429 after); edits others cannot see are not counted`, async () => {
    const owner = await signUp();
    const routine = await publicRoutine(owner);
    // Making it public was no edit; each new name is.
    for (let i = 1; i <= EDITS_AN_HOUR; i++) {
      const res = await putRoutine(owner, routine, { ...routineBody, name: `Shared ${i}` });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const over = await putRoutine(owner, routine, { ...routineBody, name: "One too many" });
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ code: "rate_limited", message: expect.any(String) });
    const fresh = await routineOf(owner, routine.id);
    expect((await putEntry(owner, fresh, fresh.nightProducts[0], { usageFrequency: "weekly", selfAssessment: 4 })).status).toBe(200);
    const strength = await putEntry(owner, fresh, fresh.nightProducts[0], { usageFrequency: "weekly", selfAssessment: 4, concentrations: [{ ingredient: "Retinol", percentage: 0.5 }] });
    expect(strength.status).toBe(429);
    // A private routine's edits are the owner's alone: not limited by this.
    const draft = await publicRoutine(owner, false);
    expect((await putRoutine(owner, draft, { ...routineBody, name: "Private rename" })).status).toBe(200);
  });
});

describe("a banned member's public routine (ADR 0085)", () => {
  it("refuses every edit that changes what others read of it (403 account_banned); the owner's own fields and private routines stay editable", async () => {
    const owner = await signUp();
    const routine = await publicRoutine(owner);
    const draft = await publicRoutine(owner, false);
    await ban(owner.user.id);
    const refusals = [
      await putRoutine(owner, routine, { ...routineBody, morningProducts: [{ ...cleanser, name: "Buy my pills" }] }),
      await putRoutine(owner, routine, { ...routineBody, nightProducts: [{ ...retinol, brand: "spam.example" }, bare] }),
      await putRoutine(owner, routine, { ...routineBody, nightProducts: [{ ...retinol, ingredients: "Aqua, visit spam.example" }, bare] }),
      await putRoutine(owner, routine, { ...routineBody, name: "Renamed" }),
      await putEntry(owner, routine, routine.nightProducts[1], { usageFrequency: "daily-pm", selfAssessment: 3, ingredients: "Aqua, visit spam.example" }),
      await putEntry(owner, routine, routine.nightProducts[0], { usageFrequency: "daily-pm", selfAssessment: 3, concentrations: [{ ingredient: "Retinol", percentage: 0.3 }] }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: "account_banned", message: expect.stringContaining("suspended") });
    }
    const unchanged = await routineOf(owner, routine.id);
    expect(unchanged.morningProducts.map((p) => p.name)).toEqual([cleanser.name]);
    expect(unchanged.nightProducts.map((p) => p.ingredients)).toEqual([retinol.ingredients, ""]);
    // What only the owner sees stays theirs to edit, and so does a private routine.
    expect((await putEntry(owner, routine, routine.nightProducts[0], { usageFrequency: "weekly", selfAssessment: 2 })).status).toBe(200);
    expect((await putRoutine(owner, routine, { ...routineBody, nightProducts: [{ ...retinol, usageFrequency: "weekly" }, bare] })).status).toBe(200);
    expect((await putEntry(owner, draft, draft.nightProducts[1], { usageFrequency: "daily-pm", selfAssessment: 3, ingredients: "Aqua" })).status).toBe(200);
    expect((await putRoutine(owner, draft, { ...routineBody, name: "Still mine", morningProducts: [{ ...cleanser, name: "Any name" }] })).status).toBe(200);
  });

  it("another member's change of one of its entries answers 404, as for a routine that does not exist", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const routine = await publicRoutine(owner);
    const entry = routine.nightProducts[0];
    const details = { usageFrequency: "daily-pm", selfAssessment: 3 };
    // Before the ban the routine is public: the stranger may read it, not change it.
    expect((await putEntry(stranger, routine, entry, details)).status).toBe(403);
    await ban(owner.user.id);
    const hidden = await putEntry(stranger, routine, entry, details);
    const missing = await putEntry(stranger, { ...routine, id: crypto.randomUUID() }, entry, details);
    expect(missing.status).toBe(404);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual(await missing.json());
  });
});
