-- Every score ever recorded stays: no path may rewrite or remove a row of hasil_nilai. Removing a whole
-- hasil (cascade from a removed jadwal) is the one exception, recognised by the parent being gone.
CREATE OR REPLACE FUNCTION hasil_nilai_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM hasil_sidang WHERE uuid = OLD.hasil_uuid) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'hasil_nilai is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hasil_nilai_append_only ON hasil_nilai;
--> statement-breakpoint
CREATE TRIGGER hasil_nilai_append_only BEFORE UPDATE OR DELETE ON hasil_nilai
  FOR EACH ROW EXECUTE FUNCTION hasil_nilai_append_only();
