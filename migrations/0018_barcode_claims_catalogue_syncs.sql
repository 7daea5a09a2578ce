CREATE TABLE "barcode_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"barcode" text NOT NULL,
	"claimed_by" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_syncs" (
	"source" text PRIMARY KEY NOT NULL,
	"synced_until" bigint DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_result" jsonb
);
--> statement-breakpoint
ALTER TABLE "barcode_claims" ADD CONSTRAINT "barcode_claims_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barcode_claims" ADD CONSTRAINT "barcode_claims_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barcode_claims" ADD CONSTRAINT "barcode_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "barcode_claims_open_product_key" ON "barcode_claims" USING btree ("product_id") WHERE "barcode_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "barcode_claims_claimer_barcode_idx" ON "barcode_claims" USING btree ("claimed_by","barcode") WHERE "barcode_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "barcode_claims_queue_idx" ON "barcode_claims" USING btree ("created_at","id") WHERE "barcode_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "products_curated_name_prefix_idx" ON "products" USING btree (lower("name") collate "C","id") WHERE "products"."source" = 'catalog' and "products"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "products_curated_search_prefix_idx" ON "products" USING btree (lower("brand" || ' ' || "name") collate "C","id") WHERE "products"."source" = 'catalog' and "products"."status" = 'approved';