import type { ListParams } from '../../components/list-query';

export const penggunaKeys = {
  all: ['pengguna'] as const,
  list: (params: ListParams) => [...penggunaKeys.all, 'list', params] as const,
  detail: (id: number) => [...penggunaKeys.all, 'detail', id] as const,
};
