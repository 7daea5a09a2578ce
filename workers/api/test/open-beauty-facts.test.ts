import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { products, rateLimitCounters } from "@db/schema";
import { networkKey } from "@core/network";
import { SHIPPED_PRODUCTS, catalogueRow } from "@db/seed/products";
import { FAKE_OBF } from "../../../tests/helpers/open-beauty-facts-fake";
import { clearObfMemory, storeObfProducts } from "../src/lib/catalogue/open-beauty-facts";
import { call, signUp, withTestDb } from "./helpers";

const obf = () => ({ OPEN_BEAUTY_FACTS_URL: inject("obfUrl"), OPEN_BEAUTY_FACTS_TIMEOUT_MS: "400", OPEN_BEAUTY_FACTS_USER_AGENT: "Skinstack-test/1.0 (tests@example.test)" });
const tag = crypto.randomUUID().slice(0, 6);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const countProducts = () => withTestDb(async (db) => (await db.select({ id: products.id }).from(products)).length);

beforeEach(() => clearObfMemory());

describe("GET /api/products/barcode/{code}", () => {
  it("refuses malformed barcodes with 400 naming the rule", async () => {
    for (const [code, rule] of [
      ["12345", "8 (EAN-8), 12 (UPC-A) or 13 (EAN-13) digits"],
      ["4006381333932", "check digit"],
      ["40063813339x1", "digits only"],
      ["%25", "digits only"],
      ["%E0%A4%A", "digits only"],
      ["4006381333931%00", "digits only"],
      ["1".repeat(500), "not 500"],
    ]) {
      const res = await call(`/api/products/barcode/${code}`, {}, obf());
      expect(res.status).toBe(400);
      const body = (await res.json()) as Json;
      expect(body).toMatchObject({ code: "invalid_barcode" });
      expect(body.message).toContain(rule);
    }
  });

  it("finds a seeded catalogue row by its 12 printed UPC-A digits, offline", async () => {
    const upc = "036000291452";
    const row = catalogueRow({ ...SHIPPED_PRODUCTS[0], name: `UPC ${tag}`, barcode: `0${upc}`, sourceUrl: "https://www.example.com/label" });
    await withTestDb((db) => db.insert(products).values(row));
    const res = await call(`/api/products/barcode/${upc}`, {}, { OPEN_BEAUTY_FACTS_URL: undefined });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      source: "catalog",
      product: { name: `UPC ${tag}`, barcode: `0${upc}`, sourceUrl: "https://www.example.com/label" },
    });
  });

  it("finds a product of our catalogue first, without asking Open Beauty Facts", async () => {
    const code = "4006381333931";
    await withTestDb((db) =>
      db.insert(products).values({ name: `Barcoded ${tag}`, brand: "Ours", productType: "Serum", ingredients: "Water, Glycerin", barcode: code }),
    );
    // Even with Open Beauty Facts off, our own product is found.
    const res = await call(`/api/products/barcode/${code}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ source: "catalog", product: { name: `Barcoded ${tag}`, barcode: code } });
  });

  it("says so when Open Beauty Facts is off", async () => {
    const res = await call(`/api/products/barcode/${FAKE_OBF.notFound}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "not_found", external: { status: "off" } });
  });

  it("asks Open Beauty Facts at most 60 times an hour per network, then answers from our catalogue alone (ADR 0084)", async () => {
    await withTestDb((db) => db.delete(products).where(eq(products.barcode, FAKE_OBF.found)));
    const busy = "198.51.100.23";
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    await withTestDb((db) => db.insert(rateLimitCounters).values({ bucket: "openBeautyFactsLookups", key: networkKey(busy), windowStart: hour, count: 60 }));
    const limited = await call(`/api/products/barcode/${FAKE_OBF.found}`, { headers: { "cf-connecting-ip": busy } }, obf());
    expect(limited.status).toBe(404);
    expect(await limited.json()).toMatchObject({ code: "not_found", external: { source: "openbeautyfacts", status: "limited" } });
    const search = await call(`/api/products?search=${encodeURIComponent(`nothing like this ${tag}`)}`, { headers: { "cf-connecting-ip": busy } }, obf());
    expect(search.status).toBe(200);
    expect(await search.json()).toMatchObject({ external: { status: "limited" } });
    expect(await withTestDb((db) => db.select({ id: products.id }).from(products).where(eq(products.barcode, FAKE_OBF.found)))).toEqual([]);
    // Another network is asked as before.
    const other = await call(`/api/products/barcode/${FAKE_OBF.found}`, { headers: { "cf-connecting-ip": "203.0.113.99" } }, obf());
    expect(other.status).toBe(200);
  });

  it("in production, a request that names no client is not asked for: the limit cannot count it (ADR 0085)", async () => {
    await withTestDb((db) => db.delete(products).where(eq(products.barcode, FAKE_OBF.found)));
    const production = { ...obf(), ENVIRONMENT: "production", SESSION_SECRET: "production-test-secret-0123456789" };
    const nameless = await call(`/api/products/barcode/${FAKE_OBF.found}`, {}, production);
    expect(nameless.status).toBe(404);
    expect(await nameless.json()).toMatchObject({ external: { source: "openbeautyfacts", status: "limited" } });
    // With a client address it is asked, as before; locally a request without one is asked too (nothing to count it by).
    expect((await call(`/api/products/barcode/${FAKE_OBF.found}`, { headers: { "cf-connecting-ip": "203.0.113.98" } }, production)).status).toBe(200);
    await withTestDb((db) => db.delete(products).where(eq(products.barcode, FAKE_OBF.found)));
    expect((await call(`/api/products/barcode/${FAKE_OBF.found}`, {}, obf())).status).toBe(200);
  });

  it("stores a product found on Open Beauty Facts with licence, attribution, picture and analysed ingredients", async () => {
    // Test files share one database: another file's lookup of the same code may have stored it already.
    await withTestDb((db) => db.delete(products).where(eq(products.barcode, FAKE_OBF.found)));
    const res = await call(`/api/products/barcode/${FAKE_OBF.found}`, {}, obf());
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({
      source: "openbeautyfacts",
      product: {
        barcode: FAKE_OBF.found,
        name: "Soft Moisturising Cream",
        brand: "Nivea",
        productType: "Moisturizer",
        source: "openbeautyfacts",
        licence: "ODbL",
        status: "approved",
        ingredientsMissing: false,
        imageUrl: expect.stringMatching(/^https:\/\/images\.openbeautyfacts\.org\//),
        attribution: expect.stringContaining("Open Beauty Facts"),
        sourceUrl: expect.stringContaining(`/product/${FAKE_OBF.found}`),
      },
    });
    const [row] = await withTestDb((db) => db.select().from(products).where(eq(products.barcode, FAKE_OBF.found)));
    expect(row.ingredientKeys).toEqual(expect.arrayContaining(["glycerin", "butyrospermum parkii butter"]));
    // Asked with the configured contact User-Agent.
    const { userAgents } = (await (await fetch(`${inject("obfUrl")}/__user-agents`)).json()) as { userAgents: string[] };
    expect(userAgents).toContain("Skinstack-test/1.0 (tests@example.test)");
    // Second time: from our catalogue.
    const again = await call(`/api/products/barcode/${FAKE_OBF.found}`);
    expect(await again.json()).toMatchObject({ source: "catalog", product: { id: body.product.id } });
  });

  it("marks products without an ingredient list, and leaves an unknown type to the user", async () => {
    const bare = (await (await call(`/api/products/barcode/${FAKE_OBF.noIngredients}`, {}, obf())).json()) as Json;
    expect(bare.product).toMatchObject({ ingredientsMissing: true, ingredients: "", productType: "Serum" });
    const res = await call(`/api/products/barcode/${FAKE_OBF.unknownType}`, {}, obf());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ product: null, suggestion: { name: "Shampooing Douceur", productType: null, barcode: FAKE_OBF.unknownType } });
    expect(await withTestDb((db) => db.select().from(products).where(eq(products.barcode, FAKE_OBF.unknownType)))).toEqual([]);
  });

  it("answers 404 with a clear message, never a 5xx, when Open Beauty Facts is slow, failing, malformed, huge or unreachable; stores nothing", async () => {
    const before = await countProducts();
    const cases: Array<[string, string, Json]> = [
      [FAKE_OBF.notFound, "ok", obf()],
      [FAKE_OBF.slow, "timeout", obf()],
      [FAKE_OBF.error, "error", obf()],
      [FAKE_OBF.malformed, "malformed", obf()],
      [FAKE_OBF.huge, "too_large", obf()],
      [FAKE_OBF.found.replace(/.$/, "") + "0", "", obf()], // (invalid check digit: 400, checked above)
      [FAKE_OBF.notFound, "unreachable", { ...obf(), OPEN_BEAUTY_FACTS_URL: "http://127.0.0.1:9" }],
    ];
    for (const [code, status, env] of cases) {
      if (!status) continue;
      // "timeout": the fake answers only after 3 s, so the status shows the api gave up sooner.
      const res = await call(`/api/products/barcode/${code}`, {}, env);
      expect(res.status).toBe(404);
      const body = (await res.json()) as Json;
      expect(body).toMatchObject({ code: "not_found", external: { source: "openbeautyfacts", status } });
      expect(body.message).toMatch(/catalogue/);
    }
    expect(await countProducts()).toBe(before);
  });
});

