ALTER TABLE "recipe_drafts" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "recipe_drafts" ADD COLUMN "thumbnail_url" text;