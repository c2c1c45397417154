-- decision 085: every word lexeme of the pins' search documents, for expanding a typed prefix
CREATE TABLE "search_lexicon" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- New lexemes are added in sorted order, so two writers adding the same new ones wait on each
-- other in one order and never deadlock; the popularity bands (`~p…`) are no word.
CREATE FUNCTION "search_lexicon_add_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_lexicon" ("lexeme")
    SELECT DISTINCT l FROM "inserted_pins" n, unnest(tsvector_to_array(n."search_doc")) l
    WHERE l NOT LIKE '~%' ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "search_lexicon_add_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_lexicon" ("lexeme")
    SELECT DISTINCT l FROM unnest(tsvector_to_array(NEW."search_doc")) l
    WHERE l NOT LIKE '~%' ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "pins_search_lexicon_insert" AFTER INSERT ON "pins" REFERENCING NEW TABLE AS "inserted_pins" FOR EACH STATEMENT EXECUTE FUNCTION "search_lexicon_add_inserted"();--> statement-breakpoint
CREATE TRIGGER "pins_search_lexicon_update" AFTER UPDATE OF "title", "description", "alt_text", "auto_alt_text", "tags", "domain" ON "pins" FOR EACH ROW EXECUTE FUNCTION "search_lexicon_add_updated"();--> statement-breakpoint
INSERT INTO "search_lexicon" ("lexeme")
  SELECT DISTINCT l FROM "pins" p, unnest(tsvector_to_array(p."search_doc")) l
  WHERE l NOT LIKE '~%' ORDER BY 1
  ON CONFLICT DO NOTHING;
