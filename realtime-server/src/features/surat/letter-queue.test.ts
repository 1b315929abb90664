import type { Page } from '@ujian/shared/paging';
import type { SuratAntrianRow, SuratRow } from '@ujian/shared/surat';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pengaturan } from '../../db/schema/pengaturan';
import { suratAntrian, suratCounter } from '../../db/schema/surat';
import { sidangDocs, usePengajuanServer } from '../../test/pengajuan-suite';
import { createLetterQueue } from './letter-queue';

// a PNG signature and nothing else: settings stored before a save decoded the logo
const BROKEN_LOGO = 'data:image/png;base64,iVBORw0KGgo=';

describe('letters issued after their event commits', () => {
  const { state, call, createSidang, uploadAll } = usePengajuanServer();

  async function breakLogo(): Promise<() => Promise<void>> {
    const db = state.server.database.db;
    const [row] = await db.select().from(pengaturan).where(eq(pengaturan.key, 'default'));
    const before = await call<Record<string, unknown>>('admin', 'GET', '/pengaturan');
    const { version: _v, ...value } = before.body;
    if (row) await db.update(pengaturan).set({ value: { ...value, logo: BROKEN_LOGO } });
    else await db.insert(pengaturan).values({ key: 'default', value: { ...value, logo: BROKEN_LOGO }, version: 1 });
    return async () => {
      await db.update(pengaturan).set({ value }).where(eq(pengaturan.key, 'default'));
    };
  }

  async function verified(): Promise<string> {
    const created = await createSidang('mahasiswa');
    await uploadAll('mahasiswa', 'pengajuan-sidang', created.uuid, sidangDocs);
    expect(
      (await call('mahasiswa', 'POST', `/pengajuan-sidang/${created.uuid}/transitions`, { event: 'SUBMIT' })).status,
    ).toBe(200);
    const verify = await call<{ status: string }>(
      'koordinator',
      'POST',
      `/pengajuan-sidang/${created.uuid}/transitions`,
      { event: 'VERIFY' },
    );
    // the event stands whatever becomes of its letter
    expect(verify.status).toBe(200);
    return created.uuid;
  }

  const lettersOf = async (pengajuanUuid: string) =>
    (await call<Page<SuratRow>>('admin', 'GET', '/surat?jenis=surat-tugas-pembimbing&perPage=100')).body.data.filter(
      (s) => s.ref.pengajuanUuid === pengajuanUuid,
    );

  it('never lets a letter that cannot be made undo VERIFY or answer 500; admins see it failed and retry it', async () => {
    const db = state.server.database.db;
    const restore = await breakLogo();
    let restored = false;
    try {
      const pengajuanUuid = await verified();
      expect((await call('koordinator', 'GET', `/pengajuan-sidang/${pengajuanUuid}`)).body).toMatchObject({
        status: 'diverifikasi',
      });
      expect(await lettersOf(pengajuanUuid)).toEqual([]);
      const queue = await call<{ data: SuratAntrianRow[] }>('admin', 'GET', '/surat/antrian');
      expect(queue.status).toBe(200);
      const failed = queue.body.data.filter((r) => r.ref.pengajuanUuid === pengajuanUuid);
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ status: 'gagal', jenis: 'surat-tugas-pembimbing', attempts: 1 });
      expect(failed[0]?.error).toMatch(/could not be made/);
      expect((await call('koordinator', 'GET', '/surat/antrian')).status).toBe(403);

      // a nota dinas is refused (409, not 500) and uses no number
      const counters = () => db.select().from(suratCounter).where(eq(suratCounter.jenis, 'nota-dinas'));
      const before = await counters();
      const day = 24 * 60 * 60 * 1000;
      const nota = await call<{ error: { fields: { reason: string } } }>('admin', 'POST', '/surat/nota-dinas', {
        from: new Date(Date.now() - 60 * day).toISOString().slice(0, 10),
        to: new Date(Date.now() + 60 * day).toISOString().slice(0, 10),
      });
      expect(nota.status).toBe(409);
      expect(nota.body.error.fields.reason).toBe('RENDER_FAILED');
      expect(await counters()).toEqual(before);

      // retrying while the settings are still broken fails again, visibly
      const again = await call<{ error: { fields: { reason: string }; current: SuratAntrianRow } }>(
        'admin',
        'POST',
        `/surat/antrian/${failed[0]?.uuid}/retry`,
        { version: failed[0]?.version },
      );
      expect(again.status).toBe(409);
      expect(again.body.error.fields.reason).toBe('RENDER_FAILED');
      expect(again.body.error.current).toMatchObject({ status: 'gagal', attempts: 2 });

      await restore();
      restored = true;
      const stale = await call('admin', 'POST', `/surat/antrian/${failed[0]?.uuid}/retry`, {
        version: failed[0]?.version,
      });
      expect(stale.status).toBe(409);
      const retried = await call('admin', 'POST', `/surat/antrian/${failed[0]?.uuid}/retry`, {
        version: again.body.error.current.version,
      });
      expect(retried.status).toBe(200);
      const letters = await lettersOf(pengajuanUuid);
      expect(letters).toHaveLength(1);
      expect(letters[0]).toMatchObject({ status: 'terbit' });
      const left = await db.select().from(suratAntrian).where(eq(suratAntrian.uuid, failed[0]!.uuid));
      expect(left).toEqual([]);
    } finally {
      if (!restored) await restore();
    }
  });

  it('issues a letter its event queued but the process never issued (a crash after commit) on the sweep', async () => {
    const pengajuanUuid = await verified();
    expect(await lettersOf(pengajuanUuid)).toHaveLength(1);
    const db = state.server.database.db;
    // as if the process stopped between the commit and the issue
    await db.insert(suratAntrian).values({
      jenis: 'surat-tugas-pembimbing',
      args: { pengajuanUuid },
      createdAt: new Date(Date.now() - 60_000),
    });
    const queue = createLetterQueue({
      db,
      logger: { warn: () => undefined },
      appUrl: 'http://portal.test',
      clock: { now: () => new Date() },
    });
    await queue.runOnce();
    await queue.close();
    expect(await lettersOf(pengajuanUuid)).toHaveLength(2);
    const waiting = await db.select().from(suratAntrian).where(eq(suratAntrian.status, 'menunggu'));
    expect(waiting).toEqual([]);
  });
});
