DROP INDEX "comments_parent_id_idx";--> statement-breakpoint
DROP INDEX "ratings_recipe_id_idx";--> statement-breakpoint
DROP INDEX "referral_redemptions_referrer_id_idx";--> statement-breakpoint
ALTER TABLE "referral_redemptions" ADD COLUMN "referrer_reward" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_redemptions" ADD COLUMN "referrer_rewarded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "comments_parent_id_idx" ON "comments" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ratings_recipe_id_idx" ON "ratings" USING btree ("recipe_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "referral_redemptions_referrer_id_idx" ON "referral_redemptions" USING btree ("referrer_id","referrer_rewarded_at");--> statement-breakpoint
ALTER TABLE "referral_redemptions" ADD CONSTRAINT "referral_redemptions_referrer_reward_check" CHECK ("referral_redemptions"."referrer_reward" in ('pending', 'granted', 'capped'));--> statement-breakpoint
-- hand-written: redemptions from before the referral rule gave the referrer the week at once; they count as granted then.
UPDATE "referral_redemptions" SET "referrer_reward" = 'granted', "referrer_rewarded_at" = "created_at";
