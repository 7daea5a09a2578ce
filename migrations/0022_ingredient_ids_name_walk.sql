CREATE TABLE "ingredient_key_ids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingredient_key_ids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	CONSTRAINT "ingredient_key_ids_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredient_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE FUNCTION "products_number_ingredient_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ingredient_key_ids" ("key")
  SELECT DISTINCT k FROM unnest(NEW."ingredient_keys") k
  ON CONFLICT DO NOTHING;
  NEW."ingredient_ids" := array(SELECT "id" FROM "ingredient_key_ids" WHERE "key" = ANY (NEW."ingredient_keys") ORDER BY "id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_ingredient_ids" BEFORE INSERT OR UPDATE OF "ingredient_keys", "ingredient_ids" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_number_ingredient_keys"();--> statement-breakpoint
UPDATE "products" SET "ingredient_keys" = "ingredient_keys";--> statement-breakpoint
DROP INDEX "products_name_order_idx";--> statement-breakpoint
CREATE INDEX "products_name_walk_idx" ON "products" USING btree (lower("name"),"id","status","product_type","created_by","name","ingredient_ids");
