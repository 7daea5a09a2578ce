ALTER TABLE "stacks" ADD COLUMN "is_public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stacks" ADD COLUMN "pending_job_id" text;--> statement-breakpoint
ALTER TABLE "stacks" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "stacks_public_created_idx" ON "stacks" USING btree ("created_at") WHERE "stacks"."is_public" and "stacks"."status" = 'evaluated';--> statement-breakpoint
CREATE UNIQUE INDEX "stacks_idempotency_key" ON "stacks" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_refund_once" ON "credit_ledger" USING btree ("reference") WHERE "credit_ledger"."reason" = 'refund';