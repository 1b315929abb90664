// Bulk data for the API bench: a dedicated PostgreSQL schema with the demo data, 2,000 students and
// N pengajuan sidang (default 100k) written with INSERT ... SELECT generate_series (seconds, not minutes).
import { sql } from 'drizzle-orm';
import type { Db } from '../../realtime-server/src/db/client';

const words = [
  'analisis',
  'sistem',
  'informasi',
  'rancang',
  'bangun',
  'aplikasi',
  'berbasis',
  'web',
  'android',
  'jaringan',
  'saraf',
  'tiruan',
  'klasifikasi',
  'citra',
  'daun',
  'padi',
  'deteksi',
  'dini',
  'penyakit',
  'rekomendasi',
  'jadwal',
  'optimasi',
  'algoritma',
  'genetika',
  'prediksi',
  'harga',
  'saham',
  'sentimen',
  'twitter',
  'keamanan',
  'enkripsi',
  'blockchain',
  'internet',
  'benda',
  'sensor',
  'suhu',
  'kelembapan',
  'perpustakaan',
  'akademik',
  'kampus',
];

export async function seedBench(db: Db, rows: number): Promise<void> {
  const wordList = sql.raw(`ARRAY[${words.map((w) => `'${w}'`).join(',')}]`);
  await db.execute(sql`
    INSERT INTO users (username, email, password_hash, full_name, role_id, reviewed_at)
    SELECT 'bench' || g, 'bench' || g || '@bench.test', (SELECT password_hash FROM users WHERE username = 'mahasiswa'),
      'Mahasiswa ' || (${wordList})[1 + (g * 7) % 40] || ' ' || g, (SELECT id FROM roles WHERE name = 'client'), now()
    FROM generate_series(1, 2000) g`);
  await db.execute(sql`
    INSERT INTO profiles (user_id, nomor_induk, prodi_uuid, phone)
    SELECT u.id, '23' || lpad(u.id::text, 8, '0'),
      (SELECT uuid FROM prodi ORDER BY kode OFFSET (u.id % 4) LIMIT 1), '0812'
    FROM users u WHERE u.username LIKE 'bench%'`);
  await db.execute(sql`
    WITH students AS (
      SELECT u.id, u.full_name, p.nomor_induk, p.prodi_uuid, row_number() OVER (ORDER BY u.id) AS n
      FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.username LIKE 'bench%'
    ), src AS (
      SELECT g, s.*, initcap((${wordList})[1 + (g * 13) % 40] || ' ' || (${wordList})[1 + (g * 17) % 40] || ' '
        || (${wordList})[1 + (g * 31) % 40] || ' ' || (${wordList})[1 + (g * 37) % 40]) AS judul,
        (ARRAY['draft','diajukan','dikembalikan','diverifikasi','dijadwalkan','selesai','ditolak','dibatalkan'])[1 + (g % 8)] AS status
      FROM generate_series(1, ${rows}) g JOIN students s ON s.n = 1 + (g % 2000)
    )
    INSERT INTO pengajuan_sidang (user_id, prodi_uuid, periode_uuid, judul, status, hasil, search_text, created_at, updated_at, submitted_at)
    SELECT id, prodi_uuid, (SELECT uuid FROM periode_ujian WHERE jenis = 'sidang' LIMIT 1), judul, status,
      CASE WHEN status = 'selesai' THEN 'lulus' END,
      lower(judul || ' ' || full_name || ' ' || nomor_induk),
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
      CASE WHEN status <> 'draft' THEN now() - (g || ' minutes')::interval END
    FROM src`);
  await db.execute(sql`
    INSERT INTO pengajuan_pembimbing (kind, pengajuan_uuid, urutan, dosen_uuid)
    SELECT 'sidang', p.uuid, 1, (SELECT uuid FROM dosen WHERE prodi_uuid = p.prodi_uuid ORDER BY nidn LIMIT 1)
    FROM pengajuan_sidang p
    ON CONFLICT DO NOTHING`);
  // as autovacuum would soon: sets the visibility map, which index-only scans need
  await db.execute(sql`VACUUM ANALYZE pengajuan_sidang`);
}
