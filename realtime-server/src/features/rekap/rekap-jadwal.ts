import type { Writable } from 'node:stream';
import type { JadwalRow, RekapJadwal, RekapJadwalQuery } from '@ujian/shared/jadwal';
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jadwalSidang } from '../../db/schema/jadwal';
import { statusJadwalSidang } from '../../db/schema/master';
import { profiles } from '../../db/schema/profile';
import { DATE_FORMAT, frozenHeader, loadExcelJS, TIME_FORMAT, wallClockCell } from '../../lib/xlsx-cells';
import type { AuthContext } from '../auth/auth-context';
import { involvesDosen, jadwalVisibleWhere, selectJadwal, toJadwalRows } from '../jadwal/jadwal-rows';
import { type MessageLocale, messageLocaleOf } from '../notifikasi/messages';

/** A recap is a report: past this many sidang the caller should narrow the dates. */
export const REKAP_MAX_ROWS = 20_000;
const BATCH = 1000;

/** The sidang a recap counts: scheduled ones (terjadwal on, not cancelled), as the caller may read them. */
function rekapWhere(auth: AuthContext, query: RekapJadwalQuery): SQL | undefined {
  const j = jadwalSidang;
  return and(
    jadwalVisibleWhere(auth),
    inArray(j.status, ['terjadwal', 'berlangsung', 'selesai']),
    query.from ? gte(j.tanggal, query.from) : undefined,
    query.to ? lte(j.tanggal, query.to) : undefined,
    query.prodiUuid ? eq(j.prodiUuid, query.prodiUuid) : undefined,
    query.ruanganUuid ? eq(j.ruanganUuid, query.ruanganUuid) : undefined,
    query.dosenUuid ? involvesDosen([query.dosenUuid]) : undefined,
  );
}

/** The recap's rows in date order, a batch at a time (bounded memory for the export). */
async function* rekapBatches(db: Db, auth: AuthContext, query: RekapJadwalQuery): AsyncGenerator<JadwalRow[]> {
  const where = rekapWhere(auth, query);
  for (let offset = 0; offset < REKAP_MAX_ROWS; offset += BATCH) {
    const joined = await selectJadwal(db)
      .where(where)
      .orderBy(asc(jadwalSidang.mulai), asc(jadwalSidang.uuid))
      .limit(Math.min(BATCH, REKAP_MAX_ROWS - offset))
      .offset(offset);
    if (joined.length > 0) yield await toJadwalRows(db, joined, auth);
    if (joined.length < BATCH) return;
  }
}

type DosenTally = RekapJadwal['perDosen'][number];

/** Adds one sidang to the per-day, per-room and per-dosen tallies. */
function tally(
  row: JadwalRow,
  perHari: Map<string, number>,
  perRuangan: Map<string, { nama: string; n: number }>,
  perDosen: Map<string, DosenTally>,
): void {
  if (row.tanggal) perHari.set(row.tanggal, (perHari.get(row.tanggal) ?? 0) + 1);
  if (row.ruanganUuid) {
    const room = perRuangan.get(row.ruanganUuid) ?? { nama: row.ruanganNama ?? '', n: 0 };
    room.n += 1;
    perRuangan.set(row.ruanganUuid, room);
  }
  const person = (dosenUuid: string, nama: string) => {
    const found = perDosen.get(dosenUuid);
    if (found) return found;
    const fresh = { dosenUuid, nama, ketua: 0, sekretaris: 0, penguji: 0, pembimbing: 0, total: 0 };
    perDosen.set(dosenUuid, fresh);
    return fresh;
  };
  for (const k of row.komite) {
    const p = person(k.dosenUuid, k.nama);
    if (k.peran === 'ketua') p.ketua += 1;
    else if (k.peran === 'sekretaris') p.sekretaris += 1;
    else p.penguji += 1;
    p.total += 1;
  }
  for (const b of row.pembimbing) {
    const p = person(b.dosenUuid, b.nama);
    p.pembimbing += 1;
    p.total += 1;
  }
}

