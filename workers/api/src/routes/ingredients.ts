import { and, asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { suggestIngredients } from "@core/ingredient-suggestions";
import { ingredientSlugForName } from "@core/ingredient-pages";
import { analyzeIngredient, classifyIngredient } from "@core/ingredients";
import { decideLanguageFromFiles } from "@core/i18n/has-catalogue";
import { kbLocalizer } from "@core/kb/translations";
import { kbEntries } from "@core/kb";
import { ingredientFunctions, products } from "@db/schema";
import type { AppEnv } from "../env";
import { withIngredientOverride } from "../lib/admin/ingredient-overrides";
import { badRequest } from "../lib/errors";
import { validate } from "../lib/validate";
import { INGREDIENT_NAME_RULE, IngredientNameParams } from "@core/schemas/params";
import { ingredientKey } from "../lib/catalogue/products";
import { productsContaining } from "../lib/catalogue/ingredient-products";

/** `:name` trimmed, 1-200 characters; else 400 naming the rule. */
const ingredientName = validate("param", IngredientNameParams, () => badRequest(INGREDIENT_NAME_RULE, "validation_error"));

const KB_NAMES = kbEntries.map((e) => e.displayName);
const PRODUCTS_CONTAINING_LIMIT = 10;

const SuggestQuerySchema = v.object({
  q: v.pipe(v.string("q is required"), v.trim(), v.minLength(2, "q must be at least 2 characters"), v.maxLength(100, "q is too long")),
  exclude: v.optional(v.pipe(v.string(), v.maxLength(2000, "exclude is too long")), ""),
});

export const ingredientRoutes = new Hono<AppEnv>()
  .get("/suggest", validate("query", SuggestQuerySchema), (c) => {
    const { q, exclude } = c.req.valid("query");
    const chosen = exclude.split(",").map((s) => s.trim()).filter(Boolean);
    return c.json({ suggestions: suggestIngredients(q, chosen, KB_NAMES) });
  })
  /** The ingredient page's product list: approved products containing it, most used in routines first. */
  .get("/:name/products", ingredientName, async (c) => {
    const { name } = c.req.valid("param");
    return c.json({ products: await productsContaining(c.get("db"), ingredientKey(name)) });
  })
  .get("/:name", ingredientName, async (c) => {
    const { name } = c.req.valid("param");
    const db = c.get("db");
    const key = ingredientKey(name);
    const [containing, [cosing]] = await Promise.all([
      db
        .select({ name: products.name, brand: products.brand })
        .from(products)
        .where(and(eq(products.status, "approved"), sql`${products.ingredientKeys} @> ${sql.param([key])}::text[]`))
        .orderBy(asc(products.name))
        .limit(PRODUCTS_CONTAINING_LIMIT),
      db.select().from(ingredientFunctions).where(eq(ingredientFunctions.inci, key)).limit(1),
    ]);
    const record = analyzeIngredient(name, {
      productsContaining: containing.map((p) => (p.brand ? `${p.brand} ${p.name}` : p.name)),
    });
    // The CosIng import fills in the function for names the curated knowledge base does not know.
    if (record.source === "unknown" && cosing) {
      record.function = cosing.functions.map((f) => f.charAt(0) + f.slice(1).toLowerCase()).join(", ");
      record.researchNotes = "Function from the EU CosIng inventory; not yet reviewed in our knowledge base.";
    }
    // An admin's adjustment (ingredient_overrides) is laid over the shipped entry.
    const [adjusted, kb] = await Promise.all([
      withIngredientOverride(db, name, record),
      decideLanguageFromFiles({ cookie: c.req.header("cookie"), acceptLanguage: c.req.header("accept-language") }).then(kbLocalizer),
    ]);
    // The note and benefits in the reader's language where translated (an overridden note stays as the admin wrote it).
    const localized = {
      ...adjusted,
      researchNotes: kb.note(classifyIngredient(name).entry?.inci, adjusted.researchNotes).text,
      benefits: kb.benefits(adjusted.benefits).map((b) => b.text),
    };
    // Its page in the decoder (/ingredients/{slug}), when the knowledge base has one.
    return c.json({ ingredient: { ...localized, slug: ingredientSlugForName(name) } });
  });
