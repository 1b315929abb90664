import type { HasilRow } from '@ujian/shared/hasil';
import { describe, expect, it } from 'vitest';
import { toScoreNow } from './to-score';

const row = (uuid: string, over: Partial<HasilRow>): HasilRow =>
  ({
    uuid,
    status: 'penilaian',
    jadwalStatus: 'terjadwal',
    tanggal: '2026-11-25',
    myDosenUuid: 'me',
    penilai: [{ dosenUuid: 'me', submittedAt: null }],
    ...over,
  }) as unknown as HasilRow;

describe('toScoreNow', () => {
  it('leaves out sidang still ahead and final rows', () => {
    const rows = [
      row('ahead', { tanggal: '2026-11-30' }),
      row('final', { status: 'final', jadwalStatus: 'selesai' }),
      row('today', {}),
      row('started-early', { tanggal: '2026-11-26', jadwalStatus: 'berlangsung' }),
    ];
    expect(toScoreNow(rows, '2026-11-25').map((r) => r.uuid)).toEqual(['today', 'started-early']);
  });

  it('puts the ones missing my scores first, then the oldest', () => {
    const rows = [
      row('done-old', {
        tanggal: '2026-11-01',
        penilai: [{ dosenUuid: 'me', submittedAt: '2026-11-01T05:00:00Z' }] as never,
      }),
      row('missing-new', { tanggal: '2026-11-20' }),
      row('missing-old', { tanggal: '2026-11-10', jadwalStatus: 'selesai' }),
    ];
    expect(toScoreNow(rows, '2026-11-25').map((r) => r.uuid)).toEqual(['missing-old', 'missing-new', 'done-old']);
  });
});