/** `GET /rekap/jadwal-sidang`: the scheduled sidang and their counts per day, room and dosen. */
export async function rekapJadwal(db: Db, auth: AuthContext, query: RekapJadwalQuery): Promise<RekapJadwal> {
  const rows: JadwalRow[] = [];
  const perHari = new Map<string, number>();
  const perRuangan = new Map<string, { nama: string; n: number }>();
  const perDosen = new Map<string, DosenTally>();
  for await (const batch of rekapBatches(db, auth, query))
    for (const row of batch) {
      rows.push(row);
      tally(row, perHari, perRuangan, perDosen);
    }
  return {
    rows,
    perHari: [...perHari].sort(([a], [b]) => a.localeCompare(b)).map(([tanggal, n]) => ({ tanggal, n })),
    perRuangan: [...perRuangan]
      .map(([ruanganUuid, r]) => ({ ruanganUuid, nama: r.nama, n: r.n }))
      .sort((a, b) => b.n - a.n || a.nama.localeCompare(b.nama)),
    perDosen: [...perDosen.values()].sort((a, b) => b.total - a.total || a.nama.localeCompare(b.nama)),
    total: rows.length,
  };
}

type Headers = {
  jadwal: string;
  dosen: string;
  cols: Record<
    | 'no'
    | 'tanggal'
    | 'mulai'
    | 'selesai'
    | 'nim'
    | 'nama'
    | 'prodi'
    | 'judul'
    | 'ruangan'
    | 'ketua'
    | 'sekretaris'
    | 'penguji'
    | 'pembimbing'
    | 'status'
    | 'dosen'
    | 'total',
    string
  >;
};

const headers: Record<MessageLocale, Headers> = {
  id: {
    jadwal: 'Jadwal',
    dosen: 'Dosen',
    cols: {
      no: 'No',
      tanggal: 'Tanggal',
      mulai: 'Mulai',
      selesai: 'Selesai',
      nim: 'NIM',
      nama: 'Nama mahasiswa',
      prodi: 'Prodi',
      judul: 'Judul',
      ruangan: 'Ruangan / tautan',
      ketua: 'Ketua',
      sekretaris: 'Sekretaris',
      penguji: 'Penguji',
      pembimbing: 'Pembimbing',
      status: 'Status',
      dosen: 'Dosen',
      total: 'Total',
    },
  },
  en: {
    jadwal: 'Jadwal',
    dosen: 'Dosen',
    cols: {
      no: 'No',
      tanggal: 'Date',
      mulai: 'Start',
      selesai: 'End',
      nim: 'Student ID',
      nama: 'Student',
      prodi: 'Study programme',
      judul: 'Title',
      ruangan: 'Room / link',
      ketua: 'Chair',
      sekretaris: 'Secretary',
      penguji: 'Examiner',
      pembimbing: 'Supervisor',
      status: 'Status',
      dosen: 'Lecturer',
      total: 'Total',
    },
  },
  de: {
    jadwal: 'Jadwal',
    dosen: 'Dosen',
    cols: {
      no: 'Nr.',
      tanggal: 'Datum',
      mulai: 'Beginn',
      selesai: 'Ende',
      nim: 'Matrikelnummer',
      nama: 'Studierende(r)',
      prodi: 'Studiengang',
      judul: 'Titel',
      ruangan: 'Raum / Link',
      ketua: 'Vorsitz',
      sekretaris: 'Protokoll',
      penguji: 'Prüfer',
      pembimbing: 'Betreuer',
      status: 'Status',
      dosen: 'Dozent',
      total: 'Gesamt',
    },
  },
  fr: {
    jadwal: 'Jadwal',
    dosen: 'Dosen',
    cols: {
      no: 'N°',
      tanggal: 'Date',
      mulai: 'Début',
      selesai: 'Fin',
      nim: 'N° étudiant',
      nama: 'Étudiant',
      prodi: 'Filière',
      judul: 'Titre',
      ruangan: 'Salle / lien',
      ketua: 'Président',
      sekretaris: 'Secrétaire',
      penguji: 'Examinateur',
      pembimbing: 'Directeur',
      status: 'Statut',
      dosen: 'Enseignant',
      total: 'Total',
    },
  },
  pt: {
    jadwal: 'Jadwal',
    dosen: 'Dosen',
    cols: {
      no: 'Nº',
      tanggal: 'Data',
      mulai: 'Início',
      selesai: 'Término',
      nim: 'Matrícula',
      nama: 'Estudante',
      prodi: 'Curso',
      judul: 'Título',
      ruangan: 'Sala / link',
      ketua: 'Presidente',
      sekretaris: 'Secretário',
      penguji: 'Examinador',
      pembimbing: 'Orientador',
      status: 'Status',
      dosen: 'Docente',
      total: 'Total',
    },
  },
};

