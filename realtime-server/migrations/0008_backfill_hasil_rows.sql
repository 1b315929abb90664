-- Every published jadwal has its hasil row from PUBLISH on; a database from before that rule gets the
-- missing ones here, once.
INSERT INTO "hasil_sidang" ("jadwal_uuid")
SELECT j."uuid" FROM "jadwal_sidang" j
WHERE j."status" IN ('terjadwal', 'berlangsung', 'selesai')
  AND NOT EXISTS (SELECT 1 FROM "hasil_sidang" h WHERE h."jadwal_uuid" = j."uuid")
ON CONFLICT DO NOTHING;
