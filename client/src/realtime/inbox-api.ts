import {
  type NotifikasiItem,
  type NotifikasiListResponse,
  notifikasiItemSchema,
  notifikasiListResponseSchema,
} from '@ujian/shared/notifikasi';
import type { AxiosInstance } from 'axios';
import { INBOX_LIMIT } from './realtime-store';

/** `GET /notifikasi`: one page of the caller's inbox with the unread count of all of it. */
export async function fetchInbox(
  http: AxiosInstance,
  params: { page?: number; perPage?: number; unread?: boolean } = {},
): Promise<NotifikasiListResponse> {
  const response = await http.get<unknown>('/notifikasi', {
    params: { page: params.page ?? 1, perPage: params.perPage ?? INBOX_LIMIT, ...(params.unread ? { unread: 1 } : {}) },
  });
  return notifikasiListResponseSchema.parse(response.data);
}

export async function markNotifikasiRead(http: AxiosInstance, id: number): Promise<NotifikasiItem> {
  return notifikasiItemSchema.parse((await http.post<unknown>(`/notifikasi/${id}/read`)).data);
}

export async function markAllNotifikasiRead(http: AxiosInstance): Promise<{ updated: number }> {
  return (await http.post<{ updated: number }>('/notifikasi/read-all')).data;
}