describe("search with Open Beauty Facts behind our catalogue", () => {
  it("asks Open Beauty Facts when our catalogue has few results, stores skincare products and finds them", async () => {
    const word = `obfcream${tag}`;
    const res = await call(`/api/products?search=${word}`, {}, obf());
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.external).toMatchObject({ status: "ok", added: 2 });
    const names = (body.products as Json[]).map((p) => p.name).sort();
    expect(names).toEqual([`${word} Face Cream`, `${word} Serum`]);
    const serum = (body.products as Json[]).find((p) => p.name === `${word} Serum`)!;
    expect(serum).toMatchObject({ ingredientsMissing: true, source: "openbeautyfacts", licence: "ODbL" });
    // The shampoo is not a skincare step: not stored. Stored products are found next time without asking.
    const stored = await withTestDb((db) => db.select().from(products).where(inArray(products.brand, ["Fakebrand"])));
    expect(stored.filter((p) => p.name.startsWith(word)).map((p) => p.name).sort()).toEqual([`${word} Face Cream`, `${word} Serum`]);
    const local = (await (await call(`/api/products?search=${word}`)).json()) as Json;
    expect(local.products).toHaveLength(2);
    expect(local.external).toMatchObject({ status: "off" });
  });

  it("falls back to our catalogue with a clear message when Open Beauty Facts fails; stores nothing", async () => {
    const before = await countProducts();
    for (const [term, status] of [
      ["slowterm", "timeout"],
      ["failterm", "error"],
      ["badjsonterm", "malformed"],
      ["hugeterm", "too_large"],
    ]) {
      const res = await call(`/api/products?search=${term}${tag}`, {}, obf());
      expect(res.status).toBe(200);
      const body = (await res.json()) as Json;
      expect(body.products).toEqual([]);
      expect(body.external).toMatchObject({ source: "openbeautyfacts", status, message: expect.stringContaining("our catalogue") });
    }
    const offline = (await (await call(`/api/products?search=nowhere${tag}`, {}, { ...obf(), OPEN_BEAUTY_FACTS_URL: "http://127.0.0.1:9" })).json()) as Json;
    expect(offline.external).toMatchObject({ status: "unreachable" });
    expect(await countProducts()).toBe(before);
  });

  it("does not ask when our catalogue has enough results", async () => {
    await withTestDb((db) =>
      db.insert(products).values(
        Array.from({ length: 6 }, (_, i) => ({ name: `Plenty${tag} Toner ${i}`, brand: "Ours", productType: "Toner", ingredients: "Water, Glycerin" })),
      ),
    );
    const body = (await (await call(`/api/products?search=plenty${tag}`, {}, obf())).json()) as Json;
    expect(body.products).toHaveLength(6);
    expect(body.external).toBeUndefined();
  });

  it("lets a user add a missing product with its barcode (theirs until approved: ADR 0039); a catalogue product's barcode is refused", async () => {
    const { token } = await signUp();
    const json = { name: `Scanned ${tag}`, brand: "Kitchen", productType: "Serum", ingredients: "Water, Glycerin", barcode: "9638-5074" };
    const res = await call("/api/products", { method: "POST", token, json });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ product: { barcode: null }, barcodeClaim: { barcode: "96385074", status: "pending" } });
    await withTestDb((db) => db.insert(products).values({ name: `Shelf ${tag}`, brand: "Kitchen", productType: "Serum", ingredients: "Water, Glycerin", barcode: "96385081" }));
    const again = await call("/api/products", { method: "POST", token, json: { ...json, name: `Other ${tag}`, barcode: "96385081" } });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "barcode_exists" });
    const bad = await call("/api/products", { method: "POST", token, json: { ...json, name: `Bad ${tag}`, barcode: "96385075" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).message).toContain("check digit");
  });
});

