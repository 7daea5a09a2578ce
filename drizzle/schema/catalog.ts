import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    brand: text("brand").notNull().default(""),
    productType: text("product_type").notNull(),
    ingredients: text("ingredients").notNull().default(""),
    /** Canonical ingredient keys from core/inci (synonyms resolved), for the ingredient filter. */
    ingredientKeys: text("ingredient_keys").array().notNull().default(sql`'{}'::text[]`),
    imageUrl: text("image_url"),
    /** catalog: shipped with the app; import: loaded by a script; user: added by a signed-in user. */
    source: text("source", { enum: ["catalog", "import", "user"] }).notNull().default("catalog"),
    status: text("status", { enum: ["approved", "pending", "rejected"] }).notNull().default("approved"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_brand_name_key").on(sql`lower(${t.brand})`, sql`lower(${t.name})`),
    index("products_type_idx").on(t.productType),
    index("products_created_by_idx").on(t.createdBy),
    index("products_ingredient_keys_idx").using("gin", t.ingredientKeys),
    index("products_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("products_brand_trgm_idx").using("gin", sql`lower(${t.brand}) gin_trgm_ops`),
    index("products_search_trgm_idx").using("gin", sql`lower(${t.brand} || ' ' || ${t.name}) gin_trgm_ops`),
  ],
);

/**
 * Function tags for the long tail of ingredients, imported from the EU CosIng inventory
 * (`npm run kb:import`). Curated knowledge-base entries in core/ always take precedence.
 */
export const ingredientFunctions = pgTable("ingredient_functions", {
  inci: text("inci").primaryKey(),
  functions: text("functions").array().notNull(),
  source: text("source").notNull().default("cosing"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
