import type { JadwalRow } from '@ujian/shared/jadwal';
import { describe, expect, it } from 'vitest';
import { checkBodyOf, initialPlacement, type PlacementTarget, placementReducer, saveInputOf } from './placement-state';

const pengajuan = { uuid: 'p-1', judul: 'Judul', mahasiswa: { fullName: 'Siti', nomorInduk: '123' } };
const jadwal = {
  uuid: 'j-1',
  version: 4,
  status: 'draft',
  tanggal: '2026-12-01',
  waktuUjianUuid: 'w-1',
  ruanganUuid: 'r-1',
  onlineUrl: null,
  komite: [{ peran: 'ketua', dosenUuid: 'd-1', nama: 'Dr. A' }],
} as unknown as JadwalRow;

describe('placement state', () => {
  it('starts from the target, then the jadwal being edited', () => {
    const state = initialPlacement({ pengajuan, jadwal, tanggal: '2026-12-02' } as PlacementTarget);
    expect(state).toEqual({
      tanggal: '2026-12-02',
      waktuUjianUuid: 'w-1',
      ruanganUuid: 'r-1',
      onlineUrl: '',
      seats: { ketua: 'd-1', sekretaris: null, penguji1: null, penguji2: null },
    });
  });

  it('keeps its identity when an edit changes nothing (the check is debounced by identity)', () => {
    const state = initialPlacement({ pengajuan, jadwal });
    expect(placementReducer(state, { type: 'tanggal', value: '2026-12-01' })).toBe(state);
    expect(placementReducer(state, { type: 'seat', peran: 'ketua', value: 'd-1' })).toBe(state);
    const next = placementReducer(state, { type: 'seat', peran: 'penguji1', value: 'd-2' });
    expect(next).not.toBe(state);
    expect(next.seats).toEqual({ ketua: 'd-1', sekretaris: null, penguji1: 'd-2', penguji2: null });
  });

  it('checks nothing until date and slot are chosen, then sends the placement with the jadwal', () => {
    const empty = initialPlacement({ pengajuan });
    expect(checkBodyOf(empty, 'p-1')).toBeNull();
    const dated = placementReducer(empty, { type: 'tanggal', value: '2026-12-03' });
    expect(checkBodyOf(dated, 'p-1')).toBeNull();
    const slotted = placementReducer(placementReducer(dated, { type: 'waktu', value: 'w-2' }), {
      type: 'onlineUrl',
      value: '  https://meet.example/x  ',
    });
    expect(checkBodyOf(slotted, 'p-1', 'j-9')).toEqual({
      uuid: 'j-9',
      pengajuanUuid: 'p-1',
      tanggal: '2026-12-03',
      waktuUjianUuid: 'w-2',
      ruanganUuid: null,
      onlineUrl: 'https://meet.example/x',
      komite: [],
    });
  });

  it('saves a patch with the version of the jadwal in hand, or a new draft for the pengajuan', () => {
    const state = initialPlacement({ pengajuan, jadwal });
    const placement = {
      tanggal: '2026-12-01',
      waktuUjianUuid: 'w-1',
      ruanganUuid: 'r-1',
      onlineUrl: null,
      komite: [{ peran: 'ketua', dosenUuid: 'd-1' }],
    };
    expect(saveInputOf(state, 'p-1', jadwal)).toEqual({ uuid: 'j-1', body: { version: 4, ...placement } });
    expect(saveInputOf(state, 'p-1', undefined)).toEqual({ body: { pengajuanUuid: 'p-1', ...placement } });
  });
});
