ALTER TABLE "challenge_submissions" ADD COLUMN "thumbnail_url" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_images" ADD COLUMN "thumbnail_url" text;