CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "ingredient_functions" (
	"inci" text PRIMARY KEY NOT NULL,
	"functions" text[] NOT NULL,
	"source" text DEFAULT 'cosing' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredient_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_ingredient_keys_idx" ON "products" USING gin ("ingredient_keys");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_trgm_idx" ON "products" USING gin (lower("brand") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin (lower("brand" || ' ' || "name") gin_trgm_ops);