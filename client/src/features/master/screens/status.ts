import { defineMasterScreen, type MasterScreenConfig } from '../define-master';

/** Labels and colours of the machines' fixed state codes, and the steps shown to students. */

function statusScreen(
  name: 'status-hasil-sidang' | 'status-jadwal-sidang' | 'status-pengajuan-sidang',
): MasterScreenConfig {
  return defineMasterScreen({
    name,
    titleFields: ['kode'],
    defaultSort: { key: 'urutan', dir: 'asc' },
    columns: [
      { name: 'urutan', kind: 'number', sortKey: 'urutan' },
      { name: 'kode', kind: 'text', sortKey: 'kode' },
      { name: 'label', kind: 'labels' },
      { name: 'warna', kind: 'color' },
      { name: 'active', kind: 'active' },
    ],
    fields: [
      { type: 'text', name: 'kode', required: true },
      { type: 'number', name: 'urutan', min: 0, max: 1000 },
      { type: 'color', name: 'warna', required: true },
      { type: 'boolean', name: 'active' },
      { type: 'labels', name: 'label', required: true, wide: true },
    ],
    filters: [{ name: 'active', type: 'active' }],
  });
}

export const statusHasilSidangScreen = statusScreen('status-hasil-sidang');
export const statusJadwalSidangScreen = statusScreen('status-jadwal-sidang');
export const statusPengajuanSidangScreen = statusScreen('status-pengajuan-sidang');

export const prosesPersidanganScreen = defineMasterScreen({
  name: 'proses-persidangan',
  titleFields: ['nama'],
  defaultSort: { key: 'urutan', dir: 'asc' },
  columns: [
    { name: 'urutan', kind: 'number', sortKey: 'urutan' },
    { name: 'nama', kind: 'text', sortKey: 'nama' },
    { name: 'label', kind: 'labels' },
    { name: 'active', kind: 'active' },
  ],
  fields: [
    { type: 'number', name: 'urutan', required: true, min: 1 },
    { type: 'text', name: 'nama', required: true },
    { type: 'labels', name: 'label', required: true, wide: true },
    { type: 'textarea', name: 'deskripsi', wide: true },
    { type: 'boolean', name: 'active' },
  ],
  filters: [{ name: 'active', type: 'active' }],
});
