-- The jadwal history is an audit trail: no path may rewrite or remove a row of it. Deleting a whole
-- jadwal (cascade from a removed pengajuan) is the one exception, recognised by the parent being gone.
CREATE OR REPLACE FUNCTION jadwal_history_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM jadwal_sidang WHERE uuid = OLD.jadwal_uuid) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'jadwal_history is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS jadwal_history_append_only ON jadwal_history;
--> statement-breakpoint
CREATE TRIGGER jadwal_history_append_only BEFORE UPDATE OR DELETE ON jadwal_history
  FOR EACH ROW EXECUTE FUNCTION jadwal_history_append_only();
