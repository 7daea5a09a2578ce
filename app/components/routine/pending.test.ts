import { describe, expect, it } from "vitest";
import { itemFromProduct } from "./routine";
import {
  addToPendingRoutine,
  loadPendingRoutine,
  parsePendingRoutine,
  PENDING_ROUTINE_KEY,
  PENDING_ROUTINE_MAX_AGE_MS,
  readPendingRoutine,
  savePendingRoutine,
} from "./pending";
import { memoryStorage, throwingStorage } from "../../../tests/mocks/storage";

const NOW = 1_800_000_000_000;
const product = { productId: "p1", name: "Hydrating Cleanser", brand: "CeraVe", productType: "Cleanser", ingredients: "Water, Glycerin", imageUrl: null };

describe("pending routine", () => {
  it("round-trips both lists with their order", () => {
    const storage = memoryStorage();
    const a = { ...itemFromProduct({ id: "a", name: "A", productType: "Serum" }), order: 2 };
    const b = { ...itemFromProduct({ id: "b", name: "B", productType: "Cleanser" }), order: 1 };
    savePendingRoutine(storage, { morning: [a, b], night: [] }, NOW);
    const restored = loadPendingRoutine(storage, NOW + 1000);
    expect(restored?.morning.map((i) => [i.name, i.order, i.productId])).toEqual([
      ["B", 1, "b"],
      ["A", 2, "a"],
    ]);
    expect(restored?.night).toEqual([]);
  });

  it("is restored under 30 minutes and ignored (and removed) at or after 30 minutes", () => {
    const json = JSON.stringify({ morningProducts: [product], nightProducts: [], timestamp: NOW });
    expect(parsePendingRoutine(json, NOW + PENDING_ROUTINE_MAX_AGE_MS - 1)?.morning).toHaveLength(1);
    const storage = memoryStorage({ [PENDING_ROUTINE_KEY]: json });
    expect(loadPendingRoutine(storage, NOW + PENDING_ROUTINE_MAX_AGE_MS)).toBeNull();
    expect(storage.data.has(PENDING_ROUTINE_KEY)).toBe(false);
  });

  it("ignores corrupt or incomplete data without throwing", () => {
    const cases = [
      "{not json",
      "null",
      "42",
      '"text"',
      JSON.stringify({ morningProducts: [product], timestamp: NOW }), // night list missing
      JSON.stringify({ morningProducts: "x", nightProducts: [], timestamp: NOW }),
      JSON.stringify({ morningProducts: [product], nightProducts: [], timestamp: "yesterday" }),
      JSON.stringify({ morningProducts: [product], nightProducts: [], timestamp: NOW + 60_000 }), // from the future
      JSON.stringify({ morningProducts: [], nightProducts: [], timestamp: NOW }), // nothing to restore
      JSON.stringify({ morningProducts: [{ name: "" }, 5, null], nightProducts: [{ brand: "x" }], timestamp: NOW }),
    ];
    for (const json of cases) {
      const storage = memoryStorage({ [PENDING_ROUTINE_KEY]: json });
      expect(loadPendingRoutine(storage, NOW)).toBeNull();
      expect(storage.data.has(PENDING_ROUTINE_KEY)).toBe(false);
    }
  });

  it("drops invalid products but keeps the valid ones", () => {
    const json = JSON.stringify({ morningProducts: [product, { name: 7 }, "x"], nightProducts: [{ name: "Night Cream" }], timestamp: NOW });
    const restored = parsePendingRoutine(json, NOW);
    expect(restored?.morning.map((i) => i.name)).toEqual(["Hydrating Cleanser"]);
    expect(restored?.night.map((i) => [i.name, i.ingredients])).toEqual([["Night Cream", ""]]);
  });

  it("survives storage that throws", () => {
    const broken = throwingStorage();
    expect(loadPendingRoutine(broken, NOW)).toBeNull();
    expect(() => savePendingRoutine(broken, { morning: [], night: [] }, NOW)).not.toThrow();
  });

  it("adds to what is stored (the splash search and the landing picker)", () => {
    const storage = memoryStorage({
      [PENDING_ROUTINE_KEY]: JSON.stringify({ morningProducts: [product], nightProducts: [], timestamp: NOW - 1000 }),
    });
    const added = addToPendingRoutine(storage, [{ routine: "night", item: itemFromProduct({ id: "n", name: "Night Oil" }) }], NOW);
    expect(added.morning).toHaveLength(1);
    expect(added.night.map((i) => [i.name, i.order])).toEqual([["Night Oil", 1]]);
    expect(JSON.parse(storage.data.get(PENDING_ROUTINE_KEY)!).timestamp).toBe(NOW);
  });

  it("asks for the restore notice once: products handed over announce, what the wizard saved does not", () => {
    const storage = memoryStorage();
    addToPendingRoutine(storage, [{ routine: "morning", item: itemFromProduct({ id: "a", name: "A" }) }], NOW);
    const first = readPendingRoutine(storage, NOW + 1000);
    expect(first?.announce).toBe(true);

    // The wizard keeps what it shows, marked as announced: a reload restores it silently.
    savePendingRoutine(storage, first!.routines, NOW + 2000, true);
    expect(readPendingRoutine(storage, NOW + 3000)).toMatchObject({ announce: false });

    // New products handed over from the landing page are announced again.
    addToPendingRoutine(storage, [{ routine: "night", item: itemFromProduct({ id: "n", name: "N" }) }], NOW + 4000);
    const again = readPendingRoutine(storage, NOW + 5000);
    expect(again?.announce).toBe(true);
    expect(again?.routines.night.map((i) => i.name)).toEqual(["N"]);
  });
});
