CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"data" jsonb NOT NULL,
	"state" varchar(16) DEFAULT 'waiting' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"singleton_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" IN ('waiting', 'active', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("state","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_idx" ON "jobs" USING btree ("name","singleton_key") WHERE "jobs"."singleton_key" IS NOT NULL AND "jobs"."state" = 'waiting';