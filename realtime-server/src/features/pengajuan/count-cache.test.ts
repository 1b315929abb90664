import type { Page } from '@ujian/shared/paging';
import type { Pengajuan } from '@ujian/shared/pengajuan';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { usePengajuanServer } from '../../test/pengajuan-suite';
import { cachedCount, countKeyOf, invalidateCounts } from './count-cache';

const fakeDb = () => ({}) as Db;
const TTL = 2000;

describe('count cache', () => {
  it('counts once per key while fresh, sharing one query between concurrent callers', async () => {
    const db = fakeDb();
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cachedCount(db, 'k', load, TTL, 0), cachedCount(db, 'k', load, TTL, 1)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cachedCount(db, 'k', load, TTL, TTL - 1)).toBe(1);
    expect(await cachedCount(db, 'k', load, TTL, TTL)).toBe(2);
    // another key, another database: their own counts
    expect(await cachedCount(db, 'other', load, TTL, TTL)).toBe(3);
    expect(await cachedCount(fakeDb(), 'k', load, TTL, TTL)).toBe(4);
  });

  it('forgets everything when a write commits, and does not keep a count that was running across it', async () => {
    const db = fakeDb();
    let release: (n: number) => void = () => {};
    const running = cachedCount(db, 'k', () => new Promise<number>((r) => (release = r)), TTL, 0);
    invalidateCounts(db);
    release(7);
    expect(await running).toBe(7);
    expect(await cachedCount(db, 'k', async () => 8, TTL, 1)).toBe(8);
    invalidateCounts(db);
    expect(await cachedCount(db, 'k', async () => 9, TTL, 2)).toBe(9);
  });

  it('refreshes a busy key in the background late in its lifetime, serving the current count meanwhile', async () => {
    const db = fakeDb();
    const late = TTL * 0.75;
    let loads = 0;
    const load = async () => ++loads;
    expect(await cachedCount(db, 'k', load, TTL, 0)).toBe(1);
    // three quarters into its lifetime the current count is served and one refresh starts
    expect(await cachedCount(db, 'k', load, TTL, late)).toBe(1);
    expect(loads).toBe(2);
    // the refreshed count lives from when it was started
    expect(await cachedCount(db, 'k', load, TTL, late + 1)).toBe(2);
    expect(await cachedCount(db, 'k', load, TTL, late + TTL * 0.75 - 1)).toBe(2);
    expect(loads).toBe(2);

    // a refresh that lands after a write is dropped
    let release: (n: number) => void = () => {};
    expect(await cachedCount(db, 'k', () => new Promise<number>((r) => (release = r)), TTL, late * 2)).toBe(2);
    invalidateCounts(db);
    release(50);
    await Promise.resolve();
    expect(await cachedCount(db, 'k', async () => 99, TTL, late * 2 + 1)).toBe(99);
  });

  it('counts every time when switched off (LIST_TOTAL_CACHE_MS=0)', async () => {
    const db = fakeDb();
    let loads = 0;
    const load = async () => ++loads;
    expect([await cachedCount(db, 'k', load, 0, 0), await cachedCount(db, 'k', load, 0, 0)]).toEqual([1, 2]);
  });

  it('does not keep a failed count', async () => {
    const db = fakeDb();
    await expect(cachedCount(db, 'k', () => Promise.reject(new Error('down')), TTL, 0)).rejects.toThrow('down');
    expect(await cachedCount(db, 'k', async () => 5, TTL, 1)).toBe(5);
  });

  it('keys by the SQL and its parameters, so two callers with different filters never share', () => {
    const mine = countKeyOf('sidang', sql`user_id = ${1}`);
    expect(mine).not.toBe(countKeyOf('sidang', sql`user_id = ${2}`));
    expect(mine).not.toBe(countKeyOf('yudisium', sql`user_id = ${1}`));
    expect(mine).toBe(countKeyOf('sidang', sql`user_id = ${1}`));
    expect(countKeyOf('sidang', undefined)).not.toBe(mine);
  });
});

describe('list totals follow writes at once (over the API)', () => {
  const { call, createSidang } = usePengajuanServer();
  const total = async (as: 'admin' | 'mahasiswa', query: string) => {
    const res = await call<Page<Pengajuan>>(as, 'GET', `/pengajuan-sidang?${query}`);
    expect(res.status).toBe(200);
    return res.body.total;
  };

  it('a create, an edit of the searched title and a transition each show in the next total', async () => {
    const drafts = await total('admin', 'status=draft');
    const searched = await total('admin', 'q=penjadwalan%20genetika');
    const mine = await total('mahasiswa', '');
    // read twice: the second answer may come from the cache
    expect(await total('admin', 'status=draft')).toBe(drafts);

    const created = await createSidang('mahasiswa', 'Penjadwalan Genetika Ruang Sidang');
    expect(await total('admin', 'status=draft')).toBe(drafts + 1);
    expect(await total('admin', 'q=penjadwalan%20genetika')).toBe(searched + 1);
    expect(await total('mahasiswa', '')).toBe(mine + 1);

    const renamed = await call('mahasiswa', 'PATCH', `/pengajuan-sidang/${created.uuid}`, { judul: 'Judul Lain' });
    expect(renamed.status).toBe(200);
    expect(await total('admin', 'q=penjadwalan%20genetika')).toBe(searched);

    const cancelled = await call('mahasiswa', 'POST', `/pengajuan-sidang/${created.uuid}/transitions`, {
      event: 'CANCEL',
    });
    expect(cancelled.status).toBe(200);
    expect(await total('admin', 'status=draft')).toBe(drafts);
  });
  it('pages through a sorted list in order, without overlap (page uuids first, then the rows)', async () => {
    const titles = ['Zeta Penjadwalan Paging', 'Alpha Penjadwalan Paging', 'Mu Penjadwalan Paging'];
    for (const judul of titles) await createSidang('mahasiswa', judul);
    for (const sortBy of ['judul-asc', '-judul', 'mahasiswa', '-createdAt']) {
      const seen: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const res = await call<Page<Pengajuan>>(
          'admin',
          'GET',
          `/pengajuan-sidang?q=paging&sortBy=${sortBy}&perPage=1&page=${page}`,
        );
        expect(res.body.total).toBe(3);
        seen.push(...res.body.data.map((p) => p.judul));
      }
      const expected =
        sortBy === 'judul-asc' ? [...titles].sort() : sortBy === '-judul' ? [...titles].sort().reverse() : undefined;
      expect(seen, sortBy).toHaveLength(3);
      expect(new Set(seen).size, sortBy).toBe(3);
      if (expected) expect(seen, sortBy).toEqual(expected);
      if (sortBy === '-createdAt') expect(seen).toEqual([...titles].reverse());
    }
  });
});
