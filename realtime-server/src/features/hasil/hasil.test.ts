import type { HasilRow, PerubahanRow } from '@ujian/shared/hasil';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { events } from '../../db/schema/events';
import { hasilNilai, hasilSidang, komponenNilai, perubahanNilai } from '../../db/schema/hasil';
import { jadwalHistory, jadwalKomite, jadwalSidang } from '../../db/schema/jadwal';
import { dosen } from '../../db/schema/master';
import { notifications } from '../../db/schema/notifications';
import { pengajuanHistory, pengajuanPembimbing, pengajuanSidang } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import { surat } from '../../db/schema/surat';
import { seedHasilDemo } from '../../seed/hasil';
import { api, loginAs, startTestServer, type TestServer } from '../../test/harness';
import { pdfBytes, upload } from '../pengajuan/test-helpers';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string>; current?: HasilRow } };

let server: TestServer;
const tokens: Record<string, { token: string; id: number }> = {};
let dosenUuids: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ realtime: true, seedDocuments: true });
  for (const [who, password] of [
    ['admin', 'Admin#2026demo'],
    ['koordinator', 'Koordinator#2026demo'],
    ['dosen1', 'Dosen#2026demo'],
    ['mahasiswa', 'Mahasiswa#2026demo'],
    ['mahasiswa2', 'Mahasiswa#2026demo'],
  ] as const) {
    const login = await loginAs(server.baseUrl, who, password);
    tokens[who] = { token: login.accessToken, id: login.userData.id };
  }
  const db = server.database.db;
  const [d1] = await db.select({ uuid: dosen.uuid }).from(dosen).where(eq(dosen.userId, tokens.dosen1!.id));
  const others = await db
    .select({ uuid: dosen.uuid })
    .from(dosen)
    .where(sql`${dosen.userId} is null`)
    .orderBy(asc(dosen.nidn))
    .limit(3);
  dosenUuids = [d1!.uuid, ...others.map((o) => o.uuid)];
}, 120_000);
afterAll(() => server?.close());

const call = <T>(who: string, method: string, path: string, body?: unknown) =>
  api<T>(server.baseUrl, method, path, { token: tokens[who]!.token, body });

/**
 * A sidang of `mahasiswa` in `dijadwalkan` with a jadwal in `status`: dosen1 chairs, two lecturers
 * without accounts examine, a third supervises. Returns the jadwal uuid.
 */
async function sidang(status: 'terjadwal' | 'berlangsung'): Promise<{ jadwalUuid: string; pengajuanUuid: string }> {
  const db = server.database.db;
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
    .values({ kind: 'sidang', pengajuanUuid: p!.uuid, urutan: 1, dosenUuid: dosenUuids[3]! });
  const [j] = await db
    .insert(jadwalSidang)
    .values({ pengajuanUuid: p!.uuid, prodiUuid: student!.prodiUuid, status, tanggal: '2030-01-10' })
    .returning({ uuid: jadwalSidang.uuid });
  await db.insert(jadwalKomite).values([
    { jadwalUuid: j!.uuid, peran: 'ketua', dosenUuid: dosenUuids[0]! },
    { jadwalUuid: j!.uuid, peran: 'penguji1', dosenUuid: dosenUuids[1]! },
    { jadwalUuid: j!.uuid, peran: 'penguji2', dosenUuid: dosenUuids[2]! },
  ]);
  return { jadwalUuid: j!.uuid, pengajuanUuid: p!.uuid };
}

async function hasilOf(jadwalUuid: string): Promise<HasilRow> {
  const list = await call<{ data: HasilRow[] }>('admin', 'GET', '/hasil-sidang?perPage=100');
  expect(list.status).toBe(200);
  const found = list.body.data.find((h) => h.jadwalUuid === jadwalUuid);
  expect(found).toBeDefined();
  return found!;
}

const scores = (a: number, b: number, c: number) => ({ penulisan: a, presentasi: b, penguasaan: c });

