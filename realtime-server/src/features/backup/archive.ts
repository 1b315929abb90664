import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { acquireDataDirLock } from '../../data-dir-lock';
import type { Db } from '../../db/client';
import { type DbDriver, openDatabase } from '../../db/client';
import { migrationsFolder } from '../../db/migrations-folder';
import { type DatabaseDump, databaseIsEmpty, dumpDatabase, loadDatabase } from './dump';

/** `tar` is loaded by the first backup or restore, not with the server. */
const loadTar = () => import('tar');

export const ARCHIVE_FORMAT = 'aplikasi-ujian-backup';
export const ARCHIVE_VERSION = 1;

/** `manifest.json`, the archive's first entry: what it holds and what made it. */
export type Manifest = {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  appVersion: string;
  /** the database the archive was taken from; it restores into either */
  source: DbDriver;
  database: DatabaseDump;
  /** DATA_DIR's own files (documents, photos, signing key and certificate, token secret), paths relative to it */
  files: Array<{ path: string; size: number }>;
  /** files written after the snapshot: they belong to no row of it */
  skipped: string[];
  /** `env`: the token secret is JWT_SECRET, which the archive cannot hold; keep it with the archive */
  tokenSecret: 'file' | 'env';
};

/** The running server's channel for `npm run backup` (DATA_DIR/backup-channel.json). */
export const CHANNEL_FILE = 'backup-channel.json';
const STAGING_PREFIX = '.backup-tmp-';
const RESTORE_STAGING = '.restore-tmp';
/** DATA_DIR entries that are not data: the live database (dumped instead), locks, the channel, staging */
const NOT_DATA = new Set(['pglite', 'server.lock', 'server.lock.takeover', CHANNEL_FILE, RESTORE_STAGING]);

const appVersion = async (): Promise<string> => {
  const pkg = JSON.parse(await readFile(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
};

/**
 * Links (or copies, across file systems) DATA_DIR's files into `dest`. A file last written at or after
 * `before` is left out: it was finished after the database snapshot, so no row of it points there.
 * Links keep a file the portal deletes while the archive is written.
 */
async function setAsideFiles(
  root: string,
  dest: string,
  before: Date,
  exclude: string[],
): Promise<{ files: Manifest['files']; skipped: string[] }> {
  const files: Manifest['files'] = [];
  const skipped: string[] = [];
  const dataDir = path.resolve(root);
  const excluded = exclude.map((p) => path.resolve(p));
  const walk = async (rel: string): Promise<void> => {
    const entries = await readdir(path.join(dataDir, rel), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const abs = path.join(dataDir, relPath);
      if (!rel && (NOT_DATA.has(entry.name) || entry.name.startsWith(STAGING_PREFIX))) continue;
      if (excluded.some((e) => abs === e || abs.startsWith(`${e}${path.sep}`))) continue;
      if (entry.isDirectory()) {
        await mkdir(path.join(dest, relPath), { recursive: true });
        await walk(relPath);
        continue;
      }
      if (!entry.isFile()) continue;
      const info = await stat(abs).catch(() => undefined);
      if (!info) continue; // deleted meanwhile: so was its row, before the snapshot
      if (info.mtimeMs >= before.getTime()) {
        skipped.push(relPath);
        continue;
      }
      const target = path.join(dest, relPath);
      try {
        await link(abs, target);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') continue;
        await copyFile(abs, target);
      }
      files.push({ path: relPath, size: info.size });
    }
  };
  await walk('');
  return { files, skipped };
}

export type BackupSource = {
  db: Db;
  driver: DbDriver;
  dataDir: string;
  tokenSecret: Manifest['tokenSecret'];
  /** PostgreSQL: where pg_dump connects (when it is installed) */
  databaseUrl?: string;
};

const PG_DUMP_FILE = 'postgres.pgdump';

/** Whether a PostgreSQL client tool is on PATH. */
export function hasTool(name: 'pg_dump' | 'pg_restore'): boolean {
  return spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0;
}

function runTool(name: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(name, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(stderr.trim().split('\n').slice(-3).join(' ') || `${name} exited ${code}`)),
    );
  });
}

