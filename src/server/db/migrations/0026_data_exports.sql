CREATE TABLE "exports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1),
	"user_id" bigint NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"pins_total" integer DEFAULT 0 NOT NULL,
	"pins_done" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"bytes" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exports_user_idx" ON "exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exports_one_active_idx" ON "exports" USING btree ("user_id") WHERE "exports"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "exports_expires_idx" ON "exports" USING btree ("expires_at") WHERE "exports"."file_key" is not null;