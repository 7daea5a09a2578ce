/**
 * The routine a post is about, read in German and French: its goal, its products' types and its scores
 * as the reader's language writes them; product names as they are, and English as before.
 */
import { describe, expect, it } from "vitest";
import { translator } from "@core/i18n/catalogues";
import { renderIn, textOf } from "~/utils/render-in";
import type { RoutineCardData } from "./feed-data";
import { PostRoutine } from "./post-routine";

const routine: RoutineCardData = {
  id: "r1",
  name: "Abendroutine",
  goal: "hydration",
  createdAt: "2026-11-20T10:00:00Z",
  overallScore: 8,
  evaluation: { completenessScore: 8.5, effectivenessScore: 10, safetyScore: 8.2, ingredientQualityScore: 9.2, routineBalanceScore: 9.3, overallScore: 8.4 },
  morningProducts: [{ id: "p1", name: "Hydrating Facial Cleanser", brand: "CeraVe", productType: "Cleanser" }],
  nightProducts: [{ id: "p2", name: "Moisturizing Cream", brand: "CeraVe", productType: "Moisturizer" }],
};

describe("the post's routine", () => {
  for (const language of ["de", "fr"]) {
    it(`reads in ${language}: goal, product types and scores with a decimal comma`, () => {
      const t = translator(language);
      const text = textOf(renderIn(language, <PostRoutine routine={routine} routineId="r1" />));
      expect(text).toContain(t("post.goal", { goal: t("domain.goalLabel.hydration") }));
      expect(text).toContain(`CeraVe · ${t("domain.productType.cleanser")}`);
      expect(text).toContain(`CeraVe · ${t("domain.productType.moisturizer")}`);
      expect(text).toContain(" 8,2 ");
      expect(text).toContain(" 9,3 ");
      expect(text).toContain("Hydrating Facial Cleanser");
      for (const english of ["Hydration", "· Cleanser", "· Moisturizer", "8.2", "9.3"]) expect(text).not.toContain(english);
    });
  }

  it("reads in English as before", () => {
    const text = textOf(renderIn("en", <PostRoutine routine={routine} routineId="r1" />));
    for (const english of ["Goal: Hydration", "CeraVe · Cleanser", "CeraVe · Moisturizer", " 8.2 ", " 9.3 "]) expect(text).toContain(english);
  });
});
