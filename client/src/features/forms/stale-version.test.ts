import { describe, expect, it } from 'vitest';
import { validateMasterForm } from '../master/master-form';
import { masterScreens } from '../master/screens';
import { compareRows, sameValue, staleCurrentOf } from './stale-version';

const refusal = (status: number, error: Record<string, unknown>) => ({ response: { status, data: { error } } });

describe('stale saves (409 STALE_VERSION)', () => {
  it('finds the row as it is now only in a stale-version refusal', () => {
    const current = { uuid: 'u1', nama: 'Ruang Baru', version: 3 };
    expect(
      staleCurrentOf(refusal(409, { code: 'CONFLICT', message: 'x', fields: { reason: 'STALE_VERSION' }, current })),
    ).toEqual(current);
    expect(staleCurrentOf(refusal(409, { code: 'CONFLICT', message: 'x', fields: { reason: 'IN_USE' } }))).toBe(
      undefined,
    );
    expect(staleCurrentOf(refusal(400, { code: 'VALIDATION_FAILED', message: 'x', fields: {} }))).toBe(undefined);
    expect(staleCurrentOf(new Error('network'))).toBe(undefined);
  });

  it('compares field by field, empty values alike', () => {
    expect(sameValue('', null)).toBe(true);
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a'], ['a', 'b'])).toBe(false);
    const rows = compareRows(
      [
        { name: 'nama', label: 'Name' },
        { name: 'kapasitas', label: 'Capacity' },
        { name: 'lokasi', label: 'Location' },
      ],
      { nama: 'Ruang Sidang 1', kapasitas: 30, lokasi: null },
      { nama: 'Ruang Sidang Utama', kapasitas: 30, lokasi: '' },
    );
    expect(rows.map((r) => [r.name, r.differs])).toEqual([
      ['nama', true],
      ['kapasitas', false],
      ['lokasi', false],
    ]);
    expect(rows[0]).toMatchObject({ theirs: 'Ruang Sidang 1', mine: 'Ruang Sidang Utama' });
  });
});

describe('numeric master fields are refused out of range, never clamped', () => {
  it('names the capacity of a room at -5, 0 and 10001', () => {
    const config = masterScreens.ruangan;
    for (const kapasitas of [-5, 0, 10001]) {
      const errors = validateMasterForm(config, { kode: 'R1', nama: 'Ruang', kapasitas, lokasi: '' }, 'create');
      expect(errors.kapasitas, String(kapasitas)).toBeDefined();
    }
    expect(
      validateMasterForm(config, { kode: 'R1', nama: 'Ruang', kapasitas: 5, lokasi: '' }, 'create').kapasitas,
    ).toBe(undefined);
  });
});
