/** The columns every history table (pengajuan, jadwal) shares. */
export type HistoryRow = {
  fromStatus: string | null;
  toStatus: string;
  event: string;
  byUserId: number | null;
  note: string | null;
  at: Date | string;
};

/** What every history entry shows of its row: the move, who made it (and their name), the note and when. */
export function historyItem(h: HistoryRow, byName: string | null) {
  return {
    from: h.fromStatus,
    to: h.toStatus,
    event: h.event,
    by: h.byUserId,
    byName: h.byUserId !== null ? (byName ?? '') : null,
    note: h.note,
    at: (h.at instanceof Date ? h.at : new Date(h.at)).toISOString(),
  };
}
