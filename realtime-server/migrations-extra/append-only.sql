-- Audit trails keep every row: no path may rewrite or remove a row of hasil_nilai (every score ever
-- recorded) or jadwal_history (every change of a jadwal). Removing the parent (a cascade from a removed
-- hasil or jadwal) is the one exception, recognised by the parent being gone. One function serves every
-- such table: TG_ARGV[0] names the parent table, TG_ARGV[1] the column holding the parent's uuid.
CREATE OR REPLACE FUNCTION append_only() RETURNS trigger AS $$
DECLARE
  parent_exists boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE uuid = ($1).%I)', TG_ARGV[0], TG_ARGV[1])
      INTO parent_exists USING OLD;
    IF NOT parent_exists THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hasil_nilai_append_only ON hasil_nilai;
--> statement-breakpoint
CREATE TRIGGER hasil_nilai_append_only BEFORE UPDATE OR DELETE ON hasil_nilai
  FOR EACH ROW EXECUTE FUNCTION append_only('hasil_sidang', 'hasil_uuid');
--> statement-breakpoint
DROP TRIGGER IF EXISTS jadwal_history_append_only ON jadwal_history;
--> statement-breakpoint
CREATE TRIGGER jadwal_history_append_only BEFORE UPDATE OR DELETE ON jadwal_history
  FOR EACH ROW EXECUTE FUNCTION append_only('jadwal_sidang', 'jadwal_uuid');
