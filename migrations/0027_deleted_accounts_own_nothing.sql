-- Hand-written (drizzle-kit does not generate functions or triggers); ADR 0062.
-- A deleted account owns nothing: a row naming it as its owner cannot be inserted, also by a
-- request that was let in (its session still live) just before the deletion committed. The
-- deletion locks the account's row FOR UPDATE first (lib/accounts/data.ts deleteAccount); the FOR
-- KEY SHARE below waits for a deletion in progress and then reads deleted_at again, and a deletion
-- that comes second waits for the inserting transaction and then deletes what it wrote. KEY SHARE,
-- not SHARE: an insert and a credit spend of the same account in one transaction (an evaluation)
-- would otherwise deadlock with another such transaction (SHARE conflicts with the spend's UPDATE).
-- TG_ARGV[0]: the owner column. TG_ARGV[1] = 'skip': leave the row out silently instead of
-- failing (a notification to or about an account being deleted must not fail the liker's or
-- commenter's request; it takes no lock, so it never waits for the deletion, whose removal of
-- the account's posts cascades to the notifications about them).
CREATE FUNCTION "refuse_rows_of_deleted_accounts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
BEGIN
  IF owner IS NULL THEN
    RETURN NEW;
  END IF;
  IF TG_ARGV[1] = 'skip' THEN
    IF EXISTS (SELECT 1 FROM "users" WHERE "id" = owner AND "deleted_at" IS NOT NULL) THEN
      RETURN NULL;
    END IF;
    RETURN NEW;
  END IF;
  PERFORM 1 FROM "users" WHERE "id" = owner AND "deleted_at" IS NULL FOR KEY SHARE;
  IF NOT FOUND THEN
    -- The code of a missing referenced row: the api answers it as something removed meanwhile (4xx).
    RAISE EXCEPTION 'the account % was deleted', owner USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "posts_owner_not_deleted" BEFORE INSERT ON "posts" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_deleted_accounts"('user_id');--> statement-breakpoint
CREATE TRIGGER "comments_owner_not_deleted" BEFORE INSERT ON "comments" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_deleted_accounts"('user_id');--> statement-breakpoint
CREATE TRIGGER "reactions_owner_not_deleted" BEFORE INSERT ON "reactions" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_deleted_accounts"('user_id');--> statement-breakpoint
CREATE TRIGGER "stacks_owner_not_deleted" BEFORE INSERT ON "stacks" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_deleted_accounts"('user_id');--> statement-breakpoint
CREATE TRIGGER "skin_profiles_owner_not_deleted" BEFORE INSERT ON "skin_profiles" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_deleted_accounts"('user_id');--> statement-breakpoint
CREATE TRIGGER "sessions_owner_not_deleted" BEFORE INSERT ON "sessions" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_deleted_accounts"('user_id');--> statement-breakpoint
CREATE TRIGGER "stream_tickets_owner_not_deleted" BEFORE INSERT ON "stream_tickets" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_deleted_accounts"('user_id');--> statement-breakpoint
CREATE TRIGGER "email_verification_tokens_owner_not_deleted" BEFORE INSERT ON "email_verification_tokens" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_deleted_accounts"('user_id');--> statement-breakpoint
CREATE TRIGGER "password_reset_tokens_owner_not_deleted" BEFORE INSERT ON "password_reset_tokens" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_deleted_accounts"('user_id');--> statement-breakpoint
CREATE TRIGGER "email_change_undo_tokens_owner_not_deleted" BEFORE INSERT ON "email_change_undo_tokens" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_deleted_accounts"('user_id');--> statement-breakpoint
CREATE TRIGGER "oauth_accounts_owner_not_deleted" BEFORE INSERT ON "oauth_accounts" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_deleted_accounts"('user_id');--> statement-breakpoint
CREATE TRIGGER "products_owner_not_deleted" BEFORE INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_deleted_accounts"('created_by');--> statement-breakpoint
CREATE TRIGGER "product_reports_owner_not_deleted" BEFORE INSERT ON "product_reports" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_deleted_accounts"('user_id');--> statement-breakpoint
CREATE TRIGGER "content_reports_owner_not_deleted" BEFORE INSERT ON "content_reports" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_deleted_accounts"('reporter_id');--> statement-breakpoint
CREATE TRIGGER "barcode_claims_owner_not_deleted" BEFORE INSERT ON "barcode_claims" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_deleted_accounts"('claimed_by');--> statement-breakpoint
CREATE TRIGGER "notifications_recipient_not_deleted" BEFORE INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_deleted_accounts"('user_id', 'skip');--> statement-breakpoint
CREATE TRIGGER "notifications_actor_not_deleted" BEFORE INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_deleted_accounts"('actor_id', 'skip');
