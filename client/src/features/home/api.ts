import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/http';
import { jadwalKeys } from '../jadwal/keys';
import { jadwalRowsOf } from './student-home';

/**
 * `GET /jadwal-sidang?mine=1`: the caller's own jadwal. Under `['jadwal']` so `jadwal:changed`
 * refreshes it; a failure is not retried (the home just shows no next sidang).
 */
export function useMyJadwal() {
  return useQuery({
    queryKey: jadwalKeys.mine(),
    queryFn: async () => jadwalRowsOf(await getJson<unknown>('/jadwal-sidang', { mine: 1, perPage: 50 })),
    retry: false,
  });
}
