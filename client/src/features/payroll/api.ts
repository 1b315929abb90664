import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayrollLinesPage, PayrollRecap } from '@ujian/shared/payroll';
import { getBlob, getJson } from '../../lib/http';
import { payrollKeys } from './keys';

export function usePayrollRecap(params: Record<string, string>) {
  return useQuery({
    queryKey: payrollKeys.recap(params),
    queryFn: () => getJson<PayrollRecap>('/rekap/payroll', params),
    placeholderData: keepPreviousData,
  });
}

export function usePayrollLines(params: Record<string, string>, page: number, perPage: number) {
  return useQuery({
    queryKey: payrollKeys.lines(params, page),
    queryFn: () => getJson<PayrollLinesPage>('/rekap/payroll/lines', { ...params, page, perPage }),
    placeholderData: keepPreviousData,
  });
}

export function downloadPayrollXlsx(params: Record<string, string>): Promise<Blob> {
  return getBlob('/rekap/payroll/export.xlsx', params);
}
