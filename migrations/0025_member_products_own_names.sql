DROP INDEX "products_brand_name_key";--> statement-breakpoint
CREATE UNIQUE INDEX "products_member_brand_name_key" ON "products" USING btree ("created_by",lower("brand"),lower("name")) WHERE "products"."status" <> 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "products_brand_name_key" ON "products" USING btree (lower("brand"),lower("name")) WHERE "products"."status" = 'approved';