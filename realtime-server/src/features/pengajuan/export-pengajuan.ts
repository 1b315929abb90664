import type { Writable } from 'node:stream';
import type { PengajuanListQuery } from '@ujian/shared/pengajuan';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../http/authenticate';
import type { KindSpec } from './kinds';
import { listOrder, listWhere } from './list-pengajuan';
import { flatten, selectRows } from './pengajuan-rows';

/** An export is a report, not a dump: past this many rows the caller should filter more. */
export const EXPORT_MAX_ROWS = 20_000;
const BATCH = 1000;

/**
 * The filtered list (same filters and ability as the list endpoint) as .xlsx, streamed row by row
 * in batches so a large export never sits in memory whole.
 */
export async function exportPengajuanXlsx(
  db: Db,
  spec: KindSpec,
  auth: AuthContext,
  query: PengajuanListQuery,
  out: Writable,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(spec.label);
  sheet.columns = [
    { header: 'No', key: 'no', width: 6 },
    { header: 'NIM', key: 'nim', width: 14 },
    { header: 'Nama', key: 'nama', width: 28 },
    { header: 'Prodi', key: 'prodi', width: 22 },
    { header: 'Judul', key: 'judul', width: 60 },
    { header: 'Pembimbing', key: 'pembimbing', width: 40 },
    { header: 'Status', key: 'status', width: 14 },
    { header: 'Hasil', key: 'hasil', width: 14 },
    { header: 'Diajukan', key: 'diajukan', width: 20 },
    { header: 'Dibuat', key: 'dibuat', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const where = listWhere(spec, auth, query);
  let no = 0;
  for (let offset = 0; offset < EXPORT_MAX_ROWS; offset += BATCH) {
    const rows = await selectRows(db, spec)
      .where(where)
      .orderBy(...listOrder(spec, query.sortBy))
      .limit(Math.min(BATCH, EXPORT_MAX_ROWS - offset))
      .offset(offset);
    for (const r of rows) {
      no += 1;
      sheet
        .addRow({
          no,
          nim: r.nomorInduk ?? '',
          nama: r.fullName,
          prodi: r.prodiNama ?? '',
          judul: r.row.judul,
          pembimbing: flatten(r)
            .pembimbingList.map((p) => p.nama)
            .join('; '),
          status: r.row.status,
          hasil: r.row.hasil ?? '',
          diajukan: r.row.submittedAt ?? '',
          dibuat: r.row.createdAt,
        })
        .commit();
    }
    if (rows.length < BATCH) break;
  }
  sheet.commit();
  await workbook.commit();
}
