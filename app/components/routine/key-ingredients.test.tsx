/** The key ingredient cards on the server: rendered from the records the loader brought, else their loading state. */
import { describe, expect, it } from "vitest";
import { renderIn, textOf } from "~/utils/render-in";
import { KeyIngredients, type LoadedKeyIngredients } from "./results-sections";

const products = [{ id: "p1", name: "Bright Serum", brand: "Lab", productType: "Serum", ingredients: "Aqua, Ascorbic Acid, Niacinamide" }];
const record = (name: string, slug: string): LoadedKeyIngredients["records"][number] => ({
  name,
  slug,
  function: `${name} function`,
  benefits: ["Brightens"],
  concerns: [],
});
const loaded: LoadedKeyIngredients = { names: ["Ascorbic Acid", "Niacinamide"], records: [record("Ascorbic Acid", "ascorbic-acid"), record("Niacinamide", "niacinamide")] };
const render = (names: string[], given?: LoadedKeyIngredients) =>
  renderIn("en", <KeyIngredients names={names} products={products as never} loaded={given} />);

describe("KeyIngredients' first render", () => {
  it("shows the cards of the records it was given for the same names, each linking to its page", () => {
    const html = render(["Ascorbic Acid", "Niacinamide"], loaded);
    expect(html).toContain('href="/ingredients/ascorbic-acid"');
    expect(html).toContain('href="/ingredients/niacinamide"');
    expect(textOf(html)).toContain("Niacinamide function");
    expect(html).not.toContain('aria-busy="true"');
  });

  it("is loading when the records are for other names, or when there are none", () => {
    for (const html of [render(["Retinol"], loaded), render(["Ascorbic Acid", "Niacinamide"])]) {
      expect(html).toContain('aria-busy="true"');
      expect(html).not.toContain('href="/ingredients/');
    }
  });

  it("says there are no actives when it has no names", () => {
    expect(textOf(render([], loaded))).toContain("No significant active ingredients detected");
  });
});
