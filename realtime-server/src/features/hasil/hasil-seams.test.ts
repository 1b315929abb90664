import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HasilRow } from '@ujian/shared/hasil';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hasilSidang } from '../../db/schema/hasil';
import { jadwalSidang } from '../../db/schema/jadwal';
import { pengajuanSidang } from '../../db/schema/pengajuan';
import { useHasilServer } from '../../test/hasil';
import { backfillHasilRows } from './hasil-rows';

const serverSrc = fileURLToPath(new URL('../..', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'seed' ? [] : sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });

describe('hasil seams', () => {
  const fx = useHasilServer();

  it('a read writes nothing: the row of a jadwal published without PUBLISH comes from the start-up backfill', async () => {
    const db = fx.server.database.db;
    // a jadwal published the way an older database or a direct import has it: no hasil row
    const [student] = await db
      .execute<{ id: number; prodi_uuid: string }>(
        sql`select u.id, p.prodi_uuid from users u join profiles p on p.user_id = u.id where u.username = 'mahasiswa'`,
      )
      .then((r) => (r as unknown as { rows: Array<{ id: number; prodi_uuid: string }> }).rows);
    const [p] = await db
      .insert(pengajuanSidang)
      .values({ userId: student!.id, prodiUuid: student!.prodi_uuid, judul: 'Tanpa hasil', status: 'dijadwalkan' })
      .returning({ uuid: pengajuanSidang.uuid });
    const [j] = await db
      .insert(jadwalSidang)
      .values({ pengajuanUuid: p!.uuid, prodiUuid: student!.prodi_uuid, status: 'terjadwal', tanggal: '2030-02-01' })
      .returning({ uuid: jadwalSidang.uuid });
    const countRows = async () => (await db.select({ uuid: hasilSidang.uuid }).from(hasilSidang)).length;
    const before = await countRows();
    expect((await fx.call('admin', 'GET', '/hasil-sidang?perPage=100')).status).toBe(200);
    expect((await fx.call('koordinator', 'GET', '/hasil-sidang?mine=1')).status).toBe(200);
    expect((await fx.call('dosen1', 'GET', '/dashboard/desk')).status).toBe(200);
    expect((await fx.call('admin', 'GET', '/hasil-sidang/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await countRows()).toBe(before);

    expect(await backfillHasilRows(db)).toBe(1);
    expect(await backfillHasilRows(db)).toBe(0);
    const list = await fx.call<{ data: HasilRow[] }>('admin', 'GET', '/hasil-sidang?perPage=100');
    expect(list.status).toBe(200);
    expect(list.body.data.map((h) => h.jadwalUuid)).toContain(j!.uuid);
    const rows = await db.select().from(hasilSidang).where(eq(hasilSidang.jadwalUuid, j!.uuid));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('penilaian');
  });

  it('moves a jadwal status only through the jadwal machine (no literal status written beside it)', () => {
    const offenders: string[] = [];
    for (const file of sources(serverSrc)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\.update\(jadwalSidang\)\s*\.set\(\{([^}]*)\}/g))
        if (/\bstatus:\s*'/.test(match[1]!)) offenders.push(path.relative(serverSrc, file));
    }
    expect(offenders).toEqual([]);
  });
});
