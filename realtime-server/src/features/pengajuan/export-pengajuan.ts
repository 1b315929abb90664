import type { Writable } from 'node:stream';
import type { PengajuanListQuery } from '@ujian/shared/pengajuan';
import type { Db } from '../../db/client';
import { DATE_TIME_FORMAT, frozenHeader, jakartaCell, loadExcelJS } from '../../lib/xlsx-cells';
import type { AuthContext } from '../auth/auth-context';
import { exportHeaders, hasilLabel, kindLabel, statusLabel } from '../notifikasi/messages';
import { recipientLocale } from '../notifikasi/notify';
import { loadStatusLabels } from '../notifikasi/status-labels';
import type { KindSpec } from './kinds';
import { listOrder, listWhere } from './list-pengajuan';
import { flatten, selectRows } from './pengajuan-read';

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
  // a report is read by the one who asked for it: headers and states in their language
  const locale = await recipientLocale(db, auth.userId);
  const labels = await loadStatusLabels(db);
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(kindLabel(locale, spec.kind).slice(0, 31), { views: frozenHeader });
  const keys = ['no', 'nim', 'nama', 'prodi', 'judul', 'pembimbing', 'status', 'hasil', 'diajukan', 'dibuat'];
  const widths = [6, 14, 28, 22, 60, 40, 14, 14, 20, 20];
  const headers = exportHeaders(locale);
  const dates = new Set(['diajukan', 'dibuat']);
  sheet.columns = keys.map((key, i) => ({
    header: headers[i],
    key,
    width: widths[i],
    ...(dates.has(key) ? { style: { numFmt: DATE_TIME_FORMAT } } : {}),
  }));
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
          status: statusLabel(locale, r.row.status, labels),
          hasil: r.row.hasil ? hasilLabel(locale, r.row.hasil, labels) : '',
          diajukan: jakartaCell(r.row.submittedAt),
          dibuat: jakartaCell(r.row.createdAt),
        })
        .commit();
    }
    if (rows.length < BATCH) break;
  }
  sheet.commit();
  await workbook.commit();
}
