CREATE TABLE "share_invites" (
	"code" text PRIMARY KEY NOT NULL,
	"inviter_id" bigint NOT NULL,
	"object_type" integer NOT NULL,
	"object_id" text NOT NULL,
	"path" text NOT NULL,
	"category" integer DEFAULT 3 NOT NULL,
	"channel" text DEFAULT 'copy_link' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "share_invites" ADD CONSTRAINT "share_invites_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_invites_inviter_idx" ON "share_invites" USING btree ("inviter_id","created_at");