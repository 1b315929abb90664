import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HasilRow } from '@ujian/shared/hasil';
import type { PublicSurat } from '@ujian/shared/surat';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/client';
import { freshDatabase, postgresAnswers, startMain } from '../../test/backup';
import { api, usePostgres } from '../../test/harness';
import { scores, useHasilServer } from '../../test/hasil';
import { firstDosen, pdfBytes, upload } from '../../test/pengajuan';
import { hasTool, RestoreRefused, readManifest, restoreBackup, writeBackup } from './archive';
import { backupThroughServer, startBackupChannel } from './channel';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const hexBytes = (hex: string) => new Uint8Array(Buffer.from(hex.replace(/^\\x/, ''), 'hex'));
/** distinct bytes per upload, so a document served from the wrong file cannot pass */
const uniquePdf = () => {
  const bytes = pdfBytes(4096);
  bytes.set(randomBytes(64), 100);
  return bytes;
};

type ArchivedBerkas = { uuid: string; kind: string; pengajuan_uuid: string; storage_key: string; size: number };
type ArchivedSurat = { uuid: string; kode: string; sha256: string; pdf: string };

// the source portal runs on PGlite (the default a faculty backs up); the archive goes to both targets
describe.skipIf(usePostgres)('backup and restore', async () => {
  const fx = useHasilServer();
  const withPostgres = await postgresAnswers();
  const work = mkdtempSync(path.join(tmpdir(), 'ujian-backup-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('backs up a portal taking writes, restores into an empty dir and an empty PostgreSQL database, and both serve every row, document and letter', async () => {
    const { server, call, tokens } = fx;
    const dosenIds = await firstDosen(server.baseUrl, tokens.mahasiswa!.token);
    // before the backup: a submission with its documents, verified (its letter), and a finalize (the SKTMT)
    const created = await call<{ uuid: string }>('mahasiswa', 'POST', '/pengajuan-sidang', {
      judul: 'Cadangan yang bisa dipulihkan',
      pembimbingIds: dosenIds,
    });
    expect(created.status).toBe(201);
    for (const jenis of ['naskah', 'lembar_pengesahan', 'transkrip'])
      expect(
        (
          await upload(
            server.baseUrl,
            tokens.mahasiswa!.token,
            `/pengajuan-sidang/${created.body.uuid}/berkas`,
            { jenis },
            {
              bytes: uniquePdf(),
              filename: `${jenis}.pdf`,
            },
          )
        ).status,
      ).toBe(201);
    for (const [who, event] of [
      ['mahasiswa', 'SUBMIT'],
      ['koordinator', 'VERIFY'],
    ] as const)
      expect((await call(who, 'POST', `/pengajuan-sidang/${created.body.uuid}/transitions`, { event })).status).toBe(
        200,
      );
    const { jadwalUuid } = await fx.sidang('berlangsung');
    const h = await fx.hasilOf(jadwalUuid);
    const version = await fx.scoreAll(h, [scores(85, 80, 90), scores(80, 80, 80), scores(75, 80, 85)]);
    expect(
      (await call<HasilRow>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/finalize`, { keputusan: 'lulus', version }))
        .status,
    ).toBe(200);
    const lettersBefore = await call<{ data: Array<{ uuid: string; kode: string; sha256: string }> }>(
      'admin',
      'GET',
      '/surat?perPage=100',
    );
    expect(lettersBefore.body.data.length).toBeGreaterThan(1);

    // the backup, asked of the running portal as `npm run backup` does, while a student keeps uploading
    // (each new naskah replaces the last one, whose file the portal deletes)
    const channel = await startBackupChannel({
      dataDir: server.dataDir,
      backup: (file) =>
        writeBackup({ db: server.db, driver: server.driver, dataDir: server.dataDir, tokenSecret: 'env' }, file),
    });
    const other = await call<{ uuid: string }>('mahasiswa2', 'POST', '/pengajuan-sidang', {
      judul: 'Unggahan selama pencadangan',
      pembimbingIds: dosenIds,
    });
    expect(other.status).toBe(201);
    let backingUp = true;
    let uploadsDuring = 0;
    const writer = (async () => {
      while (backingUp) {
        const res = await upload(
          server.baseUrl,
          tokens.mahasiswa2!.token,
          `/pengajuan-sidang/${other.body.uuid}/berkas`,
          { jenis: uploadsDuring % 2 ? 'naskah' : 'transkrip' },
          {
            bytes: uniquePdf(),
            filename: 'naskah.pdf',
          },
        );
        expect(res.status).toBe(201);
        uploadsDuring++;
      }
    })();
    const archive = path.join(work, 'portal.tar.gz');
    await new Promise((r) => setTimeout(r, 150));
    await backupThroughServer(server.dataDir, archive);
    backingUp = false;
    await writer;
    await channel.close();
    expect(uploadsDuring).toBeGreaterThan(0);

    const manifest = await readManifest(archive);
    const unpacked = path.join(work, 'unpacked');
    mkdirSync(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const lines = (table: string) =>
      readFileSync(path.join(unpacked, 'database', `${table}.jsonl`), 'utf8')
        .split('\n')
        .filter(Boolean);
    const archivedBerkas = lines('berkas').map((l) => JSON.parse(l) as ArchivedBerkas);
    const archivedSurat = lines('surat').map((l) => JSON.parse(l) as ArchivedSurat);
    // the writes before the backup are in it: the documents, both letters
    expect(archivedBerkas.filter((b) => b.pengajuan_uuid === created.body.uuid)).toHaveLength(3);
    expect(archivedSurat.map((s) => s.uuid).sort()).toEqual(lettersBefore.body.data.map((s) => s.uuid).sort());
    // a consistent snapshot: every document row has its file, byte for byte as uploaded
    expect(archivedBerkas.length).toBeGreaterThan(3);
    for (const b of archivedBerkas) {
      const archived = readFileSync(path.join(unpacked, 'files/berkas', b.storage_key));
      expect(archived.length).toBe(b.size);
    }
    for (const s of archivedSurat) expect(sha256(hexBytes(s.pdf))).toBe(s.sha256);
    const expectRows = async (db: Db, name: string) => {
      for (const t of manifest.database.tables) {
        const result = (await db.execute(
          sql.raw(`select row_to_json(t)::text as j from "${t.name}" t`),
        )) as unknown as {
          rows: Array<{ j: string }>;
        };
        expect(result.rows.map((r) => r.j).sort(), `${name}: ${t.name}`).toEqual(lines(t.name).sort());
      }
    };
    const documentBytes = new Map(
      archivedBerkas.map((b) => [b.uuid, readFileSync(path.join(unpacked, 'files/berkas', b.storage_key))]),
    );

    // a non-empty DATA_DIR is refused, and left as it was
    const busy = mkdtempSync(path.join(work, 'busy-'));
    writeFileSync(path.join(busy, 'keep.txt'), 'mine');
    await expect(restoreBackup(archive, { dataDir: busy })).rejects.toThrow(RestoreRefused);
    expect(readFileSync(path.join(busy, 'keep.txt'), 'utf8')).toBe('mine');

    const targets: Array<{ name: string; dataDir: string; databaseUrl?: string; drop?: () => Promise<void> }> = [
      { name: 'pglite', dataDir: path.join(work, 'restored-pglite') },
    ];
    if (withPostgres) {
      const db = await freshDatabase(`ujian_restore_${randomBytes(5).toString('hex')}`);
      targets.push({ name: 'postgres', dataDir: path.join(work, 'restored-pg'), databaseUrl: db.url, drop: db.drop });
    }
    try {
      await Promise.all(
        targets.map(async (target) => {
          await restoreBackup(archive, { dataDir: target.dataDir, databaseUrl: target.databaseUrl });
          // every row of the archive, as it was
          const database = await openDatabase(
            target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: path.join(target.dataDir, 'pglite') },
          );
          try {
            await expectRows(database.db, target.name);
            if (target.databaseUrl) {
              // a database that is not empty is refused, and the empty DATA_DIR given with it stays empty
              const spare = path.join(work, 'spare');
              await expect(restoreBackup(archive, { dataDir: spare, databaseUrl: target.databaseUrl })).rejects.toThrow(
                /not empty/,
              );
              expect(existsSync(spare) ? readdirSync(spare) : []).toEqual([]);
              // and a backup of PostgreSQL holds the same rows again
              const again = path.join(work, 'from-postgres.tar.gz');
              const second = await writeBackup(
                {
                  db: database.db,
                  driver: 'postgres',
                  dataDir: target.dataDir,
                  tokenSecret: 'env',
                  databaseUrl: target.databaseUrl,
                },
                again,
              );
              expect(second.manifest.database.tables).toEqual(manifest.database.tables);
              // with pg_dump at hand the archive carries its dump too, and pg_restore puts it back
              if (hasTool('pg_dump') && hasTool('pg_restore')) {
                expect(second.manifest.database.pgDump).toBe('postgres.pgdump');
                const third = await freshDatabase(`ujian_restore_${randomBytes(5).toString('hex')}`);
                try {
                  await restoreBackup(again, { dataDir: path.join(work, 'restored-pg-dump'), databaseUrl: third.url });
                  const restored = await openDatabase({ databaseUrl: third.url });
                  try {
                    await expectRows(restored.db, 'pg_restore');
                  } finally {
                    await restored.close();
                  }
                } finally {
                  await third.drop();
                }
              }
            }
          } finally {
            await database.close();
          }
          // `npm start` on it: the sessions, documents and letters of before
          const started = await startMain({
            DATA_DIR: target.dataDir,
            JWT_SECRET: server.deps.config.jwtSecret,
            ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
          });
          try {
            const base = `http://127.0.0.1:${started.port}`;
            const get = (p: string, token = tokens.admin!.token) =>
              fetch(`${base}/api/v1${p}`, { headers: { authorization: `Bearer ${token}` } });
            for (const b of archivedBerkas) {
              const res = await get(`/pengajuan-${b.kind}/${b.pengajuan_uuid}/berkas/${b.uuid}`);
              expect(res.status, `${target.name}: document ${b.uuid}`).toBe(200);
              expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(documentBytes.get(b.uuid)!));
            }
            for (const s of archivedSurat) {
              const pdf = await get(`/surat/${s.uuid}/pdf`);
              expect(pdf.status).toBe(200);
              expect(sha256(new Uint8Array(await pdf.arrayBuffer()))).toBe(s.sha256);
              const page = await api<PublicSurat>(base, 'GET', `/public/surat/${s.kode}`);
              expect(page.status).toBe(200);
              expect(page.body.sha256).toBe(s.sha256);
            }
            // the student's own session too
            expect((await get(`/pengajuan-sidang/${created.body.uuid}`, tokens.mahasiswa!.token)).status).toBe(200);
          } finally {
            await started.stop();
          }
        }),
      );
    } finally {
      for (const t of targets) await t.drop?.();
    }
    if (!withPostgres)
      console.warn('PostgreSQL at 127.0.0.1:5432 did not answer: the PostgreSQL restore was not tried');
  }, 240_000);
});
