CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_type" integer NOT NULL,
	"subject" text NOT NULL,
	"pin_id" bigint,
	"object_id" text,
	"view_type" integer,
	"view_parameter" integer,
	"component" text,
	"element" text,
	"client_tracking_params" text,
	"aux_data" jsonb,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pin_daily_stats" (
	"pin_id" bigint NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"closeup_views" integer DEFAULT 0 NOT NULL,
	"pin_clicks" integer DEFAULT 0 NOT NULL,
	"outbound_clicks" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pin_daily_stats_pin_id_day_pk" PRIMARY KEY("pin_id","day"),
	CONSTRAINT "pin_daily_stats_non_negative" CHECK ("pin_daily_stats"."impressions" >= 0 and "pin_daily_stats"."closeup_views" >= 0 and "pin_daily_stats"."pin_clicks" >= 0 and "pin_daily_stats"."outbound_clicks" >= 0 and "pin_daily_stats"."saves" >= 0 and "pin_daily_stats"."downloads" >= 0 and "pin_daily_stats"."shares" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pin_daily_stats" ADD CONSTRAINT "pin_daily_stats_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_pin_idx" ON "analytics_events" USING btree ("pin_id","event_type");