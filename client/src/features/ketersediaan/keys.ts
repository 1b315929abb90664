export const ketersediaanKeys = {
  all: ['ketersediaan'] as const,
  list: (dosenUuid: string | null, from: string, to: string) =>
    [...ketersediaanKeys.all, 'list', dosenUuid ?? 'self', from, to] as const,
  ringkasan: (from: string, to: string) => [...ketersediaanKeys.all, 'ringkasan', from, to] as const,
};
