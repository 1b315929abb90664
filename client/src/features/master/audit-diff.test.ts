import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-diff';

describe('changedFields', () => {
  it('lists only what changed, ignoring timestamps, and shows empty values as a dash', () => {
    expect(
      changedFields(
        { uuid: 'u', nama: 'Ruang 1', kapasitas: 10, lokasi: null, updatedAt: 'a' },
        { uuid: 'u', nama: 'Ruang 1', kapasitas: 12, lokasi: 'Gedung B', updatedAt: 'b' },
      ),
    ).toEqual([
      { field: 'kapasitas', from: '10', to: '12' },
      { field: 'lokasi', from: '–', to: 'Gedung B' },
    ]);
  });

  it('treats a created row as every field new and a deleted one as every field gone', () => {
    expect(changedFields(null, { kode: 'R-1' })).toEqual([{ field: 'kode', from: '–', to: 'R-1' }]);
    expect(changedFields({ kode: 'R-1' }, null)).toEqual([{ field: 'kode', from: 'R-1', to: '–' }]);
  });
});
