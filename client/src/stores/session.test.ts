import type { LoginResponse } from '@ujian/shared/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../lib/storage';
import { createSessionStore, loadUserDataSchema, selectIsLoggedIn } from './session';

const login: LoginResponse = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  userData: {
    id: 4,
    fullName: 'Siti Mahasiswa',
    username: 'mahasiswa',
    email: 'mahasiswa@demo.ac.id',
    role: 'client',
    ability: [{ action: 'read', subject: 'Auth' }],
  },
};

describe('session store (spec sections 3, 4, 9)', () => {
  beforeAll(loadUserDataSchema);

  it('stores the session under the spec keys accessToken, refreshToken and userData (JSON)', () => {
    const storage = createMemoryStorage();
    createSessionStore(storage).getState().signIn(login);
    expect(storage.getItem('accessToken')).toBe('access-1');
    expect(storage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(storage.getItem('userData') ?? 'null')).toEqual(login.userData);
  });

  it('reads a stored session back on the next visit', () => {
    const storage = createMemoryStorage();
    createSessionStore(storage).getState().signIn(login);
    const next = createSessionStore(storage).getState();
    expect(next.userData).toEqual(login.userData);
    expect(selectIsLoggedIn(next)).toBe(true);
  });

  it('counts as logged in only with both userData and the access token', () => {
    expect(selectIsLoggedIn({ accessToken: 'a', userData: login.userData })).toBe(true);
    expect(selectIsLoggedIn({ accessToken: null, userData: login.userData })).toBe(false);
    expect(selectIsLoggedIn({ accessToken: 'a', userData: null })).toBe(false);
  });

  it('treats unreadable userData as no session', () => {
    const storage = createMemoryStorage();
    storage.setItem('accessToken', 'a');
    storage.setItem('userData', '{not json');
    expect(selectIsLoggedIn(createSessionStore(storage).getState())).toBe(false);
    storage.setItem('userData', JSON.stringify({ id: 'x' }));
    expect(createSessionStore(storage).getState().userData).toBeNull();
  });

  it('replaces both tokens after a refresh and keeps userData', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    store.getState().signIn(login);
    store.getState().setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(storage.getItem('accessToken')).toBe('access-2');
    expect(storage.getItem('refreshToken')).toBe('refresh-2');
    expect(store.getState().userData).toEqual(login.userData);
  });

  it('signOut removes the three keys', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    store.getState().signIn(login);
    store.getState().signOut();
    for (const key of ['accessToken', 'refreshToken', 'userData']) expect(storage.getItem(key)).toBeNull();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });
});
