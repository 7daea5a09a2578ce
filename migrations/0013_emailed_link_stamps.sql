CREATE TABLE "email_change_undo_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"old_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "free_credit_claims" (
	"mailbox_hash" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD COLUMN "stamp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "stamp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "security_stamp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_change_undo_tokens" ADD CONSTRAINT "email_change_undo_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_undo_tokens_user_idx" ON "email_change_undo_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_change_undo_tokens_old_email_idx" ON "email_change_undo_tokens" USING btree ("old_email");--> statement-breakpoint
-- Deleted accounts hold no address (ADR 0027): the placeholder is not an address anyone can sign up with.
UPDATE "users" SET "email" = 'deleted:' || "id" WHERE "deleted_at" IS NOT NULL;
