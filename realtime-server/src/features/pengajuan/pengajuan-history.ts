import type { HistoryItem } from '@ujian/shared/pengajuan';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { pengajuanHistory } from '../../db/schema/pengajuan';
import { historyItem } from '../../lib/history-item';
import type { KindSpec } from './kinds';

/** Every transition of one pengajuan, oldest first (the caller checked it may read the row). */
export async function listHistory(db: Db, spec: KindSpec, uuid: string): Promise<HistoryItem[]> {
  const rows = await db
    .select({ h: pengajuanHistory, byName: users.fullName })
    .from(pengajuanHistory)
    .leftJoin(users, eq(users.id, pengajuanHistory.byUserId))
    .where(and(eq(pengajuanHistory.kind, spec.kind), eq(pengajuanHistory.pengajuanUuid, uuid)))
    .orderBy(asc(pengajuanHistory.id));
  return rows.map(({ h, byName }) => ({ ...historyItem(h, byName), hasil: h.hasil }));
}
