import { describe, expect, it } from "vitest";
import { hasRealIngredientList, parseInci } from "./inci";
import { splitIngredientsSimple } from "./inci-split";
import { canonicalKey } from "./inci-key";
import { CATALOG_PRODUCTS } from "../drizzle/seed/products";

const names = (text: string) => parseInci(text).ingredients.map((i) => i.name);
const keys = (text: string) => parseInci(text).ingredients.map((i) => i.key);

// Excerpts of real lists from the shared Sephora catalogue.
const SLEEPING_MASK =
  "Water, Butylene Glycol, Glycerin, Betaine, Phenoxyethanol, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Caprylic/Capric Triglyceride, Dimethicone, Peg-40 Hydrogenated Castor Oil, Tremella Fuciformis (Mushroom) Extract, Ascorbic Acid, Fragrance, Sodium Hyaluronate, CI 14700 (Red 4), CI 19140 (Yellow 5).";
const LIP_MASK =
  "Water, Butylene Glycol, Glycerin, Propanediol, 1,2-Hexanediol, Olive Oil Glycereth-8 Esters, Parfum (Fragrance), Tocopheryl Acetate, Butyrospermum Parkii Butter Extract (Butyrospermum Parkii (Shea Butter) Extract), CI 17200 (Red 33), Sodium Benzoate, Citric Acid, Tocopherol.";
const POWDER_WITH_TAIL =
  "Calcium Aluminum Borosilicate, Silica, Polymethyl Methacrylate, Ethylhexylglycerin, Nylon-6/12, Ascorbyl Palmitate, Ceramide 3. May Contain (+/-): Iron Oxides (Ci 77492, 77491, 77499), Titanium Dioxide (CI 77891).";
const BRACKET_TAIL =
  "Simethicone , Tocopheryl Acetate , Disodium Edta , Phenoxyethanol , Potassium Sorbate , [+/- Mica , Titanium Dioxide (Ci 77891) , Iron Oxides (Ci 77491, Ci 77492, Ci 77499) , Chromium Hydroxide Green (Ci 77289)]";
const KIT_WITH_HIGHLIGHTS =
  "-Coral Powder: Controls sebum and absorbs excess oil. -Witch Hazel: Tightens pores. Step one: VP/VA Copolymer, Water, Titanium Dioxide, Phenoxyethanol, 1, 2-Hexanediol, Squalane, Coral Powder. Step two: Water, Aloe Barbadensis Leaf Juice, Glycerin, 1,2-Hexanediol.";
const DRUG_FACTS =
  "Octinoxate 7.5% , Octisalate 4.5% , Titanium Dioxide 4.6% , Zinc Oxide 5.0%Water , C12-15 Alkyl Benzoate , Glycerin";
const HEADER_AND_DISCLAIMER =
  "Perfectly Clean Mlt-Act Tng Ltn/Rf Division: El (Estee Lauder)Ingredients: Water , Alcohol Denat. , Glycerin , Phenoxyethanol , Ext. Violet 2 (Ci 60730) * Essential Oil Please be aware that ingredient lists may change or vary from time to time.";

describe("parseInci splitting", () => {
  it("keeps commas between locant digits inside one name", () => {
    expect(names(LIP_MASK)).toContain("1,2-Hexanediol");
    expect(keys("Glycerin, 1, 2-Hexanediol, Water")).toEqual(["glycerin", "1,2-hexanediol", "water"]);
  });

  it("keeps slashes and parentheses inside one name", () => {
    const parsed = names(SLEEPING_MASK);
    expect(parsed).toContain("Acrylates/C10-30 Alkyl Acrylate Crosspolymer");
    expect(parsed).toContain("Tremella Fuciformis (Mushroom) Extract");
    expect(names(LIP_MASK)).toContain("Butyrospermum Parkii Butter Extract (Butyrospermum Parkii (Shea Butter) Extract)");
    expect(parseInci(SLEEPING_MASK).ingredients).toHaveLength(15);
  });

  it("does not split on commas inside parentheses", () => {
    expect(keys("Iron Oxides (CI 77491, CI 77492), Mica")).toEqual(["iron oxides", "mica"]);
  });

  it("splits the rest flat when a bracket never closes", () => {
    expect(keys("Water, Glycerin (vegetable, Squalane, Niacinamide")).toEqual(["water", "glycerin", "squalane", "niacinamide"]);
  });

  it("treats top-level semicolons as separators", () => {
    expect(keys("Water; Salvia Officinalis (Sage) Leaf Water, Glycerin")).toEqual(["water", "salvia officinalis leaf water", "glycerin"]);
  });

  it("drops trailing periods and footnote asterisks, trims whitespace", () => {
    const parsed = names("  Water ,Glycerin* ,  Cetearyl Alcohol** , Tocopherol.  ");
    expect(parsed).toEqual(["Water", "Glycerin", "Cetearyl Alcohol", "Tocopherol"]);
    expect(names(HEADER_AND_DISCLAIMER)).toContain("Alcohol Denat");
  });

  it("ignores footnotes and disclaimers after the last name", () => {
    expect(keys("Water, Glycerin*, Tocopherol*. *Certified organic")).toEqual(["water", "glycerin", "tocopherol"]);
    const parsed = names(HEADER_AND_DISCLAIMER);
    expect(parsed[0]).toBe("Water");
    expect(parsed.at(-1)).toBe("Ext. Violet 2 (Ci 60730)");
    expect(parsed.some((n) => n.includes("Please"))).toBe(false);
  });
});

