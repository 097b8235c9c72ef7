ALTER TABLE "recipes" DROP CONSTRAINT "recipes_source_check";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "source_url_canonical" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "source_site" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "source_author" text;--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_source_url_canonical_key" ON "recipes" USING btree ("source_url_canonical");--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_source_check" CHECK ("recipes"."source" in ('seed', 'video', 'ingredients', 'prompt', 'file', 'website'));