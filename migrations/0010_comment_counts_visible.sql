-- Hand-written (drizzle-kit does not generate functions or triggers), like the counters of 0005:
-- posts.comment_count counts only the comments others can see: not hidden by a moderator, not
-- written by a banned member (the rule of workers/api/src/lib/community/visibility.ts, ADR 0022).
-- Increments stay relative (count = count + d), so concurrent writers stay exact.
CREATE FUNCTION "comment_is_public"("hidden_at" timestamptz, "author_id" uuid) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT $1 IS NULL AND NOT EXISTS (SELECT 1 FROM "users" bu WHERE bu."id" = $2 AND bu."banned_at" IS NOT NULL)
$$;--> statement-breakpoint
-- Whether an author is banned is read under a FOR SHARE lock on their users row, taken in id order:
-- a ban (an UPDATE of that row) waits for this transaction, or this statement waits for the ban to
-- commit and then reads it. Without it, a ban and a hide, delete or new comment committing at the
-- same time could both count (or both miss) the same comment.
CREATE OR REPLACE FUNCTION "posts_count_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM "users" u WHERE u."id" IN (SELECT "user_id" FROM "new_comments") ORDER BY u."id" FOR SHARE;
    UPDATE "posts" p SET "comment_count" = p."comment_count" + d.n
    FROM (SELECT "post_id", count(*)::int AS n FROM "new_comments" c
          WHERE "comment_is_public"(c."hidden_at", c."user_id") GROUP BY "post_id") d
    WHERE p."id" = d."post_id";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM "users" u WHERE u."id" IN (SELECT "user_id" FROM "old_comments") ORDER BY u."id" FOR SHARE;
    UPDATE "posts" p SET "comment_count" = p."comment_count" - d.n
    FROM (SELECT "post_id", count(*)::int AS n FROM "old_comments" c
          WHERE "comment_is_public"(c."hidden_at", c."user_id") GROUP BY "post_id") d
    WHERE p."id" = d."post_id";
  ELSE
    -- Hiding, restoring (and moving a comment to another post or author, which the app never does).
    PERFORM 1 FROM "users" u
    WHERE u."id" IN (SELECT "user_id" FROM "new_comments" UNION SELECT "user_id" FROM "old_comments") ORDER BY u."id" FOR SHARE;
    UPDATE "posts" p SET "comment_count" = p."comment_count" + d.n
    FROM (SELECT "post_id", sum(n)::int AS n FROM (
            SELECT "post_id", 1 AS n FROM "new_comments" c WHERE "comment_is_public"(c."hidden_at", c."user_id")
            UNION ALL
            SELECT "post_id", -1 FROM "old_comments" c WHERE "comment_is_public"(c."hidden_at", c."user_id")) x
          GROUP BY "post_id") d
    WHERE p."id" = d."post_id" AND d.n <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "comments_count_update" AFTER UPDATE ON "comments"
  REFERENCING OLD TABLE AS "old_comments" NEW TABLE AS "new_comments" FOR EACH STATEMENT EXECUTE FUNCTION "posts_count_comments"();--> statement-breakpoint
-- A ban takes the member's comments that are not hidden out of the counts; lifting it puts them
-- back. Deleting a banned member's row counts as lifting the ban first: the cascade then deletes
-- their comments after the row is gone, when nothing tells that they were not counted.
CREATE FUNCTION "posts_count_banned_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta int := CASE WHEN TG_OP = 'UPDATE' AND NEW."banned_at" IS NOT NULL THEN -1 ELSE 1 END;
BEGIN
  UPDATE "posts" p SET "comment_count" = p."comment_count" + delta * d.n
  FROM (SELECT "post_id", count(*)::int AS n FROM "comments"
        WHERE "user_id" = OLD."id" AND "hidden_at" IS NULL GROUP BY "post_id") d
  WHERE p."id" = d."post_id";
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_ban_count_comments" AFTER UPDATE OF "banned_at" ON "users" FOR EACH ROW
  WHEN ((OLD."banned_at" IS NULL) <> (NEW."banned_at" IS NULL)) EXECUTE FUNCTION "posts_count_banned_comments"();--> statement-breakpoint
CREATE TRIGGER "users_delete_banned_count_comments" BEFORE DELETE ON "users" FOR EACH ROW
  WHEN (OLD."banned_at" IS NOT NULL) EXECUTE FUNCTION "posts_count_banned_comments"();--> statement-breakpoint
UPDATE "posts" p SET "comment_count" = (
  SELECT count(*) FROM "comments" c WHERE c."post_id" = p."id" AND "comment_is_public"(c."hidden_at", c."user_id"));
