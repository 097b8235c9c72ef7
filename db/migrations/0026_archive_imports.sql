CREATE TABLE "archive_import_entries" (
	"import_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"recipe_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_import_entries_outcome_check" CHECK ("archive_import_entries"."outcome" in ('imported', 'duplicate', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "archive_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "archive_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"visibility" text NOT NULL,
	"total" integer NOT NULL,
	"file_name" text,
	"error" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "archive_imports_format_check" CHECK ("archive_imports"."format" in ('mealie', 'tandoor', 'paprika', 'nextcloud', 'recipesage', 'schema-org')),
	CONSTRAINT "archive_imports_status_check" CHECK ("archive_imports"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "archive_imports_visibility_check" CHECK ("archive_imports"."visibility" in ('public', 'private'))
);
--> statement-breakpoint
ALTER TABLE "recipes" DROP CONSTRAINT "recipes_source_check";--> statement-breakpoint
ALTER TABLE "archive_import_entries" ADD CONSTRAINT "archive_import_entries_import_id_archive_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."archive_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_import_entries" ADD CONSTRAINT "archive_import_entries_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_imports" ADD CONSTRAINT "archive_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "archive_import_entries_position_key" ON "archive_import_entries" USING btree ("import_id","position");--> statement-breakpoint
CREATE INDEX "archive_imports_user_id_idx" ON "archive_imports" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_source_check" CHECK ("recipes"."source" in ('seed', 'video', 'ingredients', 'prompt', 'file', 'website', 'manual', 'archive'));