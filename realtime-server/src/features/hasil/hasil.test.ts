import type { HasilRow, PerubahanRow } from '@ujian/shared/hasil';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events';
import { hasilNilai, hasilSidang, komponenNilai, perubahanNilai } from '../../db/schema/hasil';
import { jadwalHistory, jadwalSidang } from '../../db/schema/jadwal';
import { notifications } from '../../db/schema/notifications';
import { pengajuanSidang } from '../../db/schema/pengajuan';
import { seedHasilDemo } from '../../seed/hasil';
import { type ErrorBody, scores, useHasilServer } from '../../test/hasil';
import { pdfBytes, upload } from '../../test/pengajuan';
import { revisionApprovedMessage } from './hasil-messages';
import { STUDENT_RESULTS_LINK } from './notify-result';

const fx = useHasilServer();
const { call, sidang, hasilOf, scoreAll, tokens, dosenUuids } = fx;

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
    const db = fx.server.database.db;
    await db.update(jadwalSidang).set({ status: 'selesai' }).where(eq(jadwalSidang.uuid, jadwalUuid));
    // as the demo's finished jadwal: no hasil row yet
    await db.delete(hasilSidang).where(eq(hasilSidang.jadwalUuid, jadwalUuid));
    await db.transaction((tx) => seedHasilDemo(tx as never, new Date()));
    const [h] = await db.select().from(hasilSidang).where(eq(hasilSidang.jadwalUuid, jadwalUuid));
    expect(h).toMatchObject({ status: 'final', keputusan: 'lulus' });
    expect(await db.select().from(hasilNilai).where(eq(hasilNilai.hasilUuid, h!.uuid))).toHaveLength(3);
    const [p] = await db.select().from(perubahanNilai).where(eq(perubahanNilai.hasilUuid, h!.uuid));
    expect(p).toMatchObject({ status: 'diajukan', dosenUuid: dosenUuids[0] });
    const row = await call<HasilRow>('admin', 'GET', `/hasil-sidang/${h!.uuid}`);
    expect(row.body.nilaiAkhir).toBe(Number(h!.nilaiAkhir));
    expect(row.body.penilai.length).toBeGreaterThan(0);
    expect(row.body.penilai.every((x) => x.total !== null)).toBe(true);
  });
});

describe('yudisium needs a final hasil lulus', () => {
  it('refuses SUBMIT while the sidang hasil is not final, and carries the sidang title and supervisors', async () => {
    const { jadwalUuid, pengajuanUuid } = await sidang('berlangsung');
    const h = await hasilOf(jadwalUuid);
    const db = fx.server.database.db;
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
            fx.server.baseUrl,
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
    const db = fx.server.database.db;
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
    // the student's notice opens their results; the committee's opens the scoring page
    const finalNotices = async () =>
      db
        .select({ userId: notifications.userId, link: notifications.link })
        .from(notifications)
        .where(inArray(notifications.link, [STUDENT_RESULTS_LINK, `/hasil-sidang-edit/${h.uuid}`]));
    const notices = await finalNotices();
    expect(notices).toContainEqual({ userId: tokens.mahasiswa!.id, link: STUDENT_RESULTS_LINK });
    expect(notices).toContainEqual({ userId: tokens.dosen1!.id, link: `/hasil-sidang-edit/${h.uuid}` });
    expect(notices).not.toContainEqual({ userId: tokens.mahasiswa!.id, link: `/hasil-sidang-edit/${h.uuid}` });

    // the student sees the final row without per-examiner numbers
    const mine = await call<HasilRow>('mahasiswa', 'GET', `/hasil-sidang/${h.uuid}`);
    expect(mine.status).toBe(200);
    expect(mine.body.nilaiAkhir).toBe(80.08);
    expect(mine.body.penilai.length).toBeGreaterThan(0);
    expect(mine.body.penilai.every((x) => x.nilai === null && x.total === null)).toBe(true);
    expect((await call('mahasiswa', 'GET', `/hasil-sidang/${h.uuid}/history`)).body).toEqual([]);

    // revisions approved by a supervisor-or-ketua: lulus, and the pengajuan follows
    const approved = await call<HasilRow>('dosen1', 'POST', `/hasil-sidang/${h.uuid}/revisi-disetujui`, {
      version: final.body.version,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.keputusan).toBe('lulus');
    const [p2] = await db.select().from(pengajuanSidang).where(eq(pengajuanSidang.uuid, pengajuanUuid));
    expect(p2!.hasil).toBe('lulus');
    // the approval's notice to the student opens their results too
    const [latest] = await db
      .select({ link: notifications.link, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, tokens.mahasiswa!.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(latest?.link).toBe(STUDENT_RESULTS_LINK);
    const inAnyLanguage = (['id', 'en', 'de', 'fr', 'pt'] as const).map(
      (l) => revisionApprovedMessage(l, h.judul).body,
    );
    expect(inAnyLanguage).toContain(latest?.body);

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
    const db = fx.server.database.db;
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
    const db = fx.server.database.db;
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
    const db = fx.server.database.db;
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
