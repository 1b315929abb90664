/** The inbox pages; a `notifikasi` event invalidates `all`. */
export const notifikasiKeys = {
  all: ['notifikasi'] as const,
  list: (page: number, perPage: number) => [...notifikasiKeys.all, 'list', { page, perPage }] as const,
};
