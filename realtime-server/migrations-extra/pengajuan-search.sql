-- Covering indexes of the pengajuan lists (drizzle-kit cannot write INCLUDE): a filtered and searched
-- list counts its rows, and finds the uuids of its page, by index-only scans, `search_text LIKE` checked
-- on the index tuples (a plain index scan would read every row it walks past from the table).
CREATE INDEX IF NOT EXISTS pengajuan_sidang_created_idx ON pengajuan_sidang (created_at) INCLUDE (uuid, status, search_text, prodi_uuid, user_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS pengajuan_sidang_status_created_idx ON pengajuan_sidang (status, created_at) INCLUDE (uuid, search_text, prodi_uuid, user_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS pengajuan_sidang_prodi_status_idx ON pengajuan_sidang (prodi_uuid, status, created_at) INCLUDE (uuid, search_text);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS pengajuan_yudisium_created_idx ON pengajuan_yudisium (created_at) INCLUDE (uuid, status, search_text, prodi_uuid, user_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS pengajuan_yudisium_status_created_idx ON pengajuan_yudisium (status, created_at) INCLUDE (uuid, search_text, prodi_uuid, user_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS pengajuan_yudisium_prodi_status_idx ON pengajuan_yudisium (prodi_uuid, status, created_at) INCLUDE (uuid, search_text);
--> statement-breakpoint
-- Trigram indexes for the pengajuan lists' `q` search (LIKE '%q%' on the lowercased search_text), where pg_trgm exists: a
-- PostgreSQL server with contrib. Embedded PGlite runs without it (small data, a scan is fine).
-- The extension goes to `public` so every schema (tests run one per run) shares it.
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available (%): pengajuan search runs without trigram indexes', SQLERRM;
END $$;
--> statement-breakpoint
DO $$
DECLARE nsp text;
BEGIN
  SELECT n.nspname INTO nsp FROM pg_opclass c JOIN pg_namespace n ON n.oid = c.opcnamespace
    JOIN pg_am a ON a.oid = c.opcmethod WHERE c.opcname = 'gin_trgm_ops' AND a.amname = 'gin' LIMIT 1;
  IF nsp IS NOT NULL THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS pengajuan_sidang_search_trgm ON pengajuan_sidang USING gin (search_text %I.gin_trgm_ops)', nsp);
    EXECUTE format('CREATE INDEX IF NOT EXISTS pengajuan_yudisium_search_trgm ON pengajuan_yudisium USING gin (search_text %I.gin_trgm_ops)', nsp);
  END IF;
END $$;
