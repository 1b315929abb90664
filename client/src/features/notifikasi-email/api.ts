import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type EmailStatus, emailLogDetailSchema, emailLogItemSchema } from '@ujian/shared/email-log';
import { pageSchema } from '@ujian/shared/paging';
import { getJson } from '../../lib/http';
import { notifikasiEmailKeys } from './keys';

const emailLogPageSchema = pageSchema(emailLogItemSchema);

export type EmailLogParams = { q: string; status: EmailStatus | ''; page: number; perPage: number };

export function useEmailLog(params: EmailLogParams) {
  return useQuery({
    queryKey: notifikasiEmailKeys.list(params),
    queryFn: async () =>
      emailLogPageSchema.parse(
        await getJson<unknown>('/notifikasi-email', {
          q: params.q || undefined,
          status: params.status || undefined,
          page: params.page,
          perPage: params.perPage,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useEmailLogDetail(uuid: string) {
  return useQuery({
    queryKey: notifikasiEmailKeys.detail(uuid),
    queryFn: async () => emailLogDetailSchema.parse(await getJson<unknown>(`/notifikasi-email/${uuid}`)),
  });
}

export const statusColor: Record<EmailStatus, string> = {
  queued: 'blue',
  sent: 'teal',
  failed: 'red',
  not_sent: 'gray',
};
