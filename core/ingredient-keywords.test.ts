/** One fallback classifier: the evaluation engine and the advanced analysis read a name the same way. */
import { describe, expect, it } from "vitest";
import { factsFor } from "./evaluation/facts";
import { describeIngredient } from "./advanced-analysis-mapping";
import { canonicalKey } from "./inci-key";
import { parseInci } from "./inci";
import { CATALOG_PRODUCTS } from "../drizzle/seed/products";
import { keywordClasses } from "./ingredient-keywords";

const sorted = (s: Iterable<string>) => [...s].sort();
const engineClasses = (name: string) => sorted(factsFor(canonicalKey(name)).classes);
const advancedClasses = (name: string) => sorted(describeIngredient(name).classes);

describe("the fallback classifier shared by the basic and the advanced analysis", () => {
  const cases: [string, string][] = [
    ["encapsulated retinaldehyde", "retinoid"],
    ["retinaldehyde glucoside", "retinoid"],
    ["nicotinamide complex", "niacinamide"],
    ["matrixyl 3000", "peptide"],
    ["argireline solution", "peptide"],
    ["rosemary leaf oil", "essential-oil"],
    ["sweet orange oil", "essential-oil"],
    ["clove bud oil", "essential-oil"],
    ["frankincense oil", "essential-oil"],
    ["ocimum basilicum oil", "essential-oil"],
  ];
  for (const [name, cls] of cases) {
    it(`${name}: ${cls} in both analyses`, () => {
      expect(engineClasses(name)).toContain(cls);
      expect(advancedClasses(name)).toEqual(engineClasses(name));
    });
  }

  it("a copolymer of acids is a polymer, not an exfoliating acid (CosIng: lactic acid/glycolic acid copolymer is skin conditioning)", () => {
    for (const name of ["lactic acid/glycolic acid copolymer", "salicylic acid/acrylates copolymer"]) {
      expect(engineClasses(name), name).not.toContain("aha");
      expect(engineClasses(name), name).not.toContain("bha");
      expect(advancedClasses(name)).toEqual(engineClasses(name));
    }
    // Trap: the acids themselves, and a hyaluronic acid crosspolymer's humectant class, stay.
    expect(keywordClasses("mandelic acid").has("aha")).toBe(true);
    expect(keywordClasses("sodium hyaluronate crosspolymer").has("humectant")).toBe(true);
  });

  it("seed oils and fatty alcohols stay what they are", () => {
    expect(keywordClasses("grapefruit seed oil").has("essential-oil")).toBe(false);
    expect(keywordClasses("rosa canina fruit oil").has("essential-oil")).toBe(false);
    expect([...keywordClasses("isostearyl alcohol")]).toEqual(["fatty-alcohol"]);
  });

  it("every ingredient of the shipped catalogue gets the same classes from both analyses", () => {
    const keys = new Set<string>();
    for (const p of CATALOG_PRODUCTS) for (const i of parseInci(p.ingredients).ingredients) keys.add(i.key);
    const differ = [...keys].filter((k) => advancedClasses(k).join() !== engineClasses(k).join());
    expect(differ).toEqual([]);
  });
});
