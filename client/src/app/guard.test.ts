import { actions, createAbility, interpolateRules, subjects } from '@ujian/shared/ability';
import { defaultRoleRules, homePathFor, type RoleName, roleNames } from '@ujian/shared/roles';
import { describe, expect, it } from 'vitest';
import { decideRoute, type GuardSession } from './guard';
import { isPageRoute, type PageRoute, routes } from './routes';

const pageRoutes = routes.filter(isPageRoute);

function route(path: string): PageRoute {
  const found = pageRoutes.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

function sessionOf(role: RoleName | 'anonymous' | 'stranger'): GuardSession {
  if (role === 'anonymous') {
    const ability = createAbility([{ action: 'read', subject: 'Auth' }]);
    return { loggedIn: false, role: null, can: (a, s) => ability.can(a, s) };
  }
  const rules =
    role === 'stranger'
      ? [{ action: 'read' as const, subject: 'Auth' as const }]
      : interpolateRules(defaultRoleRules[role], { id: 7, prodiId: 'p-1', dosenId: 'd-1' });
  const ability = createAbility(rules);
  return { loggedIn: true, role, can: (a, s) => ability.can(a, s) };
}

const decide = (path: string, who: Parameters<typeof sessionOf>[0]) => decideRoute(route(path).meta, sessionOf(who));
const allow = { type: 'allow' };
const toLogin = { type: 'redirect', to: '/login' };
const toNotAuthorized = { type: 'redirect', to: '/not-authorized' };

describe('homePathFor (spec: admin -> root, client -> home, login otherwise)', () => {
  it.each([
    ['admin', '/'],
    ['client', '/home'],
    ['koordinator', '/'],
    ['dosen', '/'],
    ['unknown-role', '/login'],
    [undefined, '/login'],
  ])('%s -> %s', (role, path) => {
    expect(homePathFor(role)).toBe(path);
  });
});

describe('decideRoute: anonymous visitor', () => {
  it('sees the auth and misc screens', () => {
    for (const path of ['/login', '/register', '/forgot-password', '/redirecting', '/error-404', '/not-authorized']) {
      expect(decide(path, 'anonymous'), path).toEqual(allow);
    }
  });
  it('is sent to login from every screen that needs a permission', () => {
    for (const r of pageRoutes.filter((p) => p.meta.resource !== 'Auth')) {
      expect(decideRoute(r.meta, sessionOf('anonymous')), r.path).toEqual(toLogin);
    }
  });
});

describe('decideRoute: redirect-if-logged-in routes send a signed-in user home', () => {
  it.each([
    ['admin', '/'],
    ['client', '/home'],
    ['koordinator', '/'],
    ['dosen', '/'],
  ] as const)('%s opening /login goes to %s', (role, home) => {
    for (const path of ['/login', '/register', '/redirecting', '/forgot-password']) {
      expect(decide(path, role), path).toEqual({ type: 'redirect', to: home });
    }
  });
  it('a signed-in user of a role the portal does not know is signed out instead of bouncing', () => {
    expect(decide('/login', 'stranger')).toEqual({ type: 'redirect', to: '/login', signOut: true });
  });
  it('misc screens stay open to signed-in users', () => {
    for (const role of roleNames) expect(decide('/not-authorized', role)).toEqual(allow);
  });
});

describe('decideRoute: ability per role', () => {
  it('admin (manage all) may open every product screen', () => {
    for (const r of pageRoutes.filter((p) => !p.meta.redirectIfLoggedIn)) {
      expect(decideRoute(r.meta, sessionOf('admin')), r.path).toEqual(allow);
    }
  });

  it('client: own submissions and account yes, administration and recaps no', () => {
    for (const path of [
      '/dashboard/analytics',
      '/home',
      '/pages/account-setting',
      '/pengajuan-sidang/baru',
      '/pengajuan-sidang/edit/:uuid',
      '/pengajuan-sidang/readonly/:uuid',
      '/pengajuan-yudisium/baru',
      '/pengajuan-yudisium/edit/:uuid',
      '/pengajuan-yudisium/readonly/:uuid',
      '/jadwal-sidang',
      '/hasil-sidang',
      '/dosen',
    ]) {
      expect(decide(path, 'client'), path).toEqual(allow);
    }
    for (const path of [
      '/pengguna',
      '/hak-akses',
      '/hak-akses/edit/:id',
      '/rekapitulasi-payroll',
      '/daftar-sidang',
      '/jadwal-sidang/:uuid',
      '/notifikasi-email/:uuid',
      '/prodi',
      '/jenis-berkas',
      '/sync-dosen',
      '/hasil-sidang-edit/:uuid',
      '/access-control',
    ]) {
      expect(decide(path, 'client'), path).toEqual(toNotAuthorized);
    }
  });

  it('koordinator: recaps, lists and schedule management yes; creating submissions and users no', () => {
    for (const path of [
      '/rekapitulasi-pengajuan-sidang',
      '/rekapitulasi-jadwal-sidang',
      '/rekapitulasi-payroll',
      '/daftar-sidang',
      '/daftar-yudisium',
      '/jadwal-sidang',
      '/jadwal-sidang/:uuid',
      '/pengajuan-sidang/readonly/:uuid',
      '/pengajuan-yudisium/edit/:uuid',
      '/ruangan',
      '/periode-ujian',
      '/jenis-berkas',
    ]) {
      expect(decide(path, 'koordinator'), path).toEqual(allow);
    }
    for (const path of ['/pengajuan-sidang/baru', '/pengguna', '/hak-akses', '/notifikasi-email', '/prodi']) {
      expect(decide(path, 'koordinator'), path).toEqual(toNotAuthorized);
    }
  });

  it('dosen: schedules and results (editing grades) yes; submissions and recaps of others no', () => {
    // a lecturer opens their own score-change request (the page shows only what they may read)
    for (const path of [
      '/jadwal-sidang',
      '/hasil-sidang',
      '/hasil-sidang-edit/:uuid',
      '/hasil-sidang-edit/perubahan-nilai/:uuid',
      '/rekapitulasi-payroll',
    ]) {
      expect(decide(path, 'dosen'), path).toEqual(allow);
    }
    for (const path of [
      '/jadwal-sidang/:uuid',
      '/daftar-sidang',
      '/pengajuan-sidang/baru',
      '/rekapitulasi-pengajuan-sidang',
    ]) {
      expect(decide(path, 'dosen'), path).toEqual(toNotAuthorized);
    }
  });

  it('for every role and route the guard allows exactly what the ability permits', () => {
    for (const role of roleNames) {
      const session = sessionOf(role);
      for (const r of pageRoutes.filter((p) => !p.meta.public && !p.meta.redirectIfLoggedIn)) {
        const expected = session.can(r.meta.action, r.meta.resource) ? allow : toNotAuthorized;
        expect(decideRoute(r.meta, session), `${role} ${r.path}`).toEqual(expected);
      }
    }
  });
});

describe('route table (spec sections 2 and 6)', () => {
  const specPaths = [
    '/pengajuan-yudisium/baru',
    '/pengajuan-yudisium/edit/:uuid',
    '/pengajuan-yudisium/readonly/:uuid',
    '/pengajuan-sidang/baru',
    '/pengajuan-sidang/edit/:uuid',
    '/pengajuan-sidang/readonly/:uuid',
    '/pengajuan-sidang/readonly/admin/:uuid',
    // not in the spec's list: the reviewers' view of a yudisium, the twin of the sidang one
    '/pengajuan-yudisium/readonly/admin/:uuid',
    '/rekapitulasi-pengajuan-sidang',
    '/rekapitulasi-payroll',
    '/rekapitulasi-jadwal-sidang',
    '/daftar-sidang',
    '/daftar-yudisium',
    '/jadwal-sidang',
    '/jadwal-sidang/:uuid',
    '/surat-tugas',
    '/nota-dinas',
    '/surat-tugas-pembimbing',
    '/sktmt',
    '/notifikasi-email',
    '/notifikasi-email/:uuid',
    '/hasil-sidang',
    '/hasil-sidang-edit/:uuid',
    '/hasil-sidang-edit/perubahan-nilai/:uuid',
    '/pengguna',
    '/pengguna-daftar-baru',
    '/pengguna-edit/:id',
    '/hak-akses',
    '/hak-akses/edit/:id',
    '/access-control',
    '/sync-dosen',
    '/periode-ujian',
    ...[
      'dosen',
      'jenjang',
      'prodi',
      'peminatan',
      'program',
      'ruangan',
      'jadwal-external-umum',
      'waktu-ujian',
      'status-hasil-sidang',
      'status-jadwal-sidang',
      'status-pengajuan-sidang',
      'proses-persidangan',
      // not in the spec: the document types each kind of pengajuan takes
      'jenis-berkas',
    ].flatMap((m) => [`/${m}`, `/${m}/:uuid`]),
    '/dashboard/analytics',
    '/pages/account-setting',
    '/account/reset/:token',
    '/login',
    '/redirecting',
    '/register',
    '/forgot-password',
    '/pages/authentication/reset-password/:token',
    '/pages/authentication/reset-password-v2',
    '/error-404',
    '/not-authorized',
    '/coming-soon',
    '/under-maintenance',
    '/misc-error',
  ];

  it('has every product route of the spec, each once (extra routes are allowed)', () => {
    const paths = pageRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of specPaths) expect(paths, path).toContain(path);
  });

  it('has no template demo routes', () => {
    const demo = /^\/(apps|ui-|components|extensions|charts|maps|forms|tables|faq|knowledge-base|pricing|blog|card-)/;
    expect(pageRoutes.filter((r) => demo.test(r.path)).map((r) => r.path)).toEqual([]);
  });

  it('sends the root to the analytics dashboard', () => {
    expect(routes).toContainEqual({ path: '/', redirectTo: '/dashboard/analytics' });
  });

  it('gives every route a known resource and action', () => {
    for (const r of pageRoutes) {
      expect(subjects, r.path).toContain(r.meta.resource);
      expect(actions, r.path).toContain(r.meta.action);
    }
  });

  it('uses the spec action of the submission routes', () => {
    expect(route('/pengajuan-sidang/baru').meta).toMatchObject({ resource: 'pengajuan-sidang', action: 'create' });
    expect(route('/pengajuan-sidang/edit/:uuid').meta).toMatchObject({ action: 'edit' });
    expect(route('/pengajuan-sidang/readonly/:uuid').meta).toMatchObject({ action: 'readonly' });
    expect(route('/pengajuan-yudisium/baru').meta).toMatchObject({ resource: 'yudisium', action: 'create' });
    expect(route('/pengajuan-yudisium/edit/:uuid').meta).toMatchObject({ resource: 'yudisium', action: 'update' });
    expect(route('/pengajuan-yudisium/readonly/:uuid').meta).toMatchObject({ resource: 'yudisium', action: 'read' });
    expect(route('/pages/account-setting').meta).toMatchObject({ resource: 'account-setting', action: 'manage' });
    expect(route('/access-control').meta).toMatchObject({ resource: 'all', action: 'manage' });
    expect(route('/home').meta).toMatchObject({ resource: 'pengajuan-sidang', action: 'create' });
    expect(route('/notifikasi-email/:uuid').meta).toMatchObject({ resource: 'all', action: 'manage' });
  });

  it('puts auth screens in the full layout with redirect-if-logged-in, misc screens full and public', () => {
    for (const path of ['/login', '/register', '/redirecting', '/forgot-password']) {
      expect(route(path).meta).toEqual({ resource: 'Auth', action: 'read', layout: 'full', redirectIfLoggedIn: true });
    }
    for (const path of ['/error-404', '/not-authorized', '/coming-soon', '/under-maintenance', '/misc-error']) {
      expect(route(path).meta).toMatchObject({ layout: 'full', public: true });
    }
    expect(route('/dashboard/analytics').meta.layout).toBeUndefined();
  });
});
