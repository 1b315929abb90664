// Backup and restore times: `npx tsx bench/backup/run.ts [--rows 10000] [--letters 1000]`.
// Two portals on the embedded database (PGlite on disk): the demo data, and the demo data plus N
// pengajuan sidang (bench/api/seed.ts), one uploaded document each and M issued letters. Each is
// backed up (the code `npm run backup` and the schedule run), restored into an empty DATA_DIR and, when
// the local test PostgreSQL answers, into an empty PostgreSQL database.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../realtime-server/src/db/client';
import { restoreBackup, writeBackup } from '../../realtime-server/src/features/backup/archive';
import { createLocalStorage } from '../../realtime-server/src/features/storage/local';
import { seedDemo } from '../../realtime-server/src/seed/demo';
import { freshDatabase, postgresAnswers } from '../../realtime-server/src/test/backup';
import { seedBench } from '../api/seed';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const rows = arg('rows', 10_000);
const letters = arg('letters', 1000);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function portal(dataDir: string, bulk: boolean) {
  mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
  writeFileSync(path.join(dataDir, 'secret'), randomBytes(48).toString('base64url'));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  const storage = createLocalStorage(path.join(dataDir, 'berkas'));
  await seedDemo(database.db, { clock: { now: () => new Date() }, storage });
  if (bulk) {
    await seedBench(database.db, rows);
    // one document per pengajuan, its bytes on disk as an upload leaves them
    const result = (await database.db.execute(
      sql`select uuid from pengajuan_sidang order by created_at limit ${rows}`,
    )) as unknown as { rows: Array<{ uuid: string }> };
    const keys: string[] = [];
    for (const r of result.rows) {
      const key = `${r.uuid}.pdf`;
      writeFileSync(
        path.join(dataDir, 'berkas', key),
        Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(8 * 1024)]),
      );
      keys.push(key);
    }
    await database.db.execute(sql`
      insert into berkas (kind, pengajuan_uuid, jenis, filename, size, mime, storage_key)
      select 'sidang', split_part(k, '.', 1)::uuid, 'naskah', 'naskah.pdf', 8201, 'application/pdf', k
      from unnest(${`{${keys.join(',')}}`}::text[]) k`);
    // issued letters: copies of a demo letter, each with its own number and code
    await database.db.execute(sql`
      insert into surat (jenis, nomor, tahun, seq, perihal, tanggal, status, penerima, ref, dosen_uuids, user_ids,
        prodi_uuid, kode, sha256, pdf, snapshot)
      select s.jenis, 'BENCH/' || g, 2099, g, s.perihal, s.tanggal, s.status, s.penerima, s.ref, s.dosen_uuids,
        s.user_ids, s.prodi_uuid, 'BENCH' || lpad(g::text, 7, '0'), s.sha256, s.pdf, s.snapshot
      from generate_series(1, ${letters}) g, (select * from surat order by created_at limit 1) s`);
  }
  return database;
}

const results: string[] = [
  '| data | rows | files | archive | backup | restore into DATA_DIR | restore into PostgreSQL |',
  '|---|---|---|---|---|---|---|',
];
for (const bulk of [false, true]) {
  const work = mkdtempSync(path.join(tmpdir(), 'ujian-bench-backup-'));
  try {
    const source = path.join(work, 'source');
    const database = await portal(source, bulk);
    const archive = path.join(work, 'portal.tar.gz');
    let started = performance.now();
    const { manifest, size, timings } = await writeBackup(
      { db: database.db, driver: 'pglite', dataDir: source, tokenSecret: 'file' },
      archive,
    );
    const backupMs = performance.now() - started;
    console.log(`snapshot ${seconds(timings.snapshotMs)}, compression ${seconds(timings.archiveMs)}`);
    await database.close();

    started = performance.now();
    await restoreBackup(archive, { dataDir: path.join(work, 'restored') });
    const restoreMs = performance.now() - started;

    let restorePg = 'not measured (no PostgreSQL)';
    // a restore into PostgreSQL when the test PostgreSQL answers
    const target = (await postgresAnswers())
      ? await freshDatabase(`bench_restore_${randomBytes(4).toString('hex')}`)
      : undefined;
    if (target) {
      try {
        started = performance.now();
        await restoreBackup(archive, { dataDir: path.join(work, 'restored-pg'), databaseUrl: target.url });
        restorePg = seconds(performance.now() - started);
      } finally {
        await target.drop();
      }
    }
    const count = manifest.database.tables.reduce((n, t) => n + t.rows, 0);
    const label = bulk
      ? `demo + ${rows.toLocaleString('en')} pengajuan, ${letters.toLocaleString('en')} letters`
      : 'demo';
    results.push(
      `| ${label} | ${count.toLocaleString('en')} | ${manifest.files.length.toLocaleString('en')} | ${mb(size)} | ${seconds(backupMs)} | ${seconds(restoreMs)} | ${restorePg} |`,
    );
    console.log(results.at(-1));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
console.log(`\n${results.join('\n')}`);
