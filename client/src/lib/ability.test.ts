import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../stores/session';
import { ability } from './ability';

describe('the browser ability follows the stored session', () => {
  it('is the anonymous default (read Auth) without a session', () => {
    useSessionStore.getState().signOut();
    expect(ability.can('read', 'Auth')).toBe(true);
    expect(ability.can('read', 'dashboard')).toBe(false);
  });

  it('takes the rules of userData on sign-in and drops them on sign-out', () => {
    useSessionStore.getState().signIn({
      accessToken: 'a',
      refreshToken: 'r',
      userData: {
        id: 1,
        fullName: 'Admin',
        username: 'admin',
        email: 'admin@demo.ac.id',
        role: 'admin',
        ability: [{ action: 'manage', subject: 'all' }],
      },
    });
    expect(ability.can('read', 'pengguna')).toBe(true);
    useSessionStore.getState().signOut();
    expect(ability.can('read', 'pengguna')).toBe(false);
    expect(ability.can('read', 'Auth')).toBe(true);
  });
});
