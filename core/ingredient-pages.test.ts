import { describe, expect, it } from "vitest";
import { kbEntries } from "./kb";
import { factsFor } from "./evaluation/facts";
import { matchesFacts } from "./evaluation/analyze";
import { RULES } from "./evaluation/rules";
import {
  entryBySlug,
  evidenceLevelOf,
  ingredientPage,
  ingredientSlugForName,
  ingredientSlugs,
  ingredientQueryHint,
  searchIngredients,
  slugOf,
} from "./ingredient-pages";

describe("ingredient slugs", () => {
  it("gives every knowledge-base entry its own page", () => {
    const slugs = ingredientSlugs();
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const entry of kbEntries) expect(entryBySlug(slugOf(entry.inci)), entry.inci).toBeDefined();
    expect(slugs.length).toBeGreaterThan(900);
  });

  it("are lower-case words joined by hyphens", () => {
    expect(slugOf("butyrospermum parkii butter")).toBe("butyrospermum-parkii-butter");
    expect(slugOf("1,2-hexanediol")).toBe("1-2-hexanediol");
    expect(slugOf("peg-100 stearate")).toBe("peg-100-stearate");
    for (const slug of ingredientSlugs()) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("finds the page of a name as written on a label", () => {
    expect(ingredientSlugForName("Butyrospermum Parkii (Shea) Butter")).toBe("butyrospermum-parkii-butter");
    expect(ingredientSlugForName("Aqua/Water/Eau")).toBe("water");
    expect(ingredientSlugForName("Vitamin C")).toBe("ascorbic-acid");
    expect(ingredientSlugForName("Zzqx Florp Extract")).toBeNull();
  });
});

describe("an ingredient page", () => {
  it("says what it does, for whom, how sure, and its safety", () => {
    const page = ingredientPage("niacinamide")!;
    expect(page.inci).toBe("niacinamide");
    expect(page.functions.length).toBeGreaterThan(0);
    expect(page.benefits.length).toBeGreaterThan(0);
    expect(page.goals.map((g) => g.name)).toContain("Even Tone");
    expect(page.evidence.level).toBe("strong");
    expect(page.pregnancy).toMatch(/no specific concern/i);
  });

  it("warns about pregnancy for retinoids, adapalene included", () => {
    for (const slug of ["retinol", "adapalene"]) expect(ingredientPage(slug)!.pregnancy, slug).toMatch(/avoid in pregnancy/i);
  });

  it("gives the comedogenic rating with its source", () => {
    const page = ingredientPage("isopropyl-myristate")!;
    expect(page.comedogenic?.rating).toBeGreaterThanOrEqual(3);
    expect(page.comedogenic?.source).toMatch(/Fulton/);
  });

  it("lists exactly the engine's pair rules that name the ingredient, with the other side", () => {
    for (const slug of ["retinol", "glycolic-acid", "benzoyl-peroxide", "ascorbic-acid", "niacinamide", "water"]) {
      const page = ingredientPage(slug)!;
      const facts = factsFor(page.inci);
      const expected = RULES.filter((r) => r.check === "pair" && (matchesFacts(r.a, facts) || matchesFacts(r.b, facts))).map((r) => r.id);
      expect(page.conflicts.map((c) => c.ruleId), slug).toEqual(expected);
    }
    const retinol = ingredientPage("retinol")!;
    expect(retinol.conflicts.find((c) => c.ruleId === "conflict-retinoid-aha")?.with).toMatch(/AHA/);
    expect(ingredientPage("water")!.conflicts).toEqual([]);
  });

  it("lowers the evidence level when the entry's own note says the evidence is thin", () => {
    const thin = kbEntries.find((e) => /limited evidence/i.test(e.researchNotes) && e.classes.includes("soothing"));
    expect(thin).toBeDefined();
    expect(evidenceLevelOf(thin!)).toBe("limited");
    expect(evidenceLevelOf(entryBySlug("phenoxyethanol")!)).toBe("formulation");
  });

  it("is null for a slug nobody knows", () => {
    expect(ingredientPage("zzqx-florp")).toBeNull();
    expect(ingredientPage("")).toBeNull();
  });
});

describe("ingredient search", () => {
  it("finds pages by INCI name and by common name, best match first", () => {
    expect(searchIngredients("niacinamide")[0]?.slug).toBe("niacinamide");
    expect(searchIngredients("vitamin c")[0]).toMatchObject({ slug: "ascorbic-acid", matchedName: "vitamin c" });
    expect(searchIngredients("shea")[0]?.slug).toBe("butyrospermum-parkii-butter");
    expect(searchIngredients("SALICYLIC")[0]?.slug).toBe("salicylic-acid");
  });

  it("needs two characters and caps the list", () => {
    expect(searchIngredients("a")).toEqual([]);
    expect(searchIngredients("acid", 5)).toHaveLength(5);
  });
});

describe("a product search that names an ingredient", () => {
  it("explains a prescription-only ingredient and offers related cosmetic ones", () => {
    const hint = ingredientQueryHint("tretinoin")!;
    expect(hint).toMatchObject({ slug: "retinoic-acid", prescription: true });
    expect(hint.message).toBe("Tretinoin is a prescription retinoid: cosmetics cannot contain it. Products with related cosmetic ingredients are listed instead.");
    expect(hint.relatedKeys).toEqual(expect.arrayContaining(["retinol", "retinal"]));
    expect(hint.relatedKeys).not.toContain("adapalene");
    expect(ingredientQueryHint("Hydroquinone")?.prescription).toBe(true);
  });

  it("points an everyday ingredient name at its page, and says nothing for a product name", () => {
    expect(ingredientQueryHint("vitamin c")).toMatchObject({ slug: "ascorbic-acid", prescription: false, relatedKeys: [] });
    expect(ingredientQueryHint("cerave moisturizing cream")).toBeNull();
    expect(ingredientQueryHint("ni")).toBeNull();
  });
});
