ALTER TABLE "posts" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "dislike_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_most_liked_idx" ON "posts" USING btree ("like_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate triggers): the counters are kept by the
-- database, statement by statement, so every path (the like route, cascades from deleting a user
-- or a post, bulk imports) keeps them exact. Increments are relative (count = count + d), which
-- stays correct when concurrent transactions update the same post: each waits for the row lock
-- and adds its own change to the latest committed value.
CREATE FUNCTION "posts_count_reactions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "posts" p SET "like_count" = p."like_count" + d.likes, "dislike_count" = p."dislike_count" + d.dislikes
    FROM (SELECT "post_id", count(*) FILTER (WHERE "is_like")::int AS likes, count(*) FILTER (WHERE NOT "is_like")::int AS dislikes
          FROM "new_reactions" GROUP BY "post_id") d
    WHERE p."id" = d."post_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "posts" p SET "like_count" = p."like_count" - d.likes, "dislike_count" = p."dislike_count" - d.dislikes
    FROM (SELECT "post_id", count(*) FILTER (WHERE "is_like")::int AS likes, count(*) FILTER (WHERE NOT "is_like")::int AS dislikes
          FROM "old_reactions" GROUP BY "post_id") d
    WHERE p."id" = d."post_id";
  ELSE
    UPDATE "posts" p SET "like_count" = p."like_count" + d.likes, "dislike_count" = p."dislike_count" + d.dislikes
    FROM (SELECT "post_id", sum(l)::int AS likes, sum(dl)::int AS dislikes FROM (
            SELECT "post_id", "is_like"::int AS l, (NOT "is_like")::int AS dl FROM "new_reactions"
            UNION ALL
            SELECT "post_id", -("is_like"::int), -((NOT "is_like")::int) FROM "old_reactions") x
          GROUP BY "post_id") d
    WHERE p."id" = d."post_id" AND (d.likes <> 0 OR d.dislikes <> 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reactions_count_insert" AFTER INSERT ON "reactions"
  REFERENCING NEW TABLE AS "new_reactions" FOR EACH STATEMENT EXECUTE FUNCTION "posts_count_reactions"();--> statement-breakpoint
CREATE TRIGGER "reactions_count_update" AFTER UPDATE ON "reactions"
  REFERENCING OLD TABLE AS "old_reactions" NEW TABLE AS "new_reactions" FOR EACH STATEMENT EXECUTE FUNCTION "posts_count_reactions"();--> statement-breakpoint
CREATE TRIGGER "reactions_count_delete" AFTER DELETE ON "reactions"
  REFERENCING OLD TABLE AS "old_reactions" FOR EACH STATEMENT EXECUTE FUNCTION "posts_count_reactions"();--> statement-breakpoint
CREATE FUNCTION "posts_count_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "posts" p SET "comment_count" = p."comment_count" + d.n
    FROM (SELECT "post_id", count(*)::int AS n FROM "new_comments" GROUP BY "post_id") d WHERE p."id" = d."post_id";
  ELSE
    UPDATE "posts" p SET "comment_count" = p."comment_count" - d.n
    FROM (SELECT "post_id", count(*)::int AS n FROM "old_comments" GROUP BY "post_id") d WHERE p."id" = d."post_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "comments_count_insert" AFTER INSERT ON "comments"
  REFERENCING NEW TABLE AS "new_comments" FOR EACH STATEMENT EXECUTE FUNCTION "posts_count_comments"();--> statement-breakpoint
CREATE TRIGGER "comments_count_delete" AFTER DELETE ON "comments"
  REFERENCING OLD TABLE AS "old_comments" FOR EACH STATEMENT EXECUTE FUNCTION "posts_count_comments"();--> statement-breakpoint
UPDATE "posts" p SET
  "like_count" = (SELECT count(*) FROM "reactions" r WHERE r."post_id" = p."id" AND r."is_like"),
  "dislike_count" = (SELECT count(*) FROM "reactions" r WHERE r."post_id" = p."id" AND NOT r."is_like"),
  "comment_count" = (SELECT count(*) FROM "comments" c WHERE c."post_id" = p."id");