describe("a member's unapproved product and Open Beauty Facts (ADR 0056)", () => {
  it("stores the Open Beauty Facts product beside a member's pending one of that brand and name; skips a second approved one", async () => {
    const { token } = await signUp();
    const named = { name: `Shared Name Cream ${tag}`, brand: "Nivea", productType: "Moisturizer" as const };
    const own = await call("/api/products", { method: "POST", token, json: { ...named, ingredients: "Aqua, Glycerin, Parfum" } });
    expect(own.status).toBe(201);
    const ownId = ((await own.json()) as Json).product.id as string;
    const digits = () => String(Date.now()).slice(-6) + String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
    const fromObf = (barcode: string) => ({ ...named, barcode, ingredients: "Aqua, Glycerin", ingredientsMissing: false, imageUrl: null, sourceUrl: `https://world.openbeautyfacts.org/product/${barcode}` });
    const first = fromObf(digits());
    const stored = await withTestDb((db) => storeObfProducts(db, [first]));
    expect(stored.added).toBe(1);
    const obfId = stored.ids.get(first.barcode);
    expect(obfId).toBeDefined();
    expect(obfId).not.toBe(ownId);
    const [row] = await withTestDb((db) => db.select({ status: products.status, source: products.source }).from(products).where(eq(products.id, obfId!)));
    expect(row).toEqual({ status: "approved", source: "openbeautyfacts" });
    // A second Open Beauty Facts product of that brand and name is the catalogue's duplicate: skipped, found by name.
    const second = fromObf(digits());
    const again = await withTestDb((db) => storeObfProducts(db, [second]));
    expect(again).toEqual({ added: 0, ids: new Map([[second.barcode, obfId]]) });
  });
});
