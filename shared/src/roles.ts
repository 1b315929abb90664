import type { AbilityRule } from './ability';

export const roleNames = ['admin', 'koordinator', 'dosen', 'client'] as const;
export type RoleName = (typeof roleNames)[number];

const signedIn: AbilityRule[] = [
  { action: 'read', subject: 'Auth' },
  { action: 'read', subject: 'ACL' },
  { action: 'manage', subject: 'account-setting' },
  { action: 'read', subject: 'dashboard' },
];

/**
 * The seeded roles' rules (DOMAIN.md "Roles"). These are only the seed: roles live in the
 * database and `hak-akses` edits them.
 */
export const defaultRoleRules: Record<RoleName, AbilityRule[]> = {
  admin: [{ action: 'manage', subject: 'all' }],
  koordinator: [
    ...signedIn,
    { action: 'read', subject: 'pengajuan-sidang', conditions: { prodiId: '${user.prodiId}' } },
    { action: 'readonly', subject: 'pengajuan-sidang', conditions: { prodiId: '${user.prodiId}' } },
    { action: 'update', subject: 'pengajuan-sidang', conditions: { prodiId: '${user.prodiId}' } },
    { action: 'read', subject: 'yudisium', conditions: { prodiId: '${user.prodiId}' } },
    { action: 'update', subject: 'yudisium', conditions: { prodiId: '${user.prodiId}' } },
    { action: 'read', subject: 'daftar-list-sidang' },
    { action: 'read', subject: 'rekapitulasi-pengajuan-sidang' },
    { action: 'read', subject: 'rekapitulasi-jadwal-sidang' },
    { action: 'read', subject: 'rekapitulasi-payroll', conditions: { prodiId: '${user.prodiId}' } },
    { action: 'read', subject: 'jadwal-sidang', conditions: { prodiId: '${user.prodiId}' } },
    { action: 'manage', subject: 'jadwal-sidang', conditions: { prodiId: '${user.prodiId}' } },
    // the availability of the dosen of their prodi
    { action: 'manage', subject: 'ketersediaan', conditions: { prodiId: '${user.prodiId}' } },
    { action: 'read', subject: 'hasil-sidang', conditions: { prodiId: '${user.prodiId}' } },
    { action: 'read', subject: 'surat-tugas', conditions: { prodiId: '${user.prodiId}' } },
    { action: 'read', subject: 'surat-tugas-pembimbing', conditions: { prodiId: '${user.prodiId}' } },
    { action: 'read', subject: 'sktmt', conditions: { prodiId: '${user.prodiId}' } },
    { action: 'read', subject: 'nota-dinas', conditions: { prodiId: '${user.prodiId}' } },
    { action: 'create', subject: 'nota-dinas' },
    // decides the score changes (perubahan nilai) of their prodi
    { action: 'edit-perubahan-nilai', subject: 'hasil-sidang', conditions: { prodiId: '${user.prodiId}' } },
    { action: 'read', subject: 'dosen' },
    { action: 'read', subject: 'ruangan' },
    { action: 'read', subject: 'waktu-ujian' },
    { action: 'read', subject: 'periode-ujian' },
    { action: 'read', subject: 'jenis-berkas' },
  ],
  dosen: [
    ...signedIn,
    { action: 'read', subject: 'jadwal-sidang', conditions: { pengujiDosenIds: '${user.dosenId}' } },
    { action: 'read', subject: 'hasil-sidang', conditions: { pengujiDosenIds: '${user.dosenId}' } },
    { action: 'edit', subject: 'hasil-sidang', conditions: { pengujiDosenIds: '${user.dosenId}' } },
    { action: 'read', subject: 'rekapitulasi-payroll', conditions: { dosenId: '${user.dosenId}' } },
    { action: 'manage', subject: 'ketersediaan', conditions: { dosenId: '${user.dosenId}' } },
    { action: 'read', subject: 'surat-tugas', conditions: { pengujiDosenIds: '${user.dosenId}' } },
    { action: 'read', subject: 'surat-tugas-pembimbing', conditions: { pengujiDosenIds: '${user.dosenId}' } },
    { action: 'read', subject: 'dosen' },
  ],
  client: [
    ...signedIn,
    { action: 'create', subject: 'pengajuan-sidang' },
    { action: 'edit', subject: 'pengajuan-sidang', conditions: { userId: '${user.id}' } },
    { action: 'readonly', subject: 'pengajuan-sidang', conditions: { userId: '${user.id}' } },
    { action: 'read', subject: 'pengajuan-sidang', conditions: { userId: '${user.id}' } },
    { action: 'create', subject: 'yudisium' },
    { action: 'update', subject: 'yudisium', conditions: { userId: '${user.id}' } },
    { action: 'read', subject: 'yudisium', conditions: { userId: '${user.id}' } },
    { action: 'read', subject: 'jadwal-sidang', conditions: { userId: '${user.id}' } },
    { action: 'read', subject: 'hasil-sidang', conditions: { userId: '${user.id}' } },
    { action: 'read', subject: 'sktmt', conditions: { userId: '${user.id}' } },
    { action: 'read', subject: 'surat-tugas', conditions: { userId: '${user.id}' } },
    { action: 'read', subject: 'dosen' },
  ],
};

/**
 * Where a signed-in user lands: admin -> root, client -> their home (own pengajuan, next sidang,
 * result), "login otherwise". Staff roles koordinator and dosen work from the dashboard, so they land
 * on the root too; "otherwise" means a role the portal does not know: it is signed out.
 */
export function homePathFor(role: string | undefined | null): string {
  if (role === 'admin' || role === 'koordinator' || role === 'dosen') return '/';
  if (role === 'client') return '/home';
  return '/login';
}
