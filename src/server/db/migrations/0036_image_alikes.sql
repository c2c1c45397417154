CREATE TABLE "image_alikes" (
	"signature" text NOT NULL,
	"alike" text NOT NULL,
	"distance" smallint NOT NULL,
	CONSTRAINT "image_alikes_signature_alike_pk" PRIMARY KEY("signature","alike")
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "alikes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "image_alikes" ADD CONSTRAINT "image_alikes_signature_images_signature_fk" FOREIGN KEY ("signature") REFERENCES "public"."images"("signature") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_alikes" ADD CONSTRAINT "image_alikes_alike_images_signature_fk" FOREIGN KEY ("alike") REFERENCES "public"."images"("signature") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_alikes_alike_idx" ON "image_alikes" USING btree ("alike");--> statement-breakpoint
CREATE INDEX "images_alikes_pending_idx" ON "images" USING btree ("created_at") WHERE "images"."alikes_at" is null and "images"."phash" is not null;