-- Search lists public recipes only: the popularity index carries visibility beside the title's vector (INCLUDE,
-- which drizzle-kit cannot express), so the walk for title hits still reads no table rows (recipe-search.ts).
DROP INDEX "recipes_popular_idx";--> statement-breakpoint
CREATE INDEX "recipes_popular_idx" ON "recipes" USING btree ("like_count" DESC NULLS FIRST,"view_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("title_vector","visibility");
