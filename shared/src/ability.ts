import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { anonymousCan, anonymousRules } from './ability-anonymous';

/** Actions used by the spec's route meta (section 6) plus CRUD verbs for the API. */
export const actions = [
  'manage',
  'create',
  'read',
  'update',
  'delete',
  'edit',
  'readonly',
  'edit-perubahan-nilai',
] as const;
export type Action = (typeof actions)[number];

/** Master-data lists of CONTRACT.md; each is also a CASL subject and a screen. */
export const masterNames = [
  'dosen',
  'jenjang',
  'prodi',
  'peminatan',
  'program',
  'ruangan',
  'waktu-ujian',
  'periode-ujian',
  'jadwal-external-umum',
  'status-hasil-sidang',
  'status-jadwal-sidang',
  'status-pengajuan-sidang',
  'proses-persidangan',
  'jenis-berkas',
  'komponen-nilai',
  'skala-nilai',
  'tarif-honorarium',
] as const;
export type MasterName = (typeof masterNames)[number];

/** Subjects are the spec's route resources (section 6); `all` matches every subject. */
export const subjects = [
  'all',
  'Auth',
  'ACL',
  'dashboard',
  'account-setting',
  'yudisium',
  'pengajuan-sidang',
  'rekapitulasi-pengajuan-sidang',
  'rekapitulasi-payroll',
  'rekapitulasi-jadwal-sidang',
  'daftar-list-sidang',
  'jadwal-sidang',
  'surat-tugas',
  'nota-dinas',
  'surat-tugas-pembimbing',
  'sktmt',
  'pengaturan',
  'notifikasi-email',
  'hasil-sidang',
  'pengguna',
  'hak-akses',
  'sync-dosen',
  'ketersediaan',
  ...masterNames,
] as const;
export type Subject = (typeof subjects)[number];

export type AppAbility = MongoAbility<[Action, Subject | Record<string, unknown>]>;
export type AbilityRule = RawRuleOf<AppAbility>;

/** The one way to build an ability, on the server and in the browser. */
export function createAbility(rules: AbilityRule[] = []): AppAbility {
  return createMongoAbility<AppAbility>(rules);
}

export { anonymousCan, anonymousRules };

/**
 * Rules are stored as data with `${user.id}` / `${user.prodiId}` placeholders in
 * conditions; this fills them in for one user (CASL's recommended "rules as JSON" pattern).
 */
export function interpolateRules(
  rules: AbilityRule[],
  user: { id: number | string; prodiId?: string | null; dosenId?: string | null },
): AbilityRule[] {
  const values: Record<string, string> = {
    'user.id': String(user.id),
    'user.prodiId': user.prodiId ?? '',
    'user.dosenId': user.dosenId ?? '',
  };
  const json = JSON.stringify(rules);
  const filled = json.replace(/\$\{(user\.[a-zA-Z]+)\}/g, (_m, key: string) => values[key] ?? '');
  return JSON.parse(filled) as AbilityRule[];
}
