import type { JadwalHistoryEntry } from '@ujian/shared/jadwal';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { jadwalHistory } from '../../db/schema/jadwal';
import { historyItem } from '../../lib/history-item';

/** The jadwal's history, oldest first. */
export async function listJadwalHistory(db: Db, uuid: string): Promise<JadwalHistoryEntry[]> {
  const rows = await db
    .select({ h: jadwalHistory, byName: users.fullName })
    .from(jadwalHistory)
    .leftJoin(users, eq(users.id, jadwalHistory.byUserId))
    .where(eq(jadwalHistory.jadwalUuid, uuid))
    .orderBy(asc(jadwalHistory.id));
  return rows.map(({ h, byName }) => ({
    ...historyItem(h, byName),
    changes: (typeof h.changes === 'string' ? JSON.parse(h.changes) : h.changes) as Record<string, unknown>,
  }));
}