/**
 * The recap as .xlsx (sheets Jadwal and Dosen), streamed with ExcelJS's WorkbookWriter: headers and
 * status labels in the reader's language (profile locale, else id).
 */
export async function exportRekapJadwalXlsx(
  db: Db,
  auth: AuthContext,
  query: RekapJadwalQuery,
  out: Writable,
): Promise<void> {
  const [profile] = await db.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.userId, auth.userId));
  const locale = messageLocaleOf(profile?.locale);
  const h = headers[locale];
  const labels = new Map(
    (await db.select({ kode: statusJadwalSidang.kode, label: statusJadwalSidang.label }).from(statusJadwalSidang)).map(
      (s) => {
        const label = (typeof s.label === 'string' ? JSON.parse(s.label) : s.label) as Record<string, string>;
        return [s.kode, label[locale] ?? label.id ?? s.kode] as const;
      },
    ),
  );

  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(h.jadwal, { views: frozenHeader });
  const c = h.cols;
  sheet.columns = [
    { header: c.no, key: 'no', width: 6 },
    { header: c.tanggal, key: 'tanggal', width: 12, style: { numFmt: DATE_FORMAT } },
    { header: c.mulai, key: 'mulai', width: 8, style: { numFmt: TIME_FORMAT } },
    { header: c.selesai, key: 'selesai', width: 8, style: { numFmt: TIME_FORMAT } },
    { header: c.nim, key: 'nim', width: 14 },
    { header: c.nama, key: 'nama', width: 26 },
    { header: c.prodi, key: 'prodi', width: 22 },
    { header: c.judul, key: 'judul', width: 50 },
    { header: c.ruangan, key: 'ruangan', width: 26 },
    { header: c.ketua, key: 'ketua', width: 24 },
    { header: c.sekretaris, key: 'sekretaris', width: 24 },
    { header: c.penguji, key: 'penguji', width: 40 },
    { header: c.pembimbing, key: 'pembimbing', width: 40 },
    { header: c.status, key: 'status', width: 16 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const perHari = new Map<string, number>();
  const perRuangan = new Map<string, { nama: string; n: number }>();
  const perDosen = new Map<string, DosenTally>();
  let no = 0;
  for await (const batch of rekapBatches(db, auth, query)) {
    for (const row of batch) {
      no += 1;
      tally(row, perHari, perRuangan, perDosen);
      const seat = (peran: string) =>
        row.komite
          .filter((k) => k.peran === peran)
          .map((k) => k.nama)
          .join('; ');
      sheet
        .addRow({
          no,
          tanggal: wallClockCell(row.tanggal),
          mulai: wallClockCell(row.mulai),
          selesai: wallClockCell(row.selesai),
          nim: row.mahasiswa.nomorInduk ?? '',
          nama: row.mahasiswa.fullName,
          prodi: row.prodiNama ?? '',
          judul: row.judul,
          ruangan: [row.ruanganNama, row.onlineUrl].filter(Boolean).join(' / '),
          ketua: seat('ketua'),
          sekretaris: seat('sekretaris'),
          penguji: [seat('penguji1'), seat('penguji2')].filter(Boolean).join('; '),
          pembimbing: row.pembimbing.map((p) => p.nama).join('; '),
          status: labels.get(row.status) ?? row.status,
        })
        .commit();
    }
  }
  sheet.commit();

  const dosenSheet = workbook.addWorksheet(h.dosen, { views: frozenHeader });
  dosenSheet.columns = [
    { header: c.no, key: 'no', width: 6 },
    { header: c.dosen, key: 'nama', width: 30 },
    { header: c.ketua, key: 'ketua', width: 10 },
    { header: c.sekretaris, key: 'sekretaris', width: 12 },
    { header: c.penguji, key: 'penguji', width: 10 },
    { header: c.pembimbing, key: 'pembimbing', width: 12 },
    { header: c.total, key: 'total', width: 10 },
  ];
  dosenSheet.getRow(1).font = { bold: true };
  dosenSheet.getRow(1).commit();
  const people = [...perDosen.values()].sort((a, b) => b.total - a.total || a.nama.localeCompare(b.nama));
  people.forEach((p, i) => {
    dosenSheet.addRow({ no: i + 1, ...p }).commit();
  });
  dosenSheet.commit();
  await workbook.commit();
}
