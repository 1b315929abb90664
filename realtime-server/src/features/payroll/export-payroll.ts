import type { Writable } from 'node:stream';
import type { PayrollPeran, PayrollQuery } from '@ujian/shared/payroll';
import { payrollPeran } from '@ujian/shared/payroll';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payrollLine } from '../../db/schema/payroll';
import { DATE_FORMAT, frozenHeader, loadExcelJS, wallClockCell } from '../../lib/xlsx-cells';
import type { AuthContext } from '../auth/auth-context';
import type { MessageLocale } from '../notifikasi/messages';
import { recipientLocale } from '../notifikasi/notify';
import { payrollRecap, payrollWhere, selectLines } from './payroll-query';

const RUPIAH = '"Rp"#,##0';
const BATCH = 2000;

type Texts = {
  rekap: string;
  rincian: string;
  nama: string;
  nidn: string;
  jumlahSidang: string;
  peran: Record<PayrollPeran, string>;
  bruto: string;
  pajak: string;
  neto: string;
  total: string;
  tanggal: string;
  prodi: string;
  mahasiswa: string;
  jumlah: string;
  peranHeader: string;
};

const texts: Record<MessageLocale, Texts> = {
  id: {
    rekap: 'Rekap',
    rincian: 'Rincian',
    nama: 'Nama dosen',
    nidn: 'NIDN',
    jumlahSidang: 'Jumlah sidang',
    peran: { pembimbing: 'Pembimbing', ketua: 'Ketua', sekretaris: 'Sekretaris', penguji: 'Penguji' },
    bruto: 'Bruto',
    pajak: 'Pajak',
    neto: 'Neto',
    total: 'Total',
    tanggal: 'Tanggal sidang',
    prodi: 'Prodi',
    mahasiswa: 'Mahasiswa',
    jumlah: 'Jumlah',
    peranHeader: 'Peran',
  },
  en: {
    rekap: 'Rekap',
    rincian: 'Rincian',
    nama: 'Lecturer',
    nidn: 'NIDN',
    jumlahSidang: 'Defences',
    peran: { pembimbing: 'Supervisor', ketua: 'Chair', sekretaris: 'Secretary', penguji: 'Examiner' },
    bruto: 'Gross',
    pajak: 'Tax',
    neto: 'Net',
    total: 'Total',
    tanggal: 'Defence date',
    prodi: 'Study programme',
    mahasiswa: 'Student',
    jumlah: 'Amount',
    peranHeader: 'Role',
  },
  de: {
    rekap: 'Rekap',
    rincian: 'Rincian',
    nama: 'Lehrende/r',
    nidn: 'NIDN',
    jumlahSidang: 'Verteidigungen',
    peran: { pembimbing: 'Betreuung', ketua: 'Vorsitz', sekretaris: 'Schriftführung', penguji: 'Prüfung' },
    bruto: 'Brutto',
    pajak: 'Steuer',
    neto: 'Netto',
    total: 'Summe',
    tanggal: 'Datum der Verteidigung',
    prodi: 'Studiengang',
    mahasiswa: 'Studierende/r',
    jumlah: 'Betrag',
    peranHeader: 'Rolle',
  },
  fr: {
    rekap: 'Rekap',
    rincian: 'Rincian',
    nama: 'Enseignant(e)',
    nidn: 'NIDN',
    jumlahSidang: 'Soutenances',
    peran: { pembimbing: 'Direction', ketua: 'Présidence', sekretaris: 'Secrétariat', penguji: 'Examen' },
    bruto: 'Brut',
    pajak: 'Impôt',
    neto: 'Net',
    total: 'Total',
    tanggal: 'Date de soutenance',
    prodi: "Programme d'études",
    mahasiswa: 'Étudiant(e)',
    jumlah: 'Montant',
    peranHeader: 'Rôle',
  },
  pt: {
    rekap: 'Rekap',
    rincian: 'Rincian',
    nama: 'Docente',
    nidn: 'NIDN',
    jumlahSidang: 'Defesas',
    peran: { pembimbing: 'Orientação', ketua: 'Presidência', sekretaris: 'Secretaria', penguji: 'Banca' },
    bruto: 'Bruto',
    pajak: 'Imposto',
    neto: 'Líquido',
    total: 'Total',
    tanggal: 'Data da defesa',
    prodi: 'Curso',
    mahasiswa: 'Estudante',
    jumlah: 'Valor',
    peranHeader: 'Papel',
  },
};

/**
 * The recap (sheet "Rekap", one row per lecturer and a totals row) and its lines (sheet "Rincian"),
 * streamed: the lines are read in keyset batches and written row by row, so the workbook never sits
 * in memory whole. Sheet names are fixed (integrations look them up); headers are in the reader's
 * language.
 */
