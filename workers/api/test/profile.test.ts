import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { routines } from "@db/schema";
import { call, signUp, withTestDb } from "./helpers";

const cleanser = { name: "Hydrating Cleanser", brand: "CeraVe", productType: "Cleanser", ingredients: "Aqua, Glycerin, Ceramide NP" };
const retinol = { name: "Retinol Serum", brand: "Test", productType: "Serum", ingredients: "Aqua, Squalane, Retinol" };
const mystery = { name: "Mystery Cream", brand: "Nobody", productType: "Moisturizer" };

interface Entry {
  id: string;
  name: string;
  ingredients: string;
  usageFrequency: string | null;
  selfAssessment: number | null;
  concentrations: { ingredient: string; percentage: number }[];
}
interface RoutineBody {
  id: string;
  name: string;
  goal: string;
  updatedAt: string;
  morningProducts: Entry[];
  nightProducts: Entry[];
}

const message = async (res: Response) => ((await res.json()) as { message: string; code: string }).message;

async function seedRoutine(token: string) {
  const res = await call("/api/evaluate-stack", {
    method: "POST",
    token,
    json: { goal: "anti-aging", skinType: "dry", morningProducts: [cleanser], nightProducts: [retinol, mystery] },
  });
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as { id: string };
  return getRoutine(token, id);
}

