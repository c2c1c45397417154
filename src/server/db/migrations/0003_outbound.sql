CREATE TABLE "domain_safety" (
	"host" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_safety_status_check" CHECK ("domain_safety"."status" in ('suspicious', 'blocked', 'porn'))
);
--> statement-breakpoint
ALTER TABLE "domain_safety" ADD CONSTRAINT "domain_safety_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;