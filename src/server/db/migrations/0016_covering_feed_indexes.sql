DROP INDEX "pins_feed_idx";--> statement-breakpoint
DROP INDEX "pins_board_idx";--> statement-breakpoint
DROP INDEX "pins_pinner_idx";--> statement-breakpoint
DROP INDEX "pins_interest_idx";--> statement-breakpoint
DROP INDEX "pins_signature_idx";--> statement-breakpoint
DROP INDEX "pins_interest_products_idx";--> statement-breakpoint
DROP INDEX "pins_signature_products_idx";--> statement-breakpoint
CREATE INDEX "pins_feed_idx" ON "pins" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"origin_pin_id","pinner_id","board_id","sort_order") WHERE "pins"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "pins_board_idx" ON "pins" USING btree ("board_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"pinner_id","origin_pin_id","sort_order","deleted_at");--> statement-breakpoint
CREATE INDEX "pins_pinner_idx" ON "pins" USING btree ("pinner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"board_id","origin_pin_id","sort_order","deleted_at");--> statement-breakpoint
CREATE INDEX "pins_interest_idx" ON "pins" USING btree ("interest_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"pinner_id","board_id","origin_pin_id","sort_order") WHERE "pins"."deleted_at" is null and "pins"."origin_pin_id" is null;--> statement-breakpoint
CREATE INDEX "pins_signature_idx" ON "pins" USING btree ("image_signature","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"pinner_id","board_id","origin_pin_id","sort_order") WHERE "pins"."deleted_at" is null and "pins"."origin_pin_id" is null;--> statement-breakpoint
CREATE INDEX "pins_interest_products_idx" ON "pins" USING btree ("interest_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"pinner_id","board_id","origin_pin_id","sort_order") WHERE "pins"."is_product" and "pins"."deleted_at" is null and "pins"."origin_pin_id" is null;--> statement-breakpoint
CREATE INDEX "pins_signature_products_idx" ON "pins" USING btree ("image_signature","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"pinner_id","board_id","origin_pin_id","sort_order") WHERE "pins"."is_product" and "pins"."deleted_at" is null and "pins"."origin_pin_id" is null;