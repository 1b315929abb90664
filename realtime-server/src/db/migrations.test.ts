import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsUpTo } from '../features/backup/archive';
import { seedBase } from '../seed/demo';
import { usePostgres } from '../test/harness';
import { migrationsFolder } from './migrations-folder';
import { openPglite } from './pglite';
import { roles, users } from './schema/auth';
import { hasilSidang } from './schema/hasil';
import { jadwalSidang } from './schema/jadwal';
import { pengajuanSidang } from './schema/pengajuan';

type Journal = { entries: Array<{ when: number; tag: string }> };

// data migrations: a database made by an earlier build, then migrated by this one
describe.skipIf(usePostgres)('data migrations', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'ujian-migrations-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('0008 gives every published jadwal of an older database its hasil row, and a draft none', async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
    const before = journal.entries.find((e) => e.tag === '0007_seed_state')!;
    const older = await migrationsUpTo(
      { tables: [], sequences: [], migrations: [{ hash: 'x', createdAt: String(before.when) }] },
      path.join(work, 'up-to-0007'),
    );
    const database = await openPglite('memory://');
    try {
      await database.migrate({ migrationsFolder: older });
      const { db } = database;
      await seedBase(db);
      const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'client'));
      const [student] = await db
        .insert(users)
        .values({ username: 'lama', email: 'lama@univ.ac.id', passwordHash: 'x', roleId: role!.id })
        .returning({ id: users.id });
      const jadwalOf = async (status: 'draft' | 'terjadwal') => {
        const [p] = await db
          .insert(pengajuanSidang)
          .values({ userId: student!.id, judul: `Sidang ${status}`, status: 'dijadwalkan' })
          .returning({ uuid: pengajuanSidang.uuid });
        const [j] = await db
          .insert(jadwalSidang)
          .values({ pengajuanUuid: p!.uuid, status, tanggal: '2026-12-01' })
          .returning({ uuid: jadwalSidang.uuid });
        return j!.uuid;
      };
      const published = await jadwalOf('terjadwal');
      const draft = await jadwalOf('draft');

      await database.migrate();
      const rows = await db.select({ jadwal: hasilSidang.jadwalUuid, status: hasilSidang.status }).from(hasilSidang);
      expect(rows).toEqual([{ jadwal: published, status: 'penilaian' }]);
      expect(rows.some((r) => r.jadwal === draft)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
