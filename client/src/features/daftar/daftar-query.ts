import { type PengajuanKind, pengajuanSortKeys, statusesOf } from '@ujian/shared/pengajuan';
import type { ListParams, ListShape } from '../../components/list-query';

/** Both lists keep search, status chips, sort and page in the URL (components/list-query.ts). */
export const daftarShape: ListShape = {
  sortable: pengajuanSortKeys,
  filters: ['status'],
  defaultSort: { key: 'submittedAt', dir: 'desc' },
};

/** `status=a,b` in the URL and the API alike (the server reads a comma list). */
export function selectedStatuses(raw: string | undefined, kind: PengajuanKind): string[] {
  const known = statusesOf(kind);
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => known.includes(s));
}

/** A chip click: on when off, off when on; the order follows the workflow, so the URL stays stable. */
export function toggleStatus(raw: string | undefined, kind: PengajuanKind, status: string): string | null {
  const current = new Set(selectedStatuses(raw, kind));
  if (current.has(status)) current.delete(status);
  else current.add(status);
  const next = statusesOf(kind).filter((s) => current.has(s));
  return next.length > 0 ? next.join(',') : null;
}

/** The export is the filtered list, whole: the same filters and order, no paging. */
export function exportParams(params: ListParams): ListParams {
  const { page: _page, perPage: _perPage, ...rest } = params;
  return rest;
}

/** Drafts are the students' own business; the reviewers' lists offer the other states as chips. */
export function chipStatuses(kind: PengajuanKind): string[] {
  return statusesOf(kind).filter((s) => s !== 'draft');
}

export function exportFilename(kind: PengajuanKind, day: string): string {
  return `daftar-${kind}-${day}.xlsx`;
}
