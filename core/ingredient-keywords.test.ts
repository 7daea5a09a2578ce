/** One fallback classifier: the evaluation engine and the advanced analysis read a name the same way. */
import { describe, expect, it } from "vitest";
import { factsFor } from "./evaluation/facts";
import { describeIngredient } from "./advanced-analysis-mapping";
import { canonicalKey } from "./inci-key";
import { parseInci } from "./inci";
import { CATALOG_PRODUCTS } from "../drizzle/seed/products";
import { isEmulsifierDerivative, isEssentialOilName, isEsterDerivative, isPolymerName, KEYWORD_CLASSES, KEYWORD_PATTERNS, keywordClasses, NOT_IN_A_POLYMER } from "./ingredient-keywords";
import table from "./ingredient-keywords.json";
import { literalsOf } from "./keyword-literals";
import { KEYWORD_PATTERN_COUNT, scanKeywords } from "./keyword-scan";
import fs from "node:fs";
import { kbEntries, namesOf } from "./kb/index";

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

  it("a wax made an emulsifier (PEG-8 beeswax, polyglyceryl-3 beeswax) is not an occlusive (CosIng: surfactant - emulsifying)", () => {
    for (const name of ["peg-8 beeswax", "polyglyceryl-3 beeswax", "peg-6 beeswax"]) {
      expect(engineClasses(name), name).not.toContain("occlusive");
      expect(advancedClasses(name)).toEqual(engineClasses(name));
    }
    // Esters of a butter or wax are emollients (CosIng), not the butter's film.
    for (const name of ["shea butter ethyl esters", "butyrospermum parkii butter ethyl ester", "beeswax esters"]) expect([...keywordClasses(name)], name).toEqual(["emollient"]);
    expect(keywordClasses("shea butter").has("occlusive")).toBe(true);
    // Trap: the waxes themselves stay occlusives.
    expect(keywordClasses("beeswax").has("occlusive")).toBe(true);
    expect(keywordClasses("candelilla wax").has("occlusive")).toBe(true);
  });

  it("seed oils and fatty alcohols stay what they are", () => {
    expect(keywordClasses("grapefruit seed oil").has("essential-oil")).toBe(false);
    expect(keywordClasses("rosa canina fruit oil").has("essential-oil")).toBe(false);
    // Chia is a sage (Salvia hispanica) whose oil is a seed oil, however the list words it; sage oils are essential oils.
    expect(keywordClasses("salvia hispanica oil").has("essential-oil")).toBe(false);
    for (const sage of ["salvia officinalis oil", "salvia sclarea oil", "sage oil"]) expect(keywordClasses(sage).has("essential-oil"), sage).toBe(true);
    expect([...keywordClasses("isostearyl alcohol")]).toEqual(["fatty-alcohol"]);
  });

  it("every ingredient of the shipped catalogue gets the same classes from both analyses", () => {
    const keys = new Set<string>();
    for (const p of CATALOG_PRODUCTS) for (const i of parseInci(p.ingredients).ingredients) keys.add(i.key);
    const differ = [...keys].filter((k) => advancedClasses(k).join() !== engineClasses(k).join());
    expect(differ).toEqual([]);
  });
});

