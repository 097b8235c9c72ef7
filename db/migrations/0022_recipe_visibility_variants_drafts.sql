CREATE TABLE "recipe_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipe_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"origin" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recipe_drafts_origin_check" CHECK ("recipe_drafts"."origin" in ('manual', 'video', 'ingredients', 'prompt', 'file', 'website', 'share'))
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "variant_of_id" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "variant_of_title" text;--> statement-breakpoint
ALTER TABLE "recipe_drafts" ADD CONSTRAINT "recipe_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_drafts_user_idx" ON "recipe_drafts" USING btree ("user_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recipe_drafts_expires_idx" ON "recipe_drafts" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_variant_of_id_recipes_id_fk" FOREIGN KEY ("variant_of_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipes_variant_of_idx" ON "recipes" USING btree ("variant_of_id") WHERE "recipes"."variant_of_id" is not null;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_visibility_check" CHECK ("recipes"."visibility" in ('public', 'private'));