CREATE TABLE "recipe_view_days" (
	"day" date NOT NULL,
	"recipe_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recipe_view_days_day_recipe_id_pk" PRIMARY KEY("day","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer,
	"actor_username" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"archive" text,
	"files" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"error" text,
	"requested_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "media_tasks_kind_check" CHECK ("media_tasks"."kind" in ('backup', 'restore')),
	CONSTRAINT "media_tasks_status_check" CHECK ("media_tasks"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "recipe_image_requests" (
	"recipe_id" integer PRIMARY KEY NOT NULL,
	"force" boolean DEFAULT true NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reporter_id" integer NOT NULL,
	"comment_id" integer,
	"user_image_id" integer,
	"challenge_submission_id" integer,
	"recipe_id" integer,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by_id" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_comment_key" UNIQUE("reporter_id","comment_id"),
	CONSTRAINT "reports_user_image_key" UNIQUE("reporter_id","user_image_id"),
	CONSTRAINT "reports_challenge_submission_key" UNIQUE("reporter_id","challenge_submission_id"),
	CONSTRAINT "reports_recipe_key" UNIQUE("reporter_id","recipe_id"),
	CONSTRAINT "reports_one_target_check" CHECK (num_nonnulls("reports"."comment_id", "reports"."user_image_id", "reports"."challenge_submission_id", "reports"."recipe_id") = 1),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'dismissed')),
	CONSTRAINT "reports_details_check" CHECK (char_length("reports"."details") <= 500)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recipe_view_days" ADD CONSTRAINT "recipe_view_days_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_tasks" ADD CONSTRAINT "media_tasks_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_image_requests" ADD CONSTRAINT "recipe_image_requests_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_image_id_user_images_id_fk" FOREIGN KEY ("user_image_id") REFERENCES "public"."user_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_challenge_submission_id_challenge_submissions_id_fk" FOREIGN KEY ("challenge_submission_id") REFERENCES "public"."challenge_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_view_days_recipe_id_idx" ON "recipe_view_days" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "media_tasks_created_at_idx" ON "media_tasks" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_comment_id_idx" ON "reports" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "reports_user_image_id_idx" ON "reports" USING btree ("user_image_id");--> statement-breakpoint
CREATE INDEX "reports_challenge_submission_id_idx" ON "reports" USING btree ("challenge_submission_id");--> statement-breakpoint
CREATE INDEX "reports_recipe_id_idx" ON "reports" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "users_last_seen_at_idx" ON "users" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_title_trgm_idx" ON "recipes" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "likes_created_at_idx" ON "likes" USING btree ("created_at");