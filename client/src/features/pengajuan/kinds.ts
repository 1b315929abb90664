import type { Subject } from '@ujian/shared/ability';
import type { PengajuanKind } from '@ujian/shared/pengajuan';

/** What differs between the two kinds of pengajuan on screen: paths, CASL subject, actions offered. */
export type KindConfig = {
  kind: PengajuanKind;
  /** API path under /api/v1 and the screens' path prefix (CONTRACT.md, spec section 2) */
  path: 'pengajuan-sidang' | 'pengajuan-yudisium';
  /** the spec's route resource (shared/roles.ts) */
  subject: Subject;
  /**
   * Events offered as buttons, in the order shown. Scheduling and results belong to the jadwal and
   * hasil screens, so SCHEDULE/RECORD_RESULT/... are left out here.
   */
  screenEvents: readonly string[];
  daftarPath: string;
};

export const kindConfigs: Record<PengajuanKind, KindConfig> = {
  sidang: {
    kind: 'sidang',
    path: 'pengajuan-sidang',
    subject: 'pengajuan-sidang',
    screenEvents: ['SUBMIT', 'RESUBMIT', 'VERIFY', 'RETURN', 'REJECT', 'CANCEL', 'STEP_BACK'],
    daftarPath: '/daftar-sidang',
  },
  yudisium: {
    kind: 'yudisium',
    path: 'pengajuan-yudisium',
    subject: 'yudisium',
    screenEvents: ['SUBMIT', 'RESUBMIT', 'VERIFY', 'RETURN', 'APPROVE', 'GRADUATE', 'STEP_BACK'],
    daftarPath: '/daftar-yudisium',
  },
};

export const readonlyPath = (kind: PengajuanKind, uuid: string, admin = false) =>
  `/${kindConfigs[kind].path}/readonly/${admin ? 'admin/' : ''}${uuid}`;
export const editPath = (kind: PengajuanKind, uuid: string) => `/${kindConfigs[kind].path}/edit/${uuid}`;
export const baruPath = (kind: PengajuanKind) => `/${kindConfigs[kind].path}/baru`;