describe("parseInci tails, headers and kits", () => {
  it("moves a 'May contain (+/-)' tail into mayContain", () => {
    const parsed = parseInci(POWDER_WITH_TAIL);
    expect(parsed.ingredients.at(-1)?.name).toBe("Ceramide 3");
    expect(parsed.mayContain).toEqual(["Iron Oxides (Ci 77492, 77491, 77499)", "Titanium Dioxide (CI 77891)"]);
    expect(parsed.ingredients.some((i) => i.key === "iron oxides")).toBe(false);
  });

  it("moves a bracketed '[+/- ...]' tail into mayContain", () => {
    const parsed = parseInci(BRACKET_TAIL);
    expect(parsed.ingredients.map((i) => i.key)).toEqual(["simethicone", "tocopheryl acetate", "disodium edta", "phenoxyethanol", "potassium sorbate"]);
    expect(parsed.mayContain).toEqual([
      "Mica",
      "Titanium Dioxide (Ci 77891)",
      "Iron Oxides (Ci 77491, Ci 77492, Ci 77499)",
      "Chromium Hydroxide Green (Ci 77289)",
    ]);
  });

  it("skips marketing highlights and kit headers, keeping each sub-list", () => {
    const parsed = parseInci(KIT_WITH_HIGHLIGHTS);
    expect(parsed.ingredients.map((i) => i.key)).toEqual([
      "vp/va copolymer",
      "water",
      "titanium dioxide",
      "phenoxyethanol",
      "1,2-hexanediol",
      "squalane",
      "coral powder",
      "aloe barbadensis leaf juice",
      "glycerin",
    ]);
  });

  it("strips 'Ingredients:' headers and reads declared percentages", () => {
    expect(names(HEADER_AND_DISCLAIMER)[0]).toBe("Water");
    const parsed = parseInci(DRUG_FACTS).ingredients;
    expect(parsed.map((i) => [i.key, i.percent])).toEqual([
      ["ethylhexyl methoxycinnamate", 7.5],
      ["ethylhexyl salicylate", 4.5],
      ["titanium dioxide", 4.6],
      ["zinc oxide", 5],
      ["water", undefined],
      ["c12-15 alkyl benzoate", undefined],
      ["glycerin", undefined],
    ]);
  });

  it("returns nothing for placeholder values of the catalogue", () => {
    for (const junk of ["No Info", "#NAME?", "Visit the Dior boutique", "Visit the Kiehl's Since 1851 boutique", "", "   "]) {
      expect(parseInci(junk)).toEqual({ ingredients: [], mayContain: [] });
      expect(hasRealIngredientList(junk)).toBe(false);
    }
    expect(hasRealIngredientList("*Certified Organic")).toBe(false);
    expect(hasRealIngredientList("-Aloe Vera: Calms and conditions skin. -Jojoba Oil: Diminishes visible signs of aging.")).toBe(false);
    expect(hasRealIngredientList(null)).toBe(false);
    expect(hasRealIngredientList(SLEEPING_MASK)).toBe(true);
  });
});

