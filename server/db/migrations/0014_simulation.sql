CREATE TABLE "simulation_phases" (
	"phase_id" integer PRIMARY KEY NOT NULL,
	"scenario" varchar(40) NOT NULL,
	"public_seeds" jsonb NOT NULL,
	"hidden_seeds" jsonb NOT NULL,
	"daily_limit" integer DEFAULT 5 NOT NULL,
	"concurrent_limit" integer DEFAULT 1 NOT NULL,
	"counting" varchar(8) DEFAULT 'best' NOT NULL,
	CONSTRAINT "simulation_phases_daily_limit_check" CHECK ("simulation_phases"."daily_limit" >= 1),
	CONSTRAINT "simulation_phases_concurrent_limit_check" CHECK ("simulation_phases"."concurrent_limit" >= 1),
	CONSTRAINT "simulation_phases_counting_check" CHECK ("simulation_phases"."counting" IN ('latest', 'best', 'selected'))
);
--> statement-breakpoint
CREATE TABLE "simulation_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"phase_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"submitted_by" integer,
	"artifact" varchar(80) NOT NULL,
	"language" varchar(8) NOT NULL,
	"day" varchar(10) NOT NULL,
	"state" varchar(12) DEFAULT 'queued' NOT NULL,
	"failure" varchar(24),
	"public_milli" integer,
	"total_milli" integer,
	"selected" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"worker" varchar(64),
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "simulation_submissions_state_check" CHECK ("simulation_submissions"."state" IN ('queued', 'running', 'scored', 'failed', 'cancelled')),
	CONSTRAINT "simulation_submissions_failure_check" CHECK ("simulation_submissions"."failure" IS NULL OR "simulation_submissions"."failure" IN ('worker_lost', 'artifact_invalid', 'network_denied', 'fs_denied', 'pids_limit', 'oom', 'timeout', 'crash', 'protocol_error')),
	CONSTRAINT "simulation_submissions_language_check" CHECK ("simulation_submissions"."language" IN ('python', 'node'))
);
--> statement-breakpoint
CREATE TABLE "simulation_trials" (
	"submission_id" integer NOT NULL,
	"seed" integer NOT NULL,
	"hidden" boolean NOT NULL,
	"milli" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"failure" varchar(24),
	"log_tail" text DEFAULT '' NOT NULL,
	"steps" integer NOT NULL,
	"replay" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulation_trials_submission_id_seed_pk" PRIMARY KEY("submission_id","seed"),
	CONSTRAINT "simulation_trials_failure_check" CHECK ("simulation_trials"."failure" IS NULL OR "simulation_trials"."failure" IN ('network_denied', 'fs_denied', 'pids_limit', 'oom', 'timeout', 'crash', 'protocol_error'))
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "time_zone" varchar(64) DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "simulation_phases" ADD CONSTRAINT "simulation_phases_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_submissions" ADD CONSTRAINT "simulation_submissions_phase_id_simulation_phases_phase_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."simulation_phases"("phase_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_submissions" ADD CONSTRAINT "simulation_submissions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_submissions" ADD CONSTRAINT "simulation_submissions_submitted_by_users_uid_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_trials" ADD CONSTRAINT "simulation_trials_submission_id_simulation_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."simulation_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulation_submissions_team_idx" ON "simulation_submissions" USING btree ("phase_id","team_id","created_at");--> statement-breakpoint
CREATE INDEX "simulation_submissions_running_idx" ON "simulation_submissions" USING btree ("heartbeat_at") WHERE "simulation_submissions"."state" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_submissions_selected_key" ON "simulation_submissions" USING btree ("phase_id","team_id") WHERE "simulation_submissions"."selected";