async function getRoutine(token: string, id: string) {
  const res = await call(`/api/stacks/${id}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as RoutineBody;
}

const details = { usageFrequency: "alternate-nights", selfAssessment: 2, concentrations: [{ ingredient: "Retinol", percentage: 0.3 }] };

describe("GET /api/profile", () => {
  it("answers the defaults, not saved, when the user has no profile", async () => {
    const { token } = await signUp();
    const res = await call("/api/profile", { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      profile: { skinType: "normal", primaryConcern: "hydration", ageBracket: "20-29", sensitivities: [], pregnant: false, breastfeeding: false, updatedAt: null },
      saved: false,
    });
  });

  it("needs a signed-in user", async () => {
    expect((await call("/api/profile")).status).toBe(401);
    expect((await call("/api/profile", { method: "PUT", json: { skinType: "dry" } })).status).toBe(401);
  });
});

describe("PUT /api/profile", () => {
  it("saves the profile, answers it and keeps it per user", async () => {
    const { token } = await signUp();
    const other = await signUp();
    const body = { skinType: "sensitive", primaryConcern: "rosacea", ageBracket: "40-49", sensitivities: ["vitamin-c", "fragrance", "fragrance"] };
    const res = await call("/api/profile", { method: "PUT", token, json: body });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as { profile: Record<string, unknown>; saved: boolean; message: string };
    expect(saved.saved).toBe(true);
    // De-duplicated, in vocabulary order.
    expect(saved.profile).toMatchObject({ ...body, sensitivities: ["fragrance", "vitamin-c"], pregnant: false });
    expect(typeof saved.profile.updatedAt).toBe("string");

    const read = (await (await call("/api/profile", { token })).json()) as { profile: Record<string, unknown>; saved: boolean };
    expect(read).toMatchObject({ saved: true, profile: { skinType: "sensitive", primaryConcern: "rosacea", ageBracket: "40-49" } });
    expect(((await (await call("/api/profile", { token: other.token })).json()) as { saved: boolean }).saved).toBe(false);
  });

  it("updates an existing profile and keeps pregnant when it is not sent", async () => {
    const { token } = await signUp();
    const base = { skinType: "dry", primaryConcern: "fine-lines", ageBracket: "30-39", sensitivities: [] };
    await call("/api/profile", { method: "PUT", token, json: { ...base, pregnant: true } });
    const res = await call("/api/profile", { method: "PUT", token, json: { ...base, skinType: "oily", sensitivities: ["acids"] } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { profile: unknown }).profile).toMatchObject({ skinType: "oily", sensitivities: ["acids"], pregnant: true });
  });

  it.each([
    ["an unknown skin type", { skinType: "scaly" }, "skinType must be one of: normal, dry, oily, combination, sensitive"],
    ["an unknown concern", { primaryConcern: "wrinkles" }, "primaryConcern must be one of: acne, hyperpigmentation, fine-lines, hydration, rosacea, barrier-repair, anti-aging"],
    ["an unknown age bracket", { ageBracket: "60+" }, "ageBracket must be one of: under-20, 20-29, 30-39, 40-49, 50+"],
    ["an unknown sensitivity", { sensitivities: ["nuts"] }, "sensitivities must be one of: fragrance, alcohol, essential-oils, retinoids, acids, vitamin-c"],
    ["sensitivities that are not a list", { sensitivities: "fragrance" }, "sensitivities must be a list"],
    ["a missing field", { ageBracket: undefined }, "ageBracket: is required (one of: under-20, 20-29, 30-39, 40-49, 50+)"],
    ["an unknown field", { shoeSize: 42 }, "shoeSize"],
    ["pregnant that is not a boolean", { pregnant: "yes" }, "pregnant must be true or false"],
  ])("rejects %s with 400 naming the allowed values", async (_label, overrides, text) => {
    const { token } = await signUp();
    const json = { skinType: "dry", primaryConcern: "acne", ageBracket: "20-29", sensitivities: [], ...overrides };
    const res = await call("/api/profile", { method: "PUT", token, json });
    expect(res.status).toBe(400);
    expect(await message(res)).toContain(text);
    expect(((await (await call("/api/profile", { token })).json()) as { saved: boolean }).saved).toBe(false);
  });

  it("saves breastfeeding beside pregnancy, keeps each when not sent, and never shows them to others", async () => {
    const { token } = await signUp();
    const base = { skinType: "dry", primaryConcern: "hydration", ageBracket: "30-39", sensitivities: [] };
    const first = await call("/api/profile", { method: "PUT", token, json: { ...base, pregnant: false, breastfeeding: true } });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { profile: unknown }).profile).toMatchObject({ pregnant: false, breastfeeding: true });
    await call("/api/profile", { method: "PUT", token, json: { ...base, pregnant: true } });
    const res = await call("/api/profile", { token });
    expect(((await res.json()) as { profile: unknown }).profile).toMatchObject({ pregnant: true, breastfeeding: true });
    const bad = await call("/api/profile", { method: "PUT", token, json: { ...base, breastfeeding: "yes" } });
    expect(bad.status).toBe(400);
    expect(await message(bad)).toContain("breastfeeding must be true or false");
  });

  it("rejects a body that is not JSON", async () => {
    const { token } = await signUp();
    const res = await call("/api/profile", { method: "PUT", token, body: "{", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
  });
});

describe("PUT /api/stacks/{id}/products/{entryId}", () => {
  it("stores one entry's advanced data and changes nothing else", async () => {
    const { token } = await signUp();
    const before = await seedRoutine(token);
    const target = before.nightProducts[0];
    const res = await call(`/api/stacks/${before.id}/products/${target.id}`, { method: "PUT", token, json: details });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { product: Entry & { routine: string; order: number } };
    expect(body.product).toMatchObject({ id: target.id, name: "Retinol Serum", routine: "night", order: 1, ...details });

    const after = await getRoutine(token, before.id);
    expect(after.nightProducts[0]).toMatchObject({ id: target.id, ...details, ingredients: retinol.ingredients });
    // The other entries and the stack itself are untouched.
    expect(after.morningProducts).toEqual(before.morningProducts);
    expect(after.nightProducts[1]).toEqual(before.nightProducts[1]);
    expect(after).toMatchObject({ name: before.name, goal: before.goal, updatedAt: before.updatedAt });
  });

  it("keeps the concentrations when they are not sent, and clears them with an empty list", async () => {
    const { token } = await signUp();
    const routine = await seedRoutine(token);
    const entry = routine.nightProducts[0];
    const path = `/api/stacks/${routine.id}/products/${entry.id}`;
    await call(path, { method: "PUT", token, json: details });
    await call(path, { method: "PUT", token, json: { usageFrequency: "weekly", selfAssessment: 5 } });
    expect((await getRoutine(token, routine.id)).nightProducts[0]).toMatchObject({ usageFrequency: "weekly", selfAssessment: 5, concentrations: details.concentrations });
    await call(path, { method: "PUT", token, json: { usageFrequency: "weekly", selfAssessment: 5, concentrations: [] } });
    expect((await getRoutine(token, routine.id)).nightProducts[0].concentrations).toEqual([]);
  });

  it("sets the ingredient list of an entry listed without one, and refuses to replace an existing list", async () => {
    const { token } = await signUp();
    const routine = await seedRoutine(token);
    const bare = routine.nightProducts[1];
    expect(bare.ingredients).toBe("");
    const inci = "Aqua, Glycerin, Niacinamide, Petrolatum";
    const set = await call(`/api/stacks/${routine.id}/products/${bare.id}`, {
      method: "PUT",
      token,
      json: { usageFrequency: "daily-pm", selfAssessment: 3, concentrations: [], ingredients: `  ${inci} ` },
    });
    expect(set.status).toBe(200);
    expect((await getRoutine(token, routine.id)).nightProducts[1].ingredients).toBe(inci);

    // Sending the same list again is harmless; a different one is refused.
    const same = await call(`/api/stacks/${routine.id}/products/${bare.id}`, {
      method: "PUT",
      token,
      json: { usageFrequency: "daily-pm", selfAssessment: 4, ingredients: inci },
    });
    expect(same.status).toBe(200);
    const listed = routine.morningProducts[0];
    const refused = await call(`/api/stacks/${routine.id}/products/${listed.id}`, {
      method: "PUT",
      token,
      json: { usageFrequency: "daily-am", selfAssessment: 3, ingredients: "Water, Alcohol Denat." },
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe("ingredients_already_listed");
    const after = await getRoutine(token, routine.id);
    expect(after.morningProducts[0]).toEqual(listed);
  });

  it.each([
    ["a missing usage frequency", { usageFrequency: undefined }, "usageFrequency: is required (one of: daily-both, daily-am, daily-pm, alternate-nights, 3x-week, 2x-week, weekly, as-needed)"],
    ["an unknown usage frequency", { usageFrequency: "hourly" }, "usageFrequency must be one of"],
    ["a rating of 0", { selfAssessment: 0 }, "selfAssessment must be a whole number from 1 to 5"],
    ["a rating of 6", { selfAssessment: 6 }, "selfAssessment"],
    ["a fractional rating", { selfAssessment: 2.5 }, "selfAssessment"],
    ["a concentration of 0", { concentrations: [{ ingredient: "Retinol", percentage: 0 }] }, "percentage must be greater than 0"],
    ["a concentration over 100", { concentrations: [{ ingredient: "Retinol", percentage: 100.5 }] }, "percentage must be at most 100"],
    ["a concentration that is not a number", { concentrations: [{ ingredient: "Retinol", percentage: "5" }] }, "percentage must be a number"],
    ["a concentration without an ingredient", { concentrations: [{ ingredient: "  ", percentage: 5 }] }, "ingredient is required"],
    ["more than 30 concentrations", { concentrations: Array.from({ length: 31 }, (_, i) => ({ ingredient: `I${i}`, percentage: 1 })) }, "at most 30"],
    ["ingredients over 5,000 characters", { ingredients: "x".repeat(5001) }, "at most 5000"],
    ["an unknown field", { name: "Renamed" }, "name"],
  ])("rejects %s with 400 and stores nothing", async (_label, overrides, text) => {
    const { token } = await signUp();
    const routine = await seedRoutine(token);
    const entry = routine.nightProducts[1];
    const res = await call(`/api/stacks/${routine.id}/products/${entry.id}`, { method: "PUT", token, json: { ...details, ...overrides } });
    expect(res.status).toBe(400);
    expect(await message(res)).toContain(text);
    expect((await getRoutine(token, routine.id)).nightProducts[1]).toEqual(entry);
  });

  it("refuses a strength for an ingredient the entry does not list, and an impossible one, saying why", async () => {
    const { token } = await signUp();
    const routine = await seedRoutine(token);
    const cleanserEntry = routine.morningProducts[0];
    const notListed = await call(`/api/stacks/${routine.id}/products/${cleanserEntry.id}`, {
      method: "PUT",
      token,
      json: { ...details, concentrations: [{ ingredient: "Retinol", percentage: 50 }] },
    });
    expect(notListed.status).toBe(400);
    expect(await notListed.json()).toMatchObject({
      code: "concentration_not_listed",
      message: expect.stringContaining("Retinol is not in the ingredient list of Hydrating Cleanser"),
    });
    const retinolEntry = routine.nightProducts[0];
    const tooStrong = await call(`/api/stacks/${routine.id}/products/${retinolEntry.id}`, {
      method: "PUT",
      token,
      json: { ...details, concentrations: [{ ingredient: "Retinol", percentage: 50 }] },
    });
    expect(tooStrong.status).toBe(400);
    expect(await tooStrong.json()).toMatchObject({ code: "concentration_out_of_range", message: expect.stringContaining("retinol products go up to about 1 %") });
    const after = await getRoutine(token, routine.id);
    expect(after.morningProducts[0]).toEqual(cleanserEntry);
    expect(after.nightProducts[0]).toEqual(retinolEntry);
  });

  it("answers 404 for an unknown stack or entry, 403 on someone else's public stack, 404 on a private one", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const routine = await seedRoutine(owner.token);
    const entry = routine.morningProducts[0];
    const put = (token: string, routineId: string, entryId: string) =>
      call(`/api/stacks/${routineId}/products/${entryId}`, { method: "PUT", token, json: details });

    expect((await put(owner.token, crypto.randomUUID(), entry.id)).status).toBe(404);
    expect((await put(owner.token, "not-a-uuid", entry.id)).status).toBe(404);
    expect((await put(owner.token, routine.id, crypto.randomUUID())).status).toBe(404);
    expect((await put(owner.token, routine.id, "nope")).status).toBe(404);

    // An entry of another stack is not an entry of this one.
    const second = await seedRoutine(owner.token);
    expect((await put(owner.token, routine.id, second.morningProducts[0].id)).status).toBe(404);

    // Private (the default): it does not exist for others.
    expect((await put(stranger.token, routine.id, entry.id)).status).toBe(404);
    await withTestDb((db) => db.update(routines).set({ isPublic: true }).where(eq(routines.id, routine.id)));
    const forbidden = await put(stranger.token, routine.id, entry.id);
    expect(forbidden.status).toBe(403);
    expect((await call(`/api/stacks/${routine.id}/products/${entry.id}`, { method: "PUT", json: details })).status).toBe(401);

    expect((await getRoutine(owner.token, routine.id)).morningProducts[0]).toEqual(entry);
  });
});
