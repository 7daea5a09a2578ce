import { describe, expect, it } from "vitest";
import { DEFAULT_TEMPLATES, productsText, renderRoutinePrompt, renderTemplate, secondaryGoalsText, unknownVariables } from "./prompts";

describe("prompt templates", () => {
  it("ship the two templates of the spec using only known variables", () => {
    expect(DEFAULT_TEMPLATES.map((t) => t.name)).toEqual(["Stack Evaluation", "Complementary Products"]);
    for (const t of DEFAULT_TEMPLATES) expect(unknownVariables(t.template)).toEqual([]);
    expect(DEFAULT_TEMPLATES[0].template).toMatch(/4 points.*3.*3/s);
  });

  it("flags unknown variables", () => {
    expect(unknownVariables("{goal} {skinType} {products} {skinType}")).toEqual(["skinType"]);
  });

  it("renders variables and leaves other braces alone", () => {
    const text = renderTemplate("Goal {goal}{secondaryGoalsText}: {products} {json}", {
      goal: "glow",
      secondaryGoalsText: secondaryGoalsText(["anti-aging", "hydration"]),
      products: productsText({ morning: [{ name: "Gel", brand: "B", ingredients: "Aqua" }], night: [] }),
    });
    expect(text).toContain("Goal glow, also caring about anti aging and hydration:");
    expect(text).toContain("1. B Gel: Aqua");
    expect(text).toContain("Night:\n(none)");
    expect(text).toContain("{json}");
  });

  it("fills a template in for a routine", () => {
    const text = renderRoutinePrompt("{goal}{secondaryGoalsText}\n{products}", {
      goal: "anti-aging",
      secondaryGoals: ["even-tone"],
      morningProducts: [],
      nightProducts: [{ name: "Serum", ingredients: "Aqua, Retinol" }],
    });
    expect(text).toBe("anti aging, also caring about even tone\nMorning:\n(none)\nNight:\n1. Serum: Aqua, Retinol");
  });
});
