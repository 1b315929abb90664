import type { MasterName } from '@ujian/shared/ability';
import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm';
import { alias, type PgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import { komponenNilai, skalaNilai } from '../../db/schema/hasil';
import {
  dosen,
  jadwalExternalUmum,
  jenjang,
  peminatan,
  periodeUjian,
  prodi,
  program,
  prosesPersidangan,
  ruangan,
  statusHasilSidang,
  statusJadwalSidang,
  statusPengajuanSidang,
  waktuUjian,
} from '../../db/schema/master';
import { tarifHonorarium } from '../../db/schema/payroll';
import { berkas, jenisBerkas } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import { defineMaster, type MasterDefinition } from './master-definition';

const kodeUnique = (table: { kode: PgColumn }, noun: string) => ({
  field: 'kode',
  columns: [table.kode],
  message: `A ${noun} with this code already exists.`,
});

/** "Dr. Budi Santoso, M.Kom." as shown on letters and pickers. */
export function namaLengkapOf(row: { nama: string; gelarDepan: string | null; gelarBelakang: string | null }): string {
  return [row.gelarDepan, row.gelarBelakang ? `${row.nama},` : row.nama, row.gelarBelakang].filter(Boolean).join(' ');
}

const dosenProdi = alias(prodi, 'dosen_prodi');
const jeuDosen = alias(dosen, 'jeu_dosen');
const jeuRuangan = alias(ruangan, 'jeu_ruangan');

const dosenDefinition = defineMaster('dosen', {
  table: dosen,
  noun: 'lecturer',
  select: { ...getTableColumns(dosen), prodiNama: dosenProdi.nama },
  joins: [{ table: dosenProdi, on: eq(dosenProdi.uuid, dosen.prodiUuid) }],
  search: [dosen.nama, dosen.nidn, dosen.nip, dosen.email],
  sortable: { nama: dosen.nama, nidn: dosen.nidn, nip: dosen.nip, createdAt: dosen.createdAt },
  defaultSort: [asc(dosen.nama), asc(dosen.uuid)],
  filterColumns: { prodiUuid: dosen.prodiUuid },
  unique: [{ field: 'nidn', columns: [dosen.nidn], message: 'A lecturer with this NIDN already exists.' }],
  parents: [
    { field: 'prodiUuid', table: prodi, message: 'This study programme does not exist.' },
    { field: 'peminatanUuids', table: peminatan, message: 'A chosen specialisation does not exist.', many: true },
  ],
  references: [{ table: jadwalExternalUmum, column: jadwalExternalUmum.dosenUuid, label: 'external schedules' }],
  toValues: (input) => input,
  decorate: (row) => ({
    namaLengkap: namaLengkapOf(row as { nama: string; gelarDepan: string | null; gelarBelakang: string | null }),
  }),
});

const jenjangDefinition = defineMaster('jenjang', {
  table: jenjang,
  noun: 'degree level',
  select: getTableColumns(jenjang),
  search: [jenjang.kode, jenjang.nama],
  sortable: { kode: jenjang.kode, nama: jenjang.nama },
  defaultSort: [asc(jenjang.kode), asc(jenjang.uuid)],
  filterColumns: {},
  unique: [kodeUnique(jenjang, 'degree level')],
  // its honorarium rates are guarded by their foreign key
  references: [{ table: prodi, column: prodi.jenjangUuid, label: 'study programmes' }],
  toValues: (input) => input,
});

const prodiDefinition = defineMaster('prodi', {
  table: prodi,
  noun: 'study programme',
  select: { ...getTableColumns(prodi), jenjangKode: jenjang.kode, jenjangNama: jenjang.nama },
  joins: [{ table: jenjang, on: eq(jenjang.uuid, prodi.jenjangUuid) }],
  search: [prodi.kode, prodi.nama],
  sortable: { kode: prodi.kode, nama: prodi.nama, jenjang: jenjang.kode },
  defaultSort: [asc(prodi.nama), asc(prodi.uuid)],
  filterColumns: { jenjangUuid: prodi.jenjangUuid },
  unique: [kodeUnique(prodi, 'study programme')],
  parents: [{ field: 'jenjangUuid', table: jenjang, message: 'This degree level does not exist.' }],
  references: [
    { table: peminatan, column: peminatan.prodiUuid, label: 'specialisations' },
    { table: dosen, column: dosen.prodiUuid, label: 'lecturers' },
    { table: profiles, column: profiles.prodiUuid, label: 'users' },
  ],
  toValues: (input) => input,
});

const peminatanDefinition = defineMaster('peminatan', {
  table: peminatan,
  noun: 'specialisation',
  select: { ...getTableColumns(peminatan), prodiKode: prodi.kode, prodiNama: prodi.nama },
  joins: [{ table: prodi, on: eq(prodi.uuid, peminatan.prodiUuid) }],
  search: [peminatan.kode, peminatan.nama],
  sortable: { kode: peminatan.kode, nama: peminatan.nama, prodi: prodi.nama },
  defaultSort: [asc(peminatan.nama), asc(peminatan.uuid)],
  filterColumns: { prodiUuid: peminatan.prodiUuid },
  unique: [kodeUnique(peminatan, 'specialisation')],
  parents: [{ field: 'prodiUuid', table: prodi, message: 'This study programme does not exist.' }],
  references: [{ table: profiles, column: profiles.peminatanUuid, label: 'users' }],
  toValues: (input) => input,
});

const programDefinition = defineMaster('program', {
  table: program,
  noun: 'programme type',
  select: getTableColumns(program),
  search: [program.kode, program.nama],
  sortable: { kode: program.kode, nama: program.nama },
  defaultSort: [asc(program.nama), asc(program.uuid)],
  filterColumns: {},
  unique: [kodeUnique(program, 'programme type')],
  toValues: (input) => input,
});

const ruanganDefinition = defineMaster('ruangan', {
  table: ruangan,
  noun: 'room',
  select: getTableColumns(ruangan),
  search: [ruangan.kode, ruangan.nama, ruangan.lokasi],
  sortable: { kode: ruangan.kode, nama: ruangan.nama, kapasitas: ruangan.kapasitas },
  defaultSort: [asc(ruangan.kode), asc(ruangan.uuid)],
  filterColumns: { onlineAllowed: ruangan.onlineAllowed },
  unique: [kodeUnique(ruangan, 'room')],
  references: [{ table: jadwalExternalUmum, column: jadwalExternalUmum.ruanganUuid, label: 'external schedules' }],
  toValues: (input) => input,
});

const waktuUjianDefinition = defineMaster('waktu-ujian', {
  table: waktuUjian,
  noun: 'time slot',
  select: getTableColumns(waktuUjian),
  search: [waktuUjian.nama],
  sortable: { nama: waktuUjian.nama, mulai: waktuUjian.mulai },
  defaultSort: [asc(waktuUjian.mulai), asc(waktuUjian.uuid)],
  filterColumns: {},
  unique: [{ field: 'nama', columns: [waktuUjian.nama], message: 'A time slot with this name already exists.' }],
  toValues: (input) => input,
});

const periodeUjianDefinition = defineMaster('periode-ujian', {
  table: periodeUjian,
  noun: 'exam period',
  select: getTableColumns(periodeUjian),
  search: [periodeUjian.nama],
  sortable: { nama: periodeUjian.nama, tanggalBuka: periodeUjian.tanggalBuka, tanggalTutup: periodeUjian.tanggalTutup },
  defaultSort: [desc(periodeUjian.tanggalBuka), asc(periodeUjian.uuid)],
  filterColumns: { jenis: periodeUjian.jenis },
  unique: [
    {
      field: 'nama',
      columns: [periodeUjian.nama, periodeUjian.jenis],
      message: 'An exam period of this kind with this name already exists.',
    },
  ],
  toValues: (input) => input,
});

const jadwalExternalUmumDefinition = defineMaster('jadwal-external-umum', {
  table: jadwalExternalUmum,
  noun: 'external schedule',
  select: {
    ...getTableColumns(jadwalExternalUmum),
    dosenNama: jeuDosen.nama,
    ruanganNama: jeuRuangan.nama,
  },
  joins: [
    { table: jeuDosen, on: eq(jeuDosen.uuid, jadwalExternalUmum.dosenUuid) },
    { table: jeuRuangan, on: eq(jeuRuangan.uuid, jadwalExternalUmum.ruanganUuid) },
  ],
  search: [jadwalExternalUmum.judul],
  sortable: { judul: jadwalExternalUmum.judul, mulai: jadwalExternalUmum.mulai, selesai: jadwalExternalUmum.selesai },
  defaultSort: [desc(jadwalExternalUmum.mulai), asc(jadwalExternalUmum.uuid)],
  filterColumns: {
    cakupan: jadwalExternalUmum.cakupan,
    dosenUuid: jadwalExternalUmum.dosenUuid,
    ruanganUuid: jadwalExternalUmum.ruanganUuid,
  },
  parents: [
    { field: 'dosenUuid', table: dosen, message: 'This lecturer does not exist.' },
    { field: 'ruanganUuid', table: ruangan, message: 'This room does not exist.' },
  ],
  // a scope names only what it needs: a "semua" block keeps no stray lecturer or room
  toValues: (input) => ({
    ...input,
    mulai: new Date(input.mulai),
    selesai: new Date(input.selesai),
    dosenUuid: input.cakupan === 'dosen' ? input.dosenUuid : null,
    ruanganUuid: input.cakupan === 'ruangan' ? input.ruanganUuid : null,
  }),
});

// the three status lists share one shape (db/schema/master.ts statusColumns)
function statusSpec(table: { kode: PgColumn; urutan: PgColumn } & Parameters<typeof getTableColumns>[0]) {
  return {
    noun: 'status',
    select: getTableColumns(table),
    search: [table.kode],
    sortable: { kode: table.kode, urutan: table.urutan },
    defaultSort: [asc(table.urutan), asc(table.kode)],
    filterColumns: {},
    unique: [kodeUnique(table, 'status')],
    fixedCodes: true,
  };
}

const statusHasilSidangDefinition = defineMaster('status-hasil-sidang', {
  ...statusSpec(statusHasilSidang),
  table: statusHasilSidang,
  toValues: (input) => input,
});
const statusJadwalSidangDefinition = defineMaster('status-jadwal-sidang', {
  ...statusSpec(statusJadwalSidang),
  table: statusJadwalSidang,
  toValues: (input) => input,
});
const statusPengajuanSidangDefinition = defineMaster('status-pengajuan-sidang', {
  ...statusSpec(statusPengajuanSidang),
  table: statusPengajuanSidang,
  toValues: (input) => input,
});

const prosesPersidanganDefinition = defineMaster('proses-persidangan', {
  table: prosesPersidangan,
  noun: 'process step',
  select: getTableColumns(prosesPersidangan),
  search: [prosesPersidangan.nama, prosesPersidangan.deskripsi],
  sortable: { urutan: prosesPersidangan.urutan, nama: prosesPersidangan.nama },
  defaultSort: [asc(prosesPersidangan.urutan), asc(prosesPersidangan.uuid)],
  filterColumns: {},
  toValues: (input) => input,
});

// a document names its type by kind and code (berkas.jenis), so its type's uuid is found by a join
const berkasOfJenis = new QueryBuilder()
  .select({ jenisUuid: jenisBerkas.uuid })
  .from(berkas)
  .innerJoin(jenisBerkas, and(eq(jenisBerkas.kind, berkas.kind), eq(jenisBerkas.kode, berkas.jenis)))
  .as('berkas_of_jenis');

const jenisBerkasDefinition = defineMaster('jenis-berkas', {
  table: jenisBerkas,
  noun: 'document type',
  select: getTableColumns(jenisBerkas),
  search: [jenisBerkas.kode, jenisBerkas.label],
  sortable: { kind: jenisBerkas.kind, urutan: jenisBerkas.urutan, kode: jenisBerkas.kode, label: jenisBerkas.label },
  // the order pengajuan forms list them in (pengajuan-read.ts)
  defaultSort: [asc(jenisBerkas.kind), asc(jenisBerkas.urutan), asc(jenisBerkas.kode)],
  filterColumns: { kind: jenisBerkas.kind },
  unique: [
    {
      field: 'kode',
      columns: [jenisBerkas.kind, jenisBerkas.kode],
      message: 'A document type of this kind with this code already exists.',
    },
  ],
  references: [{ table: berkasOfJenis, column: berkasOfJenis.jenisUuid, label: 'documents' }],
  toValues: (input) => input,
});

const komponenNilaiDefinition = defineMaster('komponen-nilai', {
  table: komponenNilai,
  noun: 'rubric component',
  select: getTableColumns(komponenNilai),
  search: [komponenNilai.kode, komponenNilai.nama],
  sortable: {
    urutan: komponenNilai.urutan,
    kode: komponenNilai.kode,
    nama: komponenNilai.nama,
    bobot: komponenNilai.bobot,
  },
  defaultSort: [asc(komponenNilai.urutan), asc(komponenNilai.kode)],
  filterColumns: {},
  unique: [kodeUnique(komponenNilai, 'rubric component')],
  toValues: (input) => input,
});

const skalaNilaiDefinition = defineMaster('skala-nilai', {
  table: skalaNilai,
  noun: 'grade',
  select: getTableColumns(skalaNilai),
  search: [skalaNilai.huruf],
  sortable: { huruf: skalaNilai.huruf, nilaiMin: skalaNilai.nilaiMin },
  defaultSort: [desc(skalaNilai.nilaiMin), asc(skalaNilai.huruf)],
  filterColumns: { lulus: skalaNilai.lulus },
  unique: [{ field: 'huruf', columns: [skalaNilai.huruf], message: 'A grade with this letter already exists.' }],
  toValues: (input) => input,
});

const tarifHonorariumDefinition = defineMaster('tarif-honorarium', {
  table: tarifHonorarium,
  noun: 'honorarium rate',
  select: { ...getTableColumns(tarifHonorarium), jenjangKode: jenjang.kode, jenjangNama: jenjang.nama },
  joins: [{ table: jenjang, on: eq(jenjang.uuid, tarifHonorarium.jenjangUuid) }],
  search: [tarifHonorarium.peran, jenjang.kode, jenjang.nama],
  sortable: { peran: tarifHonorarium.peran, jenjang: jenjang.kode, jumlah: tarifHonorarium.jumlah },
  defaultSort: [asc(jenjang.kode), asc(tarifHonorarium.peran), asc(tarifHonorarium.uuid)],
  filterColumns: { peran: tarifHonorarium.peran, jenjangUuid: tarifHonorarium.jenjangUuid },
  unique: [
    {
      field: 'peran',
      columns: [tarifHonorarium.peran, tarifHonorarium.jenjangUuid],
      message: 'An active rate for this role and degree level already exists. Deactivate it first.',
      activeOnly: true,
    },
  ],
  parents: [{ field: 'jenjangUuid', table: jenjang, message: 'This degree level does not exist.' }],
  toValues: (input) => input,
});

/** The 13 lists of CONTRACT.md and the document types, each declared once. */
export const masterDefinitions: Record<MasterName, MasterDefinition> = {
  dosen: dosenDefinition,
  jenjang: jenjangDefinition,
  prodi: prodiDefinition,
  peminatan: peminatanDefinition,
  program: programDefinition,
  ruangan: ruanganDefinition,
  'waktu-ujian': waktuUjianDefinition,
  'periode-ujian': periodeUjianDefinition,
  'jadwal-external-umum': jadwalExternalUmumDefinition,
  'status-hasil-sidang': statusHasilSidangDefinition,
  'status-jadwal-sidang': statusJadwalSidangDefinition,
  'status-pengajuan-sidang': statusPengajuanSidangDefinition,
  'proses-persidangan': prosesPersidanganDefinition,
  'jenis-berkas': jenisBerkasDefinition,
  'komponen-nilai': komponenNilaiDefinition,
  'skala-nilai': skalaNilaiDefinition,
  'tarif-honorarium': tarifHonorariumDefinition,
};
