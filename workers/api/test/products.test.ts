import { beforeAll, describe, expect, it } from "vitest";
import { parseInci } from "@core/inci";
import { products, rateLimitCounters, routineProducts, routines } from "@db/schema";
import { call, signUp, withTestDb } from "./helpers";
import type { KbTranslation } from "@core/kb/translations";
import sourceFile from "@core/kb/translations/en.json";
import esFile from "@core/kb/translations/es.json";

const source: KbTranslation = sourceFile;
const es: KbTranslation = esFile;

const tag = crypto.randomUUID().slice(0, 6);
const FIXTURES = [
  { brand: `CeraVe${tag}`, name: "Hydrating Facial Cleanser", productType: "Cleanser", ingredients: "Aqua/Water, Glycerin, Cetearyl Alcohol, Ceramide NP, Hyaluronic Acid, Phenoxyethanol" },
  { brand: `CeraVe${tag}`, name: "Moisturizing Cream", productType: "Moisturizer", ingredients: "Water, Glycerin, Cetearyl Alcohol, Petrolatum, Ceramide NP, Niacinamide" },
  { brand: `Ordinary${tag}`, name: "Niacinamide 10% + Zinc 1%", productType: "Serum", ingredients: "Aqua (Water), Niacinamide, Pentylene Glycol, Zinc PCA, Phenoxyethanol" },
  { brand: `Ordinary${tag}`, name: "Glycolic Acid 7% Toning Solution", productType: "Exfoliant", ingredients: "Aqua (Water), Glycolic Acid, Glycerin, Niacinamide, Fragrance, Phenoxyethanol" },
  { brand: `Weird${tag}`, name: "100% Pure_Oil \\ Serum", productType: "Oil", ingredients: "Squalane, Tocopherol, Parfum" },
  { brand: `Lab${tag}`, name: `Firming${tag} Neck Cream`, productType: "Moisturizer", ingredients: "Water, Glycerin, Shea Butter" },
  { brand: `Bioderma${tag}`, name: `Sébium${tag} H2O Micellar Water`, productType: "Cleanser", ingredients: "Water, Glycerin, Zinc Sulfate" },
  ...Array.from({ length: 25 }, (_, i) => ({
    brand: `Many${tag}`,
    name: `Daily Serum ${String(i).padStart(2, "0")}`,
    productType: "Serum",
    ingredients: "Water, Butylene Glycol, Panthenol",
  })),
];

beforeAll(async () => {
  await withTestDb((db) =>
    db.insert(products).values(
      FIXTURES.map((p) => ({ ...p, ingredientKeys: parseInci(p.ingredients).ingredients.map((i) => i.key), source: "catalog" as const })),
    ),
  );
});

