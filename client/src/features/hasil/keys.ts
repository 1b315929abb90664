import type { Params } from '../../lib/http';

/** Keys under `all`: the realtime layer invalidates them all on `hasil:changed`. */
export const hasilKeys = {
  all: ['hasil'] as const,
  list: (params: Params) => [...hasilKeys.all, 'list', params] as const,
  detail: (uuid: string) => [...hasilKeys.all, 'detail', uuid] as const,
  history: (uuid: string) => [...hasilKeys.detail(uuid), 'history'] as const,
  perubahanList: (params: Params) => [...hasilKeys.all, 'perubahan', 'list', params] as const,
  perubahan: (uuid: string) => [...hasilKeys.all, 'perubahan', uuid] as const,
};
