-- Search needs umlaut folding (unaccent), typo and compound matching (pg_trgm)
-- and a German text search configuration that folds umlauts before stemming.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION kochclip_de (COPY = pg_catalog.german);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION kochclip_de
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, german_stem;--> statement-breakpoint
CREATE FUNCTION kc_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
