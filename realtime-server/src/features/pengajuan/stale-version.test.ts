import type { Pengajuan } from '@ujian/shared/pengajuan';
import { describe, expect, it } from 'vitest';
import { type ErrorBody, usePengajuanServer } from '../../test/pengajuan-suite';

const suite = usePengajuanServer();
const { call, createSidang } = suite;
type Stale = ErrorBody & { error: { current?: Pengajuan } };

describe('pengajuan: stale edits', () => {
  it('a PATCH with the version read saves; a stale one is 409 STALE_VERSION with the row now, nothing overwritten', async () => {
    const created = await createSidang('mahasiswa', 'Judul awal');
    const first = await call('mahasiswa', 'PATCH', `/pengajuan-sidang/${created.uuid}`, {
      judul: 'Judul dari tab satu',
      version: created.version,
    });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(created.version + 1);

    const second = await call<Stale>('mahasiswa', 'PATCH', `/pengajuan-sidang/${created.uuid}`, {
      judul: 'Judul dari tab dua',
      version: created.version,
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('CONFLICT');
    expect(second.body.error.fields?.reason).toBe('STALE_VERSION');
    expect(second.body.error.current).toMatchObject({
      uuid: created.uuid,
      judul: 'Judul dari tab satu',
      version: created.version + 1,
    });
    expect((await call('mahasiswa', 'GET', `/pengajuan-sidang/${created.uuid}`)).body.judul).toBe(
      'Judul dari tab satu',
    );

    // a transition with a stale version carries the row now as well
    const cancel = await call<Stale>('mahasiswa', 'POST', `/pengajuan-sidang/${created.uuid}/transitions`, {
      event: 'CANCEL',
      version: created.version,
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error.current?.status).toBe('draft');
  });
});
