import type { Page } from '@ujian/shared/paging';
import type { PublicSurat, SuratAntrianRow, SuratRow } from '@ujian/shared/surat';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dosen } from '../../db/schema/master';
import { pengaturan } from '../../db/schema/pengaturan';
import { api } from '../../test/harness';
import { dayAhead, useJadwalServer } from '../../test/jadwal';
import { pdfText } from '../../test/pdf-text';
import { namaLengkapOf } from '../master/definitions';

const { state, call, draft, publish } = useJadwalServer();

async function lettersOf(jadwalUuid: string): Promise<SuratRow[]> {
  const list = await call<Page<SuratRow>>('admin', 'GET', '/surat?jenis=surat-tugas&perPage=100');
  return list.body.data.filter((s) => s.ref.jadwalUuid === jadwalUuid);
}

describe('surat tugas follows its jadwal', () => {
  it('is issued on PUBLISH, replaced on a reschedule, revoked when the sidang is cancelled', async () => {
    const row = await draft({
      pembimbing: [0],
      tanggal: dayAhead(9),
      waktu: 0,
      ruangan: 0,
      komite: [
        [1, 'ketua'],
        [2, 'penguji1'],
      ],
    });
    const published = await publish(row);
    expect(published.status).toBe(200);
    const [first] = await lettersOf(row.uuid);
    expect(first).toMatchObject({ status: 'terbit', jenis: 'surat-tugas' });
    expect(first?.penerima.map((p) => p.peran)).toEqual(['ketua', 'penguji1']);
    // the committee as the master data names them: titles, and NIP (or NIDN without one)
    const [ketua] = await state.server.database.db.select().from(dosen).where(eq(dosen.uuid, state.dosen[1]!.uuid));
    expect(ketua?.gelarBelakang).toBeTruthy();
    const titled = namaLengkapOf(ketua!);
    expect(first?.penerima[0]?.nama).toBe(titled);
    const pdf = await fetch(`${state.server.baseUrl}/api/v1/surat/${first?.uuid}/pdf?lang=id`, {
      headers: { authorization: `Bearer ${state.who.admin.token}` },
    });
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(titled);
    expect(text).toContain(ketua?.nip ? `NIP ${ketua.nip}` : `NIDN ${ketua?.nidn}`);
    // the committee member sees the letter naming them
    const dosenWithAccount = state.dosen.findIndex((d) => d.userId === state.who.dosen1.id);
    expect(dosenWithAccount).toBeGreaterThanOrEqual(0);

    const moved = await call('admin', 'PATCH', `/jadwal-sidang/${row.uuid}`, {
      version: published.body.version,
      waktuUjianUuid: state.waktu[1]!.uuid,
    });
    expect(moved.status).toBe(200);
    const afterMove = await lettersOf(row.uuid);
    expect(afterMove.map((s) => s.status).sort()).toEqual(['diganti', 'terbit']);
    const replaced = afterMove.find((s) => s.status === 'diganti');
    expect(replaced?.uuid).toBe(first?.uuid);
    const pub = await api<PublicSurat>(state.server.baseUrl, 'GET', `/public/surat/${first?.kode}`);
    expect(pub.body.status).toBe('diganti');

    const cancelled = await call('admin', 'POST', `/jadwal-sidang/${row.uuid}/transitions`, {
      event: 'CANCEL',
      note: 'Ketua berhalangan',
      version: moved.body.version,
    });
    expect(cancelled.status).toBe(200);
    expect((await lettersOf(row.uuid)).map((s) => s.status).sort()).toEqual(['dicabut', 'diganti']);
  });

  it('publishes even when its letter cannot be made: the letter shows as failed to admins, and retries once fixed', async () => {
    const db = state.server.database.db;
    const settings = await call<Record<string, unknown> & { version: number }>('admin', 'GET', '/pengaturan');
    const { version: _v, ...value } = settings.body;
    // a logo stored before saves decoded it: a PNG signature and nothing else
    const broken = { ...value, logo: 'data:image/png;base64,iVBORw0KGgo=' };
    const [row0] = await db.select().from(pengaturan).where(eq(pengaturan.key, 'default'));
    if (row0) await db.update(pengaturan).set({ value: broken }).where(eq(pengaturan.key, 'default'));
    else await db.insert(pengaturan).values({ key: 'default', value: broken, version: 1 });
    try {
      const row = await draft({
        pembimbing: [0],
        tanggal: dayAhead(11),
        waktu: 1,
        ruangan: 1,
        komite: [
          [3, 'ketua'],
          [4, 'penguji1'],
        ],
      });
      const published = await publish(row);
      expect(published.status).toBe(200);
      expect(await lettersOf(row.uuid)).toEqual([]);
      const queue = await call<{ data: SuratAntrianRow[] }>('admin', 'GET', '/surat/antrian');
      const failed = queue.body.data.filter((r) => r.ref.jadwalUuid === row.uuid);
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ jenis: 'surat-tugas', status: 'gagal' });
      await db.update(pengaturan).set({ value }).where(eq(pengaturan.key, 'default'));
      const retried = await call('admin', 'POST', `/surat/antrian/${failed[0]?.uuid}/retry`, {
        version: failed[0]?.version,
      });
      expect(retried.status).toBe(200);
      expect((await lettersOf(row.uuid)).map((s) => s.status)).toEqual(['terbit']);
    } finally {
      await db.update(pengaturan).set({ value }).where(eq(pengaturan.key, 'default'));
    }
  });
});
