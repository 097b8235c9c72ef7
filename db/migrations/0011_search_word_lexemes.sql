ALTER TABLE "search_words" ADD COLUMN "lexeme" text;--> statement-breakpoint
CREATE FUNCTION kc_lexeme(word text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT (tsvector_to_array(to_tsvector('kochclip_de', word)))[1] $$;--> statement-breakpoint
UPDATE search_words SET lexeme = kc_lexeme(word);--> statement-breakpoint
CREATE OR REPLACE FUNCTION kc_collect_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, lexeme)
  SELECT w, kc_lexeme(w) FROM (
    SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_text, '[^[:alnum:]]+') AS w
    WHERE char_length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]'
  ) words
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
