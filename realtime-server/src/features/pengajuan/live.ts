import { AppError } from '@ujian/shared/errors';
import { pengajuanMessages } from '@ujian/shared/pengajuan';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { KindSpec, PengajuanTable } from './kinds';

/**
 * A pengajuan still "live" for its student (CONTRACT.md "Pengajuan sidang"): every state but
 * `ditolak`, `dibatalkan` and a `selesai` that ended `tidak_lulus`. A draft counts, and so does a
 * pass: a student who passed starts no new one of that kind.
 */
export function liveWhere(t: PengajuanTable): SQL {
  return sql`(${t.status} not in ('ditolak', 'dibatalkan') and not (${t.status} = 'selesai' and coalesce(${t.hasil}, '') = 'tidak_lulus'))`;
}

export function isLive(row: { status: string; hasil: string | null }): boolean {
  if (row.status === 'ditolak' || row.status === 'dibatalkan') return false;
  return !(row.status === 'selesai' && row.hasil === 'tidak_lulus');
}

/**
 * Serialises every write that may add a live pengajuan of one student and kind (create, a step back
 * out of a final state) for the rest of the transaction, so two at once cannot both pass the check.
 */
export async function lockStudentKind(tx: Db, spec: KindSpec, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pengajuan:${spec.kind}`}), ${userId}::int)`);
}

/** 409 when the student already has a live pengajuan of the kind (`ACTIVE_EXISTS`, or `ALREADY_PASSED` after a pass). */
export async function assertNoLive(tx: Db, spec: KindSpec, userId: number, exceptUuid?: string): Promise<void> {
  const t = spec.table;
  const rows = await tx
    .select({ uuid: t.uuid, status: t.status, hasil: t.hasil })
    .from(t)
    .where(and(eq(t.userId, userId), liveWhere(t), exceptUuid ? ne(t.uuid, exceptUuid) : undefined))
    .limit(5);
  if (rows.length === 0) return;
  const passed = rows.some(
    (r) => r.status === 'selesai' && (spec.kind === 'yudisium' || r.hasil === 'lulus' || r.hasil === 'lulus_revisi'),
  );
  throw new AppError('CONFLICT', passed ? pengajuanMessages.alreadyPassed : pengajuanMessages.activeExists, {
    fields: { reason: passed ? 'ALREADY_PASSED' : 'ACTIVE_EXISTS' },
  });
}
