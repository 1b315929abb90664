import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PublicSurat } from '@ujian/shared/surat';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrations-folder';
import { startMain } from '../../test/backup';
import { api, demoPasswords, loginAs, usePostgres } from '../../test/harness';
import { migrationsUpTo, RestoreRefused, restoreBackup } from './archive';

const fixtures = new URL('../../../test-fixtures/backups/', import.meta.url).pathname;
const archives = readdirSync(fixtures)
  .filter((name) => name.endsWith('.tar.gz'))
  .sort();
const cli = new URL('./cli.ts', import.meta.url).pathname;
function runCli(args: string[], env: Record<string, string>): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, DATABASE_URL: '', JWT_SECRET: '', ...env },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type Line = Record<string, unknown>;

// archives of earlier releases (scripts/make-backup-fixture.ts) restore and migrate into this code
describe.skipIf(usePostgres)('upgrades', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'ujian-upgrade-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('keeps at least one release fixture', () => {
    expect(archives.length).toBeGreaterThan(0);
  });

  it("loads an archive's rows into the schema its migrations made; the later ones run at start", async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: Array<{ when: number; tag: string }>;
    };
    const [first] = journal.entries;
    const dir = await migrationsUpTo(
      { tables: [], sequences: [], migrations: [{ hash: 'x', createdAt: String(first!.when) }] },
      path.join(work, 'first-only'),
    );
    expect(readdirSync(dir).filter((f) => f.endsWith('.sql'))).toEqual([`${first!.tag}.sql`]);
    // an archive from a build with migrations this code lacks is refused
    await expect(
      migrationsUpTo(
        { tables: [], sequences: [], migrations: [{ hash: 'x', createdAt: '99999999999999' }] },
        path.join(work, 'unknown'),
      ),
    ).rejects.toThrow(RestoreRefused);
  });

  it.each(archives)(
    'restores %s, migrates it at start and serves its accounts, documents and letters',
    async (name) => {
      const unpacked = path.join(work, `${name}-unpacked`);
      mkdirSync(unpacked);
      await tar.extract({ file: path.join(fixtures, name), cwd: unpacked });
      const lines = (table: string) =>
        readFileSync(path.join(unpacked, 'database', `${table}.jsonl`), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Line);
      const letters = lines('surat');
      const documents = lines('berkas');
      expect(letters.length).toBeGreaterThan(0);
      expect(documents.length).toBeGreaterThan(0);

      const dataDir = path.join(work, name.replace(/\.tar\.gz$/, ''));
      await restoreBackup(path.join(fixtures, name), { dataDir });
      // no JWT_SECRET: the token secret comes back from the archive
      const started = await startMain({ DATA_DIR: dataDir, JWT_SECRET: '' });
      try {
        const base = `http://127.0.0.1:${started.port}`;
        const admin = await loginAs(base, 'admin', demoPasswords.admin);
        for (const doc of documents) {
          const res = await fetch(`${base}/api/v1/pengajuan-${doc.kind}/${doc.pengajuan_uuid}/berkas/${doc.uuid}`, {
            headers: { authorization: `Bearer ${admin.accessToken}` },
          });
          expect(res.status).toBe(200);
          expect(new Uint8Array(await res.arrayBuffer())).toEqual(
            new Uint8Array(readFileSync(path.join(unpacked, 'files/berkas', String(doc.storage_key)))),
          );
        }
        for (const letter of letters) {
          const page = await api<PublicSurat>(base, 'GET', `/public/surat/${letter.kode}`);
          expect(page.status).toBe(200);
          expect(page.body.sha256).toBe(letter.sha256);
          const pdf = await fetch(`${base}/api/v1/surat/${letter.uuid}/pdf`, {
            headers: { authorization: `Bearer ${admin.accessToken}` },
          });
          expect(sha256(new Uint8Array(await pdf.arrayBuffer()))).toBe(letter.sha256);
        }
      } finally {
        await started.stop();
      }
      // `npm run backup` with the portal stopped opens the database itself; `npm run restore` refuses the
      // directory now that it holds a portal
      const again = path.join(work, `${name}-again.tar.gz`);
      const backup = runCli(['backup', again], { DATA_DIR: dataDir });
      expect(backup.status, backup.output).toBe(0);
      expect(backup.output).toContain(`documents: ${documents.length} files`);
      expect(backup.output).toMatch(/size: [\d.]+ KB/);
      const refused = runCli(['restore', again], { DATA_DIR: dataDir });
      expect(refused.status).toBe(1);
      expect(refused.output).toContain('is not empty');
    },
    240_000,
  );
});
