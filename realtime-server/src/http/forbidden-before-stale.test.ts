import type { HasilRow, PerubahanRow } from '@ujian/shared/hasil';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dosen } from '../db/schema/master';
import { pengajuanPembimbing } from '../db/schema/pengajuan';
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
});
