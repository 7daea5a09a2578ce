import { describe, expect, it } from "vitest";
import { addedMessage, addPayload, isSunscreen, planAdd, restorePayload, undoneMessage } from "./add";
import type { AdvancedEntry, AdvancedRoutine, NewEntry } from "./routine";

const entry = (id: string, name: string, productType: string, over: Partial<AdvancedEntry> = {}): AdvancedEntry => ({
  id,
  productId: `cat-${id}`,
  name,
  brand: "Brand",
  productType,
  ingredients: "Aqua",
  imageUrl: null,
  order: 1,
  usageFrequency: "daily-am",
  selfAssessment: 3,
  concentrations: [],
  ...over,
});
const routine: AdvancedRoutine = {
  id: "s1",
  name: "Mine",
  goal: "anti-aging",
  skinType: "dry",
  status: "evaluated",
  userId: "u1",
  updatedAt: null,
  morningProducts: [entry("m1", "Cleanser", "Cleanser"), entry("m2", "Anthelios SPF 50", "Sunscreen", { order: 2 })],
  nightProducts: [entry("n1", "Retinol", "Serum", { concentrations: [{ ingredient: "Retinol", percentage: 0.5 }] })],
  evaluation: null,
};
const spf: NewEntry = {
  productId: "cat-new",
  name: "AM Lotion SPF 30",
  brand: "CeraVe",
  productType: "Sunscreen",
  ingredients: "Aqua, Zinc Oxide",
  imageUrl: null,
  usageFrequency: "daily-am",
  selfAssessment: 3,
};
const names = (list: { name: string; order: number }[]) => list.map((p) => `${p.order}. ${p.name}`);

describe("adding a recommended product", () => {
  it("asks about the sunscreen already there before adding a second one", () => {
    expect(planAdd(routine, spf, "morning").sunscreens.map((e) => e.name)).toEqual(["Anthelios SPF 50"]);
    expect(planAdd(routine, spf, "night").sunscreens).toEqual([]);
    expect(planAdd(routine, { name: "Snail Cream", productType: "Moisturizer" }, "morning").sunscreens).toEqual([]);
    expect(isSunscreen({ name: "Daily UV SPF 50", productType: "" })).toBe(true);
    expect(isSunscreen({ name: "SPF-free Cream", productType: "Moisturizer" })).toBe(false);
  });

  it("adds at the end of the chosen routine, keeping every other entry and its advanced data", () => {
    const body = addPayload(routine, "night", spf, { mode: "add" });
    expect(names(body.nightProducts)).toEqual(["1. Retinol", "2. AM Lotion SPF 30"]);
    expect(body.nightProducts[0]).toMatchObject({ productId: "cat-n1", concentrations: [{ ingredient: "Retinol", percentage: 0.5 }] });
    expect(names(body.morningProducts)).toEqual(["1. Cleanser", "2. Anthelios SPF 50"]);
    expect(body).toMatchObject({ name: "Mine", goal: "anti-aging" });
  });

  it("as a replacement it takes the old sunscreen's place, which leaves the routine", () => {
    const body = addPayload(routine, "morning", spf, { mode: "replace", entryId: "m2" });
    expect(names(body.morningProducts)).toEqual(["1. Cleanser", "2. AM Lotion SPF 30"]);
    expect(body.morningProducts[1]).toMatchObject({ productId: "cat-new", ingredients: "Aqua, Zinc Oxide", usageFrequency: "daily-am" });
    // A deliberate second sunscreen is appended.
    expect(names(addPayload(routine, "morning", spf, { mode: "add" }).morningProducts)).toEqual([
      "1. Cleanser",
      "2. Anthelios SPF 50",
      "3. AM Lotion SPF 30",
    ]);
  });

  it("undo sends both lists back exactly as they were", () => {
    const body = restorePayload(routine);
    expect(names(body.morningProducts)).toEqual(["1. Cleanser", "2. Anthelios SPF 50"]);
    expect(body.nightProducts).toEqual([
      {
        productId: "cat-n1",
        name: "Retinol",
        brand: "Brand",
        productType: "Serum",
        ingredients: "Aqua",
        order: 1,
        usageFrequency: "daily-am",
        selfAssessment: 3,
        concentrations: [{ ingredient: "Retinol", percentage: 0.5 }],
      },
    ]);
  });

  it("says what happened and what Undo did", () => {
    expect(addedMessage("SPF 30", "morning", null)).toBe("Added SPF 30 to your morning routine.");
    expect(addedMessage("SPF 30", "morning", "Anthelios")).toBe("Replaced Anthelios with SPF 30 in your morning routine.");
    expect(undoneMessage("night")).toBe("Undone: your night routine is back as it was.");
  });
});
