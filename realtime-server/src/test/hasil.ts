import type { HasilRow } from '@ujian/shared/hasil';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { users } from '../db/schema/auth';
import { hasilSidang } from '../db/schema/hasil';
import { jadwalKomite, jadwalSidang } from '../db/schema/jadwal';
import { dosen } from '../db/schema/master';
import { pengajuanPembimbing, pengajuanSidang } from '../db/schema/pengajuan';
import { profiles } from '../db/schema/profile';
import { api, loginAs, startTestServer, type TestServer } from './harness';

export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string>; current?: HasilRow };
};

export const scores = (a: number, b: number, c: number) => ({ penulisan: a, presentasi: b, penguasaan: c });

/**
 * One test server for a hasil test file, with the demo accounts signed in and four lecturers picked:
 * dosen1 (who chairs) and three without accounts (two examine, one supervises).
 */
export function useHasilServer() {
  const fx = {
    server: undefined as unknown as TestServer,
    tokens: {} as Record<string, { token: string; id: number }>,
    dosenUuids: [] as string[],
    call<T>(who: string, method: string, path: string, body?: unknown) {
      return api<T>(fx.server.baseUrl, method, path, { token: fx.tokens[who]!.token, body });
    },
    sidang,
    hasilOf,
    scoreAll,
  };

  beforeAll(async () => {
    fx.server = await startTestServer({ realtime: true, seedDocuments: true });
    for (const [who, password] of [
      ['admin', 'Admin#2026demo'],
      ['koordinator', 'Koordinator#2026demo'],
      ['dosen1', 'Dosen#2026demo'],
      ['mahasiswa', 'Mahasiswa#2026demo'],
      ['mahasiswa2', 'Mahasiswa#2026demo'],
    ] as const) {
      const login = await loginAs(fx.server.baseUrl, who, password);
      fx.tokens[who] = { token: login.accessToken, id: login.userData.id };
    }
    const db = fx.server.database.db;
    const [d1] = await db.select({ uuid: dosen.uuid }).from(dosen).where(eq(dosen.userId, fx.tokens.dosen1!.id));
    const others = await db
      .select({ uuid: dosen.uuid })
      .from(dosen)
      .where(sql`${dosen.userId} is null`)
      .orderBy(asc(dosen.nidn))
      .limit(3);
    fx.dosenUuids.push(d1!.uuid, ...others.map((o) => o.uuid));
  }, 120_000);
  afterAll(() => fx.server?.close());

  /**
   * A sidang of `mahasiswa` in `dijadwalkan` with a jadwal in `status`: dosen1 chairs, two lecturers
   * without accounts examine, a third supervises.
   */
  async function sidang(status: 'terjadwal' | 'berlangsung'): Promise<{ jadwalUuid: string; pengajuanUuid: string }> {
    const db = fx.server.database.db;
    const [student] = await db
      .select({ id: users.id, prodiUuid: profiles.prodiUuid })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.username, 'mahasiswa'));
    const [p] = await db
      .insert(pengajuanSidang)
      .values({
        userId: student!.id,
        prodiUuid: student!.prodiUuid,
        judul: `Sidang uji ${Math.random().toString(36).slice(2)}`,
        status: 'dijadwalkan',
      })
      .returning({ uuid: pengajuanSidang.uuid });
    await db
      .insert(pengajuanPembimbing)
      .values({ kind: 'sidang', pengajuanUuid: p!.uuid, urutan: 1, dosenUuid: fx.dosenUuids[3]! });
    const [j] = await db
      .insert(jadwalSidang)
      .values({ pengajuanUuid: p!.uuid, prodiUuid: student!.prodiUuid, status, tanggal: '2030-01-10' })
      .returning({ uuid: jadwalSidang.uuid });
    // the hasil row a PUBLISH writes
    await db.insert(hasilSidang).values({ jadwalUuid: j!.uuid });
    await db.insert(jadwalKomite).values([
      { jadwalUuid: j!.uuid, peran: 'ketua', dosenUuid: fx.dosenUuids[0]! },
      { jadwalUuid: j!.uuid, peran: 'penguji1', dosenUuid: fx.dosenUuids[1]! },
      { jadwalUuid: j!.uuid, peran: 'penguji2', dosenUuid: fx.dosenUuids[2]! },
    ]);
    return { jadwalUuid: j!.uuid, pengajuanUuid: p!.uuid };
  }

  async function hasilOf(jadwalUuid: string): Promise<HasilRow> {
    const list = await fx.call<{ data: HasilRow[] }>('admin', 'GET', '/hasil-sidang?perPage=100');
    expect(list.status).toBe(200);
    const found = list.body.data.find((h) => h.jadwalUuid === jadwalUuid);
    expect(found).toBeDefined();
    return found!;
  }

  /** Every examiner's scores in turn (dosen1 their own, the admin the others' with a reason). */
  async function scoreAll(h: HasilRow, sets: Array<Record<string, number>>) {
    let version = h.version;
    for (const [i, nilai] of sets.entries()) {
      const who = i === 0 ? 'dosen1' : 'admin';
      const res = await fx.call<HasilRow>(who, 'PUT', `/hasil-sidang/${h.uuid}/nilai/${fx.dosenUuids[i]}`, {
        nilai,
        version,
        ...(who === 'admin' ? { alasan: 'Penguji tamu menyerahkan nilai tertulis' } : {}),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      version = res.body.version;
    }
    return version;
  }

  return fx;
}
