-- decision 087: the search document also holds its popularity band's groups (`~g04` … `~g60`)
ALTER TABLE "pins" drop column "search_doc";--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(alt_text, '') || ' ' || coalesce(auto_alt_text, '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(tags, '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(domain, '')), 'D') || array_to_tsvector(array['~p' || floor(ln((1 + greatest(save_count + favorite_count, 0))::float8) / ln(2::float8) * 2)::int::text] || string_to_array(left('~g04 ~g08 ~g12 ~g16 ~g20 ~g24 ~g28 ~g32 ~g36 ~g40 ~g44 ~g48 ~g52 ~g56 ~g60', greatest(0, 5 * (floor(ln((1 + greatest(save_count + favorite_count, 0))::float8) / ln(2::float8) * 2)::int / 4) - 1)), ' '))) STORED;--> statement-breakpoint
-- dropping the column dropped its index (drizzle-kit does not know): made again as the schema has it
CREATE INDEX "pins_search_idx" ON "pins" USING gin ("search_doc") WHERE "pins"."deleted_at" is null;--> statement-breakpoint
-- the rewritten column has no statistics yet, and search reads them to choose its bands (bands.ts)
ANALYZE "pins";
