import { describe, expect, it } from "vitest";
import { defaultRoutineName, goalLabel, productTypeOrder, skinTypeFromQuizAnswer, sortByRecommendedOrder } from "./domain";

describe("product types", () => {
  it("sorts by recommended order with unknown types last and ties by stored order", () => {
    const sorted = sortByRecommendedOrder([
      { productType: "Sunscreen", order: 1 },
      { productType: "Mystery", order: 2 },
      { productType: "cleanser", order: 3 },
      { productType: "Serum", order: 5 },
      { productType: "Serum", order: 4 },
    ]);
    expect(sorted.map((p) => `${p.productType}:${p.order}`)).toEqual([
      "cleanser:3",
      "Serum:4",
      "Serum:5",
      "Sunscreen:1",
      "Mystery:2",
    ]);
    expect(productTypeOrder(undefined)).toBeGreaterThan(productTypeOrder("Mist"));
  });
});

describe("goal labels", () => {
  it("capitalises and shows hyphens as spaces", () => {
    expect(goalLabel("anti-aging")).toBe("Anti Aging");
    expect(defaultRoutineName("hydration")).toBe("My Hydration Routine");
  });
});

describe("skinTypeFromQuizAnswer (#28)", () => {
  it("reads the quiz's midday answers: T-zone shine is combination", () => {
    expect(skinTypeFromQuizAnswer("Shiny, especially on the forehead and nose")).toBe("combination");
    expect(skinTypeFromQuizAnswer("Shiny all over")).toBe("oily");
    expect(skinTypeFromQuizAnswer("Tight, rough or flaky")).toBe("dry");
    expect(skinTypeFromQuizAnswer("Red, warm or easily irritated")).toBe("sensitive");
    expect(skinTypeFromQuizAnswer("Comfortable, but it looks dull")).toBe("normal");
    expect(skinTypeFromQuizAnswer("Dark spots or an uneven tone")).toBeNull();
  });
});
