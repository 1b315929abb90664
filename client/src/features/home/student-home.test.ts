import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hasilStatuses, sidangStatuses, yudisiumStatuses } from '@ujian/shared/pengajuan';
import { describe, expect, it } from 'vitest';
import { nextStepKey } from '../pengajuan/my-pengajuan';
import { jadwalRowsOf, nextSidangOf, resultOf } from './student-home';

const jadwal = (over: Record<string, unknown>) => ({
  uuid: 'j1',
  pengajuanUuid: 'p1',
  status: 'terjadwal',
  tanggal: '2026-12-03',
  mulai: '2026-12-03T09:00:00+07:00',
  selesai: '2026-12-03T11:00:00+07:00',
  ruanganNama: 'Ruang Sidang 1',
  onlineUrl: null,
  ...over,
});

describe("the student's next sidang", () => {
  const now = new Date('2026-12-01T00:00:00Z');

  it('is the earliest published sidang not over yet', () => {
    const rows = jadwalRowsOf({
      data: [
        jadwal({ uuid: 'later', mulai: '2026-12-10T09:00:00+07:00', selesai: '2026-12-10T11:00:00+07:00' }),
        jadwal({ uuid: 'soon' }),
        jadwal({ uuid: 'past', mulai: '2026-11-20T09:00:00+07:00', selesai: '2026-11-20T11:00:00+07:00' }),
      ],
    });
    expect(nextSidangOf(rows, now)?.uuid).toBe('soon');
  });

  it('leaves out drafts, cancelled and finished ones and rows without a time', () => {
    const rows = jadwalRowsOf({
      data: [
        jadwal({ uuid: 'd', status: 'draft' }),
        jadwal({ uuid: 'x', status: 'dibatalkan' }),
        jadwal({ uuid: 's', status: 'selesai' }),
        jadwal({ uuid: 'n', mulai: null, selesai: null }),
      ],
    });
    expect(nextSidangOf(rows, now)).toBeNull();
  });

  it('a sidang under way is still the next one until it ends', () => {
    const rows = jadwalRowsOf({ data: [jadwal({ status: 'berlangsung' })] });
    expect(nextSidangOf(rows, new Date('2026-12-03T03:00:00Z'))?.uuid).toBe('j1');
    expect(nextSidangOf(rows, new Date('2026-12-03T05:00:00Z'))).toBeNull();
  });

  it('an answer it cannot read shows nothing instead of failing', () => {
    expect(jadwalRowsOf(null)).toEqual([]);
    expect(jadwalRowsOf({ error: { code: 'NOT_FOUND' } })).toEqual([]);
    expect(jadwalRowsOf({ data: [{ nonsense: true }, jadwal({})] }).map((r) => r.uuid)).toEqual(['j1']);
  });
});

describe('the next step of each pengajuan', () => {
  const en = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../locales/en/pengajuan.json', import.meta.url)), 'utf8'),
  ) as { mine: { next: Record<string, Record<string, string>> } };
  const has = (key: string) => {
    const [, , kind, status] = key.split('.');
    return typeof en.mine.next[kind!]?.[status!] === 'string';
  };

  it('has words for every status of both kinds, and for both ends of a sidang', () => {
    const keys = [
      ...sidangStatuses.flatMap((status) => hasilStatuses.map((hasil) => nextStepKey('sidang', { status, hasil }))),
      ...yudisiumStatuses.map((status) => nextStepKey('yudisium', { status, hasil: null })),
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });

  it('tells a failed sidang apart from a passed one', () => {
    expect(nextStepKey('sidang', { status: 'selesai', hasil: 'tidak_lulus' })).not.toBe(
      nextStepKey('sidang', { status: 'selesai', hasil: 'lulus' }),
    );
    expect(nextStepKey('sidang', { status: 'diajukan', hasil: null })).toBe('mine.next.sidang.diajukan');
  });
});

describe("the student's result", () => {
  it('none until a sidang is finished; then its hasil; graduated after the yudisium', () => {
    expect(resultOf([{ status: 'dijadwalkan', hasil: null }], [])).toEqual({ kind: 'none' });
    expect(resultOf([{ status: 'selesai', hasil: 'lulus_revisi' }], [])).toEqual({
      kind: 'hasil',
      hasil: 'lulus_revisi',
    });
    expect(resultOf([{ status: 'selesai', hasil: 'lulus' }], [{ status: 'selesai', hasil: null }])).toEqual({
      kind: 'graduated',
    });
  });
});
