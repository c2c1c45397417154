CREATE TABLE "board_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"board_id" bigint NOT NULL,
	"actor_id" bigint,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_invite_links" (
	"code" text PRIMARY KEY NOT NULL,
	"board_id" bigint NOT NULL,
	"created_by_id" bigint,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "phash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "board_sort" text DEFAULT 'custom' NOT NULL;--> statement-breakpoint
ALTER TABLE "board_events" ADD CONSTRAINT "board_events_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_events" ADD CONSTRAINT "board_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_invite_links" ADD CONSTRAINT "board_invite_links_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_invite_links" ADD CONSTRAINT "board_invite_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_events_board_idx" ON "board_events" USING btree ("board_id","id");--> statement-breakpoint
CREATE INDEX "board_invite_links_board_idx" ON "board_invite_links" USING btree ("board_id");--> statement-breakpoint
CREATE UNIQUE INDEX "boards_quick_saves_idx" ON "boards" USING btree ("owner_id") WHERE "boards"."layout" = 'quick_saves' and "boards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "pins_section_idx" ON "pins" USING btree ("section_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);