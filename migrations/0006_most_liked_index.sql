DROP INDEX "posts_most_liked_idx";--> statement-breakpoint
CREATE INDEX "posts_like_count_idx" ON "posts" USING btree ("like_count","created_at","id");