async function scoreAll(h: HasilRow, sets: Array<Record<string, number>>) {
  let version = h.version;
  for (const [i, nilai] of sets.entries()) {
    const who = i === 0 ? 'dosen1' : 'admin';
    const res = await call<HasilRow>(who, 'PUT', `/hasil-sidang/${h.uuid}/nilai/${dosenUuids[i]}`, {
      nilai,
      version,
      ...(who === 'admin' ? { alasan: 'Penguji tamu menyerahkan nilai tertulis' } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    version = res.body.version;
  }
  return version;
}

describe('demo data', () => {
  it('holds a finished sidang with a final hasil (mahasiswa3) and a perubahan nilai diajukan', async () => {
    const list = await call<{ data: HasilRow[] }>('admin', 'GET', '/hasil-sidang?status=final&perPage=100');
    const finished = list.body.data.find((h) => h.jadwalStatus === 'selesai');
    expect(finished).toMatchObject({ status: 'final', keputusan: 'lulus', huruf: expect.any(String) });
    const open = await call<{ data: PerubahanRow[] }>('admin', 'GET', '/perubahan-nilai?status=diajukan');
    expect(open.body.data.length).toBeGreaterThan(0);
  });

  it('gives a finished jadwal a final hasil with every score and one perubahan nilai diajukan', async () => {
    const { jadwalUuid } = await sidang('berlangsung');
    const db = server.database.db;
    await db.update(jadwalSidang).set({ status: 'selesai' }).where(eq(jadwalSidang.uuid, jadwalUuid));
    await db.transaction((tx) => seedHasilDemo(tx as never, new Date()));
    const [h] = await db.select().from(hasilSidang).where(eq(hasilSidang.jadwalUuid, jadwalUuid));
    expect(h).toMatchObject({ status: 'final', keputusan: 'lulus' });
    expect(await db.select().from(hasilNilai).where(eq(hasilNilai.hasilUuid, h!.uuid))).toHaveLength(3);
    const [p] = await db.select().from(perubahanNilai).where(eq(perubahanNilai.hasilUuid, h!.uuid));
    expect(p).toMatchObject({ status: 'diajukan', dosenUuid: dosenUuids[0] });
    const row = await call<HasilRow>('admin', 'GET', `/hasil-sidang/${h!.uuid}`);
    expect(row.body.nilaiAkhir).toBe(Number(h!.nilaiAkhir));
    expect(row.body.penilai.every((x) => x.total !== null)).toBe(true);
  });
});

describe('yudisium needs a final hasil lulus', () => {
  it('refuses SUBMIT while the sidang hasil is not final, and carries the sidang title and supervisors', async () => {
    const { jadwalUuid, pengajuanUuid } = await sidang('berlangsung');
    const h = await hasilOf(jadwalUuid);
    const db = server.database.db;
    await db
      .update(pengajuanSidang)
      .set({ status: 'selesai', hasil: 'lulus' })
      .where(eq(pengajuanSidang.uuid, pengajuanUuid));
    const [sidangRow] = await db.select().from(pengajuanSidang).where(eq(pengajuanSidang.uuid, pengajuanUuid));
    const created = await call<{ uuid: string; judul: string; pembimbingIds: string[]; version: number }>(
      'mahasiswa',
      'POST',
      '/pengajuan-yudisium',
      { judul: 'Judul lain' },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.judul).toBe(sidangRow!.judul);
    expect(created.body.pembimbingIds).toEqual([dosenUuids[3]]);
    for (const jenis of ['bukti_lulus_sidang', 'bebas_pustaka'])
      expect(
        (
          await upload(
            server.baseUrl,
            tokens.mahasiswa!.token,
            `/pengajuan-yudisium/${created.body.uuid}/berkas`,
            { jenis },
            {
              bytes: pdfBytes(),
              filename: `${jenis}.pdf`,
            },
          )
        ).status,
      ).toBe(201);
    const submit = () =>
      call<ErrorBody>('mahasiswa', 'POST', `/pengajuan-yudisium/${created.body.uuid}/transitions`, { event: 'SUBMIT' });
    const refused = await submit();
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body.error.fields)).toContain('HASIL_LULUS_REQUIRED');

    const version = await scoreAll(h, [scores(80, 80, 80), scores(80, 80, 80), scores(80, 80, 80)]);
    const final = await call<HasilRow>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/finalize`, {
      keputusan: 'lulus',
      version,
    });
    expect(final.status).toBe(200);
    // the pass brings the student's SKTMT, issued with the result
    const letters = await call<{ data: Array<{ jenis: string; status: string; ref: { jadwalUuid?: string } }> }>(
      'admin',
      'GET',
      '/surat?jenis=sktmt&perPage=100',
    );
    expect(letters.body.data.find((s) => s.ref.jadwalUuid === h.jadwalUuid)).toMatchObject({ status: 'terbit' });
    // and the honorarium lines of the finished sidang, written with it
    const lines = await call<{ data: Array<{ jadwalUuid: string; jumlah: number }> }>(
      'admin',
      'GET',
      '/rekap/payroll/lines?perPage=100',
    );
    expect(lines.body.data.filter((l) => l.jadwalUuid === h.jadwalUuid).length).toBeGreaterThan(0);
    const ok = await submit();
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });
});

describe('hasil sidang: scoring and finalising', () => {
  it('exists from PUBLISH with the committee as penilai; scores wait for the sidang to start', async () => {
    const { jadwalUuid } = await sidang('terjadwal');
    const h = await hasilOf(jadwalUuid);
    expect(h).toMatchObject({ status: 'penilaian', nilaiAkhir: null, huruf: null, keputusan: null });
    expect(h.penilai.map((p) => p.peran)).toEqual(['ketua', 'penguji1', 'penguji2']);
    expect(h.komponen.map((k) => k.bobot)).toEqual([25, 25, 50]);
    const early = await call<ErrorBody>('dosen1', 'PUT', `/hasil-sidang/${h.uuid}/nilai/${dosenUuids[0]}`, {
      nilai: scores(80, 80, 80),
      version: h.version,
    });
    expect(early.status).toBe(409);
    expect(early.body.error.fields?.reason).toBe('NOT_STARTED');
  });

  it('validates scores, keeps examiners to their own, asks an admin for a reason', async () => {
    const { jadwalUuid } = await sidang('berlangsung');
    const h = await hasilOf(jadwalUuid);
    const path = `/hasil-sidang/${h.uuid}/nilai/${dosenUuids[0]}`;
    const bad = await call<ErrorBody>('dosen1', 'PUT', path, { nilai: { penulisan: 100.5, presentasi: 80.123 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(
      expect.arrayContaining(['nilai.penulisan', 'nilai.presentasi']),
    );
    const missing = await call<ErrorBody>('dosen1', 'PUT', path, { nilai: { penulisan: 80, presentasi: 80 } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toHaveProperty(['nilai.penguasaan']);
    const other = await call<ErrorBody>('dosen1', 'PUT', `/hasil-sidang/${h.uuid}/nilai/${dosenUuids[1]}`, {
      nilai: scores(80, 80, 80),
    });
    expect(other.status).toBe(403);
    const noReason = await call<ErrorBody>('admin', 'PUT', `/hasil-sidang/${h.uuid}/nilai/${dosenUuids[1]}`, {
      nilai: scores(80, 80, 80),
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields).toHaveProperty('alasan');
    const student = await call<ErrorBody>('mahasiswa', 'GET', `/hasil-sidang/${h.uuid}`);
    expect(student.status).toBe(404);
    const stranger = await call<ErrorBody>('mahasiswa2', 'GET', `/hasil-sidang/${h.uuid}`);
    expect(stranger.status).toBe(404);

    const ok = await call<HasilRow>('dosen1', 'PUT', path, { nilai: scores(80.07, 80.07, 80.07), version: h.version });
    expect(ok.status).toBe(200);
    expect(ok.body.penilai[0]).toMatchObject({ total: 80.07, nilai: scores(80.07, 80.07, 80.07) });
    const stale = await call<ErrorBody>('dosen1', 'PUT', path, { nilai: scores(81, 81, 81), version: h.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error.fields?.reason).toBe('STALE_VERSION');
    expect(stale.body.error.current?.version).toBe(ok.body.version);
  });

  it('finalises by the ketua in one transaction: mean rounded half up, jadwal finished, pengajuan selesai', async () => {
    const { jadwalUuid, pengajuanUuid } = await sidang('berlangsung');
    const h = await hasilOf(jadwalUuid);
    // 80.07, 80.08 and 80.075: the mean 80.075 rounds half up to 80.08
    let version = await scoreAll(h, [scores(80.07, 80.07, 80.07), scores(80.08, 80.08, 80.08)]);
    const missing = await call<ErrorBody>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/finalize`, {
      keputusan: 'lulus',
      version,
    });
    expect(missing.status).toBe(409);
    expect(missing.body.error.fields?.reason).toBe('SCORES_MISSING');
    expect(missing.body.error.message).toMatch(/Scores are missing from: .+/);
    const third = await call<HasilRow>('admin', 'PUT', `/hasil-sidang/${h.uuid}/nilai/${dosenUuids[2]}`, {
      nilai: scores(80.07, 80.08, 80.08),
      alasan: 'Nilai dari berita acara',
      version,
    });
    expect(third.status).toBe(200);
    // totals 80.07, 80.08, 80.0775 -> mean 80.07583 -> 80.08
    expect(third.body.nilaiAkhir).toBe(80.08);
    expect(third.body.huruf).toBe('A');
    version = third.body.version;

    const notKetua = await call<ErrorBody>('koordinator', 'POST', `/hasil-sidang/${h.uuid}/finalize`, {
      keputusan: 'lulus',
    });
    expect(notKetua.status).toBe(403);
    const noNotes = await call<ErrorBody>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/finalize`, {
      keputusan: 'lulus_revisi',
      version,
    });
    expect(noNotes.status).toBe(400);
    expect(noNotes.body.error.fields).toHaveProperty('catatanRevisi');

    const final = await call<HasilRow>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/finalize`, {
      keputusan: 'lulus_revisi',
      catatanRevisi: 'Perbaiki bab 4',
      version,
    });
    expect(final.status, JSON.stringify(final.body)).toBe(200);
    expect(final.body).toMatchObject({ status: 'final', keputusan: 'lulus_revisi', nilaiAkhir: 80.08, huruf: 'A' });
    const db = server.database.db;
    const [j] = await db.select().from(jadwalSidang).where(eq(jadwalSidang.uuid, jadwalUuid));
    expect(j!.status).toBe('selesai');
    const finish = await db.select().from(jadwalHistory).where(eq(jadwalHistory.jadwalUuid, jadwalUuid));
    expect(finish.map((r) => r.event)).toContain('FINISH');
    const [p] = await db.select().from(pengajuanSidang).where(eq(pengajuanSidang.uuid, pengajuanUuid));
    expect(p).toMatchObject({ status: 'selesai', hasil: 'lulus_revisi' });
    const told = await db
      .select({ type: events.type })
      .from(events)
      .where(and(eq(events.userId, tokens.mahasiswa!.id), eq(events.type, 'hasil:changed')));
    expect(told.length).toBeGreaterThan(0);

    // the student sees the final row without per-examiner numbers
    const mine = await call<HasilRow>('mahasiswa', 'GET', `/hasil-sidang/${h.uuid}`);
    expect(mine.status).toBe(200);
    expect(mine.body.nilaiAkhir).toBe(80.08);
    expect(mine.body.penilai.every((x) => x.nilai === null && x.total === null)).toBe(true);
    expect((await call('mahasiswa', 'GET', `/hasil-sidang/${h.uuid}/history`)).status).toBe(403);

    // revisions approved by a supervisor-or-ketua: lulus, and the pengajuan follows
    const approved = await call<HasilRow>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/revisi-disetujui`, {
      version: final.body.version,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.keputusan).toBe('lulus');
    const [p2] = await db.select().from(pengajuanSidang).where(eq(pengajuanSidang.uuid, pengajuanUuid));
    expect(p2!.hasil).toBe('lulus');

    const history = await call<Array<{ source: string; alasan: string | null }>>(
      'admin',
      'GET',
      `/hasil-sidang/${h.uuid}/history`,
    );
    expect(history.body.map((x) => x.source)).toEqual(['entry', 'admin', 'admin']);
  });

  it('tells the jadwal audience that the finalize finished the jadwal, in the same outbox', async () => {
    const { jadwalUuid } = await sidang('berlangsung');
    const h = await hasilOf(jadwalUuid);
    const version = await scoreAll(h, [scores(75, 75, 75), scores(75, 75, 75), scores(75, 75, 75)]);
    const db = server.database.db;
    const [{ last } = { last: 0 }] = await db
      .select({ last: sql<number>`coalesce(max(${events.id}), 0)` })
      .from(events);
    const final = await call<HasilRow>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/finalize`, {
      keputusan: 'lulus',
      version,
    });
    expect(final.status, JSON.stringify(final.body)).toBe(200);
    const since = await db
      .select({ userId: events.userId, type: events.type, data: events.data })
      .from(events)
      .where(sql`${events.id} > ${last}`);
    const changed = since.filter((e) => e.type === 'jadwal:changed');
    const to = new Set(changed.map((e) => e.userId));
    for (const who of ['mahasiswa', 'dosen1', 'koordinator', 'admin'] as const)
      expect(to.has(tokens[who]!.id)).toBe(true);
    expect(to.has(tokens.mahasiswa2!.id)).toBe(false);
    expect(changed[0]!.data).toMatchObject({ uuid: jadwalUuid, change: 'updated' });
    const rekap = since.filter(
      (e) => e.type === 'rekap:changed' && (e.data as { recap: string }).recap === 'jadwal-sidang',
    );
    expect(new Set(rekap.map((e) => e.userId))).toEqual(new Set([tokens.koordinator!.id, tokens.admin!.id]));
  });

  it('forces tidak_lulus on a failing grade and refuses an incomplete rubric', async () => {
    const { jadwalUuid } = await sidang('berlangsung');
    const h = await hasilOf(jadwalUuid);
    const version = await scoreAll(h, [scores(50, 50, 50), scores(55, 55, 55), scores(40, 40, 40)]);
    const pass = await call<ErrorBody>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/finalize`, {
      keputusan: 'lulus',
      version,
    });
    expect(pass.status).toBe(400);
    expect(pass.body.error.fields).toHaveProperty('keputusan');
    const db = server.database.db;
    await db.update(komponenNilai).set({ bobot: 40 }).where(eq(komponenNilai.kode, 'penguasaan'));
    try {
      const rubric = await call<ErrorBody>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/finalize`, {
        keputusan: 'tidak_lulus',
        version,
      });
      expect(rubric.status).toBe(409);
      expect(rubric.body.error.fields?.reason).toBe('RUBRIC_INCOMPLETE');
    } finally {
      await db.update(komponenNilai).set({ bobot: 50 }).where(eq(komponenNilai.kode, 'penguasaan'));
    }
    const fail = await call<HasilRow>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/finalize`, {
      keputusan: 'tidak_lulus',
      version,
    });
    expect(fail.status).toBe(200);
    expect(fail.body).toMatchObject({ keputusan: 'tidak_lulus', huruf: 'E', lulus: false });
  });

  it('keeps every score: UPDATE and DELETE of a score row are refused by the database', async () => {
    const db = server.database.db;
    const [row] = await db.select({ id: hasilNilai.id }).from(hasilNilai).limit(1);
    expect(row).toBeDefined();
    const refusal = async (run: () => Promise<unknown>) => {
      const error = await run().then(
        () => null,
        (e: Error & { cause?: Error }) => e,
      );
      return `${error?.message ?? ''} ${error?.cause?.message ?? ''}`;
    };
    expect(await refusal(() => db.update(hasilNilai).set({ alasan: 'x' }).where(eq(hasilNilai.id, row!.id)))).toMatch(
      /append-only/,
    );
    expect(await refusal(() => db.delete(hasilNilai).where(eq(hasilNilai.id, row!.id)))).toMatch(/append-only/);
  });
});

describe('perubahan nilai', () => {
  it('is asked by the examiner after final, decided by the koordinator or an admin but never the requester', async () => {
    const { jadwalUuid } = await sidang('berlangsung');
    const h = await hasilOf(jadwalUuid);
    const early = await call<ErrorBody>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/perubahan-nilai`, {
      dosenUuid: dosenUuids[0],
      nilai: scores(90, 90, 90),
      alasan: 'Salah ketik',
    });
    expect(early.status).toBe(409);
    const version = await scoreAll(h, [scores(70, 70, 70), scores(70, 70, 70), scores(70, 70, 70)]);
    const final = await call<HasilRow>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/finalize`, {
      keputusan: 'lulus',
      version,
    });
    expect(final.body).toMatchObject({ nilaiAkhir: 70, huruf: 'B' });

    const noReason = await call<ErrorBody>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/perubahan-nilai`, {
      dosenUuid: dosenUuids[0],
      nilai: scores(85, 85, 85),
    });
    expect(noReason.status).toBe(400);
    const created = await call<PerubahanRow>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/perubahan-nilai`, {
      dosenUuid: dosenUuids[0],
      nilai: scores(85, 85, 85),
      alasan: 'Salah ketik pada penilaian',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      status: 'diajukan',
      totalLama: 70,
      totalBaru: 85,
      nilaiAkhirBaru: 75,
      hurufBaru: 'AB',
      requestedBy: tokens.dosen1!.id,
    });
    const again = await call<ErrorBody>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/perubahan-nilai`, {
      dosenUuid: dosenUuids[0],
      nilai: scores(86, 86, 86),
      alasan: 'Lagi',
    });
    expect(again.status).toBe(409);

    const path = `/perubahan-nilai/${created.body.uuid}/transitions`;
    const byExaminer = await call<ErrorBody>('dosen1', 'POST', path, { event: 'APPROVE' });
    expect(byExaminer.status).toBe(403);
    const rejectNoNote = await call<ErrorBody>('koordinator', 'POST', path, { event: 'REJECT' });
    expect(rejectNoNote.status).toBe(400);
    const approved = await call<PerubahanRow>('koordinator', 'POST', path, {
      event: 'APPROVE',
      version: created.body.version,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe('disetujui');
    const after = await call<HasilRow>('admin', 'GET', `/hasil-sidang/${h.uuid}`);
    expect(after.body).toMatchObject({ nilaiAkhir: 75, huruf: 'AB', keputusan: 'lulus' });
    const history = await call<Array<{ source: string }>>('admin', 'GET', `/hasil-sidang/${h.uuid}/history`);
    expect(history.body.at(-1)!.source).toBe('perubahan');

    // an admin's own request cannot be decided by themself
    const own = await call<PerubahanRow>('admin', 'POST', `/hasil-sidang/${h.uuid}/perubahan-nilai`, {
      dosenUuid: dosenUuids[1],
      nilai: scores(20, 20, 20),
      alasan: 'Koreksi',
    });
    expect(own.status).toBe(201);
    const self = await call<ErrorBody>('admin', 'POST', `/perubahan-nilai/${own.body.uuid}/transitions`, {
      event: 'APPROVE',
    });
    expect(self.status).toBe(403);
    // a flip from pass to fail needs the keputusan
    const flip = await call<ErrorBody>('koordinator', 'POST', `/perubahan-nilai/${own.body.uuid}/transitions`, {
      event: 'APPROVE',
    });
    expect(flip.status).toBe(400);
    expect(flip.body.error.fields).toHaveProperty('keputusan');
    const list = await call<{ data: PerubahanRow[] }>('koordinator', 'GET', '/perubahan-nilai?status=diajukan');
    expect(list.body.data.map((r) => r.uuid)).toContain(own.body.uuid);
  });

  it('carries an approved pass/fail flip into the pengajuan, the SKTMT and the notifications', async () => {
    const { jadwalUuid, pengajuanUuid } = await sidang('berlangsung');
    const h = await hasilOf(jadwalUuid);
    const version = await scoreAll(h, [scores(70, 70, 70), scores(70, 70, 70), scores(70, 70, 70)]);
    const final = await call<HasilRow>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/finalize`, {
      keputusan: 'lulus',
      version,
    });
    expect(final.status).toBe(200);
    const db = server.database.db;
    const sktmt = () =>
      db
        .select({ uuid: surat.uuid, status: surat.status, replacedBy: surat.replacedBy })
        .from(surat)
        .where(and(eq(surat.jenis, 'sktmt'), sql`${surat.ref} ->> 'jadwalUuid' = ${jadwalUuid}`))
        .orderBy(asc(surat.createdAt), asc(surat.seq));
    const pengajuan = async () =>
      (await db.select().from(pengajuanSidang).where(eq(pengajuanSidang.uuid, pengajuanUuid)))[0]!;
    const [issued] = await sktmt();
    expect(issued).toMatchObject({ status: 'terbit' });

    const decide = async (nilai: Record<string, number>, keputusan: string) => {
      const asked = await call<PerubahanRow>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/perubahan-nilai`, {
        dosenUuid: dosenUuids[0],
        nilai,
        alasan: 'Koreksi berita acara',
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      const approved = await call<PerubahanRow>('admin', 'POST', `/perubahan-nilai/${asked.body.uuid}/transitions`, {
        event: 'APPROVE',
        keputusan,
        version: asked.body.version,
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      return asked.body.uuid;
    };

    // 0, 70, 70 -> 46.67 (E): a fail
    const failUuid = await decide(scores(0, 0, 0), 'tidak_lulus');
    const failed = await call<HasilRow>('admin', 'GET', `/hasil-sidang/${h.uuid}`);
    expect(failed.body).toMatchObject({ keputusan: 'tidak_lulus', huruf: 'E', lulus: false });
    expect(await pengajuan()).toMatchObject({ status: 'selesai', hasil: 'tidak_lulus' });
    const history = await db
      .select()
      .from(pengajuanHistory)
      .where(eq(pengajuanHistory.pengajuanUuid, pengajuanUuid))
      .orderBy(asc(pengajuanHistory.id));
    expect(history.at(-1)).toMatchObject({ event: 'RESULT_CHANGED', fromStatus: 'selesai', hasil: 'tidak_lulus' });
    expect((await sktmt()).map((x) => x.status)).toEqual(['dicabut']);
    // student and examiner are told, the student in words that name the new decision
    const told = await db
      .select({ userId: notifications.userId, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.link, `/hasil-sidang-edit/perubahan-nilai/${failUuid}`));
    const toldIds = told.map((n) => n.userId);
    expect(toldIds).toContain(tokens.mahasiswa!.id);
    expect(toldIds).toContain(tokens.dosen1!.id);
    expect(told.find((n) => n.userId === tokens.mahasiswa!.id)!.body).toMatch(/Tidak lulus|Not passed/);

    // back to 80, 70, 70 -> 73.33 (B): a pass again, with a new SKTMT
    await decide(scores(80, 80, 80), 'lulus');
    expect(await pengajuan()).toMatchObject({ status: 'selesai', hasil: 'lulus' });
    const letters = await sktmt();
    expect(letters.map((x) => x.status)).toEqual(['dicabut', 'terbit']);

    // a pass that stays a pass with other figures replaces the letter in force
    await decide(scores(90, 90, 90), 'lulus');
    const replaced = await sktmt();
    expect(replaced.map((x) => x.status)).toEqual(['dicabut', 'diganti', 'terbit']);
    expect(replaced[1]!.replacedBy).toBe(replaced[2]!.uuid);
    expect((await pengajuan()).hasil).toBe('lulus');
  });
});
