ALTER TABLE "collages" ADD COLUMN "pin_id" bigint;--> statement-breakpoint
ALTER TABLE "collages" ADD CONSTRAINT "collages_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collages_pin_idx" ON "collages" USING btree ("pin_id");