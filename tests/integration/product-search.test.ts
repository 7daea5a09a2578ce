/**
 * A product search's round trips to PostgreSQL: tier 1 (names starting with the typed text) and
 * the vocabulary lookup of tier 2 go in one statement, and the vocabulary is not looked up when
 * tier 1 fills the page. The ranking itself is covered by the api's products tests and the
 * relevance benchmark.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiHarness } from "../helpers/api-harness";
import { countQueries } from "../helpers/count-queries";

let harness: Awaited<ReturnType<typeof startApiHarness>>;
const tag = Math.random().toString(36).slice(2, 7);

beforeAll(async () => {
  harness = await startApiHarness("product_search_it");
  const names = ["Hydrating Facial Cleanser", "Moisturizing Cream", ...Array.from({ length: 25 }, (_, i) => `Daily Serum ${String(i).padStart(2, "0")}`)];
  for (const name of names) {
    await harness.sql.query("insert into products (brand, name, product_type, ingredients, source) values ($1, $2, 'Serum', 'Water, Glycerin', 'catalog')", [
      `Brand${tag}`,
      name,
    ]);
  }
});
afterAll(async () => {
  await harness?.stop();
});

async function search(text: string) {
  return countQueries(async () => {
    const res = await harness.call(`/api/products?search=${encodeURIComponent(text)}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { products: Array<{ name: string }> }).products.map((p) => p.name);
  });
}

describe("product search statements", () => {
  it("finds a misspelt product in two statements: both tiers' lookups, then the ranked page", async () => {
    const { result, queries } = await search(`brand${tag} hydratng`);
    expect(result[0]).toBe("Hydrating Facial Cleanser");
    expect(queries).toHaveLength(2);
    expect(queries[0]).toContain("search_words");
  });

  it("answers from tier 1 alone in one statement when names starting with the text fill the page", async () => {
    const { result, queries } = await search(`brand${tag} daily`);
    expect(result).toHaveLength(20);
    expect(result[0]).toBe("Daily Serum 00");
    expect(queries).toHaveLength(1);
  });

  it("ranks the shipped catalogue's product first when others match the typed words as well, in both tiers", async () => {
    const brand = `Curated${tag}`;
    for (const [name, source] of [["Lip Sleeping Mask", "import"], ["Lip Sleeping Mask Berry", "catalog"], ["Lip Sleeping Mask Apple", "openbeautyfacts"]]) {
      await harness.sql.query("insert into products (brand, name, product_type, ingredients, source) values ($1, $2, 'Mask', 'Water, Glycerin', $3)", [brand, name, source]);
    }
    // Words in any order (tier 2): the shorter imported name would come first on size alone.
    expect((await search(`${brand} lip mask`)).result[0]).toBe("Lip Sleeping Mask Berry");
    expect((await search(`mask lip ${brand}`)).result[0]).toBe("Lip Sleeping Mask Berry");
    // The typed text starts the names (tier 1): name order would put the Apple and the plain one first.
    const { result } = await search(`${brand} lip sleeping`);
    expect(result).toEqual(["Lip Sleeping Mask Berry", "Lip Sleeping Mask", "Lip Sleeping Mask Apple"]);
  });
});
