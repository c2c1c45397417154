CREATE TABLE "import_items" (
	"import_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"item" jsonb NOT NULL,
	"reason" text,
	"pin_id" bigint,
	CONSTRAINT "import_items_import_id_seq_pk" PRIMARY KEY("import_id","seq"),
	CONSTRAINT "import_items_status_check" CHECK ("import_items"."status" in ('pending', 'imported', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"source" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "imports_state_check" CHECK ("imports"."state" in ('queued', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "import_items" ADD CONSTRAINT "import_items_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_items" ADD CONSTRAINT "import_items_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_items_pending_idx" ON "import_items" USING btree ("import_id","seq") WHERE "import_items"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "imports_user_idx" ON "imports" USING btree ("user_id","id");