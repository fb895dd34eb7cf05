CREATE TABLE "competition_officials" (
	"competition_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_officials_competition_id_uid_role_pk" PRIMARY KEY("competition_id","uid","role"),
	CONSTRAINT "competition_officials_role_check" CHECK ("competition_officials"."role" IN ('referee', 'head_referee', 'judge'))
);
--> statement-breakpoint
CREATE TABLE "phase_publications" (
	"phase_id" integer PRIMARY KEY NOT NULL,
	"state" varchar(16) DEFAULT 'draft' NOT NULL,
	"freeze_at" timestamp with time zone,
	"advancement" jsonb,
	"draw_seed" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phase_publications_state_check" CHECK ("phase_publications"."state" IN ('draft', 'provisional', 'published', 'final'))
);
--> statement-breakpoint
CREATE TABLE "phase_qualifiers" (
	"phase_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"from_phase_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phase_qualifiers_phase_id_team_id_pk" PRIMARY KEY("phase_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "run_scores" (
	"run_id" integer NOT NULL,
	"version" integer NOT NULL,
	"scheme_version" integer NOT NULL,
	"sheet" jsonb NOT NULL,
	"points" integer NOT NULL,
	"max_points" integer NOT NULL,
	"submission_id" integer,
	"committed_by" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_scores_run_id_version_pk" PRIMARY KEY("run_id","version"),
	CONSTRAINT "run_scores_version_check" CHECK ("run_scores"."version" >= 1),
	CONSTRAINT "run_scores_points_check" CHECK ("run_scores"."max_points" >= 1 AND "run_scores"."points" BETWEEN 0 AND "run_scores"."max_points"),
	CONSTRAINT "run_scores_reason_check" CHECK ("run_scores"."version" = 1 OR "run_scores"."reason" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "run_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"device" varchar(64) NOT NULL,
	"event_id" uuid NOT NULL,
	"scheme_version" integer NOT NULL,
	"sheet" jsonb NOT NULL,
	"points" integer NOT NULL,
	"signature" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"phase_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"component" varchar(32) NOT NULL,
	"field" varchar(32),
	"slot" timestamp with time zone,
	"attempt" integer NOT NULL,
	"state" varchar(16) DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "runs_state_check" CHECK ("runs"."state" IN ('scheduled', 'submitted', 'conflict', 'committed')),
	CONSTRAINT "runs_attempt_check" CHECK ("runs"."attempt" >= 1)
);
--> statement-breakpoint
CREATE TABLE "scoring_events" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scoring_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" uuid NOT NULL,
	"run_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"device" varchar(64) NOT NULL,
	"scheme_version" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"entry" jsonb NOT NULL,
	"client_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scoring_events_kind_check" CHECK ("scoring_events"."kind" IN ('count', 'time', 'mark', 'submit'))
);
--> statement-breakpoint
CREATE TABLE "scoring_schemes" (
	"competition_id" integer NOT NULL,
	"version" integer NOT NULL,
	"components" jsonb NOT NULL,
	"tie_breaks" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scoring_schemes_competition_id_version_pk" PRIMARY KEY("competition_id","version"),
	CONSTRAINT "scoring_schemes_version_check" CHECK ("scoring_schemes"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_type_check";--> statement-breakpoint
ALTER TABLE "competition_officials" ADD CONSTRAINT "competition_officials_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_officials" ADD CONSTRAINT "competition_officials_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_publications" ADD CONSTRAINT "phase_publications_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_qualifiers" ADD CONSTRAINT "phase_qualifiers_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_qualifiers" ADD CONSTRAINT "phase_qualifiers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_qualifiers" ADD CONSTRAINT "phase_qualifiers_from_phase_id_phases_id_fk" FOREIGN KEY ("from_phase_id") REFERENCES "public"."phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_scores" ADD CONSTRAINT "run_scores_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_scores" ADD CONSTRAINT "run_scores_submission_id_run_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."run_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_scores" ADD CONSTRAINT "run_scores_committed_by_users_uid_fk" FOREIGN KEY ("committed_by") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_submissions" ADD CONSTRAINT "run_submissions_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_submissions" ADD CONSTRAINT "run_submissions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_events" ADD CONSTRAINT "scoring_events_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_events" ADD CONSTRAINT "scoring_events_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_schemes" ADD CONSTRAINT "scoring_schemes_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_schemes" ADD CONSTRAINT "scoring_schemes_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_officials_uid_idx" ON "competition_officials" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "run_submissions_run_idx" ON "run_submissions" USING btree ("run_id","uid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "runs_phase_team_component_attempt_key" ON "runs" USING btree ("phase_id","team_id","component","attempt");--> statement-breakpoint
CREATE INDEX "runs_team_idx" ON "runs" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scoring_events_id_key" ON "scoring_events" USING btree ("id");--> statement-breakpoint
CREATE INDEX "scoring_events_run_uid_idx" ON "scoring_events" USING btree ("run_id","uid","seq");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_check" CHECK ("events"."type" IN ('notice', 'attendance', 'content', 'result'));