/**
 * Writes one `.tar.gz` archive of the portal to `file`: the database from one snapshot and the files
 * that belong to it. It appears under its name only when complete (written as `<file>.part`, then
 * renamed), so a crash never leaves a truncated archive that looks whole.
 */
export async function writeBackup(
  source: BackupSource,
  file: string,
  options: { exclude?: string[]; warn?: (message: string) => void } = {},
): Promise<{ manifest: Manifest; size: number; timings: { snapshotMs: number; archiveMs: number } }> {
  await mkdir(source.dataDir, { recursive: true });
  // staging inside DATA_DIR: links need the same file system
  const staging = await mkdtemp(path.join(source.dataDir, STAGING_PREFIX));
  const part = `${file}.${randomBytes(4).toString('hex')}.part`;
  try {
    await mkdir(path.join(staging, 'database'));
    await mkdir(path.join(staging, 'files'));
    let kept: Awaited<ReturnType<typeof setAsideFiles>> = { files: [], skipped: [] };
    let pgDump: string | undefined;
    const started = performance.now();
    const database = await dumpDatabase(source.db, path.join(staging, 'database'), async (takenBy, tx) => {
      kept = await setAsideFiles(source.dataDir, path.join(staging, 'files'), takenBy, options.exclude ?? []);
      if (!source.databaseUrl || !hasTool('pg_dump')) return undefined;
      // pg_dump reads the same snapshot (exported by this transaction), so both dumps agree with the files
      const [exported] = (
        (await tx.execute(sql`select pg_export_snapshot() as id`)) as unknown as { rows: Array<{ id: string }> }
      ).rows;
      const target = path.join(staging, 'database', PG_DUMP_FILE);
      const args = ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${exported?.id}`];
      const beforeCommit = runTool('pg_dump', [...args, `--file=${target}`, `--dbname=${source.databaseUrl}`]).then(
        () => {
          pgDump = PG_DUMP_FILE;
        },
        // an older pg_dump than the server refuses: the JSON lines still hold everything
        async (err: Error) => {
          options.warn?.(`pg_dump did not run (${err.message}); the archive holds the driver's dump only`);
          await rm(target, { force: true });
        },
      );
      return { beforeCommit };
    });
    if (pgDump) database.pgDump = pgDump;
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      appVersion: await appVersion(),
      source: source.driver,
      database,
      files: kept.files,
      skipped: kept.skipped,
      tokenSecret: source.tokenSecret,
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    const dumped = performance.now();
    const tar = await loadTar();
    await tar.create({ gzip: true, file: part, cwd: staging, portable: true }, ['manifest.json', 'database', 'files']);
    await rename(part, file);
    // where the time went, for the benchmark: the snapshot (database and files) and the compression
    const timings = { snapshotMs: dumped - started, archiveMs: performance.now() - dumped };
    return { manifest, size: (await stat(file)).size, timings };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(part, { force: true });
  }
}

/** The manifest of an archive, read without unpacking the rest. */
export async function readManifest(file: string): Promise<Manifest> {
  let text = '';
  const tar = await loadTar();
  await tar.list({
    file,
    filter: (p) => p === 'manifest.json',
    onReadEntry: (entry) => {
      entry.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
    },
  });
  return parseManifest(text, file);
}

function parseManifest(text: string, file: string): Manifest {
  let manifest: Manifest | undefined;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    manifest = undefined;
  }
  if (manifest?.format !== ARCHIVE_FORMAT) throw new RestoreRefused(`${file} is not an Aplikasi Ujian backup archive.`);
  if (manifest.version > ARCHIVE_VERSION)
    throw new RestoreRefused(`${file} was written by a newer version of Aplikasi Ujian; update before restoring it.`);
  return manifest;
}

