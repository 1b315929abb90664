// `npm run backup -- <file>` and `npm run restore -- <file>`: the same environment as `npm start`
// (DATA_DIR, DATABASE_URL, JWT_SECRET) says what to back up or where to restore.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from '../../data-dir-lock';
import { openDatabase } from '../../db/client';
import { EnvError, parseEnv } from '../../env';
import { type Manifest, RestoreRefused, readManifest, restoreBackup, writeBackup } from './archive';
import { backupThroughServer } from './channel';

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What an archive holds, for the person who made or restores it. */
export function describeArchive(manifest: Manifest, size: number): string {
  const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0);
  const count = (name: string) => manifest.database.tables.find((t) => t.name === name)?.rows ?? 0;
  const under = (dir: string) => manifest.files.filter((f) => f.path.startsWith(`${dir}/`));
  const others = manifest.files.filter((f) => !f.path.includes('/'));
  const lines = [
    `  made ${manifest.createdAt} by Aplikasi Ujian ${manifest.appVersion} from ${manifest.source === 'postgres' ? 'PostgreSQL' : 'the embedded database'}`,
    `  database: ${manifest.database.pgDump ? "pg_dump's custom format and " : ''}${manifest.database.tables.length} tables, ${rows} rows (${count('surat')} letters, ${count('surat_terjemahan')} translations), ${manifest.database.migrations.length} migrations`,
    `  documents: ${under('berkas').length} files, ${formatSize(under('berkas').reduce((s, f) => s + f.size, 0))}`,
    `  photos: ${under('photos').length} files`,
    `  other files: ${others.map((f) => f.path).join(', ') || 'none'}`,
    ...manifest.files
      .filter((f) => f.path.includes('/') && !/^(berkas|photos)\//.test(f.path))
      .map((f) => `    ${f.path}`),
    `  token secret: ${manifest.tokenSecret === 'file' ? 'included (DATA_DIR/secret)' : 'JWT_SECRET from the environment: NOT in the archive, keep it with the archive'}`,
    `  size: ${formatSize(size)}`,
  ];
  if (manifest.skipped.length > 0)
    lines.push(`  left out (written after the snapshot): ${manifest.skipped.join(', ')}`);
  return lines.join('\n');
}

async function backup(file: string): Promise<void> {
  const env = parseEnv(process.env);
  const tokenSecret = env.JWT_SECRET ? 'env' : 'file';
  if (env.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL });
    try {
      await writeBackup(
        { db: database.db, driver: 'postgres', dataDir: env.DATA_DIR, tokenSecret, databaseUrl: env.DATABASE_URL },
        file,
        { warn: (message) => console.warn(message) },
      );
    } finally {
      await database.close();
    }
  } else {
    let lock: ReturnType<typeof acquireDataDirLock> | undefined;
    try {
      lock = acquireDataDirLock(env.DATA_DIR);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
    }
    if (!lock) {
      // the portal is running and holds the embedded database: it writes the archive for us
      console.log(`The portal is running on ${path.resolve(env.DATA_DIR)}: asking it for the archive...`);
      await backupThroughServer(env.DATA_DIR, file);
    } else {
      try {
        const database = await openDatabase({ dataDir: path.join(env.DATA_DIR, 'pglite') });
        try {
          await writeBackup({ db: database.db, driver: 'pglite', dataDir: env.DATA_DIR, tokenSecret }, file);
        } finally {
          await database.close();
        }
      } finally {
        lock.release();
      }
    }
  }
  const manifest = await readManifest(file);
  console.log(`Backup written to ${path.resolve(file)}\n${describeArchive(manifest, (await stat(file)).size)}`);
}

async function restore(file: string): Promise<void> {
  const env = parseEnv(process.env);
  const manifest = await restoreBackup(file, { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  console.log(
    `Restored ${path.resolve(file)} into ${path.resolve(env.DATA_DIR)}${env.DATABASE_URL ? ' and the database DATABASE_URL names' : ''}\n` +
      `${describeArchive(manifest, (await stat(file)).size)}\n` +
      'Start the portal with npm start: it runs the migrations this version adds, if any.',
  );
  if (manifest.tokenSecret === 'env')
    console.log('The archive was made with JWT_SECRET set: start with the same JWT_SECRET to keep sessions valid.');
}

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Usage: npm run backup -- <file.tar.gz>   |   npm run restore -- <file.tar.gz>');
  process.exit(2);
}
try {
  const started = Date.now();
  await (command === 'backup' ? backup(file) : restore(file));
  console.log(`  took ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  if (err instanceof RestoreRefused || err instanceof EnvError) console.error(err.message);
  else console.error(`The ${command} failed: ${(err as Error).message}`);
  process.exit(1);
}
