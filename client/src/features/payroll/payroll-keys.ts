import { queryKeys } from '../../realtime/query-keys';

export type PayrollFilters = { from: string; to: string; prodiUuid: string | null; dosenUuid: string | null };

/** The query string of the filters: empty ones are left out (the server reads "absent" as "all"). */
export function payrollParams(f: PayrollFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (f.from) params.from = f.from;
  if (f.to) params.to = f.to;
  if (f.prodiUuid) params.prodiUuid = f.prodiUuid;
  if (f.dosenUuid) params.dosenUuid = f.dosenUuid;
  return params;
}

/** Under `queryKeys.rekap('payroll')`, so `rekap:changed {recap:"payroll"}` refreshes both. */
export const payrollKeys = {
  recap: (params: Record<string, string>) => [...queryKeys.rekap('payroll'), 'recap', params] as const,
  lines: (params: Record<string, string>, page: number) =>
    [...queryKeys.rekap('payroll'), 'lines', params, page] as const,
};
