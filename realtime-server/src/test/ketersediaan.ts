import { eq } from 'drizzle-orm';
import { dosen } from '../db/schema/master';
import type { useJadwalServer } from './jadwal';

/** A Jakarta wall-clock instant of `day` at `time` (HH:MM). */
export const at = (day: string, time: string) => `${day}T${time}:00+07:00`;
/** The calendar date `n` days after `day`. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Lookups of the ketersediaan tests over a jadwal test server's state. */
export function ketersediaanLookups(state: ReturnType<typeof useJadwalServer>['state']) {
  async function dosenOf(userId: number) {
    const [row] = await state.server.database.db.select().from(dosen).where(eq(dosen.userId, userId));
    return row!;
  }
  return {
    dosenOf,
    dosenIndex: (uuid: string) => state.dosen.findIndex((d) => d.uuid === uuid),
    /** A dosen of the koordinator's prodi (not dosen1) and one of another prodi. */
    async otherDosen() {
      const rows = await state.server.database.db.select().from(dosen);
      const mine = await dosenOf(state.who.dosen1.id);
      return {
        sameProdi: rows.find((d) => d.prodiUuid === state.prodiUuid && d.uuid !== mine.uuid && d.active)!,
        otherProdi: rows.find((d) => d.prodiUuid !== state.prodiUuid && d.prodiUuid !== null && d.active)!,
      };
    },
  };
}
