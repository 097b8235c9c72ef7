CREATE TABLE "pantry_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pantry_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"amount" text,
	"unit" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pantry_items_name_check" CHECK (char_length(btrim("pantry_items"."name")) between 1 and 100),
	CONSTRAINT "pantry_items_key_check" CHECK (char_length("pantry_items"."key") between 1 and 200),
	CONSTRAINT "pantry_items_amount_check" CHECK ("pantry_items"."amount" is null or char_length("pantry_items"."amount") between 1 and 30),
	CONSTRAINT "pantry_items_unit_check" CHECK ("pantry_items"."unit" is null or char_length("pantry_items"."unit") between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ALTER COLUMN "recipe_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "pantry_items" ADD CONSTRAINT "pantry_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pantry_items_owner_key_idx" ON "pantry_items" USING btree ("owner_id","key");--> statement-breakpoint
CREATE INDEX "pantry_items_owner_name_idx" ON "pantry_items" USING btree ("owner_id","name");--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_recipe_or_note_check" CHECK (("meal_plan_entries"."recipe_id" is null) <> ("meal_plan_entries"."note" is null) and ("meal_plan_entries"."note" is null or char_length(btrim("meal_plan_entries"."note")) between 1 and 80));