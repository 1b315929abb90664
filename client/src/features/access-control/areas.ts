import type { Action, Subject } from '@ujian/shared/ability';

/** A part of the portal a user may open, with the ability its route requires (spec section 6). */
export type PortalArea = {
  /** Key in the access namespace: `areas.<key>`. */
  key: string;
  path: string;
  action: Action;
  subject: Subject;
};

/** The areas shown on the access-control example and as dashboard quick links, in menu order. */
export const portalAreas: readonly PortalArea[] = [
  { key: 'dashboard', path: '/dashboard/analytics', action: 'read', subject: 'dashboard' },
  { key: 'pengajuanSidangBaru', path: '/pengajuan-sidang/baru', action: 'create', subject: 'pengajuan-sidang' },
  { key: 'pengajuanYudisiumBaru', path: '/pengajuan-yudisium/baru', action: 'create', subject: 'yudisium' },
  {
    key: 'rekapPengajuanSidang',
    path: '/rekapitulasi-pengajuan-sidang',
    action: 'read',
    subject: 'rekapitulasi-pengajuan-sidang',
  },
  { key: 'daftarSidang', path: '/daftar-sidang', action: 'read', subject: 'daftar-list-sidang' },
  { key: 'jadwalSidang', path: '/jadwal-sidang', action: 'read', subject: 'jadwal-sidang' },
  { key: 'hasilSidang', path: '/hasil-sidang', action: 'read', subject: 'hasil-sidang' },
  { key: 'rekapPayroll', path: '/rekapitulasi-payroll', action: 'read', subject: 'rekapitulasi-payroll' },
  { key: 'dosen', path: '/dosen', action: 'read', subject: 'dosen' },
  { key: 'prodi', path: '/prodi', action: 'read', subject: 'prodi' },
  { key: 'pengguna', path: '/pengguna', action: 'read', subject: 'pengguna' },
  { key: 'hakAkses', path: '/hak-akses', action: 'read', subject: 'hak-akses' },
  { key: 'accountSetting', path: '/pages/account-setting', action: 'manage', subject: 'account-setting' },
];

type Checker = { can: (action: Action, subject: Subject) => boolean };

/**
 * The areas an ability opens. A rule with conditions (e.g. "own submissions only") still
 * opens the area: the list behind it is filtered by the server.
 */
export function openAreas(ability: Checker, areas: readonly PortalArea[] = portalAreas): PortalArea[] {
  return areas.filter((area) => ability.can(area.action, area.subject));
}
