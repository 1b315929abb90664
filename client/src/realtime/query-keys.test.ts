import type { AnyEvent } from '@ujian/shared/events';
import { describe, expect, it } from 'vitest';
import { type AppQueryKey, createQueryBridge, queryKeys } from './query-keys';

const at = '2026-11-21T10:00:00.000Z';

function recorder() {
  const invalidated: AppQueryKey[] = [];
  return {
    invalidated,
    client: { invalidateQueries: async (f: { queryKey: AppQueryKey }) => invalidated.push(f.queryKey) },
  };
}

describe('query-key bridge', () => {
  it.each<[AnyEvent, AppQueryKey[]]>([
    [
      {
        seq: 1,
        type: 'pengajuan:status',
        at,
        data: { kind: 'yudisium', uuid: 'u1', from: 'draft', to: 'diajukan', event: 'SUBMIT' },
      },
      [
        ['pengajuan', 'yudisium'],
        ['pengajuan', 'yudisium', 'u1'],
      ],
    ],
    [
      { seq: 2, type: 'jadwal:changed', at, data: { uuid: 'j', pengajuanUuid: 'p', change: 'published' } },
      [['jadwal']],
    ],
    [{ seq: 3, type: 'hasil:changed', at, data: { uuid: 'h', jadwalUuid: 'j', status: 'lulus' } }, [['hasil']]],
    [{ seq: 4, type: 'rekap:changed', at, data: { recap: 'payroll' } }, [['rekap', 'payroll']]],
    [
      { seq: 5, type: 'notifikasi', at, data: { id: 1, title: 't', body: 'b', link: null, createdAt: at } },
      [['notifikasi']],
    ],
    [{ seq: 6, type: 'session:revoked', at, data: { reason: 'logout' } }, []],
  ])('invalidates the keys of %o', (event, keys) => {
    const { invalidated, client } = recorder();
    expect(createQueryBridge(client)(event)).toEqual(keys);
    expect(invalidated).toEqual(keys);
  });

  it('builds the same keys features use, so a prefix refreshes every page of a list', () => {
    expect(queryKeys.pengajuan('sidang', 'x').slice(0, 2)).toEqual(queryKeys.pengajuanAll('sidang'));
    expect(queryKeys.notifikasiPage(2, 10)[0]).toBe(queryKeys.notifikasi()[0]);
  });
});
