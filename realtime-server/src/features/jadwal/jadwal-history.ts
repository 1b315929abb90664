import type { JadwalHistoryEntry } from '@ujian/shared/jadwal';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { jadwalHistory } from '../../db/schema/jadwal';

/** The jadwal's history, oldest first. */
export async function listJadwalHistory(db: Db, uuid: string): Promise<JadwalHistoryEntry[]> {
  const rows = await db
    .select({ h: jadwalHistory, byName: users.fullName })
    .from(jadwalHistory)
    .leftJoin(users, eq(users.id, jadwalHistory.byUserId))
    .where(eq(jadwalHistory.jadwalUuid, uuid))
    .orderBy(asc(jadwalHistory.id));
  return rows.map(({ h, byName }) => ({
    from: h.fromStatus,
    to: h.toStatus,
    event: h.event,
    by: h.byUserId,
    byName: h.byUserId !== null ? (byName ?? '') : null,
    note: h.note,
    at: (h.at instanceof Date ? h.at : new Date(h.at)).toISOString(),
    changes: (typeof h.changes === 'string' ? JSON.parse(h.changes) : h.changes) as Record<string, unknown>,
  }));
}
