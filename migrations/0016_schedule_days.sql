ALTER TABLE "skin_profiles" ADD COLUMN "breastfeeding" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stack_products" ADD COLUMN "days" jsonb;