import { describe, expect, it } from 'vitest';
import { actions, anonymousCan, anonymousRules, createAbility, interpolateRules, subjects } from './ability';
import { defaultRoleRules, homePathFor } from './roles';

describe('createAbility with the seeded roles', () => {
  it('lets an admin manage everything', () => {
    const ability = createAbility(defaultRoleRules.admin);
    expect(ability.can('manage', 'pengguna')).toBe(true);
    expect(ability.can('read', 'hak-akses')).toBe(true);
  });

  it('limits a student to their own pengajuan once the rules are filled in for them', () => {
    const rules = interpolateRules(defaultRoleRules.client, { id: 7 });
    const ability = createAbility(rules);
    expect(ability.can('create', 'pengajuan-sidang')).toBe(true);
    expect(ability.can('read', 'ACL')).toBe(true);
    expect(ability.can('read', 'pengguna')).toBe(false);
    expect(ability.can('manage', 'all')).toBe(false);
    const own = { __caslSubjectType__: 'pengajuan-sidang', userId: '7' };
    const other = { __caslSubjectType__: 'pengajuan-sidang', userId: '8' };
    expect(ability.can('readonly', own as never)).toBe(true);
    expect(ability.can('readonly', other as never)).toBe(false);
  });

  it('scopes a koordinator to their prodi', () => {
    const ability = createAbility(interpolateRules(defaultRoleRules.koordinator, { id: 2, prodiId: 'p-1' }));
    const mine = { __caslSubjectType__: 'pengajuan-sidang', prodiId: 'p-1' };
    const theirs = { __caslSubjectType__: 'pengajuan-sidang', prodiId: 'p-2' };
    expect(ability.can('update', mine as never)).toBe(true);
    expect(ability.can('update', theirs as never)).toBe(false);
    expect(ability.can('read', 'hak-akses')).toBe(false);
  });

  it('gives an anonymous visitor only read on Auth (spec section 6)', () => {
    const ability = createAbility(anonymousRules);
    expect(ability.can('read', 'Auth')).toBe(true);
    expect(ability.can('read', 'dashboard')).toBe(false);
  });

  it('answers for an anonymous visitor without CASL exactly as CASL does, for every action and subject', () => {
    const ability = createAbility(anonymousRules);
    const pairs = actions.flatMap((action) => subjects.map((subject) => [action, subject] as const));
    expect(pairs.length).toBe(actions.length * subjects.length);
    expect(pairs.filter(([action, subject]) => anonymousCan(action, subject)).length).toBeGreaterThan(0);
    for (const [action, subject] of pairs) {
      expect(anonymousCan(action, subject), `${action} ${subject}`).toBe(ability.can(action, subject));
    }
  });

  it('leaves no placeholder behind when a value is missing', () => {
    const [rule] = interpolateRules(
      [{ action: 'read', subject: 'jadwal-sidang', conditions: { d: '${user.dosenId}' } }],
      {
        id: 1,
      },
    );
    expect(rule?.conditions).toEqual({ d: '' });
  });
});

describe('homePathFor (spec section 2)', () => {
  it('sends admin to the root, client to their home and unknown roles to login', () => {
    expect(homePathFor('admin')).toBe('/');
    expect(homePathFor('client')).toBe('/home');
    expect(homePathFor('koordinator')).toBe('/');
    expect(homePathFor('dosen')).toBe('/');
    expect(homePathFor('tamu')).toBe('/login');
    expect(homePathFor(undefined)).toBe('/login');
  });
});
