import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import type { BarcodeResponse, ExternalReport, ProductPage, ProductResponse, ProductSearchPage } from "@core/api/products";
import { checkBarcode } from "@core/barcode";
import { IdParams } from "@core/schemas/params";
import { parseInci } from "@core/inci";
import { productAnalysis } from "@core/evaluation/candidate-analysis";
import { BarcodeClaimSchema, NewProductSchema, ProductQuerySchema } from "@core/schemas/products";
import { products } from "@db/schema";
import type { AppEnv } from "../env";
import { isUniqueViolation } from "../lib/db-errors";
import { badRequest, conflict, notFound } from "../lib/errors";
import { fileReport } from "../lib/catalogue/product-reports";
import { relatedProducts } from "../lib/catalogue/related-products";
import { claimBarcode, findByOwnClaim, insertClaim, refuseTakenBarcode } from "../lib/catalogue/barcode-claims";
import { NewReportSchema } from "@core/schemas/product-reports";
import { clientIp, enforceRateLimit, withinAddressLimit } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { currentSession, requireNotBanned, requireUser, requireVerifiedEmail } from "../middleware/auth";
import { lookupObfBarcode, OBF_LIMITED, OBF_OFF, obfConfig, searchObfRemembered, storeObfProducts, type ObfConfig, type ObfFailure } from "../lib/catalogue/open-beauty-facts";

import { ingredientQueryHint } from "@core/ingredient-pages";
import { BROWSE_LIMIT, FILTER_LIMIT, OBF_WHEN_FEWER_THAN, SEARCH_LIMIT, browseProducts, popularProducts, productsWithAnyOf, decodeBrowseCursor, encodeBrowseCursor, findByBarcode, ingredientKey, productColumns, reportOf, sameNameInCatalogue, searchCatalog, serializeProduct, visibleTo } from "../lib/catalogue/products";

const productNotFound = () => notFound("Product not found", "not_found");
/** `:id` of a product, for reading or reporting: any other shape is refused (400 invalid_id). */
const productIdToRead = validate("param", IdParams, () => badRequest("product id is invalid", "invalid_id"));
/** `:id` of a product to attach a barcode to: any other shape answers like a missing product (404). */
const productIdToChange = validate("param", IdParams, productNotFound);

/**
 * Open Beauty Facts for this request: off when it is not configured, limited when this network has asked it
 * too often this hour (`openBeautyFactsLookups`: every call is an outbound request whose products are stored), or, in
 * production, when the request names no client to count.
 */
async function obfFor(c: Context<AppEnv>): Promise<ObfConfig | ObfFailure> {
  const config = obfConfig(c.env);
  if (!config) return OBF_OFF;
  return (await withinAddressLimit(c.env, c.get("db"), "openBeautyFactsLookups", clientIp(c.env, c.req.raw))) ? config : OBF_LIMITED;
}

