ALTER TABLE "recipes" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('kochclip_de'::regconfig, title), 'A')) STORED;--> statement-breakpoint
-- The popularity index carries the title's vector (INCLUDE, which drizzle-kit cannot express): a search walking it
-- for title hits filters index entries and reads no table rows (routers/src/recipes/recipe-search.ts).
DROP INDEX "recipes_popular_idx";--> statement-breakpoint
CREATE INDEX "recipes_popular_idx" ON "recipes" USING btree ("like_count" DESC NULLS FIRST,"view_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("title_vector");
