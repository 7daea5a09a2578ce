import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { uuidKey, time, belongsTo } from "./columns";
import { users } from "./users";
import type { CandidateAnalysis } from "../../core/evaluation/candidate-analysis";

export const products = pgTable(
  "products",
  {
    id: uuidKey(),
    name: text("name").notNull(),
    brand: text("brand").notNull().default(""),
    productType: text("product_type").notNull(),
    ingredients: text("ingredients").notNull().default(""),
    /** Canonical ingredient keys from core/inci (synonyms resolved), for the ingredient filter. */
    ingredientKeys: text("ingredient_keys").array().notNull().default(sql`'{}'::text[]`),
    /**
     * ingredient_keys as the numbers of ingredient_key_ids (set by a trigger from ingredient_keys,
     * never written by the api): small enough to be carried in the name walk's index (ADR 0047).
     */
    ingredientIds: integer("ingredient_ids").array().notNull().default(sql`'{}'::integer[]`),
    /**
     * The engine's compact analysis of the product (core/evaluation/candidate-analysis.ts), written
     * with its name, type and ingredient keys and read with the recommendation catalogue, so a new
     * isolate's first evaluation does not analyse every candidate (ADR 0050). Null or made by
     * another engine version: the engine computes it, and `npm run db:migrate` backfills it.
     */
    analysis: jsonb("analysis").$type<CandidateAnalysis>(),
    imageUrl: text("image_url"),
    /** Lowercased words of brand and name, for typo-tolerant search through search_words. */
    searchWords: text("search_words")
      .array()
      .generatedAlwaysAs(sql`array_remove(regexp_split_to_array(lower(brand || ' ' || name), '[^[:alnum:]]+'), '')`),
    /** EAN-8, EAN-13 or UPC-A digits (checksum validated), when known. */
    barcode: text("barcode"),
    /**
     * catalog: shipped with the app; import: loaded by a script; user: added by a signed-in user;
     * openbeautyfacts: fetched from Open Beauty Facts on a search or barcode miss.
     */
    source: text("source", { enum: ["catalog", "import", "user", "openbeautyfacts"] }).notNull().default("catalog"),
    /** Licence and attribution of third-party data (Open Beauty Facts: ODbL), shown on product screens. */
    licence: text("licence"),
    attribution: text("attribution"),
    sourceUrl: text("source_url"),
    /** The source had no ingredient list: the product can be picked but asks for its ingredients. */
    ingredientsMissing: boolean("ingredients_missing").notNull().default(false),
    status: text("status", { enum: ["approved", "pending", "rejected"] }).notNull().default("approved"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_brand_name_key").on(sql`lower(${t.brand})`, sql`lower(${t.name})`),
    index("products_type_idx").on(t.productType),
    // Name order, carrying what browsing and the ingredient filter test (visibility, type, the
    // ingredient numbers; name itself so that the planner reads it without the table): a filter page
    // walks this index alone and visits the table only for the rows it answers (ADR 0047).
    index("products_name_walk_idx").on(
      sql`lower(${t.name})`,
      t.id,
      t.status,
      t.productType,
      t.createdBy,
      t.name,
      t.ingredientIds,
    ),
    index("products_created_by_idx").on(t.createdBy),
    uniqueIndex("products_barcode_key").on(t.barcode).where(sql`${t.barcode} is not null`),
    // Reads dominate and writes are rare: no GIN pending list, which slows every read until vacuumed.
    index("products_ingredient_keys_idx").using("gin", t.ingredientKeys).with({ fastupdate: false }),
    // Search: prefixes through btree pattern indexes, typo-tolerant nearest neighbours through GiST.
    // "C" collation: the same index serves `like 'prefix%'` and the ordering, so a page reads 20 rows.
    index("products_name_prefix_idx").on(sql`lower(${t.name}) collate "C"`, t.id),
    index("products_search_prefix_idx").on(sql`lower(${t.brand} || ' ' || ${t.name}) collate "C"`, t.id),
    index("products_search_words_idx").using("gin", t.searchWords).with({ fastupdate: false }),
    // The shipped catalogue's rows alone, which search ranks first at equal match (ADR 0039).
    index("products_curated_name_prefix_idx")
      .on(sql`lower(${t.name}) collate "C"`, t.id)
      .where(sql`${t.source} = 'catalog' and ${t.status} = 'approved'`),
    index("products_curated_search_prefix_idx")
      .on(sql`lower(${t.brand} || ' ' || ${t.name}) collate "C"`, t.id)
      .where(sql`${t.source} = 'catalog' and ${t.status} = 'approved'`),
  ],
);

/**
 * A number for every ingredient key a product has ever listed (kept by a trigger on products, which
 * fills products.ingredient_ids from them).
 */
export const ingredientKeyIds = pgTable("ingredient_key_ids", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  key: text("key").notNull().unique(),
});

/**
 * Every word used in a product's brand or name (kept by a trigger on products). Small enough that
 * a trigram match per typed word is fast; the matching words then find products via search_words.
 */
export const searchWords = pgTable(
  "search_words",
  { word: text("word").primaryKey() },
  (t) => [index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`).with({ fastupdate: false })],
);

/**
 * Function tags for the long tail of ingredients, imported from the EU CosIng inventory
 * (`npm run kb:import`). Curated knowledge-base entries in core/ always take precedence.
 */
export const ingredientFunctions = pgTable("ingredient_functions", {
  inci: text("inci").primaryKey(),
  functions: text("functions").array().notNull(),
  source: text("source").notNull().default("cosing"),
  updatedAt: time("updated_at").notNull().defaultNow(),
});

/** "Report wrong ingredients" on a product, reviewed in the admin panel. */
export const productReports = pgTable(
  "product_reports",
  {
    id: uuidKey(),
    productId: belongsTo("product_id", () => products.id),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    message: text("message").notNull(),
    /** The ingredient list the reporter says is right, if they gave one. */
    suggestedIngredients: text("suggested_ingredients"),
    status: text("status", { enum: ["open", "resolved", "dismissed"] }).notNull().default("open"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: time("resolved_at"),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (t) => [index("product_reports_status_created_idx").on(t.status, t.createdAt)],
);

/**
 * A barcode a member attached to a product they added (ADR 0039). It answers nobody's lookup but
 * the member's own until an admin approves it; approval copies it to products.barcode (whose
 * unique index refuses a barcode another product already has). One open claim per product.
 */
export const barcodeClaims = pgTable(
  "barcode_claims",
  {
    id: uuidKey(),
    productId: belongsTo("product_id", () => products.id),
    /** Canonical digits (core/barcode), check digit validated. */
    barcode: text("barcode").notNull(),
    claimedBy: belongsTo("claimed_by", () => users.id),
    status: text("status", { enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: time("decided_at"),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("barcode_claims_open_product_key").on(t.productId).where(sql`${t.status} = 'pending'`),
    index("barcode_claims_claimer_barcode_idx").on(t.claimedBy, t.barcode).where(sql`${t.status} = 'pending'`),
    index("barcode_claims_queue_idx").on(t.createdAt, t.id).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Where each scheduled import from an outside catalogue got to (ADR 0039): the source's own
 * modification time up to which every change has been stored, advanced only by a complete run.
 */
export const catalogueSyncs = pgTable("catalogue_syncs", {
  source: text("source").primaryKey(),
  /** Seconds since the epoch, the source's last_modified_t of the newest change stored. */
  syncedUntil: bigint("synced_until", { mode: "number" }).notNull().default(0),
  lastRunAt: time("last_run_at"),
  /** What the last run did: {stored, updated, skipped, pages} or {error}. */
  lastResult: jsonb("last_result"),
});