export const productRoutes = new Hono<AppEnv>()
  .get("/", validate("query", ProductQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const db = c.get("db");
    const viewerId = (await currentSession(c))?.user.id ?? null;
    if (query.search) {
      const limit = Math.min(query.limit ?? SEARCH_LIMIT, SEARCH_LIMIT);
      const offset = query.offset ?? 0;
      const hint = ingredientQueryHint(query.search);
      const ingredient = hint ? { slug: hint.slug, name: hint.displayName, message: hint.message, prescription: hint.prescription } : undefined;
      if (hint?.prescription) {
        // No cosmetic contains it: offer products with its cosmetic relatives, not products that share a word with its name.
        const rows = offset === 0 ? await productsWithAnyOf(db, hint.relatedKeys, viewerId, limit) : [];
        return c.json({ products: rows.map(serializeProduct), nextCursor: null, hasMore: false, nextOffset: null, partial: false, ingredient } satisfies ProductSearchPage);
      }
      let page = await searchCatalog(db, query.search, viewerId, { limit, offset });
      // Few products here: ask Open Beauty Facts, store what it finds, search again.
      let external: ExternalReport | undefined;
      if (offset === 0 && (page.rows.length < OBF_WHEN_FEWER_THAN || page.partial)) {
        const config = await obfFor(c);
        if ("ok" in config) external = reportOf(config);
        else {
          const found = await searchObfRemembered(config, query.search);
          if (!found.ok) external = reportOf(found);
          else {
            const { added } = await storeObfProducts(db, found.products);
            if (added > 0) page = await searchCatalog(db, query.search, viewerId, { limit, offset });
            external = {
              source: "openbeautyfacts",
              status: "ok",
              added,
              message: added > 0 ? `${added} ${added === 1 ? "product" : "products"} added from Open Beauty Facts.` : "Open Beauty Facts had no other skincare products for this search.",
            };
          }
        }
      }
      return c.json({
        products: page.rows.map(serializeProduct),
        nextCursor: null,
        hasMore: page.hasMore,
        nextOffset: page.hasMore ? offset + page.rows.length : null,
        partial: page.partial,
        ...(external ? { external } : {}),
        ...(ingredient ? { ingredient } : {}),
      } satisfies ProductSearchPage);
    }
    const wanted = [...new Set(query.wanted.map(ingredientKey))];
    const unwanted = [...new Set(query.unwanted.map(ingredientKey))];
    const filtering = wanted.length > 0 || unwanted.length > 0;
    const limit = Math.min(query.limit ?? (filtering ? FILTER_LIMIT : BROWSE_LIMIT), filtering ? FILTER_LIMIT : 50);
    const after = query.cursor ? decodeBrowseCursor(query.cursor) : null;
    const rows = await browseProducts(db, { viewerId, type: query.type, wanted, unwanted, after, limit: limit + 1 });
    const page = rows.slice(0, limit);
    return c.json({
      products: page.map(serializeProduct),
      nextCursor: rows.length > limit ? encodeBrowseCursor(page[page.length - 1]) : null,
    } satisfies ProductPage);
  })
  /**
   * A product by its barcode (EAN-8, UPC-A, EAN-13; 400 naming the broken rule otherwise): our
   * catalogue first, then Open Beauty Facts (stored when its type is known; answered as a
   * `suggestion` for the add-product form when it is not). 404 when neither has it, or when Open
   * Beauty Facts cannot be asked (off, timeout, error): `external` says which.
   */
  .get("/barcode/:code", async (c) => {
    const check = checkBarcode(c.req.param("code"));
    if (!check.ok) throw badRequest(check.message, "invalid_barcode");
    const db = c.get("db");
    const viewerId = (await currentSession(c))?.user.id ?? null;
    const byBarcode = () => findByBarcode(db, check.code, viewerId);
    const known = await byBarcode();
    if (known) return c.json({ product: serializeProduct(known), source: "catalog" } satisfies BarcodeResponse);
    // A barcode the viewer attached and an admin has not approved yet answers only them.
    const own = await findByOwnClaim(db, check.code, viewerId);
    if (own) {
      return c.json({
        product: serializeProduct(own),
        source: "catalog",
        barcodeClaim: { barcode: check.code, status: "pending" },
        message: "Your barcode for this product awaits an admin's review: until then only you find the product by it.",
      } satisfies BarcodeResponse);
    }
    const missing = (external: ExternalReport, message: string) => c.json({ message, code: "not_found", barcode: check.code, external }, 404);
    const config = await obfFor(c);
    if ("ok" in config) return missing(reportOf(config), `No product with barcode ${check.code} in our catalogue. ${config.message}`);
    const found = await lookupObfBarcode(config, check.code);
    if (!found.ok) return missing(reportOf(found), `No product with barcode ${check.code} in our catalogue. ${found.message}`);
    if (!found.product) {
      return missing(
        { source: "openbeautyfacts", status: "ok", message: "Open Beauty Facts does not know this barcode either." },
        `No product with barcode ${check.code} in our catalogue or on Open Beauty Facts. You can add it with its ingredient list.`,
      );
    }
    const p = found.product;
    if (!p.productType) {
      // Open Beauty Facts knows it, but not as a skincare step we can name: the user chooses.
      return c.json({
        product: null,
        source: "openbeautyfacts",
        suggestion: { name: p.name, brand: p.brand, barcode: p.barcode, ingredients: p.ingredients, imageUrl: p.imageUrl, productType: null },
        message: "Found on Open Beauty Facts, but its product type is unclear: choose one to add it.",
        external: { source: "openbeautyfacts", status: "ok", message: "Found on Open Beauty Facts." },
      } satisfies BarcodeResponse);
    }
    const { added } = await storeObfProducts(db, [p]);
    const stored = await byBarcode();
    if (!stored) {
      // Same brand and name as a product we already have (without this barcode), or not visible.
      return missing(
        { source: "openbeautyfacts", status: "ok", message: "Found on Open Beauty Facts but not stored: it clashes with a product in our catalogue." },
        `No product with barcode ${check.code} in our catalogue; Open Beauty Facts lists it as ${p.brand} ${p.name}. Search for it by name.`,
      );
    }
    return c.json({
      product: serializeProduct(stored),
      source: "openbeautyfacts",
      external: { source: "openbeautyfacts", status: "ok", added, message: "Found on Open Beauty Facts and added to our catalogue." },
    } satisfies BarcodeResponse);
  })
  /** The empty search's suggestions: the products most used in routines, then the rest by name. */
  .get("/popular", async (c) => {
    const viewerId = (await currentSession(c))?.user.id ?? null;
    const rows = await popularProducts(c.get("db"), viewerId);
    return c.json({ products: rows.map(serializeProduct), nextCursor: null } satisfies ProductPage);
  })
  .get("/:id", productIdToRead, async (c) => {
    const { id } = c.req.valid("param");
    const viewerId = (await currentSession(c))?.user.id ?? null;
    const [row] = await c.get("db").select(productColumns).from(products).where(and(eq(products.id, id), visibleTo(viewerId))).limit(1);
    if (!row) throw productNotFound();
    return c.json({ product: serializeProduct(row) } satisfies ProductResponse);
  })
  /** The product page's related data: how many shared routines use it, and similar products with the reason. */
  .get("/:id/related", productIdToRead, async (c) => {
    const { id } = c.req.valid("param");
    const viewerId = (await currentSession(c))?.user.id ?? null;
    const db = c.get("db");
    const [row] = await db
      .select({ id: products.id, productType: products.productType, ingredients: products.ingredients, ingredientKeys: products.ingredientKeys })
      .from(products)
      .where(and(eq(products.id, id), visibleTo(viewerId)))
      .limit(1);
    if (!row) throw productNotFound();
    return c.json(await relatedProducts(db, row));
  })
  /**
   * Attach a barcode to a product the member added: {barcode}. A pending claim (202) that answers
   * only their own lookups until an admin approves it (ADR 0039); 403 for someone else's product,
   * 409 barcode_exists when another product has it, 409 product_has_barcode when this one has one.
   */
  .put("/:id/barcode", requireUser, requireNotBanned, validate("json", BarcodeClaimSchema), productIdToChange, async (c) => {
    const { barcode } = c.req.valid("json");
    const claim = await claimBarcode(c.get("db"), c.req.valid("param").id, c.get("user").id, barcode);
    return c.json(
      { barcodeClaim: { barcode: claim.barcode, status: claim.status }, message: "Barcode saved: it finds this product for you now, and for everyone once an admin approves it." },
      202,
    );
  })
  /** "Report wrong ingredients": {message, suggestedIngredients?}; one open report per user and product. */
  .post("/:id/reports", requireUser, requireNotBanned, requireVerifiedEmail, validate("json", NewReportSchema), productIdToRead, async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    const user = c.get("user");
    const visible = async (id: string) =>
      (await db.select({ id: products.id }).from(products).where(and(eq(products.id, id), visibleTo(user.id))).limit(1)).length > 0;
    const report = await fileReport(db, c.req.valid("param").id, user.id, visible, input);
    return c.json({ report, message: "Thank you: an admin will check this product's ingredients." }, 201);
  })
  // A submission goes to the admins' review queue: a verified member who is not banned, counted only once it is valid.
  .post("/", requireUser, requireNotBanned, requireVerifiedEmail, validate("json", NewProductSchema), async (c) => {
    const input = c.req.valid("json");
    const parsed = parseInci(input.ingredients);
    if (parsed.ingredients.length < 2) {
      throw badRequest("ingredients must list at least 2 ingredients, separated by commas", "validation_error");
    }
    const [inCatalogue] = await c.get("db").select({ id: products.id }).from(products).where(sameNameInCatalogue(input.brand, input.name)).limit(1);
    if (inCatalogue) throw conflict("This product (its brand and name) is already in the catalogue: search for it by its name", "product_exists");
    if (input.barcode) await refuseTakenBarcode(c.get("db"), input.barcode, null);
    await enforceRateLimit(c.get("db"), "productCreation", c.get("user").id);
    const userId = c.get("user").id;
    const ingredientKeys = parsed.ingredients.map((i) => i.key);
    const analysis = productAnalysis({ name: input.name, brand: input.brand, productType: input.productType, ingredientKeys, ingredients: input.ingredients });
    try {
      // The product and its barcode are reviewed apart: the barcode is a claim until approved (ADR 0039).
      const { row, claim } = await c.get("db").transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({
            name: input.name,
            brand: input.brand,
            productType: input.productType,
            ingredients: input.ingredients,
            ingredientKeys,
            analysis,
            source: "user",
            status: "pending",
            createdBy: userId,
          })
          .returning(productColumns);
        const claim = input.barcode ? await insertClaim(tx, row.id, userId, input.barcode) : null;
        return { row, claim };
      });
      return c.json(
        {
          product: serializeProduct(row),
          ...(claim ? { barcodeClaim: { barcode: claim.barcode, status: claim.status } } : {}),
          message: `Product added. It is yours to use now and visible to others after review.${claim ? " Its barcode finds it for you now, and for everyone once an admin approves it." : ""}`,
        } satisfies ProductResponse,
        201,
      );
    } catch (error) {
      // Only the member's own unapproved row of this brand and name can collide here (ADR 0056).
      if (isUniqueViolation(error)) throw conflict("You have already submitted this product (this brand and name)", "product_exists");
      throw error;
    }
  });
