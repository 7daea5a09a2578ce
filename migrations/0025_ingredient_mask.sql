DROP INDEX "products_name_walk_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredient_mask" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "ingredient_ids_mask"(ids integer[]) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or(1::bigint << (k % 64)), 0) FROM unnest(ids) k
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_number_ingredient_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ingredient_key_ids" ("key")
  SELECT DISTINCT k FROM unnest(NEW."ingredient_keys") k
  ON CONFLICT DO NOTHING;
  NEW."ingredient_ids" := array(SELECT "id" FROM "ingredient_key_ids" WHERE "key" = ANY (NEW."ingredient_keys") ORDER BY "id");
  NEW."ingredient_mask" := "ingredient_ids_mask"(NEW."ingredient_ids");
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER "products_ingredient_ids" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_ingredient_ids" BEFORE INSERT OR UPDATE OF "ingredient_keys", "ingredient_ids", "ingredient_mask" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_number_ingredient_keys"();--> statement-breakpoint
UPDATE "products" SET "ingredient_mask" = "ingredient_ids_mask"("ingredient_ids");--> statement-breakpoint
CREATE INDEX "products_name_walk_idx" ON "products" USING btree (lower("name"),"id","status","product_type","created_by","name","ingredient_mask","ingredient_ids");
