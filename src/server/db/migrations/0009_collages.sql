CREATE TABLE "collage_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collage_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"collage_id" bigint NOT NULL,
	"pin_id" bigint NOT NULL,
	"crop_x" real DEFAULT 0 NOT NULL,
	"crop_y" real DEFAULT 0 NOT NULL,
	"crop_w" real DEFAULT 1 NOT NULL,
	"crop_h" real DEFAULT 1 NOT NULL,
	"x" real DEFAULT 0.5 NOT NULL,
	"y" real DEFAULT 0.5 NOT NULL,
	"scale" real DEFAULT 1 NOT NULL,
	"rotation" real DEFAULT 0 NOT NULL,
	"z" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collage_items_crop_check" CHECK ("collage_items"."crop_x" >= 0 and "collage_items"."crop_y" >= 0 and "collage_items"."crop_w" > 0 and "collage_items"."crop_h" > 0 and "collage_items"."crop_x" + "collage_items"."crop_w" <= 1.0001 and "collage_items"."crop_y" + "collage_items"."crop_h" <= 1.0001)
);
--> statement-breakpoint
CREATE TABLE "collages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1),
	"user_id" bigint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collages_title_length" CHECK (char_length("collages"."title") <= 100),
	CONSTRAINT "collages_published_check" CHECK ("collages"."is_draft" or "collages"."published_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "collage_items" ADD CONSTRAINT "collage_items_collage_id_collages_id_fk" FOREIGN KEY ("collage_id") REFERENCES "public"."collages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collage_items" ADD CONSTRAINT "collage_items_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collages" ADD CONSTRAINT "collages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collage_items_collage_idx" ON "collage_items" USING btree ("collage_id","z");--> statement-breakpoint
CREATE INDEX "collage_items_pin_idx" ON "collage_items" USING btree ("pin_id");--> statement-breakpoint
CREATE INDEX "collages_user_published_idx" ON "collages" USING btree ("user_id","is_draft","published_at" DESC NULLS LAST);