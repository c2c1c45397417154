DROP INDEX "pins_interest_idx";--> statement-breakpoint
DROP INDEX "pins_signature_idx";--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "is_product" boolean GENERATED ALWAYS AS (coalesce((
    (rich_metadata ->> 'typeName' = 'product'
      or coalesce(shopping -> 'shoppingFlags' @> '[5]'::jsonb
        or shopping -> 'shoppingFlags' @> '[6]'::jsonb, false))
    and coalesce(embed ->> 'type', '') not in ('video', 'gif')
    and not ((coalesce((video -> 'videoList' -> 'vHLSV4') ->> 'thumbnail', '') <> '' and coalesce((video -> 'videoList' -> 'vHLSV4') ->> 'url', '') <> ''
    and case when jsonb_typeof((video -> 'videoList' -> 'vHLSV4') -> 'width') = 'number' and jsonb_typeof((video -> 'videoList' -> 'vHLSV4') -> 'height') = 'number'
      then ((video -> 'videoList' -> 'vHLSV4') ->> 'width')::float8 > 0 and ((video -> 'videoList' -> 'vHLSV4') ->> 'height')::float8 > 0 else false end) or (coalesce((video -> 'videoList' -> 'vHLSV3MOBILE') ->> 'thumbnail', '') <> '' and coalesce((video -> 'videoList' -> 'vHLSV3MOBILE') ->> 'url', '') <> ''
    and case when jsonb_typeof((video -> 'videoList' -> 'vHLSV3MOBILE') -> 'width') = 'number' and jsonb_typeof((video -> 'videoList' -> 'vHLSV3MOBILE') -> 'height') = 'number'
      then ((video -> 'videoList' -> 'vHLSV3MOBILE') ->> 'width')::float8 > 0 and ((video -> 'videoList' -> 'vHLSV3MOBILE') ->> 'height')::float8 > 0 else false end) or (coalesce((video -> 'videoList' -> 'v720P') ->> 'thumbnail', '') <> '' and coalesce((video -> 'videoList' -> 'v720P') ->> 'url', '') <> ''
    and case when jsonb_typeof((video -> 'videoList' -> 'v720P') -> 'width') = 'number' and jsonb_typeof((video -> 'videoList' -> 'v720P') -> 'height') = 'number'
      then ((video -> 'videoList' -> 'v720P') ->> 'width')::float8 > 0 and ((video -> 'videoList' -> 'v720P') ->> 'height')::float8 > 0 else false end))
  ), false)) STORED;--> statement-breakpoint
CREATE INDEX "pins_interest_products_idx" ON "pins" USING btree ("interest_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "pins"."is_product" and "pins"."deleted_at" is null and "pins"."origin_pin_id" is null;--> statement-breakpoint
CREATE INDEX "pins_signature_products_idx" ON "pins" USING btree ("image_signature","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "pins"."is_product" and "pins"."deleted_at" is null and "pins"."origin_pin_id" is null;--> statement-breakpoint
CREATE INDEX "pins_interest_idx" ON "pins" USING btree ("interest_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "pins"."deleted_at" is null and "pins"."origin_pin_id" is null;--> statement-breakpoint
CREATE INDEX "pins_signature_idx" ON "pins" USING btree ("image_signature","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);