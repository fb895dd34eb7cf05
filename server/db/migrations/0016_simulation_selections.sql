CREATE TABLE "simulation_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"phase_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "simulation_selections" ADD CONSTRAINT "simulation_selections_phase_id_simulation_phases_phase_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."simulation_phases"("phase_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_selections" ADD CONSTRAINT "simulation_selections_submission_id_simulation_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."simulation_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulation_selections_team_idx" ON "simulation_selections" USING btree ("phase_id","team_id","at");--> statement-breakpoint
-- Selections made before this table: as of when the submission was scored, the earliest they could be.
INSERT INTO "simulation_selections" ("phase_id", "team_id", "submission_id", "at")
  SELECT "phase_id", "team_id", "id", coalesce("finished_at", "created_at") FROM "simulation_submissions" WHERE "selected";
