export const hakAksesKeys = {
  all: ['hak-akses'] as const,
  list: () => [...hakAksesKeys.all, 'list'] as const,
  detail: (id: number) => [...hakAksesKeys.all, 'detail', id] as const,
  meta: () => [...hakAksesKeys.all, 'meta'] as const,
  /** Role names for the pickers; kept apart from `list` so saving rules does not refetch them. */
  names: () => [...hakAksesKeys.all, 'names'] as const,
};
