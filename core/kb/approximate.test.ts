import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { canonicalKey } from "../inci-key";
import { approximateIndex, approximateTable } from "./approximate";
import table from "./approximate-table.json";
import { knowledgeBaseApproximateTable, lookupIngredient } from "./index";

const found = (name: string) => lookupIngredient(canonicalKey(name))?.inci;

describe("knowledge-base lookup of names written with a slip", () => {
  it("finds a name whose spaces or hyphens differ", () => {
    expect(found("Polysorbate-20")).toBe("polysorbate 20");
    expect(found("Coco Glucoside")).toBe("coco-glucoside");
    expect(found("Beta Glucan")).toBe("beta-glucan");
  });

  it("finds a name with one letter dropped, added or swapped in a long word", () => {
    expect(found("Phenoxyethano")).toBe("phenoxyethanol");
    expect(found("Ethylhexyglycerin")).toBe("ethylhexylglycerin");
    expect(found("Betain")).toBe("betaine");
    expect(found("Gluconolacctone")).toBe("gluconolactone");
    expect(found("Benzyl Alochol")).toBe("benzyl alcohol");
    expect(found("Tetrahexydecyl Ascorbate")).toBe("tetrahexyldecyl ascorbate");
  });

  it("never takes one real substance for another", () => {
    // The ending carries the chemistry (sulfite/sulfate, retinol/retinal, tocopherol/tocopheryl).
    expect(found("Sodium Sulfide")).toBeUndefined();
    expect(found("Tocopheryl")).toBeUndefined();
    expect(found("Ethyl Linolenate")).toBeUndefined();
    // A changed first letter is another word (methylparaben is not ethylparaben).
    expect(found("Xethylparaben")).toBeUndefined();
    // Numbers and short words must match exactly.
    expect(found("Polysorbate 21")).toBeUndefined();
    expect(found("Ceramide XP")).toBeUndefined();
    expect(found("Lactic Acids Complex")).toBeUndefined();
  });
});

describe("knowledge-base lookup of plant names with a slip in the Latin", () => {
  it("tolerates one slip anywhere in the genus or species before the plant part", () => {
    expect(found("Simmondsia Chinesis (Jojoba) Seed Oil")).toBe("simmondsia chinensis seed oil");
    expect(found("Camelia Sinensis Leaf Extract")).toBe("camellia sinensis leaf extract");
  });

  it("keeps the part, the material and chemical names exact, and allows one slip only", () => {
    expect(found("Simmondsia Chinensis Seed Oils")).toBeUndefined();
    expect(found("Camelia Sinensi Leaf Extract")).toBeUndefined();
  });
});

describe("the knowledge base's approximate table (approximate-table.json)", () => {
  // To regenerate after changing the knowledge base: UPDATE_APPROXIMATE_TABLE=1 npx vitest run core/kb/approximate.test.ts
  it("is the table the knowledge base's names make now", () => {
    const fresh = knowledgeBaseApproximateTable();
    if (process.env.UPDATE_APPROXIMATE_TABLE) fs.writeFileSync(new URL("./approximate-table.json", import.meta.url), `${JSON.stringify(fresh)}\n`);
    expect(table).toEqual(fresh);
  });

  it("marks a compact form that names of different values share, and answers nothing for it", () => {
    const [a, b] = [{ id: "a" }, { id: "b" }];
    const t = approximateTable<{ id: string }>([["coco glucoside", a], ["coco-glucoside", a], ["cocoglucoside", a], ["lauryl glucoside", a], ["lauryl-glucoside", b]]);
    expect(t.compact).toEqual({ laurylglucoside: "" });
    const index = approximateIndex(t, (n) => new Map([["coco glucoside", a], ["coco-glucoside", a], ["cocoglucoside", a], ["lauryl glucoside", a], ["lauryl-glucoside", b]]).get(n));
    expect(index.find("coco glucosid")).toBe(a);
    expect(index.find("cocoglucoside")).toBe(a);
    expect(index.find("laurylglucoside")).toBeUndefined();
    expect(index.find("lauryl-glucosid")).toBe(b); // one word, like "lauryl-glucoside" only
  });
});
