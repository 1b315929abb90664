import type { Db } from '../../db/client';
import { statusHasilSidang, statusPengajuanSidang } from '../../db/schema/master';
import type { StatusLabels } from './messages';

type LabelRow = { kode: string; label: unknown };

function toMap(rows: LabelRow[]): Map<string, Partial<Record<string, string>>> {
  return new Map(
    rows.map((r) => [r.kode, r.label && typeof r.label === 'object' ? (r.label as Record<string, string>) : {}]),
  );
}

/** The status masters' labels as they are now (a few rows each): what server-written texts name states with. */
export async function loadStatusLabels(db: Db): Promise<StatusLabels> {
  // one after the other: inside a transaction the queries share one connection
  const status = await db
    .select({ kode: statusPengajuanSidang.kode, label: statusPengajuanSidang.label })
    .from(statusPengajuanSidang);
  const hasil = await db
    .select({ kode: statusHasilSidang.kode, label: statusHasilSidang.label })
    .from(statusHasilSidang);
  return { status: toMap(status), hasil: toMap(hasil) };
}
