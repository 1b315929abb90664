import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rekapResponseSchema } from '@ujian/shared/pengajuan';
import { getJson } from '../../lib/http';
import { rekapKeys } from './keys';

/** Pengajuan sidang counted by status and prodi, for one periode or all (null). */
export function useRekapPengajuanSidang(periodeUuid: string | null) {
  return useQuery({
    queryKey: rekapKeys.pengajuanSidang(periodeUuid),
    queryFn: async () =>
      rekapResponseSchema.parse(
        await getJson<unknown>('/rekap/pengajuan-sidang', periodeUuid ? { periodeUuid } : undefined),
      ),
    placeholderData: keepPreviousData,
  });
}
