-- Keeps the search vocabulary in step with recipe texts; words are never removed (a stale word only
-- widens a typo match, it cannot return a recipe that doesn't match).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE FUNCTION kc_collect_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_text, '[^[:alnum:]]+') AS w
  WHERE char_length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]'
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER recipes_collect_search_words
  AFTER INSERT OR UPDATE OF title, tags, ingredients ON recipes
  FOR EACH ROW EXECUTE FUNCTION kc_collect_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM recipes, regexp_split_to_table(recipes.search_text, '[^[:alnum:]]+') AS w
WHERE char_length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]'
ON CONFLICT (word) DO NOTHING;
