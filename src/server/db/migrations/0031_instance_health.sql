CREATE TABLE "route_errors" (
	"route" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"last_status" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "route_errors_route_hour_pk" PRIMARY KEY("route","hour")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
CREATE INDEX "route_errors_hour_idx" ON "route_errors" USING btree ("hour");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('pin_save', 'follow', 'board_join', 'message', 'board_invite', 'comment', 'comment_reply', 'mention', 'follow_request', 'follow_accepted', 'pin_removed', 'warning', 'report_actioned', 'report_dismissed'));