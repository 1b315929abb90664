import type { HasilHistoryEntry, HasilRow } from '@ujian/shared/hasil';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dosen } from '../../db/schema/master';
import { pengajuanPembimbing } from '../../db/schema/pengajuan';
import { api, loginAs } from '../../test/harness';
import { scores, useHasilServer } from '../../test/hasil';

/** CONTRACT.md Part 3 "Hasil: visibility of the history": the history shows what the row shows. */
describe('who sees which entries of a hasil history', () => {
  const fx = useHasilServer();
  const extra: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    for (const who of ['dosen2', 'dosen3']) {
      const login = await loginAs(fx.server.baseUrl, who, 'Dosen#2026demo');
      extra[who] = login.accessToken;
      ids[who] = login.userData.id;
    }
  });
  const as = <T>(who: string, path: string) =>
    who in extra ? api<T>(fx.server.baseUrl, 'GET', path, { token: extra[who] }) : fx.call<T>(who, 'GET', path);

  it('while penilaian: a member their own numbers only, a pembimbing none; staff all; once final everyone all but the student', async () => {
    const { jadwalUuid, pengajuanUuid } = await fx.sidang('berlangsung');
    const db = fx.server.database.db;
    const [d2] = await db.select({ uuid: dosen.uuid }).from(dosen).where(eq(dosen.userId, ids.dosen2!));
    await db.insert(pengajuanPembimbing).values({ kind: 'sidang', pengajuanUuid, urutan: 2, dosenUuid: d2!.uuid });
    const h = await fx.hasilOf(jadwalUuid);
    const version = await fx.scoreAll(h, [scores(80, 80, 80), scores(70, 70, 70), scores(90, 90, 90)]);
    const own = fx.dosenUuids[0]!;
    const path = `/hasil-sidang/${h.uuid}/history`;

    const staff = await as<HasilHistoryEntry[]>('koordinator', path);
    expect(staff.status).toBe(200);
    expect(staff.body).toHaveLength(3);
    expect(staff.body.filter((e) => e.nilai !== null && e.total !== null)).toHaveLength(3);

    const member = await as<HasilHistoryEntry[]>('dosen1', path);
    expect(member.status).toBe(200);
    expect(member.body).toHaveLength(3);
    const mine = member.body.filter((e) => e.dosenUuid === own);
    const others = member.body.filter((e) => e.dosenUuid !== own);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ nilai: scores(80, 80, 80), total: 80 });
    expect(others).toHaveLength(2);
    for (const e of others) expect(e).toMatchObject({ nilai: null, total: null, catatan: null });

    const pembimbing = await as<HasilHistoryEntry[]>('dosen2', path);
    expect(pembimbing.status).toBe(200);
    expect(pembimbing.body).toHaveLength(3);
    for (const e of pembimbing.body) expect(e).toMatchObject({ nilai: null, total: null, catatan: null });

    expect((await as('dosen3', path)).status).toBe(404);
    expect((await as('mahasiswa', path)).status).toBe(404);
    expect((await as('mahasiswa2', path)).status).toBe(404);

    const final = await fx.call<HasilRow>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/finalize`, {
      keputusan: 'lulus',
      version,
    });
    expect(final.status, JSON.stringify(final.body)).toBe(200);
    for (const who of ['dosen1', 'dosen2', 'koordinator', 'admin']) {
      const res = await as<HasilHistoryEntry[]>(who, path);
      expect(res.status, who).toBe(200);
      expect(res.body, who).toHaveLength(3);
      expect(res.body.filter((e) => e.nilai !== null && e.total !== null)).toHaveLength(3);
    }
    const student = await as<HasilHistoryEntry[]>('mahasiswa', path);
    expect(student.status).toBe(200);
    expect(student.body).toEqual([]);
    expect((await as('mahasiswa2', path)).status).toBe(404);
    expect((await as('dosen3', path)).status).toBe(404);
  });
});
