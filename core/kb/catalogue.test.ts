/** Figures over the shared reference data (../shared/data beside the repository); never skipped. */
import { describe, expect, it } from "vitest";
import { readSharedFile as readShared } from "../../tests/helpers/shared-data";
import { catalogueFigures, catalogueIngredientLists, cosingAgreement, dryingFattyAlcoholEntries, parserFigures } from "./figures";

const lists = catalogueIngredientLists(readShared("sephora-cosmetics.csv"));
const cosing = (JSON.parse(readShared("cosing-functions.json")) as { ingredients: Record<string, string[]> }).ingredients;

describe("ingredient layer over the shared catalogue", () => {
  const figures = catalogueFigures(lists);

  it("reads the real lists and skips placeholder rows", () => {
    expect(lists.length).toBeGreaterThan(1200);
    expect(lists.length).toBeLessThan(1472);
    expect(figures.occurrences).toBeGreaterThan(40_000);
  });

  it("knows the function of at least 80% of ingredient occurrences", () => {
    expect(figures.knownShare).toBeGreaterThanOrEqual(0.8);
  });

  it("flags no fatty alcohol as drying, in the catalogue or in the knowledge base", () => {
    expect(figures.fattyAlcoholOccurrences).toBeGreaterThan(100);
    expect(figures.dryingFattyAlcohols).toBe(0);
    expect(dryingFattyAlcoholEntries().map((e) => e.inci)).toEqual([]);
  });

  it("agrees with CosIng functions for at least 90% of the entries both know", () => {
    const agreement = cosingAgreement(cosing);
    expect(agreement.compared).toBeGreaterThan(400);
    expect(agreement.share).toBeGreaterThanOrEqual(0.9);
  });
});

describe("INCI parser over the shared catalogue", () => {
  it("splits at least 98.5% of the real lists into plausible ingredients, never a whole list into one", () => {
    const figures = parserFigures(lists, cosing);
    expect(figures.lists).toBe(lists.length);
    expect(figures.share).toBeGreaterThanOrEqual(0.985);
    expect(figures.withUnreadable).toBe(0);
    // What is left are single long names; none holds a comma-separated list.
    for (const name of figures.suspects) expect(name.length).toBeLessThan(220);
  });
});
