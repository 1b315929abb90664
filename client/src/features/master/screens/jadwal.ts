import { cakupanValues, periodeJenis } from '@ujian/shared/master';
import { defineMasterScreen } from '../define-master';

/** Rooms, time slots, exam periods and blocked external times: what scheduling works with. */

export const ruanganScreen = defineMasterScreen({
  name: 'ruangan',
  titleFields: ['kode', 'nama'],
  defaultSort: { key: 'kode', dir: 'asc' },
  columns: [
    { name: 'kode', kind: 'text', sortKey: 'kode' },
    { name: 'nama', kind: 'text', sortKey: 'nama' },
    { name: 'kapasitas', kind: 'number', sortKey: 'kapasitas' },
    { name: 'lokasi', kind: 'text' },
    { name: 'onlineAllowed', kind: 'boolean' },
    { name: 'active', kind: 'active' },
  ],
  fields: [
    { type: 'text', name: 'kode', required: true, placeholder: 'R-301' },
    { type: 'text', name: 'nama', required: true },
    { type: 'number', name: 'kapasitas', required: true, min: 1, max: 10000 },
    { type: 'text', name: 'lokasi' },
    { type: 'boolean', name: 'onlineAllowed' },
    { type: 'boolean', name: 'active' },
  ],
  filters: [
    { name: 'onlineAllowed', type: 'enum', options: ['true', 'false'] },
    { name: 'active', type: 'active' },
  ],
});

export const waktuUjianScreen = defineMasterScreen({
  name: 'waktu-ujian',
  titleFields: ['nama'],
  defaultSort: { key: 'mulai', dir: 'asc' },
  columns: [
    { name: 'nama', kind: 'text', sortKey: 'nama' },
    { name: 'mulai', kind: 'time', sortKey: 'mulai' },
    { name: 'selesai', kind: 'time', sortKey: 'selesai' },
    { name: 'active', kind: 'active' },
  ],
  fields: [
    { type: 'text', name: 'nama', required: true, placeholder: 'Sesi 1' },
    { type: 'time', name: 'mulai', required: true },
    { type: 'time', name: 'selesai', required: true },
    { type: 'boolean', name: 'active' },
  ],
  filters: [{ name: 'active', type: 'active' }],
});

export const periodeUjianScreen = defineMasterScreen({
  name: 'periode-ujian',
  titleFields: ['nama'],
  defaultSort: { key: 'tanggalBuka', dir: 'desc' },
  columns: [
    { name: 'nama', kind: 'text', sortKey: 'nama' },
    { name: 'jenis', kind: 'enum', sortKey: 'jenis' },
    { name: 'tanggalBuka', kind: 'date', sortKey: 'tanggalBuka' },
    { name: 'tanggalTutup', kind: 'date', sortKey: 'tanggalTutup' },
    { name: 'active', kind: 'active' },
  ],
  fields: [
    { type: 'text', name: 'nama', required: true, wide: true },
    { type: 'enum', name: 'jenis', options: periodeJenis, required: true },
    { type: 'boolean', name: 'active' },
    { type: 'date', name: 'tanggalBuka', required: true },
    { type: 'date', name: 'tanggalTutup', required: true },
  ],
  filters: [
    { name: 'jenis', type: 'enum', options: periodeJenis },
    { name: 'active', type: 'active' },
  ],
});

export const jadwalExternalUmumScreen = defineMasterScreen({
  name: 'jadwal-external-umum',
  titleFields: ['judul'],
  defaultSort: { key: 'mulai', dir: 'desc' },
  columns: [
    { name: 'judul', kind: 'text', sortKey: 'judul' },
    { name: 'mulai', kind: 'datetime', sortKey: 'mulai' },
    { name: 'selesai', kind: 'datetime', sortKey: 'selesai' },
    { name: 'cakupan', kind: 'enum' },
    { name: 'dosenUuid', kind: 'master', master: 'dosen' },
    { name: 'ruanganUuid', kind: 'master', master: 'ruangan' },
    { name: 'active', kind: 'active' },
  ],
  fields: [
    { type: 'text', name: 'judul', required: true, wide: true },
    { type: 'datetime', name: 'mulai', required: true },
    { type: 'datetime', name: 'selesai', required: true },
    { type: 'enum', name: 'cakupan', options: cakupanValues, required: true },
    { type: 'master', name: 'dosenUuid', master: 'dosen', showWhen: { field: 'cakupan', equals: ['dosen'] } },
    { type: 'master', name: 'ruanganUuid', master: 'ruangan', showWhen: { field: 'cakupan', equals: ['ruangan'] } },
    { type: 'boolean', name: 'active' },
  ],
  filters: [
    { name: 'cakupan', type: 'enum', options: cakupanValues },
    { name: 'active', type: 'active' },
  ],
});