type ProductList = { products: { name: string; brand: string; id: string }[]; nextCursor: string | null };
const list = async (query: string, token?: string) => {
  const res = await call(`/api/products?${query}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as ProductList;
};

describe("product search", () => {
  it("finds by brand and name, prefix matches first", async () => {
    const { products: found } = await list(`search=${encodeURIComponent(`cerave${tag} moist`)}`);
    expect(found[0]).toMatchObject({ name: "Moisturizing Cream" });
  });

  it("tolerates typos through trigram similarity", async () => {
    const { products: found } = await list(`search=${encodeURIComponent(`cerave${tag} hydratng`)}`);
    expect(found[0]).toMatchObject({ name: "Hydrating Facial Cleanser" });
  });

  it("treats %, _ and backslashes as text, not patterns", async () => {
    expect((await list(`search=${encodeURIComponent("100% pure_")}`)).products.map((p) => p.brand)).toContain(`Weird${tag}`);
    const { products: none } = await list(`search=${encodeURIComponent("%%%___")}`);
    expect(none.filter((p) => p.brand.endsWith(tag))).toEqual([]);
    expect((await call(`/api/products?search=${encodeURIComponent("a\\b'\"c")}`)).status).toBe(200);
    expect((await call(`/api/products?search=${encodeURIComponent("🧴🧴🧴")}`)).status).toBe(200);
  });

  it("finds brand and product words in any order, the product named first", async () => {
    const { products: found } = await list(`search=${encodeURIComponent(`moisturizing cream cerave${tag}`)}`);
    expect(found[0]).toMatchObject({ name: "Moisturizing Cream", brand: `CeraVe${tag}` });
    const { products: reordered } = await list(`search=${encodeURIComponent(`cleanser facial cerave${tag}`)}`);
    expect(reordered[0]).toMatchObject({ name: "Hydrating Facial Cleanser" });
  });

  it("ignores accents in either direction", async () => {
    const { products: found } = await list(`search=${encodeURIComponent(`bioderma${tag} sebium${tag}`)}`);
    expect(found[0]).toMatchObject({ name: `Sébium${tag} H2O Micellar Water` });
  });

  it("does not show products that share no meaningful word with the query", async () => {
    // "firma" is not "firming": C-Firma must not list firming creams as matches.
    const { products: found } = await list(`search=${encodeURIComponent(`C-Firma${tag}`)}`);
    expect(found.filter((p) => p.brand.endsWith(tag))).toEqual([]);
    const { products: none } = await list(`search=${encodeURIComponent(`zzqx${tag} florp${tag}`)}`);
    expect(none).toEqual([]);
  });

  it("offers the closest products, marked partial, when none has every word", async () => {
    const body = (await list(`search=${encodeURIComponent(`cerave${tag} moisturizing zzqx${tag}`)}`)) as ProductList & { partial: boolean };
    expect(body.partial).toBe(true);
    expect(body.products[0]).toMatchObject({ name: "Moisturizing Cream", brand: `CeraVe${tag}` });
    // Fewer than half of the words known: nothing.
    const none = (await list(`search=${encodeURIComponent(`cerave${tag} zzqx${tag} florp${tag}`)}`)) as ProductList & { partial: boolean };
    expect(none.products.filter((p) => p.brand.endsWith(tag))).toEqual([]);
  });

  it("offers more than 20 matches page by page, without repeats", async () => {
    type Page = ProductList & { hasMore: boolean; nextOffset: number | null; partial: boolean };
    const first = (await list(`search=${encodeURIComponent(`many${tag} daily serum`)}`)) as Page;
    expect(first.products).toHaveLength(20);
    expect(first).toMatchObject({ hasMore: true, nextOffset: 20, partial: false });
    const second = (await list(`search=${encodeURIComponent(`many${tag} daily serum`)}&offset=20`)) as Page;
    expect(second.products).toHaveLength(5);
    expect(second).toMatchObject({ hasMore: false, nextOffset: null });
    const ids = [...first.products, ...second.products].map((p) => p.id);
    expect(new Set(ids).size).toBe(25);
    for (const bad of ["-1", "abc", "200", "1.5"]) {
      const res = await call(`/api/products?search=serum&offset=${bad}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "validation_error", message: expect.stringContaining("offset") });
    }
  });

  it("rejects searches of 2 characters or fewer and overlong ones with 400", async () => {
    for (const q of ["ab", "", "   "]) {
      const res = await call(`/api/products?search=${encodeURIComponent(q)}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "validation_error", message: expect.stringContaining("search") });
    }
    expect((await call(`/api/products?search=${"x".repeat(10_000)}`)).status).toBe(400);
  });
});

describe("ingredient filter", () => {
  it("keeps products with every wanted ingredient and none of the unwanted ones", async () => {
    const both = await list(`wanted=${encodeURIComponent("niacinamide, glycerin")}&limit=20`);
    const mine = both.products.filter((p) => p.brand.endsWith(tag)).map((p) => p.name).sort();
    expect(mine).toEqual(["Glycolic Acid 7% Toning Solution", "Moisturizing Cream"]);
    const noFragrance = await list(`wanted=niacinamide&unwanted=${encodeURIComponent("fragrance, petrolatum")}`);
    expect(noFragrance.products.filter((p) => p.brand.endsWith(tag)).map((p) => p.name)).toEqual(["Niacinamide 10% + Zinc 1%"]);
  });

  it("resolves everyday names: water finds aqua lists", async () => {
    const { products: found } = await list(`wanted=water&unwanted=petrolatum&type=Cleanser`);
    expect(found.map((p) => p.name)).toContain("Hydrating Facial Cleanser");
  });

  it("caps results at 20 and pages by cursor without repeats", async () => {
    const first = await list("limit=2");
    expect(first.products).toHaveLength(2);
    expect(first.nextCursor).toBeTruthy();
    const second = await list(`limit=2&cursor=${first.nextCursor}`);
    expect(second.products.map((p) => p.id)).not.toContain(first.products[0].id);
    expect((await call("/api/products?wanted=water&limit=21")).status).toBe(200);
    expect(((await (await call("/api/products?wanted=water&limit=50")).json()) as ProductList).products.length).toBeLessThanOrEqual(20);
    expect((await call("/api/products?limit=abc")).status).toBe(400);
    expect((await call("/api/products?cursor=garbage")).status).toBe(400);
    expect((await call("/api/products?type=Potion")).status).toBe(400);
  });
});

describe("ingredient filter order and limits", () => {
  it("pages in (lowercased name, id) order with every wanted ingredient and none of the unwanted ones, cursor included", async () => {
    // An ingredient only these rows list, so that other files' products cannot enter the pages.
    const own = `zz${tag}ol`;
    const names = ["beta Serum", "Beta serum", "BETA SERUM", "alpha Serum", "Alpha Serum", "gamma Serum", "Delta Serum", "delta serum"];
    const rows = names.map((name, i) => ({
      name,
      brand: `Order${tag}${i}`,
      productType: "Serum",
      ingredients: i % 3 === 2 ? `Water, ${own}, Fragrance` : `Water, ${own}, Glycerin`,
    }));
    const inserted = await withTestDb((db) =>
      db
        .insert(products)
        .values(rows.map((p) => ({ ...p, ingredientKeys: parseInci(p.ingredients).ingredients.map((i) => i.key), source: "catalog" as const })))
        .returning({ id: products.id, name: products.name, ingredients: products.ingredients }),
    );
    const expected = inserted
      .filter((p) => !p.ingredients.includes("Fragrance"))
      .sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.id < b.id ? -1 : 1))
      .map((p) => p.id);
    expect(expected.length).toBeGreaterThan(4);
    const query = `wanted=${encodeURIComponent(`water, ${own}`)}&unwanted=fragrance&limit=2`;
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page++) {
      const found: ProductList = await list(cursor ? `${query}&cursor=${cursor}` : query);
      expect(found.products.length).toBeLessThanOrEqual(2);
      seen.push(...found.products.map((p) => p.id));
      cursor = found.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(expected);
    // The unwanted ingredient alone, and a wanted one nobody lists.
    expect((await list(`wanted=${own}&unwanted=glycerin&limit=20`)).products.map((p) => p.id).sort()).toEqual(
      inserted.filter((p) => p.ingredients.includes("Fragrance")).map((p) => p.id).sort(),
    );
    expect((await list(`wanted=${encodeURIComponent(`${own}, ${own}x`)}`)).products).toEqual([]);
  });
});

describe("users' own products", () => {
  it("is usable by its author at once and hidden from others until approved", async () => {
    const author = await signUp();
    const other = await signUp();
    const name = `Homemade Balm ${tag}`;
    const res = await call("/api/products", {
      method: "POST",
      token: author.token,
      json: { name, brand: "Kitchen", productType: "Moisturizer", ingredients: "Butyrospermum Parkii (Shea) Butter, Squalane, Tocopherol" },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { product: { status: string } }).product.status).toBe("pending");
    const search = `search=${encodeURIComponent(name)}`;
    expect((await list(search, author.token)).products.map((p) => p.name)).toContain(name);
    expect((await list(search, other.token)).products.map((p) => p.name)).not.toContain(name);
    expect((await list(search)).products.map((p) => p.name)).not.toContain(name);
  });

  // Issue #27: products_brand_name_key covers approved products only (ADR 0056).
  it("lets a second member add a product another member already submitted, without showing either the other's row", async () => {
    const first = await signUp();
    const second = await signUp();
    const product = { name: `Twice Added Serum ${tag}`, brand: "Same Brand", productType: "Serum" };
    const a = await call("/api/products", { method: "POST", token: first.token, json: { ...product, ingredients: "Water, Ascorbic Acid, Glycerin" } });
    expect(a.status).toBe(201);
    const b = await call("/api/products", { method: "POST", token: second.token, json: { ...product, ingredients: "Water, Niacinamide, Panthenol" } });
    expect(b.status).toBe(201);
    const mine = ((await b.json()) as { product: { id: string; ingredients: string } }).product;
    const theirs = ((await a.json()) as { product: { id: string } }).product;
    expect(mine.id).not.toBe(theirs.id);
    expect(mine.ingredients).toBe("Water, Niacinamide, Panthenol");
    // Each sees only their own submission.
    expect((await call(`/api/products/${theirs.id}`, { token: second.token })).status).toBe(404);
    expect((await call(`/api/products/${mine.id}`, { token: first.token })).status).toBe(404);
    const search = `search=${encodeURIComponent(product.name)}`;
    expect((await list(search, second.token)).products.map((p) => p.id)).toEqual([mine.id]);
    expect((await list(search, first.token)).products.map((p) => p.id)).toEqual([theirs.id]);
  });

  it("refuses a member's second submission of their own product with 409, and a catalogue product's name with 409", async () => {
    const { token } = await signUp();
    const product = { name: `Own Twice Serum ${tag}`, brand: "Same Brand", productType: "Serum", ingredients: "Water, Glycerin, Panthenol" };
    expect((await call("/api/products", { method: "POST", token, json: product })).status).toBe(201);
    const again = await call("/api/products", { method: "POST", token, json: { ...product, name: product.name.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "product_exists", message: expect.stringContaining("already submitted") });
    const catalogued = await call("/api/products", { method: "POST", token, json: { ...FIXTURES[1], brand: FIXTURES[1].brand.toLowerCase() } });
    expect(catalogued.status).toBe(409);
    expect(await catalogued.json()).toMatchObject({ code: "product_exists", message: expect.stringContaining("already in the catalogue") });
  });

  it("limits product creation to 30 an hour per account, with a clear 429; other accounts unaffected", async () => {
    const { token, user } = await signUp();
    // The hour's first 30 are arranged in the counter: the next one is refused.
    await withTestDb((db) =>
      db.insert(rateLimitCounters).values({ bucket: "productCreation", key: user.id, windowStart: new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000), count: 30 }),
    );
    const product = { name: `Limit Balm ${tag}`, brand: "Kitchen", productType: "Moisturizer", ingredients: "Squalane, Tocopherol" };
    const refused = await call("/api/products", { method: "POST", token, json: product });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "rate_limited", message: expect.stringContaining("added many products") });
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    const other = await signUp();
    expect((await call("/api/products", { method: "POST", token: other.token, json: product })).status).toBe(201);
  });

  it("validates name, type and list length, and refuses duplicates", async () => {
    const { token } = await signUp();
    const base = { name: "X", brand: "B", productType: "Serum", ingredients: "Water, Glycerin" };
    expect((await call("/api/products", { method: "POST", token, json: { ...base, name: "" } })).status).toBe(400);
    expect((await call("/api/products", { method: "POST", token, json: { ...base, name: "n".repeat(121) } })).status).toBe(400);
    expect((await call("/api/products", { method: "POST", token, json: { ...base, productType: "Potion" } })).status).toBe(400);
    expect((await call("/api/products", { method: "POST", token, json: { ...base, ingredients: "ab" } })).status).toBe(400);
    expect((await call("/api/products", { method: "POST", token, json: { ...base, ingredients: "x".repeat(5001) } })).status).toBe(400);
    expect((await call("/api/products", { method: "POST", json: base })).status).toBe(401);
    const dup = { ...FIXTURES[0] };
    expect((await call("/api/products", { method: "POST", token, json: dup })).status).toBe(409);
  });
});

describe("ingredients", () => {
  it("suggests from 2 characters, at most 8, excluding chosen ones", async () => {
    const res = await call("/api/ingredients/suggest?q=ni&exclude=niacinamide");
    expect(res.status).toBe(200);
    const { suggestions } = (await res.json()) as { suggestions: string[] };
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions).not.toContain("niacinamide");
    expect((await call("/api/ingredients/suggest?q=n")).status).toBe(400);
    expect((await call("/api/ingredients/suggest")).status).toBe(400);
  });

  it("answers the analysis record with the products that contain it", async () => {
    const res = await call(`/api/ingredients/${encodeURIComponent("Niacinamide")}`);
    expect(res.status).toBe(200);
    const { ingredient } = (await res.json()) as { ingredient: Record<string, unknown> };
    expect(ingredient).toMatchObject({ name: "Niacinamide", concentration: "Not specified", slug: "niacinamide" });
    expect(ingredient.function).not.toBe("Unknown");
    expect(ingredient.productsContaining).toEqual(expect.arrayContaining([`Ordinary${tag} Niacinamide 10% + Zinc 1%`]));
  });

  it("writes the note and benefits in the reader's language where translated (the lang cookie, else Accept-Language)", async () => {
    const read = async (headers: Record<string, string>) =>
      ((await (await call("/api/ingredients/Niacinamide", { headers })).json()) as { ingredient: { researchNotes: string; benefits: string[] } }).ingredient;
    const english = await read({});
    expect(english.researchNotes).toBe(source.notes.niacinamide);
    expect(english.benefits.every((b) => Object.hasOwn(source.benefits, b))).toBe(true);
    const spanish = await read({ "accept-language": "es-ES,es;q=0.9" });
    expect(spanish.researchNotes).toBe(es.notes.niacinamide);
    expect(spanish.benefits).toEqual(english.benefits.map((b) => es.benefits[b]));
    expect((await read({ "accept-language": "es", cookie: "lang=en" })).researchNotes).toBe(source.notes.niacinamide);
  });

  // ADR 0087: the order is a page every guest reads; a private routine or a draft, or one routine listing a product
  // many times, must not decide it.
  it("lists the approved products that contain it, those of the most shared routines first; a routine counts once, a private one or a draft not at all", async () => {
    // A key no other test's product carries, so the list is exactly these fixtures.
    const key = `zz${tag}ferment`;
    const ids = await withTestDb(async (db) => {
      const rows = await db
        .insert(products)
        .values(
          ["Rarely Used", "Often Used", "Never Used", "Pending One", "Listed Thirty Times", "Private Favourite"].map((name) => ({
            brand: `Uses${tag}`,
            name,
            productType: "Serum",
            ingredients: `Water, ${key}`,
            ingredientKeys: ["water", key],
            status: name === "Pending One" ? ("pending" as const) : ("approved" as const),
          })),
        )
        .returning({ id: products.id, name: products.name });
      const { user } = await signUp(undefined, undefined, { verified: false });
      const id = (name: string) => rows.find((r) => r.name === name)!.id;
      const routineListing = async (names: string[], shape: { isPublic: boolean; status: "evaluated" | "draft" }) => {
        const [routine] = await db.insert(routines).values({ userId: user.id, name: "R", goal: "glow", ...shape }).returning({ id: routines.id });
        await db.insert(routineProducts).values(names.map((name, i) => ({ stackId: routine.id, productId: id(name), routine: "morning" as const, position: i + 1, name })));
      };
      const shared = { isPublic: true, status: "evaluated" } as const;
      await routineListing(["Often Used", "Rarely Used", "Pending One"], shared);
      await routineListing(["Often Used", "Often Used"], shared);
      await routineListing(Array.from({ length: 30 }, () => "Listed Thirty Times"), shared);
      for (let i = 0; i < 5; i++) await routineListing(["Private Favourite", "Private Favourite"], { isPublic: false, status: "evaluated" });
      for (let i = 0; i < 5; i++) await routineListing(["Private Favourite"], { isPublic: true, status: "draft" });
      return rows;
    });
    expect(ids).toHaveLength(6);
    const res = await call(`/api/ingredients/${encodeURIComponent(key)}/products`);
    expect(res.status).toBe(200);
    const { products: found } = (await res.json()) as { products: { name: string; brand: string; id: string }[] };
    // Two shared routines; then one each (by name); then none (by name). The pending product is nobody's to see.
    expect(found.map((p) => p.name)).toEqual(["Often Used", "Listed Thirty Times", "Rarely Used", "Never Used", "Private Favourite"]);
    expect((await call(`/api/ingredients/${"x".repeat(201)}/products`)).status).toBe(400);
  });

  it("answers Unknown for an ingredient nobody knows", async () => {
    const { ingredient } = (await (await call("/api/ingredients/zzqx%20florp")).json()) as { ingredient: Record<string, unknown> };
    expect(ingredient).toMatchObject({ function: "Unknown", concentration: "Not specified", slug: null });
  });
});

describe("values the database cannot store", () => {
  it("answer 400, not 500 (a NUL character in a search or a name)", async () => {
    for (const path of ["/api/ingredients/%00", `/api/products?search=${encodeURIComponent("abc\u0000def")}`]) {
      const res = await call(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_input" });
    }
  });
});

describe("GET /api/products/popular", () => {
  it("lists the products of the most shared routines first, then the rest by name; a routine counts once, a private one not at all", async () => {
    const pop = crypto.randomUUID().slice(0, 6);
    const rows = await withTestDb((db) =>
      db
        .insert(products)
        .values(
          ["Zz Often", "Zz Sometimes", "Zz Listed Sixty Times", "Zz Private"].map((name) => ({
            name: `${name} ${pop}`,
            brand: `Pop${pop}`,
            productType: "Serum",
            ingredients: "Water, Glycerin",
            ingredientKeys: ["water", "glycerin"],
          })),
        )
        .returning({ id: products.id, name: products.name }),
    );
    const id = (prefix: string) => rows.find((r) => r.name.startsWith(prefix))!.id;
    const { user } = await signUp();
    const routineListing = async (productId: string, times: number, shared: boolean) =>
      withTestDb(async (db) => {
        const [routine] = await db
          .insert(routines)
          .values({ userId: user.id, name: "P", goal: "glow", isPublic: shared, status: "evaluated" })
          .returning({ id: routines.id });
        await db.insert(routineProducts).values(
          Array.from({ length: times }, (_, i) => ({ stackId: routine.id, productId, routine: "morning" as const, position: i + 1, name: "x" })),
        );
      });
    // Enough shared routines to lead the list whatever other tests' routines hold.
    for (let i = 0; i < 25; i++) await routineListing(id("Zz Often"), 1, true);
    for (let i = 0; i < 15; i++) await routineListing(id("Zz Sometimes"), 1, true);
    await routineListing(id("Zz Listed Sixty Times"), 60, true);
    for (let i = 0; i < 30; i++) await routineListing(id("Zz Private"), 2, false);
    const res = await call("/api/products/popular");
    expect(res.status).toBe(200);
    const names = ((await res.json()) as ProductList).products.map((p) => p.name);
    expect(names.slice(0, 2)).toEqual([`Zz Often ${pop}`, `Zz Sometimes ${pop}`]);
    expect(names.indexOf(`Zz Listed Sixty Times ${pop}`)).not.toBe(0);
    expect(names.indexOf(`Zz Private ${pop}`)).not.toBe(0);
    expect(names).toHaveLength(15);
  });
});

describe("a search for an ingredient's name", () => {
  it("explains a prescription-only ingredient and lists products with its cosmetic relatives instead", async () => {
    const rx = crypto.randomUUID().slice(0, 6);
    await withTestDb((db) =>
      db.insert(products).values(
        [
          { name: `Retinol Night ${rx}`, ingredients: "Aqua, Squalane, Retinol, Tocopherol" },
          { name: `Tretinoin-free Word Match ${rx}`, ingredients: "Aqua, Glycerin, Panthenol" },
        ].map((p) => ({ ...p, brand: `Rx${rx}`, productType: "Serum", ingredientKeys: parseInci(p.ingredients).ingredients.map((i) => i.key) })),
      ),
    );
    const page = await list("search=tretinoin");
    const body = page as ProductList & { ingredient?: { slug: string; prescription: boolean; message: string } };
    expect(body.ingredient).toMatchObject({ slug: "retinoic-acid", prescription: true });
    expect(body.ingredient?.message).toMatch(/^Tretinoin is a prescription retinoid/);
    const names = body.products.map((p) => p.name);
    expect(names).toContain(`Retinol Night ${rx}`);
    expect(names).not.toContain(`Tretinoin-free Word Match ${rx}`);
  });

  it("points at the ingredient's page and still searches by name", async () => {
    const body = (await list("search=niacinamide")) as ProductList & { ingredient?: { slug: string; prescription: boolean } };
    expect(body.ingredient).toMatchObject({ slug: "niacinamide", prescription: false });
    expect(body.products.map((p) => p.name)).toContain("Niacinamide 10% + Zinc 1%");
  });
});

describe("GET /api/products/{id}/related", () => {
  it("ranks products of the same type by shared key actives, then by list overlap, with the reason", async () => {
    const rel = crypto.randomUUID().slice(0, 6);
    const base = `Aqua, Niacinamide, Zinc PCA, Glycerin, Pentylene Glycol, Rel${rel} Extract`;
    const rows = await withTestDb((db) =>
      db
        .insert(products)
        .values(
          [
            { name: "Base", productType: "Serum", ingredients: base },
            { name: "Same actives", productType: "Serum", ingredients: `Aqua, Niacinamide, Glycerin, Butylene Glycol, Rel${rel} Extract` },
            { name: "Same list no actives", productType: "Serum", ingredients: `Aqua, Glycerin, Pentylene Glycol, Zinc PCA, Rel${rel} Extract` },
            { name: "Other type", productType: "Moisturizer", ingredients: `Aqua, Niacinamide, Glycerin, Rel${rel} Extract` },
          ].map((p) => ({ ...p, brand: `Rel${rel}`, ingredientKeys: parseInci(p.ingredients).ingredients.map((i) => i.key) })),
        )
        .returning({ id: products.id, name: products.name }),
    );
    const id = (name: string) => rows.find((r) => r.name === name)!.id;
    const res = await call(`/api/products/${id("Base")}/related`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { sharedRoutines: number; similar: { id: string; name: string; reason: string }[] };
    expect(body.sharedRoutines).toBe(0);
    const mine = body.similar.filter((p) => rows.some((r) => r.id === p.id));
    expect(mine.map((p) => p.name)).toEqual(["Same actives"]);
    expect(mine[0].reason).toBe("same 1 key active, 67 % of the list in common");
    expect((await call(`/api/products/not-an-id/related`)).status).toBe(400);
    expect((await call(`/api/products/00000000-0000-4000-8000-000000000000/related`)).status).toBe(404);
  });
});

describe("GET /api/products/{id}", () => {
  it("answers 400 for an id that is not a UUID, even 36 hex digits and dashes", async () => {
    for (const id of ["-".repeat(36), "a".repeat(36), "not-an-id"]) {
      const res = await call(`/api/products/${id}`);
      expect(res.status, id).toBe(400);
      expect(await res.json()).toEqual({ message: "product id is invalid", code: "invalid_id" });
    }
  });
});
