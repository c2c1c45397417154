CREATE TABLE "interest_follows" (
	"user_id" bigint NOT NULL,
	"interest_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interest_follows_user_id_interest_id_pk" PRIMARY KEY("user_id","interest_id")
);
--> statement-breakpoint
CREATE TABLE "product_offers" (
	"pin_id" bigint PRIMARY KEY NOT NULL,
	"interest_id" bigint,
	"currency" text DEFAULT 'USD' NOT NULL,
	"price" numeric(12, 2),
	"standard_price" numeric(12, 2),
	"in_stock" boolean DEFAULT true NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"brand" text,
	"has_variants" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"user_id" bigint NOT NULL,
	"query_key" text NOT NULL,
	"query" text NOT NULL,
	"scope" text DEFAULT 'pins' NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_history_user_id_query_key_pk" PRIMARY KEY("user_id","query_key")
);
--> statement-breakpoint
CREATE TABLE "today_article_pins" (
	"article_id" bigint NOT NULL,
	"pin_id" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "today_article_pins_article_id_pin_id_pk" PRIMARY KEY("article_id","pin_id")
);
--> statement-breakpoint
CREATE TABLE "today_articles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "today_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1),
	"slug" text NOT NULL,
	"kind" text DEFAULT 'article' NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"cover_pin_id" bigint,
	"interest_id" bigint,
	"author_id" bigint,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "color_family" text;--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "parent_id" bigint;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(alt_text, '') || ' ' || coalesce(auto_alt_text, '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(domain, '')), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(username, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(about, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "interest_follows" ADD CONSTRAINT "interest_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_follows" ADD CONSTRAINT "interest_follows_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "today_article_pins" ADD CONSTRAINT "today_article_pins_article_id_today_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."today_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "today_article_pins" ADD CONSTRAINT "today_article_pins_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "today_articles" ADD CONSTRAINT "today_articles_cover_pin_id_pins_id_fk" FOREIGN KEY ("cover_pin_id") REFERENCES "public"."pins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "today_articles" ADD CONSTRAINT "today_articles_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "today_articles" ADD CONSTRAINT "today_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interest_follows_interest_idx" ON "interest_follows" USING btree ("interest_id");--> statement-breakpoint
CREATE INDEX "product_offers_interest_price_idx" ON "product_offers" USING btree ("interest_id","price");--> statement-breakpoint
CREATE INDEX "product_offers_price_idx" ON "product_offers" USING btree ("price");--> statement-breakpoint
CREATE INDEX "search_history_recent_idx" ON "search_history" USING btree ("user_id","searched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "today_article_pins_order_idx" ON "today_article_pins" USING btree ("article_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "today_articles_slug_idx" ON "today_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "today_articles_published_idx" ON "today_articles" USING btree ("kind","published_at" DESC NULLS LAST) WHERE "today_articles"."status" = 'published';--> statement-breakpoint
CREATE INDEX "boards_search_idx" ON "boards" USING gin ("search_doc") WHERE "boards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "interests_parent_idx" ON "interests" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "pins_search_idx" ON "pins" USING gin ("search_doc") WHERE "pins"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_doc") WHERE "users"."deleted_at" is null;