export async function exportPayrollXlsx(db: Db, auth: AuthContext, q: PayrollQuery, out: Writable): Promise<void> {
  const t = texts[await recipientLocale(db, auth.userId)];
  const where = await payrollWhere(db, auth, q);
  const recap = await payrollRecap(db, auth, q);
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });

  const rekap = workbook.addWorksheet('Rekap', { views: frozenHeader });
  const peranCols = payrollPeran.flatMap((p) => [
    { header: `${t.peran[p]} (n)`, key: `${p}N`, width: 10 },
    { header: t.peran[p], key: p, width: 16, style: { numFmt: RUPIAH } },
  ]);
  rekap.columns = [
    { header: t.nama, key: 'nama', width: 32 },
    { header: t.nidn, key: 'nidn', width: 14 },
    { header: t.jumlahSidang, key: 'jumlahSidang', width: 12 },
    ...peranCols,
    { header: t.bruto, key: 'bruto', width: 16, style: { numFmt: RUPIAH } },
    { header: t.pajak, key: 'pajak', width: 16, style: { numFmt: RUPIAH } },
    { header: t.neto, key: 'neto', width: 16, style: { numFmt: RUPIAH } },
  ];
  rekap.getRow(1).font = { bold: true };
  rekap.getRow(1).commit();
  for (const r of recap.rows) {
    const perPeran = Object.fromEntries(
      payrollPeran.flatMap((p) => [
        [`${p}N`, r.perPeran[p]?.n ?? 0],
        [p, r.perPeran[p]?.jumlah ?? 0],
      ]),
    );
    rekap
      .addRow({
        nama: r.nama,
        nidn: r.nidn,
        jumlahSidang: r.jumlahSidang,
        ...perPeran,
        bruto: r.bruto,
        pajak: r.pajak,
        neto: r.neto,
      })
      .commit();
  }
  const totalPerPeran = Object.fromEntries(
    payrollPeran.flatMap((p) => [
      [`${p}N`, recap.rows.reduce((s, r) => s + (r.perPeran[p]?.n ?? 0), 0)],
      [p, recap.rows.reduce((s, r) => s + (r.perPeran[p]?.jumlah ?? 0), 0)],
    ]),
  );
  const totalRow = rekap.addRow({
    nama: t.total,
    ...totalPerPeran,
    ...recap.totals,
  });
  totalRow.font = { bold: true };
  totalRow.commit();
  rekap.commit();

  const rincian = workbook.addWorksheet('Rincian', { views: frozenHeader });
  rincian.columns = [
    { header: t.tanggal, key: 'tanggal', width: 14, style: { numFmt: DATE_FORMAT } },
    { header: t.nama, key: 'nama', width: 32 },
    { header: t.nidn, key: 'nidn', width: 14 },
    { header: t.peranHeader, key: 'peran', width: 14 },
    { header: t.mahasiswa, key: 'mahasiswa', width: 28 },
    { header: t.prodi, key: 'prodi', width: 24 },
    { header: t.jumlah, key: 'jumlah', width: 16, style: { numFmt: RUPIAH } },
    { header: t.pajak, key: 'pajak', width: 16, style: { numFmt: RUPIAH } },
    { header: t.neto, key: 'neto', width: 16, style: { numFmt: RUPIAH } },
  ];
  rincian.getRow(1).font = { bold: true };
  rincian.getRow(1).commit();
  const l = payrollLine;
  let after: { tanggal: string; uuid: string } | undefined;
  for (;;) {
    const rows = await selectLines(db)
      .where(
        and(
          where,
          after
            ? or(gt(l.tanggal, after.tanggal), and(eq(l.tanggal, after.tanggal), gt(l.uuid, after.uuid)))
            : undefined,
        ),
      )
      .orderBy(asc(l.tanggal), asc(l.uuid))
      .limit(BATCH);
    for (const r of rows) {
      rincian
        .addRow({
          tanggal: wallClockCell(r.tanggal),
          nama: r.dosenNama,
          nidn: r.nidn,
          peran: t.peran[r.peran as PayrollPeran] ?? r.peran,
          mahasiswa: r.mahasiswa ?? '',
          prodi: r.prodiNama ?? '',
          jumlah: r.jumlah,
          pajak: r.pajak,
          neto: r.neto,
        })
        .commit();
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = { tanggal: last.tanggal, uuid: last.uuid };
  }
  const sumRow = rincian.addRow({
    nama: t.total,
    jumlah: recap.totals.bruto,
    pajak: recap.totals.pajak,
    neto: recap.totals.neto,
  });
  sumRow.font = { bold: true };
  sumRow.commit();
  rincian.commit();
  await workbook.commit();
}
