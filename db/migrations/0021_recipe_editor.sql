CREATE TABLE "recipe_versions" (
	"recipe_id" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"editor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_versions_recipe_id_version_pk" PRIMARY KEY("recipe_id","version")
);
--> statement-breakpoint
ALTER TABLE "recipes" DROP CONSTRAINT "recipes_source_check";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "prep_time" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "cook_time" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe_versions" ADD CONSTRAINT "recipe_versions_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_versions" ADD CONSTRAINT "recipe_versions_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_prep_time_check" CHECK ("recipes"."prep_time" is null or "recipes"."prep_time" between 0 and 10080);--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_cook_time_check" CHECK ("recipes"."cook_time" is null or "recipes"."cook_time" between 0 and 10080);--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_version_check" CHECK ("recipes"."version" >= 1);--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_source_check" CHECK ("recipes"."source" in ('seed', 'video', 'ingredients', 'prompt', 'file', 'website', 'manual'));--> statement-breakpoint
-- Every stored ingredient gains the editor's fields: no note, not optional (keys already present are kept as they are).
-- Nothing else changes; the flat lists stay the storage (a group is a run of items with the same `group` title).
UPDATE "recipes" SET "ingredients" = (
  SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(x.e) = 'object' THEN '{"note": null, "optional": false}'::jsonb || x.e ELSE x.e END ORDER BY x.o), '[]'::jsonb)
  FROM jsonb_array_elements("recipes"."ingredients") WITH ORDINALITY AS x(e, o)
)
WHERE jsonb_typeof("ingredients") = 'array'
  AND jsonb_path_exists("ingredients", '$[*] ? (!(exists(@.note)) || !(exists(@.optional)))');