describe("the keyword patterns matched through their literals (ingredient-keywords.json)", () => {
  /** The classifier as the patterns' regular expressions answer it. */
  const byRegex = (key: string) => {
    const classes = new Set<string>();
    for (const [cls, pattern] of KEYWORD_CLASSES) if (pattern.test(key) && !(isPolymerName(key) && NOT_IN_A_POLYMER.includes(cls))) classes.add(cls);
    if (isEssentialOilName(key)) classes.add("essential-oil");
    if (classes.has("fatty-alcohol")) classes.delete("drying-alcohol");
    if (isEmulsifierDerivative(key)) classes.delete("occlusive");
    else if (isEsterDerivative(key) && classes.delete("occlusive")) classes.add("emollient");
    return sorted(classes);
  };

  // To regenerate after changing a pattern: UPDATE_KEYWORD_TABLE=1 npx vitest run core/ingredient-keywords.test.ts
  it("ingredient-keywords.json is the literals of the patterns now", () => {
    const fresh = KEYWORD_PATTERNS.map(literalsOf);
    if (process.env.UPDATE_KEYWORD_TABLE) fs.writeFileSync(new URL("./ingredient-keywords.json", import.meta.url), `${JSON.stringify(fresh)}\n`);
    expect(table).toEqual(fresh);
    expect(KEYWORD_PATTERN_COUNT).toBe(KEYWORD_PATTERNS.length);
  });

  it("spells out groups and edges, and refuses what it cannot express exactly", () => {
    expect(literalsOf(/\bretin(ol|al)\b|^alcohol \(|x-ray$/)).toEqual([
      ["retinol", 1, 1],
      ["retinal", 1, 1],
      ["alcohol (", 2, 0],
      ["x-ray", 0, 2],
    ]);
    for (const bad of [/ab?c/, /a.c/, /[ab]c/, /ab/i, /a\bc/, /(ab)+/, /\d\d/]) expect(() => literalsOf(bad), String(bad)).toThrow();
  });

  it("each pattern matches exactly where its regular expression does, word boundaries and ends included", () => {
    const keys = ["glycerin", "polyglycerin-3", "glycerin/water", "alcohol", "alcohol (denat)", "benzyl alcohol", "sd alcohol 40-b", "urea", "hydroxyurea",
      "aroma", "aromatic", "peg-8 betaine", "betaine", "retinyl palmitate", "retinoic acid", "pca", "sodium pca", "lavender oil", "lavender seed oil", "oil", "tea-lauryl sulfate", "_urea_"];
    for (const key of keys) {
      const hit = scanKeywords(key);
      KEYWORD_PATTERNS.forEach((p, i) => expect(hit[i] === 1, `${p} on ${key}`).toBe(p.test(key)));
    }
  });

  it("gives the regular expressions' classes for the shipped catalogue's keys, the knowledge base's names and their parts", () => {
    const keys = new Set<string>(["rosemary leaf oil", "grapefruit seed oil", "isostearyl alcohol", "alcohol denat.", "sd alcohol 40-b", "lavender essential oil"]);
    for (const p of CATALOG_PRODUCTS) for (const i of parseInci(p.ingredients).ingredients) keys.add(i.key);
    for (const e of kbEntries) for (const n of namesOf(e)) keys.add(canonicalKey(n));
    // Every literal inside and at the edges of other text, so each edge condition is met and missed.
    for (const literals of table as [string, number, number][][]) for (const [text] of literals) for (const k of [text, `x${text}`, `${text}x`, `a ${text} b`, `${text}-1`]) keys.add(k);
    let classified = 0;
    const differ: string[] = [];
    for (const key of keys) {
      const expected = byRegex(key);
      if (expected.length) classified++;
      if (sorted(keywordClasses(key)).join() !== expected.join()) differ.push(key);
      const hit = scanKeywords(key);
      KEYWORD_PATTERNS.forEach((p, i) => {
        if ((hit[i] === 1) !== p.test(key)) differ.push(`${p} on ${key}`);
      });
    }
    expect(differ).toEqual([]);
    expect(classified).toBeGreaterThan(500);
  });

  it("keeps the classes in pattern order", () => {
    expect([...keywordClasses("ascorbyl tocopheryl glycerin")]).toEqual(["vitamin-c", "antioxidant", "humectant"]);
  });
});

describe("essential oils a closed list of names misses (engine 1.4.11)", () => {
  it("absolutes, concretes, blue tansy and helichrysum oils, and an aromatic plant named alone are essential oils; its water, extract or seed oil is not", () => {
    for (const key of ["jasminum sambac absolute", "rosa damascena absolute", "jasmine concrete", "tanacetum annuum leaf oil", "helichrysum italicum flower oil", "mentha piperita", "lavandula angustifolia"]) {
      expect(keywordClasses(key).has("essential-oil"), key).toBe(true);
    }
    for (const key of ["rose water", "lemon juice", "orange peel", "mentha piperita leaf extract", "citrus paradisi seed oil", "camellia sinensis"]) {
      expect(keywordClasses(key).has("essential-oil"), key).toBe(false);
    }
  });
});
