import { useMasterOptions } from '../master/api';
import type { Room, Slot } from './schedule-grid';

/** `08:00:00` or `08:00` as `08:00`. */
const hhmm = (value: unknown) => String(value ?? '').slice(0, 5);

/** The active rooms and waktu ujian, as the board and the placement form use them. */
export function usePlaces(enabled = true) {
  const rooms = useMasterOptions('ruangan', '', enabled);
  const slots = useMasterOptions('waktu-ujian', '', enabled);
  const roomList: Room[] = (rooms.data ?? [])
    .filter((r) => r.active !== false)
    .map((r) => ({ uuid: r.uuid, nama: String(r.nama ?? ''), kapasitas: Number(r.kapasitas) || undefined }));
  const slotList: Slot[] = (slots.data ?? [])
    .filter((s) => s.active !== false)
    .map((s) => ({
      uuid: s.uuid,
      nama: String(s.nama ?? ''),
      mulai: hhmm(s.mulai),
      selesai: hhmm(s.selesai),
    }));
  return { rooms: roomList, slots: slotList, pending: rooms.isPending || slots.isPending };
}
