CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_brand_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
DROP INDEX "products_ingredient_keys_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" text[] GENERATED ALWAYS AS (array_remove(regexp_split_to_array(lower(brand || ' ' || name), '[^[:alnum:]]+'), '')) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_name_order_idx" ON "products" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_name_prefix_idx" ON "products" USING btree (lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_search_prefix_idx" ON "products" USING btree (lower("brand" || ' ' || "name") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin ("search_words") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_ingredient_keys_idx" ON "products" USING gin ("ingredient_keys") WITH (fastupdate=false);--> statement-breakpoint
CREATE FUNCTION "products_collect_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT unnest("search_words") FROM "changed_products"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "products_collect_search_words"();--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "products_collect_search_words"();
