DROP INDEX "recipes_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "recipes_title_vector_idx" ON "recipes" USING gin (ts_filter("search_vector", '{a}'::"char"[]));--> statement-breakpoint
-- The planner's own row estimates for a search (most common lexemes and their frequencies from ANALYZE), as the
-- list statement needs them to choose between reading all hits and walking the popularity index
-- (routers/src/recipes/recipe-search.ts). `every_term` needs all terms, `any_term` one of them (what the GIN
-- index reads); each in the title only and anywhere. EXPLAIN plans the statements without running them.
CREATE FUNCTION kc_search_estimates(every_term tsquery, any_term tsquery,
  OUT title_rows float8, OUT title_read float8, OUT all_rows float8, OUT all_read float8)
  LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  plan json;
BEGIN
  EXECUTE format('EXPLAIN (FORMAT JSON) SELECT FROM recipes WHERE ts_filter(search_vector, ''{a}''::"char"[]) @@ %L::tsquery', every_term) INTO plan;
  title_rows := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
  EXECUTE format('EXPLAIN (FORMAT JSON) SELECT FROM recipes WHERE ts_filter(search_vector, ''{a}''::"char"[]) @@ %L::tsquery', any_term) INTO plan;
  title_read := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
  EXECUTE format('EXPLAIN (FORMAT JSON) SELECT FROM recipes WHERE search_vector @@ %L::tsquery', every_term) INTO plan;
  all_rows := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
  EXECUTE format('EXPLAIN (FORMAT JSON) SELECT FROM recipes WHERE search_vector @@ %L::tsquery', any_term) INTO plan;
  all_read := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
END $$;
