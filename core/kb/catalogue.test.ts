/** The knowledge base against EU CosIng's functions (data/cosing-functions.json, shipped with its licence). */
import { describe, expect, it } from "vitest";
import { readSharedFile as readShared } from "../../tests/helpers/shared-data";
import { botanicalBinomials } from "../inci-plants";
import { cosingAgreement, dryingFattyAlcoholEntries } from "./figures";

const cosing = (JSON.parse(readShared("cosing-functions.json")) as { ingredients: Record<string, string[]> }).ingredients;

describe("knowledge base against CosIng", () => {
  it("flags no fatty alcohol as drying", () => {
    expect(dryingFattyAlcoholEntries().map((e) => e.inci)).toEqual([]);
  });

  it("agrees with CosIng functions for at least 90% of the entries both know", () => {
    const agreement = cosingAgreement(cosing);
    expect(agreement.compared).toBeGreaterThan(400);
    expect(agreement.share).toBeGreaterThanOrEqual(0.9);
  });
});

describe("everyday plant names against CosIng", () => {
  it("writes only binomials CosIng names plant materials with", () => {
    const names = Object.keys(cosing);
    const unknown = botanicalBinomials().filter((b) => !names.some((n) => n.startsWith(`${b} `)));
    expect(unknown).toEqual([]);
  });
});
