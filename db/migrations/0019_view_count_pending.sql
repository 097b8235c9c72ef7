CREATE TABLE "recipe_view_pending" (
	"recipe_id" integer PRIMARY KEY NOT NULL,
	"views" integer NOT NULL
);
