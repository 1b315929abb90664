// Writes the upgrade fixture of this release: a small portal (the demo data, its documents and
// letters) as a backup archive, named after the last migration, under
// realtime-server/test-fixtures/backups/. upgrade.test.ts restores every archive kept there into the
// current code, so data made by each release keeps restoring and migrating into every later one.
// Run it once per release that adds a migration: npx tsx scripts/make-backup-fixture.ts
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../realtime-server/src/db/client';
import { migrationsFolder } from '../realtime-server/src/db/migrations-folder';
import { writeBackup } from '../realtime-server/src/features/backup/archive';
import { createLocalStorage } from '../realtime-server/src/features/storage/local';
import { seedDemo } from '../realtime-server/src/seed/demo';

const root = new URL('..', import.meta.url).pathname;
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>;
};
const tag = journal.entries.at(-1)?.tag ?? 'none';
const out = path.join(root, 'realtime-server/test-fixtures/backups', `${tag}.tar.gz`);
if (existsSync(out) && !process.argv.includes('--force')) {
  console.log(
    `${path.relative(root, out)} exists: this release's fixture is kept as it was made (--force replaces it).`,
  );
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'ujian-fixture-'));
try {
  // the token secret a portal generates at its first start
  writeFileSync(path.join(dataDir, 'secret'), 'fixture-secret-0123456789-0123456789-0123456789', { mode: 0o600 });
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    await seedDemo(database.db, {
      clock: { now: () => new Date('2026-11-27T08:00:00+07:00') },
      storage: createLocalStorage(path.join(dataDir, 'berkas')),
      appUrl: 'http://localhost:3000',
    });
    const { manifest, size } = await writeBackup(
      { db: database.db, driver: 'pglite', dataDir, tokenSecret: 'file' },
      out,
    );
    const rows = manifest.database.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `${path.relative(root, out)}: ${rows} rows, ${manifest.files.length} files, ${(size / 1024).toFixed(0)} KB`,
    );
  } finally {
    await database.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
