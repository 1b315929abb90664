import type { PengajuanKind } from '@ujian/shared/pengajuan';
import type { Params } from '../../lib/http';

/**
 * Query keys of pengajuan, scoped per kind: `pengajuan:status` invalidates `all(kind)`, which reaches
 * every list, row and history of that kind (prefix match).
 */
export const pengajuanKeys = {
  all: (kind: PengajuanKind) => ['pengajuan', kind] as const,
  list: (kind: PengajuanKind, params: Params) => [...pengajuanKeys.all(kind), 'list', params] as const,
  mine: (kind: PengajuanKind) => [...pengajuanKeys.all(kind), 'mine'] as const,
  /** Whether the signed-in student has a `lulus` sidang (read before a yudisium). */
  lulus: () => [...pengajuanKeys.all('sidang'), 'lulus'] as const,
  detail: (kind: PengajuanKind, uuid: string) => [...pengajuanKeys.all(kind), uuid] as const,
  history: (kind: PengajuanKind, uuid: string) => [...pengajuanKeys.detail(kind, uuid), 'history'] as const,
};

/** `GET /config`: settings the server tells every client (the upload limit). */
export const clientConfigKeys = {
  all: ['client-config'] as const,
};
