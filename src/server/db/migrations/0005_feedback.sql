CREATE TABLE "pin_hides" (
	"user_id" bigint NOT NULL,
	"pin_id" bigint NOT NULL,
	"feedback_type" text NOT NULL,
	"status" text DEFAULT 'hidden' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pin_hides_user_id_pin_id_pk" PRIMARY KEY("user_id","pin_id"),
	CONSTRAINT "pin_hides_status_check" CHECK ("pin_hides"."status" in ('hidden', 'reported'))
);
--> statement-breakpoint
CREATE TABLE "pin_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pin_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1),
	"pin_id" bigint NOT NULL,
	"reporter_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" bigint,
	CONSTRAINT "pin_reports_status_check" CHECK ("pin_reports"."status" in ('open', 'removed', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "pin_hides" ADD CONSTRAINT "pin_hides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_hides" ADD CONSTRAINT "pin_hides_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_reports" ADD CONSTRAINT "pin_reports_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_reports" ADD CONSTRAINT "pin_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_reports" ADD CONSTRAINT "pin_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pin_hides_user_created_idx" ON "pin_hides" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pin_reports_open_idx" ON "pin_reports" USING btree ("created_at") WHERE "pin_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "pin_reports_pin_idx" ON "pin_reports" USING btree ("pin_id");