/** A restore that must not go ahead, with the reason for the person running it. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

type JournalEntry = { idx: number; when: number; tag: string };

/**
 * The committed migrations up to the archive's last one, as a folder drizzle's migrator reads: the
 * rows go into the schema they were dumped from, and `npm start` runs the later migrations on them.
 */
export async function migrationsUpTo(dump: DatabaseDump, dir: string): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const known = new Set(journal.entries.map((e) => String(e.when)));
  const unknown = dump.migrations.filter((m) => !known.has(m.createdAt));
  if (unknown.length > 0)
    throw new RestoreRefused(
      'The archive was made by a version of Aplikasi Ujian with database migrations this version does not ' +
        'have (a newer or a different build); restore it with that version or a later one.',
    );
  const last = Math.max(0, ...dump.migrations.map((m) => Number(m.createdAt)));
  const entries = journal.entries.filter((e) => e.when <= last);
  await mkdir(path.join(dir, 'meta'), { recursive: true });
  await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) await copyFile(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

export type RestoreTarget = { dataDir: string; databaseUrl?: string };

/**
 * Puts an archive into an empty DATA_DIR (and, with `databaseUrl`, an empty PostgreSQL database):
 * the schema as the archive's migrations made it, every row in one transaction, the files back in
 * place. Anything not empty is refused before a byte is written.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<Manifest> {
  const dataDir = path.resolve(target.dataDir);
  await stat(file).catch(() => {
    throw new RestoreRefused(`No archive at ${path.resolve(file)}.`);
  });
  const manifest = await readManifest(file);
  if (!(await isEmptyDir(dataDir)))
    throw new RestoreRefused(
      `DATA_DIR ${dataDir} is not empty. A restore only goes into an empty directory, so nothing there is ` +
        'overwritten: stop the portal, move that directory away (or pick another DATA_DIR), and run the restore again.',
    );
  // the same lock as the server's: nobody starts a portal on the directory while it fills
  const lock = acquireDataDirLock(dataDir);
  let wroteDatabase = false;
  try {
    const database = await openDatabase(
      target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: path.join(dataDir, 'pglite') },
    );
    try {
      if (target.databaseUrl && !(await databaseIsEmpty(database.db)))
        throw new RestoreRefused(
          'The database DATABASE_URL names is not empty. A restore only goes into an empty database: create a ' +
            'new one (createdb) or drop the tables of this one, and run the restore again.',
        );
      const staging = path.join(dataDir, RESTORE_STAGING);
      await mkdir(staging, { recursive: true });
      const tar = await loadTar();
      await tar.extract({ file, cwd: staging, strict: true });
      wroteDatabase = true;
      const migrations = await migrationsUpTo(manifest.database, path.join(staging, 'migrations'));
      if (target.databaseUrl && manifest.database.pgDump && hasTool('pg_restore')) {
        // PostgreSQL's own dump into PostgreSQL: schema, bookkeeping and rows in one transaction
        await runTool('pg_restore', [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${target.databaseUrl}`,
          path.join(staging, 'database', manifest.database.pgDump),
        ]);
      } else {
        await database.migrate({ migrationsFolder: migrations });
        await loadDatabase(database.db, path.join(staging, 'database'), manifest.database);
      }
      const files = path.join(staging, 'files');
      for (const entry of await readdir(files)) await rename(path.join(files, entry), path.join(dataDir, entry));
      await rm(staging, { recursive: true, force: true });
    } finally {
      await database.close();
    }
  } catch (err) {
    // the directory was empty: leave it so again, ready for another attempt
    lock.release();
    for (const entry of await readdir(dataDir).catch(() => []))
      await rm(path.join(dataDir, entry), { recursive: true, force: true });
    if (wroteDatabase && target.databaseUrl && !(err instanceof RestoreRefused))
      throw new Error(
        `${(err as Error).message}\nThe database may hold a partial schema now: drop and recreate it before trying again.`,
        { cause: err },
      );
    throw err;
  }
  lock.release();
  return manifest;
}
