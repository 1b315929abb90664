import type { AnyEvent } from '@ujian/shared/events';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../lib/storage';
import { createRealtimeStore, FEED_LIMIT, lastSeqKey, mergeInbox } from './realtime-store';

const at = '2026-11-21T10:00:00.000Z';
const notifikasi = (seq: number, id: number): AnyEvent => ({
  seq,
  type: 'notifikasi',
  at,
  data: { id, title: `N${id}`, body: 'isi', link: '/jadwal-sidang', createdAt: at },
});
const jadwal = (seq: number): AnyEvent => ({
  seq,
  type: 'jadwal:changed',
  at,
  data: { uuid: `j${seq}`, pengajuanUuid: 'p', change: 'updated' },
});
const item = (id: number, readAt: string | null = null) => ({
  id,
  title: `N${id}`,
  body: 'isi',
  link: null,
  readAt,
  createdAt: at,
});

function storeFor(userId: number, stored?: number) {
  const storage = createMemoryStorage();
  if (stored !== undefined) storage.setItem(lastSeqKey(userId), String(stored));
  const store = createRealtimeStore(storage);
  store.getState().startUser(userId);
  return { store, storage };
}

describe('realtime store', () => {
  it('takes each seq once: a replayed or older event is dropped and changes nothing', () => {
    const { store } = storeFor(7);
    const s = () => store.getState();
    expect(s().receive(notifikasi(1, 10))).toBe(true);
    expect(s().receive(jadwal(2))).toBe(true);
    expect(s().receive(notifikasi(1, 10))).toBe(false); // the same event again (reconnect racing live)
    expect(s().receive(jadwal(2))).toBe(false);
    expect(s().receive(notifikasi(5, 11))).toBe(true); // seqs of other sessions' control events leave gaps
    expect(s().receive(jadwal(4))).toBe(false); // older than the newest: already covered by the replay
    expect(s().lastSeq).toBe(5);
    expect(s().feed.map((e) => e.seq)).toEqual([5, 2, 1]);
    expect(s().inbox.map((n) => n.id)).toEqual([11, 10]);
    expect(s().unread).toBe(2);
  });

  it('keeps lastSeq per user in storage and resumes from it', () => {
    const { store, storage } = storeFor(7, 40);
    expect(store.getState().lastSeq).toBe(40);
    expect(store.getState().receive(jadwal(40))).toBe(false);
    store.getState().receive(jadwal(41));
    expect(storage.getItem(lastSeqKey(7))).toBe('41');
    store.getState().reset();
    store.getState().startUser(8);
    expect(store.getState().lastSeq).toBeUndefined(); // another user's seqs are their own
    store.getState().reset();
    store.getState().startUser(7);
    expect(store.getState().lastSeq).toBe(41);
  });

  it('moves lastSeq on session:revoked but keeps it out of the feed', () => {
    const { store } = storeFor(1);
    store.getState().receive({ seq: 3, type: 'session:revoked', at, data: { reason: 'token-expired' } });
    expect(store.getState().lastSeq).toBe(3);
    expect(store.getState().feed).toEqual([]);
  });

  it('caps the feed at its limit, newest first', () => {
    const { store } = storeFor(1);
    for (let seq = 1; seq <= FEED_LIMIT + 5; seq++) store.getState().receive(jadwal(seq));
    const feed = store.getState().feed;
    expect(feed).toHaveLength(FEED_LIMIT);
    expect(feed[0]?.seq).toBe(FEED_LIMIT + 5);
  });

  it('merges a loaded inbox with live items: nothing twice, nothing lost, unread right', () => {
    // the event arrived first, then the page that already contains it
    const { store } = storeFor(1);
    store.getState().receive(notifikasi(9, 3));
    store.getState().setInbox({ data: [item(3), item(2, at)], unread: 1 });
    expect(store.getState().inbox.map((n) => n.id)).toEqual([3, 2]);
    expect(store.getState().unread).toBe(1);
    // the page was read before a newer event arrived: the newer one stays and counts
    store.getState().receive(notifikasi(10, 4));
    store.getState().setInbox({ data: [item(3), item(2, at)], unread: 1 });
    expect(store.getState().inbox.map((n) => n.id)).toEqual([4, 3, 2]);
    expect(store.getState().unread).toBe(2);
    // the page came first: the event of a row it had is not counted again
    const other = storeFor(2).store;
    other.getState().setInbox({ data: [item(5)], unread: 1 });
    other.getState().receive(notifikasi(1, 5));
    expect(other.getState().inbox).toHaveLength(1);
    expect(other.getState().unread).toBe(1);
  });

  it('marks one and all read', () => {
    const { store } = storeFor(1);
    store.getState().setInbox({ data: [item(2), item(1)], unread: 2 });
    store.getState().markRead(2, at);
    store.getState().markRead(2, at); // twice is once
    expect(store.getState().unread).toBe(1);
    store.getState().markAllRead(at);
    expect(store.getState().unread).toBe(0);
    expect(store.getState().inbox).toHaveLength(2);
    expect(store.getState().inbox.every((n) => n.readAt === at)).toBe(true);
  });

  it('mergeInbox trusts the server for the rows it returned', () => {
    const merged = mergeInbox([item(2)], { data: [item(2, at)], unread: 0 });
    expect(merged).toEqual({ inbox: [item(2, at)], unread: 0 });
  });
});