describe("parseInci keys, positions and de-duplication", () => {
  it("normalises case and whitespace for the key but keeps the display name", () => {
    const [item] = parseInci("  SODIUM   Hyaluronate  ").ingredients;
    expect(item).toEqual({ name: "SODIUM Hyaluronate", key: "sodium hyaluronate", position: 1 });
  });

  it("gives 1-based positions and keeps the first position of a duplicate", () => {
    const parsed = parseInci("Water, Glycerin, Aqua, Niacinamide, GLYCERIN, Squalane").ingredients;
    expect(parsed.map((i) => [i.key, i.position])).toEqual([
      ["water", 1],
      ["glycerin", 2],
      ["niacinamide", 4],
      ["squalane", 6],
    ]);
  });

  it("resolves synonyms and label variants to one key", () => {
    for (const water of ["Water", "Aqua", "Eau", "Water/Aqua/Eau", "Aqua (Water)", "AQUA / WATER", "Water (Aqua)"]) {
      expect(canonicalKey(water)).toBe("water");
    }
    expect(canonicalKey("Vitamin C")).toBe("ascorbic acid");
    expect(canonicalKey("Parfum/Fragrance")).toBe("fragrance");
    expect(canonicalKey("Parfum (Fragrance)")).toBe("fragrance");
    expect(canonicalKey("Alcohol Denat.")).toBe("alcohol denat");
    expect(canonicalKey("SD Alcohol 40-B")).toBe("alcohol denat");
    expect(canonicalKey("Ceramide NP(Ceramide 3)")).toBe("ceramide np");
    expect(canonicalKey("Ceramide 3")).toBe("ceramide np");
    expect(canonicalKey("Octinoxate")).toBe("ethylhexyl methoxycinnamate");
  });

  it("drops a parenthetical common name from the key", () => {
    expect(canonicalKey("Butyrospermum Parkii (Shea) Butter")).toBe("butyrospermum parkii butter");
    expect(canonicalKey("Simmondsia Chinensis (Jojoba) Seed Oil")).toBe("simmondsia chinensis seed oil");
    expect(canonicalKey("CI 77891 (Titanium Dioxide)")).toBe("titanium dioxide");
  });

  it("does not merge slash names that are not one substance", () => {
    expect(canonicalKey("Caprylic/Capric Triglyceride")).toBe("caprylic/capric triglyceride");
  });

  it("de-duplicates synonyms of one substance", () => {
    expect(keys("Aqua (Water), Glycerin, Water, Eau")).toEqual(["water", "glycerin"]);
  });
});

describe("splitIngredientsSimple", () => {
  it("splits at top level and trims, without canonicalising or de-duplicating", () => {
    expect(splitIngredientsSimple("Water , 1,2-Hexanediol, Iron Oxides (CI 77491, CI 77492), water")).toEqual([
      "Water",
      "1,2-Hexanediol",
      "Iron Oxides (CI 77491, CI 77492)",
      "water",
    ]);
  });

  it("with a limit, gives the first names of the whole split and reads no further", () => {
    const lists = [
      ...CATALOG_PRODUCTS.map((p) => p.ingredients),
      "Water,, Glycerin, , ,Niacinamide, Ascorbic Acid",
      "Water, Glycerin (Vegetable, Niacinamide, Ascorbic Acid, Retinol",
      "- Water\n- Glycerin\n\n- Niacinamide\n1. Ascorbic Acid",
      ",,,,,,,,,,,,Water, Glycerin",
      "",
    ];
    for (const text of lists) {
      const all = splitIngredientsSimple(text);
      for (const limit of [1, 3, 10]) expect(splitIngredientsSimple(text, limit)).toEqual(all.slice(0, limit));
    }
  });
});

