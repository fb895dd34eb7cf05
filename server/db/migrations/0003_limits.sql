CREATE TABLE "rate_counters" (
	"name" varchar(48) NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_counters_name_key_pk" PRIMARY KEY("name","key")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" varchar(48) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "target_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_counters_resets_at_idx" ON "rate_counters" USING btree ("resets_at");