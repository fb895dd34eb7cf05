CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"category" varchar(32) NOT NULL,
	"slug" varchar(64),
	"pinned" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) NOT NULL,
	"published_at" timestamp with time zone,
	"image_url" text,
	"link_url" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "content_items_kind_check" CHECK ("content_items"."kind" IN ('news', 'banner', 'material', 'section')),
	CONSTRAINT "content_items_status_check" CHECK ("content_items"."status" IN ('draft', 'published')),
	CONSTRAINT "content_items_published_check" CHECK ("content_items"."status" = 'draft' OR "content_items"."published_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"saved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"item_id" integer NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"image_alt" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "content_translations_item_id_locale_pk" PRIMARY KEY("item_id","locale"),
	CONSTRAINT "content_translations_locale_check" CHECK ("content_translations"."locale" IN ('zh-CN', 'en-US', 'zh-TW', 'pt-BR', 'id-ID'))
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_saved_by_users_uid_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_slug_key" ON "content_items" USING btree ("kind","category","slug") WHERE "content_items"."slug" IS NOT NULL AND "content_items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "content_items_listing_idx" ON "content_items" USING btree ("kind","category","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_number_key" ON "content_revisions" USING btree ("item_id","number");