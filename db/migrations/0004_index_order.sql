DROP INDEX "recipes_recent_idx";--> statement-breakpoint
DROP INDEX "recipes_popular_idx";--> statement-breakpoint
DROP INDEX "recipes_created_by_idx";--> statement-breakpoint
CREATE INDEX "recipes_recent_idx" ON "recipes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recipes_popular_idx" ON "recipes" USING btree ("like_count" DESC NULLS FIRST,"view_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recipes_created_by_idx" ON "recipes" USING btree ("created_by_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);