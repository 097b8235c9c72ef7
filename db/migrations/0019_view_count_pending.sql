CREATE TABLE "recipe_view_pending" (
	"recipe_id" integer PRIMARY KEY NOT NULL,
	"views" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_view_pending" ADD CONSTRAINT "recipe_view_pending_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;