import { createAbility, interpolateRules } from '@ujian/shared/ability';
import { defaultRoleRules } from '@ujian/shared/roles';
import { describe, expect, it } from 'vitest';
import enCommon from '../locales/en/common.json';
import { navGroupsFor } from './nav';
import { routes } from './routes';

function menuFor(role: keyof typeof defaultRoleRules) {
  const ability = createAbility(interpolateRules(defaultRoleRules[role], { id: 1, prodiId: 'p', dosenId: 'd' }));
  return navGroupsFor(routes, (action, subject) => ability.can(action, subject));
}

const paths = (groups: ReturnType<typeof menuFor>) => groups.flatMap((g) => g.items.map((i) => i.path));

describe('menu built from the route table, filtered by ability', () => {
  it('shows a student only what they may open', () => {
    const items = paths(menuFor('client'));
    expect(items).toContain('/pengajuan-sidang/baru');
    expect(items).toContain('/pengajuan-yudisium/baru');
    expect(items[0]).toBe('/home');
    // the raw rule table is an administrator's diagnostic
    expect(items).not.toContain('/access-control');
    expect(items).not.toContain('/pengguna');
    expect(items).not.toContain('/rekapitulasi-payroll');
    expect(items).not.toContain('/prodi');
  });

  it('shows the admin every menu entry, in group order, no empty groups', () => {
    const groups = menuFor('admin');
    expect(groups.map((g) => g.key)).toEqual([
      'dashboard',
      'pengajuan',
      'jadwal',
      'rekapitulasi',
      'dokumen',
      'admin',
      'master',
      'akun',
    ]);
    expect(paths(groups)).toContain('/proses-persidangan');
    expect(paths(groups)).toContain('/jenis-berkas');
    expect(paths(groups)).not.toContain('/dosen/:uuid');
  });

  it('gives every signed-in role the in-app inbox under the account group', () => {
    for (const role of ['admin', 'koordinator', 'dosen', 'client'] as const) {
      const akun = menuFor(role).find((g) => g.key === 'akun');
      expect(
        akun?.items.map((i) => i.path),
        role,
      ).toContain('/notifikasi');
    }
  });

  it('names the availability screen as the visitor sees it: their own for a dosen, every lecturer’s for staff', () => {
    const label = (role: keyof typeof defaultRoleRules) =>
      menuFor(role)
        .flatMap((g) => g.items)
        .find((i) => i.path === '/ketersediaan')?.label;
    expect(label('dosen')).toBe('menu.ketersediaan');
    expect(label('koordinator')).toBe('menu.ketersediaanDosen');
    expect(label('admin')).toBe('menu.ketersediaanDosen');
    expect(enCommon.menu.ketersediaan).toBe('My availability');
  });

  it('leaves out groups without a permitted entry', () => {
    const keys = menuFor('dosen').map((g) => g.key);
    expect(keys).not.toContain('pengajuan');
    expect(keys).not.toContain('admin');
  });

  it('has an English label for every entry and group', () => {
    const has = (key: string) => {
      let node: unknown = enCommon;
      for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
      return typeof node === 'string';
    };
    for (const group of menuFor('admin')) {
      expect(has(group.label), group.label).toBe(true);
      for (const item of group.items) expect(has(item.label), item.label).toBe(true);
    }
  });
});
