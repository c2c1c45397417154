CREATE TABLE "change_head" (
	"id" smallint PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	CONSTRAINT "change_head_one_row" CHECK ("change_head"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "changes" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"tags" text[] NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "changes_at_idx" ON "changes" USING btree ("at");--> statement-breakpoint
INSERT INTO "change_head" ("id", "seq") VALUES (1, 0);
