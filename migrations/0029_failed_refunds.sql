ALTER TABLE "payments" ADD COLUMN "failed_refund_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failed_refund_cents" integer DEFAULT 0 NOT NULL;