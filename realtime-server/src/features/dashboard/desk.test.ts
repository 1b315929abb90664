import type { DeskData } from '@ujian/shared/dashboard';
import type { HasilRow, PerubahanRow } from '@ujian/shared/hasil';
import type { JadwalRow } from '@ujian/shared/jadwal';
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { jadwalKomite } from '../../db/schema/jadwal';
import { dosen } from '../../db/schema/master';
import { payrollLine } from '../../db/schema/payroll';
import { pengajuanPembimbing } from '../../db/schema/pengajuan';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';

type ErrorBody = { error: { code: string; message: string } };

let server: TestServer;
const tokens: Record<string, { token: string; id: number }> = {};
type Who = 'admin' | 'koordinator' | 'dosen1' | 'dosen2' | 'dosen3' | 'mahasiswa';
const everyone: Who[] = ['admin', 'koordinator', 'dosen1', 'dosen2', 'dosen3', 'mahasiswa'];

const login = async (who: Who) => {
  const res = await loginAsDemo(server.baseUrl, who);
  tokens[who] = { token: res.accessToken, id: res.userData.id };
};
const call = <T>(who: Who, method: string, path: string, body?: unknown) =>
  api<T>(server.baseUrl, method, path, { token: tokens[who]!.token, body });
const desk = async (who: Who) => {
  const res = await call<DeskData>(who, 'GET', '/dashboard/desk');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** Links a demo account to a lecturer no one else acts as (sessions end: sign in again). */
async function relinkToFreeDosen(who: Who): Promise<string> {
  const [free] = await server.database.db
    .select({ uuid: dosen.uuid })
    .from(dosen)
    .where(
      and(
        isNull(dosen.userId),
        eq(dosen.active, true),
        sql`not exists (select 1 from ${jadwalKomite} where ${jadwalKomite.dosenUuid} = ${dosen.uuid})`,
        sql`not exists (select 1 from ${pengajuanPembimbing} where ${pengajuanPembimbing.dosenUuid} = ${dosen.uuid})`,
      ),
    )
    .orderBy(asc(dosen.nidn))
    .limit(1);
  const res = await call('admin', 'PATCH', `/pengguna/${tokens[who]!.id}`, { dosenUuid: free!.uuid });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await login(who);
  return free!.uuid;
}

let demoJadwal: JadwalRow;

beforeAll(async () => {
  server = await startTestServer({ realtime: true, seedDocuments: true });
  for (const who of everyone) await login(who);
  const list = await call<{ data: JadwalRow[] }>('admin', 'GET', '/jadwal-sidang?status=terjadwal&perPage=100');
  const [dosen1] = await server.database.db
    .select({ uuid: dosen.uuid })
    .from(dosen)
    .where(eq(dosen.userId, tokens.dosen1!.id));
  demoJadwal = list.body.data.find((j) => j.komite.some((k) => k.peran === 'ketua' && k.dosenUuid === dosen1!.uuid))!;
  expect(demoJadwal).toBeDefined();
}, 120_000);
afterAll(() => server?.close());

describe('GET /dashboard/desk', () => {
  it('shows dosen1 the demo sidang they chair, with room, time, committee and student', async () => {
    const data = await desk('dosen1');
    expect(data.dosen.nama).toMatch(/\S/);
    const next = data.nextSidang.find((s) => s.jadwalUuid === demoJadwal.uuid);
    expect(next).toMatchObject({
      status: 'terjadwal',
      peran: 'ketua',
      ruangan: 'Ruang Sidang 301',
      judul: demoJadwal.judul,
      mahasiswa: { fullName: demoJadwal.mahasiswa.fullName },
    });
    expect(next!.mulai).toMatch(/T10:00:00\+07:00$/);
    expect(next!.komite.map((k) => k.peran)).toEqual(demoJadwal.komite.map((k) => k.peran));
    expect(next!.komite.length).toBeGreaterThan(0);
    expect(next!.komite.every((k) => k.nama.length > 0)).toBe(true);
    expect(next!.pembimbing.length).toBeGreaterThan(0);
    // the sidang has not started: no score is owed yet
    expect(data.scoresToEnter).toEqual([]);
  });

  it('shows a supervisor the sidang as pembimbing and their own score change; another lecturer sees neither', async () => {
    const dosen3 = await desk('dosen3');
    expect(dosen3.nextSidang.find((s) => s.jadwalUuid === demoJadwal.uuid)?.peran).toBe('pembimbing');
    // the demo's open perubahan nilai was asked by dosen3 (the chair of mahasiswa3's sidang)
    const open = await call<{ data: PerubahanRow[] }>('admin', 'GET', '/perubahan-nilai?status=diajukan');
    const demoRequest = open.body.data.find((p) => p.requestedBy === tokens.dosen3!.id)!;
    expect(dosen3.perubahan.mine.map((p) => p.uuid)).toContain(demoRequest.uuid);
    expect(dosen3.perubahan.toDecide).toEqual([]);

    await relinkToFreeDosen('dosen2');
    const other = await desk('dosen2');
    expect(other.nextSidang.map((s) => s.jadwalUuid)).not.toContain(demoJadwal.uuid);
    expect(other.perubahan.mine).toEqual([]);
  });

  it('refuses accounts without a lecturer: a student 404, anonymous 401', async () => {
    const student = await call<ErrorBody>('mahasiswa', 'GET', '/dashboard/desk');
    expect(student.status).toBe(404);
    expect(student.body.error.code).toBe('NOT_FOUND');
    expect((await api(server.baseUrl, 'GET', '/dashboard/desk')).status).toBe(401);
  });

  it('lists the hasil once the sidang starts, and drops it when the lecturer has scored', async () => {
    const started = await call<JadwalRow>('admin', 'POST', `/jadwal-sidang/${demoJadwal.uuid}/transitions`, {
      event: 'START',
      version: demoJadwal.version,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const owed = (await desk('dosen1')).scoresToEnter.find((s) => s.jadwalUuid === demoJadwal.uuid);
    expect(owed).toMatchObject({ jadwalStatus: 'berlangsung', peran: 'ketua', submitted: 0 });
    expect(owed!.examiners).toBe(demoJadwal.komite.length);
    // the sidang is running: still on the "next" card
    expect((await desk('dosen1')).nextSidang.find((s) => s.jadwalUuid === demoJadwal.uuid)?.status).toBe('berlangsung');

    const hasil = await call<HasilRow>('dosen1', 'GET', `/hasil-sidang/${owed!.hasilUuid}`);
    const me = hasil.body.penilai.find((p) => p.peran === 'ketua')!;
    const nilai = Object.fromEntries(hasil.body.komponen.map((k) => [k.kode, 80]));
    const scored = await call('dosen1', 'PUT', `/hasil-sidang/${owed!.hasilUuid}/nilai/${me.dosenUuid}`, {
      nilai,
      version: hasil.body.version,
    });
    expect(scored.status, JSON.stringify(scored.body)).toBe(200);
    expect((await desk('dosen1')).scoresToEnter.map((s) => s.hasilUuid)).not.toContain(owed!.hasilUuid);
  });

  it("sums the lecturer's own honorarium this month and in the open period as the payroll lines do", async () => {
    const data = await desk('dosen1');
    const db = server.database.db;
    const [dosen1] = await db
      .select({ uuid: dosen.uuid })
      .from(dosen)
      .innerJoin(users, eq(users.id, dosen.userId))
      .where(eq(users.username, 'dosen1'));
    const linesOf = async (from: string, to: string) => {
      const [sum] = await db
        .select({
          bruto: sql<string>`coalesce(sum(${payrollLine.jumlah}), 0)::bigint`,
          neto: sql<string>`coalesce(sum(${payrollLine.neto}), 0)::bigint`,
          n: sql<number>`count(distinct ${payrollLine.jadwalUuid})::int`,
        })
        .from(payrollLine)
        .where(
          and(eq(payrollLine.dosenUuid, dosen1!.uuid), gte(payrollLine.tanggal, from), lte(payrollLine.tanggal, to)),
        );
      return { bruto: Number(sum!.bruto), neto: Number(sum!.neto), jumlahSidang: sum!.n };
    };
    const { month, periode } = data.honorarium!;
    expect(month.from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(month).toMatchObject(await linesOf(month.from, month.to));
    expect(periode).not.toBeNull();
    expect(periode).toMatchObject(await linesOf(periode!.from, periode!.to));
    // dosen1 supervised the demo's finished sidang: it is paid, in one of the two ranges at least
    const [all] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(payrollLine)
      .where(eq(payrollLine.dosenUuid, dosen1!.uuid));
    expect(all!.n).toBeGreaterThan(0);
  });

  it('gives a koordinator who lectures the open score changes of their prodi to decide', async () => {
    await relinkToFreeDosen('koordinator');
    const data = await desk('koordinator');
    const list = await call<{ total: number; data: PerubahanRow[] }>(
      'koordinator',
      'GET',
      '/perubahan-nilai?status=diajukan',
    );
    expect(list.body.total).toBeGreaterThan(0);
    expect(data.perubahan.toDecideTotal).toBe(list.body.total);
    expect(data.perubahan.toDecide.map((p) => p.uuid).sort()).toEqual(list.body.data.map((p) => p.uuid).sort());
    // dosen1 decides nothing
    expect((await desk('dosen1')).perubahan.toDecideTotal).toBe(0);
  });
});
