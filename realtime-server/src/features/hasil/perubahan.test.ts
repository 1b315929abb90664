import type { HasilRow, PerubahanRow } from '@ujian/shared/hasil';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { pengajuanHistory, pengajuanSidang } from '../../db/schema/pengajuan';
import { surat } from '../../db/schema/surat';
import { type ErrorBody, scores, useHasilServer } from '../../test/hasil';
import { STUDENT_RESULTS_LINK } from './notify-result';

const fx = useHasilServer();
const { call, sidang, hasilOf, scoreAll, tokens, dosenUuids } = fx;

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
    const db = fx.server.database.db;
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
    // student and examiner are told, the student in words that name the new decision and with a link to
    // their results (the score-change page is not theirs to open)
    const told = await db
      .select({ userId: notifications.userId, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.link, `/hasil-sidang-edit/perubahan-nilai/${failUuid}`));
    const toldIds = told.map((n) => n.userId);
    expect(toldIds).toContain(tokens.dosen1!.id);
    expect(toldIds).not.toContain(tokens.mahasiswa!.id);
    const studentTold = await db
      .select({ link: notifications.link, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, tokens.mahasiswa!.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(studentTold).toHaveLength(1);
    expect(studentTold[0]).toMatchObject({ link: STUDENT_RESULTS_LINK });
    expect(studentTold[0]!.body).toMatch(/Tidak lulus|Not passed/);

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
