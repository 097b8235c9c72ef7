DROP INDEX "recipes_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "recipes_title_vector_idx" ON "recipes" USING gin (ts_filter("search_vector", '{a}'::"char"[]));--> statement-breakpoint
-- The planner's own row estimates for a search (most common lexemes and their frequencies from ANALYZE), which
-- the list statement needs to choose between reading all hits and walking the popularity index
-- (routers/src/recipes/recipe-search.ts): `hits` for `every_term` (all terms), `entries` for `any_term` (one of
-- them: what the GIN index reads), in the title only or anywhere. EXPLAIN plans without running anything.
CREATE FUNCTION kc_search_estimates(every_term tsquery, any_term tsquery, in_title boolean,
  OUT hits float8, OUT entries float8)
  LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  plan json;
  vector text := CASE WHEN in_title THEN 'ts_filter(search_vector, ''{a}''::"char"[])' ELSE 'search_vector' END;
BEGIN
  EXECUTE format('EXPLAIN (FORMAT JSON) SELECT FROM recipes WHERE %s @@ %L::tsquery', vector, every_term) INTO plan;
  hits := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
  IF any_term::text = every_term::text THEN
    entries := hits;
  ELSE
    EXECUTE format('EXPLAIN (FORMAT JSON) SELECT FROM recipes WHERE %s @@ %L::tsquery', vector, any_term) INTO plan;
    entries := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
  END IF;
END $$;
