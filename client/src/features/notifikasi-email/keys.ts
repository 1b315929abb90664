export type EmailLogKeyParams = { q: string; status: string; page: number; perPage: number };

/** The outgoing-mail log; no socket event touches it (it is read on demand). */
export const notifikasiEmailKeys = {
  all: ['notifikasi-email'] as const,
  list: (params: EmailLogKeyParams) => [...notifikasiEmailKeys.all, 'list', params] as const,
  detail: (uuid: string) => [...notifikasiEmailKeys.all, 'detail', uuid] as const,
};
