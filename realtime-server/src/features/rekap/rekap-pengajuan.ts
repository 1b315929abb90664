import { type RekapResponse, sidangStatuses } from '@ujian/shared/pengajuan';
import { and, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prodi } from '../../db/schema/master';
import { pengajuanSidang } from '../../db/schema/pengajuan';
import type { AuthContext } from '../auth/auth-context';
import { countDrafts, countedWhere, draftWhere } from '../pengajuan/counting';
import { kindSpecs } from '../pengajuan/kinds';

/**
 * Pengajuan sidang counted by prodi and status (one GROUP BY), over the rows the caller may read: a
 * koordinator's recap is their prodi's, an admin's everyone's. Drafts are the students' own business:
 * left out of the table, counted apart in `drafts` (the same definition as the dashboard and the list).
 */
export async function rekapPengajuanSidang(db: Db, auth: AuthContext, periodeUuid?: string): Promise<RekapResponse> {
  const t = pengajuanSidang;
  const grouped = await db
    .select({
      prodiUuid: t.prodiUuid,
      prodiNama: prodi.nama,
      status: t.status,
      n: sql<number>`count(*)::int`,
    })
    .from(t)
    .leftJoin(prodi, eq(prodi.uuid, t.prodiUuid))
    .where(and(countedWhere(kindSpecs.sidang, auth, { periodeUuid }), not(draftWhere(t))))
    .groupBy(t.prodiUuid, prodi.nama, t.status);

  const statuses = sidangStatuses.filter((s) => s !== 'draft');
  const zero = () => Object.fromEntries(statuses.map((s) => [s, 0])) as Record<string, number>;
  const byProdi = new Map<string, RekapResponse['rows'][number]>();
  const totals = zero();
  let total = 0;
  for (const g of grouped) {
    const key = g.prodiUuid ?? '';
    const row = byProdi.get(key) ?? { prodiUuid: g.prodiUuid, prodiNama: g.prodiNama, counts: zero(), total: 0 };
    row.counts[g.status] = (row.counts[g.status] ?? 0) + g.n;
    row.total += g.n;
    totals[g.status] = (totals[g.status] ?? 0) + g.n;
    total += g.n;
    byProdi.set(key, row);
  }
  const rows = [...byProdi.values()].sort((a, b) => (a.prodiNama ?? '').localeCompare(b.prodiNama ?? ''));
  const drafts = await countDrafts(db, kindSpecs.sidang, auth, { periodeUuid });
  return { periodeUuid: periodeUuid ?? null, statuses, rows, totals, total, drafts };
}
