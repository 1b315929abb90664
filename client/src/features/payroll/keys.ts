import { rekapKeys } from '../rekap/keys';

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

/** Under `rekapKeys.recap('payroll')`, so `rekap:changed {recap:"payroll"}` refreshes both. */
export const payrollKeys = {
  recap: (params: Record<string, string>) => [...rekapKeys.recap('payroll'), 'recap', params] as const,
  lines: (params: Record<string, string>, page: number) =>
    [...rekapKeys.recap('payroll'), 'lines', params, page] as const,
};
