-- The live channel (server/runtime/channel.ts) streams events in the order of their ids, and a client
-- resumes from the last id it saw. Ids taken at insert would not follow the commit order: an event
-- with a smaller id could commit after a larger one had been streamed, and be missed for good. So
-- each event gets its id as its transaction commits (a deferred trigger runs then, after the
-- transaction's last statement), under a lock held until the commit, and the NOTIFY that wakes
-- every process is sent in the same breath. NOTIFY serialises committing transactions anyway.
CREATE FUNCTION "events_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  position bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(7310002);
  position := nextval('event_positions');
  UPDATE "events" SET "id" = position WHERE "seq" = NEW."seq";
  PERFORM pg_notify('portal_events', position::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "events_at_commit" AFTER INSERT ON "events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "events_at_commit"();
