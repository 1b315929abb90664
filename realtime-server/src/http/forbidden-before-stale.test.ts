import type { HasilRow, PerubahanRow } from '@ujian/shared/hasil';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dosen, ruangan } from '../db/schema/master';
import { pengajuanPembimbing } from '../db/schema/pengajuan';
import { surat } from '../db/schema/surat';
import { api, loginAs } from '../test/harness';
import { type ErrorBody, scores, useHasilServer } from '../test/hasil';

/**
 * CONTRACT.md Part 3 "Bad input": a caller who may read a row but not act on it gets 403 before any
 * `version` check, so a stale version never hands them `error.current`; an allowed caller still gets
 * the 409 with the row.
 */
describe('403 before the version check', () => {
  const fx = useHasilServer();
  let dosen2 = { token: '', id: 0 };
  beforeAll(async () => {
    const login = await loginAs(fx.server.baseUrl, 'dosen2', 'Dosen#2026demo');
    dosen2 = { token: login.accessToken, id: login.userData.id };
  });
  const asDosen2 = <T>(method: string, path: string, body: unknown) =>
    api<T>(fx.server.baseUrl, method, path, { token: dosen2.token, body });
  const refused = (res: { status: number; body: ErrorBody }, what: string) => {
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    expect(res.body.error.current, what).toBeUndefined();
  };

  it('hasil finalize, revisi-disetujui, nilai and perubahan-nilai decisions', async () => {
    const { jadwalUuid, pengajuanUuid } = await fx.sidang('berlangsung');
    const db = fx.server.database.db;
    const [d2] = await db.select({ uuid: dosen.uuid }).from(dosen).where(eq(dosen.userId, dosen2.id));
    await db.insert(pengajuanPembimbing).values({ kind: 'sidang', pengajuanUuid, urutan: 2, dosenUuid: d2!.uuid });
    const h = await fx.hasilOf(jadwalUuid);
    const version = await fx.scoreAll(h, [scores(80, 80, 80), scores(80, 80, 80), scores(80, 80, 80)]);
    const stale = { version: version + 50 };
    const base = `/hasil-sidang/${h.uuid}`;

    // the pembimbing reads the row but may not finalise; the koordinator reads it but may not approve revisions
    expect((await asDosen2<HasilRow>('GET', base, undefined)).status).toBe(200);
    refused(await asDosen2<ErrorBody>('POST', `${base}/finalize`, { keputusan: 'lulus', ...stale }), 'finalize');
    refused(await fx.call<ErrorBody>('koordinator', 'POST', `${base}/revisi-disetujui`, stale), 'revisi-disetujui');
    refused(
      await fx.call<ErrorBody>('dosen1', 'PUT', `${base}/nilai/${fx.dosenUuids[1]}`, {
        nilai: scores(70, 70, 70),
        ...stale,
      }),
      'nilai of another examiner',
    );
    // the chair may finalise: a stale version is their 409 with the row
    const staleChair = await fx.call<ErrorBody>('dosen1', 'POST', `${base}/finalize`, { keputusan: 'lulus', ...stale });
    expect(staleChair.status).toBe(409);
    expect(staleChair.body.error.fields?.reason).toBe('STALE_VERSION');
    expect(staleChair.body.error.current?.uuid).toBe(h.uuid);

    const final = await fx.call<HasilRow>('dosen1', 'POST', `${base}/finalize`, { keputusan: 'lulus', version });
    expect(final.status, JSON.stringify(final.body)).toBe(200);
    const asked = await fx.call<PerubahanRow>('dosen1', 'POST', `${base}/perubahan-nilai`, {
      dosenUuid: fx.dosenUuids[0],
      nilai: scores(85, 85, 85),
      alasan: 'Salah ketik pada komponen penulisan',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const decide = `/perubahan-nilai/${asked.body.uuid}/transitions`;
    const staleDecision = { event: 'APPROVE', version: asked.body.version + 50 };
    // the requester reads their request but never decides it
    refused(await fx.call<ErrorBody>('dosen1', 'POST', decide, staleDecision), 'own request');
    const staleKoordinator = await fx.call<ErrorBody & { error: { current?: PerubahanRow } }>(
      'koordinator',
      'POST',
      decide,
      staleDecision,
    );
    expect(staleKoordinator.status).toBe(409);
    expect(staleKoordinator.body.error.fields?.reason).toBe('STALE_VERSION');
    expect((staleKoordinator.body.error.current as { uuid?: string } | undefined)?.uuid).toBe(asked.body.uuid);
  });

  /** Refused (`403`, or `404` where the caller may not know the row exists), never the row. */
  const refusedAs = (status: 403 | 404, res: { status: number; body: ErrorBody }, what: string) => {
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(status);
    expect(res.body.error.code).toBe(status === 403 ? 'FORBIDDEN' : 'NOT_FOUND');
    expect(res.body.error.current, what).toBeUndefined();
  };
  /** The allowed caller's stale write: 409 STALE_VERSION with the row, so the refusals above are not vacuous. */
  const staleFor = (res: { status: number; body: ErrorBody }, what: string) => {
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(409);
    expect(res.body.error.fields?.reason, what).toBe('STALE_VERSION');
    expect(res.body.error.current, what).toBeDefined();
  };

  it('pengajuan, jadwal, surat, master and pengaturan writes', async () => {
    const db = fx.server.database.db;
    const { jadwalUuid, pengajuanUuid } = await fx.sidang('terjadwal');
    const pengajuan = `/pengajuan-sidang/${pengajuanUuid}`;
    const { body: p } = await fx.call<{ version: number }>('admin', 'GET', pengajuan);
    const staleP = p.version + 50;
    // the owner and the koordinator read it; neither may record a result (admin only): the role refusal
    // (CONTRACT.md "a transition not allowed -> 409", reason ROLE) comes before the version, without the row
    for (const who of ['mahasiswa', 'koordinator']) {
      const res = await fx.call<ErrorBody>(who, 'POST', `${pengajuan}/transitions`, {
        event: 'RECORD_RESULT',
        hasil: 'lulus',
        version: staleP,
      });
      expect(res.status, `${who} RECORD_RESULT: ${JSON.stringify(res.body)}`).toBe(409);
      expect(res.body.error.code).toBe('TRANSITION_NOT_ALLOWED');
      expect(res.body.error.fields?.event).toBe('ROLE');
      expect(res.body.error.current).toBeUndefined();
    }
    // a scheduled pengajuan is edited by no one: refused for its state, never as stale with the row
    const frozen = await fx.call<ErrorBody>('koordinator', 'PATCH', pengajuan, { judul: 'X', version: staleP });
    expect(frozen.status, JSON.stringify(frozen.body)).toBe(409);
    expect(frozen.body.error.fields?.reason).toBe('NOT_EDITABLE');
    expect(frozen.body.error.current).toBeUndefined();
    // another student does not know it exists
    refusedAs(404, await fx.call<ErrorBody>('mahasiswa2', 'PATCH', pengajuan, { version: staleP }), 'other student');
    refusedAs(
      404,
      await fx.call<ErrorBody>('mahasiswa2', 'POST', `${pengajuan}/transitions`, { event: 'CANCEL', version: staleP }),
      'other student CANCEL',
    );
    staleFor(
      await fx.call<ErrorBody>('admin', 'POST', `${pengajuan}/transitions`, {
        event: 'RECORD_RESULT',
        hasil: 'lulus',
        version: staleP,
      }),
      'admin RECORD_RESULT',
    );

    const jadwal = `/jadwal-sidang/${jadwalUuid}`;
    const { body: j } = await fx.call<{ version: number }>('admin', 'GET', jadwal);
    const staleJ = j.version + 50;
    // the chair and the student read the jadwal; neither moves nor cancels it
    for (const who of ['dosen1', 'mahasiswa']) {
      refusedAs(403, await fx.call<ErrorBody>(who, 'PATCH', jadwal, { version: staleJ }), `${who} jadwal PATCH`);
      refusedAs(
        403,
        await fx.call<ErrorBody>(who, 'POST', `${jadwal}/transitions`, { event: 'CANCEL', note: 'x', version: staleJ }),
        `${who} jadwal CANCEL`,
      );
    }
    refusedAs(404, await fx.call<ErrorBody>('mahasiswa2', 'PATCH', jadwal, { version: staleJ }), 'other student');
    staleFor(await fx.call<ErrorBody>('koordinator', 'PATCH', jadwal, { version: staleJ }), 'koordinator jadwal PATCH');
    staleFor(
      await fx.call<ErrorBody>('koordinator', 'POST', `${jadwal}/transitions`, {
        event: 'CANCEL',
        note: 'x',
        version: staleJ,
      }),
      'koordinator jadwal CANCEL',
    );

    // a letter the koordinator reads (their prodi) but may not revoke (admin only)
    const letters = await fx.call<{ data: Array<{ uuid: string; version: number }> }>('koordinator', 'GET', '/surat');
    expect(letters.body.data.length).toBeGreaterThan(0);
    const letter = letters.body.data[0]!;
    const [stored] = await db.select({ version: surat.version }).from(surat).where(eq(surat.uuid, letter.uuid));
    const revoke = { alasan: 'Salah nomor', version: stored!.version + 50 };
    refusedAs(403, await fx.call<ErrorBody>('koordinator', 'POST', `/surat/${letter.uuid}/revoke`, revoke), 'revoke');
    staleFor(await fx.call<ErrorBody>('admin', 'POST', `/surat/${letter.uuid}/revoke`, revoke), 'admin revoke');

    // master data and settings: readable or not, only an admin changes them
    const [room] = await db.select({ uuid: ruangan.uuid, version: ruangan.version }).from(ruangan).limit(1);
    const roomPatch = { nama: 'Ruang X', version: room!.version + 50 };
    for (const who of ['koordinator', 'dosen1', 'mahasiswa'])
      refusedAs(
        403,
        await fx.call<ErrorBody>(who, 'PATCH', `/master/ruangan/${room!.uuid}`, roomPatch),
        `${who} ruangan`,
      );
    staleFor(await fx.call<ErrorBody>('admin', 'PATCH', `/master/ruangan/${room!.uuid}`, roomPatch), 'admin ruangan');

    const settings = await fx.call<Record<string, unknown> & { version: number }>('admin', 'GET', '/pengaturan');
    expect(settings.status).toBe(200);
    const staleSettings = { ...settings.body, version: settings.body.version + 50 };
    for (const who of ['koordinator', 'dosen1'])
      refusedAs(403, await fx.call<ErrorBody>(who, 'PUT', '/pengaturan', staleSettings), `${who} pengaturan`);
    staleFor(await fx.call<ErrorBody>('admin', 'PUT', '/pengaturan', staleSettings), 'admin pengaturan');
  });
});
