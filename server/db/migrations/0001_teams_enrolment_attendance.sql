-- The unique index on teams (id, competition_id) comes before the foreign key that references it.
CREATE TABLE "attendance_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"checked_in_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_records_status_check" CHECK ("attendance_records"."status" IN ('present', 'late', 'absent', 'excused'))
);
--> statement-breakpoint
CREATE TABLE "attendance_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"location" varchar(120) DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"grace_minutes" integer DEFAULT 15 NOT NULL,
	"code_secret" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_sessions_window_check" CHECK ("attendance_sessions"."ends_at" > "attendance_sessions"."starts_at"),
	CONSTRAINT "attendance_sessions_grace_check" CHECK ("attendance_sessions"."grace_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_uid" integer,
	"action" varchar(48) NOT NULL,
	"target_type" varchar(24) NOT NULL,
	"target_id" integer NOT NULL,
	"competition_id" integer,
	"team_id" integer,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"track" varchar(16) NOT NULL,
	"texts" jsonb NOT NULL,
	"enrolment_opens_at" timestamp with time zone NOT NULL,
	"enrolment_closes_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"min_team_size" integer NOT NULL,
	"max_team_size" integer NOT NULL,
	"max_advisors" integer DEFAULT 2 NOT NULL,
	"requires_approval" boolean DEFAULT true NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"ages_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitions_track_check" CHECK ("competitions"."track" IN ('underwater', 'ground', 'aerial', 'simulation')),
	CONSTRAINT "competitions_window_check" CHECK ("competitions"."enrolment_closes_at" > "competitions"."enrolment_opens_at"),
	CONSTRAINT "competitions_capacity_check" CHECK ("competitions"."capacity" >= 1),
	CONSTRAINT "competitions_team_size_check" CHECK ("competitions"."min_team_size" >= 1 AND "competitions"."max_team_size" >= "competitions"."min_team_size"),
	CONSTRAINT "competitions_max_advisors_check" CHECK ("competitions"."max_advisors" >= 0),
	CONSTRAINT "competitions_ages_check" CHECK (("competitions"."min_age" IS NULL OR "competitions"."max_age" IS NULL OR "competitions"."min_age" <= "competitions"."max_age") AND (("competitions"."min_age" IS NULL AND "competitions"."max_age" IS NULL) OR "competitions"."ages_on" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_status_check" CHECK ("enrolments"."status" IN ('pending', 'waitlisted', 'approved', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "phases" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "phases_window_check" CHECK ("phases"."ends_at" >= "phases"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"role" varchar(8) NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_members_team_id_uid_pk" PRIMARY KEY("team_id","uid"),
	CONSTRAINT "team_members_role_check" CHECK ("team_members"."role" IN ('leader', 'member', 'advisor'))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"organisation" varchar(128) NOT NULL,
	"country" varchar(64) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"invite_code" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dissolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "title_key" varchar(64);--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "description_key" varchar(64);--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_session_id_attendance_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."attendance_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_uid_users_uid_fk" FOREIGN KEY ("actor_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_reviewed_by_users_uid_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phases" ADD CONSTRAINT "phases_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_id_competition_key" ON "teams" USING btree ("id","competition_id");
--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_fk" FOREIGN KEY ("team_id","competition_id") REFERENCES "public"."teams"("id","competition_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_records_session_uid_key" ON "attendance_records" USING btree ("session_id","uid");--> statement-breakpoint
CREATE INDEX "attendance_records_team_idx" ON "attendance_records" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "attendance_sessions_competition_idx" ON "attendance_sessions" USING btree ("competition_id","starts_at");--> statement-breakpoint
CREATE INDEX "audit_log_competition_idx" ON "audit_log" USING btree ("competition_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_team_idx" ON "audit_log" USING btree ("team_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_one_live_per_team_key" ON "enrolments" USING btree ("team_id") WHERE "enrolments"."status" IN ('pending', 'approved', 'waitlisted');--> statement-breakpoint
CREATE INDEX "enrolments_competition_status_idx" ON "enrolments" USING btree ("competition_id","status","id");--> statement-breakpoint
CREATE INDEX "phases_competition_idx" ON "phases" USING btree ("competition_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_competition_uid_key" ON "team_members" USING btree ("competition_id","uid");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_one_leader_key" ON "team_members" USING btree ("team_id") WHERE "team_members"."role" = 'leader';--> statement-breakpoint
CREATE INDEX "team_members_uid_idx" ON "team_members" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_invite_code_key" ON "teams" USING btree ("invite_code");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_competition_name_key" ON "teams" USING btree ("competition_id",lower("name")) WHERE "teams"."dissolved_at" IS NULL;