describe("parseInci on pasted lists (lines, bullets, tabs)", () => {
  const ONE_PER_LINE = "Ingredients:\nWater\nGlycerin\n1,2-Hexanediol\nIron Oxides (CI 77491, CI 77492)\nSalicylic Acid\nMay contain: Mica, CI 77891";

  it("splits one ingredient per line, keeping locants, parentheses, the header and the May contain tail", () => {
    const parsed = parseInci(ONE_PER_LINE);
    expect(parsed.ingredients.map((i) => i.name)).toEqual(["Water", "Glycerin", "1,2-Hexanediol", "Iron Oxides (CI 77491, CI 77492)", "Salicylic Acid"]);
    expect(parsed.mayContain).toEqual(["Mica", "CI 77891"]);
    expect(parsed.ingredients.map((i) => i.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it("splits on bullets, ' • ', tabs and numbered lines exactly as on commas", () => {
    const byComma = keys("Water, Glycerin, Butyrospermum Parkii (Shea) Butter, Retinol");
    expect(keys("- Water\n- Glycerin\n- Butyrospermum Parkii (Shea) Butter\n- Retinol")).toEqual(byComma);
    expect(keys("-Water\n-Glycerin\n-Butyrospermum Parkii (Shea) Butter\n-Retinol")).toEqual(byComma);
    expect(keys("• Water\n• Glycerin\n• Butyrospermum Parkii (Shea) Butter\n• Retinol")).toEqual(byComma);
    expect(keys("Water • Glycerin • Butyrospermum Parkii (Shea) Butter • Retinol")).toEqual(byComma);
    expect(keys("Water\tGlycerin\tButyrospermum Parkii (Shea) Butter\tRetinol")).toEqual(byComma);
    expect(keys("1. Water\n2. Glycerin\n3. Butyrospermum Parkii (Shea) Butter\n4. Retinol")).toEqual(byComma);
    expect(keys("Water,\r\nGlycerin,\r\nButyrospermum Parkii (Shea) Butter,\r\nRetinol.")).toEqual(byComma);
  });

  it("joins a name wrapped over two lines", () => {
    expect(names("Water\nButyrospermum Parkii\n(Shea) Butter\nAcrylates/\nC10-30 Alkyl Acrylate Crosspolymer")).toEqual([
      "Water",
      "Butyrospermum Parkii (Shea) Butter",
      "Acrylates/ C10-30 Alkyl Acrylate Crosspolymer",
    ]);
  });

  it("never turns a whole list without separators into one ingredient", () => {
    const runOn = "Water Glycerin Niacinamide Butylene Glycol Squalane Cetearyl Alcohol Phenoxyethanol Ethylhexylglycerin Sodium Hyaluronate Xanthan Gum";
    expect(keys(runOn)).toEqual([
      "water", "glycerin", "niacinamide", "butylene glycol", "squalane", "cetearyl alcohol", "phenoxyethanol", "ethylhexylglycerin",
      "sodium hyaluronate", "xanthan gum",
    ]);
    // Real catalogue entries: names glued by "(and)", "&" and full stops.
    expect(keys("Purified Water & Glycerine &Terminalia Ferdinandiana (Kakadu Plums) Fruit extract & Citric Acid & Potassium Sorbate & Sodium Benzoate")).toEqual([
      "water", "glycerin", "terminalia ferdinandiana fruit extract", "citric acid", "potassium sorbate", "sodium benzoate",
    ]);
    expect(names("Maris Sal/Sea Salt/Sel Marin.Ci 14700/Red 4.Ci 17200/Red 33.Polyvinyl Alcohol.Copper Palmitoyl Heptapeptide-14 .Heptapeptide-15 Palmitate")).toContain("Polyvinyl Alcohol");
  });

  it("reports a long piece it cannot split instead of keeping it as an ingredient", () => {
    const prose = "Our lovely blend of botanicals gives radiant glowing skin every single day for women and men of all ages";
    const parsed = parseInci(`Water, ${prose}, Glycerin`);
    expect(parsed.ingredients.map((i) => i.key)).toEqual(["water", "glycerin"]);
    expect(parsed.unreadable).toEqual([prose]);
    // A later ingredient's position counts the names the unreadable piece probably held.
    expect(parsed.ingredients[1].position).toBeGreaterThan(3);
  });

  it("keeps long names that really are one ingredient", () => {
    const ferment =
      "Lactobacillus/Honeysuckle Flower/Licorice Root/Morus Alba Root/Pueraria Lobata Root/Schisandra Chinensis Fruit/Scutellaria Baicalensis Root/Sophora Japonica Flower Extract Ferment Filtrate";
    expect(names(`Water, ${ferment}, Glycerin`)).toEqual(["Water", ferment, "Glycerin"]);
    expect(parseInci(`Water, ${ferment}`).unreadable).toBeUndefined();
  });
});

describe("parseInci footnote marks", () => {
  it("keeps a mid-list ingredient marked with leading asterisks and drops trailing footnotes", () => {
    // From a real catalogue list (Hungarian Water Essence).
    const text =
      "Water, Glycerin, *Avena Sativa (Oat) Kernel Extract, **Equisetum Arvense Leaf Extract, Sclerotium Gum, ***Fragrance, Limonene. *Napiers Original Formula. **Napiers Aqua Formula.";
    expect(keys(text)).toEqual(["water", "glycerin", "avena sativa kernel extract", "equisetum arvense leaf extract", "sclerotium gum", "fragrance", "limonene"]);
    expect(keys("Water, Glycerin, Squalane*, *Certified organic")).toEqual(["water", "glycerin", "squalane"]);
    for (const footnoteOnly of ["*Essential Oil", "* 100% Natural Fragrance", "**Natural."]) expect(hasRealIngredientList(footnoteOnly)).toBe(false);
  });

  it("drops a footnote glued to the last name's full stop, keeping the name (a real face wash's list)", () => {
    expect(keys("Water, Sodium Laureth Sulfate, Mentha Piperita (Peppermint) Oil*, Methylisothiazolinone.*Essential Oil")).toEqual([
      "water",
      "sodium laureth sulfate",
      "mentha piperita oil",
      "methylisothiazolinone",
    ]);
    expect(keys("Water, Glycerin, Phenoxyethanol.**Organic.")).toEqual(["water", "glycerin", "phenoxyethanol"]);
  });
});
