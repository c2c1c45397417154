DROP INDEX "collages_user_published_idx";--> statement-breakpoint
DROP INDEX "search_history_recent_idx";--> statement-breakpoint
DROP INDEX "today_articles_published_idx";--> statement-breakpoint
DROP INDEX "pin_hides_user_created_idx";--> statement-breakpoint
DROP INDEX "pins_feed_idx";--> statement-breakpoint
DROP INDEX "pins_board_idx";--> statement-breakpoint
DROP INDEX "pins_section_idx";--> statement-breakpoint
DROP INDEX "pins_pinner_idx";--> statement-breakpoint
DROP INDEX "pins_interest_idx";--> statement-breakpoint
CREATE INDEX "collages_user_published_idx" ON "collages" USING btree ("user_id","is_draft","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_history_recent_idx" ON "search_history" USING btree ("user_id","searched_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "today_articles_published_idx" ON "today_articles" USING btree ("kind","published_at" DESC NULLS FIRST) WHERE "today_articles"."status" = 'published';--> statement-breakpoint
CREATE INDEX "pin_hides_user_created_idx" ON "pin_hides" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pins_feed_idx" ON "pins" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "pins"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "pins_board_idx" ON "pins" USING btree ("board_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pins_section_idx" ON "pins" USING btree ("section_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pins_pinner_idx" ON "pins" USING btree ("pinner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pins_interest_idx" ON "pins" USING btree ("interest_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);