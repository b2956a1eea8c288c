-- Every change to a user's jobs or their test records, by any writer (a route, a cascade from
-- account deletion, another process, a manual fix), is announced on pipeproof_job_list_changes
-- with the user's id, at commit, so each server process forgets its remembered job list for that
-- user (docs/decisions/0843). An empty payload means "any user".
CREATE FUNCTION pipeproof_announce_job_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text;
BEGIN
  IF TG_TABLE_NAME = 'jobs' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('pipeproof_job_list_changes', coalesce(OLD.user_id, ''));
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('pipeproof_job_list_changes', coalesce(NEW.user_id, ''));
    END IF;
  ELSE
    SELECT j.user_id INTO owner FROM jobs AS j
      WHERE j.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.job_id ELSE NEW.job_id END;
    PERFORM pg_notify('pipeproof_job_list_changes', coalesce(owner, ''));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_announce_change AFTER INSERT OR UPDATE OR DELETE ON jobs
  FOR EACH ROW EXECUTE FUNCTION pipeproof_announce_job_change();
--> statement-breakpoint
CREATE TRIGGER test_records_announce_change AFTER INSERT OR UPDATE OR DELETE ON test_records
  FOR EACH ROW EXECUTE FUNCTION pipeproof_announce